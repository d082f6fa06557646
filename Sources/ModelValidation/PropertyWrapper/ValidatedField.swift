import ModelValidationLocks
import Observation

/// The state behind a ``Validated`` property: its value, the errors of its last validation and
/// the ways to observe them.
///
/// A field validates on demand (``validate()``), or on every change when created with
/// `validatesOnChange`. Its errors can be observed in two ways:
///
/// - Observation: the field is `Observable`, so SwiftUI views and `withObservationTracking`
///   update when ``value`` or ``errors`` change.
/// - ``errorUpdates``: an `AsyncSequence` of error lists, one element per change. A stream is
///   only fed while someone iterates it; with no listener nothing is buffered or sent.
///
/// The rules are the same engine's: each ``ValidatorSpec`` is built through the registry into
/// the rule a JSON rule would give, so codes and messages are the usual ones.
///
/// ```swift
/// let email = try ValidatedField("", validators: [.required, .email], label: "Email")
/// email.validate()          // false
/// email.firstError          // "Email cannot be blank."
/// email.value = "ann@example.com"
/// email.validate()          // true
/// ```
///
/// The field is a reference shared by copies of the value that holds it, and is safe to use
/// from any thread. It needs Observation, so macOS 14, iOS 17, tvOS 17, watchOS 10 or visionOS 1.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
public final class ValidatedField<Value: AttributeConvertible>: Observable, Sendable {
    struct State: Sendable {
        var value: Value
        var errors: [ValidationError] = []
        var label: String?
        /// Whether the field looked for its property's name (see ``adoptPropertyName(in:)``).
        var soughtPropertyName = false
        var language: MessageLanguage?
        var listeners: [UInt64: AsyncStream<[ValidationError]>.Continuation] = [:]
        var nextListener: UInt64 = 0
        /// Counts changes of ``value``, so a validation of a value since replaced publishes nothing.
        var version: UInt64 = 0
    }

    /// The attribute name errors are reported under.
    public let name: String
    /// Whether every change of ``value`` validates.
    public let validatesOnChange: Bool
    private let template: DynamicModel
    private let state: Locked<State>
    private let registrar = ObservationRegistrar()

    /// Creates a field.
    ///
    /// - Parameters:
    ///   - value: The initial value.
    ///   - validators: The validators, run in order.
    ///   - name: The attribute name errors are reported under.
    ///   - label: The label in messages; `nil` generates one from `name`.
    ///   - validatesOnChange: Whether every change validates.
    ///   - registry: Where aliases are looked up.
    /// - Throws: ``RuleError`` for a faulty validator specification, one that only accepts
    ///   strings (such as `.email`) on a `Value` that never holds one (such as `Int`), or an
    ///   asynchronous one (`unique`, `exist`): a field validates synchronously, on every change if
    ///   asked, so it refuses a check it could not run rather than skip it.
    public convenience init(_ value: Value, validators: [ValidatorSpec], name: String = "value", label: String? = nil,
                            validatesOnChange: Bool = false, registry: ValidatorRegistry = .builtIn) throws(RuleError) {
        self.init(value, ruleSet: try Self.ruleSet(validators, name: name, registry: registry), name: name,
                  label: label, validatesOnChange: validatesOnChange)
    }

    /// Creates a field from its built rules, which may be a rule set that failed to build.
    init(_ value: Value, ruleSet: RuleSet, name: String, label: String?, validatesOnChange: Bool) {
        self.name = name
        self.validatesOnChange = validatesOnChange
        self.template = DynamicModel(attributes: [name], ruleSet: ruleSet)
        self.state = Locked(State(value: value, label: label))
    }

    /// The rule set of a field's validators.
    static func ruleSet(_ validators: [ValidatorSpec], name: String, registry: ValidatorRegistry) throws(RuleError) -> RuleSet {
        func asynchronous(_ type: String, at index: Int) -> RuleError {
            RuleError(.invalidParameter, ruleIndex: index, key: "type",
                      reason: "\"\(type)\" is asynchronous, and a validated field validates synchronously; "
                          + "validate it in a model with validateAsync()")
        }
        var rules: [Rule] = []
        for (index, spec) in validators.enumerated() {
            // Named before the rule is built, whose store a field's registry may well lack.
            if let type = spec.asynchronousType { throw asynchronous(type, at: index) }
            if let mistake = spec.valueTypeMistake(Value.self, attribute: name, ruleIndex: index) { throw mistake }
            rules.append(try spec.rule(for: [name], context: SpecBuildContext(registry: registry, ruleIndex: index)))
        }
        let ruleSet = try RuleSet(rules, registry: registry)
        if let rule = ruleSet.rules.first(where: \.isAsynchronous) { throw asynchronous(rule.rule.type, at: rule.index) }
        return ruleSet
    }

    /// The mistake in the validators of a ``Validated`` property, which cannot throw it, or `nil`.
    /// A faulty field fails every validation with one error naming the mistake, its code
    /// ``ValidationError/misconfiguredCode`` (`rules.invalid`), never a rule's code or message:
    /// a mistake of the program, which an application can tell from a failure of the value.
    public var configurationError: RuleError? { template.ruleSet.configurationError }

