import Testing
@testable import ModelValidation

struct ScenarioMapTests {
    @Test func defaultAlwaysExistsAndRulesWithoutOnFillEveryScenario() {
        let map = ScenarioMap.derived(from: [
            Rule(["a"], "required"),
            Rule(["b"], "string", on: ["create"]),
            Rule(["c"], "string", except: ["update"]),
        ])
        #expect(map.names == ["default", "create", "update"])
        #expect(map["default"] == ["a", "c"])
        #expect(map["create"] == ["a", "b", "c"])
        #expect(map["update"] == ["a"])
    }

    @Test func onWinsOverExceptWhenBuildingListsButNotWhenRunning() throws {
        let rules = try RuleSet([Rule(["a"], "required", on: ["x"], except: ["x"])])
        #expect(rules.scenarioMap["x"] == ["a"])
        let scenario = try #require(rules.scenario(named: "x"))
        #expect(scenario.activeAttributes == ["a"])
        #expect(scenario.activeRuleIndices.isEmpty)
    }

    @Test func unsafeMarksAreKeptAndDuplicatesFollowYii() throws {
        let rules = try RuleSet([Rule(["a", "!a", "b"], "safe")])
        let scenario = try #require(rules.scenario(named: "default"))
        #expect(scenario.entries == ["a", "!a", "b"])
        #expect(scenario.activeAttributes == ["a", "a", "b"])
        #expect(scenario.safeAttributes == ["b"])
    }

    @Test func explicitMapOverridesDerivation() throws {
        let rules = try RuleSet([Rule(["a"], "required")], scenarios: ["signup": ["a", "!b"]])
        #expect(rules.hasExplicitScenarios)
        #expect(rules.scenario(named: "default") == nil)
        #expect(rules.scenario(named: "signup")?.safeAttributes == ["a"])
        #expect(rules.scenario(named: "signup")?.activeAttributes == ["a", "b"])
    }

    @Test func exceptOnlyScenariosAreKnown() throws {
        let rules = try RuleSet([Rule(["a"], "required", except: ["draft"])])
        #expect(rules.scenarioMap["draft"] == [])
        #expect(rules.scenario(named: "draft") != nil)
    }

    /// A deliberate deviation (Docs/YiiCompatibility.md, "Numeric array keys"): Yii derives a
    /// scenario named like an integer (`"1"`) under an integer key, which its strict search of
    /// `except` then misses, so the rule's attributes land in that scenario after all. Here
    /// `except` excludes it, as it does every other name and as the rule's activity does.
    @Test func exceptExcludesAScenarioNamedLikeAnInteger() throws {
        let rules = try RuleSet([Rule(["a"], "required", except: ["1"]), Rule(["b"], "safe")])
        #expect(rules.scenarioMap.names == ["default", "1"])
        #expect(rules.scenarioMap["default"] == ["a", "b"])
        #expect(rules.scenarioMap["1"] == ["b"])
        let scenario = try #require(rules.scenario(named: "1"))
        #expect(scenario.activeAttributes == ["b"])
        #expect(scenario.safeAttributes == ["b"])
    }
}
