import Testing
@testable import ModelValidationPatterns

/// What the backtracking matcher does that the automaton cannot: captures, backreferences,
/// lookahead, atomic groups, possessive and lazy repeats, with PCRE's semantics.
struct BacktrackerTests {
    @Test(arguments: [
        ("/^(a+)\\1$/", "aaaa", true), ("/^(a+)\\1$/", "aaa", false),
        // A group keeps the text of its last iteration that matched.
        ("/^(?:(a)|b)+\\1$/", "aba", true), ("/^(?:(a)|b)+\\1$/", "abb", false),
        // A reference to a group that is not set fails.
        ("/^(?:(a)|b)\\1$/", "bb", false), ("/(a)?\\1/", "b", false),
        // Lookahead is atomic: the capture it made is not retried.
        ("/^(?=(a+))a\\1$/", "aaaaa", false), ("/^(?=(a+?))a\\1b$/", "aab", true),
        ("/^(?!(a)b)\\w+$/", "ac", true), ("/^(?!(a)b)\\w+$/", "ab", false),
        ("/^(?>a+)ab$/", "aaab", false), ("/^(?>a+)b$/", "aaab", true), ("/^(?>a|ab)c$/", "abc", false),
        ("/^a++ab$/", "aaab", false), ("/^a*+$/", "aaa", true), ("/^(?:ab)++a$/", "ababa", true),
        ("/^a+?b$/", "aaab", true), ("/^(a+?)(a*)$/", "aaa", true), ("/^(?:a|ab)+?c$/", "aababc", true),
        ("/^(a)\\1$/i", "aA", true), ("/^(a)\\1$/", "aA", false), ("/^(é)\\1$/iu", "éÉ", true),
        ("/(?<x>a|b)\\k<x>/", "ab", false), ("/(?<x>a|b)\\k<x>/", "bb", true), ("/(?<x>a)|(?<x>b)\\k<x>/J", "bb", true),
        // An iteration that matches nothing ends the repeat instead of looping.
        ("/^(a?)*$/", "aa", true), ("/^(?:a|)*b$/", "aab", true), ("/^(a|)+\\1$/", "aa", true),
        ("/^(?:(a)|(b)){3}$/", "abb", true), ("/^(?:(a)|(b)){3}$/", "ab", false),
        ("/^(?:x(?=y)|\\w)+$/", "xyx", true), ("/\\b(\\w+)\\s+\\1\\b/", "it is is here", true),
        ("/\\b(\\w+)\\s+\\1\\b/", "it is island", false),
    ])
    func backtrackingSemantics(pattern: String, subject: String, expected: Bool) throws {
        try expectEnginesAgree(pattern, subject, expected)
    }

    @Test(arguments: [
        ("/(a)\\2/", "reference to non-existent subpattern"),
        ("/\\k<nope>(a)/", "reference to non-existent subpattern"),
        ("/" + String(repeating: "(", count: 300) + String(repeating: ")", count: 300) + "/",
         "parentheses are too deeply nested at offset 250"),
    ])
    func invalidReferencesAndNesting(pattern: String, reason: String) {
        #expect(throws: PatternError(reason: reason)) { try PCREPattern(pattern) }
    }

    @Test func theStepLimitIsReportedAndLongSubjectsFitUnderIt() throws {
        let exponential = try PCREPattern("/^(?=a)(a+)+$/")
        #expect(exponential.outcome(String(repeating: "a", count: 40) + "b") == .stepLimitReached)
        #expect(exponential.outcome(String(repeating: "a", count: 40)) == .matched)
        // Linear work stays well under the limit on long subjects.
        let alternation = try PCREPattern("/^(?=[ab])(?:a|b)*$/")
        #expect(alternation.outcome(String(repeating: "ab", count: 50_000)) == .matched)
        let password = try PCREPattern("/^(?=.*[A-Z])(?=.*\\d).{8,}$/")
        #expect(password.outcome(String(repeating: "x", count: 100_000) + "A1") == .matched)
        #expect(password.outcome(String(repeating: "x", count: 100_000)) == .notMatched)
    }
}
