/// Passes when at least one child validator passes (alias `anyOf`).
///
/// Each child is tried in order, in isolation: its errors and filtered values never reach the
/// model. When none passes, the attribute gets one `anyOf.invalid` error.
///
/// | parameter | default | meaning |
/// | --- | --- | --- |
/// | `validators` | — (required) | the child rule objects, in order |
///
/// | code | default message |
/// | --- | --- |
/// | `anyOf.invalid` | `{attribute} is invalid.` |
///
/// ```swift
/// Rule(["contact"], "anyOf", ["validators": [["type": "email"], ["type": "url"]]])
/// .anyOf(.email, .url)
/// ```
public struct AnyOfValidator: ConfigurableValidator {
    public static let aliases = ["anyOf"]

    /// The children, built.
    public let children: [CompiledRule]
    /// The message template.
    public let message: String

    /// Creates the validator from built children.
    ///
    /// - Parameters:
    ///   - children: The alternatives, in order.
    ///   - message: The template of `anyOf.invalid`; `nil` for the default.
    public init(children: [CompiledRule], message: String? = nil) {
        self.children = children
        self.message = message ?? "{attribute} is invalid."
    }

    /// Builds the validator from a rule's parameters.
    ///
    /// - Throws: ``RuleError`` when `validators` is missing or a child is faulty.
    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        guard let children = CompositeRules.children("validators", parameters: &parameters) else {
            throw parameters.notedMistake()
        }
        self.init(children: children, message: parameters.message)
    }

    public var skipsOnEmptyByDefault: Bool { children.allSatisfy(\.skipOnEmpty) }

    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        for child in children where CompositeRules.passes(child, on: attribute, value: value, model: &model) {
            return
        }
        model.addError(attribute, code: "anyOf.invalid", template: message, value: value)
    }
}
