import Testing
@testable import ModelValidation

struct CharacterClassValidatorTests {
    @Test(arguments: [
        ("uppercase", ["min": 1], "abc", ["uppercase.tooFew"], ["Attr must contain at least 1 uppercase letter."]),
        ("uppercase", ["min": 2], "aBcÄ", [], []),
        ("uppercase", [:], "ß", ["uppercase.tooFew"], ["Attr must contain at least 1 uppercase letter."]),
        ("lowercase", ["min": 2], "ABc", ["lowercase.tooFew"], ["Attr must contain at least 2 lowercase letters."]),
        ("lowercase", [:], "Éé", [], []),
        ("digits", ["min": 2], "a1b٣", [], []),
        ("digits", ["min": 3], "a12", ["digits.tooFew"], ["Attr must contain at least 3 digits."]),
        ("symbols", [:], "abc 123", ["symbols.tooFew"], ["Attr must contain at least 1 special character."]),
        ("symbols", ["min": 2], "a!b€", [], []),
        ("characters", ["set": "!?", "min": 2], "a!b", ["characters.tooFew"], ["Attr must contain at least 2 of these characters: !?"]),
        ("characters", ["set": "äö"], "xö", [], []),
        ("uppercase", [:], 5, ["uppercase.invalid"], ["Attr must be a string."]),
        ("uppercase", ["min": 0], "abc", [], []),
    ] as [(String, AttributeObject, AttributeValue, [String], [String])])
    func counts(type: String, parameters: AttributeObject, value: AttributeValue, codes: [String], messages: [String]) {
        let result = run(type, parameters, value: value)
        #expect(result.codes == codes)
        #expect(result.messages == messages)
    }

    @Test func emptyValuesAreSkippedByDefault() {
        #expect(run("uppercase", value: "").codes == [])
        #expect(run("uppercase", value: "", skipOnEmpty: false).codes == ["uppercase.tooFew"])
    }

    @Test(arguments: [
        (Rule(["a"], "characters"), "rules[0].set"),
        (Rule(["a"], "characters", ["set": ""]), "rules[0].set"),
        (Rule(["a"], "digits", ["min": -1]), "rules[0].min"),
        (Rule(["a"], "digits", ["min": "x"]), "rules[0].min"),
        (Rule(["a"], "digits", ["max": 2]), "rules[0].max"),
    ])
    func faultyRules(rule: Rule, path: String) {
        #expect(ruleError([rule])?.path == path)
    }

    @Test func aMegabyteStringIsCountedInOnePass() {
        let big = String(repeating: "a", count: 1_000_000) + "é"
        #expect(run("uppercase", value: .string(big)).codes == ["uppercase.tooFew"])
        #expect(run("lowercase", ["min": 999_999], value: .string(big)).codes == [])
    }

    @Test func classesClassifyScalars() {
        #expect(CharacterClass.symbols.contains("_"))
        #expect(!CharacterClass.symbols.contains(" "))
        #expect(CharacterClass.custom("ab").contains("b"))
        #expect(!CharacterClass.digits.contains("x"))
    }
}
