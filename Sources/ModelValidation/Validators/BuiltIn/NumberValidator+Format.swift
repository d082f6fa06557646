/// The format test of ``NumberValidator``: Yii's two default patterns as byte scanners, or a
/// custom PCRE pattern.
///
/// The value is tested in its PHP string form (`1.0` → `"1"`, `1e20` → `"1.0E+20"`). The
/// scanners accept exactly what Yii's patterns accept, except a trailing line feed: PCRE's `$`
/// matches before a final `"\n"`, so Yii takes `"12\n"`; the scanners do not.
enum NumberFormat: Sendable {
    /// Yii's `integerPattern`, `/^[+-]?\d+$/`.
    case integer
    /// Yii's `numberPattern`, `/^[-+]?[0-9]*\.?[0-9]+([eE][-+]?[0-9]+)?$/`.
    case number
    /// A custom pattern.
    case pattern(PCREPattern)

    /// Yii's default `integerPattern`, as written in a rule.
    static let defaultIntegerPattern = #"/^[+-]?\d+$/"#
    /// Yii's default `numberPattern`, as written in a rule.
    static let defaultNumberPattern = #"/^[-+]?[0-9]*\.?[0-9]+([eE][-+]?[0-9]+)?$/"#

    /// Whether the PHP string form of `value` has the format.
    ///
    /// - Parameter value: A scalar or `null` (`null` is tested as `""`).
    /// - Returns: Whether the pattern matches.
    func matches(_ value: AttributeValue) -> Bool {
        switch (self, value) {
        case (.integer, .int), (.number, .int):
            return true
        case (.pattern(let pattern), _):
            return pattern.matches(PHPSemantics.string(value) ?? "")
        case (_, .string(let string)):
            return scan(string)
        case (_, .double):
            return scan(PHPSemantics.string(value) ?? "")
        default:
            return false
        }
    }

    private func scan(_ string: String) -> Bool {
        var string = string
        return string.withUTF8 { bytes in
            switch self {
            case .integer: return Self.isInteger(bytes)
            default: return Self.isNumber(bytes)
            }
        }
    }

    /// Whether `bytes` is an optional sign followed by one or more ASCII digits.
    ///
    /// - Complexity: O(*n*).
    static func isInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = skipSign(bytes, 0)
        let start = i
        i = skipDigits(bytes, i)
        return i > start && i == bytes.count
    }

    /// Whether `bytes` is an optional sign, digits with an optional decimal point followed by
    /// at least one digit, and an optional exponent (`e`/`E`, optional sign, digits).
    ///
    /// - Complexity: O(*n*).
    static func isNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = skipSign(bytes, 0)
        let integerStart = i
        i = skipDigits(bytes, i)
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            let fractionStart = i + 1
            i = skipDigits(bytes, fractionStart)
            if i == fractionStart { return false }
        } else if i == integerStart {
            return false
        }
        if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") {
            let exponentStart = skipSign(bytes, i + 1)
            i = skipDigits(bytes, exponentStart)
            if i == exponentStart { return false }
        }
        return i == bytes.count
    }

    @inline(__always)
    private static func skipSign(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
        guard i < bytes.count else { return i }
        return bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") ? i + 1 : i
    }

    @inline(__always)
    private static func skipDigits(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
        var i = i
        while i < bytes.count, bytes[i] &- UInt8(ascii: "0") < 10 { i += 1 }
        return i
    }
}
