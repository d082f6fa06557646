extension CompareValidator {
    /// A comparison operator of a `compare` rule, spelled as in PHP.
    ///
    /// ```swift
    /// CompareValidator.Operator(rawValue: ">=")  // .greaterThanOrEqual
    /// ```
    public enum Operator: String, Sendable, CaseIterable {
        /// `==`: loosely equal.
        case equal = "=="
        /// `===`: identical.
        case identical = "==="
        /// `!=`: not loosely equal.
        case notEqual = "!="
        /// `!==`: not identical.
        case notIdentical = "!=="
        /// `>`.
        case greaterThan = ">"
        /// `>=`.
        case greaterThanOrEqual = ">="
        /// `<`.
        case lessThan = "<"
        /// `<=`.
        case lessThanOrEqual = "<="

        /// Yii's default message for a failure of this operator.
        public var defaultMessage: String {
            switch self {
            case .equal, .identical: return #"{attribute} must be equal to "{compareValueOrAttribute}"."#
            case .notEqual, .notIdentical: return #"{attribute} must not be equal to "{compareValueOrAttribute}"."#
            case .greaterThan: return #"{attribute} must be greater than "{compareValueOrAttribute}"."#
            case .greaterThanOrEqual: return #"{attribute} must be greater than or equal to "{compareValueOrAttribute}"."#
            case .lessThan: return #"{attribute} must be less than "{compareValueOrAttribute}"."#
            case .lessThanOrEqual: return #"{attribute} must be less than or equal to "{compareValueOrAttribute}"."#
            }
        }

        /// Whether `a <operator> b` holds for two strings, with PHP's rules: `==` and the
        /// orderings compare numeric strings as numbers (`"1e1" == "10"`, `"10" > "9"`) and other
        /// strings byte by byte; `===` compares bytes.
        ///
        /// - Parameters:
        ///   - a: The validated value, cast to a string.
        ///   - b: The compared value, cast to a string.
        /// - Returns: Whether the comparison holds.
        /// Whether `a op b` holds for two PHP strings.
        package func holds(_ a: String, _ b: String) -> Bool {
            switch self {
            case .equal: return PHPSemantics.looseEquals(.string(a), .string(b))
            case .notEqual: return !PHPSemantics.looseEquals(.string(a), .string(b))
            case .identical: return PHPSemantics.isIdentical(.string(a), .string(b))
            case .notIdentical: return !PHPSemantics.isIdentical(.string(a), .string(b))
            case .greaterThan: return PHPSemantics.compare(.string(a), .string(b)) > 0
            case .greaterThanOrEqual: return PHPSemantics.compare(.string(a), .string(b)) >= 0
            case .lessThan: return PHPSemantics.compare(.string(a), .string(b)) < 0
            case .lessThanOrEqual: return PHPSemantics.compare(.string(a), .string(b)) <= 0
            }
        }

        /// Whether `a <operator> b` holds for two doubles (IEEE rules: NaN compares false,
        /// except with `!=` and `!==`).
        ///
        /// - Parameters:
        ///   - a: The validated value, cast to a double.
        ///   - b: The compared value, cast to a double.
        /// - Returns: Whether the comparison holds.
        /// Whether `a op b` holds for two doubles.
        package func holds(_ a: Double, _ b: Double) -> Bool {
            switch self {
            case .equal, .identical: return a == b
            case .notEqual, .notIdentical: return a != b
            case .greaterThan: return a > b
            case .greaterThanOrEqual: return a >= b
            case .lessThan: return a < b
            case .lessThanOrEqual: return a <= b
            }
        }
    }

    /// How a `compare` rule converts both sides before comparing (Yii's `type`, written
    /// `compareType` in rules).
    public enum ComparisonType: String, Sendable {
        /// PHP's `(string)` cast; numeric strings still compare as numbers.
        case string
        /// PHP's `(float)` cast (`"12abc"` → 12, `"abc"` → 0).
        case number
    }
}
