import ModelValidationLocks

/// A checked, ready-to-run list of rules with its scenarios: the schema of a model.
///
/// Building a rule set builds every validator, so every mistake in a rule (an unknown alias, an
/// unknown or mistyped parameter, a missing required parameter, a pattern that does not compile)
/// surfaces here, as a ``RuleError`` naming the rule's index and key, never while validating
/// data. Scenarios (explicit, or derived from the rules as Yii does) are resolved once.
///
/// ```swift
/// let rules = try RuleSet([
///     Rule(["email"], "required"),
///     Rule(["email"], "string", ["max": 254]),
/// ])
/// rules.scenarioMap["default"] // ["email"]
/// ```
///
/// A rule set is an immutable value, safe to share between threads and models.
public struct RuleSet: Sendable {
    /// The compiled rules, in declaration order.
    public var rules: [CompiledRule] { storage.rules }
    /// The scenarios: the explicit map if one was given, else derived from the rules.
    public var scenarioMap: ScenarioMap { storage.scenarioMap }
    /// Whether ``scenarioMap`` was given rather than derived.
    public var hasExplicitScenarios: Bool { storage.hasExplicitScenarios }
    /// The mistake that kept a rule set made with ``init(declaring:scenarios:registry:_:)`` from
    /// being built, or `nil`. Such a rule set has no rules, and every `validate()` of a model
    /// using it throws a ``ModelError`` of kind ``ModelError/Kind/invalidRules``.
    public var configurationError: RuleError? { storage.configurationError }
    /// The resolved scenarios.
    private var resolved: ResolvedScenarios { storage.resolved }
    /// The data-form `nested` rules (with a schema), by the attribute they declare.
    package var nestedSchemas: [NameKey: NestedValidator] { storage.nestedSchemas }
    /// The generated label of each attribute a rule names, made once (see ``GeneratedLabels``).
    var generatedLabels: GeneratedLabels { storage.generatedLabels }
    /// The run kept for the first typed model type (or dynamic models' list of names) and
    /// scenario validated (see ``CompiledRun``).
    var keptRun: PublishedOnce<CompiledRun> { storage.keptRun }

    /// Everything a rule set holds, in one shared object: copying a rule set (each
    /// `validate()` and `assign()` reads the model's) retains one reference.
    private final class Storage: Sendable {
        let rules: [CompiledRule]
        let scenarioMap: ScenarioMap
        let hasExplicitScenarios: Bool
        let configurationError: RuleError?
        let resolved: ResolvedScenarios
        let nestedSchemas: [NameKey: NestedValidator]
        let generatedLabels: GeneratedLabels
        /// The run of the first typed model type (or dynamic models' list of names) and scenario
        /// validated (see ``CompiledRun``).
        let keptRun = PublishedOnce<CompiledRun>()

        init(rules: [CompiledRule], scenarioMap: ScenarioMap, hasExplicitScenarios: Bool,
             configurationError: RuleError?, resolved: ResolvedScenarios, nestedSchemas: [NameKey: NestedValidator]) {
            self.rules = rules
            self.scenarioMap = scenarioMap
            self.hasExplicitScenarios = hasExplicitScenarios
            self.configurationError = configurationError
            self.resolved = resolved
            self.nestedSchemas = nestedSchemas
            self.generatedLabels = GeneratedLabels(rules: rules)
        }
    }

    private let storage: Storage

    /// Builds a rule set.
    ///
    /// - Parameters:
    ///   - rules: The rules, in the order they run.
    ///   - scenarios: An explicit scenario map (Yii's overridden `scenarios()`), or `nil` to
    ///     derive it from the rules.
    ///   - registry: Where validator aliases are looked up.
    /// - Throws: ``RuleError`` for the first faulty rule, or an attribute given two nested schemas.
    public init(_ rules: [Rule], scenarios: ScenarioMap? = nil, registry: ValidatorRegistry = .builtIn) throws(RuleError) {
        var compiled: [CompiledRule] = []
        compiled.reserveCapacity(rules.count)
        for (index, rule) in rules.enumerated() {
            compiled.append(try Self.compile(rule, index: index, registry: registry))
        }
        try self.init(compiled: compiled, scenarios: scenarios)
    }

    /// Builds a rule set from rules built already (``compile(_:index:registry:keyPrefix:)``,
    /// each with its index in `compiled`).
    ///
    /// - Throws: ``RuleError`` for an attribute given two nested schemas.
    init(compiled: [CompiledRule], scenarios: ScenarioMap?) throws(RuleError) {
        let rules = compiled.map(\.rule)
        var nested: [NameKey: NestedValidator] = [:]
        for rule in compiled {
            guard let validator = rule.validator as? NestedValidator, validator.schema != nil else { continue }
            for (i, name) in rule.attributeNames.enumerated() {
                if let other = compiled.first(where: { $0.index < rule.index && nested[NameKey(name)] != nil && $0.validates(name)
                    && ($0.validator as? NestedValidator)?.schema != nil }) {
                    throw RuleError(.invalidRule, ruleIndex: rule.index, key: "attributes[\(i)]",
                                    reason: "\"\(name)\" already has a nested schema (rules[\(other.index)])")
                }
                nested[NameKey(name)] = validator
            }
        }
        let map = scenarios ?? ScenarioMap.derived(from: rules)
        let resolved = ResolvedScenarios(names: NameIndex(map.names),
                                         scenarios: zip(map.names, map.lists).map { ResolvedScenario(name: $0, entries: $1, rules: compiled) })
        storage = Storage(rules: compiled, scenarioMap: map, hasExplicitScenarios: scenarios != nil,
                          configurationError: nil, resolved: resolved, nestedSchemas: nested)
    }

