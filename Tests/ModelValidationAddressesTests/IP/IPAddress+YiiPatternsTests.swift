import Testing
@testable import ModelValidationAddresses

/// The languages of Yii's default `ipv4Pattern` and `ipv6Pattern`.
struct IPAddressYiiPatternsTests {
    static func ipv4(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { IPAddress.matchesYiiIPv4($0, 0..<$0.count) }
    }

    static func ipv6(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { IPAddress.matchesYiiIPv6($0, 0..<$0.count) }
    }

    /// Unlike `inet_pton`, the pattern takes leading zeros.
    @Test(arguments: [
        ("10.0.0.1", true), ("01.02.03.004", true), ("255.255.255.255", true), ("0.0.0.0", true),
        ("256.0.0.1", false), ("1.2.3", false), ("1.2.3.4.5", false), ("1.2.3.", false), ("1..2.3", false),
        ("1.2.3.4\n", false), ("a.b.c.d", false), ("", false), ("1234.1.1.1", false),
    ])
    func ipv4(text: String, matches: Bool) {
        #expect(Self.ipv4(text) == matches)
    }

    @Test(arguments: [
        ("1:2:3:4:5:6:7:8", true), ("::", true), ("::1", true), ("1::", true), ("2001:db8::1", true),
        ("1:2:3:4:5:6:7::", true), ("ABCD:ef01::", true),
        ("1:2:3:4:5:6:7", false), ("1:2:3:4:5:6:7:8:9", false), ("1::2::3", false), (":1:2:3:4:5:6:7", false),
        ("1:2:3:4:5:6:7:", false), ("12345::", false), ("g::", false), ("", false),
        // Zones follow fe80: only, with an alphanumeric zone.
        ("fe80::1%eth0", true), ("fe80::1:2:3%en1", true), ("fe80:1:2:3:4%en1", false),
        ("fe80::1:2:3:4:5%en1", false), ("fe80::1%", false), ("fe80::1%e-0", false),
        ("fe81::1%eth0", false),
        // IPv4 tails.
        ("::ffff:192.0.2.128", true), ("::192.0.2.128", true), ("1:2::192.0.2.128", true),
        ("::ffff:0:192.0.2.128", true), ("::ffff:256.0.0.1", false),
    ])
    func ipv6(text: String, matches: Bool) {
        #expect(Self.ipv6(text) == matches)
    }
}
