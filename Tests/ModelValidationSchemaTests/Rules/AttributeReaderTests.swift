import Testing
import ModelValidation
@testable import ModelValidationSchema

/// Reading an attribute's rules backwards: filters, conditions, composites and what is left out.
struct AttributeReaderTests {
    @Test func aDefaultLetsEmptyValuesThroughWhenItsValuePasses() throws {
        let inRange = try SchemaTesting.accepted([Rule(["a"], "default", ["value": "user"]), Rule(["a"], "in", ["range": ["user"]], skipOnEmpty: false)])
        #expect(inRange.set.mayContain(.null) && inRange.set.mayContain("") && !inRange.set.mayContain("x") && inRange.gaps.isEmpty)
        let outside = try SchemaTesting.accepted([Rule(["a"], "default", ["value": "x"]), Rule(["a"], "in", ["range": ["user"]], skipOnEmpty: false)])
        #expect(!outside.set.mayContain(.null) && !outside.set.mayContain(""))
    }

    @Test func checksAfterAFilterAreGaps() throws {
        let result = try SchemaTesting.accepted([Rule(["a"], "filter", ["filter": "intval"]), Rule(["a"], "integer", ["min": 5])])
        #expect(result.set.isAny)
        #expect(result.gaps.map(\.description) == [
            "a: rule #1 integer: min and max also bound numeric strings (\"42\"), which the schema checks only for their format",
            "a: rule #1 integer: it checks the value after the filter of rule #0 changed it; not expressed",
        ])
    }

    @Test func checksAfterATrimKeepMinimumLengths() throws {
        let result = try SchemaTesting.accepted([Rule(["a"], "trim"), Rule(["a"], "string", ["min": 2, "max": 3])])
        #expect(!result.set.mayContain("a") && result.set.mayContain("abcdef") && result.set.mayContain("  "))
        #expect(result.gaps.map(\.description) == ["a: rule #1 string: it checks the value after the trim of rule #0; only minimum lengths carry over to the schema"])
        let lossless = try SchemaTesting.accepted([Rule(["a"], "trim"), Rule(["a"], "string", ["min": 2])])
        #expect(lossless.gaps.isEmpty)
    }

    @Test func conditionsAreGapsAndConstrainNothing() throws {
        let result = try SchemaTesting.accepted([Rule(["a"], "string", ["max": 1], when: .attribute("b", equals: "x"))])
        #expect(result.set.isAny)
        #expect(result.gaps.map(\.description) == ["a: rule #0 string: it runs only when its condition on the model holds (when); not expressed"])
    }

    @Test func childrenReportOnTheirOwner() throws {
        let result = try SchemaTesting.accepted([Rule(["a"], "each", ["rule": ["type": "compare", "compareAttribute": "b"]])])
        #expect(result.gaps.map(\.description) == ["a: rule #0 each: its compare rule: compares with another attribute (b)"])
    }

    @Test func allOfRunsItsChildrenInOrder() throws {
        let result = try SchemaTesting.accepted([Rule(["a"], "allOf", ["validators": [["type": "trim"], ["type": "string", "min": 2, "max": 3]]])])
        #expect(!result.set.mayContain("a") && result.set.mayContain("   abc   "))
        #expect(result.gaps.map(\.description) == ["a: rule #0 allOf: its string rule: it checks the value after its trim rule; only minimum lengths carry over to the schema"])
    }

    @Test func anotherAttributesDateCanOverwrite() throws {
        let ruleSet = try RuleSet([
            Rule(["a"], "integer", ["max": 5]),
            Rule(["d"], "date", ["format": "php:Y-m-d", "timestampAttribute": "a"]),
            Rule(["a"], "string"),
        ])
        let export = try JSONSchemaExporter(ruleSet: ruleSet).export()
        #expect(export.gaps.map(\.description) == [
            "a: rule #2 string: it checks the value rule #1 (date) writes into a; not expressed",
            "a: rule #0 integer: min and max also bound numeric strings (\"42\"), which the schema checks only for their format",
            "d: rule #1 date: only the types are expressed: the date format is not",
        ])
        let a = try #require(export.document.objectValue?["properties"]?.objectValue?["a"])
        #expect(JSONWriter.string(a) == #"{"title":"A","type":["integer","string","array","object","null"],"maximum":5,"maxItems":0,"maxProperties":0,"anyOf":[{"maxLength":0},{"pattern":"^[+\\-]?[0-9]+\\n?$"}]}"#)
    }

    @Test func databaseRulesLeaveTheValueSoLaterRulesStillCount() throws {
        var registry = ValidatorRegistry.builtIn
        registry.register(store: InMemoryRecordStore(["users": []]))
        let rules = try RuleSet([Rule(["email"], "unique", ["targetClass": "users"]), Rule(["email"], "string", ["max": 254]),
                                 Rule(["team"], "exist", ["targetClass": "users", "targetAttribute": "id"])], registry: registry)
        let export = try JSONSchemaExporter(ruleSet: rules).export(scenario: "default")
        #expect(export.gaps.map(\.description) == [
            "email: rule #0 unique: it looks records up in a database (unique); not expressed",
            "team: rule #2 exist: it looks records up in a database (exist); not expressed",
        ])
        let email = try #require(export.document.objectValue?["properties"]?.objectValue?["email"]?.objectValue)
        #expect(email["maxLength"] == 254)
    }

    @Test func swiftValidatorsAreGaps() throws {
        struct Even: Validator {
            func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {}
        }
        let inline = InlineValidator(code: "x.invalid", message: "bad") { _, _, _ in true }
        let result = try SchemaTesting.accepted([Rule(["a"], validator: Even(), name: "even"), Rule(["a"], validator: inline),
                                                 Rule(["a"], "string")])
        // The Swift validator runs first and may change the value: nothing after it holds.
        #expect(result.set.isAny)
        #expect(result.gaps.map(\.description) == [
            "a: rule #1 inline: an inline validator (a Swift closure) is not expressed",
            "a: rule #0 even: a validator written in Swift is not expressed",
            "a: rule #2 string: it checks the value after the even of rule #0 changed it; not expressed",
        ])
    }
}
