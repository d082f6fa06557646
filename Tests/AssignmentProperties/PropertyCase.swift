import ModelValidation

/// A schema of the property test: declared attributes, rules and, sometimes, explicit
/// scenarios. Plain data, read by both the engine (through ``makeRules()``) and ``YiiModel``.
public struct SchemaCase: Sendable {
    /// The declared attributes (distinct by their bytes).
    public var attributes: [String]
    /// The rules, in order.
    public var rules: [RuleCase]
    /// Explicit scenarios (Yii's overridden `scenarios()`), or `nil` to derive them.
    public var scenarios: [(name: String, entries: [String])]?

    /// Creates a schema.
    public init(attributes: [String], rules: [RuleCase], scenarios: [(name: String, entries: [String])]?) {
        self.attributes = attributes
        self.rules = rules
        self.scenarios = scenarios
    }
}

/// One rule: attributes (with `!` marks), `on`, `except`, and a nested schema when the rule is
/// `nested`.
public struct RuleCase: Sendable {
    /// The attributes as written, `!` marks included.
    public var attributes: [String]
    /// The scenarios the rule applies in (empty for all).
    public var on: [String] = []
    /// The scenarios the rule does not apply in.
    public var except: [String] = []
    /// For a `nested` rule, the nested schema and its options.
    public var nested: NestedCase?

    /// Creates a rule.
    public init(attributes: [String], on: [String] = [], except: [String] = [], nested: NestedCase? = nil) {
        self.attributes = attributes
        self.on = on
        self.except = except
        self.nested = nested
    }
}

/// The schema of a `nested` rule.
public struct NestedCase: Sendable {
    /// The nested schema.
    public var schema: SchemaCase
    /// Whether the attribute holds a list of objects.
    public var isList: Bool
    /// A fixed nested scenario, or `nil` to inherit the owner's.
    public var scenario: String?

    /// Creates a nested schema.
    public init(schema: SchemaCase, isList: Bool, scenario: String?) {
        self.schema = schema
        self.isList = isList
        self.scenario = scenario
    }
}

/// One trial: a schema, the model's scenario and one or two bodies assigned in turn.
public struct TrialCase: Sendable {
    /// The model's schema.
    public var schema: SchemaCase
    /// The model's scenario (possibly one the schema does not declare).
    public var scenario: String
    /// The bodies, assigned one after the other.
    public var bodies: [AttributeObject]
    /// Whether the assignments are strict.
    public var strict: Bool
    /// Whether only safe attributes are assigned.
    public var safeOnly: Bool
    /// Whether the bodies go through JSON bytes first (written and parsed again).
    public var throughJSON: Bool
}

extension SchemaCase {
    /// The engine's rules for this schema.
    ///
    /// - Throws: What building a nested schema throws (the case is then not run).
    public func makeRules() throws -> [Rule] {
        try rules.map { rule in
            guard let nested = rule.nested else { return Rule(rule.attributes, "safe", on: rule.on, except: rule.except) }
            let validator = NestedValidator(schema: try nested.schema.makeSchema(), list: nested.isList,
                                            scenario: nested.scenario.map { .fixed(Scenario($0)) } ?? .inherited)
            return Rule(rule.attributes, validator: validator, name: "nested", on: rule.on, except: rule.except)
        }
    }

    /// The engine's scenario map, or `nil` for derived scenarios.
    public var scenarioMap: ScenarioMap? { scenarios.map { ScenarioMap($0.map { ($0.name, $0.entries) }) } }

    /// The schema as a nested `ModelSchema`.
    func makeSchema() throws -> ModelSchema {
        try ModelSchema(attributes: attributes, scenarios: scenarioMap, rules: try makeRules())
    }

    /// The engine's model of this schema.
    public func makeModel() throws -> DynamicModel {
        try DynamicModel(attributes: attributes, rules: try makeRules(), scenarios: scenarioMap)
    }
}
