import Testing
@testable import ModelValidation

struct EmptinessValidatorTests {
    @Test(arguments: [
        ("empty", [:], " \t", [], []),
        ("empty", [:], "x", ["empty.invalid"], ["Attr must be empty."]),
        ("empty", [:], 0, ["empty.invalid"], ["Attr must be empty."]),
        ("notEmpty", [:], "  ", ["notEmpty.invalid"], ["Attr cannot be empty."]),
        ("notEmpty", [:], .null, ["notEmpty.invalid"], ["Attr cannot be empty."]),
        ("notEmpty", [:], "0", [], []),
    ] as [(String, AttributeObject, AttributeValue, [String], [String])])
    func checks(type: String, parameters: AttributeObject, value: AttributeValue, codes: [String], messages: [String]) {
        let result = run(type, parameters, value: value)
        #expect(result.codes == codes)
        #expect(result.messages == messages)
    }

    @Test(arguments: [
        (Rule(["a"], "empty", ["x": 1]), "rules[0].x"),
    ])
    func faultyRules(rule: Rule, path: String) {
        #expect(ruleError([rule])?.path == path)
    }
}
