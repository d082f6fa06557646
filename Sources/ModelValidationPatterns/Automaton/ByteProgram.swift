/// Compiles a Thompson NFA from a regular ``PatternNode`` tree (one without lookaround,
/// backreferences, atomic groups or possessive quantifiers).
///
/// Instructions are stored as parallel arrays. A `unit` instruction consumes one unit (a byte,
/// or a scalar in Unicode mode) that belongs to a class; classes are 256-bit membership tables
/// for values below 256 plus, in Unicode mode, the original ``CharClass`` for larger scalars.
struct ByteProgramBuilder: Sendable {
    enum Op: UInt8, Sendable {
        /// Consume one unit in class `first`, then continue at the next instruction.
        case unit
        /// Continue at both `first` and `second`.
        case split
        /// Continue at `first`.
        case jump
        /// Continue at the next instruction if the anchor with raw value `first` holds here.
        case assert
        /// The pattern matched.
        case match
    }

    /// The largest program compiled; bigger ones (huge counted repeats) run on the backtracking
    /// matcher.
    static let maximumSize = 40_000

    private(set) var ops: [Op] = []
    private(set) var first: [Int32] = []
    private(set) var second: [Int32] = []
    /// The classes the `unit` instructions refer to.
    private(set) var classes: ClassTable
    /// The instructions flattened for the matcher: `op`, `first`, `second` per instruction.
    private(set) var code: [Int32] = []
    /// The bytes at which a match can begin, or `nil` when the pattern can match without
    /// consuming anything. The matcher skips other bytes while no thread is alive.
    private(set) var startBytes: ByteTable?
    /// Whether units are scalars (`u`) rather than bytes.
    let unicode: Bool
    /// Whether a match can only start at offset 0 (`A` modifier or a leading `\A`/`^`).
    private(set) var isAnchoredAtStart: Bool
    /// The assertions the program contains.
    private(set) var anchors: Set<Anchor> = []

    struct TooLarge: Error {}

    /// Compiles `node`; throws ``TooLarge`` when the program would exceed ``maximumSize``.
    init(node: PatternNode, unicode: Bool, anchored: Bool) throws(TooLarge) {
        self.unicode = unicode
        self.classes = ClassTable(unicode: unicode)
        self.isAnchoredAtStart = anchored || Self.startsWithSubjectStart(node)
        try emit(node)
        append(.match)
        code.reserveCapacity(ops.count * 3)
        for i in ops.indices { code += [Int32(ops[i].rawValue), first[i], second[i]] }
        startBytes = computeStartBytes()
    }

    /// Whether every match of `node` must begin at the start of the subject.
    static func startsWithSubjectStart(_ node: PatternNode) -> Bool {
        switch node {
        case .anchor(.subjectStart): return true
        case .concat(let items): return items.first.map(startsWithSubjectStart) ?? false
        case .group(let inner, _, _): return startsWithSubjectStart(inner)
        case .alternation(let branches): return branches.allSatisfy(startsWithSubjectStart)
        case .atomic(let inner): return startsWithSubjectStart(inner)
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
            append(.unit, classes.add(set, caseless: caseless))
        case .anchor(let anchor):
            anchors.insert(anchor)
            append(.assert, Int(anchor.rawValue))
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

    /// Unites the first units of every path from the start; assertions are assumed to hold.
    private func computeStartBytes() -> ByteTable? {
        var table = ByteTable()
        var seen = Set<Int>()
        var pending = [0]
        while let pc = pending.popLast() {
            guard seen.insert(pc).inserted else { continue }
            switch ops[pc] {
            case .match: return nil
            case .jump: pending.append(Int(first[pc]))
            case .split: pending += [Int(first[pc]), Int(second[pc])]
            case .assert: pending.append(pc + 1)
            case .unit:
                table.formUnion(classes.leadingBytes(Int(first[pc])))
            }
        }
        return table
    }
}

/// A compiled Thompson NFA, immutable and shared by reference so that a match call retains one
/// object rather than copying arrays. See ``ByteProgramBuilder`` for the instruction set.
final class ByteProgram: Sendable {
    /// `op`, `first`, `second` per instruction.
    let code: [Int32]
    /// Four 64-bit words per class: membership of the values 0..<256.
    let tables: [UInt64]
    /// Per class: the class and its case flag, for scalars of 256 and above.
    let wideClasses: [(CharClass, Bool)]
    let instructionCount: Int
    let unicode: Bool
    let isAnchoredAtStart: Bool
    let startBytes: ByteTable?
    /// The classes, for the lazy DFA.
    let classes: ClassTable
    /// The symbols of the lazy DFA.
    let alphabet: DFAAlphabet

    /// Compiles `node`; throws when the program would exceed ``ByteProgramBuilder/maximumSize``.
    init(node: PatternNode, unicode: Bool, anchored: Bool) throws(ByteProgramBuilder.TooLarge) {
        let builder = try ByteProgramBuilder(node: node, unicode: unicode, anchored: anchored)
        code = builder.code
        tables = builder.classes.words
        wideClasses = builder.classes.wide
        instructionCount = builder.ops.count
        self.unicode = unicode
        isAnchoredAtStart = builder.isAnchoredAtStart
        startBytes = builder.startBytes
        classes = builder.classes
        alphabet = DFAAlphabet(classes: builder.classes, anchors: builder.anchors)
    }
}
