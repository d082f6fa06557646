/// A Thompson NFA compiled from a regular ``PatternNode`` tree (one without lookaround,
/// backreferences, atomic groups or possessive quantifiers).
///
/// Instructions are stored as parallel arrays. A `unit` instruction consumes one unit (a byte,
/// or a scalar in Unicode mode) that belongs to a class; classes are 256-bit membership tables
/// for values below 256 plus, in Unicode mode, the original ``CharClass`` for larger scalars.
struct ByteProgram: Sendable {
    enum Op: UInt8, Sendable {
        /// Consume one unit in class `first`, then continue at the next instruction.
        case unit
        /// Continue at both `first` and `second`.
        case split
        /// Continue at `first`.
        case jump
        /// Continue at the next instruction if anchor `first` holds here.
        case assert
        /// The pattern matched.
        case match
    }

    /// The largest program compiled; bigger ones (huge counted repeats) use the fallback.
    static let maximumSize = 40_000

    private(set) var ops: [Op] = []
    private(set) var first: [Int32] = []
    private(set) var second: [Int32] = []
    /// Four 64-bit words per class: membership of the values 0..<256.
    private(set) var tables: [UInt64] = []
    /// Per class: the class and its case flag, consulted for scalars of 256 and above.
    private(set) var wideClasses: [(CharClass, Bool)] = []
    /// The anchors, indexed by an `assert` instruction's `first`.
    private(set) var anchors: [Anchor] = []
    /// Whether units are scalars (`u`) rather than bytes.
    let unicode: Bool
    /// Whether a match can only start at offset 0 (`A` modifier or a leading `\A`/`^`).
    private(set) var isAnchoredAtStart: Bool

    struct TooLarge: Error {}

    /// Compiles `node`; throws ``TooLarge`` when the program would exceed ``maximumSize``.
    init(node: PatternNode, unicode: Bool, anchored: Bool) throws(TooLarge) {
        self.unicode = unicode
        self.isAnchoredAtStart = anchored || Self.startsWithSubjectStart(node)
        try emit(node)
        append(.match)
    }

    private static func startsWithSubjectStart(_ node: PatternNode) -> Bool {
        switch node {
        case .anchor(.subjectStart): return true
        case .concat(let items): return items.first.map(startsWithSubjectStart) ?? false
        case .group(let inner, _, _): return startsWithSubjectStart(inner)
        case .alternation(let branches): return branches.allSatisfy(startsWithSubjectStart)
        default: return false
        }
    }

    @discardableResult
    private mutating func append(_ op: Op, _ a: Int = 0, _ b: Int = 0) -> Int {
        ops.append(op)
        first.append(Int32(a))
        second.append(Int32(b))
        return ops.count - 1
    }

    private mutating func emit(_ node: PatternNode) throws(TooLarge) {
        if ops.count > Self.maximumSize { throw TooLarge() }
        switch node {
        case .empty, .look, .atomic, .backreference:
            break
        case .unit(let set, let caseless):
            append(.unit, addClass(set, caseless: caseless))
        case .anchor(let anchor):
            anchors.append(anchor)
            append(.assert, anchors.count - 1)
        case .group(let inner, _, _):
            try emit(inner)
        case .concat(let items):
            for item in items { try emit(item) }
        case .alternation(let branches):
            var jumps: [Int] = []
            for (offset, branch) in branches.enumerated() {
                if offset == branches.count - 1 {
                    try emit(branch)
                } else {
                    let split = append(.split)
                    first[split] = Int32(ops.count)
                    try emit(branch)
                    jumps.append(append(.jump))
                    second[split] = Int32(ops.count)
                }
            }
            for jump in jumps { first[jump] = Int32(ops.count) }
        case .quantified(let inner, let minimum, let maximum, _):
            for _ in 0..<minimum { try emit(inner) }
            if let maximum {
                var splits: [Int] = []
                for _ in minimum..<maximum {
                    let split = append(.split)
                    first[split] = Int32(ops.count)
                    splits.append(split)
                    try emit(inner)
                }
                for split in splits { second[split] = Int32(ops.count) }
            } else {
                let split = append(.split)
                first[split] = Int32(ops.count)
                try emit(inner)
                append(.jump, split)
                second[split] = Int32(ops.count)
            }
        }
    }

    /// Registers a class and returns its index.
    private mutating func addClass(_ set: CharClass, caseless: Bool) -> Int {
        var words: [UInt64] = [0, 0, 0, 0]
        for value in UInt32(0)..<256 where set.contains(value, unicode: unicode, caseless: caseless) {
            words[Int(value >> 6)] |= 1 << UInt64(value & 63)
        }
        tables.append(contentsOf: words)
        wideClasses.append((set, caseless))
        return wideClasses.count - 1
    }

    /// Whether unit `value` belongs to class `index`.
    @inline(__always)
    func classContains(_ index: Int, _ value: UInt32) -> Bool {
        if value < 256 {
            return tables[index &* 4 &+ Int(value >> 6)] >> UInt64(value & 63) & 1 != 0
        }
        let (set, caseless) = wideClasses[index]
        return set.contains(value, unicode: true, caseless: caseless)
    }
}
