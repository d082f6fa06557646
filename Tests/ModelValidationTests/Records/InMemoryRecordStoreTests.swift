import Testing
@testable import ModelValidation

struct InMemoryRecordStoreTests {
    @Test func countsMatchingRecords() async throws {
        let store = InMemoryRecordStore(["users": [["id": 1, "role": "admin"], ["id": 2, "role": "user"], ["id": 3, "role": "user"]]])
        #expect(try await store.count(RecordQuery(table: "users", condition: .compare("role", .equal, "user"))) == 2)
        #expect(try await store.count(RecordQuery(table: "users", condition: .and([]))) == 3)
        store.insert(["id": 4, "role": "user"], into: "users")
        store.insert(["sku": "A-1"], into: "products")
        #expect(try await store.count(RecordQuery(table: "users", condition: .compare("role", .equal, "user"))) == 3)
        #expect(store.tableNames == ["products", "users"])
        #expect(store.records(in: "products") == [["sku": "A-1"]])
        #expect(store.queryCount == 3)
    }

    @Test func tablesAreCheckedWhenRulesAreBuiltAndWhenAsked() async throws {
        let one = InMemoryRecordStore(["users": []])
        #expect(one.hasTable("users") && one.hasTable(nil) && !one.hasTable("orders"))
        #expect(try await one.count(RecordQuery(table: nil, condition: .and([]))) == 0)
        let two = InMemoryRecordStore(["users": [], "orders": []])
        #expect(!two.hasTable(nil))
        await #expect(throws: InMemoryRecordStore.UnknownTable(name: nil)) {
            try await two.count(RecordQuery(table: nil, condition: .and([])))
        }
        await #expect(throws: InMemoryRecordStore.UnknownTable(name: "userz")) {
            try await two.count(RecordQuery(table: "userz", condition: .and([])))
        }
        #expect(InMemoryRecordStore.UnknownTable(name: "userz").description == "no table \"userz\" in the in-memory record store")
    }

    @Test func latencyAndConcurrentQueries() async throws {
        let store = InMemoryRecordStore(["users": [["id": 1]]], latency: .milliseconds(50))
        #expect(store.latency == .milliseconds(50))
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<3 {
                group.addTask { try await store.count(RecordQuery(table: "users", condition: .compare("id", .equal, 1))) }
            }
            return try await group.reduce(0, +)
        }
        #expect(counts == 3)
        #expect(store.queryCount == 3)
        #expect(store.peakConcurrentQueries == 3)
    }
}
