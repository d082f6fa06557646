import Testing
@testable import ModelValidationLocales

/// Yii's string-length messages in ten languages, exactly as the real Yii2 (2.0.56-dev, PHP 8.2,
/// ICU 72.1) wrote them in `yii2-cases-localized.ndjson`: one row per language, message and
/// number. Each is rebuilt from the built-in catalog, the language's plural rules and its
/// number format.
struct MessageLocaleCorpusTests {
    enum Message: Sendable {
        case tooShort, tooLong, notEqual

        var template: String {
            switch self {
            case .tooShort: return "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}."
            case .tooLong: return "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}."
            case .notEqual: return "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}."
            }
        }

        var argument: String {
            switch self {
            case .tooShort: return "min"
            case .tooLong: return "max"
            case .notEqual: return "length"
            }
        }
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let language: String
        let label: String
        let message: Message
        let value: NumberArgument
        let expected: String

        init(_ language: String, _ label: String, _ message: Message, _ value: NumberArgument, _ expected: String) {
            self.language = language
            self.label = label
            self.message = message
            self.value = value
            self.expected = expected
        }

        var testDescription: String { "\(language) \(message) \(value)" }
    }

    @Test(arguments: MessageLocaleCorpusTests.rows)
    func rendersAsYiiDid(row: Row) throws {
        let locale = MessageCatalogs.yii.messageLocale(for: try #require(LocaleIdentifier(row.language)))
        let template = locale.translation(of: row.message.template)
        let rendered = renderMiniMessage(template, label: row.label, arguments: [row.message.argument: row.value], locale: locale)
        #expect(rendered == row.expected)
    }

    /// Custom messages are not translated, but ICU still formats them in the language
    /// (`sys.message.015`–`043` of the corpus).
    @Test(arguments: [
        ("ar", "{attribute}: {value, plural, one{# item} other{# items}}", 3, "A: ٣ items"),
        ("ar", "{attribute}: {value, plural, one{# item} other{# items}}", 1, "A: ١ item"),
        ("ar", "{attribute}: {value, plural, one{# item} other{# items}}", 0, "A: ٠ items"),
        ("ar", "{attribute} has {value, number} items", 1, "A has ١ items"),
        ("fr", "{attribute}: {value, plural, one{# item} other{# items}}", 0, "A: 0 item"),
        ("pt-BR", "{attribute}: {value, plural, one{# item} other{# items}}", 0, "A: 0 item"),
        ("ja", "{attribute}: {value, plural, one{# item} other{# items}}", 1, "A: 1 items"),
        ("zh", "{attribute}: {value, plural, one{# item} other{# items}}", 1, "A: 1 items"),
        ("ru", "{attribute}: {value, plural, one{# item} other{# items}}", 3, "A: 3 items"),
        ("ru", "{attribute}: {value, plural, one{# item} other{# items}}", 0, "A: 0 items"),
        ("de", "{attribute} is more than {max, number}", 1000, "Amount is more than 1.000"),
        ("fr", "{attribute} is more than {max, number}", 1000, "Amount is more than 1\u{202F}000"),
        ("ru", "{attribute} is more than {max, number}", 1000, "Amount is more than 1\u{A0}000"),
        ("ar", "{attribute} is more than {max, number}", 1000, "Amount is more than ١٬٠٠٠"),
        ("ar", "It's {attribute} {value, number}", 3, "It's A ٣"),
    ])
    func formatsCustomMessagesInTheLanguage(language: String, message: String, value: Int, expected: String) throws {
        let locale = MessageCatalogs.yii.messageLocale(for: try #require(LocaleIdentifier(language)))
        let template = locale.applicationTranslation(of: message)
        #expect(template == message)
        let argument = message.contains("{max") ? "max" : "value"
        let label = message.contains("{max") ? "Amount" : "A"
        #expect(renderMiniMessage(template, label: label, arguments: [argument: .double(Double(value))], locale: locale) == expected)
    }
}
