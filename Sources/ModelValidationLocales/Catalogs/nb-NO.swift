// Norwegian Bokmål (Norway): Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/nb-NO/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Norwegian Bokmål (Norway) (`nb-NO`): 34 of 45 validator messages translated.
    static let nbNO = MessageCatalog(locale: LocaleIdentifier(builtIn: "nb-NO"), translations: nbNOTranslations)

    private static let nbNOTranslations: [String: String] = [
        "File upload failed.":
            "Filopplasting feilet.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Bare filer med disse MIME-typene er tillatt: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Bare filer med disse filendelsene er tillatt: {extensions}.",
        "Please upload a file.":
            "Vennligs last opp en fil.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "Filen \"{file}\" er ikke et bilde.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Filen \"{file}\" er for stor. Størrelsen kan ikke overskride {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Filen \"{file}\" er for liten. Størrelsen kan ikke være mindre enn {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Formatet til {attribute} er ugyldig.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Bildet \"{file}\" er for stort. Høyden kan ikke overskride {limit, number} {limit, plural, one{piksel} other{piksler}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Bildet \"{file}\" er for stort. Bredden kan ikke overskride {limit, number} {limit, plural, one{piksel} other{piksler}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Bildet \"{file}\" er for lite. Høyden kan ikke være mindre enn {limit, number} {limit, plural, one{piksel} other{piksler}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Bildet \"{file}\" er for lite. Bredden kan ikke være mindre enn {limit, number} {limit, plural, one{piksel} other{piksler}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Du kan laste opp maks {limit, number} {limit, plural, one{fil} other{filer}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "inndataverdien",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" er allerede tatt i bruk.",
        "{attribute} cannot be blank.":
            "{attribute} kan ikke være tomt.",
        "{attribute} contains wrong subnet mask.":
            "",
        "{attribute} is invalid.":
            "{attribute} er ugyldig.",
        "{attribute} is not a valid URL.":
            "{attribute} er ikke en gyldig URL.",
        "{attribute} is not a valid email address.":
            "{attribute} er ikke en gyldig e-postadresse.",
        "{attribute} is not in the allowed range.":
            "",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} må være \"{requiredValue}\".",
        "{attribute} must be a number.":
            "{attribute} må være et nummer.",
        "{attribute} must be a string.":
            "{attribute} må være en tekststreng.",
        "{attribute} must be a valid IP address.":
            "",
        "{attribute} must be an IP address with specified subnet.":
            "",
        "{attribute} must be an integer.":
            "{attribute} må være et heltall.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} må være enten \"{true}\" eller \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} må være større enn \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} må være større enn eller lik \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} må være mindre enn \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} må være mindre enn eller lik \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "{attribute} kan ikke være større enn {max}.",
        "{attribute} must be no less than {min}.":
            "{attribute} kan ikke være mindre enn {min}.",
        "{attribute} must not be a subnet.":
            "",
        "{attribute} must not be an IPv4 address.":
            "",
        "{attribute} must not be an IPv6 address.":
            "",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} kan ikke være lik \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} må inneholde minst {min, number} {min, plural, one{tegn} other{tegn}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} kan inneholde maks {max, number} {max, plural, one{tegn} other{tegn}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} må inneholde {length, number} {length, plural, one{tegn} other{tegn}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
