import Testing
@testable import ModelValidation

struct LengthLimitValidatorTests {
    @Test(arguments: [
        ("minLength", ["min": 3], "ab", ["minLength.tooShort"], ["Attr should contain at least 3 characters."]),
        ("minLength", ["min": 3], "abé", [], []),
        ("minLength", ["min": 1], "x", [], []),
        ("maxLength", ["max": 2], "abc", ["maxLength.tooLong"], ["Attr should contain at most 2 characters."]),
        ("maxLength", ["max": 1], "é", [], []),
        ("maxLength", ["max": 2], 123, ["maxLength.invalid"], ["Attr must be a string."]),
    ] as [(String, AttributeObject, AttributeValue, [String], [String])])
    func checks(type: String, parameters: AttributeObject, value: AttributeValue, codes: [String], messages: [String]) {
        let result = run(type, parameters, value: value)
        #expect(result.codes == codes)
        #expect(result.messages == messages)
    }

    @Test(arguments: [
        (Rule(["a"], "minLength"), "rules[0].min"),
        (Rule(["a"], "maxLength", ["max": -2]), "rules[0].max"),
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
