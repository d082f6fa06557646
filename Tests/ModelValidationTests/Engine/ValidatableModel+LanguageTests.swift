import Testing
@testable import ModelValidation

/// How a validation's language travels: from `validate(language:)` through the failures to every
/// message rendered from them, or through the task-local default to what is validated and
/// rendered in its scope.
struct ValidatableModelLanguageTests {
    static let de = LocaleIdentifier("de")!
    static let german = MessageLanguage(de)
    static let russian = MessageLanguage(LocaleIdentifier("ru")!)

    /// German with the application's own catalog: a label, a custom message and the problem texts.
    static let germanWithLabels = MessageLanguage(de, catalogs: MessageCatalogs.yii.adding(MessageCatalog(locale: de, translations: [
        "Email": "E-Mail-Adresse",
        "Password": "Passwort",
        "{attribute} must contain a digit.": "{attribute} muss eine Ziffer enthalten.",
        "Unprocessable Content": "Nicht verarbeitbarer Inhalt",
        "The data has {count, plural, one{# error} other{# errors}}.": "Die Daten enthalten {count, plural, one{# Fehler} other{# Fehler}}.",
        "(and {count, plural, one{# more error} other{# more errors}})": "(und {count} weitere)",
    ])))

    func signup() -> DynamicModel {
        makeModel(["email", "password", "password_repeat"], [
            Rule(["email", "password"], "required"),
            Rule(["password"], "match", ["pattern": "/[0-9]/"], message: "{attribute} must contain a digit."),
            Rule(["password_repeat"], "compare", ["compareAttribute": "password"]),
        ])
    }

    @Test func theFailuresOfAValidationRecordItsLanguage() throws {
        var model = signup()
        #expect(try model.validate(language: Self.german) == false)
        #expect(MessageLanguage.current == nil)
        #expect(model.firstError("email") == "Email darf nicht leer sein.")
        #expect(model.errors.first(for: "email")?.language?.description == "de")
        #expect(try model.validate(language: Self.russian) == false)
        #expect(model.firstError("email") == "Необходимо заполнить «Email».")
        // A plain validation chooses no language: English.
        #expect(try model.validate() == false)
        #expect(model.errors.first(for: "email")?.language == nil)
        #expect(model.errorSummary() == ["Email cannot be blank.", "Password cannot be blank."])
    }

    @Test func aRecordedLanguageSurvivesCopiesAndPaths() throws {
        var error = ValidationError(attribute: "tags", code: "required.blank", template: "{attribute} cannot be blank.",
                                    arguments: ["attribute": "Tags"])
        error.language = Self.german
        error.path = ["tags", 2]
        #expect(error.language?.description == "de")
        #expect(error.path.jsonPointer == "/tags/2")
        error.language = nil
        #expect(error.path.jsonPointer == "/tags/2")
        #expect(error.message == "Tags cannot be blank.")
        error.path = AttributePath("tags")
        error.language = Self.russian
        #expect(error.path.jsonPointer == "/tags")
        #expect(error.message == "Необходимо заполнить «Tags».")
        var english = error
        english.language = nil
        #expect(english != error)
        english.language = MessageLanguage(LocaleIdentifier("ru")!)
        #expect(english == error)
    }

