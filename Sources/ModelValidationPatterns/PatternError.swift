/// The reason a Yii `match` pattern could not be compiled.
///
/// Thrown by ``PCREPattern/init(_:)`` when the pattern string is malformed (a bad or missing
/// delimiter, an unknown modifier, a syntax error in the expression) or uses a PCRE construct
/// this library does not implement (such as `\G` or recursion). Rules compile their patterns
/// when they are built, so this is a configuration error, never a validation outcome.
///
/// ```swift
/// do {
///     _ = try PCREPattern("/abc/k")
/// } catch {
///     print(error.reason) // unknown modifier 'k'
/// }
/// ```
public struct PatternError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A short, lower-case explanation, such as `no ending delimiter '/' found`.
    public let reason: String

    /// Creates an error with the given explanation.
    ///
    /// - Parameter reason: A short, lower-case explanation of what is wrong with the pattern.
    public init(reason: String) {
        self.reason = reason
    }

    /// The explanation prefixed with `invalid pattern: `.
    public var description: String { "invalid pattern: \(reason)" }
}
