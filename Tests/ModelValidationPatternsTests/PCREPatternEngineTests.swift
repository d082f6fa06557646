import Testing
@testable import ModelValidationPatterns

/// Checks that every matcher able to run `pattern` (the NFA simulation, the lazy DFA and the
/// backtracking matcher) gives `expected` on `subject`.
func expectEnginesAgree(_ pattern: String, _ subject: String, _ expected: Bool,
                        sourceLocation: SourceLocation = #_sourceLocation) throws {
    let want: MatchOutcome = expected ? .matched : .notMatched
    let compiled = try PCREPattern(pattern)
    if compiled.engine == "automaton" {
        #expect(compiled.outcome(subject, mode: .nfa) == want, "\(pattern) (NFA) on \(subject.debugDescription)",
                sourceLocation: sourceLocation)
        #expect(compiled.outcome(subject, mode: .dfa) == want, "\(pattern) (DFA) on \(subject.debugDescription)",
                sourceLocation: sourceLocation)
    }
    let backtracking = try PCREPattern(pattern, forcingBacktracking: true)
    #expect(backtracking.outcome(subject) == want, "\(pattern) (backtracking) on \(subject.debugDescription)",
            sourceLocation: sourceLocation)
}

/// The matchers against each other on patterns and subjects drawn at random from a small
/// alphabet, where every construct meets every other: the automaton's two modes and the
/// backtracking matcher must agree on every pair.
struct PCREPatternEngineTests {
    /// A deterministic generator (SplitMix64), so a failure names a reproducible case.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let atoms = ["a", "b", "c", ".", "[ab]", "[^a]", "\\w", "\\W", "\\d", "é", "[aé]", "\\n", "\\s", "(?i:A)"]
    static let anchors = ["^", "$", "\\b", "\\B", "\\A", "\\z", "\\Z"]
    static let quantifiers = ["", "", "", "*", "+", "?", "{2}", "{1,3}", "{0,2}", "*?", "{2,}"]

    static func pattern(depth: Int, using generator: inout Generator) -> String {
        var items: [String] = []
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            var atom: String
            switch Int.random(in: 0..<10, using: &generator) {
            case 0 where depth > 0:
                atom = "(" + pattern(depth: depth - 1, using: &generator) + "|" + pattern(depth: depth - 1, using: &generator) + ")"
            case 1 where depth > 0:
                atom = "(?:" + pattern(depth: depth - 1, using: &generator) + ")"
            case 2:
                items.append(anchors.randomElement(using: &generator)!)
                continue
            default:
                atom = atoms.randomElement(using: &generator)!
            }
            items.append(atom + quantifiers.randomElement(using: &generator)!)
        }
        return items.joined()
    }

    static func subject(using generator: inout Generator) -> String {
        let units = ["a", "b", "c", "é", "1", " ", "\n", "A"]
        return (0..<Int.random(in: 0...7, using: &generator)).map { _ in units.randomElement(using: &generator)! }.joined()
    }

    @Test(arguments: ["", "m", "u", "i", "s", "mu", "iu", "x"])
    func randomPatternsAgree(modifiers: String) throws {
        var generator = Generator(state: UInt64(modifiers.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) }))
        var compared = 0
        for _ in 0..<300 {
            let source = "/" + Self.pattern(depth: 2, using: &generator) + "/" + modifiers
            guard let compiled = try? PCREPattern(source), compiled.engine != "backtracking" else { continue }
            compared += 1
            let backtracking = try PCREPattern(source, forcingBacktracking: true)
            for _ in 0..<6 {
                let subject = Self.subject(using: &generator)
                let nfa = compiled.outcome(subject, mode: .nfa)
                #expect(compiled.outcome(subject, mode: .dfa) == nfa, "\(source) on \(subject.debugDescription): DFA vs NFA")
                #expect(backtracking.outcome(subject) == nfa, "\(source) on \(subject.debugDescription): backtracking vs NFA")
            }
        }
        #expect(compared > 200)
    }

    @Test func aDFAWhoseCacheFillsUpStartsOverAndStaysRight() throws {
        // Every position opens a window of nine units: hundreds of states.
        let pattern = try PCREPattern("/(?:a|b)*a(?:a|b){8}c/")
        var generator = Generator(state: 42)
        for _ in 0..<20 {
            let subject = (0..<400).map { _ in Bool.random(using: &generator) ? "a" : "b" }.joined()
                + (Bool.random(using: &generator) ? "c" : "")
            let expected = pattern.outcome(subject, mode: .nfa)
            #expect(pattern.outcome(subject, mode: .dfaWithMemoryLimit(300)) == expected, "\(subject)")
            #expect(pattern.outcome(subject, mode: .dfa) == expected, "\(subject)")
        }
    }

    @Test func theEnginesAreChosenByConstruct() throws {
        #expect(try PCREPattern("/^[a-z]+$/").engine == "fastPath")
        #expect(try PCREPattern("/^\\d{3}-\\d{4}$/").engine == "automaton")
        #expect(try PCREPattern("/^(?=a)a+$/").engine == "backtracking")
        #expect(try PCREPattern("/(a)\\1/").engine == "backtracking")
        #expect(try PCREPattern("/a++/").engine == "backtracking")
        // Too large for the automaton: (ab){25000} unrolls to 50,000 instructions.
        #expect(try PCREPattern("/^(?:ab){25000}$/").engine == "backtracking")
        // Folded into a{0,1000000}, still too large to unroll.
        #expect(try PCREPattern("/(?:a{0,1000}){0,1000}b/").engine == "backtracking")
    }

    @Test(arguments: [
        ("/(?:a{0,3}){0,3}/", PatternNode.quantified(.unit(.single(0x61), caseless: false), min: 0, max: 9, kind: .greedy)),
        ("/(?:a+)*/", .quantified(.unit(.single(0x61), caseless: false), min: 0, max: nil, kind: .greedy)),
        ("/(?:a{2,3}){2}/", .quantified(.unit(.single(0x61), caseless: false), min: 4, max: 6, kind: .greedy)),
    ])
    func nestedRepeatsOfOneUnitFold(pattern: String, folded: PatternNode) throws {
        var parser = PatternParser(units: Array(pattern.dropFirst().dropLast().unicodeScalars.map(\.value)),
                                   unicode: false, flags: .init())
        #expect(try parser.parse().foldingNestedRepeats == folded)
    }

    @Test(arguments: [
        // Lengths 0, 2, 4: not an interval, so not folded.
        ("/^(?:a{2}){0,2}$/", ["", "aa", "aaaa"], ["a", "aaa", "aaaaa"]),
        // Lengths 4 to 6 and 6 to 9 overlap: 4 to 9.
        ("/^(?:a{2,3}){2,3}$/", ["aaaa", "aaaaaaaaa"], ["aaa", "aaaaaaaaaa"]),
        // A capturing group is kept: its text matters to \1.
        ("/^(a{1,2}){2}\\1$/", ["aaa", "aaaaaa", "aaaa"], ["aaaaaaa"]),
    ])
    func foldingKeepsTheLanguage(pattern: String, matching: [String], notMatching: [String]) throws {
        for subject in matching { try expectEnginesAgree(pattern, subject, true) }
        for subject in notMatching { try expectEnginesAgree(pattern, subject, false) }
    }
}

/// What the backtracking matcher does that the automaton cannot: captures, backreferences,
/// lookahead, atomic groups, possessive and lazy repeats, with PCRE's semantics.
struct PCREPatternBacktrackingTests {
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
