/// One instruction of the backtracking matcher (see ``Backtracker``).
enum BacktrackInstruction: Sendable {
    /// Consume one unit of class `0`.
    case unit(Int32)
    /// Continue at `0`; on failure, at `1`.
    case split(Int32, Int32)
    /// Continue at `0`.
    case jump(Int32)
    /// Continue if the anchor holds here.
    case assert(Anchor)
    /// Remember the position as the pending start of capturing group `0`.
    case open(Int32)
    /// Set capturing group `0` to its pending start and the position.
    case close(Int32)
    /// Reset repeat register `0` (count 0, no iteration started).
    case repeatStart(Int32)
    /// Decide whether to run one more iteration of the repeat whose body follows, or leave for
    /// `exit`; `maximum` < 0 means unbounded.
    case repeatLoop(register: Int32, minimum: Int, maximum: Int, greedy: Bool, exit: Int32)
    /// Remember where the iteration starts.
    case repeatBody(Int32)
    /// Count the iteration and go back to `loop`; an iteration that consumed nothing, once the
    /// minimum is reached, leaves for `exit` instead (PCRE's rule, which stops `(a?)*` looping).
    case repeatEnd(register: Int32, minimum: Int, loop: Int32, exit: Int32)
    /// A repeat of one unit class, run without a frame per unit; `maximum` < 0 means unbounded.
    case run(class: Int32, minimum: Int, maximum: Int, kind: QuantifierKind)
    /// Match the text of the first set group of `references[0]`.
    case backreference(Int32, caseless: Bool)
    /// A lookahead whose body follows and ends with `succeed`; continue at `next`.
    case look(negated: Bool, next: Int32)
    /// An atomic group whose body follows and ends with `succeed`; continue at `next`.
    case atomic(next: Int32)
    /// The end of a lookahead or atomic body.
    case succeed
    /// The pattern matched.
    case match
}

/// A pattern compiled for the backtracking matcher: the patterns the automaton cannot run
/// (lookahead, backreferences, atomic groups, possessive quantifiers) and regular patterns
/// whose automaton would be too large.
///
/// Repeats keep their counts in registers instead of being unrolled, so `(?:ab){25000}` is a
/// handful of instructions. A repeat of one unit class followed by something it cannot match
/// (`\d+-`, `a*$`) gives nothing back when the rest fails, as PCRE's auto-possessification does.
final class BacktrackProgram: Sendable {
    let code: [BacktrackInstruction]
    let classes: ClassTable
    /// Per backreference: the numbers of the groups it names, in pattern order.
    let references: [[Int]]
    /// Capturing groups, group 0 (the whole match) included.
    let groupCount: Int
    let registerCount: Int
    let unicode: Bool
    let isAnchoredAtStart: Bool
    /// The bytes a match can begin with, or `nil` when that is not known.
    let startBytes: ByteTable?

    init(node: PatternNode, unicode: Bool, anchored: Bool) throws(PatternError) {
        var builder = BacktrackProgramBuilder(unicode: unicode)
        builder.collectGroups(node)
        try builder.emit(node, next: nil)
        builder.code.append(.match)
        code = builder.code
        references = builder.references
        groupCount = builder.groupNames.count + 1
        registerCount = builder.registerCount
        self.unicode = unicode
        isAnchoredAtStart = anchored || ByteProgramBuilder.startsWithSubjectStart(node)
        let first = builder.firstBytes(node)
        startBytes = first.nullable ? nil : first.table
        classes = builder.classes
    }
}

/// Compiles a ``PatternNode`` into ``BacktrackInstruction``s.
struct BacktrackProgramBuilder {
    var code: [BacktrackInstruction] = []
    var classes: ClassTable
    var references: [[Int]] = []
    /// The name of each capturing group (`nil` for unnamed ones), in order, group 1 first.
    var groupNames: [String?] = []
    var registerCount = 0
    private var nextGroup = 1

    init(unicode: Bool) {
        classes = ClassTable(unicode: unicode)
    }

    /// Numbers the capturing groups in the order of their opening parentheses, as the parser
    /// counted them, so references can point forward.
    mutating func collectGroups(_ node: PatternNode) {
        switch node {
        case .empty, .unit, .anchor, .backreference: break
        case .concat(let items), .alternation(let items): for item in items { collectGroups(item) }
        case .group(let inner, let capturing, let name):
            if capturing { groupNames.append(name) }
            collectGroups(inner)
        case .quantified(let inner, _, _, _), .look(let inner, _, _), .atomic(let inner): collectGroups(inner)
        }
    }

    private var here: Int32 { Int32(code.count) }

