@testable import ModelValidationLocales
import ModelValidationMessages
import ModelValidationValues

/// An HTTP `Accept-Language` header, as a server hands it over: parsing, negotiation among the
/// bundled catalogs and a set of regional locales, and a message rendered in the language
/// chosen.
///
/// Input: the header on the first line (invalid UTF-8 replaced); the rest picks one of Yii's
/// message templates and the number it is rendered with.
///
/// Checks: at most ``AcceptLanguage/maximumPreferences`` preferences, weights in `0...1000`,
/// highest first; every range reads back from its own text; two parses agree, and bytes after
/// the ``AcceptLanguage/maximumBytes`` read change nothing; the match is a supported locale (or
/// the default), reached from the locale used along its fallback chain or extending it, and
/// the locale used is a range the header accepts, a supported locale or the default, never a
/// range the header only rules out; a message renders in the language.
enum LanguageTarget {
    static let target = FuzzTarget(
        name: "language", summary: "Accept-Language parsing and negotiation, a message rendered in the chosen language",
        maxLength: AcceptLanguage.maximumBytes + 256, run: run)

    /// Regional locales beside the bundled catalogs, so that matches reach extensions (`nb` →
    /// `nb-NO`), scripts (`zh-TW`, `sr-Latn`) and fallback chains.
    static let regional: Set<LocaleIdentifier> = Set(
        ["de", "de-CH", "pt-BR", "zh-TW", "zh-Hans", "nb-NO", "sr-Latn", "es-419", "en-GB"].compactMap { LocaleIdentifier($0) })

    /// The sets of supported locales a header is matched against, made once (sorting the
    /// catalogs' locales was most of the target's time per input).
    static let supportedSets: [Set<LocaleIdentifier>] = {
        let bundled = Set(MessageCatalogs.yii.locales)
        return [bundled, regional, bundled.union(regional)]
    }()

    static func run(_ input: [UInt8]) {
        var parts = FuzzInput(input)
        let header = FuzzInput.text(parts.line())
        let rest = parts.rest()

        let parsed = AcceptLanguage(header)
        checkPreferences(parsed, header)
        Invariant.expect(AcceptLanguage(header) == parsed, "two parses of one header disagree")
        if header.utf8.count > AcceptLanguage.maximumBytes {
            Invariant.expect(AcceptLanguage(header + ", de;q=0.5, *") == parsed,
                             "bytes after the first \(AcceptLanguage.maximumBytes) changed the preferences")
        }

        let catalogs = MessageCatalogs.yii
        for supported in supportedSets {
            checkMatch(parsed.bestMatch(in: supported, default: .english), parsed, supported: supported)
        }

        let language = MessageLanguage(acceptLanguage: header)
        Invariant.expect(language.locale == catalogs.preferredLocale(for: parsed),
                         "the language is not the catalogs' preferred locale")
        let templates = YiiCatalogs.englishTemplates
        let pick = rest.first.map { Int($0) % templates.count } ?? 0
        var number = 0
        for byte in rest.dropFirst().prefix(7) { number = number << 8 | Int(byte) }
        var arguments = MessageArguments()
        arguments.set("attribute", .string("Name"))
        for name in ["min", "max", "length", "compareValue", "value", "n"] { arguments.set(name, .int(number &- 1_000)) }
        let message = language.formatter.format(language.translation(of: templates[pick]), arguments: arguments)
        Invariant.expect(!message.isEmpty, "an empty message for \(Invariant.quoted(templates[pick])) in \(language.locale)")
    }

    /// The parsed preferences keep the bounds and the order the type promises.
    static func checkPreferences(_ parsed: AcceptLanguage, _ header: String) {
        let preferences = parsed.preferences
        Invariant.expect(preferences.count <= AcceptLanguage.maximumPreferences, "\(preferences.count) preferences kept")
        for (i, preference) in preferences.enumerated() {
            Invariant.expect((0...1000).contains(preference.quality), "a weight of \(preference.quality)")
            if i > 0 {
                Invariant.expect(preferences[i - 1].quality >= preference.quality, "preferences out of order")
            }
            if let range = preference.range {
                Invariant.expect(range.description.utf8.count <= LocaleIdentifier.maximumLength, "a range longer than the limit")
                Invariant.expect(LocaleIdentifier(range.description) == range,
                                 "the range \(Invariant.quoted(range.description)) does not read back from its text")
            }
        }
    }

    /// The match is one the rules of ``AcceptLanguage/bestMatch(in:default:)`` allow.
    static func checkMatch(_ match: AcceptLanguage.Match, _ parsed: AcceptLanguage, supported: Set<LocaleIdentifier>) {
        let english = LocaleIdentifier.english
        let accepted = Set(parsed.preferences.filter { $0.quality > 0 }.compactMap(\.range))
        let refused = Set(parsed.preferences.filter { $0.quality == 0 }.compactMap(\.range))
        let shown = "\(match.locale) (\(match.supported))"
        Invariant.expect(supported.contains(match.supported) || (match.supported == english && match.locale == english),
                         "matched \(shown), which is neither supported nor the default")
        if match.locale != match.supported {
            Invariant.expect(match.locale.fallbackChain.contains(match.supported),
                             "\(shown): the supported locale is not on the locale's fallback chain")
            Invariant.expect(accepted.contains(match.locale), "\(shown): the locale is not a range the header accepts")
        }
        Invariant.expect(match.locale == english || supported.contains(match.locale) || accepted.contains(match.locale),
                         "\(shown): the locale is none the header accepts, none supported and not the default")
        if refused.contains(match.locale) && match.locale != english {
            Invariant.expect(accepted.contains(match.locale), "\(shown): the locale is one the header rules out")
        }
    }
}
