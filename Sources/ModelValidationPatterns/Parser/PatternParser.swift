/// Parses a PCRE pattern body (the text between the delimiters) into a ``PatternNode``.
///
/// The body is a sequence of units: bytes in byte mode, Unicode scalars with `u`. The parser
/// understands the PCRE syntax Yii patterns use in practice: literals and escapes, classes with
/// ranges and POSIX names, `.`, groups (capturing, non-capturing, named), inline flags,
/// alternation, greedy, lazy and possessive quantifiers, anchors, lookaround, atomic groups and
/// backreferences. Constructs with no counterpart in either engine (`\G`, `\K`, recursion,
/// conditionals, verbs) are rejected with a ``PatternError``.
struct PatternParser {
    /// The inline-changeable options.
    struct Flags: Hashable {
        var caseless = false
        var multiline = false
        var dotAll = false
        var extended = false
        /// `(?xx)`: spaces and tabs in classes are ignored too.
        var extendedMore = false
        var noAutoCapture = false
        /// `J` or `(?J)`: groups may share a name.
        var duplicateNames = false
    }

    let units: [UInt32]
    let unicode: Bool
    var index = 0
    var flags: Flags
    var groupCount = 0
    /// The names of the named groups so far.
    var groupNames: Set<String> = []
    /// The highest group number and the names that backreferences use.
    var highestReference = 0
    var referencedNames: Set<String> = []
    /// How many groups enclose the current position.
    var depth = 0
    /// The deepest nesting of groups allowed (PCRE2's default `parens_nest_limit`).
    static let maximumDepth = 250
    /// Whether `$` without `m` keeps its PCRE meaning (the end, or before a final line feed),
    /// parsed as ``Anchor/subjectEndOrFinalNewline``. Matching leaves it off (see ``PCREPattern``
    /// on `$`); the ECMA-262 translation turns it on to know what PHP accepts.
    let pcreDollar: Bool

    init(units: [UInt32], unicode: Bool, flags: Flags, pcreDollar: Bool = false) {
        self.units = units
        self.unicode = unicode
        self.flags = flags
        self.pcreDollar = pcreDollar
    }

    /// Parses the whole body.
    mutating func parse() throws(PatternError) -> PatternNode {
        let node = try parseAlternation()
        if index < units.count {
            throw PatternError(reason: "unmatched closing parenthesis at offset \(index)")
        }
        // Like PCRE2, after the whole pattern is read, whatever the tree keeps (`\2{0}` too).
        if highestReference > groupCount || !referencedNames.isSubset(of: groupNames) {
            throw PatternError(reason: "reference to non-existent subpattern")
        }
        return node
    }

    var atEnd: Bool { index >= units.count }
    var current: UInt32? { index < units.count ? units[index] : nil }
    func peek(_ offset: Int) -> UInt32? { index + offset < units.count ? units[index + offset] : nil }
    static func ascii(_ character: Character) -> UInt32 { UInt32(character.asciiValue!) }

    func fail(_ reason: String, at offset: Int? = nil) -> PatternError {
        PatternError(reason: "\(reason) at offset \(offset ?? index)")
    }

    /// `a|b|c` up to an unmatched `)` or the end.
    mutating func parseAlternation() throws(PatternError) -> PatternNode {
        try parseBranches().node
    }

    /// `a|b|c` up to an unmatched `)` or the end, and how many of its branches open a
    /// capturing group.
    mutating func parseBranches() throws(PatternError) -> (node: PatternNode, branchesWithGroups: Int) {
        var branches: [PatternNode] = []
        var branchesWithGroups = 0
        while true {
            let groupsBefore = groupCount
            branches.append(try parseConcat())
            if groupCount > groupsBefore { branchesWithGroups += 1 }
            if current == Self.ascii("|") { index += 1; continue }
            break
        }
        return (branches.count == 1 ? branches[0] : .alternation(branches), branchesWithGroups)
    }

