/// A model's schema as data: its attributes, labels, scenarios and rules, read from the JSON
/// document `model-validate` checks.
///
/// The document is `{"attributes": [names], "labels": {name: label}, "scenarios": {name:
/// [names]}, "rules": [rule objects]}`; only `attributes` is required. Reading it checks every
/// part: keys written twice in one object (when it is read from bytes), unknown keys, repeated
/// attributes, an attribute named `*` (reserved for errors about the whole model,
/// ``ValidationErrors/modelKey``), labels and scenarios naming undeclared attributes, and each
/// rule (its type, parameters, attributes, and the attributes it reads or writes besides those
/// it validates: the one `compare` compares with, the `targetAttribute` of `unique` and `exist`,
/// the `timestampAttribute` of `date`). A server loads the same file the
/// command line checks and validates request bodies with it.
///
/// ```swift
/// let schema = try ModelSchema(bytes: rulesFileBytes)
/// var model = try schema.makeModel(scenario: "register")
/// let report = model.assign(body)
/// try model.validate()
/// ```
///
/// A `nested` rule can hold a schema of its own (see `Docs/Rules.md`), so a document describes
/// nested objects and lists of objects too.
public struct ModelSchema: Sendable {
    /// The keys a schema document may have.
    public static let keys = ["attributes", "labels", "rules", "scenarios"]
    /// How deep schemas may nest inside `nested` rules.
    public static let maximumDepth = 32

    /// The declared attributes, in order.
    public let attributes: [String]
    /// Explicit labels.
    public let labels: [String: String]
    /// The explicit scenario map, or `nil` when scenarios are derived from the rules.
    public let scenarios: ScenarioMap?
    /// The rules, in order.
    public let rules: [Rule]
    /// The built rules and scenarios.
    public let ruleSet: RuleSet
    /// A model with the schema's attributes (all `null`), in the default scenario.
    let template: DynamicModel

    /// Reads and checks a schema document.
    ///
    /// A parsed document holds only the last value of a key written twice in one object; read
    /// the bytes with ``init(bytes:registry:)`` to have such a key refused.
    ///
    /// - Parameters:
    ///   - json: The document.
    ///   - registry: Where rule types are looked up.
    /// - Throws: ``SchemaError`` listing every problem with its JSON path.
    public init(json: AttributeValue, registry: ValidatorRegistry = .builtIn) throws(SchemaError) {
        let reader = SchemaReader(json: json, registry: registry)
        if !reader.problems.isEmpty { throw SchemaError(problems: reader.problems) }
        let ruleSet: RuleSet
        do { ruleSet = try RuleSet(compiled: reader.rules, scenarios: reader.scenarios) } catch {
            throw SchemaError(problems: [.init(path: error.path, reason: error.reason)])
        }
        self.init(attributes: reader.attributes, labels: reader.labels, ruleSet: ruleSet)
    }

    /// Creates a schema from checked parts.
    private init(attributes: [String], labels: [String: String], ruleSet: RuleSet) {
        self.attributes = attributes
        self.labels = labels
        self.scenarios = ruleSet.hasExplicitScenarios ? ruleSet.scenarioMap : nil
        self.rules = ruleSet.rules.map(\.rule)
        self.ruleSet = ruleSet
        template = DynamicModel(attributes: attributes, ruleSet: ruleSet, labels: labels)
    }

    /// Parses and checks a schema document from JSON bytes (`[UInt8]`, `Data`, a server's byte
    /// buffer view).
    ///
    /// A key written twice in one object is a problem too, listed first: a JSON reader keeps
    /// only the last value, so a document with two `"rules"` (or a rule with two `"min"`) would
    /// otherwise load without the first, as `model-validate check` says of the same file.
    ///
    /// ```swift
    /// try ModelSchema(bytes: Array(#"{"attributes": ["a"], "rules": [], "rules": []}"#.utf8))
    /// // throws "rules: repeated key; only its last value is read"
    /// ```
    ///
    /// - Parameters:
    ///   - bytes: The UTF-8 JSON text.
    ///   - registry: Where rule types are looked up.
    /// - Throws: ``SchemaError``: a parse error names its line and column; otherwise every
    ///   problem with its JSON path, the keys written twice first (`rules[0].min: repeated key;
    ///   only its last value is read`).
    public init(bytes: some Collection<UInt8>, registry: ValidatorRegistry = .builtIn) throws(SchemaError) {
        let json = try Self.parse(bytes)
        let repeatedKeys = RepeatedKeys.problems(in: bytes)
        let schema: ModelSchema
        do { schema = try ModelSchema(json: json, registry: registry) } catch {
            throw SchemaError(problems: repeatedKeys + error.problems)
        }
        if !repeatedKeys.isEmpty { throw SchemaError(problems: repeatedKeys) }
        self = schema
    }

