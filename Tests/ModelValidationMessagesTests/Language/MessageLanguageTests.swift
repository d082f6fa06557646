import ModelValidationLocales
import ModelValidationValues
import Testing
@testable import ModelValidationMessages

/// A language resolves its locale once: catalogs along the fallback chain, plural rules, digits.
struct MessageLanguageTests {
    static let tooShort = "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}."

    func language(_ tag: String, catalogs: MessageCatalogs = .yii) throws -> MessageLanguage {
        try #require(MessageLanguage(tag, catalogs: catalogs))
    }

    @Test func aTagIsNormalizedAndAMalformedOneRefused() throws {
        #expect(try language("pt_br").description == "pt-BR")
        #expect(try language("DE-at").locale == LocaleIdentifier("de-AT"))
        #expect(MessageLanguage("") == nil)
        #expect(MessageLanguage("not a tag") == nil)
        #expect(MessageLanguage.english.description == "en-US")
    }

    @Test(arguments: [
        ("de", "{attribute} darf nicht leer sein."),
        ("de-AT", "{attribute} darf nicht leer sein."),
        ("ru", "Необходимо заполнить «{attribute}»."),
        ("zh-CN", "{attribute}不能为空。"),
        ("pt-BR", "\"{attribute}\" não pode ficar em branco."),
        ("en-US", "{attribute} cannot be blank."),
        ("eo", "{attribute} cannot be blank."),
    ])
    func defaultMessagesFollowTheFallbackChain(tag: String, expected: String) throws {
        #expect(try language(tag).translation(of: "{attribute} cannot be blank.") == expected)
    }

