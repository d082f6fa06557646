// Slovenian: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/sl/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Slovenian (`sl`): 34 of 45 validator messages translated.
    static let sl = MessageCatalog(locale: LocaleIdentifier(builtIn: "sl"), translations: slTranslations)

    private static let slTranslations: [String: String] = [
        "File upload failed.":
            "Nalaganje datoteke ni bilo uspešno.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Dovoljene so samo datoteke s temi MIME tipi: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Dovoljene so samo datoteke s temi končnicami: {extensions}.",
        "Please upload a file.":
            "Prosimo, naložite datoteko.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "Datoteka \"{file}\" ni slika.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Datoteka \"{file}\" je prevelika. Njena velikost {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Datoteka \"{file}\" je premajhna. Njena velikost ne sme biti manjša od {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Format {attribute} ni veljaven.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Slika \"{file}\" je prevelika. Višina ne sme biti večja od {limit, number} {limit, plural, one{piksla} other{pikslov}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Slika \"{file}\" je prevelika. Širina ne sme biti večja od {limit, number} {limit, plural, one{piksla} other{pikslov}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Slika \"{file}\" je premajhna. Višina ne sme biti manjša od {limit, number} {limit, plural, one{piksla} other{pikslov}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Slika \"{file}\" je premajhna. Širina ne sme biti manjša od {limit, number} {limit, plural, one{piksla} other{pikslov}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Naložite lahko največ {limit, number} {limit, plural, one{datoteko} two{datoteki} few{datoteke} other{datotek}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "vhodna vrednost",
        "{attribute} \"{value}\" has already been taken.":
            "Atribut {attribute} \"{value}\" je že nastavljen.",
        "{attribute} cannot be blank.":
            "Atribut {attribute} ne more biti prazen",
        "{attribute} contains wrong subnet mask.":
            "",
        "{attribute} is invalid.":
            "Atribut {attribute} je neveljaven.",
        "{attribute} is not a valid URL.":
            "Atribut {attribute} ni veljaven URL.",
        "{attribute} is not a valid email address.":
            "Atribut {attribute} ni veljaven e-poštni naslov.",
        "{attribute} is not in the allowed range.":
            "",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} mora biti \"{requiredValue}\".",
        "{attribute} must be a number.":
            "{attribute} mora biti število.",
        "{attribute} must be a string.":
            "{attribute} mora biti niz.",
        "{attribute} must be a valid IP address.":
            "",
        "{attribute} must be an IP address with specified subnet.":
            "",
        "{attribute} must be an integer.":
            "{attribute} mora biti celo število.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} mora biti ali \"{true}\" ali \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "Atribut {attribute} mora biti večji od \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "Atribut {attribute} mora biti večji ali enak \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "Atribut {attribute} mora biti manjši od \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "Atribut {attribute} mora biti manjši ali enak \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "Atribut {attribute} ne sme biti večji od {max}",
        "{attribute} must be no less than {min}.":
            "Atribut {attribute} ne sme biti manjši od {min}.",
        "{attribute} must not be a subnet.":
            "",
        "{attribute} must not be an IPv4 address.":
            "",
        "{attribute} must not be an IPv6 address.":
            "",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "Atribut {attribute} ne sme biti enak \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "Atribut {attribute} mora vsebovati vsaj {min, number} {min, plural, one{znak} two{znaka} few{znake} other{znakov}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "Atribut {attribute} mora vsebovati največ {max, number} {max, plural, one{znak} two{znaka} few{znake} other{znakov}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "Atribut {attribute} mora vsebovati {length, number} {length, plural, one{znak} two{znaka} few{znake} other{znakov}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
