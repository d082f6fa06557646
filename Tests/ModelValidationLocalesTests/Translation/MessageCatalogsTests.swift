import Testing
@testable import ModelValidationLocales

struct MessageCatalogsTests {
    private let blank = "{attribute} cannot be blank."

    private func locale(_ tag: String) -> LocaleIdentifier { LocaleIdentifier(builtIn: tag) }

    @Test func yiiServesEveryLanguageYiiShipsPlusEnglish() {
        let locales = MessageCatalogs.yii.locales.map(\.description)
        #expect(locales.count == 55)
        #expect(locales.contains("en"))
        #expect(["de", "fr", "es", "pt-BR", "ru", "uk", "pl", "ar", "ja", "zh"].allSatisfy(locales.contains))
        #expect(MessageCatalogs.english.locales == [.english])
    }

    @Test func chainIsMostSpecificFirstApplicationBeforeYii() {
        let catalogs = MessageCatalogs.yii
            .adding(MessageCatalog(locale: locale("pt"), translations: ["x": "app pt"]))
            .adding(MessageCatalog(locale: locale("pt-BR"), translations: ["x": "app pt-BR"]))
        let chain = catalogs.chain(for: locale("pt-BR")).map { "\($0.catalog.locale)\($0.isBuiltIn ? " (Yii)" : "")" }
        #expect(chain == ["pt-BR", "pt-BR (Yii)", "pt", "pt (Yii)"])
        #expect(MessageCatalogs.yii.chain(for: locale("de-AT")).map(\.catalog.locale.description) == ["de"])
        #expect(MessageCatalogs.yii.chain(for: locale("en-US")).isEmpty)
        #expect(MessageCatalogs.english.chain(for: locale("de")).isEmpty)
    }

    @Test func addingMergesIntoTheSameLocale() {
        let catalogs = MessageCatalogs(applicationCatalogs: [
            MessageCatalog(locale: locale("de"), translations: ["a": "A1", "b": "B1"]),
            MessageCatalog(locale: locale("de"), translations: ["b": "B2"]),
        ]).adding(MessageCatalog(locale: locale("de"), translations: ["c": "C3"]))
        #expect(catalogs.applicationCatalogs.count == 1)
        #expect(catalogs.applicationCatalogs[locale("de")]?.translations == ["a": "A1", "b": "B2", "c": "C3"])
        #expect(catalogs.includesYiiTranslations)
    }

    @Test func applicationsAddTheirOwnLanguages() {
        let catalogs = MessageCatalogs.yii.adding(MessageCatalog(locale: locale("eo"), translations: [blank: "{attribute} ne povas esti malplena."]))
        #expect(catalogs.locales.contains(locale("eo")))
        #expect(catalogs.preferredLocale(for: AcceptLanguage("eo, de;q=0.5")).description == "eo")
        #expect(MessageCatalogs.yii.preferredLocale(for: AcceptLanguage("eo, de;q=0.5")).description == "de")
        #expect(catalogs.messageLocale(for: locale("eo")).translation(of: blank) == "{attribute} ne povas esti malplena.")
    }

    @Test(arguments: [
        ("de-CH, fr;q=0.8", "de-CH"), ("eo", "en"), ("pt", "pt"), ("nb", "nb-NO"), ("zh-Hans-CN", "zh-Hans-CN"), ("*", "en"),
    ])
    func preferredLocaleFromAcceptLanguage(header: String, expected: String) {
        #expect(MessageCatalogs.yii.preferredLocale(for: AcceptLanguage(header)).description == expected)
    }

    @Test func withoutYiiOnlyApplicationLanguagesAndEnglish() {
        let catalogs = MessageCatalogs(includesYiiTranslations: false, applicationCatalogs: [MessageCatalog(locale: locale("fr"), translations: [:])])
        #expect(catalogs.locales.map(\.description) == ["en", "fr"])
        #expect(catalogs.preferredLocale(for: AcceptLanguage("de, fr;q=0.5")).description == "fr")
    }
}
