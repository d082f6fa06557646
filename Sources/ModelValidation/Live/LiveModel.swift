import ModelValidationLocks
import Observation

/// A model held in a shared, observable box that can re-validate as it changes
/// (FXModelValidation's `validateUpdates`).
///
/// Changes go through the box (``update(_:)`` or the key-path members), which is the explicit
/// change notification: after ``validateUpdates()``, each change re-validates the attributes
/// that changed and the attributes whose rules read them (`compare` with `compareAttribute`,
/// and `when` conditions on another attribute), so errors follow the user's typing. The box
/// is `Observable`: SwiftUI views and `withObservationTracking` see ``model`` and ``errors``
/// change.
///
/// ```swift
/// let live = LiveModel(Signup())
/// try live.validateUpdates()
/// live.password = "secret-1"
/// live.passwordRepeat = "secret-2"
/// live.errors.first(for: "passwordRepeat")?.code // "compare.invalid"
/// live.password = "secret-2"                     // re-validates passwordRepeat too
/// live.errors.isEmpty                            // true
/// ```
///
/// Re-validating on every change is synchronous, so ``validateUpdates()`` refuses a model with an
/// asynchronous rule (`unique`, `exist`); such a model is validated as a whole, when the user
/// submits, with ``validateAsync()``.
///
/// The box holds no closures and registers nothing with anyone, so it is freed as soon as its
/// last owner lets go. It is safe to use from any thread. It needs Observation, so macOS 14,
/// iOS 17, tvOS 17, watchOS 10 or visionOS 1.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup
public final class LiveModel<Model: ValidatableModel & Sendable>: Observable, Sendable {
    struct State: Sendable {
        var model: Model
        var isLive = false
        var language: MessageLanguage?
        /// Attribute → attributes whose rules read it (names matched by their bytes).
        var readers: [NameKey: [String]] = [:]
        /// Counts changes, so an asynchronous validation can tell whether the model moved on.
        var version = 0
        /// The error that stopped the last re-validation of a change.
        var updateError: ModelError?
    }

    private let state: Locked<State>
    private let registrar = ObservationRegistrar()

    /// Wraps a model.
    ///
    /// - Parameter model: The model.
    public init(_ model: Model) {
        state = Locked(State(model: model))
    }

    /// The model, as it is now.
    public var model: Model {
        registrar.access(self, keyPath: \.model)
        return state.withLock { $0.model }
    }

    /// The model's errors.
    public var errors: ValidationErrors {
        registrar.access(self, keyPath: \.errors)
        return state.withLock { $0.model.errors }
    }

    /// The language the box validates and reports in; `nil` (the default) for the task's
    /// ``MessageLanguage/current`` when it validates, else English. Setting it does not
    /// re-validate.
    public var language: MessageLanguage? {
        get { state.withLock { $0.language } }
        set { state.withLock { $0.language = newValue } }
    }

    /// Whether changes re-validate.
    public var isValidatingUpdates: Bool { state.withLock { $0.isLive } }

    /// The error that stopped the re-validation of the last change that re-validated, or `nil`
    /// when it ran to its end: the model's scenario is not one it declares, or a rule reads an
    /// attribute the model lacks (``ModelError``, as ``validate()`` throws it). The errors of
    /// the attributes the change touched are then cleared and not found again, so a form can
    /// show this instead of taking its fields for valid. Observable, like ``errors``.
    ///
    /// ```swift
    /// live.update { $0.scenario = "nope" }
    /// live.email = "ann@example.com"
    /// live.updateError // Unknown scenario: nope
    /// ```
    public var updateError: ModelError? {
        registrar.access(self, keyPath: \.updateError)
        return state.withLock { $0.updateError }
    }

    /// Reads or writes a property of the model; a write is a change (see ``update(_:)``).
    public subscript<Value: Sendable>(dynamicMember keyPath: WritableKeyPath<Model, Value>) -> Value {
        get {
            registrar.access(self, keyPath: \.model)
            return state.withLock { $0.model[keyPath: keyPath] }
        }
        set {
            update { $0[keyPath: keyPath] = newValue }
        }
    }

    /// Starts re-validating on every change.
    ///
    /// Which attributes read which is worked out once here, from the model's rules.
    ///
    /// - Throws: ``ModelError`` with kind ``ModelError/Kind/asynchronousRule``, naming the rule,
    ///   when the model has an asynchronous rule in any scenario: a change re-validates at once,
    ///   synchronously, and would have to skip it. Validate such a model with
    ///   ``validateAsync()`` instead.
    public func validateUpdates() throws(ModelError) {
        try state.withLock { (state: inout State) throws(ModelError) in
            if let rule = state.model.ruleSet.rules.first(where: \.isAsynchronous) {
                throw ModelError(.asynchronousRule, name: rule.summary)
            }
            state.isLive = true
            state.readers = Self.readers(of: state.model.ruleSet)
        }
    }

