/// A compiled Yii `match` pattern: a PCRE expression with delimiters and modifiers.
///
/// Yii's `match` validator takes patterns written for PHP's `preg_match`, such as `/^\d+$/i`,
/// `#a/b#u`, `{x}s` or `~a b~x`. `PCREPattern` parses the delimiters and modifiers with PHP's
/// rules and compiles the body once. `matches(_:)` has search semantics, like `preg_match`: it
/// is `true` when the pattern matches anywhere in the subject.
///
/// No subject can make a match hang. Patterns without backreferences, lookahead, atomic groups
/// or possessive quantifiers (nearly all validation patterns) run on an automaton over UTF-8
/// bytes, in time linear in the subject: no backtracking, and long counted repeats such as
/// `/a{1000}b/` cost about one table lookup per byte once the automaton has seen them. The rest
/// run on a backtracking matcher that stops after ``backtrackingStepLimit`` steps and then
/// reports no match, as `preg_match` fails at PHP's `pcre.backtrack_limit`.
///
/// Modifiers: `i` (caseless), `m` (multiline), `s` (dot matches newline), `x` (extended),
/// `u` (UTF-8; as in PHP, it also makes `\d`, `\w`, `\s`, `\b` and POSIX classes Unicode-aware),
/// `A` (anchored at the start), `D`, `U`, `S`, `X`, `J` (accepted, no effect on whether a match
/// exists) and `n` (no automatic captures). Any other letter is a ``PatternError``.
///
/// Without `u` the subject is bytes: `.` and negated classes match one byte, classes and `i`
/// are ASCII-only, and a non-ASCII literal in the pattern stands for its UTF-8 bytes. With `u`
/// the subject is Unicode scalars and `i` also folds non-ASCII letters.
///
/// - Important: Deliberate deviation from PCRE: without `m`, `$` matches only at the very end
///   of the subject. PCRE also matches before a final `"\n"`, which makes `/^\d+$/` accept
///   `"12\n"`; this library rejects such values. `\Z` keeps its PCRE meaning (end or before a
///   final newline); `D` is accepted and changes nothing.
///
/// ```swift
/// let digits = try PCREPattern("/^\\d+$/")
/// digits.matches("123")   // true
/// digits.matches("12\n")  // false (see the deviation above)
/// try PCREPattern("/É/iu").matches("café")  // true
/// ```
///
/// Equality and hashing use ``source`` only.
public struct PCREPattern: Sendable, Hashable {
    /// The pattern exactly as given, delimiters and modifiers included.
    public let source: String
    private let strategy: Strategy
    private let isUnicode: Bool

    private enum Strategy: Sendable {
        case fastPath(PatternFastPath)
        case automaton(ByteProgram)
        case backtracking(BacktrackProgram)
    }

    /// The most steps the backtracking matcher takes for one subject before it gives up and
    /// reports no match: 1,000,000, PHP's default `pcre.backtrack_limit`.
    ///
    /// A step is one instruction of the matcher, one unit a repeat or backreference reads, or
    /// one frame taken back off its stack, so a subject costs at most a few milliseconds
    /// whatever its length. Only patterns that need backtracking (lookahead, backreferences,
    /// atomic groups, possessive quantifiers, or an automaton too large to build) use it.
    public static let backtrackingStepLimit = 1_000_000

    /// Above this product of subject length and program size the automaton runs as a lazily
    /// built DFA; below it, the NFA simulation (which allocates nothing) is cheaper.
    static let dfaThreshold = 1 << 14

    /// How the automaton runs, for tests that compare the two ways.
    enum AutomatonMode: Sendable {
        case automatic, nfa, dfa
        /// The DFA with its cache bounded to this many entries, so that it is emptied often.
        case dfaWithMemoryLimit(Int)
    }

    /// Parses and compiles a pattern.
    ///
    /// ```swift
    /// let code = try PCREPattern("#^[a-z]{2}-\\d{3}$#i")
    /// ```
    ///
    /// - Parameter source: The pattern with delimiters and modifiers, as given to `preg_match`.
    /// - Throws: ``PatternError`` when the delimiters or modifiers are invalid, the body has a
    ///   syntax error, or it uses an unsupported construct (`\G`, `\K`, `\X`, `\C`, recursion,
    ///   conditional groups, lookbehind, backtracking verbs, script properties such as
    ///   `\p{Greek}`).
    public init(_ source: String) throws(PatternError) {
        try self.init(source, forcingBacktracking: false)
    }

    /// Compiles a pattern; with `forcingBacktracking`, on the backtracking matcher even when
    /// the automaton could run it (for tests that compare the two).
    init(_ source: String, forcingBacktracking: Bool) throws(PatternError) {
        self.source = source
        let envelope = try PatternEnvelope(source)
        let modifiers = envelope.modifiers
        isUnicode = modifiers.unicode
        var flags = PatternParser.Flags()
        flags.caseless = modifiers.caseless
        flags.multiline = modifiers.multiline
        flags.dotAll = modifiers.dotAll
        flags.extended = modifiers.extended
        flags.noAutoCapture = modifiers.noAutoCapture
        flags.duplicateNames = modifiers.duplicateNames
        var parser = PatternParser(units: try envelope.units(), unicode: modifiers.unicode, flags: flags)
        let node = try parser.parse().foldingNestedRepeats
        if node.isRegular && !forcingBacktracking {
            if let fast = PatternFastPath(node: node, unicode: modifiers.unicode, anchored: modifiers.anchored) {
                strategy = .fastPath(fast)
                return
            }
            if let program = try? ByteProgram(node: node, unicode: modifiers.unicode, anchored: modifiers.anchored) {
                strategy = .automaton(program)
                return
            }
        }
        strategy = .backtracking(try BacktrackProgram(node: node, unicode: modifiers.unicode, anchored: modifiers.anchored))
    }

