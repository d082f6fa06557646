// CLDR 42 likely subtags (common/supplemental/likelySubtags.xml), as ICU 72 applies them, for each
// language whose script a tag can change: those CLDR 42 has a script-specific locale for (sr-Latn,
// zh-Hant, uz-Cyrl, ...) or whose likely script depends on the region (zh-TW is Traditional).
// Unicode License Agreement (Unicode-DFS-2016). One entry is Yii's, not CLDR's, and says so.

/// The scripts one language is written in, as CLDR's likely subtags give them.
package struct LanguageScripts: Sendable {
    /// The script of the language alone: `Hans` for `zh`, `Cyrl` for `sr`.
    package let defaultScript: String
    /// The regions whose likely script is not the default: `TW` → `Hant` for `zh`.
    package let regionScripts: [String: String]
    /// For a script other than the default, the regions whose language-region tag means the same
    /// as language-script (CLDR's minimal form): `zh-TW` for `zh-Hant`.
    package let regionalForms: [String: [String]]

    init(_ defaultScript: String, regions: [String: String] = [:], regionalForms: [String: [String]] = [:]) {
        self.defaultScript = defaultScript
        regionScripts = regions
        self.regionalForms = regionalForms
    }

    /// The script a tag of this language is written in: its own, else its region's, else the default.
    package func script(explicit script: String?, region: String?) -> String {
        script ?? region.flatMap { regionScripts[$0] } ?? defaultScript
    }
}

extension LocaleIdentifier {
    /// The languages whose script a tag can change, by language subtag.
    ///
    /// A language that is not here is taken to be written in one script, so a script subtag on
    /// it is dropped like any other subtag.
    package static let scriptsByLanguage: [String: LanguageScripts] = [
        "az": LanguageScripts("Latn", regions: ["IQ": "Arab", "IR": "Arab", "RU": "Cyrl"], regionalForms: ["Arab": ["IR"]]),
        "bs": LanguageScripts("Latn"),
        "ff": LanguageScripts("Latn"),
        "ha": LanguageScripts("Latn", regions: ["CM": "Arab", "SD": "Arab"]),
        "hi": LanguageScripts("Deva"),
        "kk": LanguageScripts("Cyrl", regions: ["AF": "Arab", "CN": "Arab", "IR": "Arab", "MN": "Arab"], regionalForms: ["Arab": ["CN"]]),
        "ks": LanguageScripts("Arab"),
        "ku": LanguageScripts("Latn", regions: ["LB": "Arab"]),
        "ky": LanguageScripts("Cyrl", regions: ["CN": "Arab", "TR": "Latn"], regionalForms: ["Arab": ["CN"], "Latn": ["TR"]]),
        "mn": LanguageScripts("Cyrl", regions: ["CN": "Mong"], regionalForms: ["Mong": ["CN"]]),
        "mni": LanguageScripts("Beng"),
        "ms": LanguageScripts("Latn", regions: ["CC": "Arab"]),
        "pa": LanguageScripts("Guru", regions: ["PK": "Arab"], regionalForms: ["Arab": ["PK"]]),
        "sat": LanguageScripts("Olck"),
        "sd": LanguageScripts("Arab", regions: ["IN": "Deva"], regionalForms: ["Deva": ["IN"]]),
        "shi": LanguageScripts("Tfng"),
        "sr": LanguageScripts("Cyrl", regions: ["ME": "Latn", "RO": "Latn", "RU": "Latn", "TR": "Latn"]),
        "su": LanguageScripts("Latn"),
        "tg": LanguageScripts("Cyrl", regions: ["PK": "Arab"], regionalForms: ["Arab": ["PK"]]),
        "ug": LanguageScripts("Arab", regions: ["KZ": "Cyrl", "MN": "Cyrl"], regionalForms: ["Cyrl": ["KZ"]]),
        // `CY` is not CLDR's: Yii keeps its Cyrillic Uzbek messages in a folder named `uz-Cy`,
        // which reads as `uz-CY` (Uzbek in Cyprus, Latin for CLDR). It is taken as Yii means
        // it, so `uz-Cyrl` finds that catalog and `uz` (Latin) does not.
        "uz": LanguageScripts("Latn", regions: ["AF": "Arab", "CN": "Cyrl", "CY": "Cyrl"], regionalForms: ["Arab": ["AF"], "Cyrl": ["CY"]]),
        "vai": LanguageScripts("Vaii"),
        "yue": LanguageScripts("Hant", regions: ["CN": "Hans"], regionalForms: ["Hans": ["CN"]]),
        "zh": LanguageScripts("Hans", regions: [
            "AU": "Hant", "BN": "Hant", "GB": "Hant", "GF": "Hant", "HK": "Hant", "ID": "Hant", "MO": "Hant", "PA": "Hant",
            "PF": "Hant", "PH": "Hant", "SR": "Hant", "TH": "Hant", "TW": "Hant", "US": "Hant", "VN": "Hant",
        ], regionalForms: ["Hant": ["TW"]]),
    ]

    /// The script this tag's text is written in, for a language whose script a tag can change:
    /// the tag's script, else the likely script of its region (`zh-HK` → `Hant`), else the
    /// language's (`zh` → `Hans`). `nil` for any other language.
    package var writtenScript: String? {
        LocaleIdentifier.scriptsByLanguage[language]?.script(explicit: script, region: region)
    }
}
