import Testing
@testable import ModelValidationLocales

/// The CLDR number formats the package ships: one for every language Yii ships messages for.
struct NumberFormatCLDRTests {
    @Test func everyYiiLanguageHasAFormat() {
        let withoutData = YiiCatalogs.locales.filter { locale in
            !locale.fallbackChain.contains { NumberFormat.cldrTable[$0.description] != nil }
                && NumberFormat.cldrTable[locale.language] == nil
        }
        // Yii's `kz` folder is not a language CLDR knows; ICU formats it like root (English).
        #expect(withoutData.map(\.description) == ["kz"])
        #expect(NumberFormat.cldrTable.count == 116)
    }
}
