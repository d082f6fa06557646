import Testing
import ModelValidation

/// Twins of the short Swift examples in Docs/Rules.md.
struct DocsExamplesTests {
    @Test func rulesReferenceExample() throws {
        let rule = Rule(["username"], "string", ["min": 3, "max": 32], on: ["signup"])
        let json = try Rule(json: ["attributes": ["username"], "type": "string", "min": 3, "max": 32, "on": ["signup"]], index: 0)
        #expect(rule.jsonValue == json.jsonValue)
    }
}
