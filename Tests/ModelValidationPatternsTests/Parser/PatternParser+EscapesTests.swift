import Testing
@testable import ModelValidationPatterns

/// Backslash sequences: literals, classes, anchors, quotation and backreferences.
struct PatternParserEscapesTests {
    static func named(_ name: NamedClass, negated: Bool = false) -> PatternNode {
        .unit(.named(name, negated: negated), caseless: false)
    }

    @Test(arguments: [
        ("\\n", PatternNode.unit(.single(0x0A), caseless: false)),
        ("\\t", .unit(.single(0x09), caseless: false)),
        ("\\r", .unit(.single(0x0D), caseless: false)),
        ("\\f", .unit(.single(0x0C), caseless: false)),
        ("\\a", .unit(.single(0x07), caseless: false)),
        ("\\e", .unit(.single(0x1B), caseless: false)),
        ("\\x41", .unit(.single(0x41), caseless: false)),
        ("\\x4", .unit(.single(0x04), caseless: false)),
        ("\\x{ff}", .unit(.single(0xFF), caseless: false)),
        ("\\o{101}", .unit(.single(0x41), caseless: false)),
        ("\\0", .unit(.single(0), caseless: false)),
        ("\\012", .unit(.single(0x0A), caseless: false)),
        ("\\12", .unit(.single(0x0A), caseless: false)),
        ("\\cA", .unit(.single(0x01), caseless: false)),
        ("\\c[", .unit(.single(0x1B), caseless: false)),
        ("\\.", .unit(.single(0x2E), caseless: false)),
        ("\\d", named(.digit)),
        ("\\D", named(.digit, negated: true)),
        ("\\w", named(.word)),
        ("\\S", named(.space, negated: true)),
        ("\\h", named(.horizontalSpace)),
        ("\\V", named(.verticalSpace, negated: true)),
        ("\\N", .unit(CharClass(items: [.range(0x0A, 0x0A)], isNegated: true), caseless: false)),
        ("\\b", .anchor(.wordBoundary)),
        ("\\B", .anchor(.notWordBoundary)),
        ("\\A", .anchor(.subjectStart)),
        ("\\z", .anchor(.subjectEnd)),
        ("\\Z", .anchor(.subjectEndOrFinalNewline)),
        ("\\Qa.\\E", .concat([.unit(.single(0x61), caseless: false), .unit(.single(0x2E), caseless: false)])),
        ("\\Q.\\E", .unit(.single(0x2E), caseless: false)),
        ("\\Q\\E", .empty),
        ("\\E", .empty),
        ("\\R", .group(.alternation([
            .concat([.unit(.single(0x0D), caseless: false), .unit(.single(0x0A), caseless: false)]),
            .unit(.named(.verticalSpace), caseless: false),
        ]), capturing: false, name: nil)),
    ])
    func escapes(body: String, tree: PatternNode) throws {
        #expect(try Parse.body(body) == tree)
    }

    @Test(arguments: [
        ("\\pL", NamedClass.category("L"), false),
        ("\\p{Lu}", .category("Lu"), false),
        ("\\p{^Lu}", .category("Lu"), true),
        ("\\P{Lu}", .category("Lu"), true),
        ("\\P{^Lu}", .category("Lu"), false),
        ("\\p{Any}", .any, false),
        ("\\p{L&}", .cased, false),
        ("\\p{ L u }", .category("Lu"), false),
        // PCRE2 ignores case in property names.
        ("\\pl", .category("L"), false),
        ("\\p{l_U}", .category("Lu"), false),
        ("\\p{ANY}", .any, false),
        ("\\p{lc}", .cased, false),
    ])
    func properties(body: String, name: NamedClass, negated: Bool) throws {
        #expect(try Parse.body(body, unicode: true) == Self.named(name, negated: negated))
    }

    @Test(arguments: [
        ("(a)\\1", BackReference.number(1)),
        ("(a)\\g1", .number(1)),
        ("(a)\\g{1}", .number(1)),
        ("(a)(b)\\g{-1}", .number(2)),
        ("(?<n>a)\\k<n>", .name("n")),
        ("(?<n>a)\\k'n'", .name("n")),
        ("(?<n>a)\\k{n}", .name("n")),
        ("(?<n>a)\\g{n}", .name("n")),
    ])
    func backreferences(body: String, reference: BackReference) throws {
        guard case .concat(let nodes) = try Parse.body(body) else {
            Issue.record("not a sequence")
            return
        }
        #expect(nodes.last == .backreference(reference, caseless: false))
    }

