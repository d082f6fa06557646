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

    /// Evaluates the condition. A data form naming an attribute the model lacks reads as a
    /// value that is not identical: satisfied only when `negated`.
    ///
    /// - Parameters:
    ///   - model: The model being validated.
    ///   - attribute: The attribute the rule is about to validate.
    /// - Returns: Whether the rule runs.
    public func isSatisfied(by model: some ValidatableModel, attribute: String) -> Bool {
        switch decides(for: model, attribute: attribute) {
        case .success(let runs): return runs
        case .failure: return isNegated
        }
    }

    /// Whether the rule runs, or the error Yii raises when the data form reads an attribute
    /// the model lacks (the engine stops the validation with it).
    @usableFromInline
    func decides(for model: some ValidatableModel, attribute: String) -> Result<Bool, ModelError> {
        switch self {
        case .attribute(let name, let expected, let negated):
            guard let value = model.value(of: name) else { return .failure(ModelError(.unknownAttribute, name: name)) }
            return .success(PHPSemantics.isIdentical(value, expected) != negated)
        case .custom(let body):
            return .success(body(model, attribute))
        }
    }

    /// Whether the data form is negated.
    private var isNegated: Bool {
        if case .attribute(_, _, negated: true) = self { return true }
        return false
    }
}