    @Test func labelsAreTranslatedByTheApplicationsCatalogOnly() throws {
        var model = signup()
        model.assign(["password": "secret", "password_repeat": "other"])
        try model.validate(language: Self.germanWithLabels)
        #expect(model.errorSummary() == [
            "E-Mail-Adresse darf nicht leer sein.",
            "Passwort muss eine Ziffer enthalten.",
            "Password Repeat muss gleich mit \"Passwort\" sein.",
        ])
        // Labels are kept as written and translated when rendered.
        #expect(model.errors.first(for: "email")?.arguments["attribute"] == "Email")
        #expect(model.firstError("email", using: YiiMessageFormatter.english) == "Email cannot be blank.")
        // Yii's catalogs know "the input value" but never translate a label.
        var standalone = makeModel(["attr"], [Rule(["attr"], "required")], labels: ["attr": "the input value"])
        try standalone.validate(language: Self.german)
        #expect(standalone.firstError("attr") == "the input value darf nicht leer sein.")
    }

    @Test func aCustomMessageStaysAsWrittenEvenWhenItRepeatsYiisText() throws {
        var model = makeModel(["a", "b"], [
            Rule(["a"], "required", message: "{attribute} cannot be blank."),
            Rule(["b"], "required"),
            Rule(["b"], "string", ["min": 3, "tooShort": "{attribute} is invalid."]),
        ])
        try model.validate(language: Self.german)
        #expect(model.errorSummary() == ["A cannot be blank.", "B darf nicht leer sein."])
        #expect(model.errors.first(for: "a")?.origin == .application)
        #expect(model.errors.first(for: "b")?.origin == .builtIn)
        model.assign(["a": "x", "b": "x"])
        try model.validate()
        #expect(model.errorSummary() == ["B is invalid."])
        // The application's catalog may still translate it.
        let mine = MessageLanguage(Self.de, catalogs: MessageCatalogs.yii.adding(
            MessageCatalog(locale: Self.de, translations: ["{attribute} is invalid.": "{attribute} passt nicht."])))
        try model.validate(language: mine)
        #expect(model.errorSummary() == ["B passt nicht."])
    }

    @Test func theTaskLocalLanguageAppliesToWhatIsValidatedAndRenderedInItsScope() throws {
        var model = signup()
        model.assign(["password": "secret", "password_repeat": "other"])
        let (summary, errors) = try MessageLanguage.$current.withValue(Self.germanWithLabels) { () throws -> ([String], ValidationErrors) in
            #expect(try model.validate() == false)
            return (model.errorSummary(), model.errors)
        }
        #expect(summary == [
            "E-Mail-Adresse darf nicht leer sein.",
            "Passwort muss eine Ziffer enthalten.",
            "Password Repeat muss gleich mit \"Passwort\" sein.",
        ])
        // The failures record no language: outside the scope they render in English.
        #expect(errors.first(for: "email")?.language == nil)
        #expect(errors.summary().first == "Email cannot be blank.")
        // An explicit argument wins over the task-local default, and its failures keep it.
        try MessageLanguage.$current.withValue(Self.russian) { () throws -> Void in
            try model.validate(language: Self.german)
        }
        #expect(model.firstError("email") == "Email darf nicht leer sein.")
    }

    @Test func anExplicitFormatterWinsOverTheRecordedLanguage() throws {
        var model = signup()
        try model.validate(language: Self.german)
        #expect(model.firstError("email", using: YiiMessageFormatter.english) == "Email cannot be blank.")
        #expect(model.firstError("email", using: Self.russian.formatter) == "Необходимо заполнить «Email».")
        #expect(ValidationProblem(model, using: YiiMessageFormatter.english).errors.first?.detail == "Email cannot be blank.")
    }

    @Test func failuresWithoutALanguageRenderInTheTasksLanguage() {
        let error = ValidationError(attribute: "email", code: "required.blank", template: "{attribute} cannot be blank.",
                                    arguments: ["attribute": "Email"])
        #expect(error.language == nil)
        #expect(error.message == "Email cannot be blank.")
        MessageLanguage.$current.withValue(Self.german) {
            #expect(error.message == "Email darf nicht leer sein.")
            #expect(MessageRendering.formatter(nil).format("{attribute} is invalid.", arguments: ["attribute": "X"]) == "X ist ungültig.")
        }
        let literal = ValidationError(attribute: "email", message: "Taken.")
        MessageLanguage.$current.withValue(Self.german) { #expect(literal.message == "Taken.") }
    }

    @Test func everyRenderingFormUsesTheRecordedLanguage() throws {
        var model = signup()
        try model.validate(language: Self.germanWithLabels)
        let problem = ValidationProblem(model)
        #expect(problem.title == "Nicht verarbeitbarer Inhalt")
        #expect(problem.detail == "Die Daten enthalten 2 Fehler.")
        #expect(problem.errors.map(\.detail) == ["E-Mail-Adresse darf nicht leer sein.", "Passwort darf nicht leer sein."])
        let flat = FlatValidationErrors(model)
        #expect(flat.message == "E-Mail-Adresse darf nicht leer sein. (und 1 weitere)")
        #expect(flat["password"] == ["Passwort darf nicht leer sein."])
        #expect(model.errors.jsonValue().objectValue?["email"]?.arrayValue?.first?.objectValue?["message"]
            == "E-Mail-Adresse darf nicht leer sein.")
        #expect(model.errors.messagesByAttribute.map(\.messages) == [["E-Mail-Adresse darf nicht leer sein."], ["Passwort darf nicht leer sein."]])
        #expect(model.errors.firstMessages.map(\.message) == ["E-Mail-Adresse darf nicht leer sein.", "Passwort darf nicht leer sein."])
    }

    @Test func nestedModelsAndElementsValidateInTheOwnersLanguage() throws {
        var order = Order()
        order.assign(["number": "", "address": ["city": ""], "items": [["sku": "", "quantity": 0]]])
        try order.validate(language: Self.german)
        #expect(order.errorSummary() == [
            "Number darf nicht leer sein.", "City darf nicht leer sein.",
            "Sku darf nicht leer sein.", "Quantity darf nicht kleiner als 1 sein.",
        ])
        var tags = makeModel(["tags"], [Rule(["tags"], "each", ["rule": ["type": "string", "min": 3]])])
        tags.assign(["tags": ["ok!", "no"]])
        try tags.validate(language: Self.russian)
        #expect(tags.errorSummary() == ["Значение «Tags» должно содержать минимум 3 символа."])
    }

    @Test func theDataFormOfNestedPassesTheLanguageOn() throws {
        let schema = try ModelSchema(json: [
            "attributes": ["lines"],
            "rules": [["attributes": ["lines"], "type": "nested", "list": true, "schema": [
                "attributes": ["sku"], "rules": [["attributes": ["sku"], "type": "required"]],
            ]]],
        ])
        var model = try schema.makeModel()
        model.assign(["lines": [["sku": ""], "not an object"]])
        try model.validate(language: Self.german)
        #expect(model.errorSummary() == ["Sku darf nicht leer sein.", "Lines ist ungültig."])
    }

    @Test(arguments: [
        ("de", true), ("ja", true), ("zh", true), ("es", true), ("pt-BR", true), ("ru", true), ("de-AT", true),
        ("en-US", false), ("ar", false), ("en-GB", true),
    ])
    func theDateValidatorsDefaultFormatFollowsTheLanguage(tag: String, valid: Bool) throws {
        var model = makeModel(["at"], [Rule(["at"], "time")])
        model.assign(["at": "14:23:15"])
        #expect(try model.validate(language: try #require(MessageLanguage(tag))) == valid)
    }

    /// Traditional Chinese reads dates as `zh` does (CLDR 42 has the same date patterns) but
    /// not its 24-hour times: its times (`Bh:mm:ss`) are not known, so they are read as en-US.
    @Test(arguments: [
        ("zh", "2013年9月13日", true), ("zh-TW", "2013年9月13日", true), ("zh-HK", "2013年9月13日", true),
        ("zh-Hant", "2013年9月13日", true), ("zh-SG", "2013年9月13日", true), ("zh-TW", "Sep 13, 2013", false),
    ])
    func traditionalChineseDates(tag: String, value: String, valid: Bool) throws {
        var model = makeModel(["day"], [Rule(["day"], "date")])
        model.assign(["day": value])
        #expect(try model.validate(language: try #require(MessageLanguage(tag))) == valid)
    }

    @Test(arguments: [("zh", "14:23:15", true), ("zh-TW", "14:23:15", false), ("zh-TW", "2:23:15\u{202F}PM", true)])
    func traditionalChineseTimes(tag: String, value: String, valid: Bool) throws {
        var model = makeModel(["at"], [Rule(["at"], "time")])
        model.assign(["at": value])
        #expect(try model.validate(language: try #require(MessageLanguage(tag))) == valid)
    }

    @Test func aLocaleOnTheRuleWinsOverTheLanguage() throws {
        var model = makeModel(["at"], [Rule(["at"], "time", ["locale": "en-US"])])
        model.assign(["at": "14:23:15"])
        #expect(try model.validate(language: Self.german) == false)
        var japanese = makeModel(["day"], [Rule(["day"], "date")])
        japanese.assign(["day": "2013/09/13"])
        #expect(try japanese.validate(language: try #require(MessageLanguage("ja"))))
        #expect(try japanese.validate(language: MessageLanguage.english) == false)
        #expect(japanese.firstError("day") == "The format of Day is invalid.")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func asynchronousRulesReportInTheLanguageToo() async throws {
        var model = try DynamicModel(attributes: ["username", "email"], rules: [
            Rule(["email"], "required"),
            Rule(["username"], "unique", ["targetClass": "users"]),
        ], registry: registry(with: InMemoryRecordStore(["users": [["username": "ann"]]])))
        model.assign(["username": "ann"])
        #expect(try await model.validateAsync(language: Self.german) == false)
        #expect(MessageLanguage.current == nil)
        #expect(model.errorSummary() == ["Email darf nicht leer sein.", "Username \"ann\" wird bereits verwendet."])
        #expect(model.errors.all.allSatisfy { $0.language == Self.german })
    }
}
