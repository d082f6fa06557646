import Testing
@testable import ModelValidationLocales

struct MessageCatalogTests {
    private let german = LocaleIdentifier(builtIn: "de")

    @Test func emptyTranslationsMeanUntranslated() {
        let catalog = MessageCatalog(locale: german, translations: ["a": "A", "b": "", "c": "C"])
        #expect(catalog.translations == ["a": "A", "c": "C"])
        #expect(catalog.translation(of: "a") == "A")
        #expect(catalog.translation(of: "b") == nil)
        #expect(catalog.translation(of: "missing") == nil)
    }

    @Test func mergingLetsTheOtherCatalogWin() {
        let base = MessageCatalog(locale: german, translations: ["a": "A", "b": "B"])
        let merged = base.merging(MessageCatalog(locale: LocaleIdentifier(builtIn: "fr"), translations: ["b": "B2", "c": "C", "a": ""]))
        #expect(merged.locale == german)
        #expect(merged.translations == ["a": "A", "b": "B2", "c": "C"])
    }
}
