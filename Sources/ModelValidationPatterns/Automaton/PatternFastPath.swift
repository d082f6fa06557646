/// Shortcuts for the commonest validation patterns, recognised at compile time.
///
/// * `/^[class]+$/`, `/^[class]*$/` (also with `\A`, `\z` or the `A` modifier): every byte of
///   the subject must be in the class.
/// * `/[class]/`, `/[class]+/`, `/x/`: some byte of the subject must be in the class.
///
/// Both are one pass over the UTF-8 bytes with a 256-bit table and no allocation. In Unicode
/// mode they apply only to case-sensitive classes whose members are all ASCII, where a byte
/// test is exact: non-ASCII scalars encode to bytes of 0x80 and above, which such a class
/// never contains.
enum PatternFastPath: Sendable, Hashable {
    /// The whole subject is a run of class members, at least `minimum` (0 or 1) long.
    case wholeRun(ByteTable, minimum: Int)
    /// Some byte of the subject is a class member.
    case containsAny(ByteTable)

    /// The fast path for `node`, if it has one of the recognised shapes.
    init?(node: PatternNode, unicode: Bool, anchored: Bool) {
        var items: [PatternNode]
        if case .concat(let list) = node { items = list } else { items = [node] }
        var startAnchored = anchored
        if case .anchor(.subjectStart)? = items.first { startAnchored = true; items.removeFirst() }
        var endAnchored = false
        if case .anchor(.subjectEnd)? = items.last { endAnchored = true; items.removeLast() }
        guard items.count == 1 else { return nil }
        var core = Self.unwrap(items[0])
        var minimum = 1
        var unbounded = false
        if case .quantified(let inner, let low, nil, let kind) = core, kind != .possessive, low <= 1 {
            core = Self.unwrap(inner)
            minimum = low
            unbounded = true
        }
        guard case .unit(let set, let caseless) = core,
              let table = ByteTable(set, unicode: unicode, caseless: caseless) else { return nil }
        switch (startAnchored, endAnchored) {
        case (true, true) where unbounded:
            self = .wholeRun(table, minimum: minimum)
        case (false, false) where minimum == 1:
            self = .containsAny(table)
        default:
            return nil
        }
    }

    private static func unwrap(_ node: PatternNode) -> PatternNode {
        if case .group(let inner, _, _) = node { return unwrap(inner) }
        return node
    }

    /// Runs the shortcut over UTF-8 bytes.
    @inline(__always)
    func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch self {
        case .wholeRun(let table, let minimum):
            if bytes.count < minimum { return false }
            return table.withWords { words in
                for byte in bytes where !ByteTable.contains(byte, in: words) { return false }
                return true
            }
        case .containsAny(let table):
            return table.withWords { words in
                for byte in bytes where ByteTable.contains(byte, in: words) { return true }
                return false
            }
        }
    }
}

/// Membership of the 256 byte values, as four 64-bit words.
struct ByteTable: Sendable, Hashable {
    var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    /// An empty table.
    init() {}

    /// Adds `byte` to the table.
    mutating func insert(_ byte: UInt8) {
        let bit: UInt64 = 1 << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    /// Adds every byte of `other`.
    mutating func formUnion(_ other: ByteTable) {
        words.0 |= other.words.0
        words.1 |= other.words.1
        words.2 |= other.words.2
        words.3 |= other.words.3
    }

    /// The byte table of `set`, or `nil` when a byte test would not be exact (see
    /// ``PatternFastPath``).
    init?(_ set: CharClass, unicode: Bool, caseless: Bool) {
        if unicode {
            guard !caseless, !set.isNegated else { return nil }
            for item in set.items {
                switch item {
                case .range(_, let high) where high < 0x80: continue
                case .named(.ascii, false), .named(.xdigit, false), .named(.cntrl, false): continue
                default: return nil
                }
            }
        }
        for value in 0..<256 where set.contains(UInt32(value), unicode: unicode, caseless: caseless) {
            insert(UInt8(value))
        }
    }

    /// Calls `body` with the four words in memory, for ``contains(_:in:)``.
    @inline(__always)
    func withWords<R>(_ body: (UnsafePointer<UInt64>) -> R) -> R {
        withUnsafeBytes(of: words) { body($0.baseAddress!.assumingMemoryBound(to: UInt64.self)) }
    }

    /// Whether `byte` is in the table whose words are at `words`: one load and a shift, where
    /// choosing among the four words was a branch per byte.
    @inline(__always)
    static func contains(_ byte: UInt8, in words: UnsafePointer<UInt64>) -> Bool {
        words[Int(byte &>> 6)] &>> UInt64(byte & 63) & 1 != 0
    }

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        let bit = UInt64(byte & 63)
        switch byte >> 6 {
        case 0: return words.0 >> bit & 1 != 0
        case 1: return words.1 >> bit & 1 != 0
        case 2: return words.2 >> bit & 1 != 0
        default: return words.3 >> bit & 1 != 0
        }
    }

    static func == (lhs: ByteTable, rhs: ByteTable) -> Bool {
        lhs.words == rhs.words
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
        hasher.combine(words.3)
    }
}
