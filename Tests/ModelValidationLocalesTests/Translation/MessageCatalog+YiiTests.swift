import Testing
@testable import ModelValidationLocales

struct MessageCatalogYiiTests {
    @Test func builtInCatalogsByExactLocale() throws {
        let russian = try #require(MessageCatalog.yii(for: LocaleIdentifier(builtIn: "ru")))
        #expect(russian.translation(of: "{attribute} cannot be blank.") == "Необходимо заполнить «{attribute}».")
        #expect(MessageCatalog.yii(for: LocaleIdentifier(builtIn: "de-AT")) == nil)
        #expect(MessageCatalog.yii(for: LocaleIdentifier(builtIn: "en")) == nil)
        #expect(MessageCatalog.yii(for: LocaleIdentifier(builtIn: "uz-Cy"))?.locale.description == "uz-CY")
    }

    @Test func listsYiisLocales() {
        #expect(MessageCatalog.yiiLocales.count == 54)
        #expect(MessageCatalog.yiiLocales.map(\.description).prefix(3) == ["af", "ar", "az"])
    }
}
