/// The `when` of a rule: a condition on the model checked before the rule runs on an attribute.
///
/// The data form compares another attribute with a value by strict identity (Yii's `===`), so
/// `"1"` does not equal `1`; it is what JSON rules can express. The closure form is for Swift.
///
/// ```swift
/// Rule(["company"], "required", when: .attribute("type", equals: "business"))
/// Rule(["vatId"], "required", when: .custom { model, _ in model.value(of: "country") == "DE" })
/// ```
///
/// `when` is checked after the skip checks and does not make an attribute required for
/// ``ValidatableModel/isAttributeRequired(_:)``.
public enum Condition: Sendable {
    /// Runs when `attribute`'s value is identical to `value` (or not, when `negated`).
    case attribute(String, equals: AttributeValue, negated: Bool = false)
    /// Runs when the closure returns `true` for the model and the attribute being validated.
    case custom(@Sendable (_ model: any ValidatableModel, _ attribute: String) -> Bool)

    /// Evaluates the condition.
    ///
    /// - Parameters:
    ///   - model: The model being validated.
    ///   - attribute: The attribute the rule is about to validate.
    /// - Returns: Whether the rule runs.
    public func isSatisfied(by model: some ValidatableModel, attribute: String) -> Bool {
        switch evaluated(by: model, attribute: attribute) {
        case .satisfied: return true
        case .unsatisfied: return false
        case .unknownAttribute(_, let negated): return negated
        }
    }

    /// The outcome of a condition for the engine, which tells an attribute the model lacks
    /// from a value that is not identical.
    @usableFromInline
    enum Outcome {
        case satisfied
        case unsatisfied
        /// The data form names an attribute the model lacks: Yii's read of it throws.
        case unknownAttribute(String, negated: Bool)
    }

    /// Evaluates the condition, noting an attribute the data form names and the model lacks.
    @usableFromInline
    func evaluated(by model: some ValidatableModel, attribute: String) -> Outcome {
        switch self {
        case .attribute(let name, let expected, let negated):
            guard let value = model.value(of: name) else { return .unknownAttribute(name, negated: negated) }
            return PHPSemantics.isIdentical(value, expected) != negated ? .satisfied : .unsatisfied
        case .custom(let body):
            return body(model, attribute) ? .satisfied : .unsatisfied
        }
    }

    /// Whether the rule runs, or the error Yii raises when the condition reads an attribute
    /// the model lacks.
    @usableFromInline
    func decides(for model: some ValidatableModel, attribute: String) -> Result<Bool, ModelError> {
        switch evaluated(by: model, attribute: attribute) {
        case .satisfied: return .success(true)
        case .unsatisfied: return .success(false)
        case .unknownAttribute(let name, _): return .failure(ModelError(.unknownAttribute, name: name))
        }
    }
}
