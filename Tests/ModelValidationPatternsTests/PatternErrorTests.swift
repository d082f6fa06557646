import Testing
@testable import ModelValidationPatterns

/// A pattern that cannot be compiled: its reason, and how it reads.
struct PatternErrorTests {
    @Test func theDescriptionPrefixesTheReason() {
        let error = PatternError(reason: "unknown modifier 'k'")
        #expect(error.description == "invalid pattern: unknown modifier 'k'")
        #expect(error == PatternError(reason: "unknown modifier 'k'"))
        #expect(error != PatternError(reason: "unknown modifier 'q'"))
    }

    /// The example of its documentation, and a construct this library does not implement.
    @Test func compilingThrowsIt() {
        #expect(throws: PatternError(reason: "unknown modifier 'k'")) { try PCREPattern("/abc/k") }
        #expect(throws: PatternError(reason: "unsupported construct \\G at offset 0")) { try PCREPattern("/\\Gabc/") }
        #expect(throws: PatternError(reason: "no ending delimiter '/' found")) { try PCREPattern("/abc") }
    }
}
