import Testing
@testable import ModelValidationAddresses

struct IDNATests {
    @Test(arguments: [
        ("bücher", "bcher-kva"),
        ("äüößìà", "zcack7ayc9a"),
        ("例え", "r8jz45g"),
        ("рмкреатиф", "80ajkfjxcst"),
        ("😀", "e28h"),
        ("abc", "abc-"),
    ])
    func punycodeRoundTrips(_ text: String, _ encoded: String) {
        #expect(Punycode.encode(Array(text.unicodeScalars)) == encoded)
        #expect(Punycode.decode(encoded.utf8).map { String(String.UnicodeScalarView($0)) } == text)
    }

    @Test(arguments: [
        ("bücher.de", "xn--bcher-kva.de"),
        ("Bücher.DE", "xn--bcher-kva.de"),
        ("äüößìà.de", "xn--zcack7ayc9a.de"),
        ("xn--zcack7ayc9a.de", "xn--zcack7ayc9a.de"),
        ("例え.jp", "xn--r8jz45g.jp"),
        ("EXAMPLE.com.", "example.com."),
        ("örtliches。de", "xn--rtliches-m4a.de"),
        ("ｅｘａｍｐｌｅ.com", "example.com"),
        ("a+b/c=d", "a+b/c=d"),
    ])
    func convertsToASCII(_ input: String, _ output: String) {
        #expect(IDNA.toASCII(input) == output)
    }

    @Test(arguments: [
        "", ".", "-bücher.de", "bücher-.de", "ab--c.de", "a..b", "xn--.de", "xn--abc-.de", "xn--ab--c",
        "\u{0301}a.de", "a\u{00A0}b.de", "a\u{E000}.de", String(repeating: "a", count: 64) + ".de",
        String(repeating: "abcdefghi.", count: 26) + "de",
    ])
    func rejectsInvalidNames(_ input: String) {
        #expect(IDNA.toASCII(input) == nil)
    }
}
