import Testing
@testable import ModelValidationAddresses

/// Addresses as the bits PHP's `IpHelper::ip2bin` makes of them, and their prefixes.
struct IPAddressTests {
    @Test(arguments: [
        ("10.0.0.1", 0x0A00_0001 << 32, 0, 32),
        ("255.255.255.255", 0xFFFF_FFFF << 32, 0, 32),
        ("0.0.0.0", 0, 0, 32),
        // inet_pton refuses leading zeros and parts above 255: 32 zero bits, as PHP makes them.
        ("01.02.03.004", 0, 0, 32),
        ("256.0.0.1", 0, 0, 32),
        ("1.2.3", 0, 0, 32),
        ("::1", 0, 1, 128),
        ("::", 0, 0, 128),
        ("2001:db8::", 0x2001_0DB8_0000_0000, 0, 128),
        ("2001:DB8:0:0:8:800:200C:417A", 0x2001_0DB8_0000_0000, 0x0008_0800_200C_417A, 128),
        ("::ffff:192.0.2.128", 0, 0x0000_FFFF_C000_0280, 128),
        ("1::2:3", 0x0001_0000_0000_0000, 0x0000_0000_0002_0003, 128),
        // A zone, a fifth hex digit, two gaps, nine groups: inet_pton refuses them, no bits.
        ("fe80::1%eth0", 0, 0, 0),
        ("12345::", 0, 0, 0),
        ("1::2::3", 0, 0, 0),
        ("1:2:3:4:5:6:7:8:9", 0, 0, 0),
        (":1::", 0, 0, 0),
    ] as [(String, UInt64, UInt64, Int)])
    func bits(text: String, high: UInt64, low: UInt64, count: Int) {
        #expect(IPAddress(phpBitsOf: text) == IPAddress(high: high, low: low, bitCount: count))
    }

    @Test func theVersionIsTheColon() {
        #expect(IPAddress.isIPv6("::1"))
        #expect(IPAddress.isIPv6("fe80::1%eth0"))
        #expect(!IPAddress.isIPv6("10.0.0.1"))
        #expect(!IPAddress.isIPv6("garbage"))
    }

    /// Prefixes compare as PHP's `substr` of the bit strings: a length past the end takes every
    /// bit, a negative one drops bits from the end, and strings of different lengths differ.
    @Test(arguments: [
        ("10.0.0.1", "10.9.9.9", 8, true),
        ("10.0.0.1", "10.9.9.9", 16, false),
        ("10.0.0.1", "10.0.0.1", 99, true),
        ("10.0.0.1", "10.0.0.2", 32, false),
        ("10.0.0.1", "10.0.0.2", 31, false),
        ("10.0.0.2", "10.0.0.3", 31, true),
        ("10.0.0.1", "10.0.0.2", -24, true),
        ("10.0.0.1", "10.0.0.2", 0, true),
        ("2001:db8::1", "2001:db8:ffff::", 32, true),
        ("2001:db8::1", "2001:db8:ffff::", 33, false),
        ("2001:db8::1", "2001:db8::2", 126, true),
        ("2001:db8::1", "2001:db8::2", 127, false),
        ("10.0.0.1", "::1", 0, true),
        ("10.0.0.1", "::1", 8, false),
        ("0.0.0.1", "::1", 8, true),
        ("10.0.0.1", "::1", 64, false),
        ("fe80::1%eth0", "fe80::1%eth1", 64, true),
    ])
    func prefixes(a: String, b: String, length: Int, same: Bool) {
        #expect(IPAddress(phpBitsOf: a).hasSamePrefix(as: IPAddress(phpBitsOf: b), length: length) == same)
    }

    @Test func expandedIPv6() {
        #expect(IPAddress(phpBitsOf: "2001:db8::1").expandedIPv6 == "2001:0db8:0000:0000:0000:0000:0000:0001")
        #expect(IPAddress(phpBitsOf: "::ffff:192.0.2.128").expandedIPv6 == "0000:0000:0000:0000:0000:ffff:c000:0280")
        #expect(IPAddress(phpBitsOf: "fe80::1%eth0").expandedIPv6 == "")
        #expect(IPAddress(phpBitsOf: "10.0.0.1").expandedIPv6 == "")
    }
}
