extension PatternParser {
    /// Parses a bracket expression; `index` is just after the `[`.
    mutating func parseClass() throws(PatternError) -> CharClass {
        let start = index - 1
        var result = CharClass(items: [], isNegated: false)
        if current == Self.ascii("^") { result.isNegated = true; index += 1 }
        var isFirst = true
        while true {
            guard let unit = current else { throw fail("missing terminating ] for character class", at: start) }
            if unit == Self.ascii("]") && !isFirst { index += 1; break }
            isFirst = false
            if unit == Self.ascii("["), let posix = try parsePosixClass() {
                result.items.append(posix)
                try rejectRangeAfterClass()
                continue
            }
            guard let low = try parseClassUnit(into: &result) else {
                try rejectRangeAfterClass()
                continue
            }
            // A range "a-z" unless the "-" is last or followed by a class escape.
            if current == Self.ascii("-"), let after = peek(1), after != Self.ascii("]") {
                let dash = index
                index += 1
                // PCRE2 rejects a class escape or POSIX class as a range end ("a-\d").
                if after == Self.ascii("["), isPosixClassAhead() {
                    throw fail("invalid range in character class", at: dash + 1)
                }
                var scratch = CharClass(items: [], isNegated: false)
                guard let high = try parseClassUnit(into: &scratch) else {
                    throw fail("invalid range in character class", at: dash + 1)
                }
                guard high >= low else { throw fail("range out of order in character class", at: dash + 1) }
                result.items.append(.range(low, high))
            } else {
                result.items.append(.range(low, low))
            }
        }
        return result
    }

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

    /// Whether `index + 1` starts `[:name:]`.
    func isPosixClassAhead() -> Bool {
        var probe = self
        probe.index += 1
        return (try? probe.parsePosixClass()) != nil
    }

    /// Parses `[:name:]` or `[:^name:]` at `index`, or returns `nil` (consuming nothing) when
    /// the text is not a POSIX class.
    mutating func parsePosixClass() throws(PatternError) -> CharClass.Item? {
        guard peek(1) == Self.ascii(":") else { return nil }
        var i = index + 2
        var negated = false
        if i < units.count, units[i] == Self.ascii("^") { negated = true; i += 1 }
        var name = ""
        while i < units.count, units[i] >= 0x61, units[i] <= 0x7A {
            name.unicodeScalars.append(Unicode.Scalar(UInt8(units[i])))
            i += 1
        }
        guard i + 1 < units.count, units[i] == Self.ascii(":"), units[i + 1] == Self.ascii("]") else { return nil }
        guard let named = NamedClass(posix: name) else { throw fail("unknown POSIX class name", at: index) }
        index = i + 2
        return .named(named, negated: negated)
    }
}
