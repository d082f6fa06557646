/// Yii's translations of its default validator messages: one catalog per language Yii ships
/// in `framework/messages/` (yiisoft/yii2 2.0.56-dev, commit 45e679d7ce; BSD-3-Clause,
/// credited in the documentation). Each language is its own file in this folder.
///
/// Yii's folder names are kept, in normal form: `uz-Cy` is `uz-CY`, and `kz` (Kazakh, besides
/// `kk`) stays `kz`. Each catalog is built the first time its language is used.
package enum YiiCatalogs {
    /// The locales with a built-in catalog (54).
    package static let locales: [LocaleIdentifier] = [
        LocaleIdentifier(builtIn: "af"),
        LocaleIdentifier(builtIn: "ar"),
        LocaleIdentifier(builtIn: "az"),
        LocaleIdentifier(builtIn: "be"),
        LocaleIdentifier(builtIn: "bg"),
        LocaleIdentifier(builtIn: "bs"),
        LocaleIdentifier(builtIn: "ca"),
        LocaleIdentifier(builtIn: "cs"),
        LocaleIdentifier(builtIn: "da"),
        LocaleIdentifier(builtIn: "de"),
        LocaleIdentifier(builtIn: "el"),
        LocaleIdentifier(builtIn: "es"),
        LocaleIdentifier(builtIn: "et"),
        LocaleIdentifier(builtIn: "fa"),
        LocaleIdentifier(builtIn: "fi"),
        LocaleIdentifier(builtIn: "fr"),
        LocaleIdentifier(builtIn: "ga"),
        LocaleIdentifier(builtIn: "he"),
        LocaleIdentifier(builtIn: "hi"),
        LocaleIdentifier(builtIn: "hr"),
        LocaleIdentifier(builtIn: "hu"),
        LocaleIdentifier(builtIn: "hy"),
        LocaleIdentifier(builtIn: "id"),
        LocaleIdentifier(builtIn: "it"),
        LocaleIdentifier(builtIn: "ja"),
        LocaleIdentifier(builtIn: "ka"),
        LocaleIdentifier(builtIn: "kk"),
        LocaleIdentifier(builtIn: "ko"),
        LocaleIdentifier(builtIn: "kz"),
        LocaleIdentifier(builtIn: "lt"),
        LocaleIdentifier(builtIn: "lv"),
        LocaleIdentifier(builtIn: "ms"),
        LocaleIdentifier(builtIn: "mt"),
        LocaleIdentifier(builtIn: "nb-NO"),
        LocaleIdentifier(builtIn: "nl"),
        LocaleIdentifier(builtIn: "pl"),
        LocaleIdentifier(builtIn: "pt"),
        LocaleIdentifier(builtIn: "pt-BR"),
        LocaleIdentifier(builtIn: "ro"),
        LocaleIdentifier(builtIn: "ru"),
        LocaleIdentifier(builtIn: "sk"),
        LocaleIdentifier(builtIn: "sl"),
        LocaleIdentifier(builtIn: "sr"),
        LocaleIdentifier(builtIn: "sr-Latn"),
        LocaleIdentifier(builtIn: "sv"),
        LocaleIdentifier(builtIn: "tg"),
        LocaleIdentifier(builtIn: "th"),
        LocaleIdentifier(builtIn: "tr"),
        LocaleIdentifier(builtIn: "uk"),
        LocaleIdentifier(builtIn: "uz"),
        LocaleIdentifier(builtIn: "uz-CY"),
        LocaleIdentifier(builtIn: "vi"),
        LocaleIdentifier(builtIn: "zh"),
        LocaleIdentifier(builtIn: "zh-TW"),
    ]

    /// The built-in catalog for exactly this locale (no fallback), if Yii ships one.
    package static func catalog(for locale: LocaleIdentifier) -> MessageCatalog? {
        switch locale.description {
        case "af": return af
        case "ar": return ar
        case "az": return az
        case "be": return be
        case "bg": return bg
        case "bs": return bs
        case "ca": return ca
        case "cs": return cs
        case "da": return da
        case "de": return de
        case "el": return el
        case "es": return es
        case "et": return et
        case "fa": return fa
        case "fi": return fi
        case "fr": return fr
        case "ga": return ga
        case "he": return he
        case "hi": return hi
        case "hr": return hr
        case "hu": return hu
        case "hy": return hy
        case "id": return id
        case "it": return it
        case "ja": return ja
        case "ka": return ka
        case "kk": return kk
        case "ko": return ko
        case "kz": return kz
        case "lt": return lt
        case "lv": return lv
        case "ms": return ms
        case "mt": return mt
        case "nb-NO": return nbNO
        case "nl": return nl
        case "pl": return pl
        case "pt": return pt
        case "pt-BR": return ptBR
        case "ro": return ro
        case "ru": return ru
        case "sk": return sk
        case "sl": return sl
        case "sr": return sr
        case "sr-Latn": return srLatn
        case "sv": return sv
        case "tg": return tg
        case "th": return th
        case "tr": return tr
        case "uk": return uk
        case "uz": return uz
        case "uz-CY": return uzCY
        case "vi": return vi
        case "zh": return zh
        case "zh-TW": return zhTW
        default: return nil
        }
    }

    /// The English templates of Yii's validator messages (45): every key a built-in catalog may have.
    package static let englishTemplates: [String] = [
        "File upload failed.",
        "Only files with these MIME types are allowed: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.",
        "Please upload a file.",
        "The combination {values} of {attributes} has already been taken.",
        "The file \"{file}\" is not an image.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.",
        "The format of {attribute} is invalid.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.",
        "the input value",
        "{attribute} \"{value}\" has already been taken.",
        "{attribute} cannot be blank.",
        "{attribute} contains wrong subnet mask.",
        "{attribute} is invalid.",
        "{attribute} is not a valid URL.",
        "{attribute} is not a valid email address.",
        "{attribute} is not in the allowed range.",
        "{attribute} must be \"{requiredValue}\".",
        "{attribute} must be a number.",
        "{attribute} must be a string.",
        "{attribute} must be a valid IP address.",
        "{attribute} must be an IP address with specified subnet.",
        "{attribute} must be an integer.",
        "{attribute} must be either \"{true}\" or \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.",
        "{attribute} must be no less than {min}.",
        "{attribute} must not be a subnet.",
        "{attribute} must not be an IPv4 address.",
        "{attribute} must not be an IPv6 address.",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.",
        "{compareAttribute} is invalid.",
    ]
}
