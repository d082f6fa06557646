import Testing
@testable import ModelValidation

struct RuleSetTests {
    @Test func unknownAliasNamesTheRule() {
        let error = ruleError([Rule(["a"], "required"), Rule(["a"], "nonsense")])
        #expect(error?.kind == .unknownType)
        #expect(error?.description == "rules[1].type: unknown validator type \"nonsense\"")
    }

    @Test func unknownParameterNamesTheKey() {
        let error = ruleError([Rule(["a"], "string", ["minimum": 3])])
        #expect(error?.kind == .unknownParameter)
        #expect(error?.description == "rules[0].minimum: unknown parameter of \"string\"")
    }

    @Test func mistypedParameterNamesTheKey() {
        let error = ruleError([Rule(["a"], "string", ["min": "three"])])
        #expect(error?.kind == .invalidParameter)
        #expect(error?.description == "rules[0].min: expected a number, got string")
    }

    @Test func missingRequiredParameter() {
        let error = ruleError([Rule(["a"], "in")])
        #expect(error?.kind == .missingParameter)
        #expect(error?.path == "rules[0].range")
    }

    @Test func aDeclaredRuleSetKeepsItsMistake() throws {
        let faulty = RuleSet(declaring: [Rule(["a"], "required"), Rule(["a"], "nosuch")])
        #expect(faulty.configurationError?.description == "rules[1].type: unknown validator type \"nosuch\"")
        #expect(faulty.rules.isEmpty && faulty.warnings.isEmpty)
        var model = DynamicModel(attributes: ["a"], ruleSet: faulty)
        #expect(throws: ModelError(.invalidRules, name: "rules[1].type: unknown validator type \"nosuch\"")) {
            try model.validate()
        }
        #expect(RuleSet(declaring: [Rule(["a"], "required")]).configurationError == nil)
    }

    @Test func jsonRulesDecodeAndEncodeBack() throws {
        let json: AttributeValue = [
            "attributes": ["email", "!secret"], "type": "string", "on": "signup", "except": ["draft"],
            "skipOnEmpty": false, "skipOnError": false, "message": "{attribute}!", "max": 10,
            "when": ["attribute": "kind", "value": 1, "not": true], "isEmpty": "trimmed",
        ]
        let rule = try Rule(json: json, index: 0)
        #expect(rule.attributes == ["email", "!secret"])
        #expect(rule.attributeNames == ["email", "secret"])
        #expect(rule.on == ["signup"])
        #expect(rule.except == ["draft"])
        #expect(rule.parameters == ["max": 10])
        let encoded = try #require(rule.jsonValue)
        let again = try Rule(json: encoded, index: 0)
        #expect(again.jsonValue == encoded)
        #expect(encoded.objectValue?["on"] == ["signup"])
        #expect(encoded.objectValue?["isEmpty"] == "trimmed")
    }

    /// A rule with an empty attribute list validates nothing, and its JSON form reads back.
    @Test func aRuleWithoutAttributesEncodesBack() throws {
        let rule = try Rule(json: ["attributes": [], "type": "match", "pattern": "/a/", "not": true], index: 0)
        let encoded = try #require(rule.jsonValue)
        #expect(encoded.objectValue?["attributes"] == [])
        #expect(try Rule(json: encoded, index: 0).jsonValue == encoded)
        let nested = try Rule(json: ["attributes": [], "type": "integer"], index: 0, requiresAttributes: false)
        #expect(nested.attributes.isEmpty)
        #expect(throws: RuleError.self) { try Rule(json: ["attributes": ["a"], "type": "integer"], index: 0, requiresAttributes: false) }
    }

    @Test func malformedJSONRules() {
        #expect(throws: RuleError.self) { try Rule(json: "required", index: 2) }
        do { _ = try Rule(json: ["type": "required"], index: 2) } catch {
            #expect(error.description == "rules[2].attributes: missing attributes")
        }
        do { _ = try Rule(json: ["attributes": ["a"], "type": "required", "on": 5], index: 1) } catch {
            #expect(error.description == "rules[1].on: expected a string or a list of strings, got integer")
        }
        do { _ = try RuleSet(json: ["attributes": ["a"]]) } catch {
            #expect(error.description == "rules: expected a list of rules, got object")
        }
    }

    @Test func closureRulesHaveNoJSONForm() {
        let rule = Rule(["a"], "required", when: .custom { _, _ in true })
        #expect(rule.jsonValue == nil)
    }

    @Test func customAliasesCanBeRegistered() throws {
        var registry = ValidatorRegistry.builtIn
        registry.register("positive") { _, parameters in
            let message = parameters.message ?? "{attribute} must be positive."
            return InlineValidator(code: "positive.invalid", message: message) { value, _, _ in (value.intValue ?? 0) > 0 }
        }
        #expect(registry.contains("positive"))
        var model = try DynamicModel(attributes: ["n"], rules: [Rule(["n"], "positive")], registry: registry)
        model.assign(["n": -1])
        #expect(try model.validate() == false)
        #expect(model.firstError("n") == "N must be positive.")
        #expect(ruleError([Rule(["n"], "positive")])?.kind == .unknownType)
    }

    @Test func builtInAliases() {
        for alias in ["required", "safe", "string", "default", "trim", "in"] {
            #expect(ValidatorRegistry.builtIn.contains(alias))
        }
    }
}
