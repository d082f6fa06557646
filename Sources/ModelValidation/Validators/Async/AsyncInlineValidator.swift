/// An asynchronous validator written as a Swift closure: the asynchronous twin of
/// ``InlineValidator``.
///
/// The closure gets the value and the attribute (not the model, which other rules may be
/// changing while the closure waits) and returns whether the value is valid; on `false` the
/// validator adds its error with ``code`` and ``message``.
///
/// ```swift
/// let available = AsyncInlineValidator(code: "username.taken", message: "{attribute} \"{value}\" is taken.") { value, _ in
///     await directory.isFree(value.stringValue ?? "")
/// }
/// let rules = try RuleSet([Rule(["username"], validator: available, name: "available")])
/// ```
public struct AsyncInlineValidator: AsyncValidator {
    /// The check: `true` when the value is valid.
    public typealias Check = @Sendable (_ value: AttributeValue, _ attribute: String) async throws -> Bool

    /// The failure code.
    public let code: String
    /// The message template (`{attribute}`, `{value}`).
    public let message: String
    /// Whether empty values are skipped unless the rule says otherwise.
    public let skipsOnEmptyByDefault: Bool
    private let check: Check

    /// Creates an asynchronous inline validator.
    ///
    /// - Parameters:
    ///   - code: The failure code.
    ///   - message: The message template.
    ///   - skipsOnEmpty: Whether empty values are skipped by default.
    ///   - check: Returns `true` when the value is valid; what it throws ends the validation.
    public init(code: String, message: String, skipsOnEmpty: Bool = true, check: @escaping Check) {
        self.code = code
        self.message = message
        self.skipsOnEmptyByDefault = skipsOnEmpty
        self.check = check
    }

    public func prepareCheck<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) -> AsyncCheck? {
        let check = self.check
        return AsyncCheck(failure: AsyncCheck.Failure(code: code, template: message, value: value)) {
            try await !check(value, attribute)
        }
    }
}
