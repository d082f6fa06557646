import Testing
@testable import ModelValidation

struct NumberValidatorTests {
    @Test(arguments: [
        (AttributeValue.string("0"), true), ("012", true), ("+5", true), ("-0", true), ("20", true),
        (.string(String(repeating: "1", count: 40)), true), (7, true), (.int(Int.max), true), (1.0, true), (-3.0, true),
        ("1.0", false), ("5.", false), ("1e3", false), (" 1", false), ("1 ", false), ("1\t", false),
        ("12\n", false), ("0x1A", false), ("0b11", false), ("1_000", false), ("1,5", false),
        ("\u{661}", false), ("+-1", false), ("+", false), ("-", false), (25.45, false), (1e20, false),
        (true, false), (false, false),
    ] as [(AttributeValue, Bool)])
    func integerFormat(value: AttributeValue, passes: Bool) {
        let result = run("integer", [:], value: value)
        #expect(result.codes == (passes ? [] : ["number.invalid"]))
        #expect(result.messages == (passes ? [] : ["Attr must be an integer."]))
    }

    @Test(arguments: [
        (AttributeValue.string("5"), true), ("5.5", true), (".5", true), ("-.5", true), ("+.5e+5", true),
        ("1e3", true), ("1E3", true), ("125e-2", true), ("1e400", true), ("012", true), (25.45, true),
        (1e20, true), (0.5, true), (.int(Int.min), true), (.string(String(repeating: "9", count: 400)), true),
        ("5.", false), ("..1", false), ("1..0", false), ("1e+", false), ("e12", false), ("-e3", false),
        ("1e", false), (".", false), ("-4.534-e-12", false), ("12.23^4", false), (" 1.1", false),
        ("1.1 ", false), ("INF", false), ("NAN", false), ("\u{A0}12\u{A0}", false), ("\u{FF11}", false),
        (true, false), (.double(.infinity), false), (.double(.nan), false),
    ] as [(AttributeValue, Bool)])
    func numberFormat(value: AttributeValue, passes: Bool) {
        let result = run("number", [:], value: value)
        #expect(result.codes == (passes ? [] : ["number.invalid"]))
        #expect(result.messages == (passes ? [] : ["Attr must be a number."]))
    }

    @Test func doubleIsNumberAndIntegerOnlyWinsOverTheAlias() {
        #expect(run("double", [:], value: "1.5").codes == [])
        #expect(run("number", ["integerOnly": true], value: "5.0").messages == ["Attr must be an integer."])
        #expect(run("number", ["integerOnly": true], value: 5.0).codes == [])
        #expect(run("integer", ["integerOnly": false], value: "5.5").codes == [])
    }

    @Test(arguments: [
        ("number", ["min": 1.5, "max": 1000], AttributeValue.string("0"), ["Attr must be no less than 1.5."]),
        ("number", ["min": 1.5, "max": 1000], "1e3", []),
        ("number", ["min": 1.5, "max": 1000], 1e20, ["Attr must be no greater than 1000."]),
        ("number", ["min": "5.65", "max": "13.37"], 4, ["Attr must be no less than 5.65."]),
        ("number", ["min": "5", "max": "10"], 11, ["Attr must be no greater than 10."]),
        ("number", ["max": 0.1], 0.30000000000000004, ["Attr must be no greater than 0.1."]),
        ("number", ["min": -0.001], -0.01, ["Attr must be no less than -0.001."]),
        ("number", ["min": 1, "max": 0], 0.5, ["Attr must be no less than 1.", "Attr must be no greater than 0."]),
        ("integer", ["min": 10], "9.99", ["Attr must be an integer.", "Attr must be no less than 10."]),
        ("integer", ["max": 10], "abc", ["Attr must be an integer.", "Attr must be no greater than 10."]),
        ("integer", ["min": 10], "abc", ["Attr must be an integer."]),
        ("integer", ["min": 0, "max": 100], " ", ["Attr must be an integer.", "Attr must be no less than 0."]),
        ("integer", ["min": 0, "max": 100], "192.168.0.1", ["Attr must be an integer.", "Attr must be no greater than 100."]),
        ("number", ["min": 1.5, "max": 1000], "1_000", ["Attr must be a number.", "Attr must be no greater than 1000."]),
        ("number", ["min": 1.5, "max": 1000], "0x1A", ["Attr must be a number.", "Attr must be no less than 1.5."]),
        ("number", ["min": 1.5, "max": 1000], false, ["Attr must be a number."]),
    ] as [(String, AttributeObject, AttributeValue, [String])])
    func boundsCompareTheRawValueTheWayPHPDoes(type: String, parameters: AttributeObject, value: AttributeValue, messages: [String]) {
        #expect(run(type, parameters, value: value).messages == messages)
    }

