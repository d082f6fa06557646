extension PatternParser {
    /// Parses a bracket expression; `index` is just after the `[`.
    ///
    /// `\Q…\E` quotes units one at a time, as PCRE2 reads them: a quoted `]` or `-` is a member,
    /// and a range may start or end inside a quotation. `\E` outside a quotation and an empty
    /// `\Q\E` are ignored; a `]` after them is still literal when nothing came before.
    mutating func parseClass() throws(PatternError) -> CharClass {
        let start = index - 1
        var result = CharClass(items: [], isNegated: false)
        if current == Self.ascii("^") { result.isNegated = true; index += 1 }
        var isFirst = true
        var quoting = false
        while true {
            let beforeSkipping = index
            skipQuoteMarks(&quoting)
            if !quoting, atEnd, isFirst, index > beforeSkipping, units[index - 1] == Self.ascii("E") {
                // PCRE2's own reading of a class that ends in `\E` at its start.
                throw fail("\\ at end of pattern", at: index - 2)
            }
            guard let unit = current else { throw fail("missing terminating ] for character class", at: start) }
            if !quoting && unit == Self.ascii("]") && !isFirst { index += 1; break }
            isFirst = false
            let low: UInt32
            if quoting {
                low = unit
                index += 1
            } else {
                if unit == Self.ascii("["), let posix = try parsePosixClass() {
                    result.items.append(posix)
                    try rejectRangeAfterClass()
                    continue
                }
                guard let value = try parseClassUnit(into: &result) else {
                    try rejectRangeAfterClass()
                    continue
                }
                low = value
            }
            skipQuoteMarks(&quoting)
            // A range "a-z" unless the "-" is quoted, or last (before an unquoted "]").
            if !quoting, current == Self.ascii("-") {
                var ahead = self
                ahead.index += 1
                var aheadQuoting = false
                ahead.skipQuoteMarks(&aheadQuoting)
                if let after = ahead.current, aheadQuoting || after != Self.ascii("]") {
                    let dash = index
                    index = ahead.index
                    quoting = aheadQuoting
                    let high = try parseRangeEnd(quoting: quoting, dash: dash)
                    guard high >= low else { throw fail("range out of order in character class", at: dash + 1) }
                    result.items.append(.range(low, high))
                    continue
                }
            }
            result.items.append(.range(low, low))
        }
        return result
    }

    /// The end of a range, after its `-`.
    mutating func parseRangeEnd(quoting: Bool, dash: Int) throws(PatternError) -> UInt32 {
        let unit = units[index]
        if quoting {
            index += 1
            return unit
        }
        // PCRE2 rejects a class escape or POSIX class as a range end ("a-\d").
        if unit == Self.ascii("["), posixSyntaxEnd(at: index) != nil {
            throw fail("invalid range in character class", at: dash + 1)
        }
        if unit == Self.ascii("\\"), let letter = peek(1), Self.rangeBreakingEscapes.contains(letter),
           letter != Self.ascii("N") || !startsBracedCodePointOrName(at: index + 2) {
            throw fail("invalid range in character class", at: dash + 1)
        }
        var scratch = CharClass(items: [], isNegated: false)
        guard let high = try parseClassUnit(into: &scratch) else {
            throw fail("invalid range in character class", at: dash + 1)
        }
        return high
    }

    /// Whether `\N` followed by what is at `position` is `\N{…}` rather than `\N` (with or without
    /// a quantifier).
    func startsBracedCodePointOrName(at position: Int) -> Bool {
        var copy = self
        copy.index = position
        return copy.current == Self.ascii("{") && !copy.isQuantifierBrace()
    }

    /// Skips `\Q` (starting a quotation) and `\E` (ending one, or ignored) at `index`.
    /// With `(?xx)`, also skips spaces and tabs outside a quotation.
    mutating func skipQuoteMarks(_ quoting: inout Bool) {
        while let unit = current {
            if flags.extendedMore && !quoting && (unit == 0x20 || unit == 0x09) {
                index += 1
                continue
            }
            guard unit == Self.ascii("\\") else { return }
            if peek(1) == Self.ascii("E") {
                quoting = false
            } else if !quoting && peek(1) == Self.ascii("Q") {
                quoting = true
            } else {
                return
            }
            index += 2
        }
    }

    /// The escape letters that stand for no single character and are not an error of their own
    /// in a class: after a range's `-` PCRE2 reports them as an invalid range (`\B`, `\R` and
    /// `\X` are "escape sequence is invalid in character class" wherever they are).
    static let rangeBreakingEscapes: Set<UInt32> = Set("dDsSwWhHvVpPNAzZGKkC".unicodeScalars.map(\.value))

    /// PCRE2 rejects a hyphen after a class escape or POSIX class unless it ends the class
    /// (`[\d-z]` is an error, `[\d-]` is not).
    func rejectRangeAfterClass() throws(PatternError) {
        if current == Self.ascii("-"), let after = peek(1), after != Self.ascii("]") {
            throw fail("invalid range in character class", at: index + 1)
        }
    }

    /// Parses one class member. Returns its value when it is a single unit (which may start a
    /// range); appends class escapes to `set` and returns `nil` for them.
    mutating func parseClassUnit(into set: inout CharClass) throws(PatternError) -> UInt32? {
        let unit = units[index]
        guard unit == Self.ascii("\\") else {
            index += 1
            return unit
        }
        switch try parseEscape(inClass: true) {
        case .unit(let value): return value
        case .set(let inner):
            set.items.append(contentsOf: inner.items)
            return nil
        case .quoted(let values):
            // \Q...\E inside a class: every quoted unit is a member.
            guard let last = values.last else { return nil }
            set.items.append(contentsOf: values.dropLast().map { .range($0, $0) })
            return last
        case .node, .nothing:
            return nil
        }
    }

    /// PCRE2 refuses `[:alpha:]` and `[.a.]` outside a bracket expression, and reads
    /// `[[:<:]]` and `[[:>:]]` as word boundaries, which this engine does not support.
    func rejectPosixSyntaxOutsideClass() throws(PatternError) {
        for (spelling, meaning) in [("[[:<:]]", "start"), ("[[:>:]]", "end")] where hasPrefix(spelling) {
            throw fail("unsupported construct \(spelling) (a word \(meaning) boundary)")
        }
        guard posixSyntaxEnd(at: index) != nil else { return }
        if units[index + 1] == Self.ascii(":") {
            throw fail("POSIX named classes are supported only within a class")
        }
        throw fail("POSIX collating elements are not supported")
    }

    /// Whether the units from `index` on spell `text` (ASCII).
    func hasPrefix(_ text: String) -> Bool {
        let ascii = text.utf8
        guard units.count - index >= ascii.count else { return false }
        return zip(units[index...], ascii).allSatisfy { $0 == UInt32($1) }
    }

    /// Where the text at `start` (a `[`) ends when it has the form of a POSIX class or collating
    /// element: `[:…:]`, `[.….]` or `[=…=]` with no `]` inside (a backslash may escape one).
    /// Returns the index of the closing `:`, `.` or `=`, or `nil` when the form is not there.
    /// Like PCRE2, this reads the form only; the name is checked by `parsePosixClass()`.
    func posixSyntaxEnd(at start: Int) -> Int? {
        guard units.count - start >= 4 else { return nil }
        let terminator = units[start + 1]
        guard terminator == Self.ascii(":") || terminator == Self.ascii(".") || terminator == Self.ascii("=") else { return nil }
        var i = start + 2
        while units.count - i >= 2 {
            let unit = units[i], next = units[i + 1]
            if unit == Self.ascii("\\") && (next == Self.ascii("]") || next == Self.ascii("\\")) {
                i += 1
            } else if (unit == Self.ascii("[") && next == terminator) || unit == Self.ascii("]") {
                return nil
            } else if unit == terminator && next == Self.ascii("]") {
                return i
            }
            i += 1
        }
        return nil
    }

    /// Parses `[:name:]` or `[:^name:]` at `index`, or returns `nil` (consuming nothing) when
    /// the text does not have that form. A collating element (`[.a.]`, `[=a=]`) and a name
    /// PCRE2 does not know are errors.
    mutating func parsePosixClass() throws(PatternError) -> CharClass.Item? {
        guard let end = posixSyntaxEnd(at: index) else { return nil }
        guard units[index + 1] == Self.ascii(":") else {
            throw fail("POSIX collating elements are not supported", at: index)
        }
        var i = index + 2
        var negated = false
        if units[i] == Self.ascii("^") { negated = true; i += 1 }
        var name = ""
        for unit in units[i..<max(i, end)] {
            guard let scalar = Unicode.Scalar(unit) else { throw fail("unknown POSIX class name", at: index) }
            name.unicodeScalars.append(scalar)
        }
        guard let named = NamedClass(posix: name) else { throw fail("unknown POSIX class name", at: index) }
        index = end + 2
        return .named(named, negated: negated)
    }
}