    /// A sequence of quantified atoms up to `|`, `)` or the end.
    mutating func parseConcat() throws(PatternError) -> PatternNode {
        var items: [PatternNode] = []
        while true {
            skipExtendedWhitespace()
            guard let unit = current, unit != Self.ascii("|"), unit != Self.ascii(")") else { break }
            let start = index
            let atom: PatternNode
            if let quoted = try parseQuotation() {
                // A quantifier after `\Q…\E` repeats its last unit only.
                guard let last = quoted.last else { continue }
                items.append(contentsOf: quoted.dropLast().map { .unit(.single($0), caseless: flags.caseless) })
                atom = .unit(.single(last), caseless: flags.caseless)
            } else {
                guard let parsed = try parseAtom() else { continue }
                atom = parsed
            }
            skipIgnored()
            if let quantified = try parseQuantifier(on: atom, atomStart: start) {
                items.append(quantified)
            } else {
                items.append(atom)
            }
        }
        if items.isEmpty { return .empty }
        return items.count == 1 ? items[0] : .concat(items)
    }

    /// Reads `\Q…\E` (or `\Q` to the end) at `index`; `nil` when there is none.
    mutating func parseQuotation() throws(PatternError) -> [UInt32]? {
        guard current == Self.ascii("\\"), peek(1) == Self.ascii("Q") else { return nil }
        guard case .quoted(let values) = try parseEscape(inClass: false) else { return nil }
        return values
    }

    /// Skips what PCRE2 drops before it reads a quantifier: `\E`, an empty `\Q\E`, a complete
    /// `(?#…)` comment and, with `x`, whitespace and `#` comments. A quantifier after them still
    /// repeats the item before them (`a(?#c)*`), and a `?` or `+` after them still makes the
    /// quantifier before them lazy or possessive.
    mutating func skipIgnored() {
        while true {
            skipExtendedWhitespace()
            guard current == Self.ascii("\\") || current == Self.ascii("(") else { return }
            if current == Self.ascii("(") {
                guard peek(1) == Self.ascii("?"), peek(2) == Self.ascii("#"), let end = commentEnd(after: index + 3) else { return }
                index = end
            } else if !skipEmptyQuotation() {
                return
            }
        }
    }

    /// Where the text of a `(?#…)` comment that starts at `start` (after `(?#`) ends: just after
    /// its `)`, or `nil` when no `)` follows.
    func commentEnd(after start: Int) -> Int? {
        var i = start
        while i < units.count {
            if units[i] == Self.ascii(")") { return i + 1 }
            i += 1
        }
        return nil
    }

    /// Skips one `\E` or empty `\Q\E` (or a final `\Q`) at `index`; whether there was one.
    mutating func skipEmptyQuotation() -> Bool {
        guard current == Self.ascii("\\") else { return false }
        if peek(1) == Self.ascii("E") {
            index += 2
            return true
        }
        guard peek(1) == Self.ascii("Q") else { return false }
        if peek(2) == nil {
            index += 2
            return true
        }
        guard peek(2) == Self.ascii("\\"), peek(3) == Self.ascii("E") else { return false }
        index += 4
        return true
    }

    /// Skips whitespace and `#` comments when the `x` flag is on.
    mutating func skipExtendedWhitespace() {
        guard flags.extended else { return }
        while let unit = current {
            if unit == 0x20 || (unit >= 0x09 && unit <= 0x0D) || (unicode && (unit == 0x85 || unit == 0x200E
                || unit == 0x200F || unit == 0x2028 || unit == 0x2029)) {
                index += 1
            } else if unit == Self.ascii("#") {
                while let next = current, next != 0x0A { index += 1 }
            } else {
                break
            }
        }
    }