    @Test func boundCodesAndCustomMessages() {
        let rule = Rule(["attr"], "integer", ["tooSmall": "{attribute} < {min}", "min": 3],
                        message: "{attribute} must be whole, got {value}")
        let result = run(rule, value: "x")
        #expect(run(rule, value: 1).messages == ["Attr < 3"])
        #expect(result.codes == ["number.invalid"])
        #expect(result.messages == ["Attr must be whole, got x"])
        #expect(run("number", ["min": 5, "max": 10], value: 4).codes == ["number.tooSmall"])
        #expect(run("number", ["min": 5, "max": 10], value: 11).codes == ["number.tooBig"])
        #expect(run("number", ["tooBig": "{attribute} is more than {max, number}", "max": 1000], value: 1001).messages
                == ["Attr is more than 1,000"])
    }

    @Test func nullFailsWhenNotSkipped() {
        #expect(run("number", [:], value: nil, skipOnEmpty: false).messages == ["Attr must be a number."])
        #expect(run("integer", [:], value: [:], skipOnEmpty: false).messages == ["Attr must be an integer."])
        #expect(run("number", [:], value: "", skipOnEmpty: false).codes == ["number.invalid"])
        #expect(run("number", [:], value: nil).codes == [])
    }

    @Test(arguments: [
        (AttributeValue.array([1, "2", 3.0]), [String]()),
        (["a", 1], ["Attr must be an integer."]),
        ([true, "x"], ["Attr must be an integer."]),
        ([[1], "x"], ["Attr must be an integer."]),
        (["k": "5", "l": "x"], ["Attr must be an integer."]),
        ([1, 0, "x", -1], ["Attr must be no less than 1.", "Attr must be an integer.", "Attr must be no less than 1."]),
    ] as [(AttributeValue, [String])])
    func allowArrayChecksEachElement(value: AttributeValue, messages: [String]) {
        #expect(run("integer", ["allowArray": true, "min": 1], value: value).messages == messages)
    }

    @Test func arraysFailWithoutAllowArray() {
        #expect(run("number", ["min": 1], value: [1, 2, 3]).messages == ["Attr must be a number."])
        #expect(run("number", [:], value: ["k": "v"]).messages == ["Attr must be a number."])
    }

    @Test func customPatterns() {
        #expect(run("integer", ["integerPattern": #"/^\d{2}$/"#], value: "123").codes == ["number.invalid"])
        #expect(run("integer", ["integerPattern": #"/^\d{2}$/"#], value: "12").codes == [])
        #expect(run("number", ["numberPattern": #"/^\d+(,\d+)?$/"#], value: "1,5").codes == [])
        #expect(run("number", ["numberPattern": #"/^\d+(,\d+)?$/"#], value: "1.5").codes == ["number.invalid"])
        #expect(run("number", ["numberPattern": .string(NumberFormat.defaultNumberPattern)], value: ".5").codes == [])
    }

    @Test func configurationErrors() {
        #expect(ruleError([Rule(["a"], "number", ["min": true])])?.path == "rules[0].min")
        #expect(ruleError([Rule(["a"], "number", ["max": [1]])])?.path == "rules[0].max")
        #expect(ruleError([Rule(["a"], "number", ["numberPattern": "/(/"])])?.path == "rules[0].numberPattern")
        #expect(ruleError([Rule(["a"], "integer", ["allowArray": "yes"])])?.path == "rules[0].allowArray")
    }

    /// A bound PHP cannot read as a number makes the rule meaningless (PHP 8 compares numbers
    /// with it as text, so 150 is "less than" "one hundred"): an error when the rule is built.
    /// A numeric string is what PHP compares numerically: accepted, with a warning.
    @Test func aNonNumericBoundIsARuleError() throws {
        let error = ruleError([Rule(["a"], "integer", ["max": "one hundred"])])
        #expect(error?.path == "rules[0].max")
        #expect(error?.kind == .invalidParameter)
        #expect(error?.reason == "expected a number, got the non-numeric string \"one hundred\"")
        #expect(ruleError([Rule(["a"], "number", ["min": ""])])?.path == "rules[0].min")
        #expect(run("integer", ["max": "100"], value: 150).codes == ["number.tooBig"])
    }

    @Test func aNumericStringBoundIsAcceptedWithAWarning() throws {
        let numeric = try RuleSet([Rule(["a"], "integer", ["max": "100"])])
        #expect(numeric.warnings.map(\.description)
            == ["rules[0].max: the string \"100\" is compared as the number 100; write it as a number"])
        #expect(try RuleSet([Rule(["a"], "integer", ["max": 100])]).warnings.isEmpty)
    }

    @Test func scannersAreLinearOnLongInput() {
        let digits = String(repeating: "7", count: 1 << 20)
        #expect(run("integer", [:], value: .string(digits)).codes == [])
        #expect(run("number", [:], value: .string(digits + ".5e" + digits)).codes == [])
        #expect(run("number", [:], value: .string(digits + "x")).codes == ["number.invalid"])
    }

    /// Twin of the `integer` example in Docs/Rules.md.
    @Test func documentedExample() throws {
        var order = try DynamicModel(attributes: ["quantity"], rules: [Rule(["quantity"], "integer", ["min": 1, "max": 1000])])
        order.assign(["quantity": "abc"])
        try order.validate()
        #expect(order.errors["quantity"].map(\.code) == ["number.invalid", "number.tooBig"])
        #expect(order.errors.messages(for: "quantity") == ["Quantity must be an integer.", "Quantity must be no greater than 1000."])
    }

    /// The two scanners against Yii's patterns run by the PCRE engine, on every string of up to
    /// five characters from an alphabet of what the patterns look at (and a letter and a space
    /// they refuse): 111,111 strings. (`"12\n"` is refused by both: the engine's `$` matches at
    /// the very end only, the deviation from PCRE documented in YiiCompatibility.md.)
    @Test func scannersAgreeWithYiisPatterns() throws {
        let integer = try PCREPattern(NumberFormat.defaultIntegerPattern)
        let number = try PCREPattern(NumberFormat.defaultNumberPattern)
        let alphabet: [Character] = ["0", "9", "+", "-", ".", "e", "E", " ", "\n", "x"]
        var strings = [""]
        var level = [""]
        for _ in 1...5 {
            level = level.flatMap { prefix in alphabet.map { prefix + String($0) } }
            strings += level
        }
        #expect(strings.count == 111_111)
        var differences: [String] = []
        for string in strings {
            if NumberFormat.integer.matches(.string(string)) != integer.matches(string) {
                differences.append("integer \(string.debugDescription)")
            }
            if NumberFormat.number.matches(.string(string)) != number.matches(string) {
                differences.append("number \(string.debugDescription)")
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }
}

/// Validates `value` of `attr` under one rule built by hand (for options such as `message`).
private func run(_ rule: Rule, value: AttributeValue) -> (codes: [String], messages: [String]) {
    var model = makeModel(["attr"], [rule])
    _ = model.setValue(value, of: "attr")
    check(&model)
    return (codes(model, "attr"), model.errors.messages(for: "attr"))
}
