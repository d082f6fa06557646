import Testing
@testable import ModelValidationLocales

struct MessageLocaleTests {
    private let blank = "{attribute} cannot be blank."
    private let ipRange = "{attribute} is not in the allowed range."
    private let compareInvalid = "{compareAttribute} is invalid."

    private func resolve(_ tag: String, _ catalogs: MessageCatalogs = .yii) -> MessageLocale {
        catalogs.messageLocale(for: LocaleIdentifier(builtIn: tag))
    }

    @Test func englishIsTheIdentity() {
        let english = MessageLocale.english
        #expect(english.identifier.description == "en-US")
        #expect(english.isUntranslated)
        #expect(english.translation(of: blank) == blank)
        #expect(english.applicationTranslation(of: "Email") == "Email")
        #expect(english.pluralCategory(for: 1) == .one)
        #expect(english.format(1000) == "1,000")
        #expect(resolve("en-GB").isUntranslated)
    }

    /// Yii's fallback: an exact catalog first, then the language's.
    @Test(arguments: [
        ("de", "{attribute} darf nicht leer sein."),
        ("de-AT", "{attribute} darf nicht leer sein."),
        ("de_ch", "{attribute} darf nicht leer sein."),
        ("pt-BR", "\"{attribute}\" não pode ficar em branco."),
        ("pt", "“{attribute}” não pode ficar em branco."),
        ("pt-PT", "“{attribute}” não pode ficar em branco."),
        ("zh", "{attribute}不能为空。"),
        ("zh-CN", "{attribute}不能为空。"),
        ("zh-TW", "{attribute} 不能為空白。"),
        ("zh-Hant-TW", "{attribute} 不能為空白。"),
        ("uz-Cy", "«{attribute}» тўлдириш шарт."),
        ("xx", "{attribute} cannot be blank."),
        ("en-US", "{attribute} cannot be blank."),
    ])
    func fallsBackAsYiiDoes(tag: String, expected: String) throws {
        #expect(MessageCatalogs.yii.messageLocale(for: try #require(LocaleIdentifier(tag))).translation(of: blank) == expected)
    }

    /// Beyond Yii, which only strips the region: a tag reads the catalog of the script it is
    /// written in, never one in another script.
    @Test(arguments: [
        ("zh-HK", "{attribute} 不能為空白。"),
        ("zh-MO", "{attribute} 不能為空白。"),
        ("zh-Hant", "{attribute} 不能為空白。"),
        ("zh-Hant-HK", "{attribute} 不能為空白。"),
        ("zh_hant_mo", "{attribute} 不能為空白。"),
        ("zh-Hans", "{attribute}不能为空。"),
        ("zh-SG", "{attribute}不能为空。"),
        ("zh-Hans-HK", "{attribute}不能为空。"),
        ("uz-Cyrl", "«{attribute}» тўлдириш шарт."),
        ("uz-Cyrl-UZ", "«{attribute}» тўлдириш шарт."),
        ("uz", "«{attribute}» to`ldirish shart."),
        ("uz-Latn-UZ", "«{attribute}» to`ldirish shart."),
        ("sr", "{attribute} не сме бити празан."),
        ("sr-Cyrl", "{attribute} не сме бити празан."),
        ("sr-RS", "{attribute} не сме бити празан."),
        ("sr-Latn", "{attribute} ne sme biti prazan."),
        ("sr-Latn-RS", "{attribute} ne sme biti prazan."),
        ("sr-ME", "{attribute} ne sme biti prazan."),
        ("az-Cyrl", "{attribute} cannot be blank."),
        ("uz-Arab", "{attribute} cannot be blank."),
    ])
    func theScriptChoosesTheCatalog(tag: String, expected: String) throws {
        #expect(MessageCatalogs.yii.messageLocale(for: try #require(LocaleIdentifier(tag))).translation(of: blank) == expected)
    }

    /// A template the Traditional catalog leaves untranslated stays English rather than being
    /// taken from the Simplified one (Yii, stripping the region, would read `zh`).
    @Test func aTraditionalTagNeverReadsTheSimplifiedCatalog() throws {
        let upload = "You should upload at least {limit, number} {limit, plural, one{file} other{files}}."
        #expect(resolve("zh").translation(of: upload) == "需要至少 {limit, number} 个文件。")
        for tag in ["zh-TW", "zh-HK", "zh-Hant"] {
            #expect(resolve(tag).translation(of: upload) == upload, "\(tag)")
            #expect(resolve(tag).catalogLocales.map(\.description) == ["zh-TW"], "\(tag)")
        }
        #expect(resolve("de-AT").catalogLocales.map(\.description) == ["de"])
        #expect(resolve("uz-CY").catalogLocales.map(\.description) == ["uz-CY"])
        #expect(resolve("sr-Latn-RS").catalogLocales.map(\.description) == ["sr-Latn"])
        #expect(resolve("tlh").catalogLocales.isEmpty)
    }

