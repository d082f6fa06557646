// German: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/de/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// German (`de`): 43 of 45 validator messages translated.
    static let de = MessageCatalog(locale: LocaleIdentifier(builtIn: "de"), translations: deTranslations)

    private static let deTranslations: [String: String] = [
        "File upload failed.":
            "Das Hochladen der Datei ist fehlgeschlagen.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Es sind nur Dateien mit folgenden MIME-Typen erlaubt: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Es sind nur Dateien mit folgenden Dateierweiterungen erlaubt: {extensions}.",
        "Please upload a file.":
            "Bitte laden Sie eine Datei hoch.",
        "The combination {values} of {attributes} has already been taken.":
            "Die Kombination {values} für {attributes} wird bereits verwendet.",
        "The file \"{file}\" is not an image.":
            "Die Datei \"{file}\" ist kein Bild.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Die Datei \"{file}\" ist zu groß. Es sind maximal {formattedLimit} erlaubt.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Die Datei \"{file}\" ist zu klein. Es sind mindestens {formattedLimit} erforderlich.",
        "The format of {attribute} is invalid.":
            "Das Format von {attribute} ist ungültig.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Das Bild \"{file}\" ist zu groß. Es darf maximal {limit, number} Pixel hoch sein.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Das Bild \"{file}\" ist zu groß. Es darf maximal {limit, number} Pixel breit sein.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Das Bild \"{file}\" ist zu klein. Es muss mindestens {limit, number} Pixel hoch sein.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Das Bild \"{file}\" ist zu klein. Es muss mindestens {limit, number} Pixel breit sein.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Sie können maximal {limit, plural, one{eine Datei} other{# Dateien}} hochladen.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "der eingegebene Wert",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" wird bereits verwendet.",
        "{attribute} cannot be blank.":
            "{attribute} darf nicht leer sein.",
        "{attribute} contains wrong subnet mask.":
            "{attribute} enthält ungültige Subnetz-Maske.",
        "{attribute} is invalid.":
            "{attribute} ist ungültig.",
        "{attribute} is not a valid URL.":
            "{attribute} ist keine gültige URL.",
        "{attribute} is not a valid email address.":
            "{attribute} ist keine gültige E-Mail-Adresse.",
        "{attribute} is not in the allowed range.":
            "{attribute} ist außerhalb des gültigen Bereichs.",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} muss den Wert {requiredValue} haben.",
        "{attribute} must be a number.":
            "{attribute} muss eine Zahl sein.",
        "{attribute} must be a string.":
            "{attribute} muss eine Zeichenkette sein.",
        "{attribute} must be a valid IP address.":
            "{attribute} muss eine gültige IP-Adresse sein.",
        "{attribute} must be an IP address with specified subnet.":
            "{attribute} muss eine gültige IP-Adresse inklusive Subnetz-Maske sein.",
        "{attribute} must be an integer.":
            "{attribute} muss eine Ganzzahl sein.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} muss entweder \"{true}\" oder \"{false}\" sein.",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute} muss gleich mit \"{compareValueOrAttribute}\" sein.",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} muss größer als \"{compareValueOrAttribute}\" sein.",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} muss größer oder gleich \"{compareValueOrAttribute}\" sein.",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} muss kleiner als \"{compareValueOrAttribute}\" sein.",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} muss kleiner oder gleich \"{compareValueOrAttribute}\" sein.",
        "{attribute} must be no greater than {max}.":
            "{attribute} darf nicht größer als {max} sein.",
        "{attribute} must be no less than {min}.":
            "{attribute} darf nicht kleiner als {min} sein.",
        "{attribute} must not be a subnet.":
            "{attribute} darf kein Subnetz sein.",
        "{attribute} must not be an IPv4 address.":
            "{attribute} darf keine IPv4-Adresse sein.",
        "{attribute} must not be an IPv6 address.":
            "{attribute} darf keine IPv6-Adresse sein.",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} darf nicht \"{compareValueOrAttribute}\" sein.",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} muss mindestens {min, number} Zeichen enthalten.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} darf maximal {max, number} Zeichen enthalten.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} muss aus genau {length, number} Zeichen bestehen.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
