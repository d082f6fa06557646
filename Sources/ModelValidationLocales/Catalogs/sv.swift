// Swedish: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/sv/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Swedish (`sv`): 34 of 45 validator messages translated.
    static let sv = MessageCatalog(locale: LocaleIdentifier(builtIn: "sv"), translations: svTranslations)

    private static let svTranslations: [String: String] = [
        "File upload failed.":
            "Uppladdningen misslyckades.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Endast filer med följande MIME-typer är tillåtna: {mimeTypes}",
        "Only files with these extensions are allowed: {extensions}.":
            "Endast filer med följande filnamnstillägg är tillåtna: {extensions}",
        "Please upload a file.":
            "Var god ladda upp en fil.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "Filen \"{file}\" är inte en bild.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Filen \"{file}\" är för stor. Filstorleken får inte överskrida {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Filen \"{file}\" är för liten. Filstorleken måste vara minst {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Formatet för \"{attribute}\" är ogiltigt.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Bilden \"{file}\" är för stor. Höjden får inte överskrida {limit, number} {limit, plural, =1{pixel} other{pixlar}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Bilden \"{file}\" är för stor. Bredden får inte överskrida {limit, number} {limit, plural, =1{pixel} other{pixlar}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Bilden \"{file}\" är för liten. Bilden måste vara minst {limit, number} {limit, plural, =1{pixel} other{pixlar}} hög.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Bilden \"{file}\" är för liten. Bilden måste vara minst {limit, number} {limit, plural, =1{pixel} other{pixlar}} bred.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Du får inte ladda upp mer än {limit, number} {limit, plural, =1{fil} other{filer}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "inmatningsvärdet",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" används redan.",
        "{attribute} cannot be blank.":
            "Värdet för {attribute} får inte vara tomt.",
        "{attribute} contains wrong subnet mask.":
            "",
        "{attribute} is invalid.":
            "Värdet för {attribute} är ogiltigt.",
        "{attribute} is not a valid URL.":
            "{attribute} är inte en giltig URL.",
        "{attribute} is not a valid email address.":
            "{attribute} är inte en giltig emailadress.",
        "{attribute} is not in the allowed range.":
            "",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} måste vara satt till \"{requiredValue}\".",
        "{attribute} must be a number.":
            "{attribute} måste vara ett nummer.",
        "{attribute} must be a string.":
            "{attribute} måste vara en sträng.",
        "{attribute} must be a valid IP address.":
            "",
        "{attribute} must be an IP address with specified subnet.":
            "",
        "{attribute} must be an integer.":
            "{attribute} måste vara ett heltal.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} måste vara satt till antingen \"{true}\" eller \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} måste vara större än \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} måste vara större än eller lika med \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} måste vara mindre än \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} måste vara mindre än eller lika med \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "{attribute} får inte överskrida {max}.",
        "{attribute} must be no less than {min}.":
            "{attribute} får som minst vara {min}.",
        "{attribute} must not be a subnet.":
            "",
        "{attribute} must not be an IPv4 address.":
            "",
        "{attribute} must not be an IPv6 address.":
            "",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} får inte vara satt till \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} bör innehålla minst {min, number} tecken.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} bör innehålla max {max, number} tecken.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} bör innehålla {length, number} tecken.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
