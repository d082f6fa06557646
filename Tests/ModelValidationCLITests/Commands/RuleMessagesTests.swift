import Testing
import ModelValidation
@testable import ModelValidationCLI

/// The messages `explain --language` lists for a rule.
struct RuleMessagesTests {
    static func codes(_ json: AttributeValue) throws -> [String] {
        RuleMessages.entries(of: try Rule(json: json, index: 0, requiresAttributes: false)).map(\.code)
    }

    @Test(arguments: [
        (["type": "required"], ["required.blank"]),
        (["type": "required", "requiredValue": 1], ["required.mismatch"]),
        (["type": "string"], ["string.invalid"]),
        (["type": "string", "min": 2, "max": 5], ["string.invalid", "string.tooShort", "string.tooLong"]),
        (["type": "string", "length": 4], ["string.invalid", "string.notEqual"]),
        (["type": "string", "length": [2, 9]], ["string.invalid", "string.tooShort", "string.tooLong"]),
        (["type": "integer", "max": 9], ["number.invalid", "number.tooBig"]),
        (["type": "compare", "operator": ">="], ["compare.invalid", "compare.invalidValue"]),
        (["type": "date", "min": "2000-01-01", "format": "php:Y-m-d"], ["date.invalid", "date.tooSmall"]),
        (["type": "each", "rule": ["type": "email"]], ["each.invalid", "email.invalid"]),
        (["type": "each", "rule": ["type": "email"], "allowMessageFromRule": false], ["each.invalid"]),
        (["type": "trim"], []),
        (["type": "notEmpty"], []),
    ] as [(AttributeValue, [String])])
    func codesFollowTheRulesOptions(rule: AttributeValue, codes: [String]) throws {
        #expect(try Self.codes(rule) == codes)
    }

    @Test func customMessagesAreTheApplicationsToTranslate() throws {
        let rule = try Rule(json: ["type": "number", "min": 1, "tooSmall": "{attribute} is too small.", "message": "{attribute} must be a number."],
                            index: 0, requiresAttributes: false)
        let entries = RuleMessages.entries(of: rule)
        #expect(entries.map(\.isCustom) == [true, true])
        let german = try #require(MessageLanguage("de"))
        let translated = RuleMessages.translated(rule, in: german)
        // A custom text repeating Yii's own stays as written: Yii's catalogs translate only their defaults.
        #expect(translated.map(\.template) == ["{attribute} must be a number.", "{attribute} is too small."])
        let defaults = try Rule(json: ["type": "compare", "operator": "<"], index: 0, requiresAttributes: false)
        #expect(RuleMessages.translated(defaults, in: german).map(\.template)
            == ["{attribute} muss kleiner als \"{compareValueOrAttribute}\" sein.", "{attribute} ist ungültig."])
    }
}
