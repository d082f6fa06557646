import Testing
@testable import ModelValidationAddresses

/// The outcomes of a URL check: the examples of `URLMatchResult`'s documentation.
struct URLMatchResultTests {
    @Test func outcomes() {
        let matcher = URLMatcher(validSchemes: ["http", "https"], defaultScheme: "https", enableIDN: false)
        #expect(matcher.validate("example.com") == .valid(rewritten: "https://example.com"))
        #expect(matcher.validate("http://example.com") == .valid(rewritten: nil))
        #expect(matcher.validate("example") == .invalid)
    }

    /// The value stored back is the one written, not its IDN form.
    @Test func theRewrittenValueIsTheOriginal() {
        let matcher = URLMatcher(validSchemes: ["http", "https"], defaultScheme: "https", enableIDN: true)
        #expect(matcher.validate("bücher.example") == .valid(rewritten: "https://bücher.example"))
    }
}
