/// Checks that a string is at least or at most a length (aliases `minLength` and `maxLength`).
///
/// Length counts Unicode code points, as the `string` validator does by default; the messages
/// are the `string` validator's. Only strings pass. Unlike `string`, each alias checks one
/// bound, so a policy lists them as separate, individually worded rules.
///
/// | parameter | default | meaning |
/// | --- | --- | --- |
/// | `min` | — (required for `minLength`) | the minimum length |
/// | `max` | — (required for `maxLength`) | the maximum length |
///
/// | code | default message |
/// | --- | --- |
/// | `minLength.tooShort` | `{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.` |
/// | `maxLength.tooLong` | `{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.` |
/// | `<alias>.invalid` | `{attribute} must be a string.` |
///
/// ```swift
/// Rule(["password"], "minLength", ["min": 8])
/// Rule(["bio"], "maxLength", ["max": 500])
/// ```
public struct LengthLimitValidator: ConfigurableValidator {
    public static let aliases = ["minLength", "maxLength"]

    /// The bound.
    public let limit: Int
    /// Whether the bound is a minimum (`minLength`) rather than a maximum.
    public let isMinimum: Bool
    let message: String

    /// Creates the validator.
    ///
    /// - Parameters:
    ///   - minimum: The minimum length, or `nil`.
    ///   - maximum: The maximum length, used when `minimum` is `nil`.
    ///   - message: The template; `nil` for the default.
    public init(minimum: Int? = nil, maximum: Int? = nil, message: String? = nil) {
        isMinimum = minimum != nil
        limit = minimum ?? maximum ?? 0
        self.message = message ?? (isMinimum
            ? "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}."
            : "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.")
    }

    /// Builds the validator from a rule's parameters.
    ///
    /// - Throws: ``RuleError`` for a missing, negative or mistyped bound.
    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        let key = alias == "minLength" ? "min" : "max"
        guard let bound = try parameters.int(key) else {
            parameters.noteMissing(key, "the \"\(key)\" parameter is required")
            throw parameters.notedMistake()
        }
        guard bound >= 0 else { throw parameters.valueError(key, "expected a length, got \(bound)") }
        if key == "min" {
            self.init(minimum: bound, message: parameters.message)
        } else {
            self.init(maximum: bound, message: parameters.message)
        }
    }

    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        let alias = isMinimum ? "minLength" : "maxLength"
        guard case .string(let string) = value else {
            model.addError(attribute, code: alias + ".invalid", template: "{attribute} must be a string.", value: value)
            return
        }
        // Code points are at most the UTF-8 length and at least a quarter of it.
        let bytes = string.utf8.count
        if isMinimum {
            if bytes / 4 >= limit || (bytes >= limit && string.unicodeScalars.count >= limit) { return }
        } else {
            if bytes <= limit || string.unicodeScalars.count <= limit { return }
        }
        var arguments = MessageArguments()
        arguments.set(isMinimum ? "min" : "max", .int(limit))
        model.addError(attribute, code: isMinimum ? "minLength.tooShort" : "maxLength.tooLong",
                       template: message, value: value, arguments: arguments)
    }
}
