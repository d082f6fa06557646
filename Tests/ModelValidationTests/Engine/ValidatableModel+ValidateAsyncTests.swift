import Testing
@testable import ModelValidation

/// `validateAsync()`: asynchronous rules, run concurrently where Yii's order cannot tell.
struct ValidatableModelValidateAsyncTests {
    static let users: [String: [AttributeObject]] = ["users": [
        ["id": 1, "username": "ann", "email": "ann@example.com"],
        ["id": 2, "username": "bob", "email": "bob@example.com"],
    ]]

    // MARK: The synchronous form

    @Test func theSynchronousFormCompilesAndRunsInAsyncCode() async throws {
        var model = makeModel(["email"], [Rule(["email"], "required")])
        // Inside an async function: no `await`, no ambiguity.
        let valid = try model.validate()
        #expect(valid == false)
        #expect(model.firstError("email") == "Email cannot be blank.")
    }

    @Test func theSynchronousFormRefusesAnAsynchronousRuleBeforeAnyRuleRuns() throws {
        var model = makeModel(["username", "email", "nickname"], [
            Rule(["username", "nickname"], "required"),
            Rule(["username", "email"], "unique", ["targetClass": "users"]),
        ], store: InMemoryRecordStore(Self.users))
        let error = #expect(throws: ModelError.self) { try model.validate() }
        #expect(error == ModelError(.asynchronousRule, name: "rules[1] (unique on username, email)"))
        #expect(error?.description == "rules[1] (unique on username, email) is asynchronous: validate with try await validateAsync()")
        #expect(model.errors.isEmpty)
        // Attributes no asynchronous rule validates can still be validated synchronously.
        #expect(try model.validate(["nickname"]) == false)
        #expect(model.errors.attributes == ["nickname"])
        #expect(throws: ModelError(.asynchronousRule, name: "rules[1] (unique on username, email)")) { try model.validate(["email"]) }
    }

    // MARK: Results as Yii's

