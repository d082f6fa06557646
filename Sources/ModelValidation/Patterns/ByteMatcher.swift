/// Runs a ``ByteProgram`` over UTF-8 bytes by simulating all NFA threads in lock step.
///
/// Each position is visited once and each instruction enters the thread list at most once per
/// position, so a search costs O(subject length × program size) with no backtracking: patterns
/// such as `/^(a|aa)*b$/` that explode in backtracking engines run in linear time. Thread lists
/// live in one temporary allocation per call (on the stack for ordinary program sizes).
struct ByteMatcher {
    let program: ByteProgram

    /// Whether the program matches anywhere in `subject` (search semantics, like `preg_match`).
    ///
    /// In Unicode mode a subject that is not valid UTF-8 never matches, as in PHP.
    /// - Complexity: O(*n* × *m*) for *n* bytes and *m* instructions.
    func matches(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
        let size = program.ops.count
        // Two thread lists, the mark per instruction, and a depth-first stack that holds at
        // most one entry per edge (every instruction has at most two).
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 5 * size + 2) { buffer in
            let base = buffer.baseAddress!
            var run = Run(
                program: program, subject: subject,
                current: base, next: base + size, marks: base + 2 * size, stack: base + 3 * size
            )
            (base + 2 * size).initialize(repeating: -1, count: size)
            return run.search()
        }
    }
}

/// The state of one search.
private struct Run {
    let program: ByteProgram
    let subject: UnsafeBufferPointer<UInt8>
    var current: UnsafeMutablePointer<Int>
    var next: UnsafeMutablePointer<Int>
    let marks: UnsafeMutablePointer<Int>
    let stack: UnsafeMutablePointer<Int>
    var currentCount = 0
    var generation = 0

    /// The unit before the position being examined, or `nil` at the start.
    var previous: UInt32?
    /// The unit at the position being examined and its length in bytes, or `nil` at the end.
    var upcoming: (value: UInt32, length: Int)?
    var position = 0

    init(program: ByteProgram, subject: UnsafeBufferPointer<UInt8>, current: UnsafeMutablePointer<Int>,
         next: UnsafeMutablePointer<Int>, marks: UnsafeMutablePointer<Int>, stack: UnsafeMutablePointer<Int>) {
        self.program = program
        self.subject = subject
        self.current = current
        self.next = next
        self.stack = stack
        self.marks = marks
    }

    mutating func search() -> Bool {
        var invalid = false
        upcoming = decode(at: 0, invalid: &invalid)
        if invalid { return false }
        let anchored = program.isAnchoredAtStart
        while true {
            if !anchored || position == 0 {
                var count = currentCount
                if addThread(0, to: current, count: &count) { return true }
                currentCount = count
            }
            guard let (value, length) = upcoming else { return false }
            if currentCount == 0 && anchored { return false }
            generation += 1
            let nextPosition = position + length
            let following = decode(at: nextPosition, invalid: &invalid)
            if invalid { return false }
            // The anchors of the next position see the unit just consumed and the one after it.
            previous = value
            upcoming = following
            position = nextPosition
            var nextCount = 0
            for i in 0..<currentCount {
                let pc = current[i]
                if program.ops[pc] == .unit && program.classContains(Int(program.first[pc]), value) {
                    if addThread(pc + 1, to: next, count: &nextCount) { return true }
                }
            }
            swap(&current, &next)
            currentCount = nextCount
        }
    }

    /// Adds `start` and everything reachable from it without consuming input to `list`.
    /// Returns `true` when the match instruction is reachable.
    func addThread(_ start: Int, to list: UnsafeMutablePointer<Int>, count: inout Int) -> Bool {
        var depth = 0
        stack[0] = start
        depth = 1
        while depth > 0 {
            depth -= 1
            let pc = stack[depth]
            if marks[pc] == generation { continue }
            marks[pc] = generation
            switch program.ops[pc] {
            case .match:
                return true
            case .unit:
                list[count] = pc
                count += 1
            case .jump:
                stack[depth] = Int(program.first[pc])
                depth += 1
            case .split:
                stack[depth] = Int(program.second[pc])
                stack[depth + 1] = Int(program.first[pc])
                depth += 2
            case .assert:
                if holds(program.anchors[Int(program.first[pc])]) {
                    stack[depth] = pc + 1
                    depth += 1
                }
            }
        }
        return false
    }

    /// Whether `anchor` holds at the current position.
    func holds(_ anchor: Anchor) -> Bool {
        let end = subject.count
        switch anchor {
        case .subjectStart: return position == 0
        case .subjectEnd: return position == end
        case .subjectEndOrFinalNewline: return position == end || (position == end - 1 && subject[position] == 0x0A)
        case .lineStart: return position == 0 || (subject[position - 1] == 0x0A && position < end)
        case .lineEnd: return position == end || subject[position] == 0x0A
        case .wordBoundary: return isWord(previous) != isWord(upcoming?.value)
        case .notWordBoundary: return isWord(previous) == isWord(upcoming?.value)
        }
    }

    func isWord(_ value: UInt32?) -> Bool {
        guard let value else { return false }
        return NamedClass.word.contains(value, unicode: program.unicode)
    }

    /// The unit at `offset`: one byte, or in Unicode mode one decoded scalar. Sets `invalid`
    /// for malformed UTF-8 in Unicode mode.
    func decode(at offset: Int, invalid: inout Bool) -> (value: UInt32, length: Int)? {
        guard offset < subject.count else { return nil }
        let lead = subject[offset]
        if lead < 0x80 || !program.unicode { return (UInt32(lead), 1) }
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: invalid = true; return nil
        }
        guard offset + length <= subject.count else { invalid = true; return nil }
        for i in 1..<length {
            let byte = subject[offset + i]
            guard byte & 0xC0 == 0x80 else { invalid = true; return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : (length == 3 ? 0x800 : 0x10000)
        if value < minimum || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF) { invalid = true; return nil }
        return (value, length)
    }
}
