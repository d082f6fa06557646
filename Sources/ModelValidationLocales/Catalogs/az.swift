// Azerbaijani: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/az/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Azerbaijani (`az`): 34 of 45 validator messages translated.
    static let az = MessageCatalog(locale: LocaleIdentifier(builtIn: "az"), translations: azTranslations)

    private static let azTranslations: [String: String] = [
        "File upload failed.":
            "Fayl yüklənmədi.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Ancaq bu MIME tipli fayllara icazə verilib: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Genişlənmələri ancaq bu tipdə olan fayllara icazə verilib: {extensions}.",
        "Please upload a file.":
            "Xahiş olunur bir fayl yükləyin.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "\"{file}\" təsvir faylı deyil.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "\"{file}\" faylı çox böyükdür. Həcmi {formattedLimit} qiymətindən böyük ola bilməz.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "\"{file}\" faylı çox kiçikdir. Həcmi {formattedLimit} qiymətindən kiçik ola bilməz.",
        "The format of {attribute} is invalid.":
            "{attribute} formatı düzgün deyil.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "\"{file}\" şəkli çox böyükdür. Uzunluq {limit, plural, one{pixel} other{pixels}} qiymətindən böyük ola bilməz.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "\"{file}\" şəkli çox böyükdür. Eni {limit, number} {limit, plural, one{pixel} other{pixel}} qiymətindən böyük ola bilməz.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "\"{file}\" şəkli çox kiçikdir. Eni {limit, number} {limit, plural, one{pixel} other{pixel}} qiymətindən kiçik ola bilməz.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "\"{file}\" şəkli çox kiçikdir. Eni {limit, number} {limit, plural, one{pixel} other{pixels}} qiymətindən kiçik ola bilməz.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Ancaq {limit, number} {limit, plural, one{fayl} other{fayl}} yükləyə bilərsiniz.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "daxil olunmuş qiymət",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" artıq istifadə olunub.",
        "{attribute} cannot be blank.":
            "{attribute} boş qoyula bilməz.",
        "{attribute} contains wrong subnet mask.":
            "",
        "{attribute} is invalid.":
            "{attribute} düzgün deyil.",
        "{attribute} is not a valid URL.":
            "{attribute} düzgün URL deyil.",
        "{attribute} is not a valid email address.":
            "{attribute} düzgün e-mail deyil.",
        "{attribute} is not in the allowed range.":
            "",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} {requiredValue} olmalıdır.",
        "{attribute} must be a number.":
            "{attribute} ədəd olmalıdır.",
        "{attribute} must be a string.":
            "{attribute} simvol tipli olmalıdır.",
        "{attribute} must be a valid IP address.":
            "",
        "{attribute} must be an IP address with specified subnet.":
            "",
        "{attribute} must be an integer.":
            "{attribute} tam ədəd olmalıdır.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} ya {true} ya da {false} ola bilər.",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute}, \"{compareValueOrAttribute}\" dən böyük olmalıdır.",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute}, \"{compareValueOrAttribute}\"dən böyük və ya bərabər olmalıdır.",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute}, \"{compareValueOrAttribute}\" dən kiçik olmalıdır.",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute}, \"{compareValueOrAttribute}\"dən kiçik və ya bərabər olmalıdır.",
        "{attribute} must be no greater than {max}.":
            "{attribute} {max} dən böyük olmamalıdır.",
        "{attribute} must be no less than {min}.":
            "{attribute} {min} dən kiçik olmamalıdır.",
        "{attribute} must not be a subnet.":
            "",
        "{attribute} must not be an IPv4 address.":
            "",
        "{attribute} must not be an IPv6 address.":
            "",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute}, \"{compareValueOrAttribute}\" ilə eyni olmamalıdır",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} ən az {min, number} simvol olmalıdır.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} ən çox {max, number} simvol olmalıdır.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} {length, number} simvol olmalıdır.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
