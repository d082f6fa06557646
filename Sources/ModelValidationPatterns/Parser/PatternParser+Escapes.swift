extension PatternParser {
    /// What a backslash sequence stands for.
    enum Escape {
        /// One literal unit value.
        case unit(UInt32)
        /// A class such as `\d` or `\p{Lu}`.
        case set(CharClass)
        /// A construct that only exists outside classes (anchors, backreferences, `\R`).
        case node(PatternNode)
        /// `\Q...\E` quoted literals.
        case quoted([UInt32])
        /// `\E` outside a quotation: ignored.
        case nothing
    }

    /// Parses an escape outside a class into a node.
    mutating func parseEscapeAtom() throws(PatternError) -> PatternNode? {
        switch try parseEscape(inClass: false) {
        case .unit(let value): return .unit(.single(value), caseless: flags.caseless)
        case .set(let set): return .unit(set, caseless: flags.caseless)
        case .node(let node): return node
        case .quoted(let values):
            if values.isEmpty { return nil }
            let nodes = values.map { PatternNode.unit(.single($0), caseless: flags.caseless) }
            return nodes.count == 1 ? nodes[0] : .group(.concat(nodes), capturing: false, name: nil)
        case .nothing: return nil
        }
    }

    /// Parses the escape starting at the backslash at `index`.
    mutating func parseEscape(inClass: Bool) throws(PatternError) -> Escape {
        let start = index
        index += 1
        guard let unit = current else { throw fail("\\ at end of pattern", at: start) }
        index += 1
        let lowered = unit | 0x20
        guard (unit >= 0x30 && unit <= 0x39) || (lowered >= 0x61 && lowered <= 0x7A) else {
            return .unit(unit) // any other character stands for itself
        }
        let letter = Character(Unicode.Scalar(UInt8(unit)))
        switch letter {
        case "a": return .unit(7)
        case "e": return .unit(0x1B)
        case "f": return .unit(0x0C)
        case "n": return .unit(0x0A)
        case "r": return .unit(0x0D)
        case "t": return .unit(0x09)
        case "d", "D": return .set(.named(.digit, negated: letter == "D"))
        case "w", "W": return .set(.named(.word, negated: letter == "W"))
        case "s", "S": return .set(.named(.space, negated: letter == "S"))
        case "h", "H": return .set(.named(.horizontalSpace, negated: letter == "H"))
        case "v", "V": return .set(.named(.verticalSpace, negated: letter == "V"))
        case "p", "P": return .set(try parseProperty(negated: letter == "P", start: start))
        case "x": return .unit(try parseHex(start: start))
        case "o":
            guard current == Self.ascii("{") else { throw fail("missing opening brace after \\o", at: start) }
            index += 1
            return .unit(try parseBracedNumber(radix: 8, start: start))
        case "N" where current == Self.ascii("{") && !isQuantifierBrace():
            // \N{U+hhhh} is a code point in UTF mode; PCRE2 has no \N{name}.
            guard hasPrefix("{U+") else { throw fail(Self.unsupportedCaseEscapes, at: start) }
            guard unicode else { throw fail("\\N{U+dddd} is supported only in Unicode (UTF) mode", at: start) }
            index += 3
            return .unit(try parseBracedNumber(radix: 16, start: start))
        case "N" where inClass:
            // PCRE2 reads a quantifier after it first, and reports its numbers.
            if current == Self.ascii("{"), isQuantifierBrace() { _ = try readBraceQuantifier() }
            throw fail("\\N is not supported in a class", at: start)
        case "F", "L", "l", "U", "u":
            throw fail(Self.unsupportedCaseEscapes, at: start)
        case "i", "j", "m", "q", "y", "I", "J", "M", "O", "T", "Y":
            throw fail("unrecognized character follows \\", at: start)
        case "c":
            guard let next = current else { throw fail("\\c at end of pattern", at: start) }
            guard next >= 0x20, next <= 0x7E else { throw fail("\\c must be followed by a printable ASCII character", at: start) }
            index += 1
            let upper = next >= 0x61 && next <= 0x7A ? next - 0x20 : next
            return .unit(upper ^ 0x40)
        case "0":
            return .unit(try readOctalDigits(initial: 0, start: start))
        case "Q":
            var values: [UInt32] = []
            while let next = current {
                if next == Self.ascii("\\"), peek(1) == Self.ascii("E") { index += 2; return .quoted(values) }
                values.append(next)
                index += 1
            }
            return .quoted(values)
        case "E": return .nothing
        default: break
        }
        if inClass {
            if letter == "b" { return .unit(8) }
            // PCRE2 reads \g, \8 and \9 in a class as the letter or digit itself.
            if letter == "g" || letter == "8" || letter == "9" { return .unit(unit) }
            if let digit = letter.wholeNumberValue, digit < 8 { return .unit(try readOctalDigits(initial: UInt32(digit), start: start)) }
            throw fail("escape sequence is invalid in character class", at: start)
        }
        switch letter {
        case "b": return .node(.anchor(.wordBoundary))
        case "B": return .node(.anchor(.notWordBoundary))
        case "A": return .node(.anchor(.subjectStart))
        case "z": return .node(.anchor(.subjectEnd))
        case "Z": return .node(.anchor(.subjectEndOrFinalNewline))
        case "N": return .set(CharClass(items: [.range(0x0A, 0x0A)], isNegated: true))
        case "R":
            var alternatives: [PatternNode] = [.concat([.unit(.single(0x0D), caseless: false), .unit(.single(0x0A), caseless: false)])]
            alternatives.append(.unit(.named(.verticalSpace), caseless: false))
            return .node(.group(.alternation(alternatives), capturing: false, name: nil))
        case "g", "k":
            let reference = try parseNamedBackreference(start: start, letter: letter)
            return .node(backreference(to: reference))
        case "1"..."9":
            index -= 1
            let numberStart = index
            let number = readGroupNumber()
            // \8 and \9 always start a reference; other numbers beyond the groups seen so far
            // are octal escapes.
            if number < 10 || number <= groupCount || unit >= 0x38 {
                if number > Self.maximumGroupNumber { throw fail("subpattern number is too big", at: start) }
                return .node(backreference(to: .number(number)))
            }
            index = numberStart + 1
            return .unit(try readOctalDigits(initial: unit - 0x30, start: start))
        default:
            throw fail("unsupported construct \\\(letter)", at: start)
        }
    }

    /// PCRE2's largest group number.
    static let maximumGroupNumber = 65535

    /// Reads decimal digits at `index`; past ``maximumGroupNumber`` the value stops growing.
    mutating func readGroupNumber() -> Int {
        var number = 0
        while let next = current, next >= 0x30, next <= 0x39 {
            number = min(number * 10 + Int(next - 0x30), Self.maximumGroupNumber + 1)
            index += 1
        }
        return number
    }

    /// Reads up to two more octal digits after `initial`; outside UTF mode the value must fit
    /// in a byte.
    mutating func readOctalDigits(initial: UInt32, start: Int) throws(PatternError) -> UInt32 {
        var value = initial
        var count = 0
        while count < 2, let next = current, next >= 0x30, next <= 0x37 {
            value = value * 8 + (next - 0x30)
            index += 1
            count += 1
        }
        if !unicode && value > 0xFF {
            throw fail("octal value is greater than \\377 in 8-bit non-UTF-8 mode", at: start)
        }
        return value
    }

    /// A backreference node, recorded so that `parse()` can check that its group exists.
    mutating func backreference(to reference: BackReference) -> PatternNode {
        switch reference {
        case .number(let number): highestReference = max(highestReference, number)
        case .name(let name): referencedNames.insert(name)
        }
        return .backreference(reference, caseless: flags.caseless)
    }

    /// PCRE2's message for the Perl escapes it does not implement.
    static let unsupportedCaseEscapes = "PCRE2 does not support \\F, \\L, \\l, \\N{name}, \\U, or \\u"

    /// `\xhh` (up to two digits) or `\x{h...}`; `index` is after the `x`.
    mutating func parseHex(start: Int) throws(PatternError) -> UInt32 {
        if current == Self.ascii("{") {
            index += 1
            return try parseBracedNumber(radix: 16, start: start)
        }
        var value: UInt32 = 0
        var count = 0
        while count < 2, let next = current, let digit = Self.hexValue(next) {
            value = value * 16 + digit
            index += 1
            count += 1
        }
        return value
    }

    /// The digits and `}` of `\x{…}`, `\o{…}` or `\N{U+…}` in the given radix, checked against
    /// the mode's largest unit; `index` is after the `{` (or `{U+`). The checks come in PCRE2's
    /// order: no digits, a value too large (as soon as a digit makes it so), no closing brace,
    /// then a surrogate in UTF mode.
    mutating func parseBracedNumber(radix: UInt32, start: Int) throws(PatternError) -> UInt32 {
        if atEnd || current == Self.ascii("}") { throw fail("digits missing in \\x{} or \\o{} or \\N{U+}", at: start) }
        let limit: UInt32 = unicode ? 0x10FFFF : 0xFF
        var value: UInt32 = 0
        while let next = current, let digit = Self.hexValue(next), digit < radix {
            value = value * radix + digit
            index += 1
            if value > limit { throw fail("character code point value in \\x{} or \\o{} is too large", at: start) }
        }
        guard current == Self.ascii("}") else {
            throw fail(radix == 8 ? "non-octal character in \\o{} (closing brace missing?)"
                : "non-hex character in \\x{} (closing brace missing?)", at: start)
        }
        index += 1
        if unicode && value >= 0xD800 && value <= 0xDFFF {
            throw fail("disallowed Unicode code point (>= 0xd800 && <= 0xdfff)", at: start)
        }
        return value
    }

    static func hexValue(_ unit: UInt32) -> UInt32? {
        switch unit {
        case 0x30...0x39: return unit - 0x30
        case 0x41...0x46: return unit - 0x41 + 10
        case 0x61...0x66: return unit - 0x61 + 10
        default: return nil
        }
    }

    /// `\pL`, `\p{Lu}`, `\p{^Lu}`; `index` is after the `p` or `P`. Names compare as PCRE2
    /// compares them: without case, spaces, `_` and `-`.
    mutating func parseProperty(negated: Bool, start: Int) throws(PatternError) -> CharClass {
        var name = ""
        var isNegated = negated
        if current == Self.ascii("{") {
            index += 1
            if current == Self.ascii("^") { isNegated.toggle(); index += 1 }
            while let next = current, next != Self.ascii("}") {
                if next != 0x20, next != 0x5F, next != 0x2D, let scalar = Unicode.Scalar(next) { name.unicodeScalars.append(scalar) }
                index += 1
            }
            guard current == Self.ascii("}") else { throw fail("malformed \\P or \\p sequence", at: start) }
            index += 1
        } else if let next = current, (next | 0x20) >= 0x61, (next | 0x20) <= 0x7A {
            name.unicodeScalars.append(Unicode.Scalar(UInt8(next)))
            index += 1
        } else {
            throw fail("malformed \\P or \\p sequence", at: start)
        }
        guard let property = NamedClass(property: name) else {
            guard NamedClass.pcre2Knows(property: name.lowercased()) else {
                throw fail("unknown property after \\P or \\p", at: start)
            }
            throw fail("unsupported Unicode property \\p{\(name)}", at: start)
        }
        return .named(property, negated: isNegated)
    }

    /// `\g{n}`, `\gn`, `\g{-n}`, `\g+n`, `\g{name}`, `\k<name>`, `\k'name'`, `\k{name}`; `index` is
    /// after the letter. `\g<…>` and `\g'…'` are subroutine calls, which are not supported.
    mutating func parseNamedBackreference(start: Int, letter: Character) throws(PatternError) -> BackReference {
        if letter == "k" {
            let close: UInt32
            switch current {
            case Self.ascii("{"): close = Self.ascii("}")
            case Self.ascii("<"): close = Self.ascii(">")
            case Self.ascii("'"): close = Self.ascii("'")
            default: throw fail("\\k is not followed by a braced, angle-bracketed, or quoted name", at: start)
            }
            index += 1
            return .name(try readName(until: close))
        }
        let malformed = "\\g is not followed by a braced, angle-bracketed, or quoted name/number or by a plain number"
        if current == Self.ascii("<") || current == Self.ascii("'") {
            throw fail("unsupported construct \\g (a subroutine call)", at: start)
        }
        let braced = current == Self.ascii("{")
        if braced { index += 1 }
        var sign = 0
        if current == 0x2D { sign = -1; index += 1 } else if current == 0x2B { sign = 1; index += 1 }
        if let first = current, first >= 0x30, first <= 0x39 {
            let number = readGroupNumber()
            if number > Self.maximumGroupNumber { throw fail("subpattern number is too big", at: start) }
            if braced {
                guard current == Self.ascii("}") else { throw fail(malformed, at: start) }
                index += 1
            }
            if sign != 0 && number == 0 { throw fail("a relative value of zero is not allowed", at: start) }
            let absolute = sign < 0 ? groupCount - number + 1 : (sign > 0 ? groupCount + number : number)
            guard absolute > 0 else { throw fail("reference to non-existent subpattern", at: start) }
            return .number(absolute)
        }
        guard braced else { throw fail(malformed, at: start) }
        if sign != 0 { index -= 1 } // read as a name, which cannot start with a sign
        return .name(try readName(until: Self.ascii("}")))
    }
}
