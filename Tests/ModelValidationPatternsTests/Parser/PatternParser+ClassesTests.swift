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
        ("[\\B]", "escape sequence is invalid in character class at offset 1"),
    ])
    func errors(body: String, reason: String) {
        #expect(throws: PatternError(reason: reason)) { try Parse.body(body) }
    }

    /// PCRE2 refuses a POSIX class as the end of a range ("invalid range in character class").
    /// The parser probes for the class one unit past its `[`, so it reports `[a-[:digit:]]` as a
    /// range out of order and accepts `[!-[:digit:]]`, whose start is below `[`.
    @Test func aPOSIXClassAsTheEndOfARange() {
        withKnownIssue("isPosixClassAhead() looks one unit too far") {
            #expect(throws: PatternError(reason: "invalid range in character class at offset 3")) { try Parse.body("[a-[:digit:]]") }
            #expect(throws: PatternError(reason: "invalid range in character class at offset 3")) { try Parse.body("[!-[:digit:]]") }
        }
    }
}
