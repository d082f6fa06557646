/// The character classes of a compiled pattern, each distinct class stored once.
///
/// A class is a 256-bit membership table for the unit values below 256 (every byte in byte mode,
/// Latin-1 scalars in Unicode mode) plus, for larger scalars, the original ``CharClass`` and its
/// case flag. Both matchers (``ByteProgram`` and ``BacktrackProgram``) refer to classes by index.
struct ClassTable: Sendable {
    /// Four 64-bit words per class: membership of the values 0..<256.
    private(set) var words: [UInt64] = []
    /// Per class: the class and its case flag, consulted for scalars of 256 and above.
    private(set) var wide: [(CharClass, Bool)] = []
    /// Whether units are scalars (`u`) rather than bytes.
    let unicode: Bool

    private struct Key: Hashable {
        let set: CharClass
        let caseless: Bool
    }

    private var index: [Key: Int] = [:]

    init(unicode: Bool) {
        self.unicode = unicode
    }

    /// The number of distinct classes.
    var count: Int { wide.count }

    /// Registers a class (once per distinct class) and returns its index.
    mutating func add(_ set: CharClass, caseless: Bool) -> Int {
        let key = Key(set: set, caseless: caseless)
        if let known = index[key] { return known }
        index[key] = wide.count
        var table: [UInt64] = [0, 0, 0, 0]
        for value in UInt32(0)..<256 where set.contains(value, unicode: unicode, caseless: caseless) {
            table[Int(value >> 6)] |= 1 << UInt64(value & 63)
        }
        words.append(contentsOf: table)
        wide.append((set, caseless))
        return wide.count - 1
    }

    /// Whether unit `value` belongs to class `index`.
    @inline(__always)
    func contains(_ index: Int, _ value: UInt32) -> Bool {
        if value < 256 {
            return words[index &* 4 &+ Int(value >> 6)] >> UInt64(value & 63) & 1 != 0
        }
        let (set, caseless) = wide[index]
        return set.contains(value, unicode: true, caseless: caseless)
    }

    /// Whether class `index` may hold a scalar of 0x80 or above (conservatively).
    func mayContainNonASCII(_ index: Int) -> Bool {
        let (set, caseless) = wide[index]
        if caseless || set.isNegated { return true }
        return set.items.contains { item in
            if case .range(_, let high) = item { return high >= 0x80 }
            return true
        }
    }

    /// The bytes a unit of class `index` can begin with in the subject's UTF-8.
    func leadingBytes(_ index: Int) -> ByteTable {
        var table = ByteTable()
        for byte in 0..<(unicode ? 128 : 256) where contains(index, UInt32(byte)) {
            table.insert(UInt8(byte))
        }
        if unicode && mayContainNonASCII(index) {
            for lead in UInt8(0xC2)...0xF4 { table.insert(lead) }
        }
        return table
    }

    /// Whether no unit belongs to both classes, decided exactly where the tables allow it and
    /// conservatively (`false`) otherwise.
    func areDisjoint(_ a: Int, _ b: Int) -> Bool {
        for word in 0..<4 where words[a &* 4 &+ word] & words[b &* 4 &+ word] != 0 { return false }
        // Above 255 only byte mode is exact: there are no such units.
        return !unicode || !mayContainWide(a) || !mayContainWide(b)
    }

    /// Whether class `index` may hold a scalar of 256 or above (conservatively).
    private func mayContainWide(_ index: Int) -> Bool {
        let (set, caseless) = wide[index]
        if caseless || set.isNegated { return true }
        return set.items.contains { item in
            if case .range(_, let high) = item { return high >= 0x100 }
            return true
        }
    }
}
