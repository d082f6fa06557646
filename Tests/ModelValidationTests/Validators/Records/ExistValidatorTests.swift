import Testing
@testable import ModelValidation

struct ExistValidatorTests {
    static let tables: [String: [AttributeObject]] = [
        "users": [["id": 1, "active": true], ["id": 2, "active": false], ["id": 3, "active": true]],
    ]

    func run(_ rule: Rule, _ input: AttributeObject) async throws -> (DynamicModel, [RecordQuery]) {
        let store = RecordingStore(Self.tables)
        var model = makeModel(input.keys, [rule], store: store)
        for (name, value) in input { _ = model.setValue(value, of: name) }
        try await model.validateAsync()
        return (model, await store.queries)
    }

    static let userId = Rule(["userId"], "exist", ["targetClass": "users", "targetAttribute": ["userId": "id"]])

    @Test func aForeignKeyThatExists() async throws {
        let (model, queries) = try await run(Self.userId, ["userId": 2])
        #expect(model.errors.isEmpty)
        #expect(queries == [RecordQuery(table: "users", condition: .compare("id", .equal, 2))])
    }

    @Test func aMissingOne() async throws {
        let (model, _) = try await run(Self.userId, ["userId": 9])
        #expect(model.errors["userId"].map(\.code) == ["exist.missing"])
        #expect(model.firstError("userId") == "User Id is invalid.")
        let (custom, _) = try await run(Rule(["userId"], "exist", ["targetClass": "users", "targetAttribute": ["userId": "id"]],
                                             message: "No user {value}."), ["userId": 9])
        #expect(custom.firstError("userId") == "No user 9.")
    }

    @Test func aFilter() async throws {
        let rule = Rule(["userId"], "exist", ["targetClass": "users", "targetAttribute": "id", "filter": ["active": true]])
        let (inactive, queries) = try await run(rule, ["userId": 2])
        #expect(inactive.errors["userId"].map(\.code) == ["exist.missing"])
        #expect(queries == [RecordQuery(table: "users", condition: .and([.compare("id", .equal, 2), .compare("active", .equal, true)]))])
    }

    @Test func anArrayWithoutAllowArrayIsInvalid() async throws {
        let (model, queries) = try await run(Self.userId, ["userId": [1, 2]])
        #expect(model.errors["userId"].map(\.code) == ["exist.invalidValue"])
        #expect(model.firstError("userId") == "User Id is invalid.")
        #expect(queries.isEmpty)
    }

    @Test func everyValueOfAnArrayMustExist() async throws {
        let rule = Rule(["userIds"], "exist", ["targetClass": "users", "targetAttribute": "id", "allowArray": true])
        let (all, queries) = try await run(rule, ["userIds": [1, 3, 1, "3"]])
        #expect(all.errors.isEmpty)
        // Distinct values only (PHP's array_unique compares string forms), each looked up.
        #expect(Set(queries) == [RecordQuery(table: "users", condition: .compare("id", .equal, 1)),
                                 RecordQuery(table: "users", condition: .compare("id", .equal, 3))])
        let (some, _) = try await run(rule, ["userIds": [1, 9]])
        #expect(some.errors["userIds"].map(\.code) == ["exist.missing"])
        let (nested, _) = try await run(rule, ["userIds": [[1]]])
        #expect(nested.errors["userIds"].map(\.code) == ["exist.invalidValue"])
        let (single, _) = try await run(rule, ["userIds": 2])
        #expect(single.errors.isEmpty)
    }

    /// The list is the request's: a thousand values are a thousand lookups at most, never a
    /// thousand queries waiting on the database at once, and the first missing value ends them.
    @Test func aLongArrayIsLookedUpAFewValuesAtATime() async throws {
        let rule = Rule(["userIds"], "exist", ["targetClass": "users", "targetAttribute": "id", "allowArray": true])
        let store = InMemoryRecordStore(["users": (1...1000).map { ["id": .int($0)] }], latency: .milliseconds(1))
        var all = makeModel(["userIds"], [rule], store: store)
        _ = all.setValue(.array((1...1000).map { .int($0) }), of: "userIds")
        try await all.validateAsync()
        #expect(all.errors.isEmpty)
        #expect(store.queryCount == 1000)
        #expect(store.peakConcurrentQueries == ExistValidator.maxLookupsInFlight)

        let sparse = InMemoryRecordStore(["users": [["id": 1], ["id": 2], ["id": 3]]], latency: .milliseconds(1))
        var some = makeModel(["userIds"], [rule], store: sparse)
        _ = some.setValue(.array((1...1000).map { .int($0) }), of: "userIds")
        try await some.validateAsync()
        #expect(some.errors["userIds"].map(\.code) == ["exist.missing"])
        // The first eight lookups, and one more for each of 1, 2 and 3 found before a missing one.
        #expect(sparse.queryCount <= ExistValidator.maxLookupsInFlight + 3)
        #expect(sparse.peakConcurrentQueries <= ExistValidator.maxLookupsInFlight)
    }

    @Test(arguments: [
        (Rule(["a"], "exist", ["targetClass": "users", "targetAttribute": ["a", "b"], "allowArray": true]),
         "rules[0].targetAttribute: with allowArray, targetAttribute must name a single column"),
        (Rule(["a"], "exist", ["targetRelation": "user"]),
         "rules[0].targetRelation: relations need ActiveRecord; name the targetClass and targetAttribute instead"),
        (Rule(["a"], "exist", ["targetClass": "users", "allowArray": "yes"]), "rules[0].allowArray: expected a boolean, got string"),
    ])
    func configurationMistakes(rule: Rule, message: String) {
        #expect(ruleError([rule], store: InMemoryRecordStore(Self.tables))?.description == message)
    }
}
