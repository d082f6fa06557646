import Testing
@testable import ModelValidation

struct BooleanValidatorTests {
    @Test(arguments: [
        (AttributeValue.string("1"), true), ("0", true), (1, true), (0, true), (1.0, true), (true, true),
        (false, true), ("01", true), ("1.0", true), (" 1", true), ("1 ", true), ("-0", true),
        ("true", false), ("on", false), ("yes", false), ("5", false), (-1, false), (" ", false),
        ([1, 2], false), (["k": "v"], false),
    ] as [(AttributeValue, Bool)])
    func looseComparison(value: AttributeValue, passes: Bool) {
        let result = run("boolean", [:], value: value)
        #expect(result.codes == (passes ? [] : ["boolean.invalid"]))
        #expect(result.messages == (passes ? [] : [#"Attr must be either "1" or "0"."#]))
    }

    @Test(arguments: [
        (AttributeValue.string("1"), true), ("0", true), (1, false), (0, false), (true, false), (false, false),
        ("01", false), ("-0", false), (1.0, false),
    ] as [(AttributeValue, Bool)])
    func strictIdentity(value: AttributeValue, passes: Bool) {
        #expect(run("boolean", ["strict": true], value: value).codes == (passes ? [] : ["boolean.invalid"]))
    }

    @Test func booleanValuesShowAsWords() {
        let parameters: AttributeObject = ["trueValue": true, "falseValue": false, "strict": true]
        #expect(run("boolean", parameters, value: "1").messages == [#"Attr must be either "true" or "false"."#])
        #expect(run("boolean", parameters, value: true).codes == [])
        #expect(run("boolean", parameters, value: [], skipOnEmpty: false).messages == [#"Attr must be either "true" or "false"."#])
    }

    @Test(arguments: [
        (AttributeValue.string(""), true), (0, true), (0.0, true), (false, true), ("1.0", false), (1, false),
        ("1", false), ("0", false), ("a", false),
    ] as [(AttributeValue, Bool)])
    func aNullTrueValueIsNullNotTheDefault(value: AttributeValue, passes: Bool) {
        // As Yii: null == "" and null == 0 hold, null == "1.0" does not; "0" fails against "zz".
        let result = run("boolean", ["trueValue": nil, "falseValue": "zz"], value: value, skipOnEmpty: false)
        #expect(result.messages == (passes ? [] : [#"Attr must be either "" or "zz"."#]))
    }

    @Test func aNullFalseValueIsNullNotTheDefault() {
        #expect(run("boolean", ["falseValue": nil], value: "0").messages == [#"Attr must be either "1" or ""."#])
        #expect(run("boolean", ["falseValue": nil], value: false).codes == [])
    }

    @Test func trueValueTrueAcceptsEveryTruthyValueLoosely() {
        let parameters: AttributeObject = ["trueValue": true, "falseValue": false]
        #expect(run("boolean", parameters, value: "abc").codes == [])
        #expect(run("boolean", parameters, value: 0).codes == [])
    }

    @Test(arguments: [
        (AttributeValue.string("yes"), true), ("no", true), ("YES", false), (false, false), (0, false), (1, false),
        ("1", false), (true, true),
    ] as [(AttributeValue, Bool)])
    func customValues(value: AttributeValue, passes: Bool) {
        let result = run("boolean", ["trueValue": "yes", "falseValue": "no"], value: value)
        #expect(result.messages == (passes ? [] : [#"Attr must be either "yes" or "no"."#]))
    }

    @Test func integerValues() {
        #expect(run("boolean", ["trueValue": 1, "falseValue": 0], value: "1").codes == [])
        #expect(run("boolean", ["trueValue": 1, "falseValue": 0, "strict": true], value: "1").codes == ["boolean.invalid"])
        #expect(run("boolean", ["trueValue": 1, "falseValue": 0, "strict": true], value: 1).codes == [])
    }

    @Test func customMessagePlaceholders() {
        let rule = Rule(["attr"], "boolean", ["trueValue": "Y", "falseValue": "N"],
                        message: "{attribute}: {true}/{false} only, not {value}")
        #expect(run(rule, value: "maybe").messages == ["Attr: Y/N only, not maybe"])
        #expect(run(rule, value: ["Y"]).messages == ["Attr: Y/N only, not array()"])
    }

    @Test func strictMustBeABoolean() {
        #expect(ruleError([Rule(["a"], "boolean", ["strict": "yes"])])?.path == "rules[0].strict")
    }

    /// Twin of the `boolean` example in Docs/Rules.md.
    @Test func documentedExample() throws {
        var signup = try DynamicModel(attributes: ["newsletter"], rules: [Rule(["newsletter"], "boolean")])
        signup.assign(["newsletter": "on"])
        try signup.validate()
        #expect(signup.firstError("newsletter") == "Newsletter must be either \"1\" or \"0\".")
    }
}

/// Validates `value` of `attr` under one rule built by hand (for options such as `message`).
private func run(_ rule: Rule, value: AttributeValue) -> (codes: [String], messages: [String]) {
    var model = makeModel(["attr"], [rule])
    _ = model.setValue(value, of: "attr")
    check(&model)
    return (codes(model, "attr"), model.errors.messages(for: "attr"))
}
