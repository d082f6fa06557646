/// A mistake in the configuration of an ``IPMatcher``, reported when the matcher is built.
///
/// ```swift
/// do {
///     _ = try IPMatcher(ipv4: false, ipv6: false)
/// } catch {
///     print(error.reason) // "Both IPv4 and IPv6 checks can not be disabled at the same time"
/// }
/// ```
package struct IPConfigurationError: Error, Sendable, Equatable {
    /// What is wrong, in words.
    package var reason: String

    /// Creates an error.
    ///
    /// - Parameter reason: What is wrong.
    package init(reason: String) {
        self.reason = reason
    }
}
