/// Translations of message templates into one language, keyed by the exact source text.
///
/// Keys are the templates as written in the source language (Yii's English defaults such as
/// `{attribute} cannot be blank.`, an application's own custom messages, or attribute labels);
/// values are the translations, with the same placeholders. An empty translation means
/// "not translated", as in Yii's message files, and is dropped, so lookups fall through to
/// the next catalog in the locale's fallback chain and finally to the source text.
///
/// ```swift
/// if let locale = LocaleIdentifier("de") {
///     let german = MessageCatalog(locale: locale, translations: [
///         "{attribute} cannot be blank.": "Bitte {attribute} angeben.",
///         "E-mail": "E-Mail-Adresse",
///     ])
///     german.translation(of: "{attribute} cannot be blank.")   // "Bitte {attribute} angeben."
/// }
/// ```
public struct MessageCatalog: Sendable, Equatable {
    /// The locale the translations are written for (`de`, `pt-BR`).
    public let locale: LocaleIdentifier
    /// The non-empty translations, keyed by source text.
    public let translations: [String: String]

    /// A catalog for a locale.
    ///
    /// - Parameters:
    ///   - locale: The locale the translations are for. A catalog for `de` also serves `de-AT`
    ///     and `de-CH` unless they have catalogs of their own.
    ///   - translations: Source text to translation; empty translations are ignored.
    public init(locale: LocaleIdentifier, translations: [String: String]) {
        self.locale = locale
        self.translations = translations.filter { !$0.value.isEmpty }
    }

    /// The translation of a source text, or `nil` when this catalog has none.
    ///
    /// - Parameter source: The exact source text (a template or label).
    /// - Returns: The translation, never empty.
    /// - Complexity: One hash lookup; no allocation.
    public func translation(of source: String) -> String? {
        translations[source]
    }

    /// This catalog with another one's translations added; the other catalog's entries win.
    ///
    /// - Parameter other: Translations to add or replace. Its locale is not checked: the
    ///   result keeps this catalog's locale.
    /// - Returns: The merged catalog.
    public func merging(_ other: MessageCatalog) -> MessageCatalog {
        MessageCatalog(locale: locale, translations: translations.merging(other.translations) { _, new in new })
    }
}
