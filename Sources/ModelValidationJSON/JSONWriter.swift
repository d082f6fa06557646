/// A compact JSON writer for ``AttributeValue``s.
///
/// The output has no spaces or newlines, and objects keep their key order. Integers and doubles
/// stay apart: integers are written as plain decimals (`42`), doubles with the shortest digits
/// that read back to the same value and always with a `.` or an exponent (`1.0`, `1000.0`,
/// `0.1`, `-0.0`, `1e+20`), so ``JSONReader`` reads back exactly what was written.
///
/// Strings escape `"`, `\` and control characters (`\n`, `\t`, `\u001f`, …) and leave `/`
/// and non-ASCII characters as they are.
///
/// Non-finite doubles (infinity, NaN) have no JSON form and are written as `null`.
///
/// An ``AttributeObject`` is always written as a JSON object, even when its keys are
/// `"0"`, `"1"`, …; turning list-shaped objects into arrays is the caller's choice.
///
/// ```swift
/// JSONWriter.string(["name": "Ann", "score": 1.0, "tags": ["a\nb"]])
/// // {"name":"Ann","score":1.0,"tags":["a\nb"]}
/// ```
import ModelValidationValues

public enum JSONWriter {
    /// Appends the JSON text of `value` to `buffer`.
    ///
    /// Reusing one buffer across many values avoids allocations in loops:
    ///
    /// ```swift
    /// var buffer: [UInt8] = []
    /// for record in records {
    ///     buffer.removeAll(keepingCapacity: true)
    ///     JSONWriter.write(record, into: &buffer)
    ///     buffer.append(UInt8(ascii: "\n"))
    ///     output.write(buffer)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to write.
    ///   - buffer: The UTF-8 bytes to append to.
    public static func write(_ value: AttributeValue, into buffer: inout [UInt8]) {
        switch value {
        case .null:
            appendLiteral("null", into: &buffer)
        case .bool(let flag):
            appendLiteral(flag ? "true" : "false", into: &buffer)
        case .int(let number):
            writeInt(number, into: &buffer)
        case .double(let number):
            if number.isFinite {
                buffer.append(contentsOf: number.description.utf8)
            } else {
                appendLiteral("null", into: &buffer)
            }
        case .string(let string):
            writeString(string, into: &buffer)
        case .array(let elements):
            buffer.append(UInt8(ascii: "["))
            var isFirst = true
            for element in elements {
                if !isFirst { buffer.append(UInt8(ascii: ",")) }
                isFirst = false
                write(element, into: &buffer)
            }
            buffer.append(UInt8(ascii: "]"))
        case .object(let object):
            buffer.append(UInt8(ascii: "{"))
            let keys = object.keys
            let values = object.values
            for position in keys.indices {
                if position > 0 { buffer.append(UInt8(ascii: ",")) }
                writeString(keys[position], into: &buffer)
                buffer.append(UInt8(ascii: ":"))
                write(values[position], into: &buffer)
            }
            buffer.append(UInt8(ascii: "}"))
        }
    }

    /// The compact JSON text of `value`.
    ///
    /// ```swift
    /// JSONWriter.string([1, 2.5, nil, "é"]) // [1,2.5,null,"é"]
    /// ```
    ///
    /// - Parameter value: The value to write.
    /// - Returns: The JSON text.
    public static func string(_ value: AttributeValue) -> String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(64)
        write(value, into: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Appends `string` as a quoted, escaped JSON string, for callers that write objects by hand.
    ///
    /// ```swift
    /// var buffer: [UInt8] = []
    /// JSONWriter.writeString("say \"hi\"\n", into: &buffer)
    /// String(decoding: buffer, as: UTF8.self) // "say \"hi\"\n" with the quotes and escapes
    /// ```
    ///
    /// - Parameters:
    ///   - string: The string to write.
    ///   - buffer: The UTF-8 bytes to append to.
    public static func writeString(_ string: String, into buffer: inout [UInt8]) {
        buffer.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            let count = utf8.count
            var runStart = 0
            var position = 0
            while position < count {
                // Eight bytes at a time to the next byte that needs an escape.
                while position &+ 8 <= count {
                    let word = UInt64(littleEndian: UnsafeRawPointer(utf8.baseAddress! + position).loadUnaligned(as: UInt64.self))
                    let special = JSONByteParser.specialByteMask(word)
                    if special != 0 {
                        position &+= special.trailingZeroBitCount >> 3
                        break
                    }
                    position &+= 8
                }
                guard position < count else { break }
                let byte = utf8[position]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                    position += 1
                    continue
                }
                if runStart < position {
                    buffer.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<position]))
                }
                appendEscape(for: byte, into: &buffer)
                position += 1
                runStart = position
            }
            if runStart < count {
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
            }
        }
        buffer.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(for byte: UInt8, into buffer: inout [UInt8]) {
        buffer.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): buffer.append(byte)
        case 0x08: buffer.append(UInt8(ascii: "b"))
        case 0x09: buffer.append(UInt8(ascii: "t"))
        case 0x0A: buffer.append(UInt8(ascii: "n"))
        case 0x0C: buffer.append(UInt8(ascii: "f"))
        case 0x0D: buffer.append(UInt8(ascii: "r"))
        default:
            let hexDigits: StaticString = "0123456789abcdef"
            appendLiteral("u00", into: &buffer)
            buffer.append(hexDigits.utf8Start[Int(byte >> 4)])
            buffer.append(hexDigits.utf8Start[Int(byte & 0x0F)])
        }
    }

    private static func appendLiteral(_ literal: StaticString, into buffer: inout [UInt8]) {
        buffer.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends the decimal digits of `number` without making a string.
    private static func writeInt(_ number: Int, into buffer: inout [UInt8]) {
        if number < 0 { buffer.append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        if magnitude < 10 {
            buffer.append(UInt8(ascii: "0") &+ UInt8(magnitude))
            return
        }
        // The digits, last first, into 20 bytes on the stack (enough for any 64-bit magnitude),
        // then appended in one copy.
        var digits: (UInt64, UInt64, UInt32) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { raw in
            var position = raw.count
            while magnitude > 0 {
                position -= 1
                raw[position] = UInt8(ascii: "0") &+ UInt8(magnitude % 10)
                magnitude /= 10
            }
            buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[position...]))
        }
    }
}
