/// A list of names and their positions, looked up by their bytes, as PHP looks up array keys
/// and properties.
///
/// Attribute tables, dynamic models, scenarios and rule sets keep one. `"é"` and `"e\u{301}"`
/// are two names here, at any size: Swift's `==` would call them equal (canonical
/// equivalence), Yii does not.
///
/// For the handful of names most models have, comparing beats hashing: names of another length
/// are skipped without looking at their bytes, and an equal ASCII name is settled by `==`,
/// which compares small strings by their bits (see ``Swift/String/isAllASCII`` for why that
/// is exact). Beyond 16 names a hash index keyed by
/// ``NameKey`` answers.
///
/// ```swift
/// let index = NameIndex(["email", "é"])
/// index.position(of: "é")        // 1
/// index.position(of: "e\u{301}") // nil
/// ```
///
/// - Complexity: O(1) on average per lookup (at most 16 comparisons, or one hash lookup).
@usableFromInline
package struct NameIndex: Sendable {
    /// The names, in order (duplicates kept; a lookup finds the first).
    @usableFromInline package private(set) var names: [String] = []
    /// Bit `i` is set when `names[i]` is ASCII, for the names compared one by one.
    @usableFromInline var asciiMask: UInt32 = 0
    /// Name → first position, kept beyond ``linearLimit`` names.
    @usableFromInline var positions: [NameKey: Int]?
    /// Whether some name is listed more than once (byte for byte).
    @usableFromInline private(set) var hasRepeatedNames = false
    /// Each name's ``probe(_:)`` word, by position: a key read from a document is compared
    /// with a name's word before its bytes (one comparison rules out almost every name).
    private var probes: [UInt64] = []

    /// A name's length (up to 255) in the top byte and its first seven bytes below it: equal
    /// words mean equal names when the names have at most seven bytes.
    @inline(__always)
    static func probe(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var word = UInt64(min(bytes.count, 255)) << 56
        for i in 0..<min(bytes.count, 7) { word |= UInt64(bytes[i]) << UInt64(i &* 8) }
        return word
    }

    /// Up to this many names are compared one by one.
    static let linearLimit = 16

    /// An empty index.
    package init() {}

    /// An index of `names`, in order.
    package init(_ names: [String]) {
        self.names.reserveCapacity(names.count)
        for name in names { append(name) }
    }

    /// The number of names.
    package var count: Int { names.count }

    /// Adds `name` at the end.
    package mutating func append(_ name: String) {
        if !hasRepeatedNames && position(of: name) != nil { hasRepeatedNames = true }
        appendUnchecked(name)
    }

    /// Adds `name` at the end unless it is listed already (byte for byte): one lookup, where
    /// a lookup followed by ``append(_:)`` made two.
    ///
    /// - Returns: Whether `name` was added, and its position.
    @discardableResult
    package mutating func insert(_ name: String) -> (inserted: Bool, position: Int) {
        if let position = position(of: name) { return (false, position) }
        appendUnchecked(name)
        return (true, names.count - 1)
    }

    /// Adds `name`, known not to be listed, at the end.
    private mutating func appendUnchecked(_ name: String) {
        var bytes = name
        probes.append(bytes.withUTF8(Self.probe))
        let position = names.count
        names.append(name)
        if position < Self.linearLimit {
            if name.isAllASCII { asciiMask |= 1 << UInt32(position) }
        } else if positions == nil {
            var map = [NameKey: Int](minimumCapacity: names.count * 2)
            for (i, name) in names.enumerated() where map[NameKey(name)] == nil { map[NameKey(name)] = i }
            positions = map
        } else if positions![NameKey(name)] == nil {
            positions![NameKey(name)] = position
        }
    }

    /// Removes every name, keeping the storage for as many.
    mutating func removeAll() {
        names.removeAll(keepingCapacity: true)
        probes.removeAll(keepingCapacity: true)
        hasRepeatedNames = false
        asciiMask = 0
        positions = nil
    }

    /// The first position of `name`, or `nil`.
    // Inlinable and small (the hash lookup and the byte comparison are calls), so that the
    // engine's and massive assignment's lookups inline: `ValidationErrors.contains(_:)`, which
    // the engine inlines, asks it too.
    @inlinable
    package func position(of name: String) -> Int? {
        if positions != nil { return hashedPosition(of: name) }
        // Most names asked for are ones the index gave out (the engine's, the rules'): the
        // same representation is found without comparing lengths and bytes. Names are
        // distinct by their bytes unless one is listed twice, whose first position is scanned for.
        if !hasRepeatedNames {
            for i in names.indices where PHPSemantics.sameRepresentation(names[i], name) { return i }
        }
        let length = name.utf8.count
        for i in names.indices where names[i].utf8.count == length && names[i] == name {
            if asciiMask & (1 << UInt32(i)) != 0 || Self.haveSameBytes(names[i], name) { return i }
        }
        return nil
    }

    /// ``position(of:)`` beyond ``linearLimit`` names.
    @usableFromInline @inline(never)
    func hashedPosition(of name: String) -> Int? { positions?[NameKey(name)] }

    /// Whether two canonically equal strings have the same bytes (a name that is not ASCII).
    @usableFromInline @inline(never)
    static func haveSameBytes(_ a: String, _ b: String) -> Bool { a.hasSameBytes(as: b) }

    /// The first position of the name whose UTF-8 bytes are `key`, or `nil`: the lookup of
    /// ``position(of:)`` for a key read from a document, which need not become a `String`.
    ///
    /// - Precondition: `key` is valid UTF-8.
    /// - Parameter expected: The position to compare first: documents tend to list their keys
    ///   in the order of the model's attributes, so the one after the last key found is most
    ///   often the next key (one comparison instead of a scan, or a hash of the key).
    func position(ofUTF8 key: UnsafeBufferPointer<UInt8>, expected: Int = 0) -> Int? {
        let probe = Self.probe(key)
        // A name whose word differs is not the key; one whose word is the key's is, when the
        // word holds all its bytes (seven or fewer), else its length and bytes are compared
        // (the word holds lengths up to 255 only).
        func isKey(_ i: Int, word: UInt64) -> Bool {
            word == probe && (key.count <= 7 || Self.hasLengthAndBytes(names[i], key))
        }
        // (With a name listed twice, the answer is its first position: scanned for.)
        if !hasRepeatedNames, expected < names.count, isKey(expected, word: probes[expected]) { return expected }
        if positions != nil { return hashedPosition(of: String(decoding: key, as: UTF8.self)) }
        return probes.withUnsafeBufferPointer { probes in
            probes.indices.first { isKey($0, word: probes[$0]) }
        }
    }

    /// Whether `name` has as many bytes as `key`, and the same.
    @inline(__always)
    static func hasLengthAndBytes(_ name: String, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        name.utf8.count == key.count && hasBytes(name, key)
    }

    /// Whether `name` has exactly the bytes `key` (as many as its own).
    ///
    /// - Precondition: `key` has as many bytes as `name`.
    @inline(__always)
    static func hasBytes(_ name: String, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let equal = name.utf8.withContiguousStorageIfAvailable { bytes in
            // Eight bytes at a time, then the rest.
            let count = bytes.count
            var i = 0
            while i &+ 8 <= count {
                let a = UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
                let b = UnsafeRawPointer(key.baseAddress! + i).loadUnaligned(as: UInt64.self)
                if a != b { return false }
                i &+= 8
            }
            while i < count {
                if bytes[i] != key[i] { return false }
                i &+= 1
            }
            return true
        }
        return equal ?? name.utf8.elementsEqual(key)
    }

    /// Whether `name` is in the list.
    @inlinable
    func contains(_ name: String) -> Bool { position(of: name) != nil }
}
