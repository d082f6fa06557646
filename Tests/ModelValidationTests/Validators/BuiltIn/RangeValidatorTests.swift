import Testing
@testable import ModelValidation

struct RangeValidatorTests {
    @Test(arguments: [
        (AttributeValue.string("1"), true), ("01", true), (1.0, true), (true, true), ("abc", false), (3, false),
    ] as [(AttributeValue, Bool)])
    func looseMembership(value: AttributeValue, passes: Bool) {
        let result = run("in", ["range": [1, 2]], value: value)
        #expect(result.codes == (passes ? [] : ["in.invalid"]))
        #expect(result.messages == (passes ? [] : ["Attr is invalid."]))
    }

    @Test func strictMembership() {
        #expect(run("in", ["range": [1, 2], "strict": true], value: "1").codes == ["in.invalid"])
        #expect(run("in", ["range": [1, 2], "strict": true], value: 1).codes == [])
    }

    @Test func notAndAllowArray() {
        #expect(run("in", ["range": ["a"], "not": true], value: "a").codes == ["in.invalid"])
        #expect(run("in", ["range": ["a"], "not": true], value: "b").codes == [])
        #expect(run("in", ["range": ["a", "b"], "allowArray": true], value: ["a", "b"]).codes == [])
        #expect(run("in", ["range": ["a", "b"], "allowArray": true], value: ["a", "c"]).codes == ["in.invalid"])
        #expect(run("in", ["range": ["a", "b"]], value: ["a"]).codes == ["in.invalid"])
    }

    @Test(arguments: [AttributeValue.string("a"), "b", ["a"], 3])
    func notGivenAsNullLetsEveryValuePass(value: AttributeValue) {
        // Yii's `$this->not !== $in` holds for a null `not`, in the range or not.
        #expect(run("in", ["range": ["a"], "not": nil], value: value).codes == [])
        #expect(run("in", ["range": ["a"], "not": nil, "strict": true], value: value).codes == [])
    }

    /// A range of strings and numbers: a string with an element's bytes passes at once, one
    /// equal to a number only loosely is decided by PHP's `==`.
    @Test(arguments: [
        (AttributeValue.string("a"), true), ("x", true), ("2", true), ("2.0", true), ("b", false), ("A", false),
    ] as [(AttributeValue, Bool)])
    func stringsAndNumbersInOneRange(value: AttributeValue, passes: Bool) {
        #expect(run("in", ["range": ["x", 2, "a"]], value: value).codes == (passes ? [] : ["in.invalid"]))
        #expect(run("in", ["range": ["x", 2, "a"], "not": true], value: value).codes == (passes ? ["in.invalid"] : []))
    }

    @Test func otherFlagsGivenAsNullAreFalse() {
        #expect(run("in", ["range": ["a", "b"], "allowArray": nil], value: ["a"]).codes == ["in.invalid"])
        #expect(run("in", ["range": [1], "strict": nil], value: "1").codes == [])
    }

    @Test func rangeMayBeAnObject() {
        #expect(run("in", ["range": ["x": "a", "y": "b"]], value: "b").codes == [])
    }

    @Test func rangeMustBeAList() {
        #expect(ruleError([Rule(["a"], "in", ["range": "abc"])])?.path == "rules[0].range")
    }
}
