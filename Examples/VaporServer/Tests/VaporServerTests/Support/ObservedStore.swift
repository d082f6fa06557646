import ModelValidation

/// Holds the first `expected` callers until all of them have arrived, then lets everyone
/// through; later callers pass at once. A test that needs work to overlap uses it instead of
/// timing: if the work ran one piece after another, the first piece would wait for a second
/// that never comes, until `release()` (a test's time limit) lets it go and the test sees it.
actor Rendezvous {
    let expected: Int
    private(set) var arrived = 0
    private(set) var releasedEarly = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(expected: Int) { self.expected = expected }

    /// Arrives, and waits for the others while fewer than `expected` have arrived.
    func arrive() async {
        arrived += 1
        if arrived < expected {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            openAll()
        }
    }

    /// Lets everyone through now (the test's limit ran out).
    func release() {
        guard !waiting.isEmpty else { return }
        releasedEarly = true
        openAll()
    }

    private func openAll() {
        let all = waiting
        waiting = []
        for continuation in all { continuation.resume() }
    }
}

/// What an ``ObservedStore`` saw: every query, and how many were in flight at once at most.
/// With a rendezvous, queries are held until enough have arrived.
actor QueryLog {
    let rendezvous: Rendezvous?
    private(set) var queries: [RecordQuery] = []
    private(set) var peakConcurrentQueries = 0
    private var inFlight = 0

    init(holdingUntil expected: Int? = nil) {
        rendezvous = expected.map(Rendezvous.init(expected:))
    }

    func begin(_ query: RecordQuery) {
        queries.append(query)
        inFlight += 1
        peakConcurrentQueries = max(peakConcurrentQueries, inFlight)
    }

    func end() { inFlight -= 1 }
}

/// A record store that passes queries to another one and writes them in a ``QueryLog``.
struct ObservedStore: RecordStore {
    let inner: any RecordStore
    let log: QueryLog

    func hasTable(_ table: String?) -> Bool { inner.hasTable(table) }

    func count(_ query: RecordQuery) async throws -> Int {
        await log.begin(query)
        await log.rendezvous?.arrive()
        let count: Int
        do { count = try await inner.count(query) } catch {
            await log.end()
            throw error
        }
        await log.end()
        return count
    }
}

/// Runs `work`; if it has not finished after `seconds`, lets the rendezvous go so that the test
/// fails on its assertions instead of hanging.
func withDeadline<T: Sendable>(_ log: QueryLog, seconds: Int = 20, _ work: @Sendable () async throws -> T) async throws -> T {
    let guardTask = Task {
        try await Task.sleep(for: .seconds(seconds))
        await log.rendezvous?.release()
    }
    defer { guardTask.cancel() }
    return try await work()
}

/// A store that answers every query with a fixed count, or throws: a database that lies (stale
/// replica) or is down.
struct FixedStore: RecordStore {
    /// What a store that is down throws.
    struct Down: Error, CustomStringConvertible {
        var description: String { "the database is down" }
    }

    var count: Int?

    func count(_ query: RecordQuery) async throws -> Int {
        guard let count else { throw Down() }
        return count
    }
}
