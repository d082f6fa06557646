// Serbian (Cyrillic): Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/sr/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Serbian (Cyrillic) (`sr`): 34 of 45 validator messages translated.
    static let sr = MessageCatalog(locale: LocaleIdentifier(builtIn: "sr"), translations: srTranslations)

    private static let srTranslations: [String: String] = [
        "File upload failed.":
            "Постављање фајла није успело.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Само следећи MIME типови су дозвољени: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Само фајлови са следећим екстензијама су дозвољени: {extensions}.",
        "Please upload a file.":
            "Молимо вас поставите фајл.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "Фајл \"{file}\" није слика.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Фајл \"{file}\" је превелик. Величина не може бити већа од {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Фајл \"{file}\" је премали. Величина не може бити мања од {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Формат атрибута \"{attribute}\" је неисправан.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Слика \"{file}\" је превелика. Висина не сме бити већа од {limit, number} {limit, plural, one{пиксел} other{пиксела}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Слика \"{file}\" је превелика. Ширина не сме бити већа од {limit, number} {limit, plural, one{пиксел} other{пиксела}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Слика \"{file}\" је премала. Висина не сме бити мања од {limit, number} {limit, plural, one{пиксел} other{пиксела}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Слика \"{file}\" је премала. Ширина не сме бити мања од {limit, number} {limit, plural, one{пиксел} other{пиксела}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Можете поставити највише {limit, number} {limit, plural, one{фајл} few{фајлa} other{фајлова}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "улазна вредност",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" је већ заузет.",
        "{attribute} cannot be blank.":
            "{attribute} не сме бити празан.",
        "{attribute} contains wrong subnet mask.":
            "",
        "{attribute} is invalid.":
            "{attribute} је неисправан.",
        "{attribute} is not a valid URL.":
            "{attribute} није исправан URL.",
        "{attribute} is not a valid email address.":
            "{attribute} није исправна email адреса.",
        "{attribute} is not in the allowed range.":
            "",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} мора бити \"{requiredValue}\".",
        "{attribute} must be a number.":
            "{attribute} мора бити број.",
        "{attribute} must be a string.":
            "{attribute} мора бити текст.",
        "{attribute} must be a valid IP address.":
            "",
        "{attribute} must be an IP address with specified subnet.":
            "",
        "{attribute} must be an integer.":
            "{attribute} мора бити цели број.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} мора бити \"{true}\" или \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} мора бити већи од \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} мора бити већи или једнак \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} мора бити мањи од \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} мора бити мањи или једнак \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "{attribute} не сме бити већи од \"{max}\".",
        "{attribute} must be no less than {min}.":
            "{attribute} не сме бити мањи од {min}.",
        "{attribute} must not be a subnet.":
            "",
        "{attribute} must not be an IPv4 address.":
            "",
        "{attribute} must not be an IPv6 address.":
            "",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} не сме бити једнак \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} треба да садржи барем {min, number} {min, plural, one{карактер} other{карактера}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} треба да садржи највише {max, number} {max, plural, one{карактер} other{карактера}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} треба да садржи {length, number} {length, plural, one{карактер} other{карактера}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
