// Uzbek (Cyrillic; Yii's `uz-Cy` folder): Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/uz-Cy/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Uzbek (Cyrillic; Yii's `uz-Cy` folder) (`uz-CY`): 34 of 45 validator messages translated.
    static let uzCY = MessageCatalog(locale: LocaleIdentifier(builtIn: "uz-CY"), translations: uzCYTranslations)

    private static let uzCYTranslations: [String: String] = [
        "File upload failed.":
            "Файлни юклаб бўлмади.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Фақат MIME-туридаги файлларни юклашга рухсат берилган: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Фақат қуйидаги кенгайтмали файлларни юклашга рухсат берилган: {extensions}.",
        "Please upload a file.":
            "Файлни юкланг.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "«{file}» расм файл эмас.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "«{file}» файл жуда катта. Ўлчам {formattedLimit} ошиши керак эмас.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "«{file}» файл жуда кичкина. Ўлчам {formattedLimit} кам бўлмаслиги керак.",
        "The format of {attribute} is invalid.":
            "«{attribute}» қийматнинг формати нотўғри.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "«{file}» файл жуда катта. Баландлик {limit, number} {limit, plural, one{пикселдан} few{пикселдан} many{пикселдан} other{пикселдан}} ошмаслиги керак.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "«{file}» файл жуда катта. Эни {limit, number} {limit, plural, one{пикселдан} few{пикселдан} many{пикселдан} other{пикселдан}} ошмаслиги керак.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "«{file}» файл жуда кичкина. Баландлик {limit, number} {limit, plural, one{пикселдан} few{пикселдан} many{пикселдан} other{пикселдан}} кам бўлмаслиги керак.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "«{file}» файл жуда кичкина. Эни {limit, number} {limit, plural, one{пикселдан} few{пикселдан} many{пикселдан} other{пикселдан}} кам бўлмаслиги керак.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Сиз {limit, number} {limit, plural, one{файлдан} few{файллардан} many{файллардан} other{файллардан}} кўпини юклаб ололмайсиз.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "киритилган қиймат",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} «{value}» аввалроқ банд қилинган.",
        "{attribute} cannot be blank.":
            "«{attribute}» тўлдириш шарт.",
        "{attribute} contains wrong subnet mask.":
            "",
        "{attribute} is invalid.":
            "«{attribute}» қиймати нотўғри",
        "{attribute} is not a valid URL.":
            "«{attribute}» тўғри URL эмас.",
        "{attribute} is not a valid email address.":
            "«{attribute}» тўғри электрон манзил эмас.",
        "{attribute} is not in the allowed range.":
            "",
        "{attribute} must be \"{requiredValue}\".":
            "«{attribute}» қиймати «{requiredValue}» га тенг бўлиши керак.",
        "{attribute} must be a number.":
            "«{attribute}» қиймати сон бўлиши керак.",
        "{attribute} must be a string.":
            "«{attribute}» қиймати матн бўлиши керак.",
        "{attribute} must be a valid IP address.":
            "",
        "{attribute} must be an IP address with specified subnet.":
            "",
        "{attribute} must be an integer.":
            "«{attribute}» қиймати бутун сон бўлиши керак.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "«{attribute}» қиймати «{true}» ёки «{false}» бўлиши керак.",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "«{attribute}» қиймати «{compareValueOrAttribute}» дан катта бўлиши керак.",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "«{attribute}» қиймати «{compareValueOrAttribute}» дан катта ёки тенг бўлиши керак.",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "«{attribute}» қиймати «{compareValueOrAttribute}» дан кичкина бўлиши керак.",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "«{attribute}» қиймати «{compareValueOrAttribute}» дан кичик ёки тенг бўлиши керак.",
        "{attribute} must be no greater than {max}.":
            "«{attribute}» қиймати {max} дан ошмаслиги керак.",
        "{attribute} must be no less than {min}.":
            "«{attribute}» қиймати {min} дан катта бўлиши керак.",
        "{attribute} must not be a subnet.":
            "",
        "{attribute} must not be an IPv4 address.":
            "",
        "{attribute} must not be an IPv6 address.":
            "",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "«{attribute}» қиймати «{compareValueOrAttribute}» қийматига тенг бўлмаслиги лозим.",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "«{attribute}» қиймати минимум {min, number} {min, plural, one{белгидан} few{белгидан} many{белгидан} other{белгидан}} ташкил топиши керак.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "«{attribute}» қиймати максимум {max, number} {max, plural, one{белгидан} few{белгидан} many{белгидан} other{белгидан}} ошмаслиги керак.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "«{attribute}» қиймати {length, number} {length, plural, one{белгидан} few{белгидан} many{белгидан} other{белгидан}} ташкил топиши керак.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
