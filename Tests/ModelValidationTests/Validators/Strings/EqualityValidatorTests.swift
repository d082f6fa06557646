import Testing
@testable import ModelValidation

struct EqualityValidatorTests {
    @Test(arguments: [
        ("equals", ["value": "yes"], "yes", [], []),
        ("equals", ["value": "yes"], "no", ["equals.invalid"], ["Attr must be equal to \"yes\"."]),
        ("equals", ["value": 1], "1", ["equals.invalid"], ["Attr must be equal to \"1\"."]),
        ("equals", ["value": 1, "strict": false], "1", [], []),
        ("notEquals", ["value": "password"], "password", ["notEquals.invalid"], ["Attr must not be equal to \"password\"."]),
        ("notEquals", ["value": "password"], "secret", [], []),
        // Strict is PHP's ===: strings are identical byte for byte, so "é" written as one code
        // point and as "e" with a combining accent differ (Swift's == finds them equal).
        ("equals", ["value": "caf\u{E9}"], "cafe\u{301}", ["equals.invalid"], ["Attr must be equal to \"caf\u{E9}\"."]),
        ("equals", ["value": "caf\u{E9}"], "caf\u{E9}", [], []),
        ("notEquals", ["value": "caf\u{E9}"], "cafe\u{301}", [], []),
    ] as [(String, AttributeObject, AttributeValue, [String], [String])])
    func checks(type: String, parameters: AttributeObject, value: AttributeValue, codes: [String], messages: [String]) {
        let result = run(type, parameters, value: value)
        #expect(result.codes == codes)
        #expect(result.messages == messages)
    }

    @Test(arguments: [
        (Rule(["a"], "equals"), "rules[0].value"),
        (Rule(["a"], "equals", ["value": [1]]), "rules[0].value"),
    ])
    func faultyRules(rule: Rule, path: String) {
        #expect(ruleError([rule])?.path == path)
    }
}
