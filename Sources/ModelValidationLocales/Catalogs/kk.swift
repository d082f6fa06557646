// Kazakh: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/kk/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Kazakh (`kk`): 33 of 45 validator messages translated.
    static let kk = MessageCatalog(locale: LocaleIdentifier(builtIn: "kk"), translations: kkTranslations)

    private static let kkTranslations: [String: String] = [
        "File upload failed.":
            "Файлды жүктеу сәтті болмады",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "",
        "Only files with these extensions are allowed: {extensions}.":
            "Тек мына кеңейтімдегі файлдарға ғана рұқсат етілген: {extensions}.",
        "Please upload a file.":
            "Файлды жүктеңіз.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "«{file}» файлы сурет емес.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "«{file}» файлының өлшемі тым үлкен. Көлемі {formattedLimit} аспау керек.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "«{file}» файлының өлшемі тым кіші. Көлемі {formattedLimit} кем болмауы керек.",
        "The format of {attribute} is invalid.":
            "«{attribute}» аттрибутының форматы дұрыс емес.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "«{file}» суретінің өлшемі тым үлкен. Биіктігі {limit, number} пиксельден аспауы қажет.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "«{file}» суретінің өлшемі тым үлкен. Ені {limit, number} пиксельден аспауы қажет.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "«{file}» суретінің өлшемі тым кіші. Биіктігі {limit, number} пиксельден кем болмауы қажет.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "«{file}» суретінің өлшемі тым кіші. Ені {limit, number} пиксельден кем болмауы қажет.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Сіз {limit} файлдан көп жүктей алмайсыз.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "енгізілген мән",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} «{value}» Бұл бос емес мән.",
        "{attribute} cannot be blank.":
            "«{attribute}» толтыруды қажет етеді.",
        "{attribute} contains wrong subnet mask.":
            "",
        "{attribute} is invalid.":
            "«{attribute}» мәні жарамсыз.",
        "{attribute} is not a valid URL.":
            "«{attribute}» жарамды URL емес.",
        "{attribute} is not a valid email address.":
            "«{attribute}» жарамды email адрес емес.",
        "{attribute} is not in the allowed range.":
            "",
        "{attribute} must be \"{requiredValue}\".":
            "«{attribute}» мәні «{requiredValue}» болу керек.",
        "{attribute} must be a number.":
            "«{attribute}» мәні сан болуы керек.",
        "{attribute} must be a string.":
            "«{attribute}» мәні мәтін болуы керек.",
        "{attribute} must be a valid IP address.":
            "",
        "{attribute} must be an IP address with specified subnet.":
            "",
        "{attribute} must be an integer.":
            "«{attribute}» мәні бүтін сан болу керек.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "«{attribute}» мәні «{true}» немесе «{false}» болуы керек.",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "«{attribute}» мәні мынадан үлкен болуы керек: «{compareValueOrAttribute}».",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "«{attribute}» мәні мынадан үлкен немесе тең болуы керек: «{compareValueOrAttribute}».",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "«{attribute}» мәні мынадан кіші болуы керек: «{compareValueOrAttribute}».",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "«{attribute}» мәні мынадан кіші немесе тең болуы керек: «{compareValueOrAttribute}».",
        "{attribute} must be no greater than {max}.":
            "«{attribute}» мәні мынадан аспауы керек: {max}.",
        "{attribute} must be no less than {min}.":
            "«{attribute}» мәні мынадан кем болмауы керек: {min}.",
        "{attribute} must not be a subnet.":
            "",
        "{attribute} must not be an IPv4 address.":
            "",
        "{attribute} must not be an IPv6 address.":
            "",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "«{attribute}» мәні мынаған тең болмауы керек: «{compareValueOrAttribute}».",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "«{attribute}» мәні кемінде {min} таңбадан тұруы керек.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "«{attribute}» мәні {max} таңбадан аспауы қажет.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "«{attribute}» {length} таңбадан тұруы керек.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
