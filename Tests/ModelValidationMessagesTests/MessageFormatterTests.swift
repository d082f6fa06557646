import Testing
import ModelValidationLocales
@testable import ModelValidationMessages

/// The formatter protocol: its default for the origin of a template, and the origins.
struct MessageFormatterTests {
    /// The example of the protocol's documentation: English, upper-cased.
    struct Shouting: MessageFormatter {
        func format(_ template: String, arguments: MessageArguments) -> String {
            YiiMessageFormatter.english.format(template, arguments: arguments).uppercased()
        }
    }

    @Test func aFormatterThatIgnoresTheOriginRendersTheSameForBoth() {
        let arguments: MessageArguments = ["attribute": "Name"]
        #expect(Shouting().format("{attribute} cannot be blank.", arguments: arguments) == "NAME CANNOT BE BLANK.")
        #expect(Shouting().format("{attribute} cannot be blank.", arguments: arguments, origin: .builtIn) == "NAME CANNOT BE BLANK.")
        #expect(Shouting().format("{attribute} cannot be blank.", arguments: arguments, origin: .application) == "NAME CANNOT BE BLANK.")
    }

    /// The example of `TemplateOrigin`'s documentation: Yii's catalogs translate only its own
    /// wording; the application's text stays as it was written.
    @Test func yiisCatalogsTranslateOnlyBuiltInTemplates() throws {
        let german = YiiMessageFormatter(language: MessageLanguage(try #require(LocaleIdentifier("de"))))
        #expect(german.format("{attribute} is invalid.", arguments: ["attribute": "Code"], origin: .builtIn) == "Code ist ungültig.")
        #expect(german.format("{attribute} is invalid.", arguments: ["attribute": "Code"], origin: .application) == "Code is invalid.")
    }

    @Test func origins() {
        #expect(TemplateOrigin.builtIn.rawValue == 0 && TemplateOrigin.application.rawValue == 1)
        #expect(TemplateOrigin(rawValue: 2) == nil)
    }
}
