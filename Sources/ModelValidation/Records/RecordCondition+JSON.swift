extension RecordCondition {
    /// Reads a condition written in one of Yii's `where()` data formats, as a rule's `filter`.
    ///
    /// - Hash form, an object: each key is a column; a value means `=` (`null`: `IS NULL`), a
    ///   list means `IN` (a `null` in it adds `OR … IS NULL`). All keys must hold.
    ///   `{"status": "active", "role": ["user", "admin"], "deletedAt": null}`
    /// - Operator form, a list whose first item is the operator (case does not matter):
    ///   `["=", column, value]` and `!=`, `<>`, `<`, `<=`, `>`, `>=`;
    ///   `["in", column, [values]]`, `["not in", column, [values]]`;
    ///   `["between", column, low, high]`, `["not between", column, low, high]`;
    ///   `["and", condition, …]`, `["or", condition, …]`, `["not", condition]`.
    ///
    /// SQL strings and the other operators (`like`, `exists`, …) have no data form here and
    /// are refused.
    ///
    /// ```swift
    /// let condition = try RecordCondition(json: ["and", ["status": "active"], ["<>", "role", "guest"]])
    /// // .and([.compare("status", .equal, "active"), .compare("role", .notEqual, "guest")])
    /// ```
    ///
    /// - Parameter json: The condition.
    /// - Throws: ``RecordConditionError`` naming the position of the mistake.
    public init(json: AttributeValue) throws(RecordConditionError) {
        self = try Self.read(json, path: "")
    }

    private static func read(_ json: AttributeValue, path: String) throws(RecordConditionError) -> RecordCondition {
        switch json {
        case .object(let object):
            var parts: [RecordCondition] = []
            for (column, value) in object {
                switch value {
                case .array(let values):
                    for (i, item) in values.enumerated() where item.isCollection {
                        throw RecordConditionError(path: path + ".\(column)[\(i)]", reason: "expected a value, got \(item.kindName)")
                    }
                    parts.append(.isIn(column, values))
                case .object:
                    throw RecordConditionError(path: path + ".\(column)", reason: "expected a value or a list of values, got object")
                default:
                    parts.append(.equals(column, value))
                }
            }
            return .all(parts)
        case .array(let items):
            guard case .string(let name)? = items.first else {
                throw RecordConditionError(path: path, reason: "expected an operator (\"=\", \"in\", \"and\", …) as the first item")
            }
            return try operatorForm(name.lowercased(), Array(items.dropFirst()), path: path)
        case .string:
            throw RecordConditionError(path: path, reason: "a SQL string has no data form; write the hash form {\"column\": value} or an operator form [\"<>\", \"column\", value]")
        default:
            throw RecordConditionError(path: path, reason: "expected an object or a list, got \(json.kindName)")
        }
    }

    private static func operatorForm(_ name: String, _ operands: [AttributeValue], path: String) throws(RecordConditionError) -> RecordCondition {
        func count(_ n: Int, _ shape: String) throws(RecordConditionError) {
            guard operands.count == n else {
                throw RecordConditionError(path: path, reason: "\"\(name)\" takes \(shape)")
            }
        }
        func column() throws(RecordConditionError) -> String {
            guard case .string(let column) = operands[0] else {
                throw RecordConditionError(path: path + "[1]", reason: "expected a column name")
            }
            return column
        }
        func scalar(_ i: Int) throws(RecordConditionError) -> AttributeValue {
            let value = operands[i]
            if value.isCollection {
                throw RecordConditionError(path: path + "[\(i + 1)]", reason: "expected a value, got \(value.kindName)")
            }
            return value
        }
        switch name {
        case "and", "or":
            var parts: [RecordCondition] = []
            for (i, operand) in operands.enumerated() { parts.append(try read(operand, path: path + "[\(i + 1)]")) }
            return name == "and" ? .and(parts) : .or(parts)
        case "not":
            try count(1, "one condition")
            return try read(operands[0], path: path + "[1]").negated
        case "=", "!=", "<>", "<", "<=", ">", ">=":
            try count(2, "a column and a value")
            let op = Operator(rawValue: name == "<>" ? "!=" : name)!
            let column = try column()
            let value = try scalar(1)
            switch (op, value.isNull) {
            case (.equal, true): return .isNull(column)
            case (.notEqual, true): return .isNotNull(column)
            default: return .compare(column, op, value)
            }
        case "in", "not in":
            try count(2, "a column and a list of values")
            let column = try column()
            guard case .array(let values) = operands[1] else {
                throw RecordConditionError(path: path + "[2]", reason: "expected a list of values")
            }
            for (i, item) in values.enumerated() where item.isCollection {
                throw RecordConditionError(path: path + "[2][\(i)]", reason: "expected a value, got \(item.kindName)")
            }
            let condition = isIn(column, values)
            return name == "in" ? condition : condition.negated
        case "between", "not between":
            try count(3, "a column, a low and a high value")
            let column = try column()
            let between = RecordCondition.and([.compare(column, .greaterOrEqual, try scalar(1)),
                                               .compare(column, .lessOrEqual, try scalar(2))])
            return name == "between" ? between : between.negated
        default:
            throw RecordConditionError(path: path, reason: "unsupported operator \"\(name)\"")
        }
    }

    /// The condition in the operator form ``init(json:)`` reads back.
    ///
    /// ```swift
    /// RecordCondition.compare("age", .greater, 17).jsonValue  // [">", "age", 17]
    /// ```
    public var jsonValue: AttributeValue {
        switch self {
        case .compare(let column, let op, let value): return [.string(op.rawValue), .string(column), value]
        case .in(let column, let values): return ["in", .string(column), .array(values)]
        case .notIn(let column, let values): return ["not in", .string(column), .array(values)]
        case .isNull(let column): return .object([column: .null])
        case .isNotNull(let column): return ["not", .object([column: .null])]
        case .and(let parts): return .array(["and"] + parts.map(\.jsonValue))
        case .or(let parts): return .array(["or"] + parts.map(\.jsonValue))
        }
    }
}

/// A mistake in a condition written as data (a rule's `filter`).
///
/// ```swift
/// do { _ = try RecordCondition(json: ["like", "name", "a%"]) }
/// catch { print(error) }  // unsupported operator "like"
/// ```
public struct RecordConditionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where in the condition the mistake is, as a path (`[2][0]`, `.status`); empty for the
    /// condition itself.
    public var path: String
    /// What is wrong.
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
}
