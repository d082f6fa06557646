import ModelValidationLocks

/// A ``RecordStore`` over tables held in memory: for tests, previews and examples.
///
/// Records are objects, column by column, and queries match them with
/// ``RecordCondition/matches(_:)``: SQL's rules for null, numbers compared numerically, strings
/// byte by byte. An optional latency makes each query wait, like a database a few milliseconds
/// away, and the store counts its queries and how many ran at once, so tests can see that
/// lookups overlap.
///
/// ```swift
/// let users = InMemoryRecordStore(["users": [["id": 1, "email": "ann@example.com"]]])
/// var registry = ValidatorRegistry.builtIn
/// registry.register(store: users)
/// var signup = try DynamicModel(attributes: ["email"], rules: [
///     Rule(["email"], "unique", ["targetClass": "users"]),
/// ], registry: registry)
/// signup.assign(["email": "ann@example.com"])
/// try await signup.validateAsync()   // false
/// signup.firstError("email")         // "Email \"ann@example.com\" has already been taken."
/// ```
///
/// A store with one table answers queries that name none; with several, a rule must name its
/// `targetClass`. It is safe to use from any thread.
public final class InMemoryRecordStore: RecordStore {
    struct State: Sendable {
        var tables: [String: [AttributeObject]]
        var running = 0
        var peak = 0
        var queries = 0
    }

    /// How long each query waits before answering.
    public let latency: Duration
    private let state: Locked<State>

    /// Creates a store.
    ///
    /// - Parameters:
    ///   - tables: Table name → records.
    ///   - latency: How long each query waits before answering (default: none).
    public init(_ tables: [String: [AttributeObject]] = [:], latency: Duration = .zero) {
        self.latency = latency
        state = Locked(State(tables: tables))
    }

    /// The table names, sorted.
    public var tableNames: [String] { state.withLock { $0.tables.keys.sorted() } }

    /// The records of `table`, in insertion order (empty for an unknown table).
    public func records(in table: String) -> [AttributeObject] {
        state.withLock { $0.tables[table] ?? [] }
    }

    /// Adds a record to `table`, creating the table if needed.
    ///
    /// - Parameters:
    ///   - record: The record, column by column.
    ///   - table: The table.
    public func insert(_ record: AttributeObject, into table: String) {
        state.withLock { $0.tables[table, default: []].append(record) }
    }

    /// The number of queries answered or in progress since the store was created.
    public var queryCount: Int { state.withLock { $0.queries } }

    /// The largest number of queries that were in progress at the same time.
    public var peakConcurrentQueries: Int { state.withLock { $0.peak } }

    public func hasTable(_ table: String?) -> Bool {
        state.withLock { state in table.map { state.tables[$0] != nil } ?? (state.tables.count == 1) }
    }

    /// Counts the records of the query's table that match its condition, after the latency.
    ///
    /// - Throws: ``UnknownTable`` for a table the store does not have (or no table, when it has
    ///   several); `CancellationError` when the task is cancelled while waiting.
    public func count(_ query: RecordQuery) async throws -> Int {
        state.withLock { state in
            state.queries += 1
            state.running += 1
            state.peak = max(state.peak, state.running)
        }
        defer { state.withLock { $0.running -= 1 } }
        if latency > .zero { try await Task.sleep(for: latency) }
        let records = try state.withLock { (state: inout State) throws(UnknownTable) -> [AttributeObject] in
            if let table = query.table, let records = state.tables[table] { return records }
            if query.table == nil, state.tables.count == 1, let only = state.tables.values.first { return only }
            throw UnknownTable(name: query.table)
        }
        return records.reduce(0) { $0 + (query.condition.matches($1) ? 1 : 0) }
    }

    /// A query named a table the store does not have.
    public struct UnknownTable: Error, Sendable, Equatable, CustomStringConvertible {
        /// The table named, or `nil` when the query named none and the store has several.
        public var name: String?

        public var description: String {
            name.map { "no table \"\($0)\" in the in-memory record store" }
                ?? "the in-memory record store has several tables: the query must name one"
        }
    }
}
