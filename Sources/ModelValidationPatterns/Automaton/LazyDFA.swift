/// Runs a ``ByteProgram`` as a deterministic automaton whose states are built while the subject
/// is read.
///
/// A state is the set of instructions threads stand at before the next unit is read (before
/// jumps, splits and assertions are followed) together with what the previous unit was, as far
/// as the program's assertions care: the start of the subject, a word character, a line feed or
/// anything else. The transition from a state on a unit is computed once, by simulating the NFA
/// for one step, and cached under the unit's symbol (see ``DFAAlphabet``). Once the states a
/// subject needs exist, each unit costs one table lookup: `/a{1000}b/` on a megabyte builds
/// about a thousand states and then reads a byte per lookup, where the NFA simulation carries a
/// thousand threads through every byte.
///
/// Building a state costs O(*m*) for *m* instructions and at most one state is built per unit,
/// so a search never costs more than the NFA simulation's O(*n* × *m*). The cache is bounded
/// (``memoryLimit``): when it is full it is emptied and rebuilt as needed.
struct LazyDFA {
    /// A transition not computed yet.
    static let unknown: Int32 = -1
    /// A transition whose step reaches the match instruction.
    static let matched: Int32 = -2
    /// A transition into the empty state of an anchored search: nothing can match any more.
    static let dead: Int32 = -3
    /// The most `Int32` entries the kernels and transition tables may hold (8 MiB).
    static let memoryLimit = 1 << 21

    /// What the previous unit was, as the assertions see it.
    enum Context {
        static let start: Int32 = 0
        static let other: Int32 = 1
        static let word: Int32 = 2
        static let newline: Int32 = 3
    }

    let program: ByteProgram
    let subject: UnsafeBufferPointer<UInt8>
    let anchored: Bool
    /// The cache's bound in `Int32` entries (``memoryLimit`` unless a test lowers it).
    let limit: Int

    /// Per state: its context, its kernel's size, then the kernel's instructions in ascending order.
    var kernels: [Int32] = []
    /// Per state: where it starts in `kernels`.
    var offsets: [Int] = []
    /// `stride` entries per state, indexed by symbol.
    var transitions: [Int32] = []
    var stride: Int
    /// An open-addressing hash table of state numbers (`-1` for a free slot).
    var slots: [Int32]
    /// The symbols given to scalars of 256 and above, by scalar and by signature.
    var wideSymbols: [UInt32: Int32] = [:]
    var signatureSymbols: [[UInt64]: Int32] = [:]
    var symbolCount: Int
    /// How often the cache was emptied.
    var flushes = 0

    /// Scratch space of one step: the visit mark of each instruction, the depth-first stack,
    /// the kernel being built.
    private var marks: [Int]
    private var generation = 0
    private var stack: [Int32] = []
    var scratch: [Int32] = []

    init(program: ByteProgram, subject: UnsafeBufferPointer<UInt8>, limit: Int = LazyDFA.memoryLimit) {
        self.program = program
        self.subject = subject
        self.limit = limit
        anchored = program.isAnchoredAtStart
        symbolCount = program.alphabet.byteSymbolCount
        stride = symbolCount + (program.unicode ? 4 : 0)
        slots = [Int32](repeating: -1, count: 64)
        marks = [Int](repeating: -1, count: program.instructionCount)
    }

    /// Whether the program matches anywhere in the subject (search semantics).
    mutating func search() -> Bool {
        let end = subject.count
        // The last unit is read by the general loop: `\Z` needs to know it is the last one.
        let fastEnd = program.alphabet.usesFinalNewline ? end - 1 : end
        scratch = anchored ? [0] : []
        var state = intern(context: Context.start)
        var position = 0
        while position < end {
            // Single-byte units over transitions already known: one lookup each.
            let fastStride = stride
            transitions.withUnsafeBufferPointer { table in
                program.alphabet.symbols.withUnsafeBufferPointer { symbols in
                    while position < fastEnd {
                        let byte = subject[position]
                        if byte >= 0x80 && program.unicode { break }
                        let target = table[state &* fastStride &+ Int(symbols[Int(byte)])]
                        if target < 0 { break }
                        state = Int(target)
                        position &+= 1
                    }
                }
            }
            if position == end { break }
            guard let (value, length) = decode(at: position) else { return false }
            let isLast = position + length == end
            position += length
            if isLast && program.alphabet.usesFinalNewline {
                // An uncached step that knows this is the last unit.
                if step(from: state, next: value, isLast: true) { return true }
                if scratch.isEmpty && anchored { return false }
                state = intern(context: context(of: value))
                continue
            }
            let symbol = self.symbol(of: value)
            var target = transitions[state &* stride &+ symbol]
            if target == Self.unknown { target = transition(from: state, on: value, symbol: symbol) }
            if target < 0 { return target == Self.matched }
            state = Int(target)
        }
        return step(from: state, next: nil, isLast: false)
    }

