import Testing
import ModelValidation
@testable import ModelValidationCLI

/// `model-validate schema` on fixture schemas, compared with golden outputs, and the JSON Schema
/// gaps `explain` lists.
struct JSONSchemaCommandTests {
    static let goldens: [(String, [String], Int32)] = [
        ("schema-default.txt", ["schema", "--rules", "signup.json"], 0),
        ("schema-default.txt", ["schema", "--rules", "signup.json", "--format", "json-schema"], 0),
        ("schema-admin-strict.txt", ["schema", "--rules", "signup.json", "--scenario", "admin", "--strict"], 0),
        ("schema-openapi.txt", ["schema", "--rules", "signup.json", "--format", "openapi"], 0),
        ("schema-orders.txt", ["schema", "--rules", "orders.json"], 0),
        ("schema-orders-openapi-strict.txt", ["schema", "--rules", "orders.json", "--format", "openapi", "--strict"], 0),
    ]

    @Test(arguments: goldens)
    func golden(name: String, arguments: [String], status: Int32) throws {
        try CLI.expectGoldenRun(name, arguments, status: status)
    }

    static let failures: [([String], String)] = [
        (["schema"], "model-validate: schema needs --rules SCHEMA.json\n"),
        (["schema", "--rules", "signup.json", "x"], "model-validate: schema takes no operands (use --rules)\n"),
        (["schema", "--rules", "signup.json", "--format", "yaml"], "model-validate: --format must be json-schema or openapi, not \"yaml\"\n"),
        (["schema", "--rules", "signup.json", "--scenario", "nope"],
         "model-validate: signup.json: unknown scenario \"nope\" (the schema declares: default, admin)\n"),
        (["schema", "--rules", "scenarios-only.json"],
         "model-validate: scenarios-only.json: unknown scenario \"default\" (the schema declares: register, update); name one with --scenario\n"),
        (["schema", "--rules", "broken-schema.json"], "model-validate: broken-schema.json: extra: unknown key (expected attributes, labels, rules, scenarios) (and 9 more; run \"model-validate check\" to list them)\n"),
    ]

    @Test(arguments: failures)
    func refuses(arguments: [String], message: String) {
        let result = CLI.run(arguments)
        #expect(result.stderr == message)
        #expect(result.stdout == "")
        #expect(result.status == 2)
    }

    /// A schema without the default scenario: OpenAPI lists each of its scenarios, and a JSON
    /// Schema is written for the one named.
    @Test func aSchemaWithoutTheDefaultScenarioIsExported() throws {
        let openAPI = CLI.run(["schema", "--rules", "scenarios-only.json", "--format", "openapi"])
        #expect(openAPI.status == 0)
        #expect(openAPI.stderr == "")
        let document = try #require(try? JSONReader.parse(Array(openAPI.stdout.utf8)))
        guard case .object(let root) = document, case .object(let components)? = root["components"],
              case .object(let schemas)? = components["schemas"] else {
            Issue.record("no components.schemas in \(openAPI.stdout)")
            return
        }
        #expect(schemas.keys == ["register", "update"])
        let update = CLI.run(["schema", "--rules", "scenarios-only.json", "--scenario", "update"])
        #expect(update.status == 0)
        #expect(update.stdout.contains(#""required": ["email"]"#))
        #expect(!update.stdout.contains("password"))
    }

    @Test func openAPIForOneScenario() throws {
        let result = CLI.run(["schema", "--rules", "signup.json", "--format", "openapi", "--scenario", "admin"])
        #expect(result.status == 0)
        let document = try JSONReader.parse(Array(result.stdout.utf8))
        #expect(document.objectValue?["components"]?.objectValue?["schemas"]?.objectValue?.keys == ["admin"])
        #expect(document.objectValue?["info"] == ["title": "signup.json", "version": "1.0.0"])
    }

    @Test func explainAndTheSchemaListAStrictComparisonWithANumber() throws {
        let explained = CLI.run(["explain", "--rules", "strict-numbers.json"])
        #expect(explained.status == 0)
        #expect(explained.stdout.hasSuffix("""

              not in its JSON Schema:
                x: rule #0 notEquals: === tells 1 from 1.0 and JSON Schema does not, so numbers equal to 1 are not excluded
                y: rule #1 in: === tells 2 from 2.0 and JSON Schema does not, so numbers equal to 2 are not excluded

            """))
        let schema = CLI.run(["schema", "--rules", "strict-numbers.json"])
        let document = try JSONReader.parse(Array(schema.stdout.utf8))
        #expect(document.objectValue?["$comment"] == .string("Not expressed (the engine still checks them): "
            + "x: rule #0 notEquals: === tells 1 from 1.0 and JSON Schema does not, so numbers equal to 1 are not excluded; "
            + "y: rule #1 in: === tells 2 from 2.0 and JSON Schema does not, so numbers equal to 2 are not excluded"))
        // null is skipped by both rules, and the schema lets it through.
        #expect(document.objectValue?["properties"]?.objectValue?["y"] == ["title": "Y", "type": ["number", "string", "boolean", "array", "object", "null"], "not": ["enum": ["b"]]])
    }

    @Test func explainListsWhatTheSchemaLeavesOut() throws {
        let root = SmokeTests.packageRoot + "/"
        let text = ModelValidateCommand.run(arguments: ["explain", "--rules", root + "Examples/registration/rules.json", "--scenario", "register"]).stdout
        #expect(text.hasSuffix("""

          not in its JSON Schema:
            passwordRepeat: rule #8 compare: compares with another attribute (password)
            age: rule #9 integer: min and max also bound numeric strings ("42"), which the schema checks only for their format
            website: rule #10 url: with defaultScheme, only the type and the length limit are expressed
            bio: rule #14 string: it checks the value after the trim of rule #13; only minimum lengths carry over to the schema

        """))
        let json = ModelValidateCommand.run(arguments: ["explain", "--rules", root + "Examples/registration/rules.json",
                                                        "--scenario", "register", "--format", "json"]).stdout
        let scenario = try #require(try JSONReader.parse(Array(json.utf8)).objectValue?["scenarios"]?.arrayValue?.first?.objectValue)
        #expect(scenario["notInJSONSchema"]?.arrayValue?.first
            == ["attribute": "passwordRepeat", "index": 8, "type": "compare", "reason": "compares with another attribute (password)"])
        #expect(scenario["notInJSONSchema"]?.arrayValue?.count == 4)
    }
}
