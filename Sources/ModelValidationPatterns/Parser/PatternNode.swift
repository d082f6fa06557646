/// The syntax tree of a pattern body, produced by ``PatternParser``.
///
/// Character positions are "pattern units": bytes without the `u` modifier, Unicode scalars
/// with it. The same tree feeds the linear-time ``ByteProgram`` and, when it holds a construct
/// a finite automaton cannot run, the ``BacktrackProgram``.
indirect enum PatternNode: Sendable, Hashable {
    /// Matches the empty string.
    case empty
    /// One unit from a class. `caseless` applies case folding (ASCII only in byte mode).
    case unit(CharClass, caseless: Bool)
    /// The children in sequence.
    case concat([PatternNode])
    /// Any one of the children.
    case alternation([PatternNode])
    /// A parenthesised group; `name` is set for named capturing groups.
    case group(PatternNode, capturing: Bool, name: String?)
    /// A quantified child; `max == nil` means unbounded.
    case quantified(PatternNode, min: Int, max: Int?, kind: QuantifierKind)
    /// A zero-width assertion.
    case anchor(Anchor)
    /// A lookahead or lookbehind assertion (needs the backtracking matcher).
    case look(PatternNode, ahead: Bool, negated: Bool)
    /// An atomic group `(?>...)` (needs the backtracking matcher).
    case atomic(PatternNode)
    /// A backreference by number or name, matched caselessly under `i` (needs the backtracking
    /// matcher).
    case backreference(BackReference, caseless: Bool)

    /// Whether the subtree can run on the linear-time automaton.
    var isRegular: Bool {
        switch self {
        case .empty, .unit, .anchor: return true
        case .concat(let nodes), .alternation(let nodes): return nodes.allSatisfy(\.isRegular)
        case .group(let node, _, _): return node.isRegular
        case .quantified(let node, _, _, let kind): return kind != .possessive && node.isRegular
        case .look, .atomic, .backreference: return false
        }
    }
}

/// How a quantifier chooses between more and fewer repetitions.
enum QuantifierKind: Sendable, Hashable {
    case greedy, lazy, possessive
}

/// A reference to an earlier capturing group.
enum BackReference: Sendable, Hashable {
    case number(Int)
    case name(String)
}

/// The zero-width assertions the automaton evaluates between units.
enum Anchor: Int32, Sendable, Hashable {
    /// `^` without `m`, `\A`: the start of the subject.
    case subjectStart
    /// `$` without `m`, `\z`: the very end of the subject (see ``PCREPattern`` on `$`).
    case subjectEnd
    /// `\Z`: the end of the subject or before a final `"\n"`.
    case subjectEndOrFinalNewline
    /// `^` with `m`: the start of the subject or after an internal `"\n"`.
    case lineStart
    /// `$` with `m`: the end of the subject or before any `"\n"`.
    case lineEnd
    /// `\b`.
    case wordBoundary
    /// `\B`.
    case notWordBoundary
}
