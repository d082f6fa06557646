import Testing
@testable import ModelValidation

struct ErrorReadsTests {
    func reads(_ rule: Rule, _ attribute: String = "a") throws -> [String]? {
        let rules = try RuleSet([rule], registry: registry(with: InMemoryRecordStore(["users": []])))
        return ErrorReads(rules.rules[0]).attributes(for: attribute)
    }

    @Test func builtInValidatorsReadNoErrors() throws {
        for type in ["required", "string", "email", "match", "in", "number", "trim", "default", "each"] {
            var parameters: AttributeObject = [:]
            if type == "match" { parameters["pattern"] = "/x/" }
            if type == "in" { parameters["range"] = [1] }
            if type == "default" { parameters["value"] = 1 }
            if type == "each" { parameters["rule"] = ["type": "integer"] }
            #expect(try reads(Rule(["a"], type, parameters)) == [], "\(type)")
        }
    }

    @Test func compareReadsTheComparedAttributeOnlyWhenItDoesNotSkipOnError() throws {
        #expect(try reads(Rule(["a"], "compare", ["compareAttribute": "b"])) == [])
        #expect(try reads(Rule(["a"], "compare", ["compareAttribute": "b"], skipOnError: false)) == ["b"])
        #expect(try reads(Rule(["a"], "compare", skipOnError: false)) == ["a_repeat"])
        #expect(try reads(Rule(["a"], "compare", ["compareValue": 1], skipOnError: false)) == [])
    }

    @Test func databaseRulesReadTheirTargetAttributes() throws {
        #expect(try reads(Rule(["a"], "unique", ["targetClass": "users"])) == [])
        #expect(try reads(Rule(["a"], "unique", ["targetClass": "users", "targetAttribute": "col"])) == ["col"])
        #expect(try reads(Rule(["a"], "unique", ["targetClass": "users", "targetAttribute": ["a", "b"]])) == ["a", "b"])
        #expect(try reads(Rule(["a"], "exist", ["targetClass": "users", "targetAttribute": ["a": "id", "b": "t"]])) == ["a", "b"])
        #expect(try reads(Rule(["a"], "unique", ["targetClass": "users", "targetAttribute": ["a", "b"]], skipOnError: false)) == [])
    }

    @Test func codeTheEngineCannotSeeIntoMayReadAny() throws {
        #expect(try reads(Rule(["a"], "required", when: .custom { _, _ in true })) == nil)
        #expect(try reads(Rule(["a"], "required", when: .attribute("b", equals: 1))) == [])
        let inline = InlineValidator(code: "x", message: "x") { _, _, _ in true }
        #expect(try reads(Rule(["a"], validator: inline)) == nil)
        #expect(try reads(Rule(["a"], "allOf", ["validators": [["type": "required"]]])) == nil)
    }
}
