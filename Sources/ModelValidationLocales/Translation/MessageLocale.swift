/// Everything message rendering needs for one locale, resolved once: the catalogs to translate
/// with, the plural rules and the number format. This is what the message formatter is given.
///
/// A value is immutable and `Sendable`; nothing is global or shared between validations.
/// ``english`` is the source language: it has no catalogs, so ``translation(of:)`` returns its
/// argument unchanged and costs nothing.
///
/// Formatting follows Yii: a default message is looked up in the catalogs (application first,
/// then Yii's, along the fallback chain), and whether or not a translation was found it is
/// formatted with this locale's plural rules and numbers (Yii's validators format with the
/// application language), so an untranslated English template in Arabic still gets
/// Arabic-Indic digits.
///
/// ```swift
/// let russian = MessageCatalogs.yii.messageLocale(for: LocaleIdentifier("ru")!)
/// russian.translation(of: "{attribute} cannot be blank.")   // "Необходимо заполнить «{attribute}»."
/// russian.pluralCategory(for: 21)                           // .one
/// russian.format(1000)                                      // "1\u{A0}000"
/// ```
package struct MessageLocale: Sendable {
    /// The locale (as requested, e.g. `de-CH`: its catalogs may come from `de`).
    package let identifier: LocaleIdentifier
    /// Catalogs for default messages, most specific first: the application's and Yii's.
    let defaultMessageCatalogs: [MessageCatalog]
    /// Catalogs for the application's own texts (custom messages, labels): the application's only.
    let applicationCatalogs: [MessageCatalog]
    /// Cardinal plural rules (`plural`).
    package let cardinalRules: PluralRules
    /// Ordinal plural rules (`selectordinal`).
    package let ordinalRules: PluralRules
    /// How numbers are written.
    package let numberFormat: NumberFormat

    /// US English with no catalogs: templates unchanged, English plurals, `1,000`.
    package static let english = MessageLocale(identifier: LocaleIdentifier(builtIn: "en-US"), catalogs: .english)

    /// Resolves a locale against catalogs.
    ///
    /// - Parameters:
    ///   - identifier: The locale to render in.
    ///   - catalogs: The catalogs to translate with.
    package init(identifier: LocaleIdentifier, catalogs: MessageCatalogs) {
        self.identifier = identifier
        let chain = catalogs.chain(for: identifier)
        defaultMessageCatalogs = chain.map(\.catalog)
        applicationCatalogs = chain.filter { !$0.isBuiltIn }.map(\.catalog)
        cardinalRules = PluralRules.cardinal(for: identifier)
        ordinalRules = PluralRules.ordinal(for: identifier)
        numberFormat = NumberFormat.cldr(for: identifier)
    }

    /// Whether no catalog applies, so every text stays as written.
    package var isUntranslated: Bool { defaultMessageCatalogs.isEmpty }

    /// The locales of the catalogs the default messages come from, most specific first
    /// (`de` for `de-AT`, `zh-TW` for `zh-HK`); empty when no catalog applies.
    package var catalogLocales: [LocaleIdentifier] {
        var locales: [LocaleIdentifier] = []
        for catalog in defaultMessageCatalogs where !locales.contains(catalog.locale) { locales.append(catalog.locale) }
        return locales
    }

    /// Whether an application catalog applies, so labels and custom messages may be translated.
    package var hasApplicationCatalogs: Bool { !applicationCatalogs.isEmpty }

    /// The translation of one of the default messages, or the template itself.
    ///
    /// - Parameter template: The exact English template (`{attribute} cannot be blank.`).
    /// - Returns: The first translation along the chain, else `template`.
    /// - Complexity: One hash lookup per catalog in the chain; none and no allocation when
    ///   there are no catalogs (English).
    package func translation(of template: String) -> String {
        for catalog in defaultMessageCatalogs {
            if let translated = catalog.translations[template] { return translated }
        }
        return template
    }

    /// The translation of an application text (a custom message or a label) by the
    /// application's catalogs, or the text itself. Yii's catalogs are not consulted.
    ///
    /// - Parameter text: The exact text as written in the rules or labels.
    /// - Returns: The translation, else `text`.
    package func applicationTranslation(of text: String) -> String {
        for catalog in applicationCatalogs {
            if let translated = catalog.translations[text] { return translated }
        }
        return text
    }

    /// The plural category of an integer.
    ///
    /// - Parameters:
    ///   - value: The number (after any plural `offset`).
    ///   - ordinal: Whether to use the ordinal rules (`selectordinal`).
    package func pluralCategory(for value: Int, ordinal: Bool = false) -> PluralCategory {
        (ordinal ? ordinalRules : cardinalRules).category(for: PluralOperands(value))
    }

    /// The plural category of a double as ICU selects it in a message: from the number as
    /// the decimal style shows it (at most three fraction digits, no trailing zeros), so 1.0
    /// is `one` in English and 1.5 is `other` in Russian. Infinities and NaN are `other`.
    ///
    /// - Parameters:
    ///   - value: The number (after any plural `offset`).
    ///   - ordinal: Whether to use the ordinal rules (`selectordinal`).
    package func pluralCategory(for value: Double, ordinal: Bool = false) -> PluralCategory {
        guard let number = DecimalNumber(value) else { return .other }
        let operands = PluralOperands(NumberFormat.displayed(number, style: .decimal))
        return (ordinal ? ordinalRules : cardinalRules).category(for: operands)
    }

    /// Formats an integer with this locale's symbols (`1.000` in German).
    package func format(_ value: Int, style: NumberFormat.Style = .decimal) -> String {
        numberFormat.format(value, style: style)
    }

    /// Formats a double with this locale's symbols, rounded as the style requires.
    package func format(_ value: Double, style: NumberFormat.Style = .decimal) -> String {
        numberFormat.format(value, style: style)
    }
}

extension MessageCatalogs {
    /// Resolves a locale for rendering messages with these catalogs.
    ///
    /// - Parameter locale: The locale chosen for this validation.
    /// - Returns: The catalogs, plural rules and number format for it.
    package func messageLocale(for locale: LocaleIdentifier) -> MessageLocale {
        MessageLocale(identifier: locale, catalogs: self)
    }
}
