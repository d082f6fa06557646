import Testing
@testable import ModelValidation

struct SafeValidatorTests {
    @Test func marksSafeWithoutValidating() {
        var model = makeModel(["a"], [Rule(["a"], "safe")])
        #expect(model.safeAttributes == ["a"])
        #expect(model.assign(["a": [1, 2]]).assigned == ["a"])
        #expect(check(&model))
        #expect(model.activeRules().isEmpty == false)
    }

    @Test func takesNoParameters() {
        #expect(ruleError([Rule(["a"], "safe", ["x": 1])])?.kind == .unknownParameter)
    }
}
