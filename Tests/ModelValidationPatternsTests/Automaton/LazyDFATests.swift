import Testing
@testable import ModelValidationPatterns

/// The lazily built DFA: the agreement of its answers with the NFA simulation is checked on every
/// pattern of the other suites (``expectEnginesAgree(_:_:_:sourceLocation:)``); here, a cache that
/// fills up and starts over.
struct LazyDFATests {
    @Test func aDFAWhoseCacheFillsUpStartsOverAndStaysRight() throws {
        // Every position opens a window of nine units: hundreds of states.
        let pattern = try PCREPattern("/(?:a|b)*a(?:a|b){8}c/")
        var generator = PCREPatternEngineTests.Generator(state: 42)
        for _ in 0..<20 {
            let subject = (0..<400).map { _ in Bool.random(using: &generator) ? "a" : "b" }.joined()
                + (Bool.random(using: &generator) ? "c" : "")
            let expected = pattern.outcome(subject, mode: .nfa)
            #expect(pattern.outcome(subject, mode: .dfaWithMemoryLimit(300)) == expected, "\(subject)")
            #expect(pattern.outcome(subject, mode: .dfa) == expected, "\(subject)")
        }
    }
}
