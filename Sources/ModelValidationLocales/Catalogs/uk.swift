// Ukrainian: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/uk/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Ukrainian (`uk`): 42 of 45 validator messages translated.
    static let uk = MessageCatalog(locale: LocaleIdentifier(builtIn: "uk"), translations: ukTranslations)

    private static let ukTranslations: [String: String] = [
        "File upload failed.":
            "Завантаження файлу не вдалося.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Дозволені файли лише з наступними MIME-типами: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Дозволені файли лише з наступними розширеннями: {extensions}.",
        "Please upload a file.":
            "Будь ласка, завантажте файл.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "Файл \"{file}\" не є зображенням.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Файл \"{file}\" занадто великий. Розмір не повинен перевищувати {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Файл \"{file}\" занадто малий. Розмір повинен бути більше, ніж {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Невірний формат значення \"{attribute}\".",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Зображення \"{file}\" занадто велике. Висота не повинна перевищувати {limit, number} {limit, plural, one{піксель} few{пікселя} many{пікселів} other{пікселя}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Зображення \"{file}\" занадто велике. Ширина не повинна перевищувати {limit, number} {limit, plural, one{піксель} few{пікселя} many{пікселів} other{пікселя}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Зображення \"{file}\" занадто мале. Висота повинна бути більше, ніж {limit, number} {limit, plural, one{піксель} few{пікселя} many{пікселів} other{пікселя}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Зображення \"{file}\" занадто мале. Ширина повинна бути більше, ніж {limit, number} {limit, plural, one{піксель} few{пікселя} many{пікселів} other{пікселя}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Ви не можете завантажувати більше {limit, number} {limit, plural, one{файла} few{файлів} many{файлів} other{файла}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "введене значення",
        "{attribute} \"{value}\" has already been taken.":
            "Значення «{value}» для «{attribute}» вже зайнято.",
        "{attribute} cannot be blank.":
            "Необхідно заповнити \"{attribute}\".",
        "{attribute} contains wrong subnet mask.":
            "Значення «{attribute}» містить неправильну маску підмережі.",
        "{attribute} is invalid.":
            "Значення \"{attribute}\" не вірне.",
        "{attribute} is not a valid URL.":
            "Значення \"{attribute}\" не є правильним URL.",
        "{attribute} is not a valid email address.":
            "Значення \"{attribute}\" не є правильною email адресою.",
        "{attribute} is not in the allowed range.":
            "Значення «{attribute}» не входить в список дозволених діапазонів адрес.",
        "{attribute} must be \"{requiredValue}\".":
            "Значення \"{attribute}\" має бути рівним \"{requiredValue}\".",
        "{attribute} must be a number.":
            "Значення \"{attribute}\" має бути числом.",
        "{attribute} must be a string.":
            "Значення \"{attribute}\" має бути текстовим рядком.",
        "{attribute} must be a valid IP address.":
            "Значення «{attribute}» повинно бути правильною IP адресою.",
        "{attribute} must be an IP address with specified subnet.":
            "Значення «{attribute}» повинно бути IP адресою з підмережею.",
        "{attribute} must be an integer.":
            "Значення \"{attribute}\" має бути цілим числом.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "Значення \"{attribute}\" має дорівнювати \"{true}\" або \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "Значення \"{attribute}\" повинно бути рівним \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "Значення \"{attribute}\" повинно бути більшим значення \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "Значення \"{attribute}\" повинно бути більшим або дорівнювати значенню \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "Значення \"{attribute}\" повинно бути меншим значення \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "Значення \"{attribute}\" повинно бути меншим або дорівнювати значенню \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "Значення \"{attribute}\" не повинно перевищувати {max}.",
        "{attribute} must be no less than {min}.":
            "Значення \"{attribute}\" має бути більшим {min}.",
        "{attribute} must not be a subnet.":
            "Значення «{attribute}» не повинно бути підмережею.",
        "{attribute} must not be an IPv4 address.":
            "Значення «{attribute}» не повинно бути IPv4 адресою.",
        "{attribute} must not be an IPv6 address.":
            "Значення «{attribute}» не повинно бути IPv6 адресою.",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "Значення \"{attribute}\" не повинно бути рівним \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "Значення \"{attribute}\" повинно містити мінімум {min, number} {min, plural, one{символ} few{символа} many{символів} other{символа}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "Значення \"{attribute}\" повинно містити максимум {max, number} {max, plural, one{символ} few{символа} many{символів} other{символа}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "Значення \"{attribute}\" повинно містити {length, number} {length, plural, one{символ} few{символа} many{символів} other{символа}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
