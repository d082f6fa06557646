import Testing
@testable import ModelValidation

/// One rule of a plan, with what the engine asks of it in one word, its slots and its
/// in-place comparison.
struct ValidationPlanStepTests {
    static func plan(_ rules: [Rule], targets: [String]) throws -> ValidationPlan {
        let set = try RuleSet(rules)
        return ValidationPlan(targets: targets, ruleIndices: Array(set.rules.indices), rules: set.rules)
    }

    static func step(_ rule: Rule, targets: [String] = ["a", "b"]) throws -> ValidationPlan.Step {
        try #require(try plan([rule], targets: targets).steps.first)
    }

    /// `required`: a check decided in place, skipping on errors, adding only its own errors.
    @Test func aRuleCheckedInPlace() throws {
        let step = try Self.step(Rule(["a"], "required"))
        #expect(step.mode == [.skipOnError, .hasValueCheck, .checksInPlace, .decidesInPlace, .addsOnlyOwnErrors])
        #expect(step.hasValueCheck && step.skipOnError && !step.skipOnEmpty)
        #expect(Array(step.slots) == [0])
        #expect(step.name == "rules[0] (required on a)")
        #expect(step.skipsInPlace! == (false, false))
        #expect(step.comparedSlots.isEmpty && step.comparison == nil)
    }

    /// A `when` keeps a rule off the in-place path; `skipOnEmpty` and `isEmpty` decide which
    /// empty values are skipped there.
    @Test func conditionsAndEmptiness() throws {
        let conditional = try Self.step(Rule(["a"], "string", when: .attribute("b", equals: 1)))
        #expect(conditional.mode == [.skipOnError, .skipOnEmpty, .hasWhen, .hasValueCheck, .addsOnlyOwnErrors])
        #expect(try Self.step(Rule(["a"], "string")).skipsInPlace! == (true, true))
        #expect(try Self.step(Rule(["a"], "string", isEmpty: .null)).skipsInPlace! == (true, false))
        let trimmed = try Self.step(Rule(["a"], "string", isEmpty: .trimmed))
        #expect(trimmed.skipsInPlace == nil)
        #expect(trimmed.mode.contains(.checksInPlace) && !trimmed.mode.contains(.decidesInPlace))
    }

    /// A `compare` that requires equal strings knows the slot it compares with (-1 when that
    /// attribute is not validated), and reads the other's errors only when it does not skip on them.
    @Test func comparisons() throws {
        let step = try Self.step(Rule(["b"], "compare", ["compareAttribute": "a"]))
        #expect(Array(step.slots) == [1])
        #expect(step.comparedSlots == [0])
        #expect(step.comparison != nil && !step.comparisonReadsErrors)
        #expect(step.mode.contains(.comparesInPlace) && step.mode.contains(.addsOnlyOwnErrors))
        let outside = try Self.step(Rule(["b"], "compare", ["compareAttribute": "c"], skipOnError: false))
        #expect(outside.comparedSlots == [-1])
        #expect(outside.comparisonReadsErrors)
        #expect(try Self.step(Rule(["b"], "compare", ["compareValue": 3])).comparedSlots.isEmpty)
    }

    /// A target listed twice is validated twice, in target order.
    @Test func slotsFollowTheTargets() throws {
        let step = try Self.step(Rule(["b", "a"], "safe"), targets: ["a", "b", "a"])
        #expect(Array(step.slots) == [0, 1, 0])
        #expect(!step.hasValueCheck)
    }

    @Test func whoAddsOnlyItsOwnErrors() throws {
        #expect(ValidationPlan.Step.addsOnlyOwnErrors(try #require(try RuleSet([Rule(["a"], "date")]).rules.first).validator))
        let stamped = try RuleSet([Rule(["a"], "date", ["timestampAttribute": "b"])])
        #expect(!ValidationPlan.Step.addsOnlyOwnErrors(try #require(stamped.rules.first).validator))
        let unique = try RuleSet([Rule(["a"], "unique")], registry: registry(with: FailingStore()))
        #expect(!ValidationPlan.Step.addsOnlyOwnErrors(try #require(unique.rules.first).validator))
    }

    /// Consecutive `match` rules on one attribute, each for a byte of a class, are checked in
    /// one pass by the first of them.
    @Test func fusedMatches() throws {
        let plan = try Self.plan([
            Rule(["a"], "match", ["pattern": "/[A-Z]/"]), Rule(["a"], "match", ["pattern": "/[a-z]/"]),
            Rule(["a"], "match", ["pattern": "/[0-9]/"]), Rule(["a"], "required"),
        ], targets: ["a"])
        #expect(plan.steps.map(\.fusedCount) == [3, 1, 1, 1])
        #expect(plan.steps.map { $0.fusedMatches != nil } == [true, false, false, false])
    }
}
