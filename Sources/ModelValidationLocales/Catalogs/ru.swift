// Russian: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/ru/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Russian (`ru`): 44 of 45 validator messages translated.
    static let ru = MessageCatalog(locale: LocaleIdentifier(builtIn: "ru"), translations: ruTranslations)

    private static let ruTranslations: [String: String] = [
        "File upload failed.":
            "Загрузка файла не удалась.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Разрешена загрузка файлов только со следующими MIME-типами: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Разрешена загрузка файлов только со следующими расширениями: {extensions}.",
        "Please upload a file.":
            "Загрузите файл.",
        "The combination {values} of {attributes} has already been taken.":
            "Комбинация {values} параметров {attributes} уже существует.",
        "The file \"{file}\" is not an image.":
            "Файл «{file}» не является изображением.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Файл «{file}» слишком большой. Размер не должен превышать {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Файл «{file}» слишком маленький. Размер должен быть более {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Неверный формат значения «{attribute}».",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Файл «{file}» слишком большой. Высота не должна превышать {limit, number} {limit, plural, one{пиксель} few{пикселя} many{пикселей} other{пикселя}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Файл «{file}» слишком большой. Ширина не должна превышать {limit, number} {limit, plural, one{пиксель} few{пикселя} many{пикселей} other{пикселя}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Файл «{file}» слишком маленький. Высота должна быть более {limit, number} {limit, plural, one{пиксель} few{пикселя} many{пикселей} other{пикселя}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Файл «{file}» слишком маленький. Ширина должна быть более {limit, number} {limit, plural, one{пиксель} few{пикселя} many{пикселей} other{пикселя}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Вы не можете загружать более {limit, number} {limit, plural, one{файла} few{файлов} many{файлов} other{файла}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "Вы должны загрузить как минимум {limit, number} {limit, plural, one{файл} few{файла} many{файлов} other{файла}}.",
        "the input value":
            "введённое значение",
        "{attribute} \"{value}\" has already been taken.":
            "Значение «{value}» для «{attribute}» уже занято.",
        "{attribute} cannot be blank.":
            "Необходимо заполнить «{attribute}».",
        "{attribute} contains wrong subnet mask.":
            "Значение «{attribute}» содержит неверную маску подсети.",
        "{attribute} is invalid.":
            "Значение «{attribute}» неверно.",
        "{attribute} is not a valid URL.":
            "Значение «{attribute}» не является правильным URL.",
        "{attribute} is not a valid email address.":
            "Значение «{attribute}» не является правильным email адресом.",
        "{attribute} is not in the allowed range.":
            "Значение «{attribute}» не входит в список разрешенных диапазонов адресов.",
        "{attribute} must be \"{requiredValue}\".":
            "Значение «{attribute}» должно быть равно «{requiredValue}».",
        "{attribute} must be a number.":
            "Значение «{attribute}» должно быть числом.",
        "{attribute} must be a string.":
            "Значение «{attribute}» должно быть строкой.",
        "{attribute} must be a valid IP address.":
            "Значение «{attribute}» должно быть правильным IP адресом.",
        "{attribute} must be an IP address with specified subnet.":
            "Значение «{attribute}» должно быть IP адресом с подсетью.",
        "{attribute} must be an integer.":
            "Значение «{attribute}» должно быть целым числом.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "Значение «{attribute}» должно быть равно «{true}» или «{false}».",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "Значение «{attribute}» должно быть равно «{compareValueOrAttribute}».",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "Значение «{attribute}» должно быть больше значения «{compareValueOrAttribute}».",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "Значение «{attribute}» должно быть больше или равно значения «{compareValueOrAttribute}».",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "Значение «{attribute}» должно быть меньше значения «{compareValueOrAttribute}».",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "Значение «{attribute}» должно быть меньше или равно значения «{compareValueOrAttribute}».",
        "{attribute} must be no greater than {max}.":
            "Значение «{attribute}» не должно превышать {max}.",
        "{attribute} must be no less than {min}.":
            "Значение «{attribute}» должно быть не меньше {min}.",
        "{attribute} must not be a subnet.":
            "Значение «{attribute}» не должно быть подсетью.",
        "{attribute} must not be an IPv4 address.":
            "Значение «{attribute}» не должно быть IPv4 адресом.",
        "{attribute} must not be an IPv6 address.":
            "Значение «{attribute}» не должно быть IPv6 адресом.",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "Значение «{attribute}» не должно быть равно «{compareValueOrAttribute}».",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "Значение «{attribute}» должно содержать минимум {min, number} {min, plural, one{символ} few{символа} many{символов} other{символа}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "Значение «{attribute}» должно содержать максимум {max, number} {max, plural, one{символ} few{символа} many{символов} other{символа}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "Значение «{attribute}» должно содержать {length, number} {length, plural, one{символ} few{символа} many{символов} other{символа}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
