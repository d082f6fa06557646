/// Chooses a validator by testing another (alias `conditional`).
///
/// The `if` child is tried in isolation on the value; when it passes, `then` runs on the
/// attribute, otherwise `else` does (when given). Only the branch that runs can add errors or
/// filter the value.
///
/// | parameter | default | meaning |
/// | --- | --- | --- |
/// | `if` | — (required) | the test, a rule object |
/// | `then` | — (required) | the rule object run when the test passes |
/// | `else` | — | the rule object run when it fails |
///
/// | code | default message |
/// | --- | --- |
/// | the branch's | the branch's |
///
/// ```swift
/// Rule(["contact"], "conditional", [
///     "if": ["type": "match", "pattern": "/@/"], "then": ["type": "email"], "else": ["type": "string", "max": 20],
/// ])
/// .when(.match("/@/"), then: .email, else: .string(max: 20))
/// ```
public struct ConditionalValidator: ConfigurableValidator {
    public static let aliases = ["conditional"]

    /// The test.
    public let condition: CompiledRule
    /// The branch taken when the test passes.
    public let then: CompiledRule
    /// The branch taken when it fails, if any.
    public let otherwise: CompiledRule?

    /// Creates the validator from built children.
    ///
    /// - Parameters:
    ///   - condition: The test.
    ///   - then: The branch taken when the test passes.
    ///   - otherwise: The branch taken when it fails.
    public init(if condition: CompiledRule, then: CompiledRule, else otherwise: CompiledRule? = nil) {
        self.condition = condition
        self.then = then
        self.otherwise = otherwise
    }

    /// Builds the validator from a rule's parameters.
    ///
    /// - Throws: ``RuleError`` when `if` or `then` is missing, or a child is faulty.
    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        let condition = try CompositeRules.optionalChild("if", parameters: &parameters)
        if condition == nil { parameters.noteMissing("if", "the \"if\" parameter is required") }
        let then = try CompositeRules.optionalChild("then", parameters: &parameters)
        if then == nil { parameters.noteMissing("then", "the \"then\" parameter is required") }
        let otherwise = try CompositeRules.optionalChild("else", parameters: &parameters)
        guard let condition, let then else { throw parameters.notedMistake() }
        self.init(if: condition, then: then, else: otherwise)
    }

    public var skipsOnEmptyByDefault: Bool { then.skipOnEmpty && (otherwise?.skipOnEmpty ?? true) }

    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        if CompositeRules.passes(condition, on: attribute, value: value, model: &model) {
            CompositeRules.run(then, on: attribute, model: &model)
        } else if let otherwise {
            CompositeRules.run(otherwise, on: attribute, model: &model)
        }
    }
}
