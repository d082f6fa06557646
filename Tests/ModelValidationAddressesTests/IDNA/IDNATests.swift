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

    /// A non-ASCII label is refused unencoded when it has more than 59 scalars; the outcome must
    /// be the one the encoding would give (its `xn--` form over 63 bytes), at every length around
    /// the limit and for labels of few and of many distinct scalars.
    @Test(arguments: ["ü", "例", "ü例", "aü", "😀é"])
    func longLabelsAreRefusedAsTheirEncodingWouldBe(_ unit: String) {
        for length in 1...90 {
            let scalars = Array(String(repeating: unit, count: length).unicodeScalars.prefix(length))
            let label = String(String.UnicodeScalarView(scalars))
            let fits = Punycode.encode(scalars).map { $0.utf8.count + 4 <= 63 } ?? false
            #expect((IDNA.toASCII(label + ".de") != nil) == fits, "\(length) scalars of \(unit)")
        }
        // Distinct scalars, the costly kind to encode.
        for length in [55, 56, 57, 58, 59, 60, 61, 200] {
            let scalars = (0..<length).map { Unicode.Scalar(0x4E00 + UInt32($0))! }
            let fits = Punycode.encode(scalars).map { $0.utf8.count + 4 <= 63 } ?? false
            #expect((IDNA.toASCII(String(String.UnicodeScalarView(scalars)) + ".de") != nil) == fits, "\(length) distinct scalars")
        }
    }

    @Test func acceptsTheLongestLabelThatFits() {
        // `ü` then 55 ASCII letters: 55 basic bytes, `-` and three digits make 59, 63 with `xn--`.
        let label = "ü" + String(repeating: "a", count: 55)
        let ascii = IDNA.toASCII(label + ".de")
        #expect(ascii?.utf8.count == 63 + 3)
        #expect(IDNA.toASCII("ü" + String(repeating: "a", count: 56) + ".de") == nil)
    }
}
