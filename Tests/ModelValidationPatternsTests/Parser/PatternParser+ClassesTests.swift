import Testing
@testable import ModelValidationPatterns

/// Bracket expressions: members, ranges, POSIX classes, escapes, and PCRE2's refusals.
struct PatternParserClassesTests {
    static func r(_ low: Unicode.Scalar, _ high: Unicode.Scalar? = nil) -> CharClass.Item {
        .range(low.value, (high ?? low).value)
    }

    @Test(arguments: [
        ("[abc]", [r("a"), r("b"), r("c")], false),
        ("[a-z]", [r("a", "z")], false),
        ("[^0-9]", [r("0", "9")], true),
        ("[]a]", [r("]"), r("a")], false),
        ("[^]]", [r("]")], true),
        ("[a-]", [r("a"), r("-")], false),
        ("[-a]", [r("-"), r("a")], false),
        ("[\\d-]", [.named(.digit, negated: false), r("-")], false),
        ("[[:alpha:]]", [.named(.alpha, negated: false)], false),
        ("[[:^digit:]x]", [.named(.digit, negated: true), r("x")], false),
        ("[[:a]", [r("["), r(":"), r("a")], false),
        ("[\\Qa-z\\E]", [r("a"), r("-"), r("z")], false),
        ("[\\x41-\\x43]", [r("A", "C")], false),
        ("[\\b]", [.range(8, 8)], false),
        ("[\\]]", [r("]")], false),
        ("[.$^]", [r("."), r("$"), r("^")], false),
        ("[\\W\\s]", [.named(.word, negated: true), .named(.space, negated: false)], false),
        // PCRE2 ignores `\E` and an empty `\Q\E` in a class: a `]` after them at the start is
        // a member, and a range reaches across them.
        ("[\\E]a]", [r("]"), r("a")], false),
        ("[^\\Q\\E]]", [r("]")], true),
        ("[a\\E-z]", [r("a", "z")], false),
        ("[a-\\E\\Ez]", [r("a", "z")], false),
        ("[a\\Q\\E-\\Q\\Ez]", [r("a", "z")], false),
        ("[a-\\E]", [r("a"), r("-")], false),
        // `\Q…\E` quotes one unit at a time: a range may start or end inside it.
        ("[\\Qa\\E-z]", [r("a", "z")], false),
        ("[a\\Q-z\\E]", [r("a"), r("-"), r("z")], false),
        ("[a-\\Qxy\\E]", [r("a", "x"), r("y")], false),
        ("[\\Q^\\E]", [r("^")], false),
        ("[^\\Q]\\E]", [r("]")], true),
        // With (?xx), spaces and tabs in a class are ignored; (?x) alone turns that off.
        ("(?xx)[a -z]", [r("a", "z")], false),
        ("(?xx)[\t\\Q \\E-a]", [r(" ", "a")], false),
        ("(?xx)(?x)[a -z]", [r("a"), r(" ", "z")], false),
    ] as [(String, [CharClass.Item], Bool)])
    func classes(body: String, items: [CharClass.Item], negated: Bool) throws {
        #expect(try Parse.body(body) == .unit(CharClass(items: items, isNegated: negated), caseless: false))
    }

    /// A caseless class keeps its members; folding happens when it is matched.
    @Test func caselessClasses() throws {
        var flags = PatternParser.Flags()
        flags.caseless = true
        #expect(try Parse.body("[a-c]", flags: flags) == .unit(CharClass(items: [Self.r("a", "c")], isNegated: false), caseless: true))
    }

    @Test(arguments: [
        ("[abc", "missing terminating ] for character class at offset 0"),
        ("[]", "missing terminating ] for character class at offset 0"),
        ("[z-a]", "range out of order in character class at offset 3"),
        ("[a-\\d]", "invalid range in character class at offset 3"),
        ("[\\d-z]", "invalid range in character class at offset 4"),
        ("[[:foo:]]", "unknown POSIX class name at offset 1"),
        // PCRE2 reads the form first and the name after: any text between the colons is a name.
        ("[[:ABC:]]", "unknown POSIX class name at offset 1"),
        ("[[:a b:]]", "unknown POSIX class name at offset 1"),
        ("[[:^:]]", "unknown POSIX class name at offset 1"),
        ("[[:x[:y:]]", "unknown POSIX class name at offset 4"),
        ("[[.a.]]", "POSIX collating elements are not supported at offset 1"),
        ("[x[=a=]]", "POSIX collating elements are not supported at offset 2"),
        // Outside a bracket expression.
        ("[:digit:]", "POSIX named classes are supported only within a class at offset 0"),
        ("x[.a.]", "POSIX collating elements are not supported at offset 1"),
        ("a[[:<:]]", "unsupported construct [[:<:]] (a word start boundary) at offset 1"),
        ("[[:>:]]b", "unsupported construct [[:>:]] (a word end boundary) at offset 0"),
        ("[\\B]", "escape sequence is invalid in character class at offset 1"),
        ("[\\E\\E]", "missing terminating ] for character class at offset 0"),
        ("[\\Q\\E]", "missing terminating ] for character class at offset 0"),
        ("[|-\\E[]", "range out of order in character class at offset 3"),
        ("[a-\\Q]\\E]", "range out of order in character class at offset 3"),
        // PCRE2's reading of a class that ends in `\E` at its start.
        ("[\\E", "\\ at end of pattern at offset 1"),
        ("[^\\Q\\E", "\\ at end of pattern at offset 4"),
        ("[a\\E", "missing terminating ] for character class at offset 0"),
        ("[\\Q", "missing terminating ] for character class at offset 0"),
        // After a range's "-", an escape for no single character is an invalid range, except
        // those that are an error anywhere in a class.
        ("[a-\\Z]", "invalid range in character class at offset 3"),
        ("[a-\\k]", "invalid range in character class at offset 3"),
        ("[a-\\N]", "invalid range in character class at offset 3"),
        ("[z-\\N{2}]", "invalid range in character class at offset 3"),
        ("(?xx)[z -a]", "range out of order in character class at offset 9"),
        ("[a-\\B]", "escape sequence is invalid in character class at offset 3"),
        ("[a-\\N{x}]", "PCRE2 does not support \\F, \\L, \\l, \\N{name}, \\U, or \\u at offset 3"),
    ])
    func errors(body: String, reason: String) {
        #expect(throws: PatternError(reason: reason)) { try Parse.body(body) }
    }

    /// PCRE2 refuses a POSIX class or collating element as the end of a range ("invalid range
    /// in character class"), whatever the start and whatever the name.
    @Test(arguments: ["[a-[:digit:]]", "[!-[:digit:]]", "[a-[:foo:]]", "[a-[.a.]]"])
    func aPOSIXClassAsTheEndOfARange(body: String) {
        #expect(throws: PatternError(reason: "invalid range in character class at offset 3")) { try Parse.body(body) }
    }

    /// Without the form of a POSIX class (a "]" or "[:" comes before ":]"), "[" and ":" are
    /// members: PCRE2 compiles these.
    @Test(arguments: ["[[:x]:]]", "[[:]]", "[[:x]", "[:]", "[:x[:]"])
    func notThePosixForm(body: String) throws {
        _ = try Parse.body(body)
    }

    /// A "[" that does not start a POSIX class is an ordinary range end.
    @Test func anOpeningBracketAsTheEndOfARange() throws {
        #expect(try Parse.body("[!-[]") == .unit(CharClass(items: [Self.r("!", "[")], isNegated: false), caseless: false))
        #expect(throws: PatternError(reason: "range out of order in character class at offset 3")) { try Parse.body("[a-[:]]") }
    }
}
