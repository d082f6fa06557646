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
        switch self {
        case .attribute(let name, let expected, let negated):
            return (model.value(of: name).map { PHPSemantics.isIdentical($0, expected) } ?? false) != negated
        case .custom(let body):
            return body(model, attribute)
        }
    }
}
