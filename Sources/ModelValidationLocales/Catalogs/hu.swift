// Hungarian: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/hu/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Hungarian (`hu`): 35 of 45 validator messages translated.
    static let hu = MessageCatalog(locale: LocaleIdentifier(builtIn: "hu"), translations: huTranslations)

    private static let huTranslations: [String: String] = [
        "File upload failed.":
            "A fájlfeltöltés nem sikerült.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Csak a következő MIME típusú fájlok engedélyezettek: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Csak a következő kiterjesztésű fájlok engedélyezettek: {extensions}.",
        "Please upload a file.":
            "Kérjük töltsön fel egy fájlt.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "\"{file}\" nem egy kép.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "\"{file}\" túl nagy. A mérete nem lehet nagyobb {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "\"{file}\" túl kicsi. A mérete nem lehet kisebb {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "A(z) {attribute} formátuma érvénytelen.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "A(z) \"{file}\" kép túl nagy. A magassága nem lehet nagyobb {limit, number} pixelnél.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "A(z) \"{file}\" kép túl nagy. A szélessége nem lehet nagyobb {limit, number} pixelnél.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "A(z) \"{file}\" kép túl kicsi. A magassága nem lehet kisebb {limit, number} pixelnél.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "A(z) \"{file}\" kép túl kicsi. A szélessége nem lehet kisebb {limit, number} pixelnél.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Legfeljebb {limit, number} fájlt tölthet fel.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "a beviteli érték",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" már használatban van.",
        "{attribute} cannot be blank.":
            "{attribute} nem lehet üres.",
        "{attribute} contains wrong subnet mask.":
            "",
        "{attribute} is invalid.":
            "{attribute} érvénytelen.",
        "{attribute} is not a valid URL.":
            "{attribute} nem valódi URL.",
        "{attribute} is not a valid email address.":
            "{attribute} nem valódi e-mail cím.",
        "{attribute} is not in the allowed range.":
            "",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} értéke \"{requiredValue}\" kell, hogy legyen.",
        "{attribute} must be a number.":
            "{attribute} csak szám lehet.",
        "{attribute} must be a string.":
            "{attribute} csak szöveg lehet.",
        "{attribute} must be a valid IP address.":
            "",
        "{attribute} must be an IP address with specified subnet.":
            "",
        "{attribute} must be an integer.":
            "{attribute} csak egész szám lehet.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} csak \"{true}\" vagy \"{false}\" lehet.",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "\"{attribute}\" mezőnek azonosnak kell lennie a \"{compareValueOrAttribute}\" mezőbe írtakkal.",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} nagyobbnak kell lennie, mint \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} nagyobb vagy egyenlő kell legyen, mint \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} kisebbnek kell lennie, mint \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} kisebb vagy egyenlő kell legyen, mint \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "{attribute} nem lehet nagyobb, mint {max}.",
        "{attribute} must be no less than {min}.":
            "{attribute} nem lehet kisebb, mint {min}.",
        "{attribute} must not be a subnet.":
            "",
        "{attribute} must not be an IPv4 address.":
            "",
        "{attribute} must not be an IPv6 address.":
            "",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} nem lehet egyenlő ezzel: \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} minimum {min, number} karakter kell, hogy legyen.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} maximum {max, number} karakter lehet.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} pontosan {length, number} kell, hogy legyen.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
