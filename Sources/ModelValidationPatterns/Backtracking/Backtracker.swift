/// Runs a ``BacktrackProgram`` over UTF-8 bytes, depth first, with an explicit stack and a
/// step limit.
///
/// Every instruction executed, every unit a repeat or backreference reads and every frame taken
/// off the stack is one step; when the steps reach the limit the search stops with
/// ``MatchOutcome/stepLimitReached``. The stack lives on the heap and grows by at most one frame
/// per step, so neither time nor memory can exceed what the limit allows, whatever the subject.
/// Lookahead and atomic groups run their body as a nested search whose choices are dropped once
/// it succeeds (they are atomic, as in PCRE); the nesting depth is the pattern's, not the
/// subject's.
struct Backtracker {
    /// One entry of the backtracking stack.
    struct Frame {
        enum Kind: UInt8 {
            /// Resume at `pc` and position `a`.
            case choice
            /// Restore capture slot `pc` to `a`.
            case capture
            /// Restore repeat register `pc` to count `a` and iteration start `b`.
            case counter
            /// Give back one unit of the greedy run at `pc`, which ends at `b` and may not end
            /// before `a`.
            case greedyRun
            /// Take one more unit into the lazy run at `pc`, which has `a` units and ends at `b`.
            case lazyRun
        }

        var kind: Kind
        var pc: Int32
        var a: Int
        var b: Int
    }

    let program: BacktrackProgram
    let subject: UnsafeBufferPointer<UInt8>
    let limit: Int
    private(set) var steps = 0
    private var exhausted = false
    /// Three slots per group: start, end, and the start of the iteration in progress.
    private var captures: [Int]
    private var counts: [Int]
    private var iterationStarts: [Int]
    private var stack: [Frame] = []

    init(program: BacktrackProgram, subject: UnsafeBufferPointer<UInt8>, limit: Int) {
        self.program = program
        self.subject = subject
        self.limit = limit
        captures = [Int](repeating: -1, count: program.groupCount * 3)
        counts = [Int](repeating: 0, count: program.registerCount)
        iterationStarts = [Int](repeating: -1, count: program.registerCount)
    }

    /// Searches the subject, trying each start position in turn (search semantics).
    mutating func search() -> MatchOutcome {
        let end = subject.count
        var start = 0
        while true {
            if !program.isAnchoredAtStart, let startBytes = program.startBytes {
                while start < end && !startBytes.contains(subject[start]) { start += 1 }
                if start == end { return .notMatched }
            }
            if exec(0, at: start) != nil { return .matched }
            if exhausted { return .stepLimitReached }
            if program.isAnchoredAtStart || start >= end { return .notMatched }
            start += unit(at: start)?.length ?? 1
        }
    }

    /// Runs from `startPC` at `startPosition` until `match` or `succeed`, returning the
    /// position there, or `nil` when every path fails (or the steps run out). Frames pushed
    /// on success stay on the stack for the caller.
    private mutating func exec(_ startPC: Int, at startPosition: Int) -> Int? {
        let base = stack.count
        let end = subject.count
        var pc = startPC
        var position = startPosition
        while true {
            steps &+= 1
            if steps > limit { exhausted = true; return nil }
            var failed = false
            switch program.code[pc] {
            case .unit(let index):
                if position < end, let (value, length) = unit(at: position),
                   program.classes.contains(Int(index), value) {
                    position += length
                    pc += 1
                } else {
                    failed = true
                }
            case .split(let first, let second):
                push(.choice, second, position)
                pc = Int(first)
            case .jump(let target):
                pc = Int(target)
            case .assert(let anchor):
                if holds(anchor, at: position) { pc += 1 } else { failed = true }
            case .open(let group):
                let slot = Int(group) * 3 + 2
                push(.capture, Int32(slot), captures[slot])
                captures[slot] = position
                pc += 1
            case .close(let group):
                let slot = Int(group) * 3
                push(.capture, Int32(slot), captures[slot])
                push(.capture, Int32(slot + 1), captures[slot + 1])
                captures[slot] = captures[slot + 2]
                captures[slot + 1] = position
                pc += 1
            case .repeatStart(let register):
                saveRegister(register)
                counts[Int(register)] = 0
                iterationStarts[Int(register)] = -1
                pc += 1
            case .repeatLoop(let register, let minimum, let maximum, let greedy, let exit):
                let count = counts[Int(register)]
                if count < minimum {
                    pc += 1
                } else if maximum >= 0 && count >= maximum {
                    pc = Int(exit)
                } else if greedy {
                    push(.choice, exit, position)
                    pc += 1
                } else {
                    push(.choice, Int32(pc + 1), position)
                    pc = Int(exit)
                }
            case .repeatBody(let register):
                saveRegister(register)
                iterationStarts[Int(register)] = position
                pc += 1
            case .repeatEnd(let register, let minimum, let loop, let exit):
                let index = Int(register)
                let consumedNothing = position == iterationStarts[index]
                saveRegister(register)
                counts[index] += 1
                pc = consumedNothing && counts[index] >= minimum ? Int(exit) : Int(loop)
            case .run(let index, let minimum, let maximum, let kind):
                let upTo = kind == .lazy ? minimum : (maximum < 0 ? Int.max : maximum)
                var count = 0
                var cursor = position
                var minimumEnd = position
                while count < upTo, cursor < end, let (value, length) = unit(at: cursor),
                      program.classes.contains(Int(index), value) {
                    cursor += length
                    count += 1
                    if count == minimum { minimumEnd = cursor }
                }
                steps &+= count
                if count < minimum {
                    failed = true
                } else {
                    if kind == .greedy && count > minimum {
                        stack.append(Frame(kind: .greedyRun, pc: Int32(pc), a: minimumEnd, b: cursor))
                    } else if kind == .lazy && (maximum < 0 || count < maximum) {
                        stack.append(Frame(kind: .lazyRun, pc: Int32(pc), a: count, b: cursor))
                    }
                    position = cursor
                    pc += 1
                }
            case .backreference(let reference, let caseless):
                if let after = matchReference(Int(reference), caseless: caseless, at: position) {
                    position = after
                    pc += 1
                } else {
                    failed = true
                }
            case .look(let negated, let next):
                let height = stack.count
                let found = exec(pc + 1, at: position) != nil
                if exhausted { return nil }
                if negated {
                    if found { unwind(to: height); failed = true } else { pc = Int(next) }
                } else {
                    if found { commit(from: height); pc = Int(next) } else { failed = true }
                }
            case .atomic(let next):
                let height = stack.count
                if let after = exec(pc + 1, at: position) {
                    commit(from: height)
                    position = after
                    pc = Int(next)
                } else {
                    if exhausted { return nil }
                    failed = true
                }
            case .succeed, .match:
                return position
            }
            if failed {
                guard let (resumePC, resumePosition) = backtrack(to: base) else { return nil }
                pc = resumePC
                position = resumePosition
            }
            if exhausted { return nil }
        }
    }

