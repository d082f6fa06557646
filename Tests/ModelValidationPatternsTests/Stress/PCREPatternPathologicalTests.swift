import Testing
@testable import ModelValidationPatterns

/// Inputs that make backtracking engines take exponential time. The automaton visits each
/// position once, so these finish in linear time (no timing assertions: a hang would show as a
/// stuck test run).
struct PCREPatternPathologicalTests {
    static let megabyteOfA = String(repeating: "a", count: 1 << 20)

    static let sixtyFourKilobytes = String(repeating: "a", count: 1 << 16)

    @Test func megabyteOfAAgainstTheClassicCatastrophicPattern() throws {
        #expect(try !PCREPattern("/^(a|aa)*b$/").matches(Self.megabyteOfA))
    }

    @Test(arguments: ["/^(a+)+$/", "/(a*)*b/", "/^(a|a?)+b$/", "/(x+x+)+y/", "/^(\\w+\\s?)*$/", "/^(a|aa)*c$/u"])
    func pathologicalPatternsFinish(pattern: String) throws {
        let compiled = try PCREPattern(pattern)
        let subject = pattern.contains("x") ? String(repeating: "x", count: 1 << 16) : Self.sixtyFourKilobytes + "!"
        #expect(!compiled.matches(subject))
    }

    @Test func longSubjectsMatchWhenTheyShould() throws {
        #expect(try PCREPattern("/^(a|aa)*$/").matches(Self.sixtyFourKilobytes))
        #expect(try PCREPattern("/^[a-zA-Z0-9_]+$/").matches(Self.megabyteOfA))
        #expect(try PCREPattern("/^\\w+$/u").matches(Self.sixtyFourKilobytes))
        #expect(try !PCREPattern("/[A-Z]/").matches(Self.megabyteOfA))
        #expect(try PCREPattern("/a{50}$/").matches(Self.sixtyFourKilobytes))
    }

    @Test func hugeCountedRepeatsRunOnTheBacktrackingMatcher() throws {
        let pattern = try PCREPattern("/^(?:ab){25000}$/")
        #expect(pattern.matches(String(repeating: "ab", count: 25000)))
        #expect(!pattern.matches(String(repeating: "ab", count: 24999)))
    }

    @Test(arguments: [
        ("/^[a-zA-Z0-9_]+$/", "abc_123", true), ("/^[a-zA-Z0-9_]+$/", "abc-123", false), ("/^[a-zA-Z0-9_]+$/", "", false),
        ("/^[a-z]*$/", "", true), ("/[A-Z]/", "abC", true), ("/[A-Z]/", "abc", false), ("/[0-9]/", "a1", true),
        ("/[a-z]/", "ABC", false), ("/^[a-z]+$/u", "abé", false), ("/[é]/", "é", true), ("/^[^é]+$/", "é", false),
        ("/^[a-zA-Z0-9_]+$/A", "abc", true), ("/\\Aab+\\z/", "abbb", true), ("/x/", "yyxyy", true),
    ])
    func fastPathsAgreeWithTheAutomaton(pattern: String, subject: String, expected: Bool) throws {
        let compiled = try PCREPattern(pattern)
        #expect(compiled.matches(subject) == expected)
        // The same body written so that no fast path applies: an empty group in front.
        let slow = try PCREPattern(pattern.replacingFirstDelimiter())
        #expect(slow.matches(subject) == expected, "\(pattern) without the fast path")
    }
}

private extension String {
    /// Inserts `(?:)` after the opening delimiter and any leading anchor so the pattern takes
    /// the general automaton path.
    func replacingFirstDelimiter() -> String {
        var text = self
        let start = text.index(after: text.startIndex)
        text.insert(contentsOf: "(?:)()", at: start)
        return text
    }
}

/// The automaton skips ahead to bytes that can start a match while no thread is alive; these
/// cases check that word boundaries and Unicode decoding stay right after such a skip.
struct PCREPatternSkipAheadTests {
    @Test(arguments: [
        ("/\\bab/", "xx ab", true), ("/\\bab/", "xxab", false), ("/\\bé/u", "aé", false), ("/\\bé/u", " é", true),
        ("/\\Bé/u", "aé", true), ("/é+b/u", "xxéééb", true), ("/[^a]b/u", "aaaéb", true), ("/\\d{3}-\\d{4}/", "call 555-1234 now", true),
        ("/\\d{3}-\\d{4}/", "call 555-123 now", false), ("/(cat|dog)s?$/", "hot dogs", true), ("/(?i)K/u", "\u{212A}", true),
    ])
    func skipAhead(pattern: String, subject: String, expected: Bool) throws {
        #expect(try PCREPattern(pattern).matches(subject) == expected)
    }
}
