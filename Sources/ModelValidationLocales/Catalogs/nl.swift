// Dutch: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/nl/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Dutch (`nl`): 34 of 45 validator messages translated.
    static let nl = MessageCatalog(locale: LocaleIdentifier(builtIn: "nl"), translations: nlTranslations)

    private static let nlTranslations: [String: String] = [
        "File upload failed.":
            "Bestand uploaden mislukt.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Alleen bestanden met de volgende MIME types zijn toegestaan: {mimeTypes}",
        "Only files with these extensions are allowed: {extensions}.":
            "Alleen bestanden met de volgende extensies zijn toegestaan: {extensions}.",
        "Please upload a file.":
            "Upload een bestand.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "Het bestand \"{file}\" is geen afbeelding.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Het bestand \"{file}\" is te groot. Het kan niet groter zijn dan {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Het bestand \"{file}\" is te klein. Het kan niet kleiner zijn dan {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Het formaat van {attribute} is ongeldig.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "De afbeelding \"{file}\" is te groot. Het mag maximaal {limit, number} {limit, plural, one{pixel} other{pixels}} hoog zijn.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "De afbeelding \"{file}\" is te groot. Het mag maximaal {limit, number} {limit, plural, one{pixel} other{pixels}} breed zijn.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "De afbeelding \"{file}\" is te klein. Het moet minimaal {limit, number} {limit, plural, one{pixel} other{pixels}} hoog zijn.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "De afbeelding \"{file}\" is te klein. Het moet minimaal {limit, number} {limit, plural, one{pixel} other{pixels}} breed zijn.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "U kunt maximaal {limit, number} {limit, plural, one{ander bestand} other{andere bestanden}} uploaden.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "de invoerwaarde",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" is reeds in gebruik.",
        "{attribute} cannot be blank.":
            "{attribute} mag niet leeg zijn.",
        "{attribute} contains wrong subnet mask.":
            "",
        "{attribute} is invalid.":
            "{attribute} is ongeldig.",
        "{attribute} is not a valid URL.":
            "{attribute} is geen geldige URL.",
        "{attribute} is not a valid email address.":
            "{attribute} is geen geldig e-mailadres.",
        "{attribute} is not in the allowed range.":
            "",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} moet \"{requiredValue}\" zijn.",
        "{attribute} must be a number.":
            "{attribute} moet een getal zijn.",
        "{attribute} must be a string.":
            "{attribute} moet een string zijn.",
        "{attribute} must be a valid IP address.":
            "",
        "{attribute} must be an IP address with specified subnet.":
            "",
        "{attribute} must be an integer.":
            "{attribute} moet een geheel getal zijn.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} moet \"{true}\" of \"{false}\" zijn.",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} moet groter zijn dan \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} moet groter dan of gelijk aan \"{compareValueOrAttribute}\" zijn.",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} moet minder zijn dan \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} moet minder dan of gelijk aan \"{compareValueOrAttribute}\" zijn.",
        "{attribute} must be no greater than {max}.":
            "{attribute} mag niet groter zijn dan {max}.",
        "{attribute} must be no less than {min}.":
            "{attribute} mag niet kleiner zijn dan {min}.",
        "{attribute} must not be a subnet.":
            "",
        "{attribute} must not be an IPv4 address.":
            "",
        "{attribute} must not be an IPv6 address.":
            "",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} mag niet gelijk zijn aan \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} moet minstens {min, number} {min, plural, one{karakter} other{karakters}} bevatten.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} mag maximaal {max, number} {max, plural, one{karakter} other{karakters}} bevatten.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} moet precies {min, number} {min, plural, one{karakter} other{karakters}} bevatten.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
