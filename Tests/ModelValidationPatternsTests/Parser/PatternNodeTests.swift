import Testing
@testable import ModelValidationPatterns

/// Which trees the linear-time automaton can run.
struct PatternNodeTests {
    @Test(arguments: [
        ("abc", true), ("a|b*", true), ("(a)+", true), ("^a$", true), ("a{2,5}?", true), ("(?:a|b)*c", true),
        ("a*+", false), ("(?=a)", false), ("(?!a)b", false), ("(?>a)", false), ("(a)\\1", false), ("x(?:y|(?>z))", false),
    ])
    func regularity(body: String, isRegular: Bool) throws {
        #expect(try Parse.body(body).isRegular == isRegular)
    }

    @Test func anchorsAreNumbered() {
        #expect([Anchor.subjectStart, .subjectEnd, .subjectEndOrFinalNewline, .lineStart, .lineEnd, .wordBoundary, .notWordBoundary]
            .map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
    }
}
