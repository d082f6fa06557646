import Testing
@testable import ModelValidation

struct UniqueValidatorTests {
    static let tables: [String: [AttributeObject]] = [
        "users": [
            ["id": 1, "username": "ann", "email": "ann@example.com", "deleted": false, "tenant": "a"],
            ["id": 2, "username": "bob", "email": "bob@example.com", "deleted": true, "tenant": "b"],
        ],
        "people": [["first": "Ann", "last": "Lee"]],
    ]

    /// Validates `input` against one rule and returns the model and the queries asked.
    func run(_ rule: Rule, _ input: AttributeObject, attributes: [String]? = nil,
             labels: [String: String] = [:]) async throws -> (DynamicModel, [RecordQuery]) {
        let store = RecordingStore(Self.tables)
        var model = makeModel(attributes ?? input.keys, [rule], store: store, labels: labels)
        for (name, value) in input { _ = model.setValue(value, of: name) }
        try await model.validateAsync()
        return (model, await store.queries)
    }

    @Test func aTakenValue() async throws {
        let (model, queries) = try await run(Rule(["username"], "unique", ["targetClass": "users"]), ["username": "ann"])
        #expect(model.errors["username"].map(\.code) == ["unique.taken"])
        #expect(model.firstError("username") == "Username \"ann\" has already been taken.")
        #expect(queries == [RecordQuery(table: "users", condition: .compare("username", .equal, "ann"))])
    }

    @Test func aFreeValueAndAnEmptyOne() async throws {
        let (free, _) = try await run(Rule(["username"], "unique", ["targetClass": "users"]), ["username": "cat"])
        #expect(free.errors.isEmpty)
        let (empty, queries) = try await run(Rule(["username"], "unique", ["targetClass": "users"]), ["username": ""])
        #expect(empty.errors.isEmpty)
        #expect(queries.isEmpty)   // skipOnEmpty
    }

    @Test func aColumnOfAnotherName() async throws {
        let (model, queries) = try await run(Rule(["login"], "unique", ["targetClass": "users", "targetAttribute": "username"]),
                                             ["login": "bob"])
        #expect(model.firstError("login") == "Login \"bob\" has already been taken.")
        #expect(queries == [RecordQuery(table: "users", condition: .compare("username", .equal, "bob"))])
    }

    @Test func attributesUniqueTogether() async throws {
        let rule = Rule(["first"], "unique", ["targetClass": "people", "targetAttribute": ["first", "last"]])
        let (taken, queries) = try await run(rule, ["first": "Ann", "last": "Lee"], labels: ["last": "Family name"])
        #expect(taken.errors["first"].map(\.code) == ["unique.combinationTaken"])
        #expect(taken.firstError("first") == "The combination \"Ann\"-\"Lee\" of First and Family name has already been taken.")
        #expect(queries == [RecordQuery(table: "people", condition: .and([.compare("first", .equal, "Ann"), .compare("last", .equal, "Lee")]))])
        let (free, _) = try await run(rule, ["first": "Ann", "last": "Kim"])
        #expect(free.errors.isEmpty)
    }

