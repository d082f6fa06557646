/// Maps validator aliases to factories that build validators from rule parameters.
///
/// ``builtIn`` holds Yii's core aliases. Register your own validators under new aliases (or
/// replace a built-in one) on a copy:
///
/// ```swift
/// var registry = ValidatorRegistry.builtIn
/// registry.register(EvenValidator.self)   // a ConfigurableValidator
/// registry.register("positive") { alias, parameters in
///     InlineValidator(code: "positive.invalid", message: "{attribute} must be positive.") { value, _, _ in
///         (value.intValue ?? 0) > 0
///     }
/// }
/// let rules = try RuleSet([Rule(["n"], "positive")], registry: registry)
/// ```
public struct ValidatorRegistry: Sendable {
    /// Builds a validator for a rule: the alias it used and its parameters.
    ///
    /// Throw ``RuleError`` (other errors are wrapped in one naming the rule). When it does, the
    /// factory is called again for the same rule, with the faulty parameter reading as absent,
    /// to find the rule's other mistakes, so it should do nothing but build the validator.
    public typealias Factory = @Sendable (_ alias: String, _ parameters: inout RuleParameters) throws -> any Validator

    private var factories: [String: Factory] = [:]
    /// The record stores `unique` and `exist` rules look records up in, by name.
    var recordStores: [String: any RecordStore] = [:]

    /// An empty registry.
    public init() {}

    /// The registered aliases, sorted.
    public var aliases: [String] { factories.keys.sorted() }

    /// Whether `alias` is registered.
    public func contains(_ alias: String) -> Bool { factories[alias] != nil }

    /// Registers a factory under `alias`, replacing any previous one.
    public mutating func register(_ alias: String, factory: @escaping Factory) {
        factories[alias] = factory
    }

    /// Registers a configurable validator under each of its aliases.
    public mutating func register<V: ConfigurableValidator>(_ type: V.Type) {
        for alias in V.aliases {
            factories[alias] = { alias, parameters in try V(alias: alias, parameters: &parameters) }
        }
    }

    /// Builds the validator for `alias`.
    ///
    /// - Throws: ``RuleError`` with kind `unknownType` when nothing is registered under `alias`,
    ///   or whatever the factory throws.
    public func makeValidator(_ alias: String, parameters: inout RuleParameters) throws(RuleError) -> any Validator {
        guard let factory = factories[alias] else {
            // A mistake in `type` alone, listed whatever else the rule holds.
            throw RuleError(.unknownType, ruleIndex: parameters.ruleIndex,
                            key: parameters.keyPrefix + "type", reason: "unknown validator type \"\(alias)\"").aboutItsValueAlone
        }
        parameters.registry = self
        let repeated = ApplicationMessages.repeatedDefaults(in: parameters)
        do {
            return ApplicationMessages.wrapping(try factory(alias, &parameters), texts: repeated)
        } catch let error as RuleError {
            throw error
        } catch {
            throw RuleError(.invalidParameter, ruleIndex: parameters.ruleIndex, reason: String(describing: error))
        }
    }

    /// The registry with every built-in validator.
    public static let builtIn: ValidatorRegistry = {
        var registry = ValidatorRegistry()
        for type in builtInTypes { registry.registerAny(type) }
        return registry
    }()
}
