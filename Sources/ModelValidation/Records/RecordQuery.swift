/// What `unique` and `exist` ask a ``RecordStore``: how many records of a table match a
/// condition.
///
/// The condition combines, with AND, the rule's target columns compared with the model's values
/// (combined by `targetAttributeJunction`), the rule's `filter`, and for `unique` with
/// `primaryKey` the exclusion of the model's own record. A single part is given as it is.
///
/// ```swift
/// // {"attributes": ["email"], "type": "unique", "targetClass": "users", "filter": {"deleted": false}}
/// // with email "ann@example.com" asks:
/// RecordQuery(table: "users", condition: .and([
///     .compare("email", .equal, "ann@example.com"),
///     .compare("deleted", .equal, false),
/// ]))
/// ```
public struct RecordQuery: Sendable, Hashable {
    /// The rule's `targetClass`: the table, collection or record type to search, or `nil` when
    /// the rule named none (a store over one table may ignore it).
    public var table: String?
    /// Which records count.
    public var condition: RecordCondition
    /// Whether the answer must come from the primary database rather than a replica that may
    /// lag behind (Yii's `forceMasterDb`, `true` unless the rule says otherwise).
    public var requiresPrimary: Bool

    /// Creates a query.
    ///
    /// - Parameters:
    ///   - table: The table, or `nil`.
    ///   - condition: Which records count.
    ///   - requiresPrimary: Whether to read from the primary database.
    public init(table: String?, condition: RecordCondition, requiresPrimary: Bool = true) {
        self.table = table
        self.condition = condition
        self.requiresPrimary = requiresPrimary
    }
}