    /// `\x{…}` beyond a byte is an error in byte mode, a scalar in Unicode mode.
    @Test func codePointsByMode() throws {
        #expect(try Parse.body("\\x{263A}", unicode: true) == .unit(.single(0x263A), caseless: false))
        #expect(throws: PatternError(reason: "character code point value in \\x{} or \\o{} is too large at offset 0")) {
            try Parse.body("\\x{263A}")
        }
        #expect(throws: PatternError(reason: "disallowed Unicode code point (>= 0xd800 && <= 0xdfff) at offset 0")) {
            try Parse.body("\\x{D800}", unicode: true)
        }
        #expect(throws: PatternError(reason: "character code point value in \\x{} or \\o{} is too large at offset 0")) {
            try Parse.body("\\x{110000}", unicode: true)
        }
    }

    /// Octal escapes beyond a byte are code points in Unicode mode.
    @Test func wideOctal() throws {
        #expect(try Parse.body("\\400", unicode: true) == .unit(.single(0x100), caseless: false))
    }

    /// `\N{U+hhhh}` is a code point in Unicode mode only; PCRE2 has no `\N{name}`.
    @Test func namedCodePoints() throws {
        #expect(try Parse.body("\\N{U+263A}", unicode: true) == .unit(.single(0x263A), caseless: false))
        #expect(try Parse.body("[\\N{U+41}]", unicode: true) == Parse.set([.range(0x41, 0x41)]))
        // `\N` with a quantifier is still "not a line feed".
        #expect(try Parse.body("\\N{2}") == .quantified(.unit(CharClass(items: [.range(0x0A, 0x0A)], isNegated: true), caseless: false),
                                                      min: 2, max: 2, kind: .greedy))
        #expect(throws: PatternError(reason: "\\N{U+dddd} is supported only in Unicode (UTF) mode at offset 0")) {
            try Parse.body("\\N{U+41}")
        }
        #expect(throws: PatternError(reason: "digits missing in \\x{} or \\o{} or \\N{U+} at offset 0")) {
            try Parse.body("\\N{U+}", unicode: true)
        }
        #expect(throws: PatternError(reason: "disallowed Unicode code point (>= 0xd800 && <= 0xdfff) at offset 0")) {
            try Parse.body("\\N{U+DFFF}", unicode: true)
        }
        #expect(throws: PatternError(reason: "\\N is not supported in a class at offset 1")) {
            try Parse.body("[\\N]", unicode: true)
        }
        #expect(throws: PatternError(reason: "\\N is not supported in a class at offset 1")) {
            try Parse.body("[\\N{2}]")
        }
        #expect(throws: PatternError(reason: "number too big in {} quantifier at offset 3")) {
            try Parse.body("[\\N{65536}]")
        }
    }

    /// In a class, `\g`, `\8` and `\9` stand for the letter or digit.
    @Test func classLiterals() throws {
        #expect(try Parse.body("[\\g\\8\\9]") == Parse.set([.range(0x67, 0x67), .range(0x38, 0x38), .range(0x39, 0x39)]))
    }

    /// `\8` and `\9` always start a reference, which must name a group.
    @Test func referencesFromEightUp() throws {
        guard case .concat(let nodes) = try Parse.body(String(repeating: "(a)", count: 9) + "\\9") else {
            Issue.record("not a sequence")
            return
        }
        #expect(nodes.last == .backreference(.number(9), caseless: false))
        #expect(throws: PatternError(reason: "reference to non-existent subpattern")) { try Parse.body("\\89") }
        #expect(throws: PatternError(reason: "reference to non-existent subpattern")) { try PCREPattern("/\\8/") }
        #expect(throws: PatternError(reason: "reference to non-existent subpattern")) { try PCREPattern("/(a)\\80/") }
        // `\g+n` counts forward from the groups seen so far.
        _ = try PCREPattern("/(a)\\g+1(b)/")
        #expect(throws: PatternError(reason: "reference to non-existent subpattern")) { try PCREPattern("/(a)\\g+2(b)/") }
    }

    @Test(arguments: [
        ("\\", "\\ at end of pattern at offset 0"),
        ("a\\G", "unsupported construct \\G at offset 1"),
        ("\\K", "unsupported construct \\K at offset 0"),
        ("\\p{Xx}", "unknown property after \\P or \\p at offset 0"),
        ("\\p{}", "unknown property after \\P or \\p at offset 0"),
        ("\\p{^^Lu}", "unknown property after \\P or \\p at offset 0"),
        ("\\p{Greek}", "unsupported Unicode property \\p{Greek} at offset 0"),
        ("\\p{sc:Grek}", "unsupported Unicode property \\p{sc:Grek} at offset 0"),
        ("\\p", "malformed \\P or \\p sequence at offset 0"),
        ("\\p1", "malformed \\P or \\p sequence at offset 0"),
        ("[\\p]", "malformed \\P or \\p sequence at offset 1"),
        ("\\p{Lu", "malformed \\P or \\p sequence at offset 0"),
        ("\\x{zz}", "non-hex character in \\x{} (closing brace missing?) at offset 0"),
        ("\\x{41", "non-hex character in \\x{} (closing brace missing?) at offset 0"),
        ("\\o12", "missing opening brace after \\o at offset 0"),
        ("\\x{}", "digits missing in \\x{} or \\o{} or \\N{U+} at offset 0"),
        ("a\\x{", "digits missing in \\x{} or \\o{} or \\N{U+} at offset 1"),
        ("\\o{}", "digits missing in \\x{} or \\o{} or \\N{U+} at offset 0"),
        ("\\o{18}", "non-octal character in \\o{} (closing brace missing?) at offset 0"),
        ("\\o{7", "non-octal character in \\o{} (closing brace missing?) at offset 0"),
        // A value too large is found at the digit that makes it so, before a missing brace.
        ("\\x{100g", "character code point value in \\x{} or \\o{} is too large at offset 0"),
        ("\\N{x}", "PCRE2 does not support \\F, \\L, \\l, \\N{name}, \\U, or \\u at offset 0"),
        ("\\N{", "PCRE2 does not support \\F, \\L, \\l, \\N{name}, \\U, or \\u at offset 0"),
        ("a\\L", "PCRE2 does not support \\F, \\L, \\l, \\N{name}, \\U, or \\u at offset 1"),
        ("[\\u]", "PCRE2 does not support \\F, \\L, \\l, \\N{name}, \\U, or \\u at offset 1"),
        ("\\y", "unrecognized character follows \\ at offset 0"),
        ("[a\\i]", "unrecognized character follows \\ at offset 2"),
        ("[\\k]", "escape sequence is invalid in character class at offset 1"),
        ("\\c", "\\c at end of pattern at offset 0"),
        ("\\c\u{01}", "\\c must be followed by a printable ASCII character at offset 0"),
        ("\\c\u{7F}", "\\c must be followed by a printable ASCII character at offset 0"),
        ("\\g", "\\g is not followed by a braced, angle-bracketed, or quoted name/number or by a plain number at offset 0"),
        ("\\g-", "\\g is not followed by a braced, angle-bracketed, or quoted name/number or by a plain number at offset 0"),
        ("(a)\\g{1", "\\g is not followed by a braced, angle-bracketed, or quoted name/number or by a plain number at offset 3"),
        ("\\g{-0}", "a relative value of zero is not allowed at offset 0"),
        ("\\g+0", "a relative value of zero is not allowed at offset 0"),
        ("\\g{-x}", "subpattern name expected at offset 3"),
        ("\\g<n>", "unsupported construct \\g (a subroutine call) at offset 0"),
        ("\\k1", "\\k is not followed by a braced, angle-bracketed, or quoted name at offset 0"),
        ("\\k<1>", "subpattern name must start with a non-digit at offset 3"),
        ("\\k{}", "subpattern name expected at offset 3"),
        ("\\g{-1}", "reference to non-existent subpattern at offset 0"),
        ("\\400", "octal value is greater than \\377 in 8-bit non-UTF-8 mode at offset 0"),
        ("[\\777]", "octal value is greater than \\377 in 8-bit non-UTF-8 mode at offset 1"),
        ("\\g{65536}", "subpattern number is too big at offset 0"),
        ("\\99999", "subpattern number is too big at offset 0"),
    ])
    func errors(body: String, reason: String) {
        #expect(throws: PatternError(reason: reason)) { try Parse.body(body) }
    }
}
