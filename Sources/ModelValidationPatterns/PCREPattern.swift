/// A compiled Yii `match` pattern: a PCRE expression with delimiters and modifiers.
///
/// Yii's `match` validator takes patterns written for PHP's `preg_match`, such as `/^\d+$/i`,
/// `#a/b#u`, `{x}s` or `~a b~x`. `PCREPattern` parses the delimiters and modifiers with PHP's
/// rules and compiles the body once. Patterns without backreferences, lookaround, atomic groups
/// or possessive quantifiers (nearly all validation patterns) run on a linear-time automaton
/// over UTF-8 bytes, so no subject can trigger catastrophic backtracking; the rest run on Swift
/// `Regex`. `matches(_:)` has search semantics, like `preg_match`: it is `true` when the
/// pattern matches anywhere in the subject.
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
        case fallback(RegexBox)
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
    ///   conditional groups, backtracking verbs, script properties such as `\p{Greek}`).
    public init(_ source: String) throws(PatternError) {
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
        var parser = PatternParser(units: try envelope.units(), unicode: modifiers.unicode, flags: flags)
        let node = try parser.parse()
        if node.isRegular {
            if let fast = PatternFastPath(node: node, unicode: modifiers.unicode, anchored: modifiers.anchored) {
                strategy = .fastPath(fast)
                return
            }
            if let program = try? ByteProgram(node: node, unicode: modifiers.unicode, anchored: modifiers.anchored) {
                strategy = .automaton(program)
                return
            }
        }
        var syntax = SwiftRegexEmitter(unicode: modifiers.unicode).emit(node)
        if modifiers.anchored { syntax = "\\A(?:" + syntax + ")" }
        strategy = .fallback(try RegexBox(syntax: syntax, unicode: modifiers.unicode))
    }

    /// Whether the pattern matches anywhere in `subject`.
    ///
    /// ```swift
    /// try PCREPattern("/[A-Z]/").matches("abC")  // true
    /// ```
    ///
    /// - Parameter subject: The text to search.
    /// - Returns: `true` if the pattern matches at some position, as `preg_match` returning 1.
    /// - Complexity: O(*n*) in the subject length for patterns that run on the automaton.
    public func matches(_ subject: String) -> Bool {
        if case .fallback(let box) = strategy { return box.matches(subject) }
        // A String is always valid UTF-8, so the Unicode-mode validity check is skipped.
        var text = subject
        return text.withUTF8 { run($0) }
    }

    /// Whether the pattern matches anywhere in a UTF-8 byte buffer.
    ///
    /// With the `u` modifier, a buffer that is not valid UTF-8 never matches (PHP's
    /// `preg_match` fails on it). Without `u` the bytes are matched as they are.
    ///
    /// - Parameter subject: The bytes to search.
    /// - Returns: `true` if the pattern matches at some position.
    public func matches(utf8 subject: UnsafeBufferPointer<UInt8>) -> Bool {
        if isUnicode && !UTF8Validation.isValid(subject) { return false }
        return run(subject)
    }

    private func run(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
        switch strategy {
        case .fastPath(let fast):
            return fast.matches(subject)
        case .automaton(let program):
            return program.matches(subject)
        case .fallback(let box):
            guard let text = UTF8Validation.string(subject) else {
                return box.unicode ? false : box.matches(String(decoding: subject, as: UTF8.self))
            }
            return box.matches(text)
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

