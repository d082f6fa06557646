import Testing
@testable import RegistrationWorkload

struct ByteScannersTests {
    private func bytes<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        ByteScanners.withBytes(text, body)
    }

    @Test(arguments: [
        ("john.doe@example.com", true),
        ("o'brien+news@mail.example.org", true),
        ("John.Doe@EXAMPLE.COM", true),
        ("a@b.c", true),
        ("a@b.c\n", false), // PHP accepts a final newline; the engine refuses it on purpose
        ("john.example.com", false),
        ("john@@example.com", false),
        ("john doe@example.com", false),
        ("john@example", false),
        ("john@", false),
        ("@example.com", false),
        (".john@example.com", false),
        ("john.@example.com", false),
        ("jo..hn@example.com", false),
        ("john@example.com.", false),
        ("john@exa_mple.com", false),
        ("john@-example.com", false),
        ("john@example-.com", false),
        ("john@ex-ample.com", true),
        ("jöhn@example.com", false),
    ])
    func email(address: String, valid: Bool) {
        #expect(bytes(address, ByteScanners.isEmail) == valid)
    }

    @Test func emailLengthLimits() {
        let local64 = String(repeating: "a", count: 64)
        #expect(bytes(local64 + "@example.com", ByteScanners.isEmail))
        #expect(!bytes(local64 + "a@example.com", ByteScanners.isEmail))
        let domain = String(repeating: "b", count: 63) + "." + String(repeating: "c", count: 63) + "." + String(repeating: "d", count: 61)
        let address254 = local64 + "@" + domain
        #expect(address254.utf8.count == 254)
        #expect(bytes(address254, ByteScanners.isEmail))
        #expect(!bytes(address254 + "d", ByteScanners.isEmail))
    }

    @Test(arguments: [
        ("https://www.example.com", true),
        ("http://blog.example.org/posts?id=42", true),
        ("https://sub.domain.co.uk:8443/path/to/page#section", true),
        ("HTTPS://EXAMPLE.COM/UPPER", true),
        ("https://x.io?ref=abc", true),
        ("http://a.b:1", true),
        ("http://a.b:12345/", true),
        ("http://a.b:123456/", false),
        ("http://a.b:/", false),
        ("http://a_b.c-d.e", true),
        ("http://a.b\n", false),
        ("http://a.b\nx", false),
        ("http://a.b./", false),
        ("http://localhost:8080/", false),
        ("htp://example.com", false),
        ("example.com", false),
        ("ftp://files.example.com", false),
        ("http//example.com", false),
        ("https://", false),
        ("http://exa mple.com", false),
        ("javascript:alert(1)", false),
        ("http://-a.com", false),
    ])
    func url(text: String, valid: Bool) {
        #expect(bytes(text, ByteScanners.isURL) == valid)
    }

    @Test func urlOf2000BytesIsRefused() {
        let url = "http://example.com/" + String(repeating: "a", count: 2000 - 19)
        #expect(url.utf8.count == 2000)
        #expect(!bytes(url, ByteScanners.isURL))
        #expect(bytes(String(url.dropLast()), ByteScanners.isURL))
    }

    @Test(arguments: ["", "a", "abcdefgh", "abcdefghi", "café naïve résumé", "東京 北京 😀 🚀", String(repeating: "ü😀x", count: 40)])
    func scalarCountMatchesUnicodeScalars(text: String) {
        #expect(bytes(text, ByteScanners.scalarCount) == text.unicodeScalars.count)
    }

    @Test func blankIsPHPTrimCharactersOnly() {
        #expect(bytes("", ByteScanners.isBlank))
        #expect(bytes(" \t\n\r\u{0}\u{B}", ByteScanners.isBlank))
        #expect(!bytes(" \u{C} ", ByteScanners.isBlank)) // form feed is not trimmed by PHP
        #expect(!bytes(" x ", ByteScanners.isBlank))
    }
}