    /// Emits `node`; `next` is the node that follows it in its sequence, if any, for
    /// auto-possessification.
    mutating func emit(_ node: PatternNode, next: PatternNode?) throws(PatternError) {
        switch node {
        case .empty:
            break
        case .unit(let set, let caseless):
            let index = classes.add(set, caseless: caseless)
            code.append(.unit(Int32(index)))
        case .anchor(let anchor):
            code.append(.assert(anchor))
        case .concat(let items):
            for (offset, item) in items.enumerated() {
                try emit(item, next: offset + 1 < items.count ? items[offset + 1] : next)
            }
        case .alternation(let branches):
            var jumps: [Int] = []
            for (offset, branch) in branches.enumerated() {
                if offset == branches.count - 1 {
                    try emit(branch, next: next)
                } else {
                    let split = code.count
                    code.append(.split(0, 0))
                    try emit(branch, next: next)
                    jumps.append(code.count)
                    code.append(.jump(0))
                    code[split] = .split(Int32(split + 1), here)
                }
            }
            for jump in jumps { code[jump] = .jump(here) }
        case .group(let inner, let capturing, _):
            guard capturing else { return try emit(inner, next: next) }
            let group = Int32(nextGroup)
            nextGroup += 1
            code.append(.open(group))
            try emit(inner, next: nil)
            code.append(.close(group))
        case .quantified(let inner, let minimum, let maximum, let kind):
            try emitRepeat(inner, minimum: minimum, maximum: maximum, kind: kind, next: next)
        case .look(let inner, let ahead, let negated):
            guard ahead else { throw PatternError(reason: "unsupported construct (lookbehind)") }
            let look = code.count
            code.append(.succeed)
            try emit(inner, next: nil)
            code.append(.succeed)
            code[look] = .look(negated: negated, next: here)
        case .atomic(let inner):
            try emitAtomic { builder throws(PatternError) in try builder.emit(inner, next: nil) }
        case .backreference(let reference, let caseless):
            let groups: [Int]
            switch reference {
            case .number(let number):
                guard number <= groupNames.count else {
                    throw PatternError(reason: "reference to non-existent subpattern")
                }
                groups = [number]
            case .name(let name):
                groups = groupNames.indices.filter { groupNames[$0] == name }.map { $0 + 1 }
                guard !groups.isEmpty else { throw PatternError(reason: "reference to non-existent subpattern") }
            }
            references.append(groups)
            code.append(.backreference(Int32(references.count - 1), caseless: caseless))
        }
    }

    private mutating func emitAtomic(_ body: (inout Self) throws(PatternError) -> Void) throws(PatternError) {
        let atomic = code.count
        code.append(.succeed)
        try body(&self)
        code.append(.succeed)
        code[atomic] = .atomic(next: here)
    }

    private mutating func emitRepeat(_ inner: PatternNode, minimum: Int, maximum: Int?, kind: QuantifierKind,
                                     next: PatternNode?) throws(PatternError) {
        if case .unit(let set, let caseless) = inner.unwrappingGroups {
            let index = classes.add(set, caseless: caseless)
            var kind = kind
            if kind == .greedy && cannotStart(next, after: index) { kind = .possessive }
            code.append(.run(class: Int32(index), minimum: minimum, maximum: maximum ?? -1, kind: kind))
            return
        }
        if kind == .possessive {
            return try emitAtomic { builder throws(PatternError) in
                try builder.emitRepeat(inner, minimum: minimum, maximum: maximum, kind: .greedy, next: nil)
            }
        }
        if maximum == 0 { return }
        if minimum == 1 && maximum == 1 { return try emit(inner, next: next) }
        if minimum == 0 && maximum == 1 {
            let split = code.count
            code.append(.split(0, 0))
            try emit(inner, next: next)
            code[split] = kind == .lazy ? .split(here, Int32(split + 1)) : .split(Int32(split + 1), here)
            return
        }
        let register = Int32(registerCount)
        registerCount += 1
        code.append(.repeatStart(register))
        let loop = code.count
        code.append(.succeed)
        code.append(.repeatBody(register))
        try emit(inner, next: nil)
        code.append(.repeatEnd(register: register, minimum: minimum, loop: Int32(loop), exit: 0))
        let exit = here
        code[loop] = .repeatLoop(register: register, minimum: minimum, maximum: maximum ?? -1,
                                 greedy: kind != .lazy, exit: exit)
        code[code.count - 1] = .repeatEnd(register: register, minimum: minimum, loop: Int32(loop), exit: exit)
    }

    /// Whether `next` can never start with a unit of class `index` (nor match without
    /// consuming, except at the very end), so a greedy run before it need not give units back.
    private mutating func cannotStart(_ next: PatternNode?, after index: Int) -> Bool {
        guard let next else { return false }
        switch next.unwrappingGroups {
        case .anchor(.subjectEnd):
            return true
        case .unit(let set, let caseless):
            let other = classes.add(set, caseless: caseless)
            return classes.areDisjoint(index, other)
        case .quantified(let inner, let minimum, _, _) where minimum > 0:
            guard case .unit(let set, let caseless) = inner.unwrappingGroups else { return false }
            let other = classes.add(set, caseless: caseless)
            return classes.areDisjoint(index, other)
        default:
            return false
        }
    }

    /// The bytes a match of `node` can begin with, and whether it can match without
    /// consuming anything. Assertions and lookahead are assumed to hold.
    mutating func firstBytes(_ node: PatternNode) -> (table: ByteTable, nullable: Bool) {
        switch node {
        case .empty, .anchor, .look, .backreference:
            // A backreference can only be first when its group, earlier, matched nothing.
            return (ByteTable(), true)
        case .unit(let set, let caseless):
            let index = classes.add(set, caseless: caseless)
            return (classes.leadingBytes(index), false)
        case .concat(let items):
            var table = ByteTable()
            for item in items {
                let first = firstBytes(item)
                table.formUnion(first.table)
                if !first.nullable { return (table, false) }
            }
            return (table, true)
        case .alternation(let branches):
            var table = ByteTable()
            var nullable = false
            for branch in branches {
                let first = firstBytes(branch)
                table.formUnion(first.table)
                nullable = nullable || first.nullable
            }
            return (table, nullable)
        case .group(let inner, _, _), .atomic(let inner):
            return firstBytes(inner)
        case .quantified(let inner, let minimum, let maximum, _):
            if maximum == 0 { return (ByteTable(), true) }
            let first = firstBytes(inner)
            return (first.table, first.nullable || minimum == 0)
        }
    }
}

extension PatternNode {
    /// The node inside any non-capturing groups.
    var unwrappingGroups: PatternNode {
        if case .group(let inner, false, nil) = self { return inner.unwrappingGroups }
        return self
    }
}
