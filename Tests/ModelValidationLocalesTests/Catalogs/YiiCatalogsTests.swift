import Testing
@testable import ModelValidationLocales

struct YiiCatalogsTests {
    /// Translated validator messages per language in Yii 2.0.56-dev (of 45).
    static let translatedCounts: [(String, Int)] = [
        ("af", 44), ("ar", 35), ("az", 34), ("be", 44), ("bg", 44), ("bs", 34), ("ca", 34), ("cs", 43), ("da", 34),
        ("de", 43), ("el", 44), ("es", 43), ("et", 44), ("fa", 45), ("fi", 42), ("fr", 44), ("ga", 45), ("he", 33),
        ("hi", 43), ("hr", 34), ("hu", 35), ("hy", 43), ("id", 35), ("it", 42), ("ja", 45), ("ka", 34), ("kk", 33),
        ("ko", 31), ("kz", 32), ("lt", 34), ("lv", 44), ("ms", 34), ("mt", 45), ("nb-NO", 34), ("nl", 34), ("pl", 44),
        ("pt", 44), ("pt-BR", 44), ("ro", 33), ("ru", 44), ("sk", 44), ("sl", 34), ("sr", 34), ("sr-Latn", 34),
        ("sv", 34), ("tg", 43), ("th", 45), ("tr", 42), ("uk", 42), ("uz", 34), ("uz-Cy", 34), ("vi", 35), ("zh", 44),
        ("zh-TW", 43),
    ]

    @Test(arguments: translatedCounts)
    func everyLanguageYiiShips(language: String, translated: Int) throws {
        let locale = try #require(LocaleIdentifier(language))
        let catalog = try #require(YiiCatalogs.catalog(for: locale))
        #expect(catalog.locale == locale)
        #expect(catalog.translations.count == translated)
        #expect(Set(catalog.translations.keys).isSubset(of: YiiCatalogs.englishTemplates))
    }

    @Test func indexListsEachCatalogOnce() {
        #expect(YiiCatalogs.locales.count == Self.translatedCounts.count)
        #expect(Set(YiiCatalogs.locales).count == YiiCatalogs.locales.count)
        #expect(YiiCatalogs.englishTemplates.count == 45)
        #expect(Set(YiiCatalogs.englishTemplates).count == 45)
        #expect(YiiCatalogs.locales.allSatisfy { LocaleIdentifier($0.description) == $0 })
    }

    /// The ten languages of the localized corpus have catalogs with exactly these gaps.
    @Test(arguments: [
        ("de", ["You should upload at least {limit, number} {limit, plural, one{file} other{files}}.", "{compareAttribute} is invalid."]),
        ("fr", ["{compareAttribute} is invalid."]),
        ("pt-BR", ["{compareAttribute} is invalid."]),
        ("ja", []),
        ("ar", ["The combination {values} of {attributes} has already been taken.",
                "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.",
                "{attribute} contains wrong subnet mask.", "{attribute} is not in the allowed range.",
                "{attribute} must be a valid IP address.", "{attribute} must be an IP address with specified subnet.",
                "{attribute} must not be a subnet.", "{attribute} must not be an IPv4 address.",
                "{attribute} must not be an IPv6 address.", "{compareAttribute} is invalid."]),
    ])
    func untranslatedTemplates(language: String, missing: [String]) throws {
        let locale = try #require(LocaleIdentifier(language))
        let catalog = try #require(YiiCatalogs.catalog(for: locale))
        #expect(YiiCatalogs.englishTemplates.filter { catalog.translation(of: $0) == nil } == missing)
    }