    /// Whether the pattern matches anywhere in `subject`.
    ///
    /// ```swift
    /// try PCREPattern("/[A-Z]/").matches("abC")  // true
    /// ```
    ///
    /// - Parameter subject: The text to search.
    /// - Returns: `true` if the pattern matches at some position, as `preg_match` returning 1;
    ///   `false` also when the backtracking matcher reached ``backtrackingStepLimit``.
    /// - Complexity: O(*n*) in the subject length for patterns that run on the automaton; at
    ///   most ``backtrackingStepLimit`` steps for the others.
    public func matches(_ subject: String) -> Bool {
        // A String is always valid UTF-8, so the Unicode-mode validity check is skipped.
        // Its contiguous bytes are read where they are (copying it into a `var` for
        // `withUTF8` retained and released its storage on every match).
        if let matched = subject.utf8.withContiguousStorageIfAvailable({ run($0) }) { return matched }
        var text = subject
        return text.withUTF8 { run($0) }
    }

    /// Whether the pattern matches anywhere in a UTF-8 byte buffer.
    ///
    /// With the `u` modifier, a buffer that is not valid UTF-8 never matches (PHP's
    /// `preg_match` fails on it). Without `u` the bytes are matched as they are.
    ///
    /// - Parameter subject: The bytes to search.
    /// - Returns: `true` if the pattern matches at some position; `false` also when the
    ///   backtracking matcher reached ``backtrackingStepLimit``.
    public func matches(utf8 subject: UnsafeBufferPointer<UInt8>) -> Bool {
        if isUnicode && !UTF8Validation.isValid(subject) { return false }
        return run(subject)
    }

    private func run(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
        switch strategy {
        case .fastPath(let fast):
            return fast.matches(subject)
        case .automaton(let program):
            return subject.count &* program.instructionCount > Self.dfaThreshold
                ? program.matchesWithDFA(subject) : program.matches(subject)
        case .backtracking(let program):
            var matcher = Backtracker(program: program, subject: subject, limit: Self.backtrackingStepLimit)
            return matcher.search() == .matched
        }
    }

    /// How a search of `subject` ends, with the automaton run as `mode` (for tests).
    func outcome(_ subject: String, mode: AutomatonMode = .automatic) -> MatchOutcome {
        var text = subject
        return text.withUTF8 { outcome(utf8: $0, mode: mode) }
    }

    /// How a search of a byte buffer ends, with the automaton run as `mode` (for tests and the
    /// fuzzing harness). Unlike ``matches(utf8:)``, a buffer that is not valid UTF-8 is searched
    /// even with the `u` modifier.
    func outcome(utf8 bytes: UnsafeBufferPointer<UInt8>, mode: AutomatonMode = .automatic) -> MatchOutcome {
        switch strategy {
        case .fastPath(let fast):
            return fast.matches(bytes) ? .matched : .notMatched
        case .automaton(let program):
            let found: Bool
            switch mode {
            case .automatic:
                found = bytes.count &* program.instructionCount > Self.dfaThreshold
                    ? program.matchesWithDFA(bytes) : program.matches(bytes)
            case .nfa: found = program.matches(bytes)
            case .dfa: found = program.matchesWithDFA(bytes)
            case .dfaWithMemoryLimit(let limit): found = program.matchesWithDFA(bytes, memoryLimit: limit)
            }
            return found ? .matched : .notMatched
        case .backtracking(let program):
            var matcher = Backtracker(program: program, subject: bytes, limit: Self.backtrackingStepLimit)
            return matcher.search()
        }
    }

    /// The byte table of a pattern that matches when some byte of the subject is in it
    /// (`/[A-Z]/`; see ``PatternFastPath``), else `nil`.
    var containsAnyTable: ByteTable? {
        if case .fastPath(.containsAny(let table)) = strategy { return table }
        return nil
    }

    /// Whether the pattern matches when some byte of the subject is in one class (`/[A-Z]/`),
    /// the shape ``ContainsAllPatterns`` checks several of together.
    package var checksForAnyByteOfAClass: Bool { containsAnyTable != nil }

    /// Whether the `u` modifier is set (for the fuzzing harness).
    var isUnicodeMode: Bool { isUnicode }

    /// Which matcher runs the pattern: `"fastPath"`, `"automaton"` or `"backtracking"` (for tests).
    var engine: String {
        switch strategy {
        case .fastPath: return "fastPath"
        case .automaton: return "automaton"
        case .backtracking: return "backtracking"
        }
    }

    /// Whether two patterns have the same source text.
    public static func == (lhs: PCREPattern, rhs: PCREPattern) -> Bool {
        lhs.source == rhs.source
    }

    /// Hashes the source text.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
    }
}

