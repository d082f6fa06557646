extension MessageCatalog {
    /// Yii's translations of its default validator messages for exactly this locale (no
    /// fallback), or `nil` when Yii ships none for it.
    ///
    /// Use it to inspect a built-in catalog or to start an application catalog from it.
    ///
    /// - Parameter locale: A locale Yii ships, such as `de`, `pt-BR` or `zh-TW`.
    /// - Returns: The catalog; untranslated templates are absent from it.
    ///
    /// ```swift
    /// if let locale = LocaleIdentifier("ru"), let russian = MessageCatalog.yii(for: locale) {
    ///     russian.translation(of: "{attribute} cannot be blank.")   // "Необходимо заполнить «{attribute}»."
    /// }
    /// ```
    public static func yii(for locale: LocaleIdentifier) -> MessageCatalog? {
        YiiCatalogs.catalog(for: locale)
    }

    /// The locales Yii ships translations for, sorted by tag.
    public static var yiiLocales: [LocaleIdentifier] { YiiCatalogs.locales }
}
