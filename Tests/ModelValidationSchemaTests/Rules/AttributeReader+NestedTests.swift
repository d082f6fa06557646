import Testing
import ModelValidation
@testable import ModelValidationSchema

/// Reading a data-form `nested` rule: the objects (or lists of objects) it lets through.
struct AttributeReaderNestedTests {
    static let address: AttributeValue = ["attributes": ["city", "zip"], "rules": [
        ["attributes": ["city"], "type": "required"],
        ["attributes": ["zip"], "type": "match", "pattern": "/^[0-9]{5}$/"],
    ]]

    @Test func anObjectsNestedAttributesAreItsProperties() throws {
        let result = try SchemaTesting.accepted([Rule(["a"], "nested", ["schema": Self.address])])
        #expect(result.gaps.isEmpty)
        let objects = try #require(result.set.objects?.properties)
        #expect(objects.properties.map(\.name) == ["city", "zip"])
        #expect(objects.property(named: "city")?.allowsMissing == false && objects.property(named: "zip")?.allowsMissing == true)
        #expect(objects.property(named: "city")?.annotations == ["title": "City"])
        #expect(result.set.mayContain(["city": "Oslo", "zip": "01234", "other": 1]))
        #expect(!result.set.mayContain(["city": "Oslo", "zip": "1"]) && !result.set.mayContain(["zip": "01234"]))
        // The rule skips empty values; other shapes fail.
        #expect(result.set.mayContain(.null) && result.set.mayContain("") && result.set.mayContain([]))
        #expect(!result.set.mayContain("x") && !result.set.mayContain([["city": "Oslo"]]) && result.set.arrays == .empty)
    }

    @Test func aListHasItsBoundsAndObjects() throws {
        let rule = Rule(["a"], "nested", ["list": true, "min": 2, "max": 3, "schema": Self.address])
        let result = try SchemaTesting.accepted([rule])
        let one: AttributeValue = ["city": "Oslo"]
        #expect(result.set.mayContain([]) && !result.set.mayContain([one]) && result.set.mayContain([one, one]))
        #expect(!result.set.mayContain([one, one, one, one]) && !result.set.mayContain([one, 5]))
        let required = try SchemaTesting.accepted([Rule(["a"], "required"), rule])
        #expect(!required.set.mayContain([]) && required.set.mayContain([one, one]))
        let strict = try SchemaTesting.accepted([Rule(["a"], "nested", ["list": true, "min": 2, "schema": Self.address], skipOnEmpty: false)])
        #expect(!strict.set.mayContain([]) && !strict.set.mayContain(.null))
    }

    @Test func gapsOfTheNestedRulesNameTheirPath() throws {
        let schema: AttributeValue = ["attributes": ["qty"], "rules": [["attributes": ["qty"], "type": "integer", "min": 1]]]
        let list = try SchemaTesting.accepted([Rule(["a"], "nested", ["list": true, "schema": schema])])
        #expect(list.gaps.map(\.description) == [
            "a.*.qty: rule #0 nested: its schema's rule #0 integer: min and max also bound numeric strings (\"42\"), which the schema checks only for their format",
        ])
        let deep: AttributeValue = ["attributes": ["inner"], "rules": [["attributes": ["inner"], "type": "nested", "schema": schema]]]
        let object = try SchemaTesting.accepted([Rule(["a"], "safe"), Rule(["a"], "nested", ["schema": deep])])
        #expect(object.gaps.map(\.description) == [
            "a.inner.qty: rule #1 nested: its schema's rule #0 nested: its schema's rule #0 integer: min and max also bound numeric strings (\"42\"), which the schema checks only for their format",
        ])
    }

    @Test func nestedFiltersChangeTheValueForTheRulesAfter() throws {
        let trimmed: AttributeValue = ["attributes": ["city"], "rules": [["attributes": ["city"], "type": "trim"]]]
        let rules = [Rule(["a"], "nested", ["schema": trimmed]), Rule(["a"], "each", ["rule": ["type": "string", "max": 3]])]
        var reader = AttributeReader(attribute: "a", holdsAssignedObjects: true)
        let set = reader.read(try RuleSet(rules).rules.map(AttributeReader.Step.rule))
        #expect(reader.gaps.map(\.description) == ["a: rule #1 each: it checks the value after the nested of rule #0 changed it; not expressed"])
        #expect(set.mayContain(["city": "Oslo, Norway"]))
        // Without a filter, an assigned object is left as it is: the rules after see it.
        let plain: AttributeValue = ["attributes": ["city"], "rules": [["attributes": ["city"], "type": "required"]]]
        var kept = AttributeReader(attribute: "a", holdsAssignedObjects: true)
        let checked = kept.read(try RuleSet([Rule(["a"], "nested", ["schema": plain]), rules[1]]).rules.map(AttributeReader.Step.rule))
        #expect(kept.gaps.isEmpty && !checked.mayContain(["city": "Oslo, Norway"]) && checked.mayContain(["city": "Bo"]))
    }

    @Test func theTypedFormIsAGapOnlyOnTypedModels() throws {
        let rules = try RuleSet([Rule(["a"], "nested")])
        var dynamic = AttributeReader(attribute: "a")
        #expect(dynamic.read(rules.rules.map(AttributeReader.Step.rule)).isAny && dynamic.gaps.isEmpty)
        var typed = AttributeReader(attribute: "a", isTypedModel: true)
        #expect(typed.read(rules.rules.map(AttributeReader.Step.rule)).isAny)
        #expect(typed.gaps.map(\.description) == ["a: rule #0 nested: a typed nested model (an attribute table's .model or .models binding) is not expressed"])
    }

    @Test func theNestedScenarioIsTheOwnersWhenDeclared() throws {
        let schema = try ModelSchema(attributes: ["x"], rules: [Rule(["x"], "required", on: ["create"])])
        let inherited = NestedValidator(schema: schema)
        #expect(inherited.nestedScenario(parent: "create") == "create" && inherited.nestedScenario(parent: "update") == "default")
        #expect(NestedValidator(schema: schema, scenario: .fixed("create")).nestedScenario(parent: "update") == "create")
        #expect(NestedValidator(schema: schema, scenario: .own).nestedScenario(parent: "create") == "default")
        let ruleSet = try RuleSet([Rule(["a"], validator: inherited, name: "nested", on: ["create", "update"])])
        let create = try SchemaTesting.accepted(ruleSet.rules.map(\.rule), scenario: "create")
        #expect(!create.set.mayContain(["y": 1]))
        let update = try SchemaTesting.accepted(ruleSet.rules.map(\.rule), scenario: "update")
        #expect(update.set.mayContain(["y": 1]))
    }
}
