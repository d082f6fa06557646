import ModelValidationLocales
import ModelValidationValues
import Testing
@testable import ModelValidationMessages

/// Expectations from the `message`, `label`, `string` and `number` groups of the conformance vectors.
struct YiiMessageFormatterTests {
    let formatter = YiiMessageFormatter.english

    func render(_ template: String, _ arguments: MessageArguments) -> String {
        formatter.format(template, arguments: arguments)
    }

    @Test(arguments: [
        (AttributeValue.null, "[A] []"), (false, "[A] []"), (true, "[A] [1]"), (1e20, "[A] [1.0E+20]"),
        (-0.0, "[A] [-0]"), (42, "[A] [42]"), ("str", "[A] [str]"), (["x"], "[A] [array()]"),
        (["k": "v"], "[A] [array()]"), ("with {attribute} inside", "[A] [with {attribute} inside]"),
    ] as [(AttributeValue, String)])
    func plainValueRendering(value: AttributeValue, expected: String) {
        #expect(render("[{attribute}] [{value}]", ["attribute": "A", "value": value]) == expected)
    }

    @Test(arguments: [
        ("{attribute} {unknown} {value}", "3", "A {unknown} 3"),
        ("{attribute} is {{value}}", "abc", "A is {abc}"),
        ("{ attribute } {value}", "1", "{ attribute } 1"),
        ("It''s {attribute}", "abc", "It''s A"),
        ("It's {attribute}", "3", "It's A"),
        ("Unbalanced {attribute", "3", "Unbalanced {attribute"),
        ("{attribute} has {value, number} items", "1", "A has 1 items"),
        ("{attribute}: {value, plural, one{# item} other{# items}}", "3", "A: 3 items"),
        ("{attribute}: {value, plural, one{# item} other{# items}}", "1", "A: 1 item"),
        ("{attribute}: {value, plural, one{# item} other{# items}}", "abc", "A: 0 items"),
        ("{attribute} is {value, select, yes{Yes} other{Other}}", "3", "A is Other"),
        ("{attribute} is {value, select, yes{Yes} other{Other}}", "yes", "A is Yes"),
        ("{attribute} {unknown, number} {value}", "1", "A {unknown, number} 1"),
        ("{attribute} {unknown, number} {value}", "abc", "A {unknown, number} abc"),
        ("It's {attribute} {value, number}", "3", "It's A 3"),
        ("It's {attribute} {value, number}", "abc", "It's A 0"),
        ("Bad {attribute, foo}", "3", "Bad {attribute, foo}"),
        ("{value, plural, offset:1 offset:2 other{# more}}", "5", "{value, plural, offset:1 offset:2 other{# more}}"),
    ])
    func customMessages(template: String, value: String, expected: String) {
        #expect(render(template, ["attribute": "A", "value": .string(value)]) == expected)
    }

    static let tooShort = "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}."
    static let tooLong = "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}."

    @Test(arguments: [
        (AttributeValue.int(1), "A should contain at least 1 character."),
        (21, "A should contain at least 21 characters."),
        (1000, "A should contain at least 1,000 characters."),
        (1_000_000, "A should contain at least 1,000,000 characters."),
        (1.0, "A should contain at least 1 character."),
        (1.5, "A should contain at least 1.5 characters."),
    ] as [(AttributeValue, String)])
    func stringDefaultsUseICU(min: AttributeValue, expected: String) {
        #expect(render(Self.tooShort, ["attribute": "A", "min": min]) == expected)
    }

    @Test func minusOneIsSingular() {
        #expect(render(Self.tooLong, ["attribute": "A", "max": -1]) == "A should contain at most -1 character.")
    }

    @Test func numberDefaultsStayPlain() {
        #expect(render("{attribute} must be no less than {min}.", ["attribute": "A", "min": 1000]) == "A must be no less than 1000.")
        #expect(render("{attribute} must be no less than {min}.", ["attribute": "A", "min": 0.1]) == "A must be no less than 0.1.")
        #expect(render("{attribute} must be no less than {min}.", ["attribute": "A", "min": "1e3"]) == "A must be no less than 1e3.")
        #expect(render("{attribute} is more than {max, number}", ["attribute": "Amount", "max": 1000]) == "Amount is more than 1,000")
    }

    @Test func quotedPlaceholdersShowPositions() {
        let template = "'{attribute}' is '{min, number}'"
        #expect(render(template, ["attribute": "Name", "min": 3]) == "{0} is {1, number}")
    }

