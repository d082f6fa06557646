import Testing
@testable import ModelValidation

struct RequiredValidatorTests {
    @Test(arguments: [
        (AttributeValue.null, false), ("", false), ("   ", false), (" \t\n", false), ([], false),
        ("0", true), (0, true), (false, true), ([0], true), ("\u{00A0}", true), ("x", true),
    ] as [(AttributeValue, Bool)])
    func blankness(value: AttributeValue, passes: Bool) {
        let result = run("required", value: value)
        #expect(result.codes == (passes ? [] : ["required.blank"]))
        #expect(result.messages == (passes ? [] : ["Attr cannot be blank."]))
    }

    @Test func strictOnlyRejectsNull() {
        #expect(run("required", ["strict": true], value: "").codes == [])
        #expect(run("required", ["strict": true], value: nil).codes == ["required.blank"])
    }

    @Test func requiredValueComparesLoosely() {
        #expect(run("required", ["requiredValue": 1], value: "1").codes == [])
        #expect(run("required", ["requiredValue": 1], value: true).codes == [])
        let failed = run("required", ["requiredValue": 55], value: "nope")
        #expect(failed.codes == ["required.mismatch"])
        #expect(failed.messages == ["Attr must be \"55\"."])
        #expect(run("required", ["requiredValue": 1, "strict": true], value: "1").codes == ["required.mismatch"])
        // Strict is PHP's ===: byte for byte, not canonical equivalence.
        #expect(run("required", ["requiredValue": "caf\u{E9}", "strict": true], value: "cafe\u{301}").codes == ["required.mismatch"])
        #expect(run("required", ["requiredValue": "caf\u{E9}", "strict": true], value: "caf\u{E9}").codes == [])
    }

    @Test func customMessage() {
        #expect(run("required", value: nil, message: "Fill {attribute} in.").messages == ["Fill Attr in."])
    }
}
