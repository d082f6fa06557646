import Testing
@testable import ModelValidation

// The examples of Docs/Server.md, "Asynchronous rules and database checks" and "Platforms".

struct Customer: TypedModel, Sendable {
    var email = ""
    var validation = ValidationState()
    let ruleSet: RuleSet
    static let attributes: AttributeTable<Customer> = [.attribute("email", \.email)]

    static func rules(registry: ValidatorRegistry) throws -> RuleSet {
        try RuleSet(for: Customer.self, registry: registry) {
            Validate(\.email, .required, .email, .unique(targetClass: "users"))
        }
    }
}

struct SQLRecordStore: RecordStore {
    /// Runs a `SELECT COUNT(*)` with its bound values and returns the count.
    let run: @Sendable (_ sql: String, _ bindings: [AttributeValue]) async throws -> Int

    func count(_ query: RecordQuery) async throws -> Int {
        var bindings: [AttributeValue] = []
        let condition = Self.sql(query.condition, &bindings)
        return try await run("SELECT COUNT(*) FROM \"\(query.table ?? "users")\" WHERE \(condition)", bindings)
    }

    static func sql(_ condition: RecordCondition, _ bindings: inout [AttributeValue]) -> String {
        switch condition {
        case .compare(let column, let op, let value):
            bindings.append(value)
            return "\"\(column)\" \(op.rawValue) ?"
        case .in(let column, let values):
            guard !values.isEmpty else { return "0 = 1" }
            bindings += values
            return "\"\(column)\" IN (\(values.map { _ in "?" }.joined(separator: ", ")))"
        case .notIn(let column, let values):
            guard !values.isEmpty else { return "1 = 1" }
            bindings += values
            return "\"\(column)\" NOT IN (\(values.map { _ in "?" }.joined(separator: ", ")))"
        case .isNull(let column): return "\"\(column)\" IS NULL"
        case .isNotNull(let column): return "\"\(column)\" IS NOT NULL"
        case .and(let parts): return parts.isEmpty ? "1 = 1" : "(" + parts.map { sql($0, &bindings) }.joined(separator: " AND ") + ")"
        case .or(let parts): return parts.isEmpty ? "0 = 1" : "(" + parts.map { sql($0, &bindings) }.joined(separator: " OR ") + ")"
        }
    }
}

/// A list of reserved names a check waits on.
actor ReservedNames {
    let names: Set<String> = ["root", "admin"]
    func contains(_ name: String) -> Bool { names.contains(name) }
}

/// The SQL a store was asked to run.
actor SQLLog {
    private(set) var statements: [(sql: String, bindings: [AttributeValue])] = []
    func append(_ sql: String, _ bindings: [AttributeValue]) { statements.append((sql, bindings)) }
}

struct ServerAsyncExamplesTests {
    @Test func aStoreRegisteredOnce() async throws {
        let users = InMemoryRecordStore(["users": [["id": 1, "username": "ann", "email": "ann@example.com"]]])
        var registry = ValidatorRegistry.builtIn
        registry.register(store: users)
        var signup = try DynamicModel(attributes: ["username", "email"], rules: [
            Rule(["username", "email"], "required"),
            Rule(["username", "email"], "unique", ["targetClass": "users"]),
        ], registry: registry)
        signup.assign(["username": "ann", "email": "new@example.com"])
        let valid = try await signup.validateAsync()
        #expect(valid == false)
        #expect(signup.firstError("username") == "Username \"ann\" has already been taken.")
        #expect(signup.errors.attributes == ["username"])

        let customerRules = try Customer.rules(registry: registry)
        var customer = Customer(ruleSet: customerRules)
        customer.email = "ann@example.com"
        try await customer.validateAsync()
        #expect(customer.firstError("email") == "Email \"ann@example.com\" has already been taken.")

        // The synchronous form refuses, naming the rule.
        #expect(throws: ModelError(.asynchronousRule, name: "rules[1] (unique on username, email)")) { try signup.validate() }
    }

