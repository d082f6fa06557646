import Testing
import ModelValidation
@testable import ModelValidationSchema

struct ExportedSchemaTests {
    @Test func theComponentHasNoDialect() throws {
        let export = try JSONSchemaExporter(ruleSet: try RuleSet([Rule(["a"], "safe")])).export()
        #expect(export.component == ["type": "object", "properties": ["a": ["title": "A"]]])
        #expect(export.scenario == "default" && !export.isStrict && export.gaps.isEmpty)
    }

    @Test func jsonIsIndented() throws {
        let export = try JSONSchemaExporter(ruleSet: try RuleSet([Rule(["a"], "required", ["strict": true]), Rule(["a"], "in", ["range": [1, 2]])])).export()
        #expect(export.json == """
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "type": "object",
          "properties": {
            "a": {
              "title": "A",
              "anyOf": [
                {
                  "type": ["string", "array", "object"],
                  "maxItems": 0,
                  "maxProperties": 0,
                  "anyOf": [
                    {"maxLength": 0},
                    {
                      "pattern": "^[\\\\t-\\\\r ]*[+\\\\-]?(?:[0-9]+(?:\\\\.[0-9]*)?|\\\\.[0-9]+)(?:[Ee][+\\\\-]?[0-9]+)?[\\\\t-\\\\r ]*$"
                    }
                  ]
                },
                {"enum": [1, 2, true]}
              ]
            }
          },
          "required": ["a"]
        }

        """)
    }

    @Test func openAPIWrapsEachScenarioAsAComponent() throws {
        let rules = try RuleSet([Rule(["name"], "required"), Rule(["level"], "integer", on: ["sign up"])])
        let api = try JSONSchemaExporter(ruleSet: rules).openAPI(title: "Accounts", version: "2.0")
        let document = try #require(api.document.objectValue)
        #expect(document.keys == ["openapi", "info", "components"])
        #expect(document["openapi"] == "3.1.0")
        #expect(document["info"] == ["title": "Accounts", "version": "2.0"])
        let schemas = try #require(document["components"]?.objectValue?["schemas"]?.objectValue)
        #expect(schemas.keys == ["default", "sign_up"])
        #expect(schemas["sign_up"] == api.schemas[1].component)
        #expect(api.schemas.map(\.scenario) == ["default", "sign up"])
        let one = try JSONSchemaExporter(ruleSet: rules).openAPI(title: "A", version: "1", scenarios: ["default"], strict: true)
        #expect(one.document.objectValue?["components"]?.objectValue?["schemas"]?.objectValue?.keys == ["default"])
        #expect(one.schemas[0].isStrict)
    }

    @Test func scenariosWhoseNamesMeetKeepTheirOwnComponents() throws {
        let rules = try RuleSet([
            Rule(["name"], "required", on: ["sign up"]), Rule(["level"], "integer", on: ["sign_up"]),
            Rule(["code"], "string", on: ["sign_up_2"]),
        ])
        let api = try JSONSchemaExporter(ruleSet: rules).openAPI(title: "Accounts", version: "1", scenarios: ["sign up", "sign_up", "sign_up_2"])
        #expect(api.componentNames == ["sign_up", "sign_up_2", "sign_up_2_2"])
        let schemas = try #require(api.document.objectValue?["components"]?.objectValue?["schemas"]?.objectValue)
        #expect(schemas.keys == ["sign_up", "sign_up_2", "sign_up_2_2"])
        for (name, schema) in zip(api.componentNames, api.schemas) { #expect(schemas[name] == schema.component) }
        #expect(schemas["sign_up"]?.objectValue?["required"] == ["name"])
    }

    @Test func componentNamesKeepWhatOpenAPIAllows() {
        #expect(OpenAPIExport.componentName("sign-up.v2_x") == "sign-up.v2_x")
        #expect(OpenAPIExport.componentName("sign up/é") == "sign_up__")
        #expect(OpenAPIExport.componentName("") == "_")
    }
}
