/// Checks that a value is empty, or not, once a string is trimmed (aliases `empty` and
/// `notEmpty`).
///
/// A value is empty when it is `null`, an empty array or object, or a string that is empty once
/// PHP's `trim()` has removed spaces, tabs, line breaks, NUL and vertical tabs (`"  "` is
/// empty; `"0"` and `0` are not). Empty values are never skipped, whatever the rule's
/// `isEmpty`.
///
/// | code | default message |
/// | --- | --- |
/// | `empty.invalid` | `{attribute} must be empty.` |
/// | `notEmpty.invalid` | `{attribute} cannot be empty.` |
///
/// ```swift
/// Rule(["honeypot"], "empty")
/// Rule(["comment"], "notEmpty")
/// ```
public struct EmptinessValidator: ConfigurableValidator {
    public static let aliases = ["empty", "notEmpty"]

    /// Whether the value must be non-empty (`notEmpty`).
    public let negated: Bool
    let message: String

    /// Creates the validator.
    ///
    /// - Parameters:
    ///   - negated: Whether the value must be non-empty.
    ///   - message: The template; `nil` for the default.
    public init(negated: Bool = false, message: String? = nil) {
        self.negated = negated
        self.message = message ?? (negated ? "{attribute} cannot be empty." : "{attribute} must be empty.")
    }

    /// Builds the validator from a rule's parameters (it takes none).
    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        self.init(negated: alias == "notEmpty", message: parameters.message)
    }

    public var skipsOnEmptyByDefault: Bool { false }

    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        if EmptinessCheck.trimmed.isEmpty(value) != negated { return }
        model.addError(attribute, code: negated ? "notEmpty.invalid" : "empty.invalid", template: message, value: value)
    }
}
