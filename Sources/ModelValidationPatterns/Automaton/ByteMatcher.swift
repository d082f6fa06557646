/// Runs a ``ByteProgram`` over UTF-8 bytes by simulating all NFA threads in lock step.
///
/// Each position is visited once and each instruction enters the thread list at most once per
/// position, so a search costs O(subject length × program size) with no backtracking: patterns
/// such as `/^(a|aa)*b$/` that explode in backtracking engines run in linear time. Thread lists
/// live in one temporary allocation per call (on the stack for ordinary program sizes).
extension ByteProgram {
    /// Whether the program matches anywhere in `subject` (search semantics, like `preg_match`).
    ///
    /// In Unicode mode a subject that is not valid UTF-8 never matches, as in PHP.
    /// - Complexity: O(*n* × *m*) for *n* bytes and *m* instructions.
    func matches(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
        let size = instructionCount
        // Two thread lists, the mark per instruction, and a depth-first stack that holds at
        // most one entry per edge (every instruction has at most two).
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 5 * size + 2) { buffer in
            let base = buffer.baseAddress!
            (base + 2 * size).initialize(repeating: -1, count: size)
            return code.withUnsafeBufferPointer { code in
                tables.withUnsafeBufferPointer { tables in
                    wideClasses.withUnsafeBufferPointer { wide in
                        var run = Run(
                            code: code.baseAddress!, tables: tables.baseAddress!, wide: wide.baseAddress!,
                            unicode: unicode, anchored: isAnchoredAtStart, startBytes: startBytes, subject: subject,
                            current: base, next: base + size, marks: base + 2 * size, stack: base + 3 * size
                        )
                        return run.search()
                    }
                }
            }
        }
    }
}

/// The state of one search.
private struct Run {
    /// `op`, `first`, `second` per instruction.
    let code: UnsafePointer<Int32>
    let tables: UnsafePointer<UInt64>
    let wide: UnsafePointer<(CharClass, Bool)>
    let unicode: Bool
    let anchored: Bool
    let startBytes: ByteTable?
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

    init(code: UnsafePointer<Int32>, tables: UnsafePointer<UInt64>, wide: UnsafePointer<(CharClass, Bool)>,
         unicode: Bool, anchored: Bool, startBytes: ByteTable?,
         subject: UnsafeBufferPointer<UInt8>, current: UnsafeMutablePointer<Int>,
         next: UnsafeMutablePointer<Int>, marks: UnsafeMutablePointer<Int>, stack: UnsafeMutablePointer<Int>) {
        self.code = code
        self.tables = tables
        self.wide = wide
        self.unicode = unicode
        self.anchored = anchored
        self.startBytes = startBytes
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
        while true {
            if currentCount == 0 && !anchored, let startBytes {
                // No thread is alive: jump to the next byte where a match can begin.
                var skip = position
                while skip < subject.count && !startBytes.contains(subject[skip]) { skip += 1 }
                if skip == subject.count { return false }
                if skip != position {
                    position = skip
                    previous = unit(before: skip)
                    upcoming = decode(at: skip, invalid: &invalid)
                    if invalid { return false }
                }
            }
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
            var i = 0
            while i < currentCount {
                // Only `unit` instructions are ever stored in a thread list.
                let pc = current[i]
                i += 1
                let classIndex = Int(code[pc &* 3 &+ 1])
                let member: Bool
                if value < 256 {
                    member = tables[classIndex &* 4 &+ Int(value >> 6)] >> UInt64(value & 63) & 1 != 0
                } else {
                    let (set, caseless) = wide[classIndex]
                    member = set.contains(value, unicode: true, caseless: caseless)
                }
                if member && addThread(pc + 1, to: next, count: &nextCount) { return true }
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
            let base = pc &* 3
            switch code[base] {
            case Int32(ByteProgramBuilder.Op.unit.rawValue):
                list[count] = pc
                count += 1
            case Int32(ByteProgramBuilder.Op.jump.rawValue):
                stack[depth] = Int(code[base &+ 1])
                depth += 1
            case Int32(ByteProgramBuilder.Op.split.rawValue):
                stack[depth] = Int(code[base &+ 2])
                stack[depth + 1] = Int(code[base &+ 1])
                depth += 2
            case Int32(ByteProgramBuilder.Op.assert.rawValue):
                if holds(Anchor(rawValue: code[base &+ 1])!) {
                    stack[depth] = pc + 1
                    depth += 1
                }
            default:
                return true // match
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
        return NamedClass.word.contains(value, unicode: unicode)
    }

    /// The unit that ends at `offset` (> 0), for the word-boundary anchors after a skip.
    func unit(before offset: Int) -> UInt32? {
        var start = offset - 1
        if unicode {
            while start > 0 && subject[start] & 0xC0 == 0x80 && offset - start < 4 { start -= 1 }
        }
        var invalid = false
        return decode(at: start, invalid: &invalid)?.value
    }

    /// The unit at `offset`: one byte, or in Unicode mode one decoded scalar. Sets `invalid`
    /// for malformed UTF-8 in Unicode mode.
    @inline(__always)
    func decode(at offset: Int, invalid: inout Bool) -> (value: UInt32, length: Int)? {
        guard offset < subject.count else { return nil }
        let lead = subject[offset]
        if lead < 0x80 || !unicode { return (UInt32(lead), 1) }
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
