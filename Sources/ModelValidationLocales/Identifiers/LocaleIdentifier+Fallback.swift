extension LocaleIdentifier {
    /// The identifiers to consult for this locale, most specific first.
    ///
    /// Subtags are dropped from the end one at a time, as in RFC 4647 lookup, with one rule
    /// added: the chain never leaves the script the text is written in. For a language CLDR
    /// writes in more than one script (Chinese, Serbian, Uzbek, Azerbaijani, Bosnian, Punjabi,
    /// ...), the script is the tag's own, else the one CLDR's likely subtags give its region
    /// (`zh-HK`, `zh-TW` and `zh-MO` are Traditional, `sr-ME` is Latin), else the language's
    /// (`zh` is Simplified, `sr` Cyrillic). The chain then goes through the tag with that script
    /// (`zh-Hant-HK`, `zh-Hant`; `zh` is followed by `zh-Hans`), through the language-region tag
    /// that CLDR uses for the script (`zh-TW` for `zh-Hant`; `uz-CY` for `uz-Cyrl`, where Yii
    /// keeps Cyrillic Uzbek), and reaches the bare language only when the script is the
    /// language's own: `sr-Latn` never reaches Cyrillic `sr`, and `zh-HK` never reaches
    /// Simplified `zh`. When a tag has both a script and a region, the language-region tag
    /// comes right after it if it means the same script (`zh-Hant-TW`, then `zh-TW`) and not at
    /// all if not (`zh-Hans-TW` skips `zh-TW`).
    /// Any other language keeps every step, language-region coming after language-script.
    ///
    /// This is how Yii finds a message file for `Yii::$app->language`, with four differences
    /// where Yii's rule misfires: Yii tries the exact tag, then only its first two characters
    /// (`substr($language, 0, 2)`), so a three-letter language such as `fil` would read the
    /// Finnish (`fi`) file, `sr-Latn-RS` would skip `sr-Latn` for Cyrillic `sr`, `zh-HK` and
    /// `zh-Hant` would read Simplified `zh`, and on a case-sensitive file system `pt_BR` or
    /// `PT-BR` would miss the `pt-BR` folder.
    ///
    /// ```swift
    /// LocaleIdentifier("de-AT")?.fallbackChain.map(\.description)   // ["de-AT", "de"]
    /// LocaleIdentifier("pt-BR")?.fallbackChain.map(\.description)   // ["pt-BR", "pt"]
    /// LocaleIdentifier("zh-HK")?.fallbackChain.map(\.description)   // ["zh-HK", "zh-Hant-HK", "zh-Hant", "zh-TW"]
    /// ```
    public var fallbackChain: [LocaleIdentifier] {
        var chain: [LocaleIdentifier] = [self]
        var variants = self.variants
        while !variants.isEmpty {
            variants.removeLast()
            chain.append(LocaleIdentifier(language: language, script: script, region: region, variants: variants))
        }
        guard let scripts = LocaleIdentifier.scriptsByLanguage[language] else {
            if let region, let script {
                chain.append(LocaleIdentifier(language: language, script: script, region: nil, variants: []))
                chain.append(LocaleIdentifier(language: language, script: nil, region: region, variants: []))
            }
            if script != nil || region != nil {
                chain.append(LocaleIdentifier(language: language, script: nil, region: nil, variants: []))
            }
            return chain
        }
        func add(script: String?, region: String?) {
            let next = LocaleIdentifier(language: language, script: script, region: region, variants: [])
            if !chain.contains(next) { chain.append(next) }
        }
        let written = scripts.script(explicit: script, region: region)
        if let region {
            if script == nil {
                add(script: written, region: region)
            } else if scripts.script(explicit: nil, region: region) == written {
                add(script: nil, region: region)
            }
        }
        add(script: written, region: nil)
        for region in scripts.regionalForms[written] ?? [] { add(script: nil, region: region) }
        if written == scripts.defaultScript { add(script: nil, region: nil) }
        return chain
    }

    /// The identifier without its variants, script or region: `de` for `de-AT`.
    public var languageOnly: LocaleIdentifier {
        LocaleIdentifier(language: language, script: nil, region: nil, variants: [])
    }
}