    @Test func resultsAreThoseOfOneRuleAfterAnother() async throws {
        var model = makeModel(["username", "email", "password"], [
            Rule(["username", "email", "password"], "required"),
            Rule(["username"], "unique", ["targetClass": "users"]),
            Rule(["password"], "string", ["min": 8]),
            Rule(["email"], "unique", ["targetClass": "users"]),
            Rule(["email"], "email"),
        ], store: InMemoryRecordStore(Self.users))
        model.assign(["username": "ann", "email": "bob@example.com", "password": "short"])
        #expect(try await model.validateAsync() == false)
        // Attribute order is first-failure order, as if each lookup had finished in its turn:
        // username failed (rule 1) before password (rule 2), although its lookup came back later.
        #expect(model.errors.attributes == ["username", "password", "email"])
        #expect(model.errorSummary() == [
            "Username \"ann\" has already been taken.",
            "Password should contain at least 8 characters.",
            "Email \"bob@example.com\" has already been taken.",
        ])
        #expect(model.errors.all.map(\.code) == ["unique.taken", "string.tooShort", "unique.taken"])
    }

    @Test func aRuleThatSkipsOnErrorWaitsForTheLookupOnItsAttribute() async throws {
        let rules = [
            Rule(["email"], "unique", ["targetClass": "users"]),
            Rule(["email"], "string", ["max": 5]),
        ]
        var taken = makeModel(["email"], rules, store: InMemoryRecordStore(Self.users))
        taken.assign(["email": "ann@example.com"])
        try await taken.validateAsync()
        // `string` skipped: the email already had the unique error, as in Yii.
        #expect(codes(taken, "email") == ["unique.taken"])

        var free = makeModel(["email"], rules, store: InMemoryRecordStore(Self.users))
        free.assign(["email": "new@example.com"])
        try await free.validateAsync()
        #expect(codes(free, "email") == ["string.tooLong"])
    }

    @Test func errorsOfOneAttributeStayInRuleOrder() async throws {
        // skipOnError: false, so `string` runs while the lookup is in flight.
        var model = makeModel(["email"], [
            Rule(["email"], "unique", ["targetClass": "users"]),
            Rule(["email"], "string", ["max": 5], skipOnError: false),
        ], store: InMemoryRecordStore(Self.users))
        model.assign(["email": "ann@example.com"])
        try await model.validateAsync()
        #expect(codes(model, "email") == ["unique.taken", "string.tooLong"])
    }

    @Test func aWhenClosureSeesTheErrorsOfEarlierLookups() async throws {
        var model = makeModel(["username", "nickname"], [
            Rule(["username"], "unique", ["targetClass": "users"]),
            Rule(["nickname"], "required", when: .custom { model, _ in model.hasErrors("username") }),
        ], store: InMemoryRecordStore(Self.users))
        model.assign(["username": "ann"])
        try await model.validateAsync()
        #expect(model.errors.attributes == ["username", "nickname"])
        #expect(model.firstError("nickname") == "Nickname cannot be blank.")
    }

    @Test func compareSeesTheErrorsOfTheComparedAttribute() async throws {
        // compare with skipOnError: false reports a compared attribute that has errors.
        var model = makeModel(["email", "confirmEmail"], [
            Rule(["email"], "unique", ["targetClass": "users"]),
            Rule(["confirmEmail"], "compare", ["compareAttribute": "email"], skipOnError: false),
        ], store: InMemoryRecordStore(Self.users))
        model.assign(["email": "ann@example.com", "confirmEmail": "ann@example.com"])
        try await model.validateAsync()
        #expect(codes(model, "confirmEmail") == ["compare.invalidCompareAttribute"])
        #expect(model.firstError("confirmEmail") == "Email is invalid.")
    }

    @Test func aLookupUsesTheValueOfItsTurnEvenWhenAFilterChangesItMeanwhile() async throws {
        let store = RecordingStore(Self.users)
        var model = makeModel(["username"], [
            Rule(["username"], "unique", ["targetClass": "users"]),
            Rule(["username"], "filter", ["filter": "strtoupper"], skipOnError: false),
        ], store: store)
        model.assign(["username": "ann"])
        try await model.validateAsync()
        #expect(await store.queries == [RecordQuery(table: "users", condition: .compare("username", .equal, "ann"))])
        #expect(model.firstError("username") == "Username \"ann\" has already been taken.")
        #expect(model.value(of: "username") == "ANN")
    }

    @Test func uniqueTogetherSkipsTheSecondAttributeOnceTheFirstFailed() async throws {
        // Yii: the rule runs on `username`, fails, then skips `email` because one of its target
        // attributes (`username`) now has an error. The second preparation waits for the first.
        var model = makeModel(["username", "email"], [
            Rule(["username", "email"], "unique", ["targetClass": "users", "targetAttribute": ["username", "email"]]),
        ], store: InMemoryRecordStore(Self.users))
        model.assign(["username": "ann", "email": "ann@example.com"])
        try await model.validateAsync()
        #expect(model.errors.attributes == ["username"])
        #expect(model.firstError("username") == "The combination \"ann\"-\"ann@example.com\" of Username and Email has already been taken.")
    }

    @Test func hooksSeeTheFinishedErrors() async throws {
        struct Hooked: TypedModel {
            var username = "ann"
            var seen: [String] = []
            var validation = ValidationState()
            let rules: RuleSet
            static let attributes: AttributeTable<Hooked> = [.attribute("username", \.username)]
            var ruleSet: RuleSet { rules }
            mutating func afterValidate() { seen = errors.all.map(\.code) }
        }
        var model = Hooked(rules: try RuleSet([Rule(["username"], "unique", ["targetClass": "users"])],
                                              registry: registry(with: InMemoryRecordStore(Self.users))))
        #expect(try await model.validateAsync() == false)
        #expect(model.seen == ["unique.taken"])
    }

    @Test func onlyTheNamedAttributesAreValidated() async throws {
        let store = RecordingStore(Self.users)
        var model = makeModel(["username", "email"], [
            Rule(["username", "email"], "unique", ["targetClass": "users"]),
        ], store: store)
        model.assign(["username": "ann", "email": "ann@example.com"])
        #expect(try await model.validateAsync(["email"]) == false)
        #expect(model.errors.attributes == ["email"])
        #expect(await store.queries.count == 1)
    }

    // MARK: Concurrency

    @Test func independentLookupsAreInFlightTogether() async throws {
        let names = (0..<6).map { "field\($0)" }
        let store = GateStore(expected: names.count, ["users": [["field2": "taken", "field4": "taken"]]])
        var model = makeModel(names + ["note"], [
            // Separated by synchronous rules on another attribute, the lookups still overlap.
            Rule(["field0", "field1", "field2"], "unique", ["targetClass": "users"]),
            Rule(["note"], "required"),
            Rule(["note"], "string", ["max": 3], skipOnError: false),
            Rule(["field3", "field4", "field5"], "unique", ["targetClass": "users"]),
        ], store: store)
        model.assign(AttributeObject(names.map { ($0, AttributeValue.string("taken")) }))
        #expect(try await model.validateAsync() == false)
        // The gate opened because all six lookups were waiting at it: none waited for another.
        #expect(await store.gate.openedByArrivals)
        #expect(store.base.queryCount == 6)
        #expect(model.errors.attributes == ["field2", "note", "field4"])
    }

    @Test func inFlightLookupsAreCountedByTheInMemoryStore() async throws {
        // The same measure with the in-memory store's latency and its count of lookups in flight.
        let names = (0..<8).map { "u\($0)" }
        let store = InMemoryRecordStore(["users": [["u0": "taken"]]], latency: .milliseconds(250))
        var model = makeModel(names, [Rule(names, "unique", ["targetClass": "users"])], store: store)
        model.assign(AttributeObject(names.map { ($0, AttributeValue.string("taken")) }))
        #expect(try await model.validateAsync() == false)
        #expect(store.queryCount == 8)
        // All eight are started before any is awaited; each waits 250 ms, ample for them to meet.
        #expect(store.peakConcurrentQueries == 8)
        #expect(model.errors.attributes == ["u0"])
    }

    @Test func aFailingLookupEndsTheValidationWithItsError() async throws {
        var model = makeModel(["username", "email"], [
            Rule(["username", "email"], "unique", ["targetClass": "users"]),
        ], store: FailingStore())
        model.assign(["username": "ann", "email": "ann@example.com"])
        await #expect(throws: StoreDown()) { try await model.validateAsync() }
    }

    @Test func itRunsOnTheCallersActor() async throws {
        @MainActor final class Screen {
            var model: DynamicModel
            init(_ model: DynamicModel) { self.model = model }
            func submit() async throws -> Bool {
                var copy = model
                let valid = try await copy.validateAsync()
                model = copy
                return valid
            }
        }
        var model = makeModel(["username"], [Rule(["username"], "unique", ["targetClass": "users"])],
                              store: InMemoryRecordStore(Self.users))
        model.assign(["username": "ann"])
        let screen = await Screen(model)
        #expect(try await screen.submit() == false)
        #expect(await screen.model.firstError("username") == "Username \"ann\" has already been taken.")
    }
}
