/// The catalogs messages can be translated with: Yii's built-in translations of the default
/// messages and the application's own catalogs, which add languages, change wording and
/// translate custom messages and labels.
///
/// A value is immutable and `Sendable`: build it once at start-up and share it; choosing the
/// language happens per validation, from a ``LocaleIdentifier`` or an `Accept-Language` header.
///
/// When a message is looked up for a locale, the locale's ``LocaleIdentifier/fallbackChain`` is
/// walked most specific first (`pt-BR`, then `pt`); at each step the application's catalog is
/// consulted before Yii's, and the first translation found wins. Without one, the English
/// source text is used. A custom message (one the application wrote on a rule) and a label
/// are only translated by the application's catalogs, never by Yii's.
///
/// ```swift
/// var catalogs = MessageCatalogs.yii
/// if let esperanto = LocaleIdentifier("eo") {
///     catalogs = catalogs.adding(MessageCatalog(locale: esperanto, translations: [
///         "{attribute} cannot be blank.": "{attribute} ne povas esti malplena.",
///     ]))
/// }
/// catalogs.preferredLocale(for: AcceptLanguage("eo, de;q=0.5")).description   // "eo"
/// ```
public struct MessageCatalogs: Sendable, Equatable {
    /// The application's catalogs, by locale.
    public let applicationCatalogs: [LocaleIdentifier: MessageCatalog]
    /// Whether Yii's built-in translations are consulted.
    public let includesYiiTranslations: Bool
    /// Every locale with a catalog, plus English (see ``locales``).
    private let supportedLocales: Set<LocaleIdentifier>

    /// Yii's translations of its default validator messages, in every language Yii ships.
    public static let yii = MessageCatalogs(includesYiiTranslations: true, applicationCatalogs: [])

    /// No translations: every message stays in English.
    public static let english = MessageCatalogs(includesYiiTranslations: false, applicationCatalogs: [])

    /// Catalogs from the application's own, with or without Yii's.
    ///
    /// - Parameters:
    ///   - includesYiiTranslations: Whether Yii's translations of the default messages are used.
    ///   - applicationCatalogs: The application's catalogs; two for the same locale are merged,
    ///     the later one winning.
    public init(includesYiiTranslations: Bool = true, applicationCatalogs: [MessageCatalog]) {
        var byLocale: [LocaleIdentifier: MessageCatalog] = [:]
        for catalog in applicationCatalogs {
            byLocale[catalog.locale] = byLocale[catalog.locale].map { $0.merging(catalog) } ?? catalog
        }
        self.applicationCatalogs = byLocale
        self.includesYiiTranslations = includesYiiTranslations
        var supported = Set(byLocale.keys)
        if includesYiiTranslations { supported.formUnion(YiiCatalogs.locales) }
        supported.insert(.english)
        supportedLocales = supported
    }

    /// These catalogs with an application catalog added (merged into an existing one for the
    /// same locale, its entries winning).
    ///
    /// - Parameter catalog: Translations for one locale.
    /// - Returns: The extended catalogs.
    public func adding(_ catalog: MessageCatalog) -> MessageCatalogs {
        MessageCatalogs(includesYiiTranslations: includesYiiTranslations, applicationCatalogs: Array(applicationCatalogs.values) + [catalog])
    }

    /// Every locale with a catalog, plus English, sorted by tag.
    public var locales: [LocaleIdentifier] {
        supportedLocales.sorted { $0.description < $1.description }
    }

    /// The locale to validate in for a request's `Accept-Language` header: the best match
    /// among ``locales`` (see ``AcceptLanguage/bestMatch(in:default:)``), else English.
    ///
    /// - Parameter acceptLanguage: The parsed header.
    /// - Returns: The client's locale when a catalog serves it (`de-CH` for `de`), a supported
    ///   locale, or ``LocaleIdentifier/english``.
    public func preferredLocale(for acceptLanguage: AcceptLanguage) -> LocaleIdentifier {
        acceptLanguage.bestMatch(in: supportedLocales, default: .english).locale
    }

    /// The catalogs consulted for a locale, most specific first; the flag tells Yii's apart.
    func chain(for locale: LocaleIdentifier) -> [(catalog: MessageCatalog, isBuiltIn: Bool)] {
        var chain: [(catalog: MessageCatalog, isBuiltIn: Bool)] = []
        for candidate in locale.fallbackChain {
            if let catalog = applicationCatalogs[candidate] { chain.append((catalog, false)) }
            if includesYiiTranslations, let catalog = YiiCatalogs.catalog(for: candidate) { chain.append((catalog, true)) }
        }
        return chain
    }
}
