import Testing
@testable import ModelValidationLocales

struct LocaleIdentifierTests {
    @Test func exposesItsSubtags() throws {
        let identifier = try #require(LocaleIdentifier("zh_hant_tw"))
        #expect(identifier.language == "zh")
        #expect(identifier.script == "Hant")
        #expect(identifier.region == "TW")
        #expect(identifier.variants == [])
        let variant = try #require(LocaleIdentifier("de-CH-1996"))
        #expect(variant.variants == ["1996"])
        #expect(variant.script == nil)
    }

    @Test func equalityIsOnTheNormalForm() {
        #expect(LocaleIdentifier("de_at") == LocaleIdentifier("DE-AT"))
        #expect(LocaleIdentifier("de_at") != nil)
        #expect(Set([LocaleIdentifier("pt_BR"), LocaleIdentifier("pt-br"), LocaleIdentifier("PT-BR")]).count == 1)
        #expect(LocaleIdentifier("pt-BR") != LocaleIdentifier("pt"))
    }

    @Test func englishConstant() {
        #expect(LocaleIdentifier.english.description == "en")
    }
}
