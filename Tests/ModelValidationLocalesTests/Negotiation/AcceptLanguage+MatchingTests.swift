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

    /// The fallback chain keeps to the script a range is written in, and so does taking a
    /// supported locale that extends the range.
    @Test(arguments: [
        ("zh-HK", "zh-HK -> zh-TW"),
        ("zh-MO", "zh-MO -> zh-TW"),
        ("zh-Hant", "zh-Hant -> zh-TW"),
        ("zh-Hans", "zh-Hans -> zh"),
        ("zh-SG", "zh-SG -> zh"),
        ("zh-Hans-TW", "zh-Hans-TW -> zh"),
        ("sr-ME", "sr-ME -> sr-Latn"),
        ("sr-Cyrl", "sr-Cyrl -> sr"),
        ("sr-Cyrl-RS", "sr-Cyrl-RS -> sr"),
        ("sr-Cyrl-ME", "sr-Cyrl-ME -> sr"),
        ("sr-RS", "sr-RS -> sr"),
    ])
    func theScriptDecides(header: String, expected: String) {
        let withSerbian = supported.union(["sr"].compactMap(LocaleIdentifier.init))
        let result = AcceptLanguage(header).bestMatch(in: withSerbian, default: .english)
        #expect("\(result.locale) -> \(result.supported)" == expected)
    }

    @Test func aRangeIsNotExtendedIntoAnotherScript() throws {
        let otherScripts = Set(["zh-TW", "sr-Latn", "uz-CY"].compactMap(LocaleIdentifier.init))
        func match(_ header: String) -> String {
            let result = AcceptLanguage(header).bestMatch(in: otherScripts, default: .english)
            return "\(result.locale) -> \(result.supported)"
        }
        #expect(match("zh") == "en -> en")
        #expect(match("zh-Hant") == "zh-Hant -> zh-TW")
        #expect(match("sr") == "en -> en")
        #expect(match("sr-Latn-ME") == "sr-Latn-ME -> sr-Latn")
        #expect(match("uz-Cyrl") == "uz-Cyrl -> uz-CY")
        #expect(match("uz") == "en -> en")
        #expect(match("zh, sr;q=0.5") == "en -> en")
    }

    /// `q=0` decides between the choices the header leaves; when it leaves none, a range whose
    /// fallback reached an excluded locale keeps it rather than getting the default.
    @Test(arguments: [
        ("de;q=0, de-AT", "de-AT -> de"),
        ("de-AT, de;q=0", "de-AT -> de"),
        ("de;q=0, de-AT;q=0.5", "de-AT -> de"),
        ("de;q=0, de-AT, fr;q=0.5", "fr -> fr"),
        ("de-CH, de;q=0, fr;q=0.5", "fr -> fr"),
        ("de;q=0, de-AT, *;q=0.1", "en -> en"),
        ("de;q=0, de-AT, de-CH;q=0.8", "de-AT -> de"),
        ("de;q=0, de", "en -> en"),
        ("de;q=0", "en -> en"),
        ("zh;q=0, zh-SG", "zh-SG -> zh"),
        ("zh-TW;q=0, zh-HK", "zh-HK -> zh-TW"),
        ("nb-NO;q=0, nb", "en -> en"),
    ])
    func anExclusionGivesWayWhenNothingElseIsLeft(header: String, expected: String) {
        #expect(match(header) == expected)
    }

    /// `*` stands for the default language unless a `q=0` range rules that out: then the other
    /// ranges are tried, then an excluded one a range reached, then the first supported locale
    /// in sorted order that is not ruled out.
    @Test(arguments: [
        ("en;q=0, de;q=0.5, *", "de -> de"),
        ("en;q=0, *, fr;q=0.1", "fr -> fr"),
        ("en;q=0, *", "de -> de"),
        ("en;q=0, de;q=0, *", "fr -> fr"),
        ("en;q=0, de;q=0, de-AT;q=0.5, *", "de-AT -> de"),
        ("*, en;q=0", "de -> de"),
        ("en-US;q=0, *", "en -> en"),
        ("en;q=0.5, *", "en -> en"),
        ("*;q=0, de", "de -> de"),
    ])
    func theWildcardPassesOverAnExcludedDefault(header: String, expected: String) {
        #expect(match(header) == expected)
    }

    @Test func defaultIsUsedForTheWildcardAndWhenNothingMatches() throws {
        let german = try #require(LocaleIdentifier("de"))
        let result = AcceptLanguage("*").bestMatch(in: supported, default: german)
        #expect(result.locale == german)
        #expect(AcceptLanguage("xx").bestMatch(in: [], default: german).supported == german)
        // Everything supported ruled out: the default after all.
        #expect(AcceptLanguage("de;q=0, *").bestMatch(in: [german], default: german).supported == german)
    }
}
