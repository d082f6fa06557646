import Testing
@testable import ModelValidationPatterns

/// How a search ends: a match, no match, or the step limit (as `preg_match` fails at
/// `pcre.backtrack_limit`).
struct MatchOutcomeTests {
    @Test func eachOutcome() throws {
        let backreference = try PCREPattern("/^(a+)\\1$/")
        #expect(backreference.engine == "backtracking")
        #expect(backreference.outcome("aaaa") == .matched)
        #expect(backreference.outcome("aaa") == .notMatched)
        // Exponential on a backtracking matcher: it stops at the step limit.
        let hostile = try PCREPattern("/^(?=a)(a+)+$/")
        #expect(hostile.outcome(String(repeating: "a", count: 40) + "b") == .stepLimitReached)
        #expect(!hostile.matches(String(repeating: "a", count: 40) + "b"))
        #expect(hostile.outcome("aaa") == .matched)
    }

    @Test func anAutomatonNeverReachesALimit() throws {
        let pattern = try PCREPattern("/^(a+)+$/")
        #expect(pattern.outcome(String(repeating: "a", count: 40) + "b") == .notMatched)
        #expect(pattern.outcome(String(repeating: "a", count: 40)) == .matched)
    }
}