    @Test func aStoreThatWritesSQL() async throws {
        let log = SQLLog()
        let store = SQLRecordStore { sql, bindings in
            await log.append(sql, bindings)
            return 0
        }
        var model = makeModel(["email", "roles"], [
            Rule(["email"], "unique", ["targetClass": "users", "filter": ["deleted": false]]),
            Rule(["email"], "unique", ["targetClass": "users", "filter": ["or", ["not in", "role", ["guest"]], ["role": nil]]],
                 skipOnError: false),
        ], store: store)
        model.assign(["email": "ann@example.com"])
        #expect(try await model.validateAsync())
        // The two rules' lookups run at the same time: the log has them in either order.
        let statements = await log.statements.sorted { $0.sql.count < $1.sql.count }
        #expect(statements.map(\.sql) == [
            "SELECT COUNT(*) FROM \"users\" WHERE (\"email\" = ? AND \"deleted\" = ?)",
            "SELECT COUNT(*) FROM \"users\" WHERE (\"email\" = ? AND (\"role\" NOT IN (?) OR \"role\" IS NULL))",
        ])
        #expect(statements.map(\.bindings) == [["ann@example.com", false], ["ann@example.com", "guest"]])
        var bindings: [AttributeValue] = []
        #expect(SQLRecordStore.sql(.and([.in("a", []), .notIn("b", []), .or([]), .isNotNull("c")]), &bindings)
                == "(0 = 1 AND 1 = 1 AND 0 = 1 AND \"c\" IS NOT NULL)")
        #expect(bindings.isEmpty)
    }

    @Test func checksRunAtTheSameTime() async throws {
        let slowUsers = InMemoryRecordStore(["users": []], latency: .milliseconds(100))
        var slowRegistry = ValidatorRegistry.builtIn
        slowRegistry.register(store: slowUsers)
        var form = try DynamicModel(attributes: ["username", "email", "password"], rules: [
            Rule(["username"], "unique", ["targetClass": "users"]),
            Rule(["password"], "string", ["min": 8]),
            Rule(["email"], "unique", ["targetClass": "users"]),
        ], registry: slowRegistry)
        form.assign(["username": "cat", "email": "cat@example.com", "password": "long enough"])
        try await form.validateAsync()
        #expect(slowUsers.peakConcurrentQueries == 2)
        #expect(form.errors.isEmpty)
    }

    @Test func aRecordsOwnRow() async throws {
        let registry = registry(with: InMemoryRecordStore(["users": [["id": 1, "email": "ann@example.com"]]]))
        var edit = try DynamicModel(attributes: ["id", "email"], rules: [
            Rule(["email"], "unique", ["targetClass": "users", "primaryKey": "id"]),
        ], registry: registry)
        edit.assign(["id": 1, "email": "ann@example.com"], safeOnly: false)
        try await edit.validateAsync()
        #expect(edit.errors.isEmpty)
        edit.assign(["id": nil], safeOnly: false)
        try await edit.validateAsync()
        #expect(edit.errors["email"].map(\.code) == ["unique.taken"])
    }

    @Test func checksOfYourOwn() async throws {
        let reservedNames = ReservedNames()
        let available = AsyncInlineValidator(code: "username.reserved", message: "{attribute} \"{value}\" is reserved.") { value, _ in
            await reservedNames.contains(value.stringValue ?? "") == false
        }
        var profile = try DynamicModel(attributes: ["username"], rules: [Rule(["username"], validator: available, name: "available")])
        profile.assign(["username": "root"])
        try await profile.validateAsync()
        #expect(profile.firstError("username") == "Username \"root\" is reserved.")
    }

    @Test func olderSystemsAskFirst() throws {
        let signupForm = makeModel(["email"], [Rule(["email"], "email")])
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
            let live = LiveModel(signupForm)
            try live.validateUpdates()
            #expect(live.isValidatingUpdates)
        }
    }
}
