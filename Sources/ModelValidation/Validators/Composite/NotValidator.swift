/// Passes when its child validator fails (alias `not`).
///
/// The child is tried in isolation; its errors and filtered values never reach the model.
///
/// | parameter | default | meaning |
/// | --- | --- | --- |
/// | `validator` | — (required) | the child rule object |
///
/// | code | default message |
/// | --- | --- |
/// | `not.invalid` | `{attribute} is invalid.` |
///
/// ```swift
/// Rule(["username"], "not", ["validator": ["type": "email"], "message": "{attribute} must not be an email address."])
/// .not(.email)
/// ```
public struct NotValidator: ConfigurableValidator {
    public static let aliases = ["not"]

    /// The child, built.
    public let child: CompiledRule
    /// The message template.
    public let message: String

    /// Creates the validator from a built child.
    ///
    /// - Parameters:
    ///   - child: The validator that must fail.
    ///   - message: The template of `not.invalid`; `nil` for the default.
    public init(child: CompiledRule, message: String? = nil) {
        self.child = child
        self.message = message ?? "{attribute} is invalid."
    }

    /// Builds the validator from a rule's parameters.
    ///
    /// - Throws: ``RuleError`` when `validator` is missing or faulty.
    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        guard let child = try CompositeRules.optionalChild("validator", parameters: &parameters) else {
            parameters.noteMissing("validator", "the \"validator\" parameter is required")
            throw parameters.notedMistake()
        }
        self.init(child: child, message: parameters.message)
    }

    public var skipsOnEmptyByDefault: Bool { child.skipOnEmpty }

    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        if CompositeRules.passes(child, on: attribute, value: value, model: &model) {
            model.addError(attribute, code: "not.invalid", template: message, value: value)
        }
    }
}