    /// Builds a schema from its parts, checked as a document is.
    ///
    /// ```swift
    /// let schema = try ModelSchema(attributes: ["sku", "quantity"],
    ///                              rules: [Rule(["sku", "quantity"], "required")])
    /// ```
    ///
    /// - Parameters:
    ///   - attributes: The attribute names, in order.
    ///   - labels: Explicit labels.
    ///   - scenarios: An explicit scenario map, or `nil` to derive it from the rules.
    ///   - rules: The rules.
    ///   - registry: Where rule types are looked up.
    /// - Throws: ``SchemaError`` for a faulty rule, an attribute declared twice or named `*`
    ///   (reserved: ``ValidationErrors/modelKey``), or a rule, label or scenario naming an
    ///   undeclared attribute, or a rule reading or writing one (the attribute `compare`
    ///   compares with, `targetAttribute` or `primaryKey` of `unique` and `exist`,
    ///   `timestampAttribute` of `date`).
    public init(attributes: [String], labels: [String: String] = [:], scenarios: ScenarioMap? = nil,
                rules: [Rule], registry: ValidatorRegistry = .builtIn) throws(SchemaError) {
        var problems: [SchemaError.Problem] = []
        var declared = Set<NameKey>()
        for (i, name) in attributes.enumerated() {
            if name.isEmpty { problems.append(.init(path: "attributes[\(i)]", reason: "expected a non-empty string")) }
            if name.hasSameBytes(as: ValidationErrors.modelKey) {
                problems.append(.init(path: "attributes[\(i)]", reason: ValidationErrors.reservedNameReason))
            }
            if !declared.insert(NameKey(name)).inserted {
                problems.append(.init(path: "attributes[\(i)]", reason: "\"\(name)\" is declared twice"))
            }
        }
        for (scenario, list) in zip(scenarios?.names ?? [], scenarios?.lists ?? []) {
            for (i, entry) in list.enumerated() {
                let bare = String(entry.drop { $0 == "!" })
                if !declared.contains(NameKey(bare)) {
                    problems.append(.init(path: "scenarios.\(scenario)[\(i)]", reason: "\"\(bare)\" is not a declared attribute"))
                }
            }
        }
        for (index, rule) in rules.enumerated() {
            for (i, name) in rule.attributeNames.enumerated() where !declared.contains(NameKey(name)) {
                problems.append(.init(path: "rules[\(index)].attributes[\(i)]", reason: "\"\(name)\" is not a declared attribute"))
            }
        }
        for name in labels.keys.sorted() where !declared.contains(NameKey(name)) {
            problems.append(.init(path: "labels.\(name)", reason: "not a declared attribute"))
        }
        if !problems.isEmpty { throw SchemaError(problems: problems) }
        let ruleSet: RuleSet
        do { ruleSet = try RuleSet(rules, scenarios: scenarios, registry: registry) } catch {
            throw SchemaError(problems: error.everyMistake.map { .init(path: $0.path, reason: $0.reason) })
        }
        let uses = ruleSet.rules.flatMap { $0.undeclaredUses(declared: declared) }
        if !uses.isEmpty { throw SchemaError(problems: uses) }
        self.init(attributes: attributes, labels: labels, ruleSet: ruleSet)
    }

    /// A new model of this schema: every attribute `null`, in `scenario`.
    ///
    /// - Parameter scenario: The scenario; `default` unless given.
    /// - Returns: The model.
    /// - Throws: ``ModelError`` (``ModelError/Kind/unknownScenario``) when the schema does not
    ///   declare `scenario`.
    public func makeModel(scenario: String = ValidationState.defaultScenario) throws(ModelError) -> DynamicModel {
        guard ruleSet.scenario(named: scenario) != nil else { throw ModelError(.unknownScenario, name: scenario) }
        var model = template
        model.scenario = scenario
        return model
    }

    /// The schema as a JSON document, or `nil` when a rule holds Swift closures or a validator
    /// instance.
    public var jsonValue: AttributeValue? {
        var object: AttributeObject = ["attributes": .array(attributes.map(AttributeValue.string))]
        if !labels.isEmpty {
            var map = AttributeObject()
            for name in attributes { if let label = labels.value(forExactKey: name) { map[name] = .string(label) } }
            object["labels"] = .object(map)
        }
        if let scenarios {
            var map = AttributeObject()
            for (name, list) in zip(scenarios.names, scenarios.lists) { map[name] = .array(list.map(AttributeValue.string)) }
            object["scenarios"] = .object(map)
        }
        guard let rules = ruleSet.jsonValue else { return nil }
        object["rules"] = rules
        return .object(object)
    }

    /// Parses JSON bytes, turning a parse error into a schema problem.
    static func parse(_ bytes: some Collection<UInt8>) throws(SchemaError) -> AttributeValue {
        do { return try JSONReader.parse(bytes) } catch {
            throw SchemaError(problems: [.init(path: "", reason: error.description)])
        }
    }
}
