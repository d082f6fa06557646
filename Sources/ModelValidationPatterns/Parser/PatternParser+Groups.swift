extension PatternParser {
    /// Parses a parenthesised construct starting at `(`.
    mutating func parseGroup() throws(PatternError) -> PatternNode? {
        let start = index
        index += 1
        // `(*` starts a verb or an alpha assertion unless `)` or the end follows; then the `*`
        // is a quantifier at the start of a group.
        if current == Self.ascii("*"), let next = peek(1), next != Self.ascii(")") {
            throw fail("unsupported construct (* (a backtracking verb)", at: start)
        }
        guard current == Self.ascii("?") else {
            let capturing = !flags.noAutoCapture
            if capturing { groupCount += 1 }
            return .group(try parseGroupBody(start: start), capturing: capturing, name: nil)
        }
        index += 1
        guard let kind = current else { throw fail("missing closing parenthesis", at: start) }
        switch kind {
        case Self.ascii("#"):
            guard let end = commentEnd(after: index + 1) else { throw fail("missing ) after (?# comment", at: start) }
            index = end
            return nil
        case Self.ascii(":"):
            index += 1
            return .group(try parseGroupBody(start: start), capturing: false, name: nil)
        case Self.ascii("|"):
            index += 1
            return try parseBranchReset(start: start)
        case Self.ascii(">"):
            index += 1
            return .atomic(try parseGroupBody(start: start))
        case Self.ascii("="), Self.ascii("!"):
            index += 1
            return .look(try parseGroupBody(start: start), ahead: true, negated: kind == Self.ascii("!"))
        case Self.ascii("<") where peek(1) == Self.ascii("=") || peek(1) == Self.ascii("!") || peek(1) == Self.ascii("*"):
            // The backtracking matcher has no lookbehind.
            let opener = "(?<" + String(Unicode.Scalar(UInt8(peek(1) ?? 0)))
            throw fail("unsupported construct \(opener) (lookbehind)", at: start)
        case Self.ascii("<"), Self.ascii("'"):
            index += 1
            let name = try readName(until: kind == Self.ascii("<") ? Self.ascii(">") : Self.ascii("'"))
            try declareName(name, start: start)
            groupCount += 1
            return .group(try parseGroupBody(start: start), capturing: true, name: name)
        case Self.ascii("P"):
            index += 1
            let next = current
            index += 1
            if next == Self.ascii("<") {
                let name = try readName(until: Self.ascii(">"))
                try declareName(name, start: start)
                groupCount += 1
                return .group(try parseGroupBody(start: start), capturing: true, name: name)
            }
            if next == Self.ascii("=") {
                return backreference(to: .name(try readName(until: Self.ascii(")"))))
            }
            throw fail("unsupported construct (?P", at: start)
        case Self.ascii("("):
            throw fail("unsupported construct (?( (a conditional group)", at: start)
        case Self.ascii("*"):
            throw fail("unsupported construct (?* (a non-atomic lookahead)", at: start)
        case Self.ascii("C"):
            throw fail("unsupported construct (?C (a callout)", at: start)
        case Self.ascii("R"), Self.ascii("&"), Self.ascii("+"), 0x30...0x39,
             Self.ascii("-") where peek(1).map { $0 >= 0x30 && $0 <= 0x39 } ?? false:
            throw fail("unsupported construct (?\(String(Unicode.Scalar(UInt8(kind)))) (recursion)", at: start)
        default:
            return try parseOptionSetting(start: start)
        }
    }

    /// Parses the group's alternation and its closing `)`, restoring the caller's flags.
    mutating func parseGroupBody(start: Int) throws(PatternError) -> PatternNode {
        try parseGroupBranches(start: start).node
    }

    /// ``parseGroupBody(start:)``, also saying how many branches open a capturing group.
    mutating func parseGroupBranches(start: Int) throws(PatternError) -> (node: PatternNode, branchesWithGroups: Int) {
        // PCRE's default limit; it also keeps every recursive pass over the tree shallow.
        guard depth < Self.maximumDepth else { throw fail("parentheses are too deeply nested", at: start) }
        depth += 1
        defer { depth -= 1 }
        let saved = flags
        let body = try parseBranches()
        flags = saved
        guard current == Self.ascii(")") else { throw fail("missing closing parenthesis", at: start) }
        index += 1
        return body
    }

    /// Parses the body of `(?|…)`. In PCRE2 each branch numbers its groups from the same
    /// number; the matchers number groups in the order of their parentheses, which is the same
    /// only while at most one branch has groups. Otherwise the group is refused as unsupported.
    mutating func parseBranchReset(start: Int) throws(PatternError) -> PatternNode {
        let (body, branchesWithGroups) = try parseGroupBranches(start: start)
        if branchesWithGroups > 1 {
            throw fail("unsupported construct (?| (a branch reset group with groups in more than one branch)", at: start)
        }
        return .group(body, capturing: false, name: nil)
    }

    /// Parses `(?imsxnUJ-imsx)` (changing the flags for the rest of the enclosing group) or
    /// `(?i:...)` (a non-capturing group with its own flags). `index` is just after `(?`.
    mutating func parseOptionSetting(start: Int) throws(PatternError) -> PatternNode? {
        var updated = flags
        var turningOff = false
        let reset = current == Self.ascii("^")
        if reset {
            updated = Flags()
            updated.duplicateNames = flags.duplicateNames
            index += 1
        }
        while let unit = current {
            switch unit {
            case Self.ascii("-"):
                if turningOff || reset { throw fail("invalid hyphen in option setting", at: index) }
                turningOff = true
            case Self.ascii("i"): updated.caseless = !turningOff
            case Self.ascii("m"): updated.multiline = !turningOff
            case Self.ascii("s"): updated.dotAll = !turningOff
            case Self.ascii("x"):
                updated.extended = !turningOff
                // `xx` also ignores spaces and tabs in classes; `x` and `-x` turn that off.
                updated.extendedMore = !turningOff && peek(1) == Self.ascii("x")
                if updated.extendedMore { index += 1 }
            case Self.ascii("n"): updated.noAutoCapture = !turningOff
            case Self.ascii("J"): updated.duplicateNames = !turningOff
            case Self.ascii("U"): break
            case Self.ascii(")"):
                index += 1
                flags = updated
                return nil
            case Self.ascii(":"):
                index += 1
                let saved = flags
                flags = updated
                let body = try parseGroupBody(start: start)
                flags = saved
                return .group(body, capturing: false, name: nil)
            default:
                throw fail("unrecognized character after (? or (?-", at: index)
            }
            index += 1
        }
        throw fail("missing closing parenthesis", at: start)
    }

    /// Reads a group name up to `terminator` (consumed), with PCRE2's checks in its order: a
    /// leading digit, no name, a name longer than 32 units, then a missing terminator.
    mutating func readName(until terminator: UInt32) throws(PatternError) -> String {
        let start = index
        if let first = current, (first >= 0x30 && first <= 0x39) || (unicode && first >= 0x80 && NamedClass.category(first) == "Nd") {
            throw fail("subpattern name must start with a non-digit", at: start)
        }
        var name = ""
        while let unit = current, isNameUnit(unit), let scalar = Unicode.Scalar(unit) {
            name.unicodeScalars.append(scalar)
            index += 1
        }
        if name.isEmpty { throw fail("subpattern name expected", at: start) }
        if name.utf8.count > 32 { throw fail("subpattern name is too long (maximum 32 code units)", at: start) }
        guard current == terminator else { throw fail("syntax error in subpattern name (missing terminator?)", at: index) }
        index += 1
        return name
    }

    /// ASCII letters, digits and `_`; in UTF mode also the letters and digits of Unicode.
    func isNameUnit(_ unit: UInt32) -> Bool {
        if unit < 0x80 {
            return (unit >= 0x30 && unit <= 0x39) || (unit >= 0x41 && unit <= 0x5A) || (unit >= 0x61 && unit <= 0x7A) || unit == 0x5F
        }
        guard unicode else { return false }
        let category = NamedClass.category(unit)
        return category.hasPrefix("L") || category.hasPrefix("N")
    }

    /// Records a group name; PCRE2 refuses a second group of the same name unless `J` or
    /// `(?J)` allows it.
    mutating func declareName(_ name: String, start: Int) throws(PatternError) {
        if groupNames.contains(name) && !flags.duplicateNames {
            throw fail("two named subpatterns have the same name (PCRE2_DUPNAMES not set)", at: start)
        }
        groupNames.insert(name)
    }
}
