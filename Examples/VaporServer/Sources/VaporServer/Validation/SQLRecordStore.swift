import FluentKit
import ModelValidation
import SQLKit

/// Where `unique` and `exist` look records up: the application's SQL database, through SQLKit.
///
/// A query becomes one `SELECT 1 FROM "table" WHERE … LIMIT 1`: the validators only ask whether
/// a record matches. Table and column names come from the rules files and are quoted as
/// identifiers; every value comes from the request and is bound, never written into the SQL.
/// Only the tables named at start can be asked about, so a misspelled `targetClass` fails when
/// the rules are built.
struct SQLRecordStore: RecordStore {
    /// The tables rules may search.
    let tables: Set<String>
    /// The database to ask (Fluent's, for the current event loop).
    let database: @Sendable () -> any Database

    /// A query on a table the store was not given (the rules were built with another store).
    struct UnknownTable: Error, CustomStringConvertible {
        var table: String?
        var description: String { "no table \(table.map { "\"\($0)\"" } ?? "named") in the record store" }
    }

    /// A database that does not speak SQL.
    struct NotSQL: Error, CustomStringConvertible {
        var description: String { "the record store needs an SQL database" }
    }

    /// Creates a store over `tables` of the database `database` returns.
    init(tables: Set<String>, database: @escaping @Sendable () -> any Database) {
        self.tables = tables
        self.database = database
    }

    func hasTable(_ table: String?) -> Bool {
        table.map(tables.contains) ?? false
    }

    func count(_ query: RecordQuery) async throws -> Int {
        guard let table = query.table, tables.contains(table) else { throw UnknownTable(table: query.table) }
        guard let sql = database() as? any SQLDatabase else { throw NotSQL() }
        // SQLite has no replicas: `query.requiresPrimary` is always met.
        let match = try await sql.select()
            .column(SQLLiteral.numeric("1"))
            .from(table)
            .where(Self.expression(query.condition))
            .limit(1)
            .first()
        return match == nil ? 0 : 1
    }

    /// The condition as an SQL expression, values bound.
    ///
    /// SQL's `NULL` rules are those of ``RecordCondition``: a comparison with a null column is
    /// unknown and matches nothing, `NOT IN` does not match null.
    static func expression(_ condition: RecordCondition) -> any SQLExpression {
        switch condition {
        case .compare(let column, let op, let value):
            return SQLBinaryExpression(SQLIdentifier(column), binaryOperator(op), bind(value))
        case .in(let column, let values):
            guard !values.isEmpty else { return SQLLiteral.boolean(false) }
            return SQLBinaryExpression(SQLIdentifier(column), SQLBinaryOperator.in, SQLGroupExpression(values.map(bind)))
        case .notIn(let column, let values):
            guard !values.isEmpty else { return SQLLiteral.boolean(true) }
            return SQLBinaryExpression(SQLIdentifier(column), SQLBinaryOperator.notIn, SQLGroupExpression(values.map(bind)))
        case .isNull(let column):
            return SQLBinaryExpression(SQLIdentifier(column), SQLBinaryOperator.is, SQLLiteral.null)
        case .isNotNull(let column):
            return SQLBinaryExpression(SQLIdentifier(column), SQLBinaryOperator.isNot, SQLLiteral.null)
        case .and(let parts):
            return combined(parts, SQLBinaryOperator.and, empty: true)
        case .or(let parts):
            return combined(parts, SQLBinaryOperator.or, empty: false)
        }
    }

    /// `(a AND b AND …)`; an empty list is `TRUE` for AND, `FALSE` for OR.
    private static func combined(_ parts: [RecordCondition], _ op: SQLBinaryOperator, empty: Bool) -> any SQLExpression {
        guard var result = parts.first.map(expression) else { return SQLLiteral.boolean(empty) }
        for part in parts.dropFirst() { result = SQLBinaryExpression(result, op, expression(part)) }
        return SQLGroupExpression(result)
    }

    private static func binaryOperator(_ op: RecordCondition.Operator) -> SQLBinaryOperator {
        switch op {
        case .equal: return .equal
        case .notEqual: return .notEqual
        case .less: return .lessThan
        case .lessOrEqual: return .lessThanOrEqual
        case .greater: return .greaterThan
        case .greaterOrEqual: return .greaterThanOrEqual
        }
    }

    /// A value as a bound parameter: numbers, strings and booleans as themselves; a list or an
    /// object (which `unique` refuses before asking) as its JSON text.
    static func bind(_ value: AttributeValue) -> any SQLExpression {
        switch value {
        case .int(let number): return SQLBind(number)
        case .double(let number): return SQLBind(number)
        case .string(let text): return SQLBind(text)
        case .bool(let flag): return SQLBind(flag)
        case .null: return SQLLiteral.null
        default: return SQLBind(JSONWriter.string(value))
        }
    }
}
