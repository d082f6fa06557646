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
}
