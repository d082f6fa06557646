// Danish: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/da/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Danish (`da`): 34 of 45 validator messages translated.
    static let da = MessageCatalog(locale: LocaleIdentifier(builtIn: "da"), translations: daTranslations)

    private static let daTranslations: [String: String] = [
        "File upload failed.":
            "Upload af fil fejlede.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Kun filer med følgende MIME-typer er tilladte: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Kun filer med følgende filtyper er tilladte: {extensions}.",
        "Please upload a file.":
            "Venligst upload en fil.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "Filen \"{file}\" er ikke et billede.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Filen \"{file}\" er for stor. Størrelsen må ikke overstige {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Filen \"{file}\" er for lille. Størrelsen må ikke være mindre end {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Formatet af {attribute} er ugyldigt.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Billedet \"{file}\" er for stort. Højden må ikke være større end {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Billedet \"{file}\" er for stort. Bredden må ikke være større end {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Billedet \"{file}\" er for lille. Højden må ikke være mindre end {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Billedet \"{file}\" er for lille. Bredden må ikke være mindre end {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Du kan højst uploade {limit, number} {limit, plural, one{fil} other{filer}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "inputværdien",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" er allerede i brug.",
        "{attribute} cannot be blank.":
            "{attribute} må ikke være tom.",
        "{attribute} contains wrong subnet mask.":
            "",
        "{attribute} is invalid.":
            "{attribute} er ugyldig.",
        "{attribute} is not a valid URL.":
            "{attribute} er ikke en gyldig URL.",
        "{attribute} is not a valid email address.":
            "{attribute} er ikke en gyldig emailadresse.",
        "{attribute} is not in the allowed range.":
            "",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} skal være \"{requiredValue}\".",
        "{attribute} must be a number.":
            "{attribute} skal være et nummer.",
        "{attribute} must be a string.":
            "{attribute} skal være en tekst-streng.",
        "{attribute} must be a valid IP address.":
            "",
        "{attribute} must be an IP address with specified subnet.":
            "",
        "{attribute} must be an integer.":
            "{attribute} skal være et heltal.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} skal være enten \"{true}\" eller \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} skal være større end \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} skal være større end eller lig med \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} skal være mindre end \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} skal være mindre end eller lig med \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "{attribute} må ikke være større end {max}.",
        "{attribute} must be no less than {min}.":
            "{attribute} må ikke være mindre end {min}.",
        "{attribute} must not be a subnet.":
            "",
        "{attribute} must not be an IPv4 address.":
            "",
        "{attribute} must not be an IPv6 address.":
            "",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} må ikke være lig med \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} skal mindst indeholde {min, number} {min, plural, one{tegn} other{tegn}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} skal højst indeholde {max, number} {max, plural, one{tegn} other{tegn}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} skal indeholde {length, number} {length, plural, one{tegn} other{tegn}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
