import Testing
import ModelValidation
@testable import ModelValidationSchema

struct JSONSchemaExporterTests {
    static func registration() throws -> (ruleSet: RuleSet, labels: [String: String]) {
        let document = try SchemaTesting.json("Benchmarks/Fixtures/registration-rules.json")
        let object = try #require(document.objectValue)
        var scenarios = ScenarioMap()
        for (name, list) in try #require(object["scenarios"]?.objectValue) {
            scenarios[name] = try #require(list.arrayValue).compactMap(\.stringValue)
        }
        return (try RuleSet(json: try #require(object["rules"]), scenarios: scenarios), [:])
    }

    @Test func theRegistrationFormsRequiredPropertiesAndGaps() throws {
        let export = try JSONSchemaExporter(ruleSet: try Self.registration().ruleSet).export(scenario: "register")
        let document = try #require(export.document.objectValue)
        #expect(document.keys == ["$schema", "$comment", "type", "properties", "required"])
        #expect(document["$schema"] == "https://json-schema.org/draft/2020-12/schema")
        #expect(document["required"] == ["username", "email", "password"])
        #expect(document["properties"]?.objectValue?.keys == ["username", "email", "password", "passwordRepeat", "age", "website", "role", "bio"])
        #expect(export.gaps.map(\.description) == [
            "passwordRepeat: rule #8 compare: compares with another attribute (password)",
            "age: rule #9 integer: min and max also bound numeric strings (\"42\"), which the schema checks only for their format",
            "bio: rule #13 string: it checks the value after the trim of rule #12; only minimum lengths carry over to the schema",
        ])
        #expect(document["$comment"] == .string("Not expressed (the engine still checks them): " + export.gaps.map(\.description).joined(separator: "; ")))
    }

    @Test func theRegistrationFormsProperties() throws {
        let export = try JSONSchemaExporter(ruleSet: try Self.registration().ruleSet).export(scenario: "register")
        let properties = try #require(export.document.objectValue?["properties"]?.objectValue)
        #expect(JSONWriter.string(try #require(properties["username"]))
            == #"{"title":"Username","type":"string","minLength":3,"maxLength":32,"pattern":"^[0-9A-Z_a-z]+\\n?$"}"#)
        #expect(JSONWriter.string(try #require(properties["password"]))
            == #"{"title":"Password","type":"string","minLength":8,"pattern":"[A-Z]","allOf":[{"pattern":"[a-z]"},{"pattern":"[0-9]"}]}"#)
        #expect(JSONWriter.string(try #require(properties["role"])) == #"{"title":"Role","enum":["user","admin","editor","",true,null,[],{}]}"#)
        #expect(JSONWriter.string(try #require(properties["passwordRepeat"])) == #"{"title":"Password Repeat"}"#)
        #expect(JSONWriter.string(try #require(properties["bio"]))
            == #"{"title":"Bio","type":["number","string","boolean","array","object","null"],"maxItems":0,"maxProperties":0}"#)
    }

    @Test func aStrictNumberComparisonIsListedInTheComment() throws {
        let rules = try RuleSet([Rule(["x"], "notEquals", ["value": 1]), Rule(["y"], "in", ["range": [2], "not": true, "strict": true])])
        let export = try JSONSchemaExporter(ruleSet: rules).export()
        #expect(export.json == """
            {
              "$schema": "https://json-schema.org/draft/2020-12/schema",
              "$comment": "Not expressed (the engine still checks them): x: rule #0 notEquals: === tells 1 from 1.0 and JSON Schema does not, so numbers equal to 1 are not excluded; y: rule #1 in: === tells 2 from 2.0 and JSON Schema does not, so numbers equal to 2 are not excluded",
              "type": "object",
              "properties": {
                "x": {"title": "X"},
                "y": {"title": "Y"}
              }
            }

            """)
    }

    @Test func strictModeForbidsOtherKeys() throws {
        let rules = try RuleSet([Rule(["a", "!b"], "safe")])
        let strict = try JSONSchemaExporter(ruleSet: rules).export(strict: true)
        #expect(strict.isStrict && strict.document.objectValue?["additionalProperties"] == false)
        #expect(strict.document.objectValue?["properties"]?.objectValue?.keys == ["a"])
        #expect(try JSONSchemaExporter(ruleSet: rules).export().document.objectValue?["additionalProperties"] == nil)
    }

    /// "é" (U+00E9) and "e\u{301}" are two attributes to the engine, as to PHP: each has its
    /// property, and a strict schema lets both keys through.
    @Test func attributesSpelledAlikeAreTwoProperties() throws {
        let rules = [Rule(["\u{E9}"], "string", ["max": 1], skipOnEmpty: false), Rule(["e\u{301}"], "integer", skipOnEmpty: false)]
        let export = try JSONSchemaExporter(ruleSet: try RuleSet(rules)).export(strict: true)
        #expect(export.document.objectValue?["properties"]?.objectValue?.keys == ["\u{E9}", "e\u{301}"])
        #expect(export.document.objectValue?["required"] == ["\u{E9}", "e\u{301}"])
        #expect(JSONWriter.string(try SchemaTesting.property(rules, attribute: "\u{E9}")) == #"{"type":"string","maxLength":1}"#)
        #expect(JSONWriter.string(try SchemaTesting.property(rules, attribute: "e\u{301}"))
            == #"{"type":["integer","string"],"pattern":"^[+\\-]?[0-9]+\\n?$"}"#)
        let nested: AttributeValue = ["attributes": ["\u{E9}", "e\u{301}"], "rules": [
            ["attributes": ["\u{E9}"], "type": "in", "range": ["x"], "skipOnEmpty": false],
            ["attributes": ["e\u{301}"], "type": "in", "range": ["y"], "skipOnEmpty": false]]]
        #expect(JSONWriter.string(try SchemaTesting.property([Rule(["o"], "nested", ["schema": nested])], attribute: "o"))
            == #"{"type":["object","null"],"properties":{"\#u{E9}":{"title":"\#u{C9}","enum":["x",true]},"e\#u{301}":{"title":"E\#u{301}","enum":["y",true]}},"required":["\#u{E9}","e\#u{301}"]}"#)
    }

    @Test func labelsAreTitles() throws {
        let exporter = JSONSchemaExporter(ruleSet: try RuleSet([Rule(["firstName", "email"], "safe")]), labels: ["email": "E-mail"])
        let properties = try #require(try exporter.export().document.objectValue?["properties"]?.objectValue)
        #expect(properties["firstName"] == ["title": "First Name"])
        #expect(properties["email"] == ["title": "E-mail"])
    }

    @Test func anAttributeIsRequiredWhenItsRulesRejectItsInitialValue() throws {
        let rules = try RuleSet([Rule(["a", "b"], "string", ["max": 3], skipOnEmpty: false)])
        #expect(try JSONSchemaExporter(ruleSet: rules).export().document.objectValue?["required"] == ["a", "b"])
        let withDefaults = JSONSchemaExporter(ruleSet: rules, initialValues: ["b": "abc"])
        #expect(try withDefaults.export().document.objectValue?["required"] == ["a"])
    }

    @Test func aModelGivesItsRulesLabelsAndValues() throws {
        var model = try DynamicModel(attributes: ["name", "plan"], rules: [Rule(["name", "plan"], "required")], labels: ["plan": "Plan"])
        model["plan"] = "free"
        let export = try JSONSchemaExporter(model: model).export()
        #expect(export.document.objectValue?["required"] == ["name"])
        #expect(export.document.objectValue?["properties"]?.objectValue?["plan"]?.objectValue?["title"] == "Plan")
        #expect(export.document.objectValue?["properties"]?.objectValue?["name"]?.objectValue?["title"] == "Name")
    }

    /// Labels and initial values are an attribute's by its bytes, as the engine reads them:
    /// what is given for `"é"` is not `"e\u{301}"`'s, and a model's two spellings keep their own.
    @Test func labelsAndInitialValuesOfAttributesSpelledAlikeStayApart() throws {
        let composed = "\u{E9}", decomposed = "e\u{301}"
        let rules = try RuleSet([Rule([composed, decomposed], "string", ["max": 3], skipOnEmpty: false)])
        func facts(_ exporter: JSONSchemaExporter) throws -> (titles: [AttributeValue?], required: AttributeValue?) {
            let document = try #require(try exporter.export().document.objectValue)
            let properties = try #require(document["properties"]?.objectValue)
            return ([composed, decomposed].map { properties[$0]?.objectValue?["title"] }, document["required"])
        }
        let given = try facts(JSONSchemaExporter(ruleSet: rules, labels: [composed: "Accent"], initialValues: [composed: "abc"]))
        #expect(given.titles == ["Accent", .string("E\u{301}")])
        #expect(given.required == [.string(decomposed)])

        var model = DynamicModel(attributes: [composed, decomposed], ruleSet: rules, labels: [decomposed: "Combining"])
        model[decomposed] = "xyz"
        let exporter = JSONSchemaExporter(model: model)
        let fromModel = try facts(exporter)
        #expect(fromModel.titles == ["\u{C9}", "Combining"])
        #expect(fromModel.required == [.string(composed)])
        // The public dictionaries hold the first spelling's entries.
        #expect(exporter.labels.count == 1 && exporter.labels.keys.first.map { Array($0.utf8) } == Array(composed.utf8))
        #expect(exporter.initialValues.count == 1 && exporter.initialValues.first?.value == .null)

        let nested: AttributeValue = ["attributes": [.string(composed), .string(decomposed)], "labels": [composed: "Accent"],
                                      "rules": [["attributes": [.string(composed), .string(decomposed)], "type": "safe"]]]
        let property = try SchemaTesting.property([Rule(["o"], "nested", ["schema": nested])], attribute: "o")
        let titles = [composed, decomposed].map { property.objectValue?["properties"]?.objectValue?[$0]?.objectValue?["title"] }
        #expect(titles == ["Accent", .string("E\u{301}")])
    }

    @Test func defaultsAreAnnotations() throws {
        let rules = try RuleSet([Rule(["role"], "default", ["value": "user"]), Rule(["role"], "in", ["range": ["user", "admin"]])])
        let role = try #require(try JSONSchemaExporter(ruleSet: rules).export().document.objectValue?["properties"]?.objectValue?["role"])
        #expect(JSONWriter.string(role) == #"{"title":"Role","enum":["user","admin","",true,null,[],{}],"default":"user"}"#)
    }

    @Test func scenariosChooseAttributesAndRules() throws {
        let rules = try RuleSet([Rule(["email"], "required"), Rule(["email"], "email", on: ["signup"]), Rule(["isAdmin"], "boolean", on: ["admin"])])
        let signup = try JSONSchemaExporter(ruleSet: rules).export(scenario: "signup")
        #expect(signup.document.objectValue?["properties"]?.objectValue?.keys == ["email"])
        #expect(signup.document.objectValue?["properties"]?.objectValue?["email"]?.objectValue?["maxLength"] == 254)
        let admin = try JSONSchemaExporter(ruleSet: rules).export(scenario: "admin")
        #expect(admin.document.objectValue?["properties"]?.objectValue?.keys == ["email", "isAdmin"])
        #expect(admin.document.objectValue?["properties"]?.objectValue?["email"]?.objectValue?["maxLength"] == nil)
    }

    @Test func anUnknownScenarioIsAnError() throws {
        let rules = try RuleSet([Rule(["a"], "safe", on: ["admin"])])
        #expect(throws: SchemaExportError(unknownScenario: "nope", declared: ["default", "admin"])) {
            try JSONSchemaExporter(ruleSet: rules).export(scenario: "nope")
        }
        #expect(SchemaExportError(unknownScenario: "nope", declared: ["default", "admin"]).description
            == #"unknown scenario "nope" (the rule set declares: default, admin)"#)
    }

    static let shipping: AttributeValue = ["attributes": ["city", "zip"], "rules": [
        ["attributes": ["city"], "type": "string", "max": 20], ["attributes": ["!zip"], "type": "safe"]]]

    @Test func aNestedObjectIsDescribedAsTheDocumentHoldsIt() throws {
        let rules = try RuleSet([Rule(["shipping"], "required"), Rule(["shipping"], "nested", ["schema": Self.shipping])])
        let export = try JSONSchemaExporter(ruleSet: rules).export(strict: true)
        let document = try #require(export.document.objectValue)
        // `{}` is assigned as {"city": null, "zip": null}, which required accepts: no minProperties.
        #expect(JSONWriter.string(try #require(document["properties"]?.objectValue?["shipping"]))
            == #"{"title":"Shipping","type":"object","properties":{"city":{"title":"City","type":["string","array","object","null"],"maxLength":20,"maxItems":0,"maxProperties":0}}}"#)
        #expect(document["required"] == ["shipping"] && document["additionalProperties"] == false && export.gaps.isEmpty)
    }

    @Test func theCurrentNestedObjectDecidesWhatMayBeLeftOut() throws {
        let schema: AttributeValue = ["attributes": ["city"], "rules": [["attributes": ["city"], "type": "required"]]]
        let rules = try RuleSet([Rule(["shipping"], "nested", ["schema": schema])])
        let fresh = try JSONSchemaExporter(ruleSet: rules).export()
        #expect(fresh.document.objectValue?["properties"]?.objectValue?["shipping"]?.objectValue?["required"] == ["city"])
        let kept = try JSONSchemaExporter(ruleSet: rules, initialValues: ["shipping": ["city": "Oslo"]]).export()
        #expect(kept.document.objectValue?["properties"]?.objectValue?["shipping"]?.objectValue?["required"] == nil)
    }

    struct Order: TypedModel {
        var shipping: AttributeValue = .null
        var validation = ValidationState()
        static let attributes: AttributeTable<Order> = [.attribute(\.shipping)]
        static let rules = try! RuleSet([Rule(["shipping"], "nested", ["schema": JSONSchemaExporterTests.shipping])])
    }

    @Test func onATypedModelANestedSchemaChecksTheValueAsAssigned() throws {
        let export = try JSONSchemaExporter(model: Order()).export()
        // No nested assignment: "" and [] are skipped as empty, the unsafe zip is checked too.
        let shipping = JSONWriter.string(try #require(export.document.objectValue?["properties"]?.objectValue?["shipping"]))
        #expect(shipping
            == #"{"title":"Shipping","anyOf":[{"type":["array","object","null"],"maxItems":0,"properties":{"city":{"title":"City","type":["string","array","object","null"],"maxLength":20,"maxItems":0,"maxProperties":0},"zip":{"title":"Zip"}}},{"enum":[""]}]}"#)
        var order = Order()
        order.assign(["shipping": ""])
        #expect(try order.validate())
    }
}

