extension AttributeValue: ExpressibleByNilLiteral {
    /// Creates `.null`.
    @inlinable public init(nilLiteral: ()) { self = .null }
}

extension AttributeValue: ExpressibleByBooleanLiteral {
    /// Creates `.bool`.
    @inlinable public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension AttributeValue: ExpressibleByIntegerLiteral {
    /// Creates `.int`.
    @inlinable public init(integerLiteral value: Int) { self = .int(value) }
}

extension AttributeValue: ExpressibleByFloatLiteral {
    /// Creates `.double`.
    @inlinable public init(floatLiteral value: Double) { self = .double(value) }
}

extension AttributeValue: ExpressibleByStringLiteral {
    /// Creates `.string`.
    @inlinable public init(stringLiteral value: String) { self = .string(value) }
}

extension AttributeValue: ExpressibleByArrayLiteral {
    /// Creates `.array`.
    @inlinable public init(arrayLiteral elements: AttributeValue...) { self = .array(elements) }
}

extension AttributeValue: ExpressibleByDictionaryLiteral {
    /// Creates `.object`, keeping the literal's key order. A repeated key keeps its first
    /// position and its last value.
    public init(dictionaryLiteral elements: (String, AttributeValue)...) {
        var object = AttributeObject()
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }
}
