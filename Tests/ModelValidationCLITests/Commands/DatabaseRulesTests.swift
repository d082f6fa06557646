import Testing
import ModelValidation
@testable import ModelValidationCLI

/// Schemas with `unique` and `exist` rules: built against a stand-in store by `check`,
/// `explain` and `schema`; refused by `validate` unless `--skip-database-rules` is given.
/// `accounts.json` has `unique` (not in `import`), `exist` on a store named `archive` (only in
/// `register`) and an `exist` inside a nested schema.
struct DatabaseRulesTests {
    static let notChecked = "rules[3] (unique on username, email), rules[4] (exist on teamId), rules[5].schema.rules[0] (exist on name)"

    @Test func checkBuildsDatabaseRulesWithoutADatabase() {
        let result = CLI.run(["check", "accounts.json"])
        #expect(result.stdout == "accounts.json: ok (5 attributes, 6 rules, 2 scenarios)\n")
        #expect(result.stderr == "")
        #expect(result.status == 0)
    }

    @Test func checkStillReportsMistakesInDatabaseRules() {
        let result = CLI.run(["check", "broken-accounts.json"])
        #expect(result.stdout == """
        broken-accounts.json: rules[0].targetAttributeJunction: expected "and" or "or"
        broken-accounts.json: rules[1].filter: unsupported operator "nope"
        broken-accounts.json: rules[2].store: expected a string, got integer
        3 problems

        """)
        #expect(result.status == 2)
    }

    @Test func explainAndSchemaShowDatabaseRulesAsNotExpressed() {
        let explain = CLI.run(["explain", "--rules", "accounts.json", "--scenario", "register"])
        #expect(explain.status == 0)
        #expect(explain.stderr == "")
        #expect(explain.stdout.contains("  teamId     yes   no        #4 exist {\"on\":[\"register\"],\"targetClass\":\"teams\",\"targetAttribute\":\"id\",\"store\":\"archive\"}\n"))
        #expect(explain.stdout.contains("    teamId: rule #4 exist: it looks records up in a database (exist); not expressed\n"))
        let schema = CLI.run(["schema", "--rules", "accounts.json", "--scenario", "register"])
        #expect(schema.status == 0)
        #expect(schema.stderr == "")
        #expect(schema.stdout.contains("\"teamId\": {\"title\": \"Team\"}"))
    }

    @Test func validateRefusesDatabaseRulesNamingTheFirst() {
        let result = CLI.run(["validate", "--rules", "accounts.json", "--scenario", "register", "accounts.ndjson"])
        #expect(result.stdout == "")
        #expect(result.stderr == "model-validate: accounts.json: rules[3] (unique on username, email) looks records up in a database,"
                + " and model-validate has none; pass --skip-database-rules to validate the other rules\n")
        #expect(result.status == 2)
    }

    @Test func aRuleInsideANestedSchemaIsRefusedToo() {
        let schema = #"{"attributes": ["roles"], "rules": [{"attributes": ["roles"], "type": "nested", "list": true, "schema": {"attributes": ["name"], "rules": [{"attributes": ["name"], "type": "exist", "targetClass": "roles"}]}}]}"#
        let json = try! JSONReader.parse(Array(schema.utf8))
        let built = try! ModelSchema(json: json, registry: DatabaseRules.standIn.registry(for: json))
        #expect(DatabaseRules.asynchronousRules(in: built.ruleSet, scenario: "default") == ["rules[0].schema.rules[0] (exist on name)"])
    }

    @Test func aScenarioWithoutDatabaseRulesValidatesAsUsual() {
        let result = CLI.run(["validate", "--rules", "accounts.json", "--scenario", "import", "--format", "text", "accounts.ndjson"])
        #expect(result.stdout == """
        accounts.ndjson:2: invalid
          username: Username should contain at least 3 characters. (string.tooShort)
          email: Email is not a valid email address. (email.invalid)

        2 records: 1 valid, 1 invalid

        """)
        #expect(result.stderr == "")
        #expect(result.status == 1)
    }

    @Test func skippingRunsTheOtherRulesAndTheTextReportNamesTheSkipped() {
        let result = CLI.run(["validate", "--rules", "accounts.json", "--scenario", "register", "--skip-database-rules",
                              "--format", "text", "accounts.ndjson"])
        #expect(result.stdout == """
        accounts.ndjson:2: invalid
          username: Username should contain at least 3 characters. (string.tooShort)
          email: Email is not a valid email address. (email.invalid)

        2 records: 1 valid, 1 invalid
        not checked (no database): \(Self.notChecked)

        """)
        #expect(result.stderr == "")
        #expect(result.status == 1)
    }

    @Test func skippingKeepsTheirAttributesSafe() {
        // teamId and roles have no rule but database rules: they are still assigned.
        let result = CLI.run(["validate", "--rules", "accounts.json", "--scenario", "register", "--skip-database-rules",
                              "--strict", "-"], input: #"{"username": "cat", "email": "cat@example.com", "teamId": 9, "roles": [{"name": "x"}]}"#)
        #expect(result.stdout == #"{"file":"-","line":1,"record":1,"valid":true,"errors":{},"refused":{"unsafe":[],"unknown":[]},"attributes":{"id":null,"username":"cat","email":"cat@example.com","teamId":9,"roles":[{"name":"x"}]}}"# + "\n")
        #expect(result.stderr == "model-validate: not checked (no database): \(Self.notChecked)\n")
        #expect(result.status == 0)
    }

    @Test func theSummaryNamesTheSkippedRules() {
        let json = CLI.run(["validate", "--rules", "accounts.json", "--scenario", "register", "--skip-database-rules",
                            "--summary", "accounts.ndjson"])
        #expect(json.stdout == #"{"records":2,"valid":1,"invalid":1,"unreadable":0,"attributes":{"username":1,"email":1},"codes":{"string.tooShort":1,"email.invalid":1},"notChecked":["rules[3] (unique on username, email)","rules[4] (exist on teamId)","rules[5].schema.rules[0] (exist on name)"]}"# + "\n")
        #expect(json.stderr == "")
        let text = CLI.run(["validate", "--rules", "accounts.json", "--scenario", "register", "--skip-database-rules",
                            "--summary", "--format", "text", "accounts.ndjson"])
        #expect(text.stdout.hasPrefix("2 records: 1 valid, 1 invalid\nnot checked (no database): \(Self.notChecked)\n\nInvalid records by attribute:\n"))
        #expect(text.stderr == "")
    }

    @Test func skippingAScenarioWithoutDatabaseRulesSaysNothing() {
        let result = CLI.run(["validate", "--rules", "accounts.json", "--scenario", "import", "--skip-database-rules",
                              "--format", "text", "accounts.ndjson"])
        #expect(result.stdout.hasSuffix("\n2 records: 1 valid, 1 invalid\n"))
        #expect(result.stderr == "")
    }

    @Test func storeNamesAreCollectedAtAnyDepth() {
        let json: AttributeValue = ["rules": [["type": "exist", "store": "archive"],
                                              ["type": "nested", "schema": ["rules": [["type": "unique", "store": "replica"]]]],
                                              ["store": "not a rule"]]]
        #expect(DatabaseRules.storeNames(in: json) == ["archive", "replica"])
    }

    @Test func theStandInStoreNeverCounts() async {
        await #expect(throws: StandInRecordStore.NoDatabase.self) {
            try await StandInRecordStore().count(RecordQuery(table: "users", condition: .and([])))
        }
        #expect(StandInRecordStore().hasTable("anything"))
    }
}
