/// A condition on the columns of a record: the `WHERE` clause of a ``RecordQuery``, as data.
///
/// Conditions follow SQL, null included: a comparison with a null column is unknown, so it
/// matches nothing, and only ``isNull(_:)`` and ``isNotNull(_:)`` test for null. There is no
/// negation case: `not` in a rule's `filter` is pushed down to the comparisons when the rule is
/// built (`not (a = 1 and b = 2)` becomes `a != 1 or b != 2`), which SQL's three-valued logic
/// makes exact. So a store translates five leaves and two groups, and nothing else.
///
/// ```swift
/// let active: RecordCondition = .and([
///     .compare("status", .equal, "active"),
///     .in("role", ["user", "admin"]),
///     .isNull("deletedAt"),
/// ])
/// ```
///
/// In a rule's JSON `filter`, conditions are written in Yii's `where()` formats: the hash form
/// `{"status": "active", "role": ["user", "admin"], "deletedAt": null}` and the operator form
/// `["<>", "status", "banned"]`, `["in", "role", [...]]`, `["and", ...]`, `["or", ...]`,
/// `["not", ...]`, `["between", "age", 18, 65]` (see ``init(json:)``).
public indirect enum RecordCondition: Sendable, Hashable {
    /// The column compared with a value; the value is never `null` for `=` and `!=` (those
    /// become ``isNull(_:)`` and ``isNotNull(_:)``).
    case compare(String, Operator, AttributeValue)
    /// The column equals one of the values (none of them `null`). An empty list matches nothing.
    case `in`(String, [AttributeValue])
    /// The column is not null and equals none of the values (none of them `null`). An empty
    /// list matches every record, as Yii leaves out a `not in` with no values.
    case notIn(String, [AttributeValue])
    /// The column is null (or the record has no such column).
    case isNull(String)
    /// The column is not null.
    case isNotNull(String)
    /// Every condition holds; an empty list always holds.
    case and([RecordCondition])
    /// At least one condition holds; an empty list never holds.
    case or([RecordCondition])

    /// The comparison operators.
    public enum Operator: String, Sendable, Hashable, CaseIterable {
        /// `=`
        case equal = "="
        /// `!=` (Yii also writes `<>`)
        case notEqual = "!="
        /// `<`
        case less = "<"
        /// `<=`
        case lessOrEqual = "<="
        /// `>`
        case greater = ">"
        /// `>=`
        case greaterOrEqual = ">="

        /// The operator that holds exactly when this one does not (for non-null values).
        var opposite: Operator {
            switch self {
            case .equal: return .notEqual
            case .notEqual: return .equal
            case .less: return .greaterOrEqual
            case .lessOrEqual: return .greater
            case .greater: return .lessOrEqual
            case .greaterOrEqual: return .less
            }
        }
    }

    /// `column = value`, or ``isNull(_:)`` when `value` is `null` (Yii's hash form).
    ///
    /// - Parameters:
    ///   - column: The column.
    ///   - value: The value.
    /// - Returns: The condition.
    static func equals(_ column: String, _ value: AttributeValue) -> RecordCondition {
        value.isNull ? .isNull(column) : .compare(column, .equal, value)
    }

    /// `column IN (values)`, `null` among the values becoming `OR column IS NULL` as Yii
    /// writes it.
    static func isIn(_ column: String, _ values: [AttributeValue]) -> RecordCondition {
        let present = values.filter { !$0.isNull }
        guard present.count < values.count else { return .in(column, values) }
        return present.isEmpty ? .isNull(column) : .or([.in(column, present), .isNull(column)])
    }

    /// The condition that holds exactly when this one is false (SQL's `NOT`, which leaves an
    /// unknown comparison unknown).
    var negated: RecordCondition {
        switch self {
        case .compare(let column, let op, let value): return .compare(column, op.opposite, value)
        case .in(let column, let values): return .notIn(column, values)
        case .notIn(let column, let values): return values.isEmpty ? .or([]) : .in(column, values)
        case .isNull(let column): return .isNotNull(column)
        case .isNotNull(let column): return .isNull(column)
        case .and(let parts): return .or(parts.map(\.negated))
        case .or(let parts): return .and(parts.map(\.negated))
        }
    }

    /// The conditions combined with AND: nested ANDs spliced in, a single condition as it is.
    static func all(_ parts: [RecordCondition]) -> RecordCondition {
        var flat: [RecordCondition] = []
        for part in parts {
            if case .and(let inner) = part { flat += inner } else { flat.append(part) }
        }
        return flat.count == 1 ? flat[0] : .and(flat)
    }
}
