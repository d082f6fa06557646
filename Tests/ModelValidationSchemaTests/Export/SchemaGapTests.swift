import Testing
@testable import ModelValidationSchema

struct SchemaGapTests {
    @Test func describesAttributeRuleAndReason() {
        let gap = SchemaGap(attribute: "bio", ruleIndex: 13, ruleType: "string", reason: "not expressed")
        #expect(gap.description == "bio: rule #13 string: not expressed")
        #expect(gap == SchemaGap(attribute: "bio", ruleIndex: 13, ruleType: "string", reason: "not expressed"))
    }
}