    @Test func yiisCatalogsNeverTranslateTheApplicationsText() throws {
        let german = try language("de")
        #expect(german.applicationTranslation(of: "{attribute} cannot be blank.") == "{attribute} cannot be blank.")
        let mine = MessageCatalog(locale: try #require(LocaleIdentifier("de")), translations: [
            "Email": "E-Mail-Adresse", "{attribute} cannot be blank.": "Bitte {attribute} angeben.",
        ])
        let withMine = try language("de-CH", catalogs: MessageCatalogs.yii.adding(mine))
        #expect(withMine.applicationTranslation(of: "Email") == "E-Mail-Adresse")
        #expect(withMine.translation(of: "{attribute} cannot be blank.") == "Bitte {attribute} angeben.")
        #expect(withMine.translation(of: "{attribute} is invalid.") == "{attribute} ist ungültig.")
        #expect(!withMine.isUntranslated)
        #expect(MessageLanguage.english.isUntranslated)
    }

    @Test(arguments: [
        ("de-CH, de;q=0.9, en;q=0.5", "de-CH"),
        ("ru-RU, ru;q=0.9", "ru-RU"),
        ("pt", "pt"),
        ("tlh, *;q=0.1", "en"),
        ("", "en"),
        ("de;q=0", "en"),
        (";;;,,, q=", "en"),
        ("de;q=0, de-AT", "de-AT"),
        ("zh-HK, en;q=0.5", "zh-HK"),
    ])
    func anAcceptLanguageHeaderPicksTheBestSupportedLocale(header: String, expected: String) {
        #expect(MessageLanguage(acceptLanguage: header).description == expected)
        #expect(MessageLanguage(acceptLanguage: AcceptLanguage(header)).description == expected)
    }

    /// `de;q=0` rules out German as such, not the Austrian German the client asks for: with no
    /// other choice, the German catalog serves it, in Austrian numbers.
    @Test func anExcludedLanguageStillServesAMoreSpecificRange() {
        let language = MessageLanguage(acceptLanguage: "de;q=0, de-AT")
        #expect(language.translation(of: "{attribute} cannot be blank.") == "{attribute} darf nicht leer sein.")
        #expect(language.formatter.format("{n, number}", arguments: ["n": 1000]) == "1\u{A0}000")
        #expect(MessageLanguage(acceptLanguage: "de;q=0, de-AT, fr;q=0.5").description == "fr")
    }

    @Test func theApplicationsOwnLanguageCanBeNegotiated() throws {
        let klingon = MessageCatalog(locale: try #require(LocaleIdentifier("tlh")), translations: [
            "{attribute} cannot be blank.": "{attribute} yIqaw!",
        ])
        let language = MessageLanguage(acceptLanguage: "tlh, de;q=0.5", catalogs: MessageCatalogs.yii.adding(klingon))
        #expect(language.description == "tlh")
        #expect(language.formatter.format("{attribute} cannot be blank.", arguments: ["attribute": "Name"]) == "Name yIqaw!")
    }

    @Test(arguments: [
        ("de", 1000, "Name muss mindestens 1.000 Zeichen enthalten."),
        ("ru", 1, "Значение «Name» должно содержать минимум 1 символ."),
        ("ru", 2, "Значение «Name» должно содержать минимум 2 символа."),
        ("ru", 5, "Значение «Name» должно содержать минимум 5 символов."),
        ("ru", 21, "Значение «Name» должно содержать минимум 21 символ."),
        ("pl", 2, "Name musi zawierać co najmniej 2 znaki."),
        ("pl", 10, "Name musi zawierać co najmniej 10 znaków."),
        ("ar", 10, "Name يجب أن يحتوي على أكثر من ١٠ حروف."),
        ("ar", 2, "Name يجب أن يحتوي على أكثر من ٢ حرف."),
        ("ja", 10, "Name は 10 文字以上でなければいけません。"),
        ("fr", 1000, "Name doit comporter au moins 1\u{202F}000 caractères."),
        ("es", 1000, "Name debería contener al menos 1.000 letras."),
    ])
    func pluralsAndNumbersFollowTheLocale(tag: String, min: Int, expected: String) throws {
        let formatter = try language(tag).formatter
        #expect(formatter.format(Self.tooShort, arguments: ["attribute": "Name", "min": .int(min)]) == expected)
    }

    @Test func untranslatedTemplatesAreStillFormattedInTheLanguage() throws {
        let arabic = try language("ar").formatter
        #expect(arabic.format("A: {n, plural, one{# item} other{# items}}", arguments: ["n": 3], origin: .application)
            == "A: ٣ items")
        #expect(arabic.format("{n, number}", arguments: ["n": -1.5]) == "\u{61C}-١٫٥")
        let german = try language("de").formatter
        #expect(german.format("{n, number, percent}", arguments: ["n": 0.25]) == "25\u{A0}%")
        #expect(german.format("{n, number, integer}", arguments: ["n": 2.5]) == "2")
    }

    @Test func currencyIsWrittenInEnglishOnly() throws {
        let template = "Costs {n, number, currency}"
        #expect(MessageLanguage.english.formatter.format(template, arguments: ["n": 1234.5]) == "Costs $1,234.50")
        #expect(try language("en-US").formatter.format(template, arguments: ["n": 1234.5]) == "Costs $1,234.50")
        // English with no region has no currency: ICU writes the generic sign, as Yii shows.
        #expect(try language("en").formatter.format(template, arguments: ["n": 1234.5]) == "Costs ¤1,234.50")
        #expect(try language("en").formatter.format(template, arguments: ["n": -3]) == "Costs -¤3.00")
        let german = try language("de").formatter.formatReportingFailure(template, arguments: ["n": 1234.5])
        #expect(german.message == template)
        #expect(german.failed)
    }

    @Test func theTaskLocalDefaultIsScopedToItsTask() async throws {
        #expect(MessageLanguage.current == nil)
        let german = try language("de")
        let seen = await MessageLanguage.$current.withValue(german) {
            await withTaskGroup(of: String?.self) { group in
                group.addTask { MessageLanguage.current?.description }
                return await group.next() ?? nil
            }
        }
        #expect(seen == "de")
        #expect(MessageLanguage.current == nil)
    }
}
