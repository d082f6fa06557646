import Testing
@testable import ModelValidation

struct StringValidatorTests {
    @Test func rejectsNonStringsWhenStrict() {
        let result = run("string", value: 12)
        #expect(result.codes == ["string.invalid"])
        #expect(result.messages == ["Attr must be a string."])
        #expect(run("string", ["strict": false, "min": 2], value: 12).codes == [])
        #expect(run("string", ["strict": false, "min": 1], value: false).codes == ["string.tooShort"])
    }

    @Test func lengthCountsCodePoints() {
        #expect(run("string", ["max": 3], value: "ééé").codes == [])
        #expect(run("string", ["max": 1], value: "e\u{0301}").codes == ["string.tooLong"])
    }

    @Test func messagesUsePluralsAndGrouping() {
        #expect(run("string", ["min": 1000], value: "a").messages == ["Attr should contain at least 1,000 characters."])
        #expect(run("string", ["max": 1], value: "ab").messages == ["Attr should contain at most 1 character."])
        #expect(run("string", ["length": 4], value: "abc").messages == ["Attr should contain 4 characters."])
    }

    @Test func lengthListSetsBounds() {
        #expect(run("string", ["length": [2, 3]], value: "abcd").codes == ["string.tooLong"])
        #expect(run("string", ["length": [2]], value: "a").codes == ["string.tooShort"])
    }

    @Test func checksAreIndependent() {
        #expect(run("string", ["min": 5, "length": 4], value: "abc").codes == ["string.tooShort", "string.notEqual"])
    }

    @Test func customSecondaryMessages() {
        #expect(run("string", ["min": 3, "tooShort": "{attribute}: {min}+"], value: "a").messages == ["Attr: 3+"])
    }

    @Test func encodingsAndNumericStrings() {
        #expect(ruleError([Rule(["a"], "string", ["encoding": "EBCDIC"])])?.path == "rules[0].encoding")
        #expect(run("string", ["max": 3, "encoding": "8bit"], value: "äöü").codes == ["string.tooLong"])
        #expect(run("string", ["max": 3, "encoding": "UTF-16"], value: "abcd").codes == [])
        #expect(run("string", ["min": "3"], value: "ab").messages == ["Attr should contain at least 3 characters."])
        #expect(ruleError([Rule(["a"], "string", ["encoding": "utf-8"])]) == nil)
    }
}
