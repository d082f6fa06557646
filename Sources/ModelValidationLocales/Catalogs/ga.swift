// Irish: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/ga/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Irish (`ga`): 45 of 45 validator messages translated.
    static let ga = MessageCatalog(locale: LocaleIdentifier(builtIn: "ga"), translations: gaTranslations)

    private static let gaTranslations: [String: String] = [
        "File upload failed.":
            "Theip ar uaslódáil an chomhaid.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Ní cheadaítear ach comhaid leis na cineálacha MIME seo: {mimeTypes}",
        "Only files with these extensions are allowed: {extensions}.":
            "Ní cheadaítear ach comhaid leis na síntí seo: {extensions}",
        "Please upload a file.":
            "Le do thoil uaslódáil comhad.",
        "The combination {values} of {attributes} has already been taken.":
            "An meascán {values} de {attributes} Tá glactha cheana féin.",
        "The file \"{file}\" is not an image.":
            "An comhad \"{file}\" nach íomhá í.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "An comhad \"{file}\" ró-mhór. Ní féidir a mhéid a shárú  {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "An comhad \"{file}\" ró-bheag. Ní féidir a mhéid a bheith níos lú ná {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Formáid na {attribute} neamhbhailí.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "An íomhá \"{file}\" ró-mhór. Ní féidir leis an airde a bheith níos mó ná {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "An íomhá \"{file}\" ró-mhór. Ní féidir leis an leithead a bheith níos mó ná {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "An íomhá \"{file}\" ró-bheag. Ní féidir leis an airde a bheith níos lú ná {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "An íomhá \"{file}\" ró-bheag. Ní féidir leis an leithead a bheith níos lú ná {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Is féidir leat a uaslódáil ar a mhéad {limit, number} {limit, plural, one{file} other{files}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "Ba chóir duit a uaslódáil ar a laghad {limit, number} {limit, plural, one{file} other{files}}.",
        "the input value":
            "an luach ionchuir",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" Tá glactha cheana féin",
        "{attribute} cannot be blank.":
            "{attribute} Ní féidir a bheith bán.",
        "{attribute} contains wrong subnet mask.":
            "{attribute} Tá masc subnet mícheart.",
        "{attribute} is invalid.":
            "{attribute} neamhbhailí.",
        "{attribute} is not a valid URL.":
            "{attribute} nach URL bailí é.",
        "{attribute} is not a valid email address.":
            "{attribute} nach seoladh ríomhphoist bailí é.",
        "{attribute} is not in the allowed range.":
            "{attribute} nach bhfuil sa raon ceadaithe.",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} caithfidh go bhfuil \"{requiredValue}\".",
        "{attribute} must be a number.":
            "{attribute} caithfidh gur uimhir é.",
        "{attribute} must be a string.":
            "{attribute} Ní mór a bheith ina teaghrán.",
        "{attribute} must be a valid IP address.":
            "{attribute} caithfidh gur seoladh IP bailí é.",
        "{attribute} must be an IP address with specified subnet.":
            "{attribute} Ní mór seoladh IP a bheith ann le folíon sonraithe.",
        "{attribute} must be an integer.":
            "{attribute} Ní mór a bheith ina slánuimhir.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} Ní mór ceachtar \"{true}\" nó \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute} Ní mór a bheith comhionann le \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} ní mór a bheith níos mó ná \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} a bheith níos mó ná nó cothrom le \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} Ní mór a bheith níos lú ná \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} ní mór a bheith níos lú ná nó cothrom le \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "{attribute} Ní mór a bheith níos mó ná {max}.",
        "{attribute} must be no less than {min}.":
            "{attribute} Ní mór a bheith níos lú ná{min}.",
        "{attribute} must not be a subnet.":
            "{attribute} Ní mór a bheith ina subnet.",
        "{attribute} must not be an IPv4 address.":
            "{attribute} níor cheart gur seoladh IPv4 é.",
        "{attribute} must not be an IPv6 address.":
            "{attribute} níor cheart gur seoladh IPv6 é.",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} Ní mór a bheith comhionann le \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} chóir go bhfuil ar a laghad {min, number} {min, plural, one{carachtar} other{carachtair}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} chóir go bhfuil ar a mhéad {max, number} {max, plural, one{carachtar} other{carachtair}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} chóir go bhfuil {length, number} {length, plural, one{carachtar} other{carachtair}}.",
        "{compareAttribute} is invalid.":
            "{compareAttribute} neamhbhailí.",
    ]
}
