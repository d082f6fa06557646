// Maltese: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/mt/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Maltese (`mt`): 45 of 45 validator messages translated.
    static let mt = MessageCatalog(locale: LocaleIdentifier(builtIn: "mt"), translations: mtTranslations)

    private static let mtTranslations: [String: String] = [
        "File upload failed.":
            "It-tlugħ tal-fajl falla.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Fajls b'dawn it-tipi MIME biss huma permessi: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Fajls b'dawn l-estensjonijiet biss huma permessi: {extensions}.",
        "Please upload a file.":
            "Jekk jogħġbok ittella' fajl.",
        "The combination {values} of {attributes} has already been taken.":
            "Il-kombinazzjoni {values} ta {attributes} diġà ttieħdet.",
        "The file \"{file}\" is not an image.":
            "Il-fajl \"{file}\" mhix immaġni",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Il-fajl \"{file}\" hija kbira wisq. Id-daqs tiegħu ma jistax jaqbeż {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Il-fajl \"{file}\" huwa żgħir wisq. Id-daqs tiegħu ma jistax ikun iżgħar minn {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Il-format ta'  {attribute} hija invalida.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "L-immaġni \"{file}\" hija kbira wisq. L-għoli ma jistax ikun akbar minn {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "L-immaġni \"{file}\" hija kbira wisq. Il-wisa 'ma tistax tkun akbar minn {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "L-immaġni \"{file}\" huwa żgħir wisq. L-għoli ma jistax ikun iżgħar minn {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "L-immaġni \"{file}\" huwa żgħir wisq. Il-wisa 'ma tistax tkun iżgħar minn {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Tista 'ttella' l-aktar {limit, number} {limit, plural, one{file} other{files}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "Għandek ittella mill-inqas {limit, number} {limit, plural, one{file} other{files}}.",
        "the input value":
            "il-valur tad-dħul",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" diġà ttieħdet.",
        "{attribute} cannot be blank.":
            "{attribute} ma jistax ikun vojt.",
        "{attribute} contains wrong subnet mask.":
            "{attribute} fih subnet mask ħażina.",
        "{attribute} is invalid.":
            "{attribute} hija invalida.",
        "{attribute} is not a valid URL.":
            "{attribute} mhuwiex URL validu.",
        "{attribute} is not a valid email address.":
            "{attribute} mhuwiex indirizz elettroniku validu.",
        "{attribute} is not in the allowed range.":
            "{attribute} mhix fil-medda permessa.",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} għandu jkun \"{requiredValue}\".",
        "{attribute} must be a number.":
            "{attribute} irid ikun numru.",
        "{attribute} must be a string.":
            "{attribute} għandu jkun spag.",
        "{attribute} must be a valid IP address.":
            "{attribute} għandu jkun indirizz IP validu.",
        "{attribute} must be an IP address with specified subnet.":
            "{attribute} ",
        "{attribute} must be an integer.":
            "{attribute} għandu jkun numru sħiħ.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} trid tkun jew \"{true}\" jew \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute} trid tkun ugwali għal \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} għandu jkun akbar minn \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} għandu jkun akbar minn jew ugwali għal \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} għandu jkun inqas minn \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} għandu jkun inqas minn jew ugwali għal \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "{attribute} m'għandux ikun akbar minn {max}.",
        "{attribute} must be no less than {min}.":
            "{attribute} għandu jkun mhux inqas minn {min}.",
        "{attribute} must not be a subnet.":
            "{attribute} m'għandux ikun subnet.",
        "{attribute} must not be an IPv4 address.":
            "{attribute} m'għandux ikun indirizz IPv4.",
        "{attribute} must not be an IPv6 address.":
            "{attribute} m'għandux ikun indirizz IPv6.",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} m'għandux ikun ugwali għal \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} għandu jkun fih mill-inqas {min, number} {min, plural, one{character} other{characters}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} għandu jkun fih l-aktar {max, number} {max, plural, one{character} other{characters}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} għandu jkun fih {length, number} {length, plural, one{character} other{characters}}.",
        "{compareAttribute} is invalid.":
            "{compareAttribute} hija invalida",
    ]
}
