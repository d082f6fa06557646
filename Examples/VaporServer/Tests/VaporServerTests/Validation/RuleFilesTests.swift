import ModelValidation
import Testing
@testable import VaporServer

/// The rules files are built at start, with the store; a mistake stops the server there.
struct RuleFilesTests {
    @Test func theRulesFilesBuildWithTheirScenarios() throws {
        let rules = try RuleFiles(store: InMemoryRecordStore(["users": []]))
        #expect(rules.register.scenario == "register")
        #expect(rules.register.safeAttributes == ["username", "email", "password", "passwordRepeat", "age", "website"])
        #expect(rules.update.safeAttributes == ["email", "website"])
        #expect(rules.order.safeAttributes == ["userId", "items"])
    }

    @Test func aStoreWithoutTheTableStopsTheStart() {
        #expect {
            _ = try RuleFiles(store: SQLRecordStore(tables: ["accounts"]) { fatalError("never asked") })
        } throws: { error in
            "\(error)" == #"Rules/users.json: rules[19].targetClass: the record store "default" has no table "users""#
        }
    }
}
