import Testing
@testable import ModelValidation

/// A typed model with database rules, its rule set built where the store exists.
private struct Enrollment: TypedModel, Sendable {
    var username = ""
    var email = ""
    var validation = ValidationState()
    let ruleSet: RuleSet
    static let attributes: AttributeTable<Enrollment> = [.attribute("username", \.username), .attribute("email", \.email)]

    static func rules(_ registry: ValidatorRegistry) throws -> RuleSet {
        try RuleSet(for: Enrollment.self, registry: registry) {
            Validate(\.username, .required, .unique(targetClass: "users"))
            Validate(\.email, .required, .email, .unique(targetClass: "users", filter: .compare("deleted", .equal, false)))
        }
    }
}

struct ValidatorSpecRecordFactoriesTests {
    @Test func typedChecksAreTheJSONRules() {
        let unique: Check<Enrollment> = .unique(targetClass: "people", targetAttribute: ["first", "last"], junction: .or,
                                            filter: .isNull("deletedAt"), primaryKey: "id", store: "main")
        #expect(unique.spec.jsonValue == [
            "type": "unique", "targetClass": "people", "targetAttribute": ["first", "last"], "targetAttributeJunction": "or",
            "filter": ["deletedAt": nil], "store": "main", "primaryKey": "id",
        ])
        let exist: Check<Enrollment> = .exist(targetClass: "users", targetAttribute: ["userId": "id"], allowArray: true)
        #expect(exist.spec.jsonValue == ["type": "exist", "targetClass": "users", "targetAttribute": ["userId": "id"], "allowArray": true])
        #expect(Check<Enrollment>.unique.spec.jsonValue == ["type": "unique"])
        #expect(Check<Enrollment>.exist.spec.jsonValue == ["type": "exist"])
        #expect(TargetAttribute.column("email_address").jsonValue == "email_address")
        #expect(TargetAttribute.attributes(["a", "b"]) == ["a", "b"])
        #expect(TargetAttribute.columns([(attribute: "a", column: "x")]) == ["a": "x"])
    }

    @Test func aTypedModelChecksTheDatabase() async throws {
        let store = InMemoryRecordStore(["users": [["username": "ann", "email": "ann@example.com", "deleted": true]]])
        var registration = Enrollment(ruleSet: try Enrollment.rules(registry(with: store)))
        registration.assign(["username": "ann", "email": "ann@example.com"])
        #expect(try await registration.validateAsync() == false)
        #expect(registration.errors.attributes == ["username"])   // ann's address belongs to a deleted account
        #expect(registration.firstError("username") == "Username \"ann\" has already been taken.")
    }
}
