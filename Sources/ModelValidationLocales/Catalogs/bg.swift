// Bulgarian: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/bg/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Bulgarian (`bg`): 44 of 45 validator messages translated.
    static let bg = MessageCatalog(locale: LocaleIdentifier(builtIn: "bg"), translations: bgTranslations)

    private static let bgTranslations: [String: String] = [
        "File upload failed.":
            "Грешка при качване на файл.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Допускат се файлове са от типове: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Допускат се файлове със следните разширения: {extensions}.",
        "Please upload a file.":
            "Моля, прикачете файл.",
        "The combination {values} of {attributes} has already been taken.":
            "Комбинацията от {values} от {attributes} е вече заета.",
        "The file \"{file}\" is not an image.":
            "Файлът \"{file}\" не е изображение.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Фйлът \"{file}\" е твърде голям. Размерът на файла не трябва да превишава {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Файлът \"{file}\" е твърде малък. Размерът на файла трябва да е поне {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Невалиден формат за \"{attribute}\".",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Изображението \"{file}\" е твърде голямо. Височината не трябва да е по-голяма от {limit, number} {limit, plural, one{пиксел} other{пиксела}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Изображението \"{file}\" е твърде голямо. Широчината не трябва да е по-голяма от {limit, number} {limit, plural, one{пиксел} other{пиксела}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Изображението \"{file}\" е твърде малко. Височината трябва да е поне {limit, number} {limit, plural, one{пиксел} other{пиксела}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Изображението \"{file}\" е твърде малко. Широчината трябва да е поне {limit, number} {limit, plural, one{пиксел} other{пиксела}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Може да прикачите най-много {limit, number} {limit, plural, one{файл} other{файла}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "Трябва да качите поне {limit, number} {limit, plural, one{файл} other{файлове}}.",
        "the input value":
            "стойността",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" вече е зает.",
        "{attribute} cannot be blank.":
            "Попълнете полето \"{attribute}\".",
        "{attribute} contains wrong subnet mask.":
            "{attribute} съдържа грешен subnet mask.",
        "{attribute} is invalid.":
            "Полето \"{attribute}\" е некоректно попълнено.",
        "{attribute} is not a valid URL.":
            "Полето \"{attribute}\" съдържа невалиден УЕБ адрес.",
        "{attribute} is not a valid email address.":
            "Полето \"{attribute}\" съдържа невалиден email адрес.",
        "{attribute} is not in the allowed range.":
            "{attribute} не е в позволения интервал.",
        "{attribute} must be \"{requiredValue}\".":
            "Полето \"{attribute}\" трябва да съдържа \"{requiredValue}\".",
        "{attribute} must be a number.":
            "Полето \"{attribute}\" съдържа невалиден номер.",
        "{attribute} must be a string.":
            "Полето \"{attribute}\" трябва да съдържа текст.",
        "{attribute} must be a valid IP address.":
            "{attribute} трябва да е валиден IP адрес.",
        "{attribute} must be an IP address with specified subnet.":
            "{attribute} трябва да бъде IP адрес в позволения subnet интервал.",
        "{attribute} must be an integer.":
            "Полето \"{attribute}\" трябва да съдържа цяло число.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "Полето \"{attribute}\"  трябва да бъде \"{true}\" или \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "\"{attribute}\" трябва да е равно на \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} трябва да е по-голямо от \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} трябва да е по-голямо или равно на \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} трябва да е по-малко от \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} трябва да е по-малко или равно на \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "Полето \"{attribute}\" не трябва да е по-голямо от {max}.",
        "{attribute} must be no less than {min}.":
            "Полето \"{attribute}\" не трябва да е по-малко от {min}.",
        "{attribute} must not be a subnet.":
            "{attribute} не трябва да бъде subnet.",
        "{attribute} must not be an IPv4 address.":
            "{attribute} не трябва да бъде IPv4 адрес.",
        "{attribute} must not be an IPv6 address.":
            "{attribute} не трябва дабъде IPv6 адрес.",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} не трябва да бъде равно на \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "Полето {attribute} трябва да съдържа поне {min, number} {min, plural, one{символ} other{символа}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "Полето \"{attribute}\" трябва да съдържа най-много {max, number} {max, plural, one{символ} other{символа}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "Полето \"{attribute}\" трябва да съдържа точно {length, number} {length, plural, one{символ} other{символа}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
