/// The symbols the lazy DFA reads: units grouped by the classes they belong to.
///
/// Two units that belong to the same classes (and, where the program's assertions look at them,
/// agree on being a word character or a line feed) lead every state to the same next state, so
/// the DFA caches one transition per symbol rather than per unit. The symbols of the values
/// below 256 are computed when the pattern is compiled; a subject's larger scalars get theirs
/// while it is read (see ``LazyDFA``).
struct DFAAlphabet: Sendable {
    /// The symbol of each unit value below 256.
    let symbols: [Int32]
    /// The number of distinct symbols among the values below 256.
    let byteSymbolCount: Int
    /// Whether the program has `\b` or `\B`, so the DFA tracks whether the previous unit is a
    /// word character.
    let usesWord: Bool
    /// Whether the program has an assertion about line feeds (`^` and `$` with `m`, `\Z`).
    let usesNewline: Bool
    /// Whether the program has `\Z`, which also needs to know that a line feed is the last unit.
    let usesFinalNewline: Bool

    init(classes: ClassTable, anchors: Set<Anchor>) {
        usesWord = anchors.contains(.wordBoundary) || anchors.contains(.notWordBoundary)
        usesFinalNewline = anchors.contains(.subjectEndOrFinalNewline)
        usesNewline = usesFinalNewline || anchors.contains(.lineStart) || anchors.contains(.lineEnd)
        var known: [[UInt64]: Int32] = [:]
        var symbols: [Int32] = []
        symbols.reserveCapacity(256)
        for value in UInt32(0)..<256 {
            let key = Self.signature(of: value, classes: classes, usesWord: usesWord, usesNewline: usesNewline)
            if let symbol = known[key] {
                symbols.append(symbol)
            } else {
                let symbol = Int32(known.count)
                known[key] = symbol
                symbols.append(symbol)
            }
        }
        self.symbols = symbols
        byteSymbolCount = known.count
    }

    /// The membership of `value` in every class, and the context bits the assertions need.
    static func signature(of value: UInt32, classes: ClassTable, usesWord: Bool, usesNewline: Bool) -> [UInt64] {
        var key = [UInt64](repeating: 0, count: (classes.count + 2 + 63) / 64)
        for index in 0..<classes.count where classes.contains(index, value) {
            key[index >> 6] |= 1 << UInt64(index & 63)
        }
        let extra = classes.count
        if usesWord && NamedClass.word.contains(value, unicode: classes.unicode) {
            key[extra >> 6] |= 1 << UInt64(extra & 63)
        }
        if usesNewline && value == 0x0A {
            key[(extra + 1) >> 6] |= 1 << UInt64((extra + 1) & 63)
        }
        return key
    }
}
