/// Placeholder until the PCRE engine is merged: every custom pattern is refused.
public struct PCREPattern: Sendable, Hashable {
    /// The pattern as given.
    public let source: String

    /// Always throws: custom patterns are not available yet.
    public init(_ source: String) throws(PatternError) {
        self.source = source
        throw PatternError(reason: "custom patterns are not available yet")
    }

    /// Never matches.
    public func matches(_ subject: String) -> Bool { false }
}
