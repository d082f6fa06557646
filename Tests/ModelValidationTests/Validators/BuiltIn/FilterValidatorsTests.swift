import Testing
@testable import ModelValidation

struct DefaultValueValidatorTests {
    @Test(arguments: [
        (AttributeValue.null, AttributeValue.int(5)), ("", 5), ([], 5), ("x", "x"), (0, 0), (false, false),
    ] as [(AttributeValue, AttributeValue)])
    func replacesEmptyValues(value: AttributeValue, expected: AttributeValue) {
        #expect(run("default", ["value": 5], value: value).value == expected)
    }

    @Test func defaultValueIsNull() {
        #expect(run("default", value: "").value == .null)
    }
}

struct TrimValidatorTests {
    @Test(arguments: [
        (AttributeValue.string("  a b \n"), AttributeValue.string("a b")), (nil, ""), (1.0, "1"), (12, "12"),
        (false, ""), ("\u{00A0}a", "\u{00A0}a"), ("\u{0C}a", "\u{0C}a"), (["  a "], ["  a "]),
        ("a", "a"), ("", ""), (" ", ""), ("a\0", "a"), ("\ta", "a"), ("é b", "é b"),
    ] as [(AttributeValue, AttributeValue)])
    func trimsLikePHP(value: AttributeValue, expected: AttributeValue) {
        #expect(run("trim", value: value).value == expected)
    }

    @Test func customCharactersAndArrays() {
        #expect(run("trim", ["chars": "/"], value: "/path/").value == "path")
        #expect(run("trim", ["chars": "/"], value: " a/b ").value == " a/b ")
        #expect(run("trim", ["chars": "a..c"], value: "xbx").value == "xbx")
        #expect(run("trim", ["skipOnArray": false], value: [" a ", nil]).value == ["a", ""])
    }
}

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
