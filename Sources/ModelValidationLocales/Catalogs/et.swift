// Estonian: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/et/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Estonian (`et`): 44 of 45 validator messages translated.
    static let et = MessageCatalog(locale: LocaleIdentifier(builtIn: "et"), translations: etTranslations)

    private static let etTranslations: [String: String] = [
        "File upload failed.":
            "Faili üleslaadimine ebaõnnestus.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Lubatud on ainult nende MIME tüüpidega failid: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Lubatud on ainult nende faililaienditega failid: {extensions}.",
        "Please upload a file.":
            "Palun laadige fail üles.",
        "The combination {values} of {attributes} has already been taken.":
            "Atribuutide {attributes} väärtuste kombinatsioon {values} on juba võetud.",
        "The file \"{file}\" is not an image.":
            "See fail \"{file}\" ei ole pilt.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "See fail \"{file}\" on liiga suur. Suurus ei tohi ületada {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "See fail \"{file}\" on liiga väike. Suurus ei tohi olla väiksem kui {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "{attribute} on sobimatus vormingus.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Pilt \"{file}\" on liiga suur. Kõrgus ei tohi olla suurem kui {limit, number} {limit, plural, one{piksel} other{pikslit}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Pilt \"{file}\" on liiga suur. Laius ei tohi olla suurem kui {limit, number} {limit, plural, one{piksel} other{pikslit}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Pilt \"{file}\" on liiga väike. Kõrgus ei tohi olla väiksem kui {limit, number} {limit, plural, one{piksel} other{pikslit}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Pilt \"{file}\" on liiga väike. Laius ei tohi olla väiksem kui {limit, number} {limit, plural, one{piksel} other{pikslit}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Saate üles laadida kõige rohkem {limit, number} {limit, plural, one{faili} other{faili}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "Peaksid üles laadima vähemalt {limit, number} {limit, plural, one{faili} other{faili}}.",
        "the input value":
            "sisendväärtus",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" on juba kasutuses.",
        "{attribute} cannot be blank.":
            "{attribute} ei tohi olla tühi.",
        "{attribute} contains wrong subnet mask.":
            "{attribute} sisaldab valet alamvõrgumaski.",
        "{attribute} is invalid.":
            "{attribute} on sobimatu.",
        "{attribute} is not a valid URL.":
            "{attribute} ei ole korrektne URL.",
        "{attribute} is not a valid email address.":
            "{attribute} ei ole korrektne e-posti aadress.",
        "{attribute} is not in the allowed range.":
            "{attribute} ei ole lubatud vahemikus.",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} peab olema \"{requiredValue}\".",
        "{attribute} must be a number.":
            "{attribute} peab olema number.",
        "{attribute} must be a string.":
            "{attribute} peab olema tekst.",
        "{attribute} must be a valid IP address.":
            "{attribute} peab olema õige IP-aadress",
        "{attribute} must be an IP address with specified subnet.":
            "{attribute} peab olema võrgumaskiga IP-aadress.",
        "{attribute} must be an integer.":
            "{attribute} peab olema täisarv.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} peab olema kas \"{true}\" või \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute} peab olema \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} peab olema suurem kui \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} peab olema suurem või võrdne \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} peab olema väiksem kui \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} peab olema väiksem või võrdne \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "{attribute} ei tohi olla suurem kui {max}.",
        "{attribute} must be no less than {min}.":
            "{attribute} ei tohi olla väiksem kui {min}.",
        "{attribute} must not be a subnet.":
            "{attribute} ei tohi olla alamvõrk.",
        "{attribute} must not be an IPv4 address.":
            "{attribute} ei tohi olla IPv4 aadress.",
        "{attribute} must not be an IPv6 address.":
            "{attribute} ei tohi olla IPv6 aadress.",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} ei tohi olla \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} peab sisaldama vähemalt {min, number} {min, plural, one{tähemärki} other{tähemärki}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} tohib sisaldada maksimaalselt {max, number} {max, plural, one{tähemärki} other{tähemärki}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} peab sisaldama {length, number} {length, plural, one{tähemärki} other{tähemärki}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
