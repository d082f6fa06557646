/// The value of a model attribute: a JSON-like tree that keeps integers and doubles apart.
///
/// Every value a validator reads or a filter writes is an `AttributeValue`. It mirrors what a
/// JSON document can hold, with two refinements that validation needs: integers (`.int`) and
/// floating-point numbers (`.double`) are distinct cases, so `1` and `1.0` never compare equal,
/// and objects keep their keys in insertion order (``AttributeObject``).
///
/// Values are written with literals:
///
/// ```swift
/// let value: AttributeValue = ["name": "Ann", "age": 42, "tags": ["a", "b"], "score": 1.5, "note": nil]
/// ```
///
/// - Note: Integers are 64-bit (`Int` on every platform the package supports).
public enum AttributeValue: Sendable, Hashable {
    /// No value (JSON `null`, Swift `nil`).
    case null
    /// A boolean.
    case bool(Bool)
    /// A 64-bit signed integer.
    case int(Int)
    /// An IEEE 754 double. `1.0` is a double, `1` is an integer.
    case double(Double)
    /// A string.
    case string(String)
    /// An ordered list of values.
    case array([AttributeValue])
    /// An ordered map from string keys to values.
    case object(AttributeObject)
}

extension AttributeValue {
    /// Whether the value is `.null`.
    @inlinable public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The string payload, or `nil` when the value is not a string.
    @inlinable public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The integer payload, or `nil` when the value is not an integer.
    @inlinable public var intValue: Int? {
        if case .int(let i) = self { return i }
        return nil
    }

    /// The double payload, or `nil` when the value is not a double.
    @inlinable public var doubleValue: Double? {
        if case .double(let d) = self { return d }
        return nil
    }

    /// The boolean payload, or `nil` when the value is not a boolean.
    @inlinable public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The elements of an array, or `nil` when the value is not an array.
    @inlinable public var arrayValue: [AttributeValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// The object payload, or `nil` when the value is not an object.
    @inlinable public var objectValue: AttributeObject? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// Whether the value is an array or an object (what PHP calls an array).
    @inlinable public var isCollection: Bool {
        switch self {
        case .array, .object: return true
        default: return false
        }
    }

    /// A short name of the value's kind, used in diagnostics (`"string"`, `"integer"`, …).
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .int: return "integer"
        case .double: return "double"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }

    /// Yii's default emptiness test: `null`, `""`, an empty array or an empty object.
    ///
    /// `" "`, `0`, `"0"` and `false` are not empty.
    @inlinable public var isEmptyValue: Bool {
        switch self {
        case .null: return true
        case .string(let s): return s.isEmpty
        case .array(let a): return a.isEmpty
        case .object(let o): return o.isEmpty
        default: return false
        }
    }
}
