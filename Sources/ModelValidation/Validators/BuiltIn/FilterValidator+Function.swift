extension FilterValidator {
    /// The PHP functions a JSON `filter` rule can name, with PHP 8 semantics.
    ///
    /// String functions convert their argument as PHP does (`null` → `""`, `true` → `"1"`,
    /// `1.0` → `"1"`) and reject arrays. `strtolower`, `strtoupper`, `ucfirst`, `lcfirst` and
    /// `ucwords` change ASCII letters only; `mb_strtolower` and `mb_strtoupper` use full Unicode
    /// case mapping (`"straße"` → `"STRASSE"`).
    ///
    /// ```swift
    /// FilterValidator.Function.intval.apply(to: "12abc") // .int(12)
    /// FilterValidator.Function.abs.apply(to: "abc")      // nil (PHP: TypeError)
    /// ```
    public enum Function: String, Sendable, CaseIterable {
        /// PHP `trim()`: strips `" \n\r\t\v\0"` from both ends.
        case trim
        /// PHP `ltrim()`: strips `" \n\r\t\v\0"` from the start.
        case ltrim
        /// PHP `rtrim()`: strips `" \n\r\t\v\0"` from the end.
        case rtrim
        /// PHP `strtolower()`: ASCII letters only.
        case strtolower
        /// PHP `strtoupper()`: ASCII letters only.
        case strtoupper
        /// PHP `mb_strtolower()`: full Unicode lowercase mapping.
        case mb_strtolower
        /// PHP `mb_strtoupper()`: full Unicode uppercase mapping.
        case mb_strtoupper
        /// PHP `ucfirst()`: the first byte, if an ASCII letter, in upper case.
        case ucfirst
        /// PHP `lcfirst()`: the first byte, if an ASCII letter, in lower case.
        case lcfirst
        /// PHP `ucwords()`: the first ASCII letter of each space-separated word in upper case.
        case ucwords
        /// PHP `intval()`: the `(int)` cast.
        case intval
        /// PHP `floatval()`: the `(float)` cast.
        case floatval
        /// PHP `boolval()`: the `(bool)` cast.
        case boolval
        /// PHP `strval()`: the `(string)` cast; arrays are rejected.
        case strval
        /// PHP `strip_tags()`: removes HTML and PHP tags and comments.
        case strip_tags
        /// PHP `htmlspecialchars()` with PHP 8.1 defaults: escapes `& " ' < >`.
        case htmlspecialchars
        /// PHP `abs()`: numbers and numeric strings; anything else is rejected.
        case abs

        /// Runs the function.
        ///
        /// ```swift
        /// FilterValidator.Function.strval.apply(to: 1e20) // .string("1.0E+20")
        /// ```
        ///
        /// - Parameter value: The argument.
        /// - Returns: The result, or `nil` where PHP would raise a `TypeError` or a warning
        ///   (an array given to a string function or `abs`, a non-numeric string given to `abs`).
        public func apply(to value: AttributeValue) -> AttributeValue? {
            switch self {
            case .intval: return .int(PHPSemantics.toInt(value))
            case .floatval: return .double(PHPSemantics.toDouble(value))
            case .boolval: return .bool(PHPSemantics.toBool(value))
            case .abs: return Self.absoluteValue(value)
            default:
                guard let string = PHPSemantics.string(value) else { return nil }
                return .string(applyToString(string))
            }
        }

        private func applyToString(_ s: String) -> String {
            switch self {
            case .trim: return PHPSemantics.trim(s)
            case .ltrim: return PHPSemantics.ltrim(s)
            case .rtrim: return PHPSemantics.rtrim(s)
            case .strtolower: return PHPStringFunctions.mapASCII(s, upper: false)
            case .strtoupper: return PHPStringFunctions.mapASCII(s, upper: true)
            case .mb_strtolower: return s.lowercased()
            case .mb_strtoupper: return s.uppercased()
            case .ucfirst: return PHPStringFunctions.mapFirstASCII(s, upper: true)
            case .lcfirst: return PHPStringFunctions.mapFirstASCII(s, upper: false)
            case .ucwords: return PHPStringFunctions.ucwords(s)
            case .strip_tags: return PHPStringFunctions.stripTags(s)
            case .htmlspecialchars: return PHPStringFunctions.htmlSpecialChars(s)
            case .strval, .intval, .floatval, .boolval, .abs: return s
            }
        }

        /// PHP `abs()` on an `int|float` parameter in coercive mode.
        private static func absoluteValue(_ value: AttributeValue) -> AttributeValue? {
            switch value {
            case .null, .bool: return absoluteValue(.int(PHPSemantics.toInt(value)))
            case .int(let i):
                return i == .min ? .double(-Double(i)) : .int(Swift.abs(i))
            case .double(let d): return .double(Swift.abs(d))
            case .string(let s):
                switch PHPSemantics.parseNumber(s, allowTrailingData: false) {
                case .int(let i)?: return absoluteValue(.int(i))
                case .double(let d, _)?: return .double(Swift.abs(d))
                case nil: return nil
                }
            case .array, .object: return nil
            }
        }
    }
}
