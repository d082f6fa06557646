// Tajik: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/tg/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Tajik (`tg`): 43 of 45 validator messages translated.
    static let tg = MessageCatalog(locale: LocaleIdentifier(builtIn: "tg"), translations: tgTranslations)

    private static let tgTranslations: [String: String] = [
        "File upload failed.":
            "Фарокашии файл муяссар гашт.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Барои фарокашии файлҳо танҳо бо намудҳои зерини MIME иҷозат аст: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Барои фарокашии файлҳо танҳо тавассути зиёдкуни зерин иҷозат аст: {extensions}.",
        "Please upload a file.":
            "Лутфан, файлро бор кунед.",
        "The combination {values} of {attributes} has already been taken.":
            "Комбинатсияи {values} параметрҳо {attributes} аллакай вуҷуд дорад.",
        "The file \"{file}\" is not an image.":
            "Файли \"{file}\" тасвир нест.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Ҳаҷми файли \"{file}\" азҳад зиёд калон аст. Андозаи он набояд аз {formattedLimit} зиёдтар бошад.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Ҳаҷми файли \"{file}\" аз ҳад зиёд хурд аст. Он бояд аз {formattedLimit} калонтар бошад.",
        "The format of {attribute} is invalid.":
            "Формати нодурусти маънӣ {attribute}.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Ҳаҷми файли \"{file}\" аз ҳад зиёд калон аст. Баландияш набояд аз {limit, number} {limit, plural, one{пиксел} few{пиксел} many{пиксел} other{пиксел}} зиёд бошад.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Ҳаҷми файл \"{file}\" аз ҳад зиёд калон аст. Дарозияш набояд аз {limit, number} {limit, plural, one{пиксел} few{пиксел} many{пиксел} other{пиксел}} зиёд бошад.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Ҳаҷми файл \"{file}\" аз ҳад зиёд хурд аст. Баландияш бояд аз {limit, number} {limit, plural, one{пиксел} few{пиксел} many{пиксел} other{пиксел}} зиёд бошад.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Ҳаҷми файл \"{file}\" аз ҳад зиёд хурд аст. Дарозияш бояд аз {limit, number} {limit, plural, one{пиксел} few{пиксел} many{пиксел} other{пиксел}} зиёд бошад.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Шумо наметавонед зиёда аз {limit, number} {limit, plural,one{файлро} few{файлҳоро} many{файлро} other{файлро}} фаро бикашед.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "ҷадвали воридшуда",
        "{attribute} \"{value}\" has already been taken.":
            "Ҷадвали «{value}» барои «{attribute}» аллакай банд аст.",
        "{attribute} cannot be blank.":
            "Ҳошияи «{attribute}» набояд холӣ бошад.",
        "{attribute} contains wrong subnet mask.":
            "Маънои \"{attribute}\" дорои нодурусти ниқоби зершабака мебошад.",
        "{attribute} is invalid.":
            "Ҷадвали «{attribute}» ғалат аст.",
        "{attribute} is not a valid URL.":
            "Ҷадвали «{attribute}» URL-и нодуруст мебошад.",
        "{attribute} is not a valid email address.":
            "Ҷадвали {attribute} суроғаи дурусти паёмнигор нест.",
        "{attribute} is not in the allowed range.":
            "Ҷадвали «{attribute}» ба рӯйхати суроғаҳои диапазонҳои иҷозат додашуда дохил намешавад.",
        "{attribute} must be \"{requiredValue}\".":
            "Ҷадвали «{attribute}» бояд ба «{requiredValue}» баробар бошад.",
        "{attribute} must be a number.":
            "Ҷадвали «{attribute}» бояд адад бошад.",
        "{attribute} must be a string.":
            "Ҷадвали «{attribute}» бояд сатр бошад.",
        "{attribute} must be a valid IP address.":
            "Ҷадвали «{attribute}» бояд суроғаи дурусти IP бошад.",
        "{attribute} must be an IP address with specified subnet.":
            "Ҷадвали «{attribute}» бояд суроғаи IP бо зершабака бошад.",
        "{attribute} must be an integer.":
            "Ҷадвали «{attribute}» бояд адади бутун бошад.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "Маънои «{attribute}» бояд ба «{true}» ё «{false}» баробар бошад.",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "Маънои «{attribute}» бояд ба «{compareValueOrAttribute}» баробар бошад.",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "Маънои «{attribute}» бояд аз маънии «{compareValueOrAttribute}» бузургтар бошад.",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "Маънои «{attribute}» бояд аз маънии «{compareValueOrAttribute}» бузургтар ё ба он баробар бошад.",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "Маънои «{attribute}» бояд аз маънии «{compareValueOrAttribute}» хурдтар бошад.",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "Маънои «{attribute}» бояд аз маънии «{compareValueOrAttribute}» хурдтар ё ба он баробар бошад.",
        "{attribute} must be no greater than {max}.":
            "«{attribute}» бояд аз {max} зиёд набошад.",
        "{attribute} must be no less than {min}.":
            "«{attribute}» бояд аз {min} кам набошад.",
        "{attribute} must not be a subnet.":
            "Маънии «{attribute}» набояд зершабака бошад.",
        "{attribute} must not be an IPv4 address.":
            "Ҷадвали «{attribute}» набояд суроғаи IPv4 бошад.",
        "{attribute} must not be an IPv6 address.":
            "Ҷадвали «{attribute}» набояд суроғаи IPv6 бошад.",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "Ҷадвали «{attribute}» набояд ба «{compareValueOrAttribute}» баробар бошад.",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "Ҷадвали «{attribute}» бояд хади ақал {min, number} {min, plural, one{аломат} few{аломат} many{аломат} other{аломат}} дошта бошад.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "Ҷадвали «{attribute}» бояд ҳади аксар {min, number} {min, plural, one{аломат} few{аломат} many{аломат} other{аломат}} дошта бошад.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "Ҷадвали «{attribute}» бояд {length, number} {length, plural, one{аломат} few{аломат} many{аломат} other{аломат}} дошта бошад.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
