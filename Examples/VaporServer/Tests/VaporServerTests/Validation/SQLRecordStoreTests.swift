import Fluent
import ModelValidation
import SQLKit
import Testing
import VaporTesting
@testable import VaporServer

/// The record store on SQL: conditions become SQL with bound values, and count real rows.
struct SQLRecordStoreTests {
    /// The SQL and the bound values of a condition, rendered for SQLite.
    static func sql(_ condition: RecordCondition, on app: Application) throws -> (String, [String]) {
        let database = try #require(app.db as? any SQLDatabase)
        var serializer = SQLSerializer(database: database)
        SQLRecordStore.expression(condition).serialize(to: &serializer)
        return (serializer.sql, serializer.binds.map { "\($0)" })
    }

    static let translations: [(RecordCondition, String, [String])] = [
        (.compare("email", .equal, "ann@example.com"), #""email" = ?1"#, ["ann@example.com"]),
        (.compare("age", .greaterOrEqual, 18), #""age" >= ?1"#, ["18"]),
        (.compare("score", .less, 2.5), #""score" < ?1"#, ["2.5"]),
        (.compare("is_admin", .notEqual, true), #""is_admin" <> ?1"#, ["true"]),
        (.in("role", ["user", "admin"]), #""role" IN (?1, ?2)"#, ["user", "admin"]),
        (.in("role", []), "FALSE", []),
        (.notIn("role", ["banned"]), #""role" NOT IN (?1)"#, ["banned"]),
        (.notIn("role", []), "TRUE", []),
        (.isNull("deleted_at"), #""deleted_at" IS NULL"#, []),
        (.isNotNull("deleted_at"), #""deleted_at" IS NOT NULL"#, []),
        (.and([.compare("email", .equal, "a@b.c"), .or([.isNull("x"), .compare("y", .equal, 1)])]),
         #"("email" = ?1 AND ("x" IS NULL OR "y" = ?2))"#, ["a@b.c", "1"]),
        (.and([]), "TRUE", []),
        (.or([]), "FALSE", []),
        (.compare("name", .equal, "x\" OR 1=1 --"), #""name" = ?1"#, ["x\" OR 1=1 --"]),
    ]

    @Test func conditionsBecomeSQLWithBoundValues() async throws {
        try await withServer { app in
            for (condition, sql, binds) in Self.translations {
                let rendered = try Self.sql(condition, on: app)
                #expect(rendered.0 == sql, "\(condition)")
                #expect(rendered.1 == binds, "\(condition)")
            }
        }
    }

    @Test func itCountsRealRows() async throws {
        try await withServer { app in
            _ = try await app.registerUser("ann_lee", email: "ann@example.com")
            let store = SQLRecordStore(tables: ["users"]) { app.db }
            func count(_ condition: RecordCondition) async throws -> Int {
                try await store.count(RecordQuery(table: "users", condition: condition))
            }
            #expect(try await count(.compare("username", .equal, "ann_lee")) == 1)
            #expect(try await count(.compare("username", .equal, "ANN_LEE")) == 0)
            #expect(try await count(.and([.compare("email", .equal, "ann@example.com"), .compare("is_admin", .equal, false)])) == 1)
            #expect(try await count(.and([.compare("email", .equal, "ann@example.com"), .compare("id", .notEqual, 1)])) == 0)
            #expect(try await count(.compare("username", .equal, "x' OR '1'='1")) == 0)
            #expect(try await count(.isNull("age")) == 1)
            #expect(try await count(.in("id", [1, 2])) == 1)
        }
    }

    @Test func onlyTheGivenTablesCanBeAsked() async throws {
        try await withServer { app in
            let store = SQLRecordStore(tables: ["users"]) { app.db }
            #expect(store.hasTable("users"))
            #expect(!store.hasTable("orders"))
            #expect(!store.hasTable(nil))
            await #expect(throws: SQLRecordStore.UnknownTable.self) {
                try await store.count(RecordQuery(table: "orders", condition: .and([])))
            }
        }
    }
}
