import Testing
import ModelValidation

/// Twins of the language examples in Docs/Messages.md (the first examples, messages as data and
/// labels, are twinned in GuideExamplesTests).
struct MessagesExamplesTests {
    func signupModel() throws -> DynamicModel {
        var signup = try DynamicModel(attributes: ["email", "name"], rules: [
            Rule(["email"], "required"),
            Rule(["name"], "string", ["min": 1000]),
        ])
        signup.assign(["name": "Ann"])
        return signup
    }

    @Test func languages() throws {
        let german = MessageLanguage(LocaleIdentifier("de")!)
        var signup = try DynamicModel(attributes: ["email", "name"], rules: [
            Rule(["email"], "required"),
            Rule(["name"], "string", ["min": 1000]),
        ])
        signup.assign(["name": "Ann"])
        try signup.validate(language: german)
        #expect(signup.errorSummary() == ["Email darf nicht leer sein.", "Name muss mindestens 1.000 Zeichen enthalten."])
        #expect(signup.firstError("email", using: YiiMessageFormatter.english) == "Email cannot be blank.")
    }

    @Test(arguments: [
        ("pt-BR", "pt-BR", "\"Email\" não pode ficar em branco."),
        ("de-AT", "de-AT", "Email darf nicht leer sein."),
        ("de_at", "de-AT", "Email darf nicht leer sein."),
        ("DE-at", "de-AT", "Email darf nicht leer sein."),
        ("zh-CN", "zh-CN", "Email不能为空。"),
        ("zh-SG", "zh-SG", "Email不能为空。"),
        ("zh-Hans", "zh-Hans", "Email不能为空。"),
        ("zh-Hant-TW", "zh-Hant-TW", "Email 不能為空白。"),
        ("zh-HK", "zh-HK", "Email 不能為空白。"),
        ("zh-MO", "zh-MO", "Email 不能為空白。"),
        ("zh-Hant", "zh-Hant", "Email 不能為空白。"),
        ("sr-Cyrl", "sr-Cyrl", "Email не сме бити празан."),
        ("sr-RS", "sr-RS", "Email не сме бити празан."),
        ("sr-Latn-RS", "sr-Latn-RS", "Email ne sme biti prazan."),
        ("sr-ME", "sr-ME", "Email ne sme biti prazan."),
        ("uz-Cyrl", "uz-Cyrl", "«Email» тўлдириш шарт."),
        ("uz-Cy", "uz-CY", "«Email» тўлдириш шарт."),
        ("tlh", "tlh", "Email cannot be blank."),
    ])
    func theFallbackTable(tag: String, normalized: String, expected: String) throws {
        let language = try #require(MessageLanguage(tag))
        #expect(language.description == normalized)
        var model = try signupModel()
        try model.validate(language: language)
        #expect(model.firstError("email") == expected)
    }

    @Test func numbersAndPluralsInTheFallbackTable() throws {
        var model = try DynamicModel(attributes: ["name"], rules: [Rule(["name"], "string", ["min": 1000])])
        model.assign(["name": "Ann"])
        try model.validate(language: try #require(MessageLanguage("de-AT")))
        #expect(model.firstError("name") == "Name muss mindestens 1\u{A0}000 Zeichen enthalten.")
        try model.validate(language: try #require(MessageLanguage("fr")))
        #expect(model.firstError("name") == "Name doit comporter au moins 1\u{202F}000 caractères.")
    }

    @Test func oneLanguagePerRequest() throws {
        let signup = try signupModel()
        let language = MessageLanguage(acceptLanguage: "ru-RU, ru;q=0.9, en;q=0.5")
        #expect(language.description == "ru-RU")
        // The header parser and the tags are part of `import ModelValidation`.
        #expect(AcceptLanguage("ru-RU, ru;q=0.9").preferences.map(\.quality) == [1000, 900])
        #expect(MessageCatalogs.yii.preferredLocale(for: AcceptLanguage("ru-RU")) == LocaleIdentifier("ru-RU"))
        let problem = try MessageLanguage.$current.withValue(language) {
            var request = signup
            request.assign(["email": "", "name": "Ann"])
            try request.validate()
            return ValidationProblem(request)
        }
        #expect(problem.errors.first?.detail == "Необходимо заполнить «Email».")
        #expect(problem.errors.last?.detail == "Значение «Name» должно содержать минимум 1\u{A0}000 символов.")
    }

    @Test func yourOwnCatalogs() throws {
        let de = LocaleIdentifier("de")!
        let ours = MessageCatalog(locale: de, translations: [
            "Email": "E-Mail-Adresse",
            "{attribute} must contain a digit.": "{attribute} muss eine Ziffer enthalten.",
            "{attribute} cannot be blank.": "Bitte {attribute} angeben.",
        ])
        let catalogs = MessageCatalogs.yii.adding(ours)
        var account = try DynamicModel(attributes: ["email", "password"], rules: [
            Rule(["email"], "required"),
            Rule(["password"], "match", ["pattern": "/[0-9]/"], message: "{attribute} must contain a digit."),
        ])
        account.assign(["password": "secret"])
        try account.validate(language: MessageLanguage(de, catalogs: catalogs))
        #expect(account.errorSummary() == ["Bitte E-Mail-Adresse angeben.", "Password muss eine Ziffer enthalten."])

        let eo = LocaleIdentifier("eo")!
        let withEsperanto = MessageCatalogs.yii.adding(MessageCatalog(locale: eo, translations: [
            "{attribute} cannot be blank.": "{attribute} ne povas esti malplena.",
        ]))
        #expect(MessageLanguage(acceptLanguage: "eo, de;q=0.5", catalogs: withEsperanto).description == "eo")
    }

    @Test func thePackagesOwnTextsAndEnglishWording() throws {
        let en = LocaleIdentifier("en")!
        let wording = MessageCatalogs.yii.adding(MessageCatalog(locale: en, translations: [
            "{attribute} cannot be blank.": "Please fill in {attribute}.",
            "Unprocessable Content": "Please check your data",
            "The data has {count, plural, one{# error} other{# errors}}.": "{count, plural, one{One field needs} other{# fields need}} attention.",
        ]))
        var model = try signupModel()
        try model.validate(language: MessageLanguage(en, catalogs: wording))
        let problem = ValidationProblem(model)
        #expect(problem.title == "Please check your data")
        #expect(problem.detail == "2 fields need attention.")
        #expect(problem.errors.first?.detail == "Please fill in Email.")
    }

    @Test func datesInALanguage() throws {
        let german = MessageLanguage(LocaleIdentifier("de")!)
        var meeting = try DynamicModel(attributes: ["at"], rules: [Rule(["at"], "time")])
        meeting.assign(["at": "14:23:15"])
        #expect(try meeting.validate(language: german))
        #expect(try meeting.validate(language: MessageLanguage.english) == false)
    }
}
