import Testing
@testable import ModelValidation

/// The queries a store was asked, in the order they arrived.
actor QueryLog {
    private(set) var queries: [RecordQuery] = []
    func append(_ query: RecordQuery) { queries.append(query) }
}

/// An in-memory store that also logs every query.
struct RecordingStore: RecordStore {
    let base: InMemoryRecordStore
    let log = QueryLog()

    init(_ tables: [String: [AttributeObject]]) { base = InMemoryRecordStore(tables) }

    func count(_ query: RecordQuery) async throws -> Int {
        await log.append(query)
        return try await base.count(query)
    }

    func hasTable(_ table: String?) -> Bool { base.hasTable(table) }

    var queries: [RecordQuery] { get async { await log.queries } }
}

/// Holds every lookup until `expected` lookups are waiting at once, then lets them all go, the
/// last arrival first. Lookups that run one after another never meet: the first one waits until
/// the timeout opens the gate, and ``openedByArrivals`` stays `false`.
actor Gate {
    let expected: Int
    private(set) var arrived = 0
    /// Whether the gate opened because `expected` lookups were waiting together.
    private(set) var openedByArrivals = false
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false

    init(expected: Int) { self.expected = expected }

    /// Waits at the gate until it opens.
    func pass() async {
        arrived += 1
        if isOpen { return }
        if arrived == expected {
            openedByArrivals = true
            open()
        } else {
            await withCheckedContinuation { waiting.append($0) }
        }
    }

    /// Lets everyone through, later arrivals first.
    func open() {
        isOpen = true
        for continuation in waiting.reversed() { continuation.resume() }
        waiting.removeAll()
    }
}

/// A store whose lookups meet at a gate before answering from an in-memory store.
struct GateStore: RecordStore {
    let base: InMemoryRecordStore
    let gate: Gate

    init(expected: Int, _ tables: [String: [AttributeObject]], timeout: Duration = .seconds(5)) {
        base = InMemoryRecordStore(tables)
        let gate = Gate(expected: expected)
        self.gate = gate
        Task {
            try? await Task.sleep(for: timeout)
            await gate.open()
        }
    }

    func count(_ query: RecordQuery) async throws -> Int {
        await gate.pass()
        return try await base.count(query)
    }

    func hasTable(_ table: String?) -> Bool { base.hasTable(table) }
}

/// The database is down.
struct StoreDown: Error, Equatable {}

/// A store whose every lookup fails.
struct FailingStore: RecordStore {
    func count(_ query: RecordQuery) async throws -> Int { throw StoreDown() }
}

/// The built-in registry with `store` registered as the default store.
func registry(with store: any RecordStore) -> ValidatorRegistry {
    var registry = ValidatorRegistry.builtIn
    registry.register(store: store)
    return registry
}

/// Builds a dynamic model whose rules use `store`, failing the test on a rule error.
func makeModel(
    _ attributes: [String], _ rules: [Rule], store: any RecordStore, scenarios: ScenarioMap? = nil,
    labels: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
) -> DynamicModel {
    do {
        return try DynamicModel(attributes: attributes, rules: rules, scenarios: scenarios, labels: labels,
                                registry: registry(with: store))
    } catch {
        Issue.record("rule error: \(error)", sourceLocation: sourceLocation)
        return DynamicModel(attributes: attributes, ruleSet: try! RuleSet([]))
    }
}

/// The rule error building `rules` with `store` raises, or `nil`.
func ruleError(_ rules: [Rule], store: (any RecordStore)?) -> RuleError? {
    do {
        _ = try RuleSet(rules, registry: store.map(registry(with:)) ?? .builtIn)
        return nil
    } catch {
        return error
    }
}
