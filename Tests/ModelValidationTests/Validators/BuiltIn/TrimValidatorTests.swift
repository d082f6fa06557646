import Testing
@testable import ModelValidation

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
