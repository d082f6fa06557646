import Testing
@testable import ModelValidation

struct CompareValidatorTests {
    /// Validates `a` against the constant `compareValue` with `operator` as strings.
    private func constant(_ op: String, _ compareValue: AttributeValue, _ value: AttributeValue,
                          type: String = "string") -> [String] {
        run("compare", ["compareValue": compareValue, "operator": .string(op), "compareType": .string(type)], value: value).codes
    }

    @Test(arguments: [
        ("==", AttributeValue.int(18449), AttributeValue.string("18449"), true),
        ("==", "1", "01", true), ("==", "1", "1.0", true), ("==", "1", " 1", true), ("==", "1", true, true),
        ("==", ".1", "0.1", true), ("==", "ABC", "abc", false), ("==", "1", false, false), ("==", "1", "1E3", false),
        ("==", false, "0", false), ("==", "", "0", false), ("==", 0, "0", true), ("==", 1.0, "1.5", false),
        ("===", 18449, "18449", true), ("===", 18449, 18449.0, true), ("===", "1", true, true), ("===", "1.5", 1.5, true),
        ("===", "10.0", "10", false), ("!=", 18449, 18449.0, false), ("!=", 18449, false, true), ("!==", 55, "55", false),
        (">", "9", "10", true), ("<", "9", "10", false), ("<", "10", "2", true), ("<", "a", "Z", true),
        (">", "z", "\u{E4}", true), (">=", 18449, 18449, true), ("<=", 18449, 18450, false), (">", 2, 1, false),
    ] as [(String, AttributeValue, AttributeValue, Bool)])
    func stringComparison(op: String, compareValue: AttributeValue, value: AttributeValue, holds: Bool) {
        #expect(constant(op, compareValue, value) == (holds ? [] : ["compare.invalid"]))
    }

    @Test(arguments: [
        ("==", AttributeValue.int(0), AttributeValue.string("abc"), true), ("==", 1000, "1e3", true), ("==", 26, "0x1A", false),
        ("===", 1, true, true), ("==", 1, "1.0000000000000001", true), ("===", "10", 10.0, true), ("==", 1000, "999.5", false),
        ("!==", 1000, "999.5", true), (">", 1000, "999.5", false), (">=", 1000, "999.5", false), ("<", 1000, "999.5", true),
        ("<", 100, 100, false), (">", 100, 101, true), ("==", 12, "12abc", true),
    ] as [(String, AttributeValue, AttributeValue, Bool)])
    func numberComparison(op: String, compareValue: AttributeValue, value: AttributeValue, holds: Bool) {
        #expect(constant(op, compareValue, value, type: "number") == (holds ? [] : ["compare.invalid"]))
    }

    @Test func anyOtherCompareTypeMeansString() {
        #expect(constant("==", "x", "x", type: "bogus") == [])
        #expect(constant("==", 0, "abc", type: "bogus") == ["compare.invalid"])
    }

