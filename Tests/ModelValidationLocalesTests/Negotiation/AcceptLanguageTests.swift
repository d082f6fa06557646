import Testing
@testable import ModelValidationLocales

struct AcceptLanguageTests {
    /// The header as `range;quality` strings, best first.
    private func parsed(_ header: String) -> [String] {
        AcceptLanguage(header).preferences.map { "\($0.range?.description ?? "*");\($0.quality)" }
    }

    @Test func ordersByWeightKeepingHeaderOrderForTies() {
        #expect(parsed("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5") == ["fr-CH;1000", "fr;900", "en;800", "de;700", "*;500"])
        #expect(parsed("da, en-gb;q=0.8, en;q=0.7") == ["da;1000", "en-GB;800", "en;700"])
        #expect(parsed("en;q=0.5, de, fr;q=0.5, ru") == ["de;1000", "ru;1000", "en;500", "fr;500"])
    }

    @Test func preferencesCanBeGivenDirectly() throws {
        let header = AcceptLanguage(preferences: [
            .init(range: LocaleIdentifier("en"), quality: 300),
            .init(range: LocaleIdentifier("de"), quality: 2000),
            .init(range: nil, quality: -5),
        ])
        #expect(header.preferences.map(\.quality) == [1000, 300, 0])
        #expect(header.preferences.first?.range == LocaleIdentifier("de"))
    }
}
