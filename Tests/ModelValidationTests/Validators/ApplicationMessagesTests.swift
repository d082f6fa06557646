import Testing
@testable import ModelValidation

/// Rules whose own messages repeat one of Yii's default texts are wrapped, and only those.
struct ApplicationMessagesTests {
    @Test func onlyRulesRepeatingYiisTextAreWrapped() throws {
        let rules = try RuleSet([
            Rule(["a"], "required"),
            Rule(["a"], "required", message: "{attribute} is missing."),
            Rule(["a"], "required", message: "{attribute} cannot be blank."),
            Rule(["a"], "string", ["min": 2, "tooShort": "{attribute} is invalid."]),
            Rule(["a"], "each", ["rule": ["type": "integer", "message": "{attribute} must be an integer."]]),
        ])
        let wrapped = rules.rules.map { $0.validator is ApplicationMessages }
        #expect(wrapped == [false, false, true, true, false])
        let repeated = try #require(rules.rules[3].validator as? ApplicationMessages)
        #expect(repeated.texts == ["{attribute} is invalid."])
        #expect(repeated.inner is StringValidator)
        #expect(rules.rules[2].validator.skipsOnEmptyByDefault == false)
        #expect(rules.rules[2].validator.marksAttributeRequired)
        #expect(rules.rules[3].validator.validatesValues)
    }

    @Test func onlyTheRepeatedTextsFailuresAreTheApplications() throws {
        var model = makeModel(["a"], [
            Rule(["a"], "string", ["min": 5, "max": 1, "tooShort": "{attribute} is invalid."], skipOnError: false),
            Rule(["a"], "in", ["range": ["x"]], skipOnError: false),
        ])
        model.assign(["a": "ab"])
        check(&model)
        #expect(model.errors["a"].map(\.code) == ["string.tooShort", "string.tooLong", "in.invalid"])
        #expect(model.errors["a"].map(\.origin) == [.application, .builtIn, .builtIn])
        try model.validate(language: MessageLanguage(LocaleIdentifier("de")!))
        #expect(model.errorSummary() == ["A is invalid.", "A darf maximal 1 Zeichen enthalten.", "A ist ungültig."])
    }

    @Test func anAsynchronousValidatorIsLeftAlone() throws {
        struct Slow: AsyncValidator {
            func prepareCheck<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) -> AsyncCheck? {
                nil
            }
        }
        #expect(ApplicationMessages.wrapping(Slow(), texts: ["{attribute} is invalid."]) is Slow)
        var parameters = RuleParameters(ruleIndex: 0, type: "required", message: nil, values: [:])
        let required = try RequiredValidator(alias: "required", parameters: &parameters)
        #expect(ApplicationMessages.wrapping(required, texts: []) is RequiredValidator)
        #expect(ApplicationMessages.wrapping(required, texts: ["{attribute} cannot be blank."]) is ApplicationMessages)
    }
}
