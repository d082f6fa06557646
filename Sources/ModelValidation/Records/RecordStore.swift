/// Where `unique` and `exist` look records up: the one protocol an application implements per
/// database.
///
/// The validators ask one kind of question: how many records of a table match a condition
/// (``RecordQuery``). A store answers it however its database does (SQL, Fluent, a document
/// store, an HTTP service). Register it on the ``ValidatorRegistry`` that builds the rules;
/// rules name it with their `store` parameter, or use the one registered as `"default"`.
///
/// ```swift
/// struct UserTable: RecordStore {
///     let database: Database
///
///     func count(_ query: RecordQuery) async throws -> Int {
///         try await database.count(table: query.table ?? "users", where: query.condition)
///     }
/// }
///
/// var registry = ValidatorRegistry.builtIn
/// registry.register(store: UserTable(database: database))
/// let rules = try RuleSet(json: rulesJSON, registry: registry)
/// ```
///
/// ``InMemoryRecordStore`` implements it over arrays of records, for tests.
public protocol RecordStore: Sendable {
    /// The number of records in `query.table` matching `query.condition`.
    ///
    /// The validators only ask whether the answer is zero, so a store may stop at the first
    /// match and answer 1.
    ///
    /// - Parameter query: The table, the condition, and whether to read from the primary.
    /// - Returns: The number of matching records (at least 1 when any matches).
    /// - Throws: Whatever the database throws; the validation then ends with that error.
    func count(_ query: RecordQuery) async throws -> Int

    /// Whether the store can answer queries about `table` (`nil`: the rule named no
    /// `targetClass`).
    ///
    /// Asked when a rule set is built, so that a misspelled table fails there, naming the rule.
    /// Default: `true`.
    ///
    /// - Parameter table: The rule's `targetClass`, or `nil`.
    /// - Returns: Whether the table is known.
    func hasTable(_ table: String?) -> Bool
}

extension RecordStore {
    public func hasTable(_ table: String?) -> Bool { true }
}
