/// Placeholder until the PCRE engine is merged.
public struct PatternError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public let reason: String

    /// Creates an error.
    public init(reason: String) {
        self.reason = reason
    }

    public var description: String { "invalid pattern: \(reason)" }
}
