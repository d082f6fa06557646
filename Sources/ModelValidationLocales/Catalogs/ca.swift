// Catalan: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/ca/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Catalan (`ca`): 34 of 45 validator messages translated.
    static let ca = MessageCatalog(locale: LocaleIdentifier(builtIn: "ca"), translations: caTranslations)

    private static let caTranslations: [String: String] = [
        "File upload failed.":
            "Ha fallat la pujada del fitxer.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Només s'accepten arxius amb els següents tipus MIME: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Només s'accepten arxius amb les seguents extensions: {extensions}",
        "Please upload a file.":
            "Si us plau puja un arxiu.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "L'arxiu \"{file}\" no és una imatge.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "L'arxiu \"{file}\" és massa gran. El seu tamany no pot excedir {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "L'arxiu \"{file}\" és massa petit. El seu tamany no pot ser menor que {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "El format de {attribute} és invalid.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "La imatge \"{file}\" és massa gran. L'altura no pot ser major que {limit, number} {limit, plural, one{píxel} other{píxels}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "La imatge \"{file}\" és massa gran. L'amplada no pot ser major que  {limit, number} {limit, plural, one{píxel} other{píxels}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "La imatge  \"{file}\" és massa petita. L'altura no pot ser menor que {limit, number} {limit, plural, one{píxel} other{píxels}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "La imatge \"{file}\" és massa petita. L'amplada no pot ser menor que {limit, number} {limit, plural, one{píxel} other{píxels}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Pots pujar com a màxim {limit, number} {limit, plural, one{arxiu} other{arxius}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "el valor d'entrada",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" ja ha sigut utilitzat.",
        "{attribute} cannot be blank.":
            "{attribute} no pot estar buit.",
        "{attribute} contains wrong subnet mask.":
            "",
        "{attribute} is invalid.":
            "{attribute} és invalid.",
        "{attribute} is not a valid URL.":
            "{attribute} no és una URL valida.",
        "{attribute} is not a valid email address.":
            "{attribute} no es una direcció de correu valida.",
        "{attribute} is not in the allowed range.":
            "",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} ha de ser \"{requiredValue}\".",
        "{attribute} must be a number.":
            "{attribute} ha de  ser un nombre.",
        "{attribute} must be a string.":
            "{attribute} ha de ser una cadena de caràcters.",
        "{attribute} must be a valid IP address.":
            "",
        "{attribute} must be an IP address with specified subnet.":
            "",
        "{attribute} must be an integer.":
            "{attribute} ha de ser un nombre enter.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} ha de ser \"{true}\" o \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} ha de ser major que \"{compareValueOrAttribute}",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} ha de ser major o igual que \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} ha de ser menor que \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} ha de ser menor o igual que \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "{attribute} no pot ser major que {max}.",
        "{attribute} must be no less than {min}.":
            "{attribute} no pot ser menor que {min}.",
        "{attribute} must not be a subnet.":
            "",
        "{attribute} must not be an IPv4 address.":
            "",
        "{attribute} must not be an IPv6 address.":
            "",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} no pot ser igual que \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} hauria de contenir com a mínim {min, number} {min, plural, one{lletra} other{lletres}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} hauria de contenir com a màxim {max, number} {max, plural, one{lletra} other{lletres}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} hauria contenir {length, number} {length, plural, one{lletra} other{lletres}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
