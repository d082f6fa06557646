extension ValidatableModel {
    /// The resolved current scenario, or `nil` when the rule set does not declare it.
    public var currentScenario: ResolvedScenario? { ruleSet.scenario(named: validation.scenario) }

    /// The scenario map: explicit or derived from the rules (Yii's `scenarios()`).
    public var scenarios: ScenarioMap { ruleSet.scenarioMap }

    /// The attributes massive assignment may write in the current scenario (empty when it is
    /// unknown).
    public var safeAttributes: [String] { currentScenario?.safeAttributes ?? [] }

    /// The attributes validated in the current scenario (empty when it is unknown).
    public var activeAttributes: [String] { currentScenario?.activeAttributes ?? [] }

    /// Whether `attribute` is safe in the current scenario.
    public func isAttributeSafe(_ attribute: String) -> Bool { currentScenario?.isSafe(attribute) ?? false }

    /// Whether `attribute` is active in the current scenario.
    public func isAttributeActive(_ attribute: String) -> Bool { currentScenario?.isActive(attribute) ?? false }

    /// Whether `attribute` is active and has an active `required` rule without `when`.
    public func isAttributeRequired(_ attribute: String) -> Bool {
        currentScenario?.isRequired(attribute) ?? false
    }

    /// The rules that run in the current scenario, or those that validate `attribute` when it
    /// is active (Yii's `getActiveValidators()`).
    public func activeRules(for attribute: String? = nil) -> [CompiledRule] {
        guard let scenario = currentScenario else { return [] }
        if let attribute {
            guard scenario.isActive(attribute) else { return [] }
            return ruleSet.rules.filter { $0.isActive(in: scenario.name) && $0.validates(attribute) }
        }
        return scenario.activeRuleIndices.map { ruleSet.rules[$0] }
    }
}