    @Test func attributesMappedToColumns() async throws {
        let rule = Rule(["name"], "unique", ["targetClass": "people", "targetAttribute": ["name": "first", "surname": "last", "city": "city"]])
        let (model, queries) = try await run(rule, ["name": "Ann", "surname": "Lee", "city": 7])
        #expect(model.errors.isEmpty)
        #expect(queries == [RecordQuery(table: "people", condition: .and([
            .compare("first", .equal, "Ann"), .compare("last", .equal, "Lee"), .compare("city", .equal, 7),
        ]))])
        // Three attributes: "A, B and C".
        let sentence = UniqueValidator.sentence(["Name", "Surname", "City"])
        #expect(sentence == "Name, Surname and City")
        #expect(UniqueValidator.sentence(["Name"]) == "Name")
    }

    @Test func aOneItemListComparesThatAttributesValue() async throws {
        // Yii: ["a2"] reads the model's a2 (not the validated attribute) and gives the single message.
        let rule = Rule(["alias"], "unique", ["targetClass": "users", "targetAttribute": ["username"]])
        let (model, queries) = try await run(rule, ["alias": "zed", "username": "ann"])
        #expect(model.firstError("alias") == "Alias \"zed\" has already been taken.")
        #expect(queries == [RecordQuery(table: "users", condition: .compare("username", .equal, "ann"))])
    }

    @Test func theJunctionOr() async throws {
        let rule = Rule(["username"], "unique", ["targetClass": "users", "targetAttribute": ["username", "email"],
                                                 "targetAttributeJunction": "or"])
        let (model, queries) = try await run(rule, ["username": "new", "email": "bob@example.com"])
        #expect(model.errors["username"].map(\.code) == ["unique.combinationTaken"])
        #expect(queries == [RecordQuery(table: "users", condition: .or([.compare("username", .equal, "new"), .compare("email", .equal, "bob@example.com")]))])
    }

    @Test func aFilter() async throws {
        let rule = Rule(["username"], "unique", ["targetClass": "users", "filter": ["deleted": false], "forceMasterDb": false])
        let (model, queries) = try await run(rule, ["username": "bob"])
        #expect(model.errors.isEmpty)   // bob's record is deleted
        #expect(queries == [RecordQuery(table: "users", condition: .and([.compare("username", .equal, "bob"), .compare("deleted", .equal, false)]),
                                        requiresPrimary: false)])
    }

    @Test func theModelsOwnRecordIsNotADuplicate() async throws {
        let rule = Rule(["email"], "unique", ["targetClass": "users", "primaryKey": "id"])
        // Updating record 1 with its own address: not taken.
        let (own, queries) = try await run(rule, ["id": 1, "email": "ann@example.com"])
        #expect(own.errors.isEmpty)
        #expect(queries == [RecordQuery(table: "users", condition: .and([.compare("email", .equal, "ann@example.com"), .compare("id", .notEqual, 1)]))])
        // Updating record 1 with record 2's address: taken.
        let (other, _) = try await run(rule, ["id": 1, "email": "bob@example.com"])
        #expect(other.errors["email"].map(\.code) == ["unique.taken"])
        // A new record (no id yet): every record counts.
        let (new, newQueries) = try await run(rule, ["id": nil, "email": "ann@example.com"])
        #expect(new.errors["email"].map(\.code) == ["unique.taken"])
        #expect(newQueries == [RecordQuery(table: "users", condition: .compare("email", .equal, "ann@example.com"))])
        // A composite key: NOT (a = 1 AND b = 2) is a != 1 OR b != 2.
        let composite = Rule(["email"], "unique", ["targetClass": "users", "primaryKey": ["tenantId": "tenant", "id": "id"]])
        let (_, compositeQueries) = try await run(composite, ["tenantId": "a", "id": 1, "email": "x@example.com"])
        #expect(compositeQueries == [RecordQuery(table: "users", condition: .and([
            .compare("email", .equal, "x@example.com"), .or([.compare("tenant", .notEqual, "a"), .compare("id", .notEqual, 1)]),
        ]))])
    }

    @Test func anArrayValueIsInvalid() async throws {
        let (model, queries) = try await run(Rule(["username"], "unique", ["targetClass": "users"]), ["username": ["ann"]])
        #expect(model.errors["username"].map(\.code) == ["unique.invalidValue"])
        #expect(model.firstError("username") == "Username is invalid.")
        #expect(queries.isEmpty)
    }

    @Test func customMessages() async throws {
        let (single, _) = try await run(Rule(["username"], "unique", ["targetClass": "users"], message: "{value} is in use."),
                                        ["username": "ann"])
        #expect(single.firstError("username") == "ann is in use.")
        let combined = Rule(["first"], "unique", ["targetClass": "people", "targetAttribute": ["first", "last"],
                                                  "comboNotUnique": "{attributes} taken: {values}."])
        let (combo, _) = try await run(combined, ["first": "Ann", "last": "Lee"])
        #expect(combo.firstError("first") == "First and Last taken: \"Ann\"-\"Lee\".")
        #expect(combo.errors["first"].map(\.code) == ["unique.combinationTaken"])
    }

    @Test func aMissingTargetAttributeStopsValidation() async throws {
        var model = makeModel(["username"], [Rule(["username"], "unique", ["targetClass": "users", "targetAttribute": ["username", "nope"]])],
                              store: InMemoryRecordStore(Self.tables))
        model.assign(["username": "ann"])
        await #expect(throws: ModelError(.unknownAttribute, name: "nope")) { try await model.validateAsync() }
    }

    // MARK: Configuration mistakes, when rules are built

    @Test(arguments: [
        (Rule(["a"], "unique"), [String: [AttributeObject]]?.none, "rules[0].type: \"unique\" needs a record store: register one with ValidatorRegistry.register(store:)"),
        (Rule(["a"], "unique", ["store": "replica"]), ["users": []], "rules[0].store: no record store named \"replica\" is registered (registered: \"default\")"),
        (Rule(["a"], "unique", ["targetClass": "userz"]), ["users": []], "rules[0].targetClass: the record store \"default\" has no table \"userz\""),
        (Rule(["a"], "unique"), ["users": [], "people": []], "rules[0].targetClass: the record store \"default\" needs a targetClass naming the table"),
        (Rule(["a"], "unique", ["targetClass": "users", "targetAttribute": 3]), ["users": []],
         "rules[0].targetAttribute: expected a column name, a list of attribute names or an object of attribute → column, got integer"),
        (Rule(["a"], "unique", ["targetClass": "users", "targetAttribute": ["a", 1]]), ["users": []],
         "rules[0].targetAttribute: expected a list of attribute names, found integer"),
        (Rule(["a"], "unique", ["targetClass": "users", "targetAttribute": ["a": 1]]), ["users": []], "rules[0].targetAttribute.a: expected a column name, got integer"),
        (Rule(["a"], "unique", ["targetClass": "users", "targetAttribute": []]), ["users": []], "rules[0].targetAttribute: expected at least one attribute"),
        (Rule(["a"], "unique", ["targetClass": "users", "targetAttributeJunction": "xor"]), ["users": []], "rules[0].targetAttributeJunction: expected \"and\" or \"or\""),
        (Rule(["a"], "unique", ["targetClass": "users", "filter": ["like", "a", "x"]]), ["users": []], "rules[0].filter: unsupported operator \"like\""),
        (Rule(["a"], "unique", ["targetClass": "users", "filter": ["and", ["b": 1], ["in", "c", 2]]]), ["users": []], "rules[0].filter[2][2]: expected a list of values"),
        (Rule(["a"], "unique", ["targetClass": "users", "allowArray": true]), ["users": []], "rules[0].allowArray: unknown parameter of \"unique\""),
        (Rule(["a"], "each", ["rule": ["type": "unique", "targetClass": "users"]]), ["users": []], "rules[0].rule.type: an asynchronous validator cannot run inside \"each\""),
    ])
    func configurationMistakes(rule: Rule, tables: [String: [AttributeObject]]?, message: String) {
        // `tables`: the default store's tables, or `nil` for no store at all.
        #expect(ruleError([rule], store: tables.map { InMemoryRecordStore($0) })?.description == message)
    }

    @Test func theStoreIsPickedByName() async throws {
        var registry = ValidatorRegistry.builtIn
        registry.register(store: InMemoryRecordStore(["users": []]))
        registry.register(store: InMemoryRecordStore(["users": [["username": "ann"]]]), named: "archive")
        #expect(registry.storeNames == ["archive", "default"])
        #expect(registry.store(named: "nope") == nil)
        var model = try DynamicModel(attributes: ["username"], rules: [
            Rule(["username"], "unique", ["targetClass": "users"]),
            Rule(["username"], "unique", ["targetClass": "users", "store": "archive"], message: "{value} is archived."),
        ], registry: registry)
        model.assign(["username": "ann"])
        try await model.validateAsync()
        #expect(model.errorSummary() == ["ann is archived."])
    }
}
