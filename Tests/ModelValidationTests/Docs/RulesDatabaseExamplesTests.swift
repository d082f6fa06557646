import Testing
@testable import ModelValidation

// The `unique` and `exist` examples of Docs/Rules.md.
struct RulesDatabaseExamplesTests {
    @Test func uniqueTogether() async throws {
        let peopleRegistry = registry(with: InMemoryRecordStore(["people": [["firstName": "Ann", "lastName": "Lee"]]]))
        var person = try DynamicModel(attributes: ["firstName", "lastName"], rules: [
            Rule(["firstName", "lastName"], "required"),
            Rule(["firstName"], "unique", ["targetClass": "people", "targetAttribute": ["firstName", "lastName"]]),
        ], registry: peopleRegistry)
        person.assign(["firstName": "Ann", "lastName": "Lee"])
        try await person.validateAsync()
        #expect(person.firstError("firstName") == "The combination \"Ann\"-\"Lee\" of First Name and Last Name has already been taken.")
        #expect(person.errors["firstName"].map(\.code) == ["unique.combinationTaken"])
    }

    @Test func existingForeignKey() async throws {
        let usersRegistry = registry(with: InMemoryRecordStore(["users": [["id": 1]]]))
        var order = try DynamicModel(attributes: ["userId"], rules: [
            Rule(["userId"], "exist", ["targetClass": "users", "targetAttribute": ["userId": "id"]]),
        ], registry: usersRegistry)
        order.assign(["userId": 42])
        try await order.validateAsync()
        #expect(order.firstError("userId") == "User Id is invalid.")
        #expect(order.errors["userId"].map(\.code) == ["exist.missing"])
        order.assign(["userId": 1])
        #expect(try await order.validateAsync())
    }
}
