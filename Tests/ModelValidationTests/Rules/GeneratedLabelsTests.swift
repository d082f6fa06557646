import Testing
@testable import ModelValidation

struct GeneratedLabelsTests {
    private static let rules = RuleSet(declaring: [
        Rule(["passwordRepeat", "!internalNote"], "required"),
        Rule(["e\u{301}tat"], "string"),
    ])

    @Test func theRuleSetHoldsTheLabelOfEveryAttributeItsRulesName() {
        let labels = Self.rules.generatedLabels
        #expect(labels.label(of: "passwordRepeat") == "Password Repeat")
        #expect(labels.label(of: "internalNote") == "Internal Note")   // the `!` mark stripped
        #expect(labels.label(of: "!internalNote") == nil)
        #expect(labels.label(of: "other") == nil)
    }

    @Test func aNameIsFoundByItsBytesNotByItsStorage() {
        // A name built at run time (a heap string of its own) finds the label of the rule's copy.
        let built = String(decoding: Array("passwordRepeat".utf8), as: UTF8.self)
        #expect(Self.rules.generatedLabels.label(of: built) == "Password Repeat")
        let long = "aVeryLongAttributeNameBeyondFifteenBytes"
        let rules = RuleSet(declaring: [Rule([long], "required")])
        let copy = String(decoding: Array(long.utf8), as: UTF8.self)
        #expect(rules.generatedLabels.label(of: copy) == "A Very Long Attribute Name Beyond Fifteen Bytes")
        // Canonically equivalent is not the same name: NFC "état" is not the rule's NFD name.
        #expect(Self.rules.generatedLabels.label(of: "\u{E9}tat") == nil)
        #expect(Self.rules.generatedLabels.label(of: "e\u{301}tat") == AttributeLabel.generate("e\u{301}tat"))
    }

    @Test func aFailureCarriesTheExplicitLabelOrTheGeneratedOne() throws {
        var model = DynamicModel(attributes: ["passwordRepeat", "internalNote", "e\u{301}tat"], ruleSet: Self.rules)
        #expect(try !model.validate())
        #expect(model.firstError("passwordRepeat") == "Password Repeat cannot be blank.")
        model.attributeLabels = ["passwordRepeat": "Repeat the password"]
        #expect(try !model.validate())
        #expect(model.firstError("passwordRepeat") == "Repeat the password cannot be blank.")
        // An attribute no rule names still gets a generated label.
        #expect(model.label(of: "createdAt") == "Created At")
    }
}
