/// The comparison operators of typed `compare` checks: the `compare` validator's own.
public typealias ComparisonOperator = CompareValidator.Operator

/// How typed `compare` checks convert both sides: the `compare` validator's own.
public typealias ComparisonType = CompareValidator.ComparisonType

extension ValidatorSpecRepresentable {
    static func alias(_ type: String, _ parameters: AttributeObject = [:]) -> Self {
        Self(spec: ValidatorSpec(type: type, parameters))
    }

    /// A whole double as an integer, so `8` and `8.0` render alike in messages.
    static func number(_ value: Double) -> AttributeValue {
        if value.rounded() == value, let exact = Int(exactly: value) { return .int(exact) }
        return .double(value)
    }

    /// `required`: the value is present (not `null`, not blank once trimmed).
    public static var required: Self { alias("required") }

    /// `required` with `requiredValue`: the value must equal `value`.
    ///
    /// - Parameters:
    ///   - value: The value the attribute must have.
    ///   - strict: Compare by identity instead of PHP's `==`.
    /// - Returns: The specification.
    public static func required(value: AttributeValue, strict: Bool = false) -> Self {
        var parameters: AttributeObject = ["requiredValue": value]
        if strict { parameters["strict"] = true }
        return alias("required", parameters)
    }

    /// `safe`: marks the attribute safe for massive assignment without validating it.
    public static var safe: Self { alias("safe") }

    /// `string`: the value is a string.
    public static var string: Self { alias("string") }

    /// `string` with length bounds, counted in Unicode code points.
    ///
    /// ```swift
    /// .string(min: 8, max: 64)
    /// ```
    ///
    /// - Parameters:
    ///   - min: The minimum length.
    ///   - max: The maximum length.
    ///   - length: An exact length.
    /// - Returns: The specification.
    public static func string(min: Int? = nil, max: Int? = nil, length: Int? = nil) -> Self {
        var parameters = AttributeObject()
        if let length { parameters["length"] = .int(length) }
        if let min { parameters["min"] = .int(min) }
        if let max { parameters["max"] = .int(max) }
        return alias("string", parameters)
    }

    /// `email`: a valid email address.
    public static var email: Self { alias("email") }

    /// `url`: a valid URL.
    public static var url: Self { alias("url") }

    /// `ip`: a valid IP address.
    public static var ip: Self { alias("ip") }

    /// `boolean`: `"1"`/`"0"` (or `true`/`false`, `1`/`0`) by PHP's loose comparison.
    public static var boolean: Self { alias("boolean") }

    /// `number`: a number, optionally within bounds.
    ///
    /// - Parameters:
    ///   - min: The lower bound.
    ///   - max: The upper bound.
    /// - Returns: The specification.
    public static func number(min: Double? = nil, max: Double? = nil) -> Self {
        var parameters = AttributeObject()
        if let min { parameters["min"] = number(min) }
        if let max { parameters["max"] = number(max) }
        return alias("number", parameters)
    }

    /// `number` without bounds.
    public static var number: Self { alias("number") }

    /// `integer`: an integer, optionally within bounds.
    ///
    /// - Parameters:
    ///   - min: The lower bound.
    ///   - max: The upper bound.
    /// - Returns: The specification.
    public static func integer(min: Int? = nil, max: Int? = nil) -> Self {
        var parameters = AttributeObject()
        if let min { parameters["min"] = .int(min) }
        if let max { parameters["max"] = .int(max) }
        return alias("integer", parameters)
    }

    /// `integer` without bounds.
    public static var integer: Self { alias("integer") }

    /// `in`: the value is one of `values` (PHP's `in_array`).
    ///
    /// ```swift
    /// .in(["user", "admin"])
    /// ```
    ///
    /// - Parameters:
    ///   - values: The allowed values.
    ///   - strict: Compare by identity.
    /// - Returns: The specification.
    public static func `in`(_ values: [AttributeValue], strict: Bool = false) -> Self {
        var parameters: AttributeObject = ["range": .array(values)]
        if strict { parameters["strict"] = true }
        return alias("in", parameters)
    }

