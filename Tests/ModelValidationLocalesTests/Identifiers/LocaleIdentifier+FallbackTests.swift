import Testing
@testable import ModelValidationLocales

struct LocaleIdentifierFallbackTests {
    @Test(arguments: [
        ("de", ["de"]),
        ("de-AT", ["de-AT", "de"]),
        ("pt-BR", ["pt-BR", "pt"]),
        ("zh-CN", ["zh-CN", "zh"]),
        ("zh_TW", ["zh-TW", "zh"]),
        ("zh-Hant-TW", ["zh-Hant-TW", "zh-Hant", "zh-TW", "zh"]),
        ("sr-Latn-RS", ["sr-Latn-RS", "sr-Latn", "sr-RS", "sr"]),
        ("sr-Latn", ["sr-Latn", "sr"]),
        ("de-CH-1996", ["de-CH-1996", "de-CH", "de"]),
        ("ca-ES-valencia-1994", ["ca-ES-valencia-1994", "ca-ES-valencia", "ca-ES", "ca"]),
        ("fil-PH", ["fil-PH", "fil"]),
    ])
    func chain(tag: String, expected: [String]) throws {
        #expect(try #require(LocaleIdentifier(tag)).fallbackChain.map(\.description) == expected)
    }

    @Test func languageOnly() throws {
        #expect(try #require(LocaleIdentifier("zh-Hant-TW")).languageOnly.description == "zh")
    }
}