    /// Builds a rule set where there is no caller to throw to, as in a `static let`: a mistake
    /// never stops the program.
    ///
    /// A faulty rule gives a rule set without rules that keeps the mistake in
    /// ``configurationError``; every `validate()` of a model using it throws it, as a
    /// ``ModelError`` of kind ``ModelError/Kind/invalidRules``.
    ///
    /// ```swift
    /// static let rules = RuleSet(declaring: [Rule(["email"], "required")])
    /// ```
    ///
    /// - Parameters:
    ///   - rules: The rules, in the order they run.
    ///   - scenarios: An explicit scenario map, or `nil` to derive it from the rules.
    ///   - registry: Where validator aliases are looked up.
    public init(declaring rules: [Rule], scenarios: ScenarioMap? = nil, registry: ValidatorRegistry = .builtIn) {
        do {
            try self.init(rules, scenarios: scenarios, registry: registry)
        } catch {
            self.init(failedWith: error)
        }
    }

    /// A rule set that could not be built: no rules, no scenarios, and the mistake.
    init(failedWith error: RuleError) {
        storage = Storage(rules: [], scenarioMap: ScenarioMap(), hasExplicitScenarios: false, configurationError: error,
                          resolved: ResolvedScenarios(names: NameIndex(), scenarios: []), nestedSchemas: [:])
    }

    /// Builds a rule set from a JSON list of rule objects (FORMAT.md §2).
    ///
    /// - Parameters:
    ///   - json: An array of rule objects.
    ///   - scenarios: An explicit scenario map, or `nil` to derive it.
    ///   - registry: Where validator aliases are looked up.
    /// - Throws: ``RuleError`` naming the first faulty rule and key.
    public init(json: AttributeValue, scenarios: ScenarioMap? = nil, registry: ValidatorRegistry = .builtIn) throws(RuleError) {
        guard case .array(let items) = json else {
            throw RuleError(.invalidRule, reason: "expected a list of rules, got \(json.kindName)")
        }
        var rules: [Rule] = []
        for (index, item) in items.enumerated() { rules.append(try Rule(json: item, index: index)) }
        try self.init(rules, scenarios: scenarios, registry: registry)
    }

    /// Builds the validator of one rule and checks its common options.
    ///
    /// - Throws: ``RuleError``: the rule's first mistake, as its factory meets it, carrying
    ///   every mistake in its parameters in ``RuleError/mistakes`` (see ``RuleMistakes``).
    static func compile(_ rule: Rule, index: Int, registry: ValidatorRegistry, keyPrefix: String = "") throws(RuleError) -> CompiledRule {
        if let validator = rule.validator {
            return CompiledRule(index: index, rule: rule, validator: validator)
        }
        var parameters = parameters(of: rule, index: index, keyPrefix: keyPrefix)
        let thrown: RuleError?
        do {
            let validator = try registry.makeValidator(rule.type, parameters: &parameters)
            if parameters.unreadKeys.isEmpty && parameters.noted.isEmpty {
                return CompiledRule(index: index, rule: rule, validator: validator, warnings: parameters.warnings)
            }
            thrown = nil
        } catch {
            thrown = error
        }
        throw failure(of: rule, index: index, registry: registry, keyPrefix: keyPrefix, read: parameters, thrown: thrown)
    }

    /// The parameters of `rule` for its factory.
    private static func parameters(of rule: Rule, index: Int, keyPrefix: String) -> RuleParameters {
        RuleParameters(ruleIndex: index, type: rule.type, message: rule.message, values: rule.parameters,
                       keyPrefix: keyPrefix, skipOnEmpty: rule.skipOnEmpty, skipOnError: rule.skipOnError,
                       isEmpty: rule.isEmpty ?? .default)
    }

    /// The first mistake of a rule that did not build, as `read` and `thrown` (the first
    /// reading) tell it, with every mistake in its parameters: they are read again, each
    /// faulty one set aside, until no more can be found (see ``RuleMistakes``).
    private static func failure(of rule: Rule, index: Int, registry: ValidatorRegistry, keyPrefix: String,
                                read: RuleParameters, thrown: RuleError?) -> RuleError {
        var mistakes = RuleMistakes(keys: rule.parameters.keys, keyPrefix: keyPrefix)
        var readsAgain = mistakes.take(read, thrown: thrown)
        while readsAgain {
            var parameters = parameters(of: rule, index: index, keyPrefix: keyPrefix)
            parameters.setAside = mistakes.setAside
            do {
                _ = try registry.makeValidator(rule.type, parameters: &parameters)
                readsAgain = mistakes.take(parameters, thrown: nil)
            } catch {
                readsAgain = mistakes.take(parameters, thrown: error)
            }
        }
        // The first mistake as the factory threw it (a nested schema's counts the others).
        var first = read.noted.first?.mistake ?? thrown ?? mistakes.found.first
            ?? RuleError(.invalidRule, ruleIndex: index, reason: "the rule could not be built")
        first.mistakes = mistakes.found.isEmpty ? nil : mistakes.found
        return first
    }

