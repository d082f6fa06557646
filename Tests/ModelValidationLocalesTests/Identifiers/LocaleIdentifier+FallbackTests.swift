import Testing
@testable import ModelValidationLocales

struct LocaleIdentifierFallbackTests {
    @Test(arguments: [
        ("de", ["de"]),
        ("de-AT", ["de-AT", "de"]),
        ("pt-BR", ["pt-BR", "pt"]),
        ("de-CH-1996", ["de-CH-1996", "de-CH", "de"]),
        ("ca-ES-valencia-1994", ["ca-ES-valencia-1994", "ca-ES-valencia", "ca-ES", "ca"]),
        ("fil-PH", ["fil-PH", "fil"]),
        // A language written in one script: a script subtag is dropped like any other.
        ("en-Latn-US", ["en-Latn-US", "en-Latn", "en-US", "en"]),
        ("ru-Latn", ["ru-Latn", "ru"]),
    ])
    func chain(tag: String, expected: [String]) throws {
        #expect(try #require(LocaleIdentifier(tag)).fallbackChain.map(\.description) == expected)
    }

    @Test(arguments: [
        // Chinese: Simplified by default, Traditional in Taiwan, Hong Kong, Macau (CLDR's likely
        // subtags); Yii's Traditional catalog is zh-TW, CLDR's short form of zh-Hant.
        ("zh", ["zh", "zh-Hans"]),
        ("zh-Hans", ["zh-Hans", "zh"]),
        ("zh-CN", ["zh-CN", "zh-Hans-CN", "zh-Hans", "zh"]),
        ("zh-SG", ["zh-SG", "zh-Hans-SG", "zh-Hans", "zh"]),
        ("zh_TW", ["zh-TW", "zh-Hant-TW", "zh-Hant"]),
        ("zh-HK", ["zh-HK", "zh-Hant-HK", "zh-Hant", "zh-TW"]),
        ("zh-MO", ["zh-MO", "zh-Hant-MO", "zh-Hant", "zh-TW"]),
        ("zh-Hant", ["zh-Hant", "zh-TW"]),
        ("zh-Hant-TW", ["zh-Hant-TW", "zh-TW", "zh-Hant"]),
        ("zh-Hant-HK", ["zh-Hant-HK", "zh-HK", "zh-Hant", "zh-TW"]),
        ("zh-Hans-TW", ["zh-Hans-TW", "zh-Hans", "zh"]),
        ("zh-Hans-HK-x-private", ["zh-Hans-HK", "zh-Hans", "zh"]),
        // Serbian: Cyrillic by default, Latin in Montenegro.
        ("sr", ["sr", "sr-Cyrl"]),
        ("sr-Cyrl", ["sr-Cyrl", "sr"]),
        ("sr-RS", ["sr-RS", "sr-Cyrl-RS", "sr-Cyrl", "sr"]),
        ("sr-Latn", ["sr-Latn"]),
        ("sr-Latn-RS", ["sr-Latn-RS", "sr-Latn"]),
        ("sr-ME", ["sr-ME", "sr-Latn-ME", "sr-Latn"]),
        ("sr-Cyrl-ME", ["sr-Cyrl-ME", "sr-Cyrl", "sr"]),
        // Uzbek: Latin by default; Yii keeps the Cyrillic catalog under uz-Cy (uz-CY).
        ("uz", ["uz", "uz-Latn"]),
        ("uz-Cyrl", ["uz-Cyrl", "uz-CY"]),
        ("uz-Cyrl-UZ", ["uz-Cyrl-UZ", "uz-Cyrl", "uz-CY"]),
        ("uz_Cy", ["uz-CY", "uz-Cyrl-CY", "uz-Cyrl"]),
        ("uz-AF", ["uz-AF", "uz-Arab-AF", "uz-Arab"]),
        ("uz-Arab", ["uz-Arab", "uz-AF"]),
        ("az-Cyrl", ["az-Cyrl"]),
        ("bs-Cyrl-BA", ["bs-Cyrl-BA", "bs-Cyrl"]),
        ("pa-PK", ["pa-PK", "pa-Arab-PK", "pa-Arab"]),
        ("yue-Hans", ["yue-Hans", "yue-CN"]),
    ])
    func aChainKeepsToItsScript(tag: String, expected: [String]) throws {
        #expect(try #require(LocaleIdentifier(tag)).fallbackChain.map(\.description) == expected)
    }

    @Test func languageOnly() throws {
        #expect(try #require(LocaleIdentifier("zh-Hant-TW")).languageOnly.description == "zh")
    }
}
