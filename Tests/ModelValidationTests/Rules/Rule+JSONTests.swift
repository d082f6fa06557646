import Testing
@testable import ModelValidation

/// A rule object's common keys are all checked at once: each faulty one is listed, in the order
/// they are read, and read as absent; the first is the one thrown, as before.
struct RuleJSONTests {
    /// A rule object with every common key faulty, and one parameter.
    static let everyKeyFaulty: AttributeValue = [
        "skipOnError": 0, "skipOnEmpty": "no", "except": [1], "on": 5, "enableClientValidation": "yes",
        "whenClient": "function () {}", "isEmpty": "blank", "when": ["attribute": "b", "nott": true, "x": 1, "not": "yes"],
        "message": 3, "type": "string", "attributes": 7, "min": "x",
    ]

    @Test func everyFaultyCommonKeyIsFoundInTheOrderTheyAreRead() {
        let reading = Rule.read(json: Self.everyKeyFaulty, index: 4, requiresAttributes: true)
        #expect(reading.mistakes.map(\.description) == [
            "rules[4].attributes: expected a string or a list of strings, got integer",
            "rules[4].message: expected a string, got integer",
            "rules[4].when.nott: unknown key",
            "rules[4].when.x: unknown key",
            "rules[4].when.not: expected a boolean",
            #"rules[4].isEmpty: expected "default", "trimmed" or "null""#,
            "rules[4].whenClient: client-side code has no meaning here",
            "rules[4].enableClientValidation: expected a boolean, got string",
            "rules[4].on: expected a string or a list of strings, got integer",
            "rules[4].except: expected a string or a list of strings",
            "rules[4].skipOnEmpty: expected a boolean, got string",
            "rules[4].skipOnError: expected a boolean, got integer",
        ])
        #expect(reading.mistakes.map(\.kind) == [.invalidParameter, .invalidParameter, .unknownParameter, .unknownParameter]
            + Array(repeating: .invalidParameter, count: 2) + [.unknownParameter] + Array(repeating: .invalidParameter, count: 5))
        #expect(reading.withholdsAnOption)
        // Each faulty key reads as absent; the parameters are there to be checked.
        let rule = reading.rule
        #expect(rule?.type == "string")
        #expect(rule?.attributes == [])
        #expect(rule?.on == [])
        #expect(rule?.except == [])
        #expect(rule?.message == nil)
        #expect(rule?.when == nil)
        #expect(rule?.isEmpty == nil)
        #expect(rule?.skipOnEmpty == nil)
        #expect(rule?.skipOnError == nil)
        #expect(rule?.parameters == ["min": "x"])
    }

    /// The stated order names every common key, each once.
    @Test func theOrderOfTheCommonKeysNamesEachOnce() {
        #expect(Set(Rule.commonKeyOrder) == Rule.commonKeys)
        #expect(Rule.commonKeyOrder.count == Rule.commonKeys.count)
        #expect(Rule.keysGivenToFactories.isSubset(of: Rule.commonKeys))
    }

    @Test func theFirstMistakeIsThrownCarryingEveryOne() {
        do {
            _ = try Rule(json: Self.everyKeyFaulty, index: 4)
            Issue.record("no error")
        } catch {
            #expect(error == RuleError(.invalidParameter, ruleIndex: 4, key: "attributes",
                                       reason: "expected a string or a list of strings, got integer"))
            #expect(error.mistakes?.count == 12)
            #expect(error.mistakes?.last?.description == "rules[4].skipOnError: expected a boolean, got integer")
        }
        // One faulty key: as before.
        #expect(throws: RuleError(.invalidRule, ruleIndex: 0, key: "type", reason: "missing type")) {
            try Rule(json: ["attributes": ["a"], "on": 5], index: 0)
        }
    }

    /// Without a type there is no rule to build, but its attributes are known; a rule the
    /// factory is given no faulty key of does not hold its findings back.
    @Test func aRuleWithoutATypeStillNamesItsAttributes() {
        let reading = Rule.read(json: ["attributes": ["!a", "b"], "type": 7, "on": 1], index: 0, requiresAttributes: true)
        #expect(reading.rule == nil)
        #expect(reading.attributeNames == ["a", "b"])
        #expect(reading.mistakes.map(\.description) == [
            "rules[0].type: expected a string",
            "rules[0].on: expected a string or a list of strings, got integer",
        ])
        #expect(!reading.withholdsAnOption)
        let missing = Rule.read(json: ["type": nil, "message": "{attribute}!"], index: 1, requiresAttributes: true)
        #expect(missing.mistakes.map(\.description) == ["rules[1].attributes: missing attributes", "rules[1].type: expected a string"])
        let notAnObject = Rule.read(json: "required", index: 2, requiresAttributes: true)
        #expect(notAnObject.mistakes.map(\.description) == ["rules[2]: expected a rule object, got string"])
        #expect(notAnObject.attributeNames == [])
    }

    /// A child rule (of `each`, a composite) has no attributes: listing some is a mistake, and
    /// they read as none.
    @Test func aChildRuleListingAttributesReadsAsHavingNone() {
        let reading = Rule.read(json: ["attributes": ["a"], "type": "integer", "skipOnError": "no"], index: 3, requiresAttributes: false)
        #expect(reading.mistakes.map(\.description) == [
            "rules[3].attributes: a nested rule has no attributes",
            "rules[3].skipOnError: expected a boolean, got string",
        ])
        #expect(reading.rule?.attributes == [])
        #expect(reading.attributeNames == [])
    }
}
