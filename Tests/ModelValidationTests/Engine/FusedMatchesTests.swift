import Testing
@testable import ModelValidation

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
