import Testing
@testable import ModelValidationLocales

/// Tags read into identifiers: case and separators normalized, deprecated codes replaced,
/// extensions, private use and POSIX suffixes dropped, malformed tags refused.
struct LocaleIdentifierParsingTests {
    @Test(arguments: [
        ("de", "de"), ("DE", "de"), ("de-AT", "de-AT"), ("de_at", "de-AT"), ("De_aT", "de-AT"),
        ("pt-BR", "pt-BR"), ("pt_br", "pt-BR"), ("PT-BR", "pt-BR"),
        ("zh-CN", "zh-CN"), ("zh_hant_tw", "zh-Hant-TW"), ("ZH-HANT", "zh-Hant"),
        ("sr-Latn", "sr-Latn"), ("sr-latn-rs", "sr-Latn-RS"), ("nb-NO", "nb-NO"),
        ("uz-Cy", "uz-CY"), ("es-419", "es-419"), ("de-CH-1996", "de-CH-1996"), ("ca-ES-valencia", "ca-ES-valencia"),
        ("de-DE-u-co-phonebk", "de-DE"), ("en-x-private", "en"), ("en-GB-oed", "en-GB"), ("de_DE.UTF-8", "de-DE"),
        ("de_DE@euro", "de-DE"), ("iw", "he"), ("in-ID", "id-ID"), ("fil-PH", "fil-PH"), ("kz", "kz"),
    ])
    func normalizes(tag: String, expected: String) throws {
        let identifier = try #require(LocaleIdentifier(tag))
        #expect(identifier.description == expected)
    }

    @Test(arguments: ["", "d", "123", "de--AT", "de-", "-de", "de AT", "de-ÄT", "x-private", "i-klingon", "toolonglanguage", "de;q=1", "*"])
    func rejects(tag: String) {
        #expect(LocaleIdentifier(tag) == nil)
    }

    @Test func rejectsOverlongTagsWithoutReadingThemWhole() {
        let long = "de-" + String(repeating: "a", count: 1_000_000)
        #expect(LocaleIdentifier(long) == nil)
        // 128 bytes is the limit: accepted (the repeated regions after the first do not fit and are dropped).
        #expect(LocaleIdentifier(String(repeating: "ab-", count: 42) + "ab")?.description == "ab-AB")
        #expect(LocaleIdentifier(String(repeating: "ab-", count: 42) + "abc") == nil)
    }
}
