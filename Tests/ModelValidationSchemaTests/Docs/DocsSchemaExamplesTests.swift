import Testing
import ModelValidation
import ModelValidationSchema

// Twins of the Swift example in Docs/Schema.md.

struct DocsSchemaExamplesTests {
    @Test func exportAndOpenAPI() throws {
        let rules = try RuleSet([
            Rule(["email", "age"], "required"),
            Rule(["email"], "email"),
            Rule(["age"], "integer", ["min": 18]),
        ])
        let exporter = JSONSchemaExporter(ruleSet: rules, labels: ["email": "E-mail"])
        let export = try exporter.export(strict: true)
        #expect(export.document.objectValue?["additionalProperties"] == false)
        #expect(export.document.objectValue?["required"] == ["email", "age"])
        #expect(export.document.objectValue?["properties"]?.objectValue?["email"]?.objectValue?["title"] == "E-mail")
        #expect(export.json.hasPrefix("{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n"))
        #expect(export.gaps.map(\.description) == [
            "age: rule #2 integer: min and max also bound numeric strings (\"42\"), which the schema checks only for their format",
        ])
        let api = try exporter.openAPI(title: "Accounts", version: "1.0")
        #expect(api.document.objectValue?["openapi"] == "3.1.0")
        #expect(api.document.objectValue?["components"]?.objectValue?["schemas"]?.objectValue?.keys == ["default"])
    }
}