    /// Builds a rule nested in another (the rule of `each`, the children of a composite): a rule
    /// without attributes, built like a top-level one, with error paths under `keyPrefix`.
    ///
    /// - Parameters:
    ///   - rule: The nested rule.
    ///   - ruleIndex: The owning rule's index, for error paths.
    ///   - keyPrefix: The nested rule's key path inside its owner (`rule.`, `validators[1].`).
    ///   - registry: Where the nested alias is looked up.
    ///   - owner: How errors name the owner ("each", "a composite").
    /// - Throws: ``RuleError`` for a faulty rule, one that lists attributes, an asynchronous one,
    ///   or a `nested` rule with a schema.
    static func compileNested(_ rule: Rule, ruleIndex: Int, keyPrefix: String, registry: ValidatorRegistry,
                              owner: String) throws(RuleError) -> CompiledRule {
        if !rule.attributes.isEmpty {
            throw RuleError(.invalidRule, ruleIndex: ruleIndex, key: keyPrefix + "attributes",
                            reason: "a nested rule has no attributes")
        }
        let compiled = try compile(rule, index: ruleIndex, registry: registry, keyPrefix: keyPrefix)
        if compiled.isAsynchronous {
            throw RuleError(.invalidParameter, ruleIndex: ruleIndex, key: keyPrefix + "type",
                            reason: "an asynchronous validator cannot run inside \(owner)")
        }
        if let nested = compiled.validator as? NestedValidator, nested.schema != nil {
            throw RuleError(.invalidParameter, ruleIndex: ruleIndex, key: keyPrefix + "schema",
                            reason: "a nested schema cannot be used inside \(owner): declare it on the attribute's own rule (\"list\": true for a list of objects)")
        }
        return compiled
    }

    /// Parameters PHP would silently convert (a number written as a string, an unknown
    /// `compareType`), of kind ``RuleError/Kind/coercedParameter``, in rule order. The rules
    /// work as Yii's would; `model-validate check` lists these as warnings.
    ///
    /// ```swift
    /// let rules = try RuleSet([Rule(["age"], "integer", ["max": "100"])])
    /// rules.warnings.map(\.description)
    /// // ["rules[0].max: the string \"100\" is compared as the number 100; write it as a number"]
    /// ```
    public var warnings: [RuleError] { rules.flatMap(\.warnings) }

    /// A rule set without rules, whose only scenario is the default one.
    static let empty: RuleSet = {
        do { return try RuleSet([]) } catch { preconditionFailure("an empty rule list cannot fail to build: \(error)") }
    }()

    /// The resolved scenario called `name` (byte for byte), or `nil` when the rule set does not
    /// declare it.
    public func scenario(named name: String) -> ResolvedScenario? {
        storage.resolved.scenario(named: name)
    }

    /// ``scenario(named:)`` with no reference counted: valid while this rule set (or a copy of
    /// it) lives. The engine holds the model's rule set for a validation and reads the rest
    /// through it: counting references to the scenario, its plan and its program cost as much
    /// as a short check, and more on a core that other threads share the objects with.
    @usableFromInline
    func unretainedScenario(named name: String) -> Unmanaged<ResolvedScenario.Storage>? {
        storage.resolved.unretainedScenario(named: name)
    }

    /// The rules as JSON rule objects, or `nil` if some rule holds Swift closures.
    public var jsonValue: AttributeValue? {
        var items: [AttributeValue] = []
        for rule in rules {
            guard let json = rule.rule.jsonValue else { return nil }
            items.append(json)
        }
        return .array(items)
    }
}

/// The scenarios of a rule set, by name (matched by their bytes).
final class ResolvedScenarios: Sendable {
    /// The scenario names.
    let names: NameIndex
    /// The scenarios, in the order of ``names``.
    let scenarios: [ResolvedScenario]

    init(names: NameIndex, scenarios: [ResolvedScenario]) {
        self.names = names
        self.scenarios = scenarios
    }

    /// The scenario named `name` (by its bytes), if any. Looked up here, where the lists are
    /// borrowed: read out of this object first, each was retained and released per lookup.
    func scenario(named name: String) -> ResolvedScenario? {
        guard let position = names.position(of: name) else { return nil }
        return scenarios[position]
    }

    /// ``scenario(named:)``'s contents with no reference counted (see
    /// ``RuleSet/unretainedScenario(named:)``).
    func unretainedScenario(named name: String) -> Unmanaged<ResolvedScenario.Storage>? {
        guard let position = names.position(of: name) else { return nil }
        return scenarios.withUnsafeBufferPointer { Unmanaged.passUnretained($0[position].storage) }
    }
}
