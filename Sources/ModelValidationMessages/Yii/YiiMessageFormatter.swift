/// Yii's message formatting: translation, then ICU MessageFormat or plain substitution, chosen
/// per template.
///
/// Exactly as Yii's `Yii::t()` and `I18N::format()` with the application language:
/// - the template is translated first: a built-in one by the language's catalogs (the
///   application's, then Yii's), one the application wrote by the application's catalogs only
///   (see ``TemplateOrigin``); without a translation it stays in English;
/// - arguments marked as labels (``MessageArguments/setLabel(_:_:)``) are translated by the
///   application's catalogs, as an application's `attributeLabels()` translates them in Yii;
/// - with no arguments, the (translated) template comes back unchanged;
/// - a template with a typed ICU argument, one that matches `{\s*[\w.]+\s*,` (such as
///   `{min, number}` or `{n, plural, …}`), goes through ICU MessageFormat for the language:
///   numbers are grouped with its symbols (`1,000`; `1.000` in German, `١٬٠٠٠` in Arabic),
///   plurals selected with its CLDR rules, apostrophes quote (`''` → `'`), unknown placeholders
///   stay as written, and a pattern ICU rejects comes back unformatted;
/// - any other template gets a single pass of `{name}` substitution for the names present in
///   the arguments, values rendered with ``PHPSemantics/messageString(_:)`` (`1000` stays `1000`,
///   `''` stays `''`, and substituted text is never scanned again).
///
/// ``english`` is Yii with language and source language `en-US`: no catalogs, no lookups.
///
/// ```swift
/// let formatter = YiiMessageFormatter.english
/// formatter.format("{attribute} cannot be blank.", arguments: ["attribute": "Name"])
/// // "Name cannot be blank."
/// formatter.format(
///     "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.",
///     arguments: ["attribute": "Name", "min": 1000])
/// // "Name should contain at least 1,000 characters."
///
/// let russian = YiiMessageFormatter(language: MessageLanguage(LocaleIdentifier("ru")!))
/// russian.format(
///     "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.",
///     arguments: ["attribute": "Имя", "min": 5])
/// // "Значение «Имя» должно содержать минимум 5 символов."
/// ```
import ModelValidationLocales
import ModelValidationValues

public struct YiiMessageFormatter: MessageFormatter {
    /// The shared en-US formatter.
    public static let english = YiiMessageFormatter()

    /// The language messages are rendered in; `nil` for Yii's en-US without catalogs.
    public let language: MessageLanguage?

    /// Creates the en-US formatter.
    public init() {
        language = nil
    }

    /// Creates a formatter for a language (its catalogs, plural rules and number format).
    ///
    /// - Parameter language: The language to render in.
    public init(language: MessageLanguage) {
        self.language = language
    }

    /// Renders `template` as Yii would, treating it as one of the default messages.
    ///
    /// - Parameters:
    ///   - template: the message template.
    ///   - arguments: the placeholder values.
    /// - Returns: the rendered message.
    public func format(_ template: String, arguments: MessageArguments) -> String {
        formatReportingFailure(template, arguments: arguments, origin: .builtIn).message
    }

    /// Renders `template` as Yii would, translating it with the catalogs its origin allows.
    ///
    /// - Parameters:
    ///   - template: the message template.
    ///   - arguments: the placeholder values.
    ///   - origin: who wrote the template.
    /// - Returns: the rendered message.
    public func format(_ template: String, arguments: MessageArguments, origin: TemplateOrigin) -> String {
        formatReportingFailure(template, arguments: arguments, origin: origin).message
    }

    /// Renders `template` and tells whether ICU formatting failed, the case in which Yii logs a
    /// warning and returns the (translated) template unformatted.
    ///
    /// ```swift
    /// let result = YiiMessageFormatter.english.formatReportingFailure("Bad {a, foo}", arguments: ["a": 1])
    /// // result.message == "Bad {a, foo}", result.failed == true
    /// ```
    ///
    /// - Parameters:
    ///   - template: the message template.
    ///   - arguments: the placeholder values.
    ///   - origin: who wrote the template (``TemplateOrigin/builtIn`` unless given).
    /// - Returns: the message and whether formatting failed.
    public func formatReportingFailure(_ template: String, arguments: MessageArguments,
                                       origin: TemplateOrigin = .builtIn) -> (message: String, failed: Bool) {
        guard let language else { return Self.render(template, arguments: arguments, locale: nil) }
        let locale = language.resolved
        let translated = origin == .builtIn ? locale.translation(of: template) : locale.applicationTranslation(of: template)
        guard locale.hasApplicationCatalogs, arguments.hasLabels else {
            return Self.render(translated, arguments: arguments, locale: locale)
        }
        var labelled = arguments
        for entry in arguments.entries where entry.isLabel {
            if case .string(let label) = entry.value { labelled.setLabel(entry.name, locale.applicationTranslation(of: label)) }
        }
        return Self.render(translated, arguments: labelled, locale: locale)
    }

    /// Formats a template already in its language.
    private static func render(_ template: String, arguments: MessageArguments,
                               locale: MessageLocale?) -> (message: String, failed: Bool) {
        if arguments.isEmpty { return (template, false) }
        if usesICU(template) {
            if let formatted = ICUMessageFormat.format(template, arguments: arguments, locale: locale) {
                return (formatted, false)
            }
            return (template, true)
        }
        return (substitute(template, arguments), false)
    }

    /// Whether the template matches `{\s*[\w.]+\s*,` (Unicode classes).
    package static func usesICU(_ template: String) -> Bool {
        let scalars = template.unicodeScalars
        var i = scalars.startIndex
        while let open = scalars[i...].firstIndex(of: "{") {
            var j = scalars.index(after: open)
            while j < scalars.endIndex, scalars[j].properties.isWhitespace { j = scalars.index(after: j) }
            let nameStart = j
            while j < scalars.endIndex, isWordOrDot(scalars[j]) { j = scalars.index(after: j) }
            if j > nameStart {
                while j < scalars.endIndex, scalars[j].properties.isWhitespace { j = scalars.index(after: j) }
                if j < scalars.endIndex, scalars[j] == "," { return true }
            }
            i = j > open ? j : scalars.index(after: open)
        }
        return false
    }

    private static func isWordOrDot(_ s: Unicode.Scalar) -> Bool {
        if s == "_" || s == "." { return true }
        if s.isASCII { return (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9") }
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// PHP's `strtr($template, ['{name}' => value, …])`: one left-to-right pass, longest key first.
    static func substitute(_ template: String, _ arguments: MessageArguments) -> String {
        let bytes = Array(template.utf8)
        guard bytes.contains(UInt8(ascii: "{")) else { return template }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 32)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "{") {
                var best: (length: Int, entry: Int)?
                for (k, entry) in arguments.entries.enumerated() {
                    let name = entry.name.utf8
                    let end = i + 1 + name.count
                    guard end < bytes.count, bytes[end] == UInt8(ascii: "}"),
                          bytes[(i + 1)..<end].elementsEqual(name) else { continue }
                    if best == nil || name.count + 2 > best!.length { best = (name.count + 2, k) }
                }
                if let best {
                    out.append(contentsOf: PHPSemantics.messageString(arguments.entries[best.entry].value).utf8)
                    i += best.length
                    continue
                }
            }
            out.append(b)
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
