// Kazakh (Yii's `kz` folder): Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/kz/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Kazakh (Yii's `kz` folder) (`kz`): 32 of 45 validator messages translated.
    static let kz = MessageCatalog(locale: LocaleIdentifier(builtIn: "kz"), translations: kzTranslations)

    private static let kzTranslations: [String: String] = [
        "File upload failed.":
            "Файл жүктелмеді.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Тек келесі MIME-түріндегі файлдарға рұқсат етіледі: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Тек келесі кеңейтілімдері бар файлдарға рұқсат етіледі: {extensions}.",
        "Please upload a file.":
            "Файлды жүктеп алыңыз.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "\"{file}\" файлы сурет емес.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "",
        "The format of {attribute} is invalid.":
            "{attribute} мәнінің пішімі дұрыс емес.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "«{file}» файлы тым үлкен. Биіктігі аспауы керек {limit, number} {limit, plural, other{пиксел}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "«{file}» файлы тым үлкен. Ені аспауы тиіс {limit, number} {limit, plural, other{пиксел}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "«{file}» файлы тым кішкентай. Биіктігі көп болуы керек {limit, number} {limit, plural, other{пиксел}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "«{file}» файлы тым кішкентай. Ені көп болуы керек {limit, number} {limit, plural, other{пиксел}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Көбірек жүктей алмайсыз {limit, number} {limit, plural, one{файл} few{файлдар} many{файлдар} other{файл}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "енгізілген мән",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} «{value}» қазірдің өзінде қабылданды.",
        "{attribute} cannot be blank.":
            "Толтырылуы керек «{attribute}».",
        "{attribute} contains wrong subnet mask.":
            "",
        "{attribute} is invalid.":
            "«{attribute}» мәні жарамсыз.",
        "{attribute} is not a valid URL.":
            "«{attribute}» мәні жарамды URL емес.",
        "{attribute} is not a valid email address.":
            "«{attribute}» мәні жарамды электрондық пошта мекенжайы емес.",
        "{attribute} is not in the allowed range.":
            "",
        "{attribute} must be \"{requiredValue}\".":
            "«{attribute}» мәні «{requiredValue}» дегенге тең болуы керек.",
        "{attribute} must be a number.":
            "«{attribute}» мәні сан болуы керек.",
        "{attribute} must be a string.":
            "«{attribute}» мәні жол болуы керек.",
        "{attribute} must be a valid IP address.":
            "",
        "{attribute} must be an IP address with specified subnet.":
            "",
        "{attribute} must be an integer.":
            "«{attribute}» мәні бүтін сан болуы керек.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "«{attribute}» мәні «{true}» немесе «{false}» мәніне тең болуы керек.",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "«{attribute}» мәні «{compareValueOrAttribute}» мәнінен үлкен болуы керек.",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "«{attribute}» мәні «{compareValueOrAttribute}» мәнінен үлкен немесе тең болуы керек.",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "«{attribute}» мәні «{compareValueOrAttribute}» мәнінен аз болуы керек.",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "«{attribute}» мәні «{compareValueOrAttribute}» мәнінен аз немесе тең болуы керек.",
        "{attribute} must be no greater than {max}.":
            "«{attribute}» мәні {max} аспауы керек.",
        "{attribute} must be no less than {min}.":
            "«{attribute}» мәні кем дегенде {min} болуы керек.",
        "{attribute} must not be a subnet.":
            "",
        "{attribute} must not be an IPv4 address.":
            "",
        "{attribute} must not be an IPv6 address.":
            "",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "«{attribute}» мәні «{compareValueOrAttribute}» тең болмауы керек.",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "«{attribute}» мәні минималды {min, number} болуы керек {min, number} {min, plural, one{таңба} few{таңба} many{таңбалар} other{таңба}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "«{attribute}» мәні ең көп {max, number} {max, plural, one{таңба} few{таңба} many{таңбалар} other{таңба}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "«{attribute}» мәні {length, number} болуы керек {length, plural, one{таңба} few{таңба} many{таңбалар} other{таңба}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
