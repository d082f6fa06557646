import Testing
@testable import ModelValidation

/// The rules every model in these tests shares: `a` an integer, `b` required.
private let sharedRules = RuleSet(declaring: [Rule(["a"], "integer"), Rule(["b"], "required")])

/// Attributes in the order `a`, `b`.
private struct FirstA: TypedModel {
    var a: String?
    var b: String?
    var validation = ValidationState()
    static let attributes: AttributeTable<FirstA> = [.attribute(\.a), .attribute(\.b)]
    static var rules: RuleSet { sharedRules }
}

/// The same attributes in the order `b`, `a`.
private struct FirstB: TypedModel {
    var b: String?
    var a: String?
    var validation = ValidationState()
    static let attributes: AttributeTable<FirstB> = [.attribute(\.b), .attribute(\.a)]
    static var rules: RuleSet { sharedRules }
}

struct ValidationPlanTests {
    @Test func typedModelsOfTwoTypesSharingRulesReadTheirOwnAttributes() throws {
        for _ in 0..<3 {
            var first = FirstA(a: "x", b: "set")
            #expect(try first.validate() == false)
            #expect(first.firstError("a") == "A must be an integer.")
            #expect(first.firstError("b") == nil)
            var second = FirstB(b: "", a: "7")
            #expect(try second.validate() == false)
            #expect(second.firstError("a") == nil)
            #expect(second.firstError("b") == "B cannot be blank.")
        }
        #expect(sharedRules.scenario(named: "default")?.plan.positionCache.count == 2)
    }

    @Test func manyTasksValidatingTwoTypesAtOnceKeepOneEntryEach() async throws {
        let rules = try RuleSet([Rule(["a"], "integer"), Rule(["b"], "required")])
        let ab = DynamicModel(attributes: ["a", "b"], ruleSet: rules)
        let ba = DynamicModel(attributes: ["b", "a"], ruleSet: rules)
        let verdicts = await withTaskGroup(of: [String].self) { group in
            for task in 0..<8 {
                group.addTask {
                    var model = task.isMultiple(of: 2) ? ab : ba
                    model["a"] = "x"
                    _ = try? model.validate()
                    return model.errors.attributes
                }
            }
            var all: [[String]] = []
            for await attributes in group { all.append(attributes) }
            return all
        }
        #expect(verdicts.count == 8)
        #expect(verdicts.allSatisfy { $0 == ["a", "b"] || $0 == ["b", "a"] })
        // One entry per list of names, whichever task published first.
        #expect(try #require(rules.scenario(named: "default")).plan.positionCache.count == 2)
    }

    @Test func dynamicModelsWithTheirOwnNamesReadTheirOwnAttributes() throws {
        let rules = try RuleSet([Rule(["a"], "integer"), Rule(["b"], "required")])
        var ab = DynamicModel(attributes: ["a", "b"], ruleSet: rules)
        ab["a"] = "x"
        ab["b"] = "set"
        var ba = DynamicModel(attributes: ["b", "a"], ruleSet: rules)
        ba["a"] = "7"
        for _ in 0..<3 {
            #expect(try ab.validate() == false)
            #expect(ab.errors.attributes == ["a"])
            #expect(ab.firstError("a") == "A must be an integer.")
            #expect(try ba.validate() == false)
            #expect(ba.errors.attributes == ["b"])
            #expect(ba.firstError("b") == "B cannot be blank.")
        }
    }

    @Test func copiesOfATemplateShareTheirPositionsAndANewAttributeIsResolvedAgain() throws {
        let rules = try RuleSet([Rule(["a"], "integer"), Rule(["b"], "required")])
        let template = DynamicModel(attributes: ["b"], ruleSet: rules)
        for value: AttributeValue in [1, 2, 3] {
            var copy = template
            copy["b"] = value
            #expect(throws: ModelError(.unknownAttribute, name: "a")) { try copy.validate() }
        }
        let cache = try #require(rules.scenario(named: "default")).plan.positionCache
        #expect(cache.count == 1)

        var grown = template
        grown.defineAttribute("a", value: "x")
        #expect(try grown.validate() == false)
        #expect(grown.firstError("a") == "A must be an integer.")
        #expect(grown.firstError("b") == "B cannot be blank.")
        #expect(cache.count == 2)
    }
}

/// Replaces a dynamic model's rule set while it is being validated.
private struct ReplacingRules: Validator {
    func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        guard var dynamic = model as? DynamicModel else { return }
        dynamic.ruleSet = RuleSet(declaring: [])
        if let replaced = dynamic as? M { model = replaced }
    }
}

struct ValidationPlanLifetimeTests {
    @Test func theRulesOfAValidationRunToTheEndWhenAValidatorReplacesTheRuleSet() throws {
        var model = DynamicModel(attributes: ["a", "b"], ruleSet: try RuleSet([
            Rule(["a"], validator: ReplacingRules()),
            Rule(["a"], "integer"),
            Rule(["b"], "required"),
        ]))
        model["a"] = "x"
        #expect(try model.validate() == false)
        #expect(model.firstError("a") == "A must be an integer.")
        #expect(model.firstError("b") == "B cannot be blank.")
        #expect(model.ruleSet.rules.isEmpty)
    }
}
