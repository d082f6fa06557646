extension RecordCondition {
    /// Whether `record` matches, with SQL's three-valued logic: a comparison with a null or
    /// missing column is unknown, and a record matches only when the condition is true.
    ///
    /// Values compare as a database with typed columns would: numbers numerically (`1 = 1.0`),
    /// a numeric string with a number as numbers (`"5" = 5`), strings byte by byte
    /// (case-sensitive), booleans as `1` and `0`. A string that is not numeric never equals a
    /// number, and arrays and objects match nothing. ``InMemoryRecordStore`` counts with it.
    ///
    /// ```swift
    /// let condition = RecordCondition.compare("age", .greater, 17)
    /// condition.matches(["age": 30])   // true
    /// condition.matches(["age": nil])  // false (unknown)
    /// ```
    ///
    /// - Parameter record: The record, column by column.
    /// - Returns: Whether the condition is true for it.
    public func matches(_ record: AttributeObject) -> Bool {
        evaluate(record) == true
    }

    /// The condition's truth for `record`: `true`, `false` or `nil` (unknown).
    func evaluate(_ record: AttributeObject) -> Bool? {
        func column(_ name: String) -> AttributeValue { record[name] ?? .null }
        switch self {
        case .compare(let name, let op, let value):
            guard let order = Self.order(column(name), value) else { return nil }
            switch op {
            case .equal: return order == 0
            case .notEqual: return order != 0
            case .less: return order < 0
            case .lessOrEqual: return order <= 0
            case .greater: return order > 0
            case .greaterOrEqual: return order >= 0
            }
        case .in(let name, let values):
            return Self.any(values.map { Self.order(column(name), $0).map { $0 == 0 } })
        case .notIn(let name, let values):
            if values.isEmpty { return true }
            return Self.any(values.map { Self.order(column(name), $0).map { $0 == 0 } }).map { !$0 }
        case .isNull(let name): return column(name).isNull
        case .isNotNull(let name): return !column(name).isNull
        case .and(let parts):
            var unknown = false
            for part in parts {
                switch part.evaluate(record) {
                case false?: return false
                case nil: unknown = true
                case true?: break
                }
            }
            return unknown ? nil : true
        case .or(let parts):
            return Self.any(parts.map { $0.evaluate(record) })
        }
    }

    /// SQL's OR over truth values.
    private static func any(_ truths: [Bool?]) -> Bool? {
        var unknown = false
        for truth in truths {
            if truth == true { return true }
            if truth == nil { unknown = true }
        }
        return unknown ? nil : false
    }

    /// How `a` orders against `b` (-1, 0, 1), or `nil` when they do not compare.
    static func order(_ a: AttributeValue, _ b: AttributeValue) -> Int? {
        switch (a, b) {
        case let (.int(x), .int(y)):
            return x < y ? -1 : (x == y ? 0 : 1)
        case let (.string(x), .string(y)):
            if x.utf8.elementsEqual(y.utf8) { return 0 }
            return x.utf8.lexicographicallyPrecedes(y.utf8) ? -1 : 1
        default:
            guard let x = number(a), let y = number(b) else { return nil }
            return x < y ? -1 : (x == y ? 0 : 1)
        }
    }

    /// A value as a number: a number, a boolean (1 or 0), or a numeric string (`"5"`, `" 5"`,
    /// `"5e0"`, as PHP reads them); `nil` for anything else.
    private static func number(_ value: AttributeValue) -> Double? {
        switch value {
        case .int(let i): return Double(i)
        case .double(let d): return d.isNaN ? nil : d
        case .bool(let b): return b ? 1 : 0
        case .string(let s): return PHPSemantics.isNumericString(s) ? PHPSemantics.toDouble(value) : nil
        default: return nil
        }
    }
}
