/// The named values a message template is rendered with, in insertion order.
///
/// A small ordered list, looked up linearly: messages have a handful of arguments, so a plain
/// array beats a dictionary. Setting an existing name replaces its value in place.
///
/// ```swift
/// var arguments: MessageArguments = ["attribute": "Name", "min": 3]
/// arguments.set("value", "ab")
/// arguments["min"] // 3
/// ```
import ModelValidationValues

public struct MessageArguments: Sendable, Equatable {
    /// One named value.
    public struct Entry: Sendable, Equatable {
        /// The placeholder name, without braces.
        public var name: String
        /// The value.
        public var value: AttributeValue

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - name: the placeholder name.
        ///   - value: the value.
        public init(name: String, value: AttributeValue) {
            self.name = name
            self.value = value
        }
    }

    /// The entries, in insertion order.
    public private(set) var entries: [Entry]

    /// Creates an empty list.
    public init() {
        entries = []
    }

    /// Creates a list from name-value pairs in order; a repeated name keeps its first position and
    /// its last value.
    ///
    /// - Parameter pairs: the pairs.
    public init(_ pairs: KeyValuePairs<String, AttributeValue>) {
        entries = []
        entries.reserveCapacity(pairs.count)
        for (name, value) in pairs { set(name, value) }
    }

    /// The number of arguments.
    public var count: Int { entries.count }

    /// Whether there are no arguments.
    public var isEmpty: Bool { entries.isEmpty }

    /// The value named `name`, or `nil`. Names match byte for byte.
    ///
    /// - Parameter name: the placeholder name.
    public subscript(name: String) -> AttributeValue? {
        index(of: name).map { entries[$0].value }
    }

    /// Sets `name` to `value`, replacing an existing value in place or appending a new entry.
    ///
    /// - Parameters:
    ///   - name: the placeholder name.
    ///   - value: the value.
    public mutating func set(_ name: String, _ value: AttributeValue) {
        if let i = index(of: name) {
            entries[i].value = value
        } else {
            entries.append(Entry(name: name, value: value))
        }
    }

    /// Reserves room for `count` arguments, so that building a failure's list allocates once.
    package mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

    /// The position of `name`, compared byte for byte.
    func index(of name: String) -> Int? {
        entries.firstIndex { PHPSemantics.bytesEqual($0.name, name) }
    }

    /// The position of the entry whose name has exactly the UTF-8 bytes `name`.
    func index<C: Collection>(ofUTF8 name: C) -> Int? where C.Element == UInt8 {
        entries.firstIndex { $0.name.utf8.count == name.count && $0.name.utf8.elementsEqual(name) }
    }
}

extension MessageArguments: ExpressibleByDictionaryLiteral {
    /// Creates a list from a literal, keeping its order.
    public init(dictionaryLiteral elements: (String, AttributeValue)...) {
        self.init()
        for (name, value) in elements { set(name, value) }
    }
}
