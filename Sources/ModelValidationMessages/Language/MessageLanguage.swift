import ModelValidationLocales

/// The language failures are reported in: a locale and the catalogs that translate into it.
///
/// A language is chosen per validation, never globally: pass one to `validate(language:)`, or
/// bind ``current`` for a task (a request handler) so that everything validated and rendered in
/// that task uses it. Values are immutable and `Sendable`, cheap to copy (one reference) and to
/// share between tasks.
///
/// Building one resolves the locale once: the catalogs along its fallback chain (`de-AT` reads
/// `de`), its CLDR plural rules and its number format. Messages are then translated and
/// formatted as Yii formats them for `Yii::$app->language`: Yii's default messages come from
/// Yii's translation for the language (or the application's, which wins), text the application
/// wrote (a custom `message`, a label) only from the application's catalogs, and every message
/// is formatted with the language's plural rules and digits, translated or not.
///
/// ```swift
/// let german = MessageLanguage(LocaleIdentifier("de")!)
/// german.translation(of: "{attribute} cannot be blank.")   // "{attribute} darf nicht leer sein."
/// german.formatter.format("{attribute} cannot be blank.", arguments: ["attribute": "E-Mail"])
/// // "E-Mail darf nicht leer sein."
///
/// let client = MessageLanguage(acceptLanguage: "ru-RU, ru;q=0.9, en;q=0.5")
/// client.locale.description                                 // "ru-RU"
/// ```
public struct MessageLanguage: Sendable, Equatable, CustomStringConvertible {
    /// The resolved locale, shared by copies.
    let storage: Storage

    /// What a language resolves to, computed once.
    final class Storage: Sendable {
        let catalogs: MessageCatalogs
        let resolved: MessageLocale

        init(locale: LocaleIdentifier, catalogs: MessageCatalogs) {
            self.catalogs = catalogs
            resolved = catalogs.messageLocale(for: locale)
        }
    }

    /// A language for a locale, translated with `catalogs`.
    ///
    /// - Parameters:
    ///   - locale: The locale to report in. Any well-formed tag is accepted: one without a
    ///     catalog keeps the English wording but still gets its own plural rules and digits.
    ///   - catalogs: The catalogs to translate with: Yii's by default; add the application's
    ///     with ``MessageCatalogs/adding(_:)``.
    public init(_ locale: LocaleIdentifier, catalogs: MessageCatalogs = .yii) {
        storage = Storage(locale: locale, catalogs: catalogs)
    }

    /// A language for a tag such as `de`, `pt_BR` or `zh-Hant-TW`.
    ///
    /// - Parameters:
    ///   - tag: A language tag (see ``LocaleIdentifier/init(_:)``).
    ///   - catalogs: The catalogs to translate with.
    /// - Returns: `nil` when the tag is malformed.
    public init?(_ tag: some StringProtocol, catalogs: MessageCatalogs = .yii) {
        guard let locale = LocaleIdentifier(tag) else { return nil }
        self.init(locale, catalogs: catalogs)
    }

    /// The language an HTTP client asks for: the best match of its `Accept-Language` header
    /// among the locales `catalogs` support (see ``MessageCatalogs/preferredLocale(for:)``),
    /// else English.
    ///
    /// - Parameters:
    ///   - acceptLanguage: The parsed header.
    ///   - catalogs: The catalogs to translate with; they decide which locales are supported.
    public init(acceptLanguage: AcceptLanguage, catalogs: MessageCatalogs = .yii) {
        self.init(catalogs.preferredLocale(for: acceptLanguage), catalogs: catalogs)
    }

    /// The language an HTTP client asks for, from the raw `Accept-Language` field value.
    ///
    /// The header is untrusted input: parsing never fails and reads a bounded prefix (see
    /// ``AcceptLanguage``); a missing, empty or unmatched header gives English.
    ///
    /// - Parameters:
    ///   - acceptLanguage: The header's value, such as `de-CH, de;q=0.9, en;q=0.5`.
    ///   - catalogs: The catalogs to translate with.
    public init(acceptLanguage: some StringProtocol, catalogs: MessageCatalogs = .yii) {
        self.init(acceptLanguage: AcceptLanguage(acceptLanguage), catalogs: catalogs)
    }

    /// US English with Yii's catalogs: Yii's own wording, `1,000`, English plurals. Rendering
    /// in it gives what rendering with no language gives.
    public static let english = MessageLanguage(LocaleIdentifier("en-US") ?? .english)

    /// The locale messages are reported in (as chosen: `de-CH`, whose texts may come from `de`).
    public var locale: LocaleIdentifier { storage.resolved.identifier }

    /// The catalogs the language translates with.
    public var catalogs: MessageCatalogs { storage.catalogs }

    /// The formatter that renders messages in this language.
    public var formatter: YiiMessageFormatter { YiiMessageFormatter(language: self) }

    /// The tag of ``locale``.
    public var description: String { locale.description }

    /// One of the default messages in this language: the application's translation, else
    /// Yii's, along the locale's fallback chain; else the English template itself.
    ///
    /// - Parameter template: The exact English template (`{attribute} cannot be blank.`).
    /// - Returns: The translated template, placeholders unchanged.
    public func translation(of template: String) -> String {
        storage.resolved.translation(of: template)
    }

    /// Text the application wrote (a custom message, a label) in this language: the
    /// application's translation along the fallback chain, else the text as written. Yii's
    /// catalogs are not consulted.
    ///
    /// - Parameter text: The exact text.
    /// - Returns: The translation, or `text`.
    public func applicationTranslation(of text: String) -> String {
        storage.resolved.applicationTranslation(of: text)
    }

    /// Whether the language has no catalog at all (English with Yii's catalogs, or a language
    /// nobody translated): texts stay as written, only numbers and plurals follow the locale.
    public var isUntranslated: Bool { storage.resolved.isUntranslated }

    /// The locales of the catalogs the default messages come from, most specific first: `de`
    /// for `de-AT`, `zh-TW` for `zh-HK`, none for a language nobody translated.
    package var catalogLocales: [LocaleIdentifier] { storage.resolved.catalogLocales }

    /// The resolved locale data the formatter reads.
    var resolved: MessageLocale { storage.resolved }

    /// Whether two languages render alike: the same locale and equal catalogs.
    public static func == (lhs: MessageLanguage, rhs: MessageLanguage) -> Bool {
        lhs.storage === rhs.storage || (lhs.locale == rhs.locale && lhs.catalogs == rhs.catalogs)
    }
}

extension MessageLanguage {
    /// The language of the running task, when one was chosen for it; `nil` means English.
    ///
    /// Bind it around the work of one request: validations that are not given a language use
    /// it, and so do messages rendered without one. It is a task-local value, so concurrent
    /// requests each see their own, child tasks inherit it, and nothing outlives the scope:
    /// no global state, no locks.
    ///
    /// ```swift
    /// let language = MessageLanguage(acceptLanguage: request.headers["Accept-Language"] ?? "")
    /// try MessageLanguage.$current.withValue(language) {
    ///     try model.validate()
    ///     let problem = ValidationProblem(model)   // in the client's language
    /// }
    /// ```
    @TaskLocal public static var current: MessageLanguage?
}
