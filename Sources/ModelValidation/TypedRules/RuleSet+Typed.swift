extension Rule {
    /// Builds a typed rule list into data rules, resolving key paths through `Root`'s attribute
    /// table; use it to combine typed rules with JSON rules.
    ///
    /// ```swift
    /// let rules = try Rule.list(for: Signup.self) {
    ///     Validate(\.email, .required, .email)
    /// }
    /// let all = try RuleSet(rules + jsonRules)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The model type.
    ///   - registry: Where composites build their children.
    ///   - items: The rules.
    /// - Returns: The data rules, one per check, in order.
    /// - Throws: ``RuleError`` for a key path the table does not bind, a faulty composite, or
    ///   a binding of the table whose name could not be derived from its key path.
    public static func list<Root: TypedModel>(
        for type: Root.Type, registry: ValidatorRegistry = .builtIn,
        @RuleListBuilder<Root> _ items: () -> [RuleListItem<Root>]
    ) throws(RuleError) -> [Rule] {
        var out: [Rule] = []
        let table = Root.attributes
        if let problem = table.nameProblems.first {
            throw RuleError(.invalidRule, key: "attributes", reason: problem)
        }
        for item in items() {
            switch item {
            case .rule(let rule): out.append(rule)
            case .typed(let typed):
                out += try typed.rules(table: table, registry: registry, firstIndex: out.count)
            }
        }
        return out
    }
}

extension RuleSet {
    /// Builds a rule set from typed rules.
    ///
    /// ```swift
    /// struct Signup: TypedModel {
    ///     var email = ""
    ///     var password = ""
    ///     var validation = ValidationState()
    ///     static let attributes: AttributeTable<Signup> = [.attribute(\.email), .attribute(\.password)]
    ///     static let rules = RuleSet(declaring: Signup.self) {
    ///         Validate(\.email, .required, .email)
    ///         Validate(\.password, .required, .string(min: 8, max: 64))
    ///     }
    /// }
    ///
    /// let checked = try RuleSet(for: Signup.self) { Validate(\.email, .required) }
    /// ```
    ///
    /// In a `static let`, use ``init(declaring:scenarios:registry:_:)``, which keeps a mistake
    /// instead of throwing it (`try!` would stop the program).
    ///
    /// - Parameters:
    ///   - type: The model type, whose attribute table names the key paths.
    ///   - scenarios: An explicit scenario map, or `nil` to derive it from the rules.
    ///   - registry: Where aliases are looked up.
    ///   - rules: The rules.
    /// - Throws: ``RuleError`` for the first faulty rule, with its index in the built list.
    public init<Root: TypedModel>(
        for type: Root.Type, scenarios: ScenarioMap? = nil, registry: ValidatorRegistry = .builtIn,
        @RuleListBuilder<Root> _ rules: () -> [RuleListItem<Root>]
    ) throws(RuleError) {
        try self.init(try Rule.list(for: type, registry: registry, rules), scenarios: scenarios, registry: registry)
    }

    /// Builds a rule set from typed rules where there is no caller to throw to, as in a
    /// `static let`: a mistake never stops the program.
    ///
    /// A faulty rule (a key path the attribute table does not bind, a mistyped parameter, a
    /// pattern that does not compile) gives a rule set without rules that keeps the mistake in
    /// ``configurationError``; every `validate()` of a model using it throws it, as a
    /// ``ModelError`` of kind ``ModelError/Kind/invalidRules``. A test can check it once:
    /// `#expect(Signup.rules.configurationError == nil)`.
    ///
    /// ```swift
    /// static let rules = RuleSet(declaring: Signup.self) {
    ///     Validate(\.email, .required, .email)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The model type, whose attribute table names the key paths.
    ///   - scenarios: An explicit scenario map, or `nil` to derive it from the rules.
    ///   - registry: Where aliases are looked up.
    ///   - rules: The rules.
    public init<Root: TypedModel>(
        declaring type: Root.Type, scenarios: ScenarioMap? = nil, registry: ValidatorRegistry = .builtIn,
        @RuleListBuilder<Root> _ rules: () -> [RuleListItem<Root>]
    ) {
        do {
            try self.init(for: type, scenarios: scenarios, registry: registry, rules)
        } catch {
            self.init(failedWith: error)
        }
    }
}
