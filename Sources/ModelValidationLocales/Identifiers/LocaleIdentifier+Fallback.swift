extension LocaleIdentifier {
    /// The identifiers to consult for this locale, most specific first, ending with the language.
    ///
    /// Subtags are dropped from the end one at a time, as in RFC 4647 lookup; when the tag has
    /// both a script and a region, language-region comes right after language-script, so
    /// `zh-Hant-TW` reaches a `zh-TW` catalog before `zh`.
    ///
    /// This is how Yii finds a message file for `Yii::$app->language`, with three differences
    /// where Yii's rule misfires: Yii tries the exact tag, then only its first two characters
    /// (`substr($language, 0, 2)`), so a three-letter language such as `fil` would read the
    /// Finnish (`fi`) file, `sr-Latn-RS` would skip `sr-Latn` for Cyrillic `sr`, and on a
    /// case-sensitive file system `pt_BR` or `PT-BR` would miss the `pt-BR` folder.
    ///
    /// ```swift
    /// LocaleIdentifier("de-AT")?.fallbackChain.map(\.description)   // ["de-AT", "de"]
    /// LocaleIdentifier("pt-BR")?.fallbackChain.map(\.description)   // ["pt-BR", "pt"]
    /// ```
    public var fallbackChain: [LocaleIdentifier] {
        var chain: [LocaleIdentifier] = [self]
        var variants = self.variants
        while !variants.isEmpty {
            variants.removeLast()
            chain.append(LocaleIdentifier(language: language, script: script, region: region, variants: variants))
        }
        if let region, let script {
            chain.append(LocaleIdentifier(language: language, script: script, region: nil, variants: []))
            chain.append(LocaleIdentifier(language: language, script: nil, region: region, variants: []))
        }
        if script != nil || region != nil {
            chain.append(LocaleIdentifier(language: language, script: nil, region: nil, variants: []))
        }
        return chain
    }

    /// The identifier without its variants, script or region: `de` for `de-AT`.
    public var languageOnly: LocaleIdentifier {
        LocaleIdentifier(language: language, script: nil, region: nil, variants: [])
    }
}
