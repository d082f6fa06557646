import Testing
@testable import ModelValidation

struct MatchValidatorTests {
    @Test(arguments: [
        (AttributeValue.string("123"), true), ("12a", false), (" 1", false), (12, true), (true, true),
        (false, false), (1.0, true), (1.5, false), (1e20, false), (["1"], false), (["k": "1"], false),
        ("\n12", false), ("12\r\n", false),
    ] as [(AttributeValue, Bool)])
    func matchesStringifiedScalars(value: AttributeValue, passes: Bool) {
        let result = run("match", ["pattern": "/^\\d+$/"], value: value)
        #expect(result.codes == (passes ? [] : ["match.invalid"]))
        #expect(result.messages == (passes ? [] : ["Attr is invalid."]))
        #expect(result.value == value)
    }

    @Test(arguments: [
        (AttributeValue.string("abc"), false), ("ab1", true), (123, true), (["a"], false), ([], false),
    ] as [(AttributeValue, Bool)])
    func notInvertsButArraysStillFail(value: AttributeValue, passes: Bool) {
        let result = run("match", ["pattern": "/^[a-z]+$/", "not": true], value: value, skipOnEmpty: false)
        #expect(result.codes == (passes ? [] : ["match.invalid"]))
    }

    @Test(arguments: [
        ("/^[a-z]+$/i", "ABC", true), ("/^\\w+$/", "äöü", false), ("/^\\w+$/u", "äöü", true),
        ("#^a/b$#", "a/b", true), ("~^\\s*$~", "   ", true), ("/b/", "abc", true), ("/^b/", "abc", false),
        ("/^(?!admin$).+$/", "administrator", true), ("/^(?!admin$).+$/", "admin", false),
    ] as [(String, AttributeValue, Bool)])
    func patternsUsePHPSyntax(pattern: String, value: AttributeValue, passes: Bool) {
        #expect(run("match", ["pattern": .string(pattern)], value: value).codes == (passes ? [] : ["match.invalid"]))
    }

    @Test func emptyValuesAreSkippedUnlessAsked() {
        #expect(run("match", ["pattern": "/^\\d+$/"], value: "").codes == [])
        #expect(run("match", ["pattern": "/^\\d+$/"], value: "", skipOnEmpty: false).codes == ["match.invalid"])
        #expect(run("match", ["pattern": "/^\\d+$/"], value: nil, skipOnEmpty: false).codes == ["match.invalid"])
    }

    @Test func customMessageGetsTheValue() {
        var model = makeModel(["code"], [Rule(["code"], "match", ["pattern": "/^\\d+$/"],
                                              message: "{attribute}: '{value}' rejected")])
        model["code"] = "abc"
        #expect(!check(&model))
        #expect(model.errors.messages(for: "code") == ["Code: 'abc' rejected"])
    }

    @Test func patternIsRequiredAndMustCompile() {
        let missing = ruleError([Rule(["a"], "match")])
        #expect(missing?.path == "rules[0].pattern")
        #expect(missing?.kind == .missingParameter)
        let bad = ruleError([Rule(["a"], "match", ["pattern": "not a regex"])])
        #expect(bad?.path == "rules[0].pattern")
        #expect(bad?.kind == .invalidParameter)
        #expect(ruleError([Rule(["a"], "match", ["pattern": "/a/k"])])?.path == "rules[0].pattern")
        #expect(ruleError([Rule(["a"], "match", ["pattern": 5])])?.path == "rules[0].pattern")
    }

    @Test func swiftInitializer() throws {
        let validator = MatchValidator(try PCREPattern("/^[A-Z]{2}$/"), not: false, message: "{attribute} needs a code.")
        var model = makeModel(["country"], [Rule(["country"], validator: validator, name: "match")])
        model["country"] = "usa"
        #expect(!check(&model))
        #expect(codes(model, "country") == ["match.invalid"])
        #expect(model.firstError("country") == "Country needs a code.")
    }

    @Test func longSubjectsStayFast() {
        let subject = AttributeValue.string(String(repeating: "a", count: 100_000) + "b")
        #expect(run("match", ["pattern": "/^(a+)+$/"], value: subject).codes == ["match.invalid"])
    }

    @Test func docsExample() {
        let zip = Rule(["zip"], "match", ["pattern": "/^\\d{5}$/"])
        let notAdmin = Rule(["username"], "match", ["pattern": "/^admin$/i", "not": true])
        var model = makeModel(["zip", "username"], [zip, notAdmin])
        model["zip"] = "1234"
        model["username"] = "Admin"
        #expect(!check(&model))
        #expect(codes(model, "zip") == ["match.invalid"])
        #expect(model.firstError("username") == "Username is invalid.")
    }
}

/// A pattern that needs backtracking and runs out of steps counts as no match, as a failed
/// `preg_match` does in Yii: the value is invalid, or valid under `not`.
struct MatchValidatorStepLimitTests {
    static let hostile = AttributeValue.string(String(repeating: "a", count: 40) + "b")

    @Test(arguments: ["/^(?=a)(a+)+$/", "/^(a+)+\\1$/"])
    func anExhaustedStepLimitIsNoMatch(pattern: String) {
        #expect(run("match", ["pattern": .string(pattern)], value: Self.hostile).codes == ["match.invalid"])
        #expect(run("match", ["pattern": .string(pattern), "not": true], value: Self.hostile).codes == [])
    }
}
