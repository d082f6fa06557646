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
    /// A rule finds the targets it validates from its own attributes, in the targets' order:
    /// a target listed twice twice, an attribute the rule lists twice once, names by their
    /// bytes (`é` is not `e` and a combining accent), and names that are no target not at all.
    @Test func eachStepHoldsTheSlotsOfItsAttributesInTheTargetsOrder() throws {
        let rules = RuleSet(declaring: [
            Rule(["b", "a", "b"], "required"), Rule(["c", "\u{E9}"], "string"), Rule(["a"], "integer"), Rule(["c"], "trim"),
        ])
        let plan = ValidationPlan(targets: ["a", "b", "a", "e\u{301}", "\u{E9}"], ruleIndices: [0, 1, 2, 3], rules: rules.rules)
        #expect(plan.attributes.map { Array($0.utf8) } == ["a", "b", "e\u{301}", "\u{E9}"].map { Array($0.utf8) })
        #expect(plan.steps.map { Array($0.slots) } == [[0, 1, 0], [3], [0, 0], []])
    }

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

/// A password policy: consecutive `match` rules searching one attribute for bytes of classes,
/// which the plan checks in one pass.
private let policy: RuleSet = {
    do {
        return try RuleSet([
            Rule(["password"], "string", ["min": 4]),
            Rule(["password"], "match", ["pattern": "/[A-Z]/"], message: "{attribute} needs an upper-case letter."),
            Rule(["password"], "match", ["pattern": "/[a-z]/"], message: "{attribute} needs a lower-case letter."),
            Rule(["password"], "match", ["pattern": "/[0-9]/"], message: "{attribute} needs a digit."),
            Rule(["code"], "match", ["pattern": "/[0-9]/"]),
        ])
    } catch {
        fatalError("the rules do not build: \(error)")
    }
}()

private struct PolicyAccount: TypedModel {
    var password: String?
    var code = ""
    var validation = ValidationState()
    static let attributes: AttributeTable<PolicyAccount> = [.attribute(\.password), .attribute(\.code)]
    static var rules: RuleSet { policy }
}

struct FusedMatchesTests {
    @Test func thePlanChecksTheThreePatternsTogether() throws {
        let plan = try #require(policy.scenario(named: "default")).plan
        #expect(plan.steps.map(\.fusedCount) == [1, 3, 1, 1, 1])
        #expect(plan.steps[1].fusedMatches != nil)
        #expect(plan.steps.enumerated().allSatisfy { $0.offset == 1 || $0.element.fusedMatches == nil })
    }

    @Test(arguments: [
        ("Secret1", [String]()),
        ("secret1", ["Password needs an upper-case letter."]),
        ("SECRET1", ["Password needs a lower-case letter."]),
        ("Secrets", ["Password needs a digit."]),
        ("é", ["Password should contain at least 4 characters."]),
        ("", [String]()),
    ])
    func aPasswordGetsTheErrorsOfEachRule(password: String, expected: [String]) throws {
        var typed = PolicyAccount(password: password, code: "7")
        var dynamic = try DynamicModel(attributes: ["password", "code"], rules: policy.rules.map(\.rule))
        dynamic["password"] = .string(password)
        dynamic["code"] = "7"
        #expect(try typed.validate() == expected.isEmpty)
        #expect(try dynamic.validate() == expected.isEmpty)
        #expect(typed.errors.all.map { $0.message } == expected)
        #expect(dynamic.errors.all.map { $0.message } == expected)
    }

    @Test func withoutSkipOnErrorEveryFailingPatternReports() throws {
        let rules = try RuleSet([
            Rule(["p"], "match", ["pattern": "/[A-Z]/"], skipOnError: false),
            Rule(["p"], "match", ["pattern": "/[0-9]/"], skipOnError: false, message: "{attribute} needs a digit."),
        ])
        var model = DynamicModel(attributes: ["p"], ruleSet: rules)
        model["p"] = "abc"
        #expect(try model.validate() == false)
        #expect(model.errors.all.map { $0.message } == ["P is invalid.", "P needs a digit."])
        model["p"] = "A1"
        #expect(try model.validate())
    }

    @Test(arguments: [
        Rule(["p"], "match", ["pattern": "/[0-9]/", "not": true]),
        Rule(["p"], "match", ["pattern": "/[0-9]/"], when: .attribute("q", equals: 1)),
        Rule(["p"], "match", ["pattern": "/[0-9]/"], isEmpty: .trimmed),
        Rule(["p"], "match", ["pattern": "/^[0-9]+$/"]),
        Rule(["p", "q"], "match", ["pattern": "/[0-9]/"]),
        Rule(["q"], "match", ["pattern": "/[0-9]/"]),
    ])
    func aRuleOfAnotherKindDoesNotJoin(other: Rule) throws {
        let rules = try RuleSet([Rule(["p"], "match", ["pattern": "/[A-Z]/"]), other])
        let plan = try #require(rules.scenario(named: "default")).plan
        #expect(plan.steps.map(\.fusedCount) == [1, 1])
    }
}