    @Test func labelsAreNotExpandedAgain() {
        let label = "Label {min} and 'quotes'"
        #expect(render(Self.tooShort, ["attribute": .string(label), "min": 3])
            == "Label {min} and 'quotes' should contain at least 3 characters.")
        #expect(render("{attribute} cannot be blank.", ["attribute": "Label with {braces}"])
            == "Label with {braces} cannot be blank.")
    }

    @Test func noArgumentsLeavesTemplate() {
        #expect(render("It''s {x, number}", MessageArguments()) == "It''s {x, number}")
    }

    @Test func failureIsReported() {
        let result = formatter.formatReportingFailure("Bad {attribute, foo}", arguments: ["attribute": "A"])
        #expect(result.message == "Bad {attribute, foo}")
        #expect(result.failed)
        #expect(!formatter.formatReportingFailure("{a}", arguments: ["a": 1]).failed)
    }

    @Test func engineChoice() {
        #expect(YiiMessageFormatter.usesICU("{min, number}"))
        #expect(YiiMessageFormatter.usesICU("{ a.b ,x}"))
        #expect(YiiMessageFormatter.usesICU("{{x, number}"))
        #expect(!YiiMessageFormatter.usesICU("{min} {max}"))
        #expect(!YiiMessageFormatter.usesICU("{, number}"))
    }

    @Test func longestKeyAndSinglePass() {
        let args: MessageArguments = ["a": "{b}", "b": "B"]
        #expect(render("{a}{b}", args) == "{b}B")
    }

    @Test func argumentsKeepOrderAndReplace() {
        var args = MessageArguments(["x": 1, "y": 2])
        args.set("x", 3)
        args.set("z", nil)
        #expect(args.entries.map(\.name) == ["x", "y", "z"])
        #expect(args["x"] == 3)
        #expect(args["nope"] == nil)
        #expect(args.count == 3)
    }

    @Test(arguments: [
        ("{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.", 1234567),
        ("{a}: {n, plural, offset:1 =0{none} =1{one} one{# more} other{# others}}", 2),
        ("{n, number} {n, number, integer} {n, number, percent}", 1234.5678),
        ("{n, number}", -0.0005),
        ("{n, number}", 1e300),
        ("{n, number, percent}", .double(.infinity)),
        ("{n, number}", .double(.nan)),
        ("{n, selectordinal, one{#st} two{#nd} few{#rd} other{#th}}", 23),
        ("{n, plural, one{# item} other{# items}}", 1.0),
        ("{n, plural, one{# item} other{# items}}", 1.5),
        ("{n}, {n, number}", "12abc"),
        ("Price {n, number, currency}", 9.995),
        ("It''s {attribute} {n, number}", 3),
    ] as [(String, AttributeValue)])
    func englishAsALanguageFormatsLikeTheEnglishFormatter(template: String, value: AttributeValue) {
        let arguments: MessageArguments = ["attribute": "A", "a": "B", "n": value]
        #expect(MessageLanguage.english.formatter.formatReportingFailure(template, arguments: arguments)
            == formatter.formatReportingFailure(template, arguments: arguments))
    }

    @Test func theOriginDecidesWhichCatalogsTranslate() throws {
        let locale = try #require(LocaleIdentifier("de"))
        let mine = MessageCatalog(locale: locale, translations: ["{attribute} must contain a digit.": "{attribute} braucht eine Ziffer."])
        let german = YiiMessageFormatter(language: MessageLanguage(locale, catalogs: MessageCatalogs.yii.adding(mine)))
        let arguments: MessageArguments = ["attribute": "Passwort"]
        #expect(german.format("{attribute} is invalid.", arguments: arguments) == "Passwort ist ungültig.")
        #expect(german.format("{attribute} is invalid.", arguments: arguments, origin: .builtIn) == "Passwort ist ungültig.")
        #expect(german.format("{attribute} is invalid.", arguments: arguments, origin: .application) == "Passwort is invalid.")
        #expect(german.format("{attribute} must contain a digit.", arguments: arguments, origin: .application)
            == "Passwort braucht eine Ziffer.")
        #expect(german.format("{attribute} is invalid.", arguments: [:]) == "{attribute} ist ungültig.")
        #expect(german.language?.description == "de")
        #expect(YiiMessageFormatter.english.language == nil)
    }

    @Test func aTranslationThatICURejectsComesBackTranslatedButUnformatted() throws {
        let locale = try #require(LocaleIdentifier("de"))
        let broken = MessageCatalog(locale: locale, translations: ["{n} left": "{n, nonsense} übrig"])
        let german = YiiMessageFormatter(language: MessageLanguage(locale, catalogs: .init(applicationCatalogs: [broken])))
        let result = german.formatReportingFailure("{n} left", arguments: ["n": 3])
        #expect(result.message == "{n, nonsense} übrig")
        #expect(result.failed)
    }

    @Test func aFormatterThatIgnoresTheOriginStillRenders() {
        struct Plain: MessageFormatter {
            func format(_ template: String, arguments: MessageArguments) -> String { template.uppercased() }
        }
        #expect(Plain().format("abc", arguments: [:], origin: .application) == "ABC")
    }

    @Test func labelsAreMarkedAndTranslatedByTheApplicationsCatalog() throws {
        var arguments = MessageArguments()
        arguments.setLabel("attribute", "Email")
        arguments.set("value", "Email")
        arguments.setLabel("compareAttribute", "Email")
        #expect(arguments.entries.map(\.isLabel) == [true, false, true])
        #expect(arguments == ["attribute": "Email", "value": "Email", "compareAttribute": "Email"])
        let de = try #require(LocaleIdentifier("de"))
        let ours = MessageCatalog(locale: de, translations: ["Email": "E-Mail"])
        let german = YiiMessageFormatter(language: MessageLanguage(de, catalogs: MessageCatalogs.yii.adding(ours)))
        #expect(german.format("{attribute} must be equal to \"{compareValueOrAttribute}\".", arguments: arguments)
            == "E-Mail muss gleich mit \"{compareValueOrAttribute}\" sein.")
        #expect(german.format("[{attribute}] [{value}] [{compareAttribute}]", arguments: arguments, origin: .application)
            == "[E-Mail] [Email] [E-Mail]")
        // Without an application catalog, labels stay as written.
        #expect(YiiMessageFormatter(language: MessageLanguage(de)).format("[{attribute}]", arguments: arguments) == "[Email]")
        arguments.set("attribute", "Email")
        #expect(arguments.entries.map(\.isLabel) == [false, false, true])
    }
}
