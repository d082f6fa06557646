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
        /// Whether the value is an attribute's label, which a language's application catalogs
        /// translate when the message is rendered (see ``MessageArguments/setLabel(_:_:)``).
        public var isLabel: Bool
        /// Whether the value was submitted with the data (another attribute's value, such as
        /// the password a repeat is compared with), which ``ValidationError``'s `parameters`
        /// leave out (see ``MessageArguments/setSubmitted(_:_:)``).
        public var isSubmitted = false

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - name: the placeholder name.
        ///   - value: the value.
        ///   - isLabel: whether the value is an attribute's label.
        public init(name: String, value: AttributeValue, isLabel: Bool = false) {
            self.name = name
            self.value = value
            self.isLabel = isLabel
        }

        /// Whether two entries have the same name and value (being a label is not compared).
        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.name == rhs.name && lhs.value == rhs.value
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

    /// The list of `entries` as they are, for names known to be distinct: no name is looked
    /// up (setting them one by one searched the list for each).
    package init(distinct entries: [Entry]) {
        self.entries = entries
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

    /// Sets `name` to `value`, replacing an existing value (and whether it is a label) in place
    /// or appending a new entry.
    ///
    /// - Parameters:
    ///   - name: the placeholder name.
    ///   - value: the value.
    public mutating func set(_ name: String, _ value: AttributeValue) {
        if let i = index(of: name) {
            entries[i].value = value
            entries[i].isLabel = false
            entries[i].isSubmitted = false
        } else {
            entries.append(Entry(name: name, value: value))
        }
    }

    /// Sets `name` to a value submitted with the data (another attribute's value): messages
    /// show it, machine-readable failure parameters never do, as it may be a secret.
    ///
    /// ```swift
    /// var arguments = MessageArguments()
    /// arguments.setSubmitted("compareValue", "hunter2")
    /// arguments.entries[0].isSubmitted   // true
    /// ```
    ///
    /// - Parameters:
    ///   - name: the placeholder name.
    ///   - value: the submitted value.
    public mutating func setSubmitted(_ name: String, _ value: AttributeValue) {
        set(name, value)
        entries[index(of: name)!].isSubmitted = true
    }

    /// Sets `name` to an attribute's label, marked so that a language's application catalogs
    /// translate it when the message is rendered (`{attribute}`, and `{compareAttribute}` when
    /// the compared value is another attribute).
    ///
    /// ```swift
    /// var arguments = MessageArguments()
    /// arguments.setLabel("attribute", "Email")
    /// arguments.entries[0].isLabel   // true
    /// ```
    ///
    /// - Parameters:
    ///   - name: the placeholder name.
    ///   - label: the label, as written.
    public mutating func setLabel(_ name: String, _ label: String) {
        if let i = index(of: name) {
            entries[i].value = .string(label)
            entries[i].isLabel = true
        } else {
            entries.append(Entry(name: name, value: .string(label), isLabel: true))
        }
    }

    /// Whether some entry is a label.
    var hasLabels: Bool { entries.contains { $0.isLabel } }

    /// Reserves room for `count` arguments, so that building a failure's list allocates once.
    package mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

    /// The arguments of a failure: `attribute` (the label, marked as one), `value`, then
    /// `others` in their order, in one allocation. An entry of `others` named `attribute` or
    /// `value` takes that entry's place, as ``set(_:_:)`` would; `others` has each name once
    /// (as every ``MessageArguments`` has), so nothing else is looked up.
    package init(label: String, value: AttributeValue, then others: MessageArguments) {
        entries = []
        entries.reserveCapacity(2 + others.entries.count)
        entries.append(Entry(name: "attribute", value: .string(label), isLabel: true))
        entries.append(Entry(name: "value", value: value))
        for entry in others.entries {
            let utf8 = entry.name.utf8
            if utf8.count == 9 && utf8.elementsEqual("attribute".utf8) {
                entries[0] = entry
            } else if utf8.count == 5 && utf8.elementsEqual("value".utf8) {
                entries[1] = entry
            } else {
                entries.append(entry)
            }
        }
    }

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
