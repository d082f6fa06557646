// Bosnian: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/bs/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Bosnian (`bs`): 34 of 45 validator messages translated.
    static let bs = MessageCatalog(locale: LocaleIdentifier(builtIn: "bs"), translations: bsTranslations)

    private static let bsTranslations: [String: String] = [
        "File upload failed.":
            "Slanje datoteke nije uspjelo.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Samo datoteke sa sljedećim MIME tipovima su dozvoljeni: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Samo datoteke sa sljedećim ekstenzijama su dozvoljeni: {extensions}.",
        "Please upload a file.":
            "Molimo da pošaljete datoteku.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "Datoteka \"{file}\" nije slika.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Datoteka \"{file}\" je prevelika. Veličina ne smije biti veća od {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Datoteka \"{file}\" је premala. Veličina ne smije biti manja od {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Format atributa \"{attribute}\" je neispravan.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Slika \"{file}\" je prevelika. Visina ne smije biti veća od {limit, number} {limit, plural, one{piksel} other{piksela}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Slika \"{file}\" je prevelika. Širina ne smije biti veća od {limit, number} {limit, plural, one{piksel} other{piksela}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Slika \"{file}\" je premala. Visina ne smije biti manja od {limit, number} {limit, plural, one{piksel} other{piksela}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Slika \"{file}\" je premala. Širina ne smije biti manja od {limit, number} {limit, plural, one{piksel} other{piksela}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Možete poslati najviše {limit, number} {limit, plural, one{datoteku} other{datoteka}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "ulazna vrijednost",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" je već zauzet.",
        "{attribute} cannot be blank.":
            "{attribute} ne smije biti prazan.",
        "{attribute} contains wrong subnet mask.":
            "",
        "{attribute} is invalid.":
            "{attribute} je neispravan.",
        "{attribute} is not a valid URL.":
            "{attribute} ne sadrži ispravan URL.",
        "{attribute} is not a valid email address.":
            "{attribute} ne sadrži ispravnu email adresu.",
        "{attribute} is not in the allowed range.":
            "",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} mora biti \"{requiredValue}\".",
        "{attribute} must be a number.":
            "{attribute} mora biti broj.",
        "{attribute} must be a string.":
            "{attribute} mora biti tekst.",
        "{attribute} must be a valid IP address.":
            "",
        "{attribute} must be an IP address with specified subnet.":
            "",
        "{attribute} must be an integer.":
            "{attribute} mora biti cijeli broj.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} mora biti \"{true}\" ili \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} mora biti veći od \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} mora biti veći ili jednak od \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} mora biti manji od \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} mora biti manji ili jednak od \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "{attribute} ne smije biti veći od \"{max}\"",
        "{attribute} must be no less than {min}.":
            "{attribute} ne smije biti manji od {min}.",
        "{attribute} must not be a subnet.":
            "",
        "{attribute} must not be an IPv4 address.":
            "",
        "{attribute} must not be an IPv6 address.":
            "",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} ne smije biti jednak\"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} treba sadržavati najmanje {min, number} {min, plural, one{znak} other{znakova}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} treba sadržavati najviše {max, number} {max, plural, one{znak} other{znakova}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} treba sadržavati {length, number} {length, plural, one{znak} other{znakova}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