    @Test(arguments: [
        ("==", #"Attr must be equal to "18449"."#), ("===", #"Attr must be equal to "18449"."#),
        ("!=", #"Attr must not be equal to "18449"."#), ("!==", #"Attr must not be equal to "18449"."#),
        (">", #"Attr must be greater than "18449"."#), (">=", #"Attr must be greater than or equal to "18449"."#),
        ("<", #"Attr must be less than "18449"."#), ("<=", #"Attr must be less than or equal to "18449"."#),
    ])
    func defaultMessages(op: String, message: String) {
        let value: AttributeValue = op.hasPrefix("!") ? 18449 : (op.hasPrefix(">") ? 1 : (op.hasPrefix("<") ? 99999 : 0))
        #expect(run("compare", ["compareValue": 18449, "operator": .string(op)], value: value).messages == [message])
    }

    @Test func placeholders() {
        let template = "{attribute}={value} vs {compareValue}/{compareAttribute}/{compareValueOrAttribute}"
        #expect(run(Rule(["attr"], "compare", ["compareValue": 3], message: template), value: "4").messages == ["Attr=4 vs 3/3/3"])
        #expect(run("compare", ["compareValue": 1.0], value: "1.5").messages == [#"Attr must be equal to "1"."#])
        #expect(run("compare", ["compareValue": false], value: "0").messages == [#"Attr must be equal to ""."#])

        var model = makeModel(["a", "b"], [Rule(["a"], "compare", ["compareAttribute": "b"], message: template)],
                              labels: ["b": "Other"])
        _ = model.setValue("4", of: "a")
        _ = model.setValue("7", of: "b")
        check(&model)
        #expect(model.errors.messages(for: "a") == ["A=4 vs 7/Other/Other"])
    }

    @Test func comparesWithTheRepeatAttributeByDefault() {
        var model = makeModel(["password", "password_repeat"], [Rule(["password"], "compare")])
        _ = model.setValue("secret", of: "password")
        _ = model.setValue("Secret", of: "password_repeat")
        check(&model)
        #expect(codes(model, "password") == ["compare.invalid"])
        #expect(model.errors.messages(for: "password") == [#"Password must be equal to "Password Repeat"."#])
        _ = model.setValue("secret", of: "password_repeat")
        #expect(check(&model))
    }

    @Test func aMissingComparedAttributeStopsValidation() {
        var model = makeModel(["attr", "other"], [Rule(["attr"], "compare"), Rule(["other"], "required")])
        _ = model.setValue("val", of: "attr")
        #expect(throws: ModelError(.unknownAttribute, name: "attr_repeat")) { try model.validate() }
        #expect(!model.hasErrors("other"))
    }

    @Test func aMissingComparedAttributeStopsAsynchronousValidationToo() async {
        var model = makeModel(["attr"], [Rule(["attr"], "compare", ["compareAttribute": "nope"])])
        _ = model.setValue("val", of: "attr")
        await #expect(throws: ModelError(.unknownAttribute, name: "nope")) { try await model.validateAsync() }
        _ = model.setValue(nil, of: "attr")
        #expect(check(&model))
    }

    @Test(arguments: [(false, ["compare.invalidCompareAttribute"], ["X is invalid."]), (true, [], [])])
    func comparedAttributeWithErrors(skipOnError: Bool, codes expected: [String], messages: [String]) {
        var model = makeModel(["x", "y"], [
            Rule(["x"], "required", ["requiredValue": 11]),
            Rule(["y"], "compare", ["compareAttribute": "x"], skipOnError: skipOnError),
        ])
        _ = model.setValue(10, of: "x")
        _ = model.setValue(10, of: "y")
        check(&model)
        #expect(codes(model, "y") == expected)
        #expect(model.errors.messages(for: "y") == messages)
    }

    @Test func arrayValuesAreInvalid() {
        #expect(run("compare", ["compareValue": "1"], value: [1, 2]).messages == ["Attr is invalid."])
        #expect(run("compare", ["compareValue": "1"], value: [:], skipOnEmpty: false).codes == ["compare.invalidValue"])
        #expect(run("compare", ["compareValue": "1"], value: nil, skipOnEmpty: false).codes == ["compare.invalid"])
    }

    @Test func configurationErrors() {
        #expect(ruleError([Rule(["a"], "compare", ["operator": "<>"])])?.path == "rules[0].operator")
        // As Yii: "Unknown operator: " for a null operator, not the default "==".
        #expect(ruleError([Rule(["a"], "compare", ["compareValue": 1, "operator": nil])])?.description
            == "rules[0].operator: Unknown operator: ")
        #expect(ruleError([Rule(["a"], "compare", ["compareValue": ["x"]])])?.path == "rules[0].compareValue")
        #expect(ruleError([Rule(["a"], "compare", ["compareAttribute": 5])])?.path == "rules[0].compareAttribute")
    }

    /// Twin of the `compare` example in Docs/Rules.md.
    @Test func documentedExample() throws {
        var account = try DynamicModel(attributes: ["password", "password_repeat"], rules: [Rule(["password"], "compare")])
        _ = account.setValue("secret", of: "password")
        _ = account.setValue("Secret", of: "password_repeat")
        try account.validate()
        #expect(account.firstError("password") == "Password must be equal to \"Password Repeat\".")
    }
}

/// Validates `value` of `attr` under one rule built by hand (for options such as `message`).
private func run(_ rule: Rule, value: AttributeValue) -> (codes: [String], messages: [String]) {
    var model = makeModel(["attr"], [rule])
    _ = model.setValue(value, of: "attr")
    check(&model)
    return (codes(model, "attr"), model.errors.messages(for: "attr"))
}
