/// The value logic of Yii's `ip` validator: parses an IPv4 or IPv6 address with an optional
/// negation mark and prefix length, checks it against the configuration and `ranges`, and
/// computes the value Yii writes back.
///
/// Everything that depends only on the configuration (the expanded `ranges`, their bits) is
/// computed once by the initializer; ``validate(_:)`` scans the value's bytes once and allocates
/// only the rewritten value, when there is one.
///
/// Behaviour kept from Yii: IPv4 parts may have leading zeros (`01.02.03.004`), but such an
/// address compares as `0.0.0.0` against ranges (PHP's `ip2long` fails on it); `fe80::1%eth0`
/// is accepted, has no bits for ranges (only a `/0` range contains it) and expands to `""`; an
/// unknown alias in `ranges` is taken as an address. A value containing a line feed is never
/// parsed for `!` and `/prefix` (Yii would strip a trailing one; that is a documented deviation).
///
/// ```swift
/// let matcher = try IPMatcher(subnet: .optional, ranges: ["!10.0.1.0/24", "10.0.0.0/8", "localhost"])
/// matcher.validate("127.0.0.1")   // .valid(rewritten: nil)
/// matcher.validate("10.0.1.7")    // .invalid(.notInRange)
/// matcher.validate("10.0.0.1/64") // .invalid(.wrongCidr)
/// ```
package struct IPMatcher: Sendable {
    /// Yii's `subnet` option.
    package enum SubnetPolicy: Sendable, Equatable {
        /// `subnet => false` (the default): a prefix length is an error (`hasSubnet`).
        case forbidden
        /// `subnet => true`: a prefix length is required (`noSubnet`).
        case required
        /// `subnet => null`: a prefix length is optional.
        case optional
    }

    /// Yii's default `networks`: the aliases usable in `ranges`.
    package static let defaultNetworks: [String: [String]] = [
        "*": ["any"],
        "any": ["0.0.0.0/0", "::/0"],
        "private": ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fd00::/8"],
        "multicast": ["224.0.0.0/4", "ff00::/8"],
        "linklocal": ["169.254.0.0/16", "fe80::/10"],
        "localhost": ["127.0.0.0/8", "::1"],
        "documentation": ["192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32"],
        "system": ["multicast", "linklocal", "localhost", "documentation"],
    ]

    /// Whether IPv4 addresses are accepted.
    let ipv4: Bool
    /// Whether IPv6 addresses are accepted.
    let ipv6: Bool
    /// Whether a prefix length is forbidden, required or optional.
    let subnet: SubnetPolicy
    /// Whether an address without a prefix length gets `/32` or `/128` (unless `subnet` is forbidden).
    package let normalize: Bool
    /// Whether a leading `!` is accepted (and kept).
    let negation: Bool
    /// Whether IPv6 addresses are rewritten in full notation.
    package let expandIPv6: Bool
    /// The ranges after alias expansion and de-duplication, as Yii's `getRanges()` returns them.
    package let preparedRanges: [String]
    private let ranges: [RangeRule]

    /// Creates a matcher from Yii's options.
    ///
    /// `networks` replaces Yii's default alias table entirely, as assigning Yii's `networks`
    /// property does. Yii expands `ranges` with the table in effect when `ranges` is assigned, so
    /// a rule that lists `networks` after `ranges` should pass ``defaultNetworks`` here.
    ///
    /// - Parameters:
    ///   - ipv4: Accept IPv4 addresses.
    ///   - ipv6: Accept IPv6 addresses.
    ///   - subnet: The prefix-length policy.
    ///   - normalize: Add the longest prefix length to an address without one.
    ///   - negation: Accept a leading `!`.
    ///   - expandIPv6: Rewrite IPv6 addresses in full notation.
    ///   - ranges: Allowed (or, with `!`, forbidden) addresses, subnets and aliases; the first
    ///     match wins, and an empty list allows everything.
    ///   - networks: The alias table used to expand `ranges`.
    /// - Throws: ``IPConfigurationError`` when both `ipv4` and `ipv6` are off, when aliases refer
    ///   to each other in a cycle, or when a range has a prefix length that is not an integer
    ///   (Yii fails on it only while validating).
    package init(
        ipv4: Bool = true, ipv6: Bool = true, subnet: SubnetPolicy = .forbidden, normalize: Bool = false,
        negation: Bool = false, expandIPv6: Bool = false, ranges: [String] = [],
        networks: [String: [String]] = IPMatcher.defaultNetworks
    ) throws(IPConfigurationError) {
        guard ipv4 || ipv6 else {
            throw IPConfigurationError(reason: "Both IPv4 and IPv6 checks can not be disabled at the same time")
        }
        self.ipv4 = ipv4
        self.ipv6 = ipv6
        self.subnet = subnet
        self.normalize = normalize
        self.negation = negation
        self.expandIPv6 = expandIPv6
        var expanding: [String] = []
        let prepared = try Self.prepare(ranges, networks: networks, expanding: &expanding)
        self.preparedRanges = prepared
        var parsed: [RangeRule] = []
        for text in prepared { parsed.append(try RangeRule(text)) }
        self.ranges = parsed
    }

    /// Validates one string value.
    ///
    /// The checks run in Yii's order: the prefix-length policy, the negation mark, the prefix
    /// length's size, the address syntax, the allowed versions, then `ranges`.
    ///
    /// - Parameter value: The attribute value (non-string values are a `message` failure for the
    ///   caller to report without calling this).
    /// - Returns: ``IPMatchResult/valid(rewritten:)`` with the value to store when it changes, or
    ///   ``IPMatchResult/invalid(_:)`` with the failure kind.
    /// - Complexity: O(*n*) in the length of `value`, plus O(*r*) for *r* prepared ranges.
    package func validate(_ value: String) -> IPMatchResult {
        ByteScanning.withBytes(value) { bytes in validate(bytes, original: value) }
    }

    private func validate(_ bytes: UnsafeBufferPointer<UInt8>, original: String) -> IPMatchResult {
        let parts = Self.split(bytes)
        if subnet == .required && parts.cidr == nil { return .invalid(.noSubnet) }
        if subnet == .forbidden && parts.cidr != nil { return .invalid(.hasSubnet) }
        if !negation && parts.negated { return .invalid(.message) }
        var cidrValue = 0
        if let cidr = parts.cidr {
            for index in cidr { cidrValue = min(cidrValue * 10 + Int(bytes[index] - 0x30), 1_000_000) }
        }
        var ip: String?
        let isV6 = bytes[parts.ip].contains(UInt8(ascii: ":"))
        let maxMask = isV6 ? 128 : 32
        if parts.cidr != nil {
            if cidrValue > maxMask { return .invalid(.wrongCidr) }
        } else {
            cidrValue = maxMask
        }
        if isV6 {
            guard IPAddress.matchesYiiIPv6(bytes, parts.ip) else { return .invalid(.message) }
            guard ipv6 else { return .invalid(.ipv6NotAllowed) }
            if expandIPv6 { ip = IPAddress(phpBitsOf: text(bytes, parts.ip)).expandedIPv6 }
        } else {
            guard IPAddress.matchesYiiIPv4(bytes, parts.ip) else { return .invalid(.message) }
            guard ipv4 else { return .invalid(.ipv4NotAllowed) }
        }
        if !ranges.isEmpty && !isAllowed(ip.map { Substring($0) } ?? text(bytes, parts.ip), mask: cidrValue) {
            return .invalid(.notInRange)
        }
        // Without expansion or an added prefix, the value Yii writes back is the value itself.
        guard ip != nil || (normalize && subnet != .forbidden && parts.cidr == nil) else {
            return .valid(rewritten: nil)
        }
        var result = parts.negated ? "!" : ""
        result += ip.map { Substring($0) } ?? text(bytes, parts.ip)
        if subnet != .forbidden {
            if let cidr = parts.cidr {
                result += "/"
                result += text(bytes, cidr)
            } else if normalize {
                result += "/\(maxMask)"
            }
        }
        return .valid(rewritten: result == original ? nil : result)
    }

    private func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Substring {
        Substring(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Splits a value like Yii's `/^(!?)(.+?)(\/(\d+))?$/`; a value that pattern cannot parse
    /// (empty, or containing a line feed) is taken whole as the address.
    private static func split(_ bytes: UnsafeBufferPointer<UInt8>) -> (negated: Bool, ip: Range<Int>, cidr: Range<Int>?) {
        let count = bytes.count
        guard count > 0, !bytes.contains(0x0A) else { return (false, 0..<count, nil) }
        let negated = bytes[0] == UInt8(ascii: "!") && count > 1
        let start = negated ? 1 : 0
        var slash = count - 1
        while slash > start, ByteScanning.isDigit(bytes[slash]) { slash -= 1 }
        if slash > start, slash < count - 1, bytes[slash] == UInt8(ascii: "/") {
            return (negated, start..<slash, (slash + 1)..<count)
        }
        return (negated, start..<count, nil)
    }

    private func isAllowed(_ ip: Substring, mask: Int) -> Bool {
        let isV6 = IPAddress.isIPv6(ip)
        let bits = IPAddress(phpBitsOf: ip)
        let maxMask = isV6 ? 128 : 32
        for range in ranges where range.isIPv6 == isV6 {
            let netMask = range.netMask ?? maxMask
            if bits.hasSamePrefix(as: range.bits, length: netMask) && mask >= netMask {
                return !range.isNegated
            }
        }
        return false
    }
}
