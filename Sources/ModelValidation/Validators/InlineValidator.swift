/// A validator written as a Swift closure (Yii's inline validators).
///
/// The closure gets the value, the attribute and the model, and returns whether the value is
/// valid; on `false` the validator adds its error with ``code`` and ``message``.
///
/// ```swift
/// let reserved = InlineValidator(code: "username.reserved", message: "{attribute} \"{value}\" is reserved.") { value, _, _ in
///     value != "admin" && value != "root"
/// }
/// let rules = try RuleSet([Rule(["username"], validator: reserved)])
/// ```
public struct InlineValidator: Validator {
    /// The check: `true` when the value is valid.
    public typealias Check = @Sendable (_ value: AttributeValue, _ attribute: String, _ model: any ValidatableModel) -> Bool

    /// The failure code.
    public let code: String
    /// The message template.
    public let message: String
    /// Whether empty values are skipped unless the rule says otherwise.
    public let skipsOnEmptyByDefault: Bool
    private let check: Check

    /// Creates an inline validator.
    ///
    /// - Parameters:
    ///   - code: The failure code.
    ///   - message: The message template (`{attribute}`, `{value}`).
    ///   - skipsOnEmpty: Whether empty values are skipped by default.
    ///   - check: Returns `true` when the value is valid.
    public init(code: String, message: String, skipsOnEmpty: Bool = true, check: @escaping Check) {
        self.code = code
        self.message = message
        self.skipsOnEmptyByDefault = skipsOnEmpty
        self.check = check
    }

    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        if !check(value, attribute, model) {
            model.addError(attribute, code: code, template: message, value: value)
        }
    }
}
