/// The outcome of ``URLMatcher/validate(_:)``.
///
/// ```swift
/// let matcher = URLMatcher(validSchemes: ["http", "https"], defaultScheme: "https", enableIDN: false)
/// matcher.validate("example.com")        // .valid(rewritten: "https://example.com")
/// matcher.validate("http://example.com") // .valid(rewritten: nil)
/// matcher.validate("example")            // .invalid
/// ```
package enum URLMatchResult: Sendable, Equatable {
    /// The value is accepted. `rewritten` is the value Yii stores back when `defaultScheme` was
    /// prepended (the original value, not its IDN form), or `nil` when the value stays as it is.
    case valid(rewritten: String?)
    /// The value is rejected.
    case invalid
}
