extension ValidatorSpecRepresentable {
    /// `minLength`: the string has at least `length` code points.
    ///
    /// - Parameter length: The minimum length.
    /// - Returns: The specification.
    public static func minLength(_ length: Int) -> Self { alias("minLength", ["min": .int(length)]) }

    /// `maxLength`: the string has at most `length` code points.
    ///
    /// - Parameter length: The maximum length.
    /// - Returns: The specification.
    public static func maxLength(_ length: Int) -> Self { alias("maxLength", ["max": .int(length)]) }

    /// `uppercase`: at least `min` uppercase letters.
    ///
    /// - Parameter min: The minimum count.
    /// - Returns: The specification.
    public static func uppercase(min: Int = 1) -> Self { alias("uppercase", ["min": .int(min)]) }

    /// `lowercase`: at least `min` lowercase letters.
    ///
    /// - Parameter min: The minimum count.
    /// - Returns: The specification.
    public static func lowercase(min: Int = 1) -> Self { alias("lowercase", ["min": .int(min)]) }

    /// `digits`: at least `min` decimal digits.
    ///
    /// - Parameter min: The minimum count.
    /// - Returns: The specification.
    public static func digits(min: Int = 1) -> Self { alias("digits", ["min": .int(min)]) }

    /// `symbols`: at least `min` punctuation or symbol characters.
    ///
    /// - Parameter min: The minimum count.
    /// - Returns: The specification.
    public static func symbols(min: Int = 1) -> Self { alias("symbols", ["min": .int(min)]) }

    /// `characters`: at least `min` characters of `set`.
    ///
    /// ```swift
    /// .characters(from: "!?#", min: 2)
    /// ```
    ///
    /// - Parameters:
    ///   - set: The characters counted.
    ///   - min: The minimum count.
    /// - Returns: The specification.
    public static func characters(from set: String, min: Int = 1) -> Self {
        alias("characters", ["set": .string(set), "min": .int(min)])
    }

    /// `equals`: the value is `value` (by identity unless `strict` is `false`).
    ///
    /// - Parameters:
    ///   - value: The value compared with.
    ///   - strict: Identity instead of PHP's loose comparison.
    /// - Returns: The specification.
    public static func equals(_ value: AttributeValue, strict: Bool = true) -> Self {
        alias("equals", strict ? ["value": value] : ["value": value, "strict": false])
    }

    /// `notEquals`: the value is not `value`.
    ///
    /// - Parameters:
    ///   - value: The value compared with.
    ///   - strict: Identity instead of PHP's loose comparison.
    /// - Returns: The specification.
    public static func notEquals(_ value: AttributeValue, strict: Bool = true) -> Self {
        alias("notEquals", strict ? ["value": value] : ["value": value, "strict": false])
    }

    /// `empty`: the value is empty once trimmed.
    public static var empty: Self { alias("empty") }

    /// `notEmpty`: the value is not empty once trimmed.
    public static var notEmpty: Self { alias("notEmpty") }
}
