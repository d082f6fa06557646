// Finnish: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/fi/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Finnish (`fi`): 42 of 45 validator messages translated.
    static let fi = MessageCatalog(locale: LocaleIdentifier(builtIn: "fi"), translations: fiTranslations)

    private static let fiTranslations: [String: String] = [
        "File upload failed.":
            "Tiedoston lähetys epäonnistui.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Sallittuja ovat vain tiedostot, joiden MIME-tyyppi on: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Sallittuja ovat vain tiedostot, joiden tiedostopääte on: {extensions}.",
        "Please upload a file.":
            "Lähetä tiedosto.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "Tiedosto \"{file}\" ei ole kuva.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Tiedosto \"{file}\" on liian iso. Sen koko ei voi olla suurempi kuin {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Tiedosto \"{file}\" on liian pieni. Sen koko ei voi olla pienempi kuin {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Attribuutin {attribute} formaatti on virheellinen.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Kuva \"{file}\" on liian suuri. Korkeus ei voi olla suurempi kuin {limit, number} {limit, plural, one{pikseli} other{pikseliä}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Kuva \"{file}\" on liian suuri. Leveys ei voi olla suurempi kuin {limit, number} {limit, plural, one{pikseli} other{pikseliä}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Kuva \"{file}\" on liian pieni. Korkeus ei voi olla pienempi kuin {limit, number} {limit, plural, one{pikseli} other{pikseliä}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Kuva \"{file}\" on liian pieni. Leveys ei voi olla pienempi kuin {limit, number} {limit, plural, one{pikseli} other{pikseliä}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Voit lähettää enintään {limit, number} {limit, plural, one{tiedoston} other{tiedostoa}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "syötetty arvo",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" on jo käytössä.",
        "{attribute} cannot be blank.":
            "{attribute} ei voi olla tyhjä.",
        "{attribute} contains wrong subnet mask.":
            "{attribute} sisältää väärän aliverkkopeitteen.",
        "{attribute} is invalid.":
            "{attribute} on virheellinen.",
        "{attribute} is not a valid URL.":
            "{attribute} on virheellinen URL.",
        "{attribute} is not a valid email address.":
            "{attribute} on virheellinen sähköpostiosoite.",
        "{attribute} is not in the allowed range.":
            "{attribute} ei ole sallitulla alueella.",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} täytyy olla \"{requiredValue}\".",
        "{attribute} must be a number.":
            "{attribute} täytyy olla luku.",
        "{attribute} must be a string.":
            "{attribute} täytyy olla merkkijono.",
        "{attribute} must be a valid IP address.":
            "{attribute} täytyy olla kelvollinen IP-osoite.",
        "{attribute} must be an IP address with specified subnet.":
            "{attribute} täytyy olla määritetyllä aliverkolla oleva IP-osoite.",
        "{attribute} must be an integer.":
            "{attribute} täytyy olla kokonaisluku.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} täytyy olla joko {true} tai {false}.",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute} täytyy olla yhtä suuri kuin \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} täytyy olla suurempi kuin \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} täytyy olla suurempi tai yhtä suuri kuin \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} täytyy olla pienempi kuin \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} täytyy olla pienempi tai yhtä suuri kuin \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "{attribute} ei saa olla suurempi kuin \"{max}\".",
        "{attribute} must be no less than {min}.":
            "{attribute} ei saa olla pienempi kuin \"{min}\".",
        "{attribute} must not be a subnet.":
            "{attribute} ei saa olla aliverkko.",
        "{attribute} must not be an IPv4 address.":
            "{attribute} ei saa olla IPv4-osoite.",
        "{attribute} must not be an IPv6 address.":
            "{attribute} ei saa olla IPv6-osoite.",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} ei saa olla yhtä suuri kuin \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} tulisi sisältää vähintään {min, number} {min, plural, one{merkki} other{merkkiä}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} tulisi sisältää enintään {max, number} {max, plural, one{merkki} other{merkkiä}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} tulisi sisältää {length, number} {length, plural, one{merkki} other{merkkiä}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
