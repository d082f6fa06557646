/// Holds a compiled Swift `Regex` for the patterns the automaton cannot run.
///
/// `@unchecked Sendable` because `Regex` is not marked `Sendable` in Swift 6.3, although a
/// compiled regex is an immutable value: it is built once in `init` and only read afterwards.
final class RegexBox: @unchecked Sendable {
    let regex: Regex<AnyRegexOutput>
    let unicode: Bool

    /// Compiles Swift regex syntax produced by ``SwiftRegexEmitter``.
    init(syntax: String, unicode: Bool) throws(PatternError) {
        do {
            regex = try Regex(syntax)
                .matchingSemantics(.unicodeScalar)
                .wordBoundaryKind(.simple)
                .asciiOnlyWordCharacters(!unicode)
        } catch {
            throw PatternError(reason: "unsupported construct for the fallback engine: \(error)")
        }
        self.unicode = unicode
    }

    /// Whether the regex matches anywhere in `subject`.
    func matches(_ subject: String) -> Bool {
        (try? regex.firstMatch(in: subject)) != nil
    }
}