    /// Takes frames off the stack down to `base`, undoing what they record, until one offers
    /// another path: its instruction and position, or `nil` when none is left.
    private mutating func backtrack(to base: Int) -> (Int, Int)? {
        while stack.count > base {
            steps &+= 1
            if steps > limit { exhausted = true; return nil }
            let frame = stack.removeLast()
            switch frame.kind {
            case .choice:
                return (Int(frame.pc), frame.a)
            case .capture:
                captures[Int(frame.pc)] = frame.a
            case .counter:
                counts[Int(frame.pc)] = frame.a
                iterationStarts[Int(frame.pc)] = frame.b
            case .greedyRun:
                let shorter = unitStart(before: frame.b)
                if shorter > frame.a {
                    stack.append(Frame(kind: .greedyRun, pc: frame.pc, a: frame.a, b: shorter))
                }
                return (Int(frame.pc) + 1, shorter)
            case .lazyRun:
                guard case .run(let index, _, let maximum, _) = program.code[Int(frame.pc)] else { continue }
                if maximum < 0 || frame.a < maximum, frame.b < subject.count, let (value, length) = unit(at: frame.b),
                   program.classes.contains(Int(index), value) {
                    let longer = frame.b + length
                    stack.append(Frame(kind: .lazyRun, pc: frame.pc, a: frame.a + 1, b: longer))
                    return (Int(frame.pc) + 1, longer)
                }
            }
        }
        return nil
    }

    /// Drops the frames above `height`, undoing what they record (a negative lookahead whose
    /// body matched).
    private mutating func unwind(to height: Int) {
        while stack.count > height {
            steps &+= 1
            let frame = stack.removeLast()
            switch frame.kind {
            case .capture: captures[Int(frame.pc)] = frame.a
            case .counter:
                counts[Int(frame.pc)] = frame.a
                iterationStarts[Int(frame.pc)] = frame.b
            case .choice, .greedyRun, .lazyRun: break
            }
        }
    }

    /// Drops the choices above `height` and keeps the records of what changed, so a later
    /// failure still undoes them (an atomic group or a positive lookahead that matched).
    private mutating func commit(from height: Int) {
        var kept = height
        for index in height..<stack.count {
            steps &+= 1
            let frame = stack[index]
            if frame.kind == .capture || frame.kind == .counter {
                stack[kept] = frame
                kept += 1
            }
        }
        stack.removeLast(stack.count - kept)
    }

    private mutating func push(_ kind: Frame.Kind, _ pc: Int32, _ a: Int) {
        stack.append(Frame(kind: kind, pc: pc, a: a, b: 0))
    }

    private mutating func saveRegister(_ register: Int32) {
        let index = Int(register)
        stack.append(Frame(kind: .counter, pc: register, a: counts[index], b: iterationStarts[index]))
    }

    /// The position after the text of the reference's first set group, matched at `position`.
    private mutating func matchReference(_ reference: Int, caseless: Bool, at position: Int) -> Int? {
        var text: (start: Int, end: Int)?
        for group in program.references[reference] where captures[group * 3 + 1] >= 0 {
            text = (captures[group * 3], captures[group * 3 + 1])
            break
        }
        // PCRE fails a reference to a group that is not set.
        guard let text else { return nil }
        var source = text.start
        var cursor = position
        while source < text.end {
            steps &+= 1
            guard cursor < subject.count, let (expected, expectedLength) = unit(at: source),
                  let (actual, actualLength) = unit(at: cursor) else { return nil }
            if expected != actual {
                guard caseless,
                      CharClass.single(expected).contains(actual, unicode: program.unicode, caseless: true)
                else { return nil }
            }
            source += expectedLength
            cursor += actualLength
        }
        return cursor
    }
}
