import Testing
@testable import ModelValidationLocales

struct AcceptLanguageMatchingTests {
    private let supported = Set(["en", "de", "fr", "pt", "pt-BR", "zh", "zh-TW", "nb-NO", "sr-Latn", "ru"].compactMap(LocaleIdentifier.init))

    private func match(_ header: String) -> String {
        let result = AcceptLanguage(header).bestMatch(in: supported, default: .english)
        return "\(result.locale) -> \(result.supported)"
    }

    @Test(arguments: [
        ("de", "de -> de"),
        ("de-CH, fr;q=0.8", "de-CH -> de"),
        ("de-AT", "de-AT -> de"),
        ("pt-BR", "pt-BR -> pt-BR"),
        ("pt-PT", "pt-PT -> pt"),
        ("zh-CN", "zh-CN -> zh"),
        ("zh-Hant-TW", "zh-Hant-TW -> zh-TW"),
        ("sr-Latn-RS", "sr-Latn-RS -> sr-Latn"),
        ("nb", "nb-NO -> nb-NO"),
        ("ja, ru;q=0.4", "ru -> ru"),
        ("ja", "en -> en"),
        ("", "en -> en"),
        ("garbage;;;", "en -> en"),
        ("ja, *;q=0.1", "en -> en"),
        ("ru;q=0.2, de;q=0.9", "de -> de"),
        ("de;q=0, fr", "fr -> fr"),
        ("de-CH, de;q=0, fr;q=0.5", "fr -> fr"),
        ("de;q=0", "en -> en"),
    ])
    func choosesTheBestSupportedLocale(header: String, expected: String) {
        #expect(match(header) == expected)
    }

    @Test func defaultIsUsedForTheWildcardAndWhenNothingMatches() throws {
        let german = try #require(LocaleIdentifier("de"))
        let result = AcceptLanguage("*").bestMatch(in: supported, default: german)
        #expect(result.locale == german)
        #expect(AcceptLanguage("xx").bestMatch(in: [], default: german).supported == german)
    }
}
