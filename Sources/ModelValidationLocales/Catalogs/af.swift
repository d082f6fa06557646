// Afrikaans: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/af/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Afrikaans (`af`): 44 of 45 validator messages translated.
    static let af = MessageCatalog(locale: LocaleIdentifier(builtIn: "af"), translations: afTranslations)

    private static let afTranslations: [String: String] = [
        "File upload failed.":
            "Lêeroplaai het misluk.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Slegs lêers met hierdie MIME-tipes word toegelaat: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Slegs hierdie soort lêers word toegelaat: {extensions}.",
        "Please upload a file.":
            "Laai asseblief 'n lêer op.",
        "The combination {values} of {attributes} has already been taken.":
            "Die kombinasie {values} van {attributes} is reeds geneem.",
        "The file \"{file}\" is not an image.":
            "Die lêer \"{file}\" is nie 'n prent nie.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Die lêer \"{file}\" is te groot. Die grootte daarvan kan nie groter as {formattedLimit} wees nie.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Die lêer \"{file}\" is te klein. Die grootte daarvan kan nie kleiner as {formattedLimit} wees nie.",
        "The format of {attribute} is invalid.":
            "Die formaat van {attribute} is nie geldig nie.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Die prent \"{file}\" is te groot. Die hoogte kan nie groter as {limit, number} {limit, plural, one{spikkel} other{spikkels}} wees nie.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Die prent \"{file}\" is te groot. Die wydte kan nie groter as {limit, number} {limit, plural, one{spikkel} other{spikkels}} wees nie.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Die prent \"{file}\" is te klein. Die hoogte kan nie kleiner as {limit, number} {limit, plural, one{spikkel} other{spikkels}} wees nie.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Die prent \"{file}\" is te klein. Die hoogte kan nie kleiner as {limit, number} {limit, plural, one{spikkel} other{spikkels}} wees nie.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Jy kan 'n maksimum van {limit, number} {limit, plural, one{lêer} other{lêers}} oplaai.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "Jy moet ten minste {limit, number} {limit, plural, one{lêer} other{lêers}} oplaai.",
        "the input value":
            "die insetwaarde",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" is reeds geneem.",
        "{attribute} cannot be blank.":
            "{attribute} kan nie leeg wees nie.",
        "{attribute} contains wrong subnet mask.":
            "{attribute} bevat verkeerde subnetmasker.",
        "{attribute} is invalid.":
            "{attribute} is nie geldig nie.",
        "{attribute} is not a valid URL.":
            "{attribute} is nie 'n geldige webadres nie.",
        "{attribute} is not a valid email address.":
            "{attribute} is nie 'n geldige e-posadres nie.",
        "{attribute} is not in the allowed range.":
            "{attribute} is nie in die toegelate reeks nie.",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} moet \"{requiredValue}\" wees.",
        "{attribute} must be a number.":
            "{attribute} moet 'n nommer wees.",
        "{attribute} must be a string.":
            "{attribute} moet teks wees.",
        "{attribute} must be a valid IP address.":
            "{attribute} moet 'n geldige IP-adres wees.",
        "{attribute} must be an IP address with specified subnet.":
            "{attribute} waarde moet 'n IP-adres met gespesifiseerde subnet wees.",
        "{attribute} must be an integer.":
            "{attribute} moet 'n heelgetal wees.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} moet óf \"{true}\" óf \"{false}\" wees.",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute} moet gelyk wees aan \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} moet groter as \"{compareValueOrAttribute}\" wees.",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} moet groter of gelyk aan \"{compareValueOrAttribute}\" wees.",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} moet minder as \"{compareValueOrAttribute}\" wees.",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} moet minder as of gelyk aan \"{compareValueOrAttribute}\" wees.",
        "{attribute} must be no greater than {max}.":
            "{attribute} mag nie groter as {max} wees nie.",
        "{attribute} must be no less than {min}.":
            "{attribute} mag nie kleiner as {min} wees nie.",
        "{attribute} must not be a subnet.":
            "{attribute} mag nie 'n subnet wees nie.",
        "{attribute} must not be an IPv4 address.":
            "{attribute} mag nie 'n IPv4-adres wees nie.",
        "{attribute} must not be an IPv6 address.":
            "{attribute} mag nie 'n IPv6-adres wees nie.",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} moet nie gelyk aan \"{compareValueOrAttribute}\" wees nie.",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} moet ten minste {min, number} {min, plural, one{karakter} other{karakters}} bevat.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} moet hoogstens {max, number} {max, plural, one{karakter} other{karakters}} bevat.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} moet {length, number} {length, plural, one{karakter} other{karakters}} bevat.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
