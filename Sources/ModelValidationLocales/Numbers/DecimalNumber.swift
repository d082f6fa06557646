/// A finite decimal number held exactly as `significand × 10^exponent`, without heap storage.
///
/// It carries what number formatting and plural rules need from an `Int` or a `Double`:
/// the exact digits of an integer, or the shortest digits that identify a double (the digits
/// ICU rounds when it formats a double), then rounding to a number of fraction digits, half
/// to even, as ICU's default decimal pattern does.
///
/// ```swift
/// let price = DecimalNumber(1234.5678)?.rounded(fractionDigits: 3)   // 1234.568
/// price?.integerDigitCount                                         // 4
/// ```
package struct DecimalNumber: Hashable, Sendable {
    /// Whether the number is negative (also for negative zero).
    package private(set) var isNegative: Bool
    /// The significant digits as an integer, without trailing zeros; 0 for zero.
    package private(set) var significand: UInt64
    /// The power of ten the significand is scaled by.
    package private(set) var exponent: Int

    /// The exact value of an integer.
    package init(_ value: Int) {
        isNegative = value < 0
        significand = UInt64(value.magnitude)
        exponent = 0
        normalize()
    }

    /// The shortest decimal digits that read back as `value`; `nil` for infinities and NaN.
    package init?(_ value: Double) {
        guard value.isFinite else { return nil }
        isNegative = value.sign == .minus
        significand = 0
        exponent = 0
        // `description` writes the shortest round-trip digits: "1234.5", "1e-05", "1.5e+20".
        var pointSeen = false
        var fractionDigits = 0
        var inExponent = false
        var exponentSign = 1
        var writtenExponent = 0
        for byte in value.magnitude.description.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = UInt64(byte - UInt8(ascii: "0"))
                if inExponent {
                    writtenExponent = writtenExponent * 10 + Int(digit)
                } else {
                    significand = significand * 10 + digit
                    if pointSeen { fractionDigits += 1 }
                }
            case UInt8(ascii: "."): pointSeen = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
            case UInt8(ascii: "-"): exponentSign = -1
            default: break
            }
        }
        exponent = exponentSign * writtenExponent - fractionDigits
        normalize()
    }

    /// Whether the number is zero.
    package var isZero: Bool { significand == 0 }

    /// How many digits the integer part has (0 for a number below 1).
    package var integerDigitCount: Int {
        isZero ? 0 : max(PowersOfTen.digitCount(significand) + exponent, 0)
    }

    /// How many digits follow the decimal point (no trailing zeros).
    package var fractionDigitCount: Int {
        isZero ? 0 : max(-exponent, 0)
    }

    /// The digit at a decimal position: 0 for units, 1 for tens, -1 for tenths.
    package func digit(at position: Int) -> UInt8 {
        let shift = position - exponent
        guard shift >= 0, shift < 20 else { return 0 }
        return UInt8((significand / PowersOfTen.value(shift)) % 10)
    }

    /// Calls `body` with each digit from position `high` down to `low` (both included).
    package func forEachDigit(from high: Int, through low: Int, _ body: (UInt8) -> Void) {
        guard high >= low else { return }
        for position in stride(from: high, through: low, by: -1) { body(digit(at: position)) }
    }

    /// The number rounded to at most `count` fraction digits, half to even.
    package func rounded(fractionDigits count: Int) -> DecimalNumber {
        let dropped = -count - exponent
        guard dropped > 0 else { return self }
        var result = self
        guard dropped < 20 else {
            result.significand = 0
            result.exponent = 0
            return result
        }
        let divisor = PowersOfTen.value(dropped)
        var kept = significand / divisor
        let remainder = significand % divisor
        let half = divisor / 2
        if remainder > half || (remainder == half && kept % 2 == 1) { kept += 1 }
        result.significand = kept
        result.exponent = -count
        result.normalize()
        return result
    }

    /// The number multiplied by 10^`power` (exact).
    package func scaled(byPowerOfTen power: Int) -> DecimalNumber {
        var result = self
        if !isZero { result.exponent += power }
        return result
    }

    /// Moves trailing zeros of the significand into the exponent.
    private mutating func normalize() {
        if significand == 0 {
            exponent = 0
            return
        }
        while significand % 10 == 0 {
            significand /= 10
            exponent += 1
        }
    }
}

/// Powers of ten that fit in `UInt64`.
enum PowersOfTen {
    /// 10^`power` for `power` in `0...19`.
    static func value(_ power: Int) -> UInt64 {
        var result: UInt64 = 1
        for _ in 0..<power { result &*= 10 }
        return result
    }

    /// The number of decimal digits of a positive value.
    static func digitCount(_ value: UInt64) -> Int {
        var count = 1
        var rest = value / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }
}
