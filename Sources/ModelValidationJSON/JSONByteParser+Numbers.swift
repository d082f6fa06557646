/// Number reading: integers that fit in 64 bits stay integers; other numbers become doubles,
/// exactly when a fast path is safe and through the standard library's correctly rounded
/// conversion otherwise.
import ModelValidationValues

extension JSONByteParser {
    /// Powers of ten that are exact doubles.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// Reads a number starting at `index` (a digit or `-`).
    mutating func parseNumber() throws(JSONParseError) -> AttributeValue {
        let start = index
        let isNegative = bytes[index] == UInt8(ascii: "-")
        if isNegative { index += 1 }
        guard index < end else { throw endOfInput() }

        // The significant digits, as long as they fit; `decimalExponent` scales them.
        var mantissa: UInt64 = 0
        var mantissaOverflowed = false
        var decimalExponent = 0
        let first = bytes[index]
        if first == UInt8(ascii: "0") {
            index += 1
            if index < end && isDigit(bytes[index]) { throw error("leading zero in number", at: index - 1) }
        } else if isDigit(first) {
            while index < end, case let byte = bytes[index], isDigit(byte) {
                if mantissa < 1_844_674_407_370_955_161 {
                    mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                } else {
                    mantissaOverflowed = true
                }
                index += 1
            }
        } else {
            throw unexpectedCharacter(at: index)
        }

        var isInteger = true
        if index < end && bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < end else { throw endOfInput() }
            guard isDigit(bytes[index]) else { throw unexpectedCharacter(at: index) }
            while index < end, case let byte = bytes[index], isDigit(byte) {
                if mantissa < 1_844_674_407_370_955_161 {
                    mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                    decimalExponent -= 1
                } else {
                    mantissaOverflowed = true
                }
                index += 1
            }
        }
        if index < end && (bytes[index] | 0x20) == UInt8(ascii: "e") {
            isInteger = false
            index += 1
            guard index < end else { throw endOfInput() }
            var exponentIsNegative = false
            if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentIsNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
                guard index < end else { throw endOfInput() }
            }
            guard isDigit(bytes[index]) else { throw unexpectedCharacter(at: index) }
            var exponent = 0
            while index < end, case let byte = bytes[index], isDigit(byte) {
                // Clamped: anything this large is out of range or zero either way.
                if exponent < 100_000 { exponent = exponent * 10 + Int(byte &- UInt8(ascii: "0")) }
                index += 1
            }
            decimalExponent += exponentIsNegative ? -exponent : exponent
        }

        if isInteger && !mantissaOverflowed {
            if !isNegative && mantissa <= UInt64(Int.max) { return .int(Int(mantissa)) }
            if isNegative && mantissa <= UInt64(Int.max) + 1 { return .int(Int(truncatingIfNeeded: 0 &- mantissa)) }
        }
        // Exact when both the digits and the power of ten are exact doubles.
        if !mantissaOverflowed && mantissa <= 1 << 53 && decimalExponent >= -22 && decimalExponent <= 22 {
            var value = Double(mantissa)
            if decimalExponent < 0 {
                value /= Self.exactPowersOfTen[-decimalExponent]
            } else {
                value *= Self.exactPowersOfTen[decimalExponent]
            }
            return .double(isNegative ? -value : value)
        }
        return .double(try slowDouble(from: start, to: index))
    }

    /// Converts the number text in `start..<stop` with the standard library.
    @inline(never)
    private func slowDouble(from start: Int, to stop: Int) throws(JSONParseError) -> Double {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error("number out of range", at: start) }
        return value
    }
}
