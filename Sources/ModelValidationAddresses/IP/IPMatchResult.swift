/// The outcome of ``IPMatcher/validate(_:)``.
///
/// ```swift
/// let matcher = try IPMatcher(subnet: .optional, normalize: true)
/// matcher.validate("10.0.0.1")   // .valid(rewritten: "10.0.0.1/32")
/// matcher.validate("10.0.0.1/8") // .valid(rewritten: nil)
/// matcher.validate("10.0.0.1/40") // .invalid(.wrongCidr)
/// ```
package enum IPMatchResult: Sendable, Equatable {
    /// The value is accepted. `rewritten` is the value Yii stores back into the attribute when it
    /// differs from the input (`normalize` adds a prefix length, `expandIPv6` expands the
    /// address); `nil` when the value stays as it is.
    case valid(rewritten: String?)
    /// The value is rejected, for the given reason.
    case invalid(IPFailure)
}

/// Why an IP value was rejected: one case per message property of Yii's `IpValidator`.
///
/// Each case is named after the property that holds its message, so a validator can look the
/// template up by the same name.
///
/// ```swift
/// IPFailure.notInRange.rawValue // "notInRange"
/// ```
package enum IPFailure: String, Sendable, Equatable, CaseIterable {
    /// Not an IP address at all (`message`: "{attribute} must be a valid IP address.").
    case message
    /// An IPv6 address while `ipv6` is off (`ipv6NotAllowed`).
    case ipv6NotAllowed
    /// An IPv4 address while `ipv4` is off (`ipv4NotAllowed`).
    case ipv4NotAllowed
    /// A prefix length beyond 32 (IPv4) or 128 (IPv6) (`wrongCidr`).
    case wrongCidr
    /// No prefix length while `subnet` is required (`noSubnet`).
    case noSubnet
    /// A prefix length while `subnet` is forbidden (`hasSubnet`).
    case hasSubnet
    /// Not allowed by `ranges` (`notInRange`).
    case notInRange
}