    /// Stops re-validating on changes; the errors stay as they are.
    public func stopValidatingUpdates() {
        state.withLock { $0.isLive = false }
    }

    /// Changes the model; when validating updates, re-validates what the change touched.
    ///
    /// - Parameter change: The change.
    public func update(_ change: (inout Model) -> Void) {
        registrar.withMutation(of: self, keyPath: \.model) {
            registrar.withMutation(of: self, keyPath: \.errors) {
                registrar.withMutation(of: self, keyPath: \.updateError) {
                    state.withLock { state in
                        state.version += 1
                        guard state.isLive else { change(&state.model); return }
                        let before = state.model.attributeValues
                        change(&state.model)
                        let after = state.model.attributeValues
                        var targets = NameIndex()
                        for name in state.model.attributeNames where before[name] != after[name] {
                            if !targets.contains(name) { targets.append(name) }
                            for reader in state.readers[NameKey(name)] ?? [] where !targets.contains(reader) { targets.append(reader) }
                        }
                        guard targets.count > 0 else { return }
                        for name in targets.names { state.model.clearErrors(name) }
                        do throws(ModelError) {
                            if let language = state.language {
                                try state.model.validate(targets.names, clearErrors: false, language: language)
                            } else {
                                try state.model.validate(targets.names, clearErrors: false)
                            }
                            state.updateError = nil
                        } catch {
                            state.updateError = error
                        }
                    }
                }
            }
        }
    }

    /// Validates the whole model now.
    ///
    /// - Returns: Whether it is valid.
    /// - Throws: ``ModelError`` as ``ValidatableModel/validate(_:clearErrors:)`` does.
    @discardableResult
    public func validate() throws(ModelError) -> Bool {
        let result: Result<Bool, ModelError> = registrar.withMutation(of: self, keyPath: \.errors) {
            state.withLock { state -> Result<Bool, ModelError> in
                do throws(ModelError) {
                    if let language = state.language { return .success(try state.model.validate(language: language)) }
                    return .success(try state.model.validate())
                } catch {
                    return .failure(error)
                }
            }
        }
        return try result.get()
    }

    /// Validates the whole model now, asynchronous rules included (see
    /// ``ValidatableModel/validateAsync(_:clearErrors:isolation:)``).
    ///
    /// A copy of the model is validated while the box stays usable. When the checks finish, the
    /// copy (its errors, and any value a filter changed) replaces the model, unless the model
    /// changed in the meantime: then the box keeps the newer values and their errors, and the
    /// result describes the values that were validated.
    ///
    /// ```swift
    /// let live = LiveModel(signup)
    /// let valid = try await live.validateAsync()
    /// ```
    ///
    /// - Returns: Whether the validated values are valid.
    /// - Throws: ``ModelError`` as ``validate()`` does, or the error a database check threw.
    @discardableResult
    public func validateAsync() async throws -> Bool {
        var (copy, version, language) = state.withLock { ($0.model, $0.version, $0.language) }
        let valid: Bool
        if let language { valid = try await copy.validateAsync(language: language) } else { valid = try await copy.validateAsync() }
        let validated = copy
        registrar.withMutation(of: self, keyPath: \.model) {
            registrar.withMutation(of: self, keyPath: \.errors) {
                state.withLock { state in
                    if state.version == version { state.model = validated }
                }
            }
        }
        return valid
    }

    /// Attribute → the attributes whose rules read it, from `when` and what the validators read
    /// (`compare`'s other attribute, in `each` and the composites too).
    static func readers(of ruleSet: RuleSet) -> [NameKey: [String]] {
        var readers: [NameKey: [String]] = [:]
        func add(_ read: String, _ attributes: [String]) {
            for attribute in attributes where !attribute.hasSameBytes(as: read)
                && !(readers[NameKey(read)]?.contains { $0.hasSameBytes(as: attribute) } ?? false) {
                readers[NameKey(read), default: []].append(attribute)
            }
        }
        for compiled in ruleSet.rules {
            if case .attribute(let name, _, _)? = compiled.rule.when { add(name, compiled.attributeNames) }
            // What the validator reads (see `UsesOtherAttributes`): the attribute `compare`
            // compares with, inside `each` and the composites too. A write is no reason to
            // re-validate.
            for attribute in compiled.attributeNames {
                for use in compiled.otherAttributes(usedFor: attribute) where !use.isWritten { add(use.name, [attribute]) }
            }
        }
        return readers
    }
}