    /// The current value.
    public var value: Value {
        get {
            registrar.access(self, keyPath: \.value)
            return state.withLock { $0.value }
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) {
                state.withLock { state in
                    state.value = newValue
                    state.version &+= 1
                }
            }
            if validatesOnChange { validate() }
        }
    }

    /// The errors of the last validation (empty before the first).
    public var errors: [ValidationError] {
        registrar.access(self, keyPath: \.errors)
        return state.withLock { $0.errors }
    }

    /// The messages of the last validation.
    public var messages: [String] { errors.map(\.message) }

    /// The first message of the last validation, if any.
    public var firstError: String? { errors.first?.message }

    /// Whether the current value passes, checked now without publishing errors (so a submit
    /// button can be disabled before any error is shown).
    public var isValid: Bool { check(value).isEmpty }

    /// The language the field validates and reports in; `nil` (the default) for the task's
    /// ``MessageLanguage/current`` when it validates, else English. Setting it does not
    /// re-validate.
    ///
    /// ```swift
    /// email.language = MessageLanguage(LocaleIdentifier("de")!)
    /// email.validate()
    /// email.firstError   // "Email darf nicht leer sein."
    /// ```
    public var language: MessageLanguage? {
        get { state.withLock { $0.language } }
        set { state.withLock { $0.language = newValue } }
    }

    /// The label used in messages.
    public var label: String {
        state.withLock { $0.label } ?? AttributeLabel.generate(name)
    }

    /// Sets the label used in messages when none was given (``ValidatedForm`` gives the
    /// property's name).
    func adoptLabel(_ label: String) {
        state.withLock { if $0.label == nil { $0.label = label } }
    }

    /// Labels the field from the name of the property of `owner` that holds it, the first time
    /// it is called (a ``Validated`` property of a class calls it on every access).
    func adoptPropertyName(in owner: AnyObject) {
        let seek = state.withLock { state in
            defer { state.soughtPropertyName = true }
            return !state.soughtPropertyName && state.label == nil
        }
        guard seek else { return }
        for child in Mirror(reflecting: owner).children {
            guard let property = child.value as? any ValidatingProperty, property.field === self,
                  var name = child.label else { continue }
            if name.hasPrefix("_") { name.removeFirst() }
            adoptLabel(AttributeLabel.generate(name))
            return
        }
    }

    /// Validates the current value and publishes the errors.
    ///
    /// - Returns: Whether the value is valid.
    @discardableResult
    public func validate() -> Bool {
        let (value, version) = state.withLock { ($0.value, $0.version) }
        let errors = check(value)
        publish(errors, ofVersion: version)
        return errors.isEmpty
    }

    /// Clears the errors.
    public func clearErrors() { publish([], ofVersion: nil) }

    /// The errors `value` would have.
    func check(_ value: Value) -> [ValidationError] {
        var model = template
        let (label, language) = state.withLock { ($0.label, $0.language) }
        if let label { model.attributeLabels[name] = label }
        _ = model.setValue(value.attributeValue, of: name)
        do {
            if let language { try model.validate(language: language) } else { try model.validate() }
        } catch {
            return [ValidationError(misconfigured: name, String(describing: error))]
        }
        return model.errors[name]
    }

    /// Records `errors` and sends them to the listeners, unless they describe a value that has
    /// been replaced since (`version` is then stale) or nothing changed. The check, the write
    /// and the sending happen under one lock, so that the field and its listeners end with the
    /// errors of the last value, whatever the order in which concurrent validations finish.
    private func publish(_ errors: [ValidationError], ofVersion version: UInt64?) {
        func isNews(_ state: State) -> Bool { (version == nil || version == state.version) && state.errors != errors }
        guard state.withLock({ isNews($0) }) else { return }
        registrar.withMutation(of: self, keyPath: \.errors) {
            state.withLock { state in
                guard isNews(state) else { return }
                state.errors = errors
                // Yielding only buffers the errors (newest one kept); no listener code runs here.
                for listener in state.listeners.values { listener.yield(errors) }
            }
        }
    }

    /// The error lists of this field, one per change, starting with the changes after the call.
    ///
    /// Each call returns a new stream; a stream stops being fed when its iteration ends or its
    /// task is cancelled. While nobody iterates, nothing is buffered or sent.
    ///
    /// ```swift
    /// for await errors in field.errorUpdates {
    ///     print(errors.map(\.message))
    /// }
    /// ```
    public var errorUpdates: AsyncStream<[ValidationError]> {
        let (stream, continuation) = AsyncStream.makeStream(of: [ValidationError].self,
                                                            bufferingPolicy: .bufferingNewest(1))
        let id = state.withLock { state in
            let id = state.nextListener
            state.nextListener += 1
            state.listeners[id] = continuation
            return id
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.listeners.removeValue(forKey: id) }
        }
        return stream
    }

    /// The number of streams being fed, for tests and diagnostics.
    public var listenerCount: Int { state.withLock { $0.listeners.count } }
}
