@testable import ModelValidationPatterns

/// A `match` pattern and a subject: parsing, compiling and the three matchers.
///
/// Input: the pattern with its delimiters and modifiers on the first line, the subject (any
/// bytes) after it.
///
/// Checks: the automatic choice, the NFA simulation, the lazy DFA (also with a cache small
/// enough to be emptied while it runs) and the backtracking matcher agree on the subject as a
/// string and as raw bytes, unless the backtracking matcher ran out of steps; `matches(utf8:)`
/// agrees with them; with `u`, bytes that are not UTF-8 never match.
enum PatternTarget {
    static let target = FuzzTarget(
        name: "pattern", summary: "PCREPattern compile + match; automaton (NFA, DFA, small DFA cache) against the backtracker",
        maxLength: 1024, run: run)

    static func run(_ input: [UInt8]) {
        var parts = FuzzInput(input)
        let source = FuzzInput.text(parts.line())
        let subject = Array(parts.rest())
        guard let pattern = try? PCREPattern(source) else { return }
        // A pattern already on the backtracking matcher has nothing to be compared with.
        let backtracking = pattern.engine == "backtracking" ? nil : try? PCREPattern(source, forcingBacktracking: true)
        let text = String(decoding: subject, as: UTF8.self)
        let isValid = text.utf8.elementsEqual(subject)

        let automatic = compare(pattern, backtracking, text)
        subject.withUnsafeBufferPointer { bytes in
            let byBytes = pattern.matches(utf8: bytes)
            if isValid {
                Invariant.expect(byBytes == (automatic == .matched), "matches(utf8:) says \(byBytes), outcome says \(automatic)")
            } else if pattern.isUnicodeMode {
                Invariant.expect(!byBytes, "a u pattern matched bytes that are not UTF-8")
            } else {
                // Raw bytes without u: every matcher reads them as they are.
                let automatic = pattern.outcome(utf8: bytes)
                Invariant.expect(byBytes == (automatic == .matched), "matches(utf8:) disagrees with outcome(utf8:)")
                compareModes(pattern, automatic) { pattern.outcome(utf8: bytes, mode: $0) }
                if let backtracking {
                    let other = backtracking.outcome(utf8: bytes)
                    Invariant.expect(other == .stepLimitReached || automatic == .stepLimitReached || other == automatic,
                                     "\(source): backtracking says \(other), \(pattern.engine) says \(automatic) on raw bytes")
                }
            }
        }
    }

    /// The engines on a string subject; the automatic choice's outcome.
    static func compare(_ pattern: PCREPattern, _ backtracking: PCREPattern?, _ text: String) -> MatchOutcome {
        let automatic = pattern.outcome(text)
        compareModes(pattern, automatic) { pattern.outcome(text, mode: $0) }
        if let backtracking {
            let other = backtracking.outcome(text)
            Invariant.expect(other == .stepLimitReached || automatic == .stepLimitReached || other == automatic,
                             "\(pattern.source): backtracking says \(other), \(pattern.engine) says \(automatic) on \(Invariant.quoted(text))")
        }
        return automatic
    }

    /// The automaton's modes against its automatic choice.
    static func compareModes(_ pattern: PCREPattern, _ automatic: MatchOutcome, _ outcome: (PCREPattern.AutomatonMode) -> MatchOutcome) {
        guard pattern.engine == "automaton" else { return }
        for mode in [PCREPattern.AutomatonMode.nfa, .dfa, .dfaWithMemoryLimit(300)] {
            let other = outcome(mode)
            Invariant.expect(other == automatic, "\(pattern.source): \(mode) says \(other), automatic says \(automatic)")
        }
    }
}
