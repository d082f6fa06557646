/// A validator that must wait for something (a database, a service) to decide.
///
/// An asynchronous validator works in two parts, so that the checks of several rules can run at
/// the same time while the model stays in one place:
///
/// 1. ``prepareCheck(_:value:model:)`` runs synchronously, in the rule's turn, like any
///    validator: it reads what it needs from the model (the value, other attributes), may add
///    errors at once (a value of the wrong kind), and returns the ``AsyncCheck`` to await, or
///    `nil` when there is nothing to look up.
/// 2. The check runs without the model, concurrently with the checks of other rules. The
///    failures it returns are added to the attribute, in the rule's place in the error order.
///
/// Rules with such validators run only in ``ValidatableModel/validateAsync(_:clearErrors:isolation:)``;
/// the synchronous ``ValidatableModel/validate(_:clearErrors:)`` refuses them with
/// ``ModelError/Kind/asynchronousRule``, and so do `each` and the composites, which run their
/// rules synchronously, when the rule set is built.
///
/// ```swift
/// struct NotBlocked: AsyncValidator {
///     let blocklist: Blocklist
///
///     func prepareCheck<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) -> AsyncCheck? {
///         guard let name = value.stringValue else { return nil }
///         let failure = AsyncCheck.Failure(code: "username.blocked", template: "{attribute} \"{value}\" is not allowed.", value: value)
///         return AsyncCheck(failure: failure) { await blocklist.contains(name) }
///     }
/// }
/// ```
///
/// A check must not assume anything about the model after `prepareCheck` returns: later rules
/// may already be running. For ``AsyncInlineValidator`` a closure is enough.
public protocol AsyncValidator: Validator {
    /// Reads what the check of `value` needs from `model` and returns the check to await.
    ///
    /// Called synchronously, in the rule's turn, after the engine's skip checks. It may add
    /// errors to `attribute` right away (and then usually returns `nil`); it must not change
    /// values, and it may read errors only of the attributes ``errorDependencies(of:)`` names.
    ///
    /// - Parameters:
    ///   - attribute: The attribute being validated.
    ///   - value: Its current value.
    ///   - model: The model, to read other attributes or add immediate errors.
    /// - Returns: The check to await, or `nil` when nothing remains to check.
    func prepareCheck<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) -> AsyncCheck?

    /// The attributes whose errors ``prepareCheck(_:value:model:)`` reads for `attribute`
    /// (Yii's `unique` and `exist` skip when one of their target attributes already has an
    /// error).
    ///
    /// The engine waits for the pending checks on these attributes before preparing this one,
    /// so the decision sees what it would have seen with one check after the other. The
    /// attribute's own errors need not be listed: `skipOnError` covers them. Default: none.
    ///
    /// - Parameter attribute: The attribute about to be validated.
    /// - Returns: The attributes whose errors the preparation reads.
    func errorDependencies(of attribute: String) -> [String]
}

extension AsyncValidator {
    public func errorDependencies(of attribute: String) -> [String] { [] }

    /// Asynchronous validators are never run synchronously; the engine refuses first.
    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {}
}
