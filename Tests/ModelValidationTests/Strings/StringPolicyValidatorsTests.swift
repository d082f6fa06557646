import Testing
@testable import ModelValidation

struct StringPolicyValidatorsTests {
    @Test(arguments: [
        ("minLength", ["min": 3], "ab", ["minLength.tooShort"], ["Attr should contain at least 3 characters."]),
        ("minLength", ["min": 3], "abé", [], []),
        ("minLength", ["min": 1], "x", [], []),
        ("maxLength", ["max": 2], "abc", ["maxLength.tooLong"], ["Attr should contain at most 2 characters."]),
        ("maxLength", ["max": 1], "é", [], []),
        ("maxLength", ["max": 2], 123, ["maxLength.invalid"], ["Attr must be a string."]),
        ("equals", ["value": "yes"], "yes", [], []),
        ("equals", ["value": "yes"], "no", ["equals.invalid"], ["Attr must be equal to \"yes\"."]),
        ("equals", ["value": 1], "1", ["equals.invalid"], ["Attr must be equal to \"1\"."]),
        ("equals", ["value": 1, "strict": false], "1", [], []),
        ("notEquals", ["value": "password"], "password", ["notEquals.invalid"], ["Attr must not be equal to \"password\"."]),
        ("notEquals", ["value": "password"], "secret", [], []),
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
        (Rule(["a"], "minLength"), "rules[0].min"),
        (Rule(["a"], "maxLength", ["max": -2]), "rules[0].max"),
        (Rule(["a"], "equals"), "rules[0].value"),
        (Rule(["a"], "equals", ["value": [1]]), "rules[0].value"),
        (Rule(["a"], "empty", ["x": 1]), "rules[0].x"),
    ])
    func faultyRules(rule: Rule, path: String) {
        #expect(ruleError([rule])?.path == path)
    }

    @Test func lengthLimitsOnAMegabyteString() {
        let big = String(repeating: "é", count: 1_000_000)
        #expect(run("maxLength", ["max": 999_999], value: .string(big)).codes == ["maxLength.tooLong"])
        #expect(run("minLength", ["min": 1_000_000], value: .string(big)).codes == [])
    }
}