    /// Computes and caches the transition from `state` on `value`.
    private mutating func transition(from state: Int, on value: UInt32, symbol: Int) -> Int32 {
        let target: Int32
        if step(from: state, next: value, isLast: false) {
            target = Self.matched
        } else if scratch.isEmpty && anchored {
            target = Self.dead
        } else {
            let flushesBefore = flushes
            let next = intern(context: context(of: value))
            // Interning may have emptied the cache, which forgets `state`.
            if flushes != flushesBefore { return Int32(next) }
            target = Int32(next)
        }
        transitions[state &* stride &+ symbol] = target
        return target
    }

    /// Follows jumps, splits and assertions from the kernel of `state` (and from the first
    /// instruction, when the search is not anchored) at a position whose previous unit is
    /// described by the state's context and whose next unit is `next` (`nil` at the end), and
    /// steps over `next`: the kernel of the next position is left in `scratch`, sorted.
    ///
    /// - Returns: Whether the match instruction is reachable.
    private mutating func step(from state: Int, next: UInt32?, isLast: Bool) -> Bool {
        generation += 1
        let generation = self.generation
        // Work on local arrays (moved out of `self`, so nothing is copied) through pointers.
        var stack = self.stack
        var found = self.scratch
        var marks = self.marks
        self.stack = []
        self.scratch = []
        self.marks = []
        defer {
            self.stack = stack
            self.scratch = found
            self.marks = marks
        }
        stack.removeAll(keepingCapacity: true)
        found.removeAll(keepingCapacity: true)
        let offset = offsets[state]
        let context = kernels[offset]
        let count = Int(kernels[offset + 1])
        stack.append(contentsOf: kernels[(offset + 2)..<(offset + 2 + count)])
        if !anchored { stack.append(0) }
        let unicode = program.unicode
        let nextIsWord = next.map { NamedClass.word.contains($0, unicode: unicode) } ?? false
        let matched = program.code.withUnsafeBufferPointer { code in
            program.tables.withUnsafeBufferPointer { tables in
                marks.withUnsafeMutableBufferPointer { marks in
                    while let top = stack.popLast() {
                        let pc = Int(top)
                        if marks[pc] == generation { continue }
                        marks[pc] = generation
                        let base = pc &* 3
                        switch code[base] {
                        case Int32(ByteProgramBuilder.Op.unit.rawValue):
                            guard let next else { continue }
                            let index = Int(code[base &+ 1])
                            let member = next < 256
                                ? tables[index &* 4 &+ Int(next >> 6)] >> UInt64(next & 63) & 1 != 0
                                : program.classes.contains(index, next)
                            if member { found.append(Int32(pc + 1)) }
                        case Int32(ByteProgramBuilder.Op.jump.rawValue):
                            stack.append(code[base &+ 1])
                        case Int32(ByteProgramBuilder.Op.split.rawValue):
                            stack.append(code[base &+ 2])
                            stack.append(code[base &+ 1])
                        case Int32(ByteProgramBuilder.Op.assert.rawValue):
                            let holds: Bool
                            switch Anchor(rawValue: code[base &+ 1])! {
                            case .subjectStart: holds = context == Context.start
                            case .subjectEnd: holds = next == nil
                            case .subjectEndOrFinalNewline: holds = next == nil || (isLast && next == 0x0A)
                            case .lineStart: holds = context == Context.start || (context == Context.newline && next != nil)
                            case .lineEnd: holds = next == nil || next == 0x0A
                            case .wordBoundary: holds = (context == Context.word) != nextIsWord
                            case .notWordBoundary: holds = (context == Context.word) == nextIsWord
                            }
                            if holds { stack.append(Int32(pc + 1)) }
                        default:
                            return true // match
                        }
                    }
                    return false
                }
            }
        }
        if !matched { found.sort() }
        return matched
    }

    /// The context a unit leaves for the position after it.
    private func context(of value: UInt32?) -> Int32 {
        guard let value else { return Context.start }
        if program.alphabet.usesWord && NamedClass.word.contains(value, unicode: program.unicode) { return Context.word }
        if program.alphabet.usesNewline && value == 0x0A { return Context.newline }
        return Context.other
    }

    /// The unit at `offset`: one byte, or in Unicode mode one decoded scalar; `nil` for
    /// malformed UTF-8 in Unicode mode.
    @inline(__always)
    private func decode(at offset: Int) -> (value: UInt32, length: Int)? {
        let lead = subject[offset]
        if lead < 0x80 || !program.unicode { return (UInt32(lead), 1) }
        return UTF8Validation.decode(subject, at: offset)
    }
}

extension ByteProgram {
    /// Runs the program as a lazily built DFA (see ``LazyDFA``).
    /// - Complexity: O(*n*) lookups once the states exist; never more than O(*n* × *m*).
    func matchesWithDFA(_ subject: UnsafeBufferPointer<UInt8>, memoryLimit: Int = LazyDFA.memoryLimit) -> Bool {
        var dfa = LazyDFA(program: self, subject: subject, limit: memoryLimit)
        return dfa.search()
    }
}