    /// `in` with `not`: the value is none of `values`.
    ///
    /// - Parameters:
    ///   - values: The forbidden values.
    ///   - strict: Compare by identity.
    /// - Returns: The specification.
    public static func notIn(_ values: [AttributeValue], strict: Bool = false) -> Self {
        var parameters: AttributeObject = ["range": .array(values), "not": true]
        if strict { parameters["strict"] = true }
        return alias("in", parameters)
    }

    /// `match`: the value matches a PHP (PCRE) pattern such as `"/^[a-z]+$/i"`.
    ///
    /// - Parameters:
    ///   - pattern: The pattern with its delimiters and modifiers.
    ///   - not: The value must *not* match.
    /// - Returns: The specification.
    public static func match(_ pattern: String, not: Bool = false) -> Self {
        var parameters: AttributeObject = ["pattern": .string(pattern)]
        if not { parameters["not"] = true }
        return alias("match", parameters)
    }

    /// `compare` with a constant.
    ///
    /// ```swift
    /// .compare(value: 18, operator: .greaterThanOrEqual, type: .number)
    /// ```
    ///
    /// - Parameters:
    ///   - value: The constant.
    ///   - operator: The comparison.
    ///   - type: How both sides are converted.
    /// - Returns: The specification.
    public static func compare(value: AttributeValue, operator: ComparisonOperator = .equal,
                               type: ComparisonType = .string) -> Self {
        compareParameters(["compareValue": value], `operator`, type)
    }

    /// `compare` with another attribute, by name.
    ///
    /// - Parameters:
    ///   - attribute: The other attribute's name.
    ///   - operator: The comparison.
    ///   - type: How both sides are converted.
    /// - Returns: The specification.
    public static func compare(toAttribute attribute: String, operator: ComparisonOperator = .equal,
                               type: ComparisonType = .string) -> Self {
        compareParameters(["compareAttribute": .string(attribute)], `operator`, type)
    }

    static func compareParameters(_ base: AttributeObject, _ op: ComparisonOperator, _ type: ComparisonType) -> Self {
        var parameters = base
        if op != .equal { parameters["operator"] = .string(op.rawValue) }
        if type != .string { parameters["compareType"] = .string(type.rawValue) }
        return alias("compare", parameters)
    }

    /// `date`: a date in `format` (ICU by default, `php:` prefix for PHP's `date()` letters).
    ///
    /// - Parameter format: The format; `nil` uses the validator's default.
    /// - Returns: The specification.
    public static func date(format: String? = nil) -> Self {
        alias("date", format.map { ["format": .string($0)] } ?? [:])
    }

    /// `trim`: a filter that trims whitespace from strings.
    public static var trim: Self { alias("trim") }

    /// `default`: a filter that sets `value` when the attribute is empty.
    ///
    /// - Parameter value: The default value.
    /// - Returns: The specification.
    public static func `default`(_ value: AttributeValue) -> Self { alias("default", ["value": value]) }

    /// A validator written as a closure (an ``InlineValidator``).
    ///
    /// ```swift
    /// .inline(code: "username.reserved", message: "{attribute} is reserved.") { value, _, _ in
    ///     value != "admin"
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - code: The failure code.
    ///   - message: The message template.
    ///   - skipsOnEmpty: Whether empty values are skipped by default.
    ///   - check: Returns `true` when the value is valid.
    /// - Returns: The specification.
    public static func inline(code: String, message: String, skipsOnEmpty: Bool = true,
                              check: @escaping InlineValidator.Check) -> Self {
        validator(InlineValidator(code: code, message: message, skipsOnEmpty: skipsOnEmpty, check: check))
    }

    /// A validator instance.
    ///
    /// - Parameters:
    ///   - validator: The validator.
    ///   - name: The name shown as the rule's type.
    /// - Returns: The specification.
    public static func validator(_ validator: any Validator, name: String = "inline") -> Self {
        Self(spec: ValidatorSpec(validator: validator, name: name))
    }
}