    /// One atom, or `nil` for something that matches nothing and was consumed (an inline
    /// option setting or a comment).
    mutating func parseAtom() throws(PatternError) -> PatternNode? {
        let unit = units[index]
        switch unit {
        case Self.ascii("("):
            return try parseGroup()
        case Self.ascii("["):
            try rejectPosixSyntaxOutsideClass()
            index += 1
            return .unit(try parseClass(), caseless: flags.caseless)
        case Self.ascii("."):
            index += 1
            let dot = flags.dotAll ? CharClass(items: [], isNegated: true) : CharClass(items: [.range(0x0A, 0x0A)], isNegated: true)
            return .unit(dot, caseless: false)
        case Self.ascii("^"):
            index += 1
            return .anchor(flags.multiline ? .lineStart : .subjectStart)
        case Self.ascii("$"):
            index += 1
            return .anchor(flags.multiline ? .lineEnd : (pcreDollar ? .subjectEndOrFinalNewline : .subjectEnd))
        case Self.ascii("\\"):
            return try parseEscapeAtom()
        case Self.ascii("*"), Self.ascii("+"), Self.ascii("?"):
            throw fail("quantifier does not follow a repeatable item")
        default:
            if unit == Self.ascii("{"), isQuantifierBrace() {
                // PCRE2 reads the quantifier (and reports its numbers) before it looks at
                // what precedes it.
                let start = index
                _ = try readBraceQuantifier()
                throw fail("quantifier does not follow a repeatable item", at: start)
            }
            index += 1
            return .unit(.single(unit), caseless: flags.caseless)
        }
    }

    /// Parses `*`, `+`, `?` or `{n,m}` after an atom, with a lazy `?` or possessive `+` suffix.
    mutating func parseQuantifier(on atom: PatternNode, atomStart: Int) throws(PatternError) -> PatternNode? {
        guard let unit = current else { return nil }
        let quantifierStart = index
        var minimum = 0
        var maximum: Int?
        switch unit {
        case Self.ascii("*"): index += 1
        case Self.ascii("+"): minimum = 1; index += 1
        case Self.ascii("?"): maximum = 1; index += 1
        case Self.ascii("{"):
            guard isQuantifierBrace() else { return nil }
            (minimum, maximum) = try readBraceQuantifier()
        default:
            return nil
        }
        // An assertion (`^`, `$`, `\b`, `\A`, …) cannot be repeated.
        if case .anchor = atom {
            throw fail("quantifier does not follow a repeatable item", at: quantifierStart)
        }
        skipIgnored()
        var kind = QuantifierKind.greedy
        if current == Self.ascii("?") { kind = .lazy; index += 1 }
        else if current == Self.ascii("+") { kind = .possessive; index += 1 }
        return .quantified(atom, min: minimum, max: maximum, kind: kind)
    }

    /// Reads `{n}`, `{n,}` or `{n,m}` at `index` (which `isQuantifierBrace()` accepted) and
    /// checks its numbers.
    mutating func readBraceQuantifier() throws(PatternError) -> (minimum: Int, maximum: Int?) {
        let start = index
        index += 1
        let minimum = try readBraceNumber(start: start) ?? 0
        var maximum: Int? = minimum
        if current == Self.ascii(",") {
            index += 1
            maximum = try readBraceNumber(start: start)
        }
        index += 1 // "}"
        if let maximum, maximum < minimum {
            throw fail("numbers out of order in {} quantifier", at: start)
        }
        return (minimum, maximum)
    }

    /// Whether the text at `index` is `{n}`, `{n,}` or `{n,m}` (otherwise `{` is a literal).
    func isQuantifierBrace() -> Bool {
        var i = index + 1
        var digits = 0
        while i < units.count, units[i] >= 0x30, units[i] <= 0x39 { i += 1; digits += 1 }
        if digits == 0 { return false }
        if i < units.count, units[i] == Self.ascii("}") { return true }
        guard i < units.count, units[i] == Self.ascii(",") else { return false }
        i += 1
        while i < units.count, units[i] >= 0x30, units[i] <= 0x39 { i += 1 }
        return i < units.count && units[i] == Self.ascii("}")
    }

    /// Reads decimal digits inside a brace quantifier, or `nil` when there are none.
    mutating func readBraceNumber(start: Int) throws(PatternError) -> Int? {
        var value: Int?
        while let unit = current, unit >= 0x30, unit <= 0x39 {
            value = (value ?? 0) * 10 + Int(unit - 0x30)
            if value! > 65535 { throw fail("number too big in {} quantifier", at: start) }
            index += 1
        }
        return value
    }
}