    /// Translations keep the English template's arguments, except five slips in Yii's own
    /// files, kept as Yii ships them (we match Yii, slips included).
    @Test func translationsKeepTheArguments() {
        var slips: [String] = []
        for locale in YiiCatalogs.locales {
            guard let catalog = YiiCatalogs.catalog(for: locale) else { continue }
            for (template, translation) in catalog.translations where argumentNames(template) != argumentNames(translation) {
                slips.append("\(locale): \(argumentNames(template).sorted()) -> \(argumentNames(translation).sorted())")
            }
        }
        #expect(slips.sorted() == [
            "id: [\"file\"] -> []",
            "ko: [\"attribute\", \"requiredValue\"] -> [\"attribute\", \"value\"]",
            "nl: [\"attribute\", \"length\"] -> [\"attribute\", \"min\"]",
            "tg: [\"attribute\", \"max\"] -> [\"attribute\", \"min\"]",
            "zh-TW: [\"attributes\", \"values\"] -> [\"attribute\", \"value\"]",
        ])
    }

    /// Plain (untyped) messages as the real Yii wrote them in `yii2-cases-localized.ndjson`,
    /// untranslated ones falling back to English.
    @Test(arguments: [
        ("de", "{attribute} cannot be blank.", "the input value", [String: Int](), "the input value darf nicht leer sein."),
        ("de", "{attribute} must be no less than {min}.", "the input value", ["min": 1], "the input value darf nicht kleiner als 1 sein."),
        ("fr", "{attribute} cannot be blank.", "the input value", [:], "the input value ne peut être vide."),
        ("es", "{attribute} cannot be blank.", "the input value", [:], "the input value no puede estar vacío."),
        ("pt-BR", "The format of {attribute} is invalid.", "the input value", [:], "O formato de \"the input value\" é inválido."),
        ("pt-BR", "{attribute} is not in the allowed range.", "the input value", [:], "the input value intervalo não permitido."),
        ("ru", "{attribute} is invalid.", "A", [:], "Значение «A» неверно."),
        ("uk", "{attribute} must be equal to \"{compareValueOrAttribute}\".", "the input value", ["compareValueOrAttribute": 18449],
         "Значення \"the input value\" повинно бути рівним \"18449\"."),
        ("pl", "{attribute} cannot be blank.", "Created At2", [:], "Created At2 nie może pozostać bez wartości."),
        ("ar", "{attribute} must be no less than {min}.", "the input value", ["min": 1], "the input value يجب أن لا يكون أصغر من \"1\"."),
        ("ar", "{attribute} is not in the allowed range.", "the input value", [:], "the input value is not in the allowed range."),
        ("ar", "{attribute} must be a valid IP address.", "This is the custom label", [:], "This is the custom label must be a valid IP address."),
        ("ja", "{attribute} must be either \"{true}\" or \"{false}\".", "the input value", ["true": 1, "false": 0],
         "the input value は \"1\" か \"0\" のいずれかでなければいけません。"),
        ("zh", "{attribute} must be no less than {min}.", "the input value", ["min": 1], "the input value的值必须不小于1。"),
        ("zh", "The format of {attribute} is invalid.", "the input value", [:], "属性 the input value 的格式无效。"),
    ])
    func plainMessagesAsYiiWroteThem(language: String, template: String, label: String, arguments: [String: Int], expected: String) throws {
        let locale = MessageCatalogs.yii.messageLocale(for: try #require(LocaleIdentifier(language)))
        let rendered = renderMiniMessage(locale.translation(of: template), label: label, arguments: arguments.mapValues(NumberArgument.int), locale: locale)
        #expect(rendered == expected)
    }

    /// Top-level argument names of a template: `{name}` and `{name, …}` outside plural bodies.
    private func argumentNames(_ template: String) -> Set<String> {
        var names: Set<String> = []
        var depth = 0
        var index = template.startIndex
        while index < template.endIndex {
            let character = template[index]
            if character == "{" {
                if depth == 0 {
                    let rest = template[template.index(after: index)...]
                    let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if !name.isEmpty { names.insert(String(name)) }
                }
                depth += 1
            } else if character == "}" {
                depth -= 1
            }
            index = template.index(after: index)
        }
        return names
    }
}
