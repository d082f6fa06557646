import Testing
import ModelValidation
@testable import ModelValidationSchema

struct RuleEffectTests {
    @Test func anUnknownValidatorLetsAnythingThroughAndMayChangeTheValue() {
        let effect = RuleEffect.unknown("not read")
        #expect(effect.passes.isAny && effect.gaps == ["not read"])
        guard case .opaque = effect.transform else { Issue.record("expected an opaque transform"); return }
    }

    @Test func validatorsThatMayChangeValues() throws {
        let rules = try RuleSet([
            Rule(["a"], "trim"), Rule(["a"], "string"), Rule(["a"], "url", ["defaultScheme": "https"]), Rule(["a"], "url"),
            Rule(["a"], "each", ["rule": ["type": "trim"]]), Rule(["a"], "each", ["rule": ["type": "integer"]]),
            Rule(["a"], "allOf", ["validators": [["type": "string"], ["type": "default"]]]),
            Rule(["a"], "anyOf", ["validators": [["type": "trim"]]]),
        ])
        #expect(rules.rules.map { RuleEffect.isIdentity($0.validator) } == [false, true, false, true, false, true, false, true])
    }
}