    /// An application's catalogs follow the same chains: one named by script serves the tags
    /// written in that script.
    @Test func applicationCatalogsNamedByScript() {
        let catalogs = MessageCatalogs(includesYiiTranslations: false, applicationCatalogs: [
            MessageCatalog(locale: LocaleIdentifier(builtIn: "zh-Hans"), translations: ["Email": "电子邮件"]),
            MessageCatalog(locale: LocaleIdentifier(builtIn: "zh-Hant"), translations: ["Email": "電子郵件"]),
            MessageCatalog(locale: LocaleIdentifier(builtIn: "sr"), translations: ["Email": "Е-пошта"]),
        ])
        #expect(resolve("zh", catalogs).applicationTranslation(of: "Email") == "电子邮件")
        #expect(resolve("zh-CN", catalogs).applicationTranslation(of: "Email") == "电子邮件")
        #expect(resolve("zh-TW", catalogs).applicationTranslation(of: "Email") == "電子郵件")
        #expect(resolve("zh-HK", catalogs).applicationTranslation(of: "Email") == "電子郵件")
        #expect(resolve("sr-Cyrl-RS", catalogs).applicationTranslation(of: "Email") == "Е-пошта")
        #expect(resolve("sr-Latn", catalogs).applicationTranslation(of: "Email") == "Email")
    }

    @Test func pluralsAndNumbersFollowTheScript() {
        #expect(resolve("zh-HK").format(Double.nan) == "非數值")
        #expect(resolve("zh-HK").pluralCategory(for: 1) == .other)
        #expect(resolve("sr-Latn").pluralCategory(for: 21) == .one)
        #expect(resolve("sr-Latn").pluralCategory(for: 3) == .few)
        #expect(resolve("sr-Latn").format(1000) == "1.000")
        #expect(resolve("uz-Cyrl").pluralCategory(for: 1) == .one)
        #expect(resolve("uz-AF").format(12) == "۱۲")
    }

    @Test func untranslatedTemplatesStayEnglishButFormatInTheLanguage() {
        let arabic = resolve("ar")
        #expect(arabic.translation(of: ipRange) == ipRange)
        #expect(arabic.translation(of: compareInvalid) == compareInvalid)
        #expect(arabic.format(5) == "٥")
        #expect(arabic.pluralCategory(for: 2) == .two)
    }

    @Test func aMoreGeneralCatalogFillsTheGapsOfASpecificOne() {
        let catalogs = MessageCatalogs.yii.adding(MessageCatalog(locale: LocaleIdentifier(builtIn: "pt"), translations: [compareInvalid: "{compareAttribute} é inválido."]))
        #expect(resolve("pt-BR", catalogs).translation(of: compareInvalid) == "{compareAttribute} é inválido.")
        #expect(resolve("pt-BR", catalogs).translation(of: blank) == "\"{attribute}\" não pode ficar em branco.")
    }

    @Test func applicationWordingWinsOverYiiForTheSameLocale() {
        let catalogs = MessageCatalogs.yii.adding(MessageCatalog(locale: LocaleIdentifier(builtIn: "de"), translations: [blank: "Bitte {attribute} angeben."]))
        #expect(resolve("de", catalogs).translation(of: blank) == "Bitte {attribute} angeben.")
        #expect(resolve("de-AT", catalogs).translation(of: blank) == "Bitte {attribute} angeben.")
        #expect(resolve("de", catalogs).translation(of: ipRange) == "{attribute} ist außerhalb des gültigen Bereichs.")
    }

    /// A custom message or a label is only translated by the application, even when its text
    /// happens to be one of Yii's templates.
    @Test func applicationTextsIgnoreYiisCatalogs() {
        let catalogs = MessageCatalogs.yii.adding(MessageCatalog(locale: LocaleIdentifier(builtIn: "de"), translations: ["Email": "E-Mail", "Too short": "Zu kurz"]))
        let german = resolve("de-AT", catalogs)
        #expect(german.applicationTranslation(of: blank) == blank)
        #expect(german.applicationTranslation(of: "Email") == "E-Mail")
        #expect(german.applicationTranslation(of: "Too short") == "Zu kurz")
        #expect(german.applicationTranslation(of: "Name") == "Name")
        #expect(resolve("de").applicationTranslation(of: "Email") == "Email")
    }

    @Test func pluralCategoriesAsMessagesSelectThem() {
        let russian = resolve("ru")
        #expect([1, 2, 5, 21, 1000, -1].map { russian.pluralCategory(for: $0) } == [.one, .few, .many, .one, .many, .one])
        // Doubles are shown with up to three fraction digits first: 1.0 is "1", 1.0004 is "1".
        #expect(russian.pluralCategory(for: 1.0) == .one)
        #expect(russian.pluralCategory(for: 1.0004) == .one)
        #expect(russian.pluralCategory(for: 1.5) == .other)
        #expect(russian.pluralCategory(for: Double.infinity) == .other)
        #expect(resolve("en").pluralCategory(for: 2.0, ordinal: true) == .two)
        #expect(resolve("en").pluralCategory(for: 3, ordinal: true) == .few)
        #expect(resolve("ja").pluralCategory(for: 1) == .other)
        #expect(resolve("pt-PT").pluralCategory(for: 0) == .other)
        #expect(resolve("pt-BR").pluralCategory(for: 0) == .one)
    }

    @Test func numbersFollowTheRequestedRegion() {
        #expect(resolve("de").format(1234.5) == "1.234,5")
        #expect(resolve("de-CH").format(1234.5) == "1’234.5")
        #expect(resolve("de-CH").translation(of: blank) == "{attribute} darf nicht leer sein.")
        #expect(resolve("fr").format(0.5, style: .percent) == "50\u{A0}%")
        #expect(resolve("ar").format(1_000_000, style: .integer) == "١٬٠٠٠٬٠٠٠")
    }
}
