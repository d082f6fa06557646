import Testing
@testable import ModelValidationAddresses

/// The outcomes of an IP check, and the failures named after the properties of Yii's
/// `IpValidator` that hold their messages.
struct IPMatchResultTests {
    @Test func failuresAreNamedAfterYiisMessageProperties() {
        #expect(IPFailure.allCases.map(\.rawValue) == [
            "message", "ipv6NotAllowed", "ipv4NotAllowed", "wrongCidr", "noSubnet", "hasSubnet", "notInRange",
        ])
    }

    /// The examples of `IPMatchResult`'s documentation.
    @Test func outcomes() throws {
        let matcher = try IPMatcher(subnet: .optional, normalize: true)
        #expect(matcher.validate("10.0.0.1") == .valid(rewritten: "10.0.0.1/32"))
        #expect(matcher.validate("10.0.0.1/8") == .valid(rewritten: nil))
        #expect(matcher.validate("10.0.0.1/40") == .invalid(.wrongCidr))
        #expect(IPMatchResult.valid(rewritten: nil) != .valid(rewritten: "10.0.0.1/32"))
    }

    @Test func aMatcherThatAcceptsNoVersionIsAConfigurationError() {
        #expect(throws: IPConfigurationError(reason: "Both IPv4 and IPv6 checks can not be disabled at the same time")) {
            try IPMatcher(ipv4: false, ipv6: false)
        }
    }
}
