/// An ordered map from string keys to ``AttributeValue``s: the object case of a value.
///
/// Keys keep the order in which they were first inserted, as in a JSON document and a PHP
/// array. Setting an existing key replaces its value in place; setting a key to `nil` removes it.
///
/// ```swift
/// var object = AttributeObject()
/// object["b"] = 1
/// object["a"] = "x"
/// object.keys // ["b", "a"]
/// ```
///
/// Equality and hashing take the key order into account. Keys are matched by their bytes, as
/// PHP matches array keys: `"é"` and `"e\u{301}"` are two keys.
///
/// - Complexity: lookups are O(*n*) for small objects and O(1) on average once an object holds
///   more than 16 keys, when a hash index is kept beside the ordered storage.
public struct AttributeObject: Sendable, Hashable {
    /// The keys, in insertion order.
    public private(set) var keys: [String]
    /// The values, in the order of ``keys``.
    public private(set) var values: [AttributeValue]
    /// Key → position, kept only for large objects.
    private var index: [NameKey: Int]?

    private static let indexThreshold = 16

    /// Creates an empty object.
    public init() {
        keys = []
        values = []
        index = nil
    }

    /// Creates an object from key-value pairs in order. A repeated key keeps its first position
    /// and its last value.
    public init<S: Sequence>(_ pairs: S) where S.Element == (String, AttributeValue) {
        self.init()
        for (key, value) in pairs { self[key] = value }
    }

    /// Creates an object that takes `keys` and `values` as they are, for readers that build
    /// objects in bulk. The keys must be distinct and as many as the values.
    package init(uniqueKeys keys: [String], values: [AttributeValue]) {
        assert(keys.count == values.count, "keys and values differ in count")
        self.keys = keys
        self.values = values
        self.index = nil
        if keys.count > Self.indexThreshold { rebuildIndex() }
    }

    /// The number of keys.
    @inlinable public var count: Int { keys.count }

    /// Whether the object has no keys.
    @inlinable public var isEmpty: Bool { keys.isEmpty }

    /// The position of `key`, or `nil`.
    public func position(of key: String) -> Int? {
        if let index { return index[NameKey(key)] }
        let length = key.utf8.count
        // `==` first: it is fast and never false for byte-equal strings.
        for i in keys.indices where keys[i].utf8.count == length && keys[i] == key && keys[i].hasSameBytes(as: key) {
            return i
        }
        return nil
    }

    /// The value for `key`; assigning `nil` removes the key.
    public subscript(key: String) -> AttributeValue? {
        get { position(of: key).map { values[$0] } }
        set {
            if let newValue {
                if let at = position(of: key) {
                    values[at] = newValue
                } else {
                    keys.append(key)
                    values.append(newValue)
                    if index != nil {
                        index![NameKey(key)] = keys.count - 1
                    } else if keys.count > Self.indexThreshold {
                        rebuildIndex()
                    }
                }
            } else if let at = position(of: key) {
                keys.remove(at: at)
                values.remove(at: at)
                if keys.count > Self.indexThreshold { rebuildIndex() } else { index = nil }
            }
        }
    }

    /// The key-value pairs in order.
    public var pairs: [(key: String, value: AttributeValue)] {
        Array(zip(keys, values)).map { (key: $0.0, value: $0.1) }
    }

    /// Whether the keys are exactly `"0"`, `"1"`, … `"n-1"` in order, the shape PHP turns into
    /// a list.
    public var isListShaped: Bool {
        for (i, key) in keys.enumerated() where key != String(i) { return false }
        return true
    }

    private mutating func rebuildIndex() {
        var map = [NameKey: Int](minimumCapacity: keys.count)
        for (i, key) in keys.enumerated() { map[NameKey(key)] = i }
        index = map
    }

    /// Whether the two objects have the same keys (byte for byte), in the same order, with equal
    /// values.
    public static func == (lhs: AttributeObject, rhs: AttributeObject) -> Bool {
        lhs.keys.count == rhs.keys.count && zip(lhs.keys, rhs.keys).allSatisfy { $0.hasSameBytes(as: $1) }
            && lhs.values == rhs.values
    }

    /// Hashes the keys' bytes in order, then the values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(keys.count)
        for key in keys { hasher.combine(NameKey(key)) }
        hasher.combine(values)
    }
}

extension AttributeObject: Sequence {
    /// Iterates over the key-value pairs in order, without allocating.
    public struct Iterator: IteratorProtocol {
        private let keys: [String]
        private let values: [AttributeValue]
        private var position = 0

        init(keys: [String], values: [AttributeValue]) {
            self.keys = keys
            self.values = values
        }

        public mutating func next() -> (key: String, value: AttributeValue)? {
            guard position < keys.count else { return nil }
            defer { position += 1 }
            return (key: keys[position], value: values[position])
        }
    }

    /// Iterates over the key-value pairs in order.
    public func makeIterator() -> Iterator { Iterator(keys: keys, values: values) }

    public var underestimatedCount: Int { keys.count }
}

extension AttributeObject: ExpressibleByDictionaryLiteral {
    /// Creates an object from a literal, keeping the literal's order.
    public init(dictionaryLiteral elements: (String, AttributeValue)...) {
        self.init(elements)
    }
}
