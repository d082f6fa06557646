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

    /// Builds a rule set from rules built already (``compile(_:index:registry:keyPrefix:pastAMistake:)``,
    /// each with its index in `compiled`).
    ///
    /// - Throws: ``RuleError`` for an attribute given two nested schemas.
    init(compiled: [CompiledRule], scenarios: ScenarioMap?) throws(RuleError) {
        let rules = compiled.map(\.rule)
        var nested: [NameKey: NestedValidator] = [:]
        for rule in compiled {
            guard let validator = rule.validator as? NestedValidator, validator.schema != nil else { continue }
            for (i, name) in rule.attributeNames.enumerated() {
                // Only a name given a schema already is looked for among the earlier rules (the
                // scan at every name cost nested rules times rules: 20,000 took 109 s to check).
                if nested[NameKey(name)] != nil, let other = compiled.first(where: {
                    $0.index < rule.index && $0.validates(name) && ($0.validator as? NestedValidator)?.schema != nil
                }) {
                    throw RuleError(.invalidRule, ruleIndex: rule.index, key: "attributes[\(i)]",
                                    reason: "\"\(name)\" already has a nested schema (rules[\(other.index)])")
                }
                nested[NameKey(name)] = validator
            }
        }
        let map = scenarios ?? ScenarioMap.derived(from: rules)
        let lookup = ScenarioRuleLookup(compiled)
        let resolved = ResolvedScenarios(names: NameIndex(map.names), scenarios: zip(map.names, map.lists).map {
            ResolvedScenario(name: $0, entries: $1, rules: compiled, lookup: lookup)
        })
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
    /// - Throws: ``RuleError`` naming the first faulty rule and key: the first rule object
    ///   whose common keys are faulty (``Rule/init(json:index:requiresAttributes:)``), else the
    ///   first rule that does not build.
    public init(json: AttributeValue, scenarios: ScenarioMap? = nil, registry: ValidatorRegistry = .builtIn) throws(RuleError) {
        guard case .array(let items) = json else {
            throw RuleError(.invalidRule, reason: "expected a list of rules, got \(json.kindName)")
        }
        var rules: [Rule] = []
        for (index, item) in items.enumerated() {
            let reading = Rule.read(json: item, index: index, requiresAttributes: true)
            guard let rule = reading.rule, reading.mistakes.isEmpty else {
                throw Self.failure(Self.build(reading, index: index, registry: registry).mistakes, index: index)
            }
            rules.append(rule)
        }
        try self.init(rules, scenarios: scenarios, registry: registry)
    }

    /// Builds the validator of one rule and checks its common options.
    ///
    /// - Parameter pastAMistake: Whether a common key the factory is given is faulty
    ///   (``Rule/Reading/withholdsAnOption``): the parameters are then read past a mistake from
    ///   the start (``RuleParameters/beginPastAMistake()``).
    /// - Throws: ``RuleError``: the rule's first mistake, as its factory meets it, carrying
    ///   every mistake in its parameters in ``RuleError/mistakes`` (see ``RuleMistakes``).
    static func compile(_ rule: Rule, index: Int, registry: ValidatorRegistry, keyPrefix: String = "",
                        pastAMistake: Bool = false) throws(RuleError) -> CompiledRule {
        if let validator = rule.validator {
            return CompiledRule(index: index, rule: rule, validator: validator)
        }
        var parameters = parameters(of: rule, index: index, keyPrefix: keyPrefix, pastAMistake: pastAMistake)
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

    /// The parameters of `rule` for its factory, read past a mistake from the start when
    /// `pastAMistake`.
    private static func parameters(of rule: Rule, index: Int, keyPrefix: String, pastAMistake: Bool) -> RuleParameters {
        var parameters = RuleParameters(ruleIndex: index, type: rule.type, message: rule.message, values: rule.parameters,
                                        keyPrefix: keyPrefix, skipOnEmpty: rule.skipOnEmpty, skipOnError: rule.skipOnError,
                                        isEmpty: rule.isEmpty ?? .default)
        if pastAMistake { parameters.beginPastAMistake() }
        return parameters
    }

    /// The first mistake of a rule that did not build, as `read` and `thrown` (the first
    /// reading) tell it, with every mistake in its parameters: they are read again, each
    /// faulty one set aside, until no more can be found (see ``RuleMistakes``).
    private static func failure(of rule: Rule, index: Int, registry: ValidatorRegistry, keyPrefix: String,
                                read: RuleParameters, thrown: RuleError?) -> RuleError {
        var mistakes = RuleMistakes(keys: rule.parameters.keys, keyPrefix: keyPrefix)
        var readsAgain = mistakes.take(read, thrown: thrown)
        while readsAgain {
            var parameters = parameters(of: rule, index: index, keyPrefix: keyPrefix, pastAMistake: read.beganPastAMistake)
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
        // Read past a mistake from the start, the rule may show none of its own.
        first.mistakes = mistakes.found.isEmpty && !read.beganPastAMistake ? nil : mistakes.found
        return first
    }

    /// Builds the rule of a rule object read by ``Rule/read(json:index:requiresAttributes:)``,
    /// to find every mistake it holds, its common keys' first.
    ///
    /// - Parameters:
    ///   - reading: The rule object, read.
    ///   - index: The rule's index (its owner's, for a child rule).
    ///   - registry: Where its type is looked up.
    ///   - keyPrefix: For a child rule, its key path inside its owner (`rule.`,
    ///     `validators[1].`); its mistakes are then in the value of that parameter alone
    ///     (``RuleError/concernsItsValueAlone``).
    ///   - owner: For a child rule, how errors name its owner (see
    ///     ``compileNested(_:ruleIndex:keyPrefix:registry:owner:pastAMistake:)``).
    /// - Returns: The rule, built, when it builds (its common keys aside); and every mistake:
    ///   those in its common keys (``Rule/Reading/mistakes``), then, when it has a type, an
    ///   unknown type or those in its parameters, read as ``compile(_:index:registry:keyPrefix:pastAMistake:)``
    ///   reads them. What building finds is left out when a faulty common key is one the factory
    ///   is given, unless it is in a value alone.
    static func build(_ reading: Rule.Reading, index: Int, registry: ValidatorRegistry, keyPrefix: String = "",
                      owner: String? = nil) -> (rule: CompiledRule?, mistakes: [RuleError]) {
        var found = keyPrefix.isEmpty ? reading.mistakes : reading.mistakes.map { $0.below(keyPrefix) }
        guard let rule = reading.rule else { return (nil, found) }
        do {
            let compiled = if let owner {
                try compileNested(rule, ruleIndex: index, keyPrefix: keyPrefix, registry: registry, owner: owner,
                                  pastAMistake: reading.withholdsAnOption)
            } else {
                try compile(rule, index: index, registry: registry, pastAMistake: reading.withholdsAnOption)
            }
            return (compiled, found)
        } catch {
            let mistakes = error.everyMistake
            found += keyPrefix.isEmpty ? mistakes : mistakes.map(\.aboutItsValueAlone)
            return (nil, found)
        }
    }

    /// The error to throw for a rule with `mistakes` (at least one, else a mistake of the rule
    /// as a whole): the first, carrying them all.
    static func failure(_ mistakes: [RuleError], index: Int) -> RuleError {
        var first = mistakes.first ?? RuleError(.invalidRule, ruleIndex: index, reason: "the rule could not be built")
        first.mistakes = mistakes
        return first
    }

    /// Reads and builds a child rule object (the rule of `each`, a composite's child) under
    /// `keyPrefix`, as ``compileNested(_:ruleIndex:keyPrefix:registry:owner:pastAMistake:)``
    /// builds a child rule.
    ///
    /// - Throws: ``RuleError``: the child's first mistake, carrying every one (see
    ///   ``build(_:index:registry:keyPrefix:owner:)``), each in the value of its owner's
    ///   parameter alone (``RuleError/concernsItsValueAlone``).
    static func compileNested(json: AttributeValue, ruleIndex: Int, keyPrefix: String, registry: ValidatorRegistry,
                              owner: String) throws(RuleError) -> CompiledRule {
        let reading = Rule.read(json: json, index: ruleIndex, requiresAttributes: false)
        guard let rule = reading.rule, reading.mistakes.isEmpty else {
            let mistakes = build(reading, index: ruleIndex, registry: registry, keyPrefix: keyPrefix, owner: owner).mistakes
            throw failure(mistakes, index: ruleIndex).aboutItsValueAlone
        }
        do {
            return try compileNested(rule, ruleIndex: ruleIndex, keyPrefix: keyPrefix, registry: registry, owner: owner)
        } catch {
            throw error.aboutItsValueAlone
        }
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
    ///   - pastAMistake: Whether a common key of the rule that its factory is given is faulty
    ///     (see ``compile(_:index:registry:keyPrefix:pastAMistake:)``).
    /// - Throws: ``RuleError`` for a faulty rule, one that lists attributes, an asynchronous one,
    ///   or a `nested` rule with a schema.
    static func compileNested(_ rule: Rule, ruleIndex: Int, keyPrefix: String, registry: ValidatorRegistry,
                              owner: String, pastAMistake: Bool = false) throws(RuleError) -> CompiledRule {
        if !rule.attributes.isEmpty {
            throw RuleError(.invalidRule, ruleIndex: ruleIndex, key: keyPrefix + "attributes",
                            reason: "a nested rule has no attributes")
        }
        let compiled = try compile(rule, index: ruleIndex, registry: registry, keyPrefix: keyPrefix, pastAMistake: pastAMistake)
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
