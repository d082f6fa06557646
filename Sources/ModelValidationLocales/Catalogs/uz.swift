// Uzbek: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/uz/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Uzbek (`uz`): 34 of 45 validator messages translated.
    static let uz = MessageCatalog(locale: LocaleIdentifier(builtIn: "uz"), translations: uzTranslations)

    private static let uzTranslations: [String: String] = [
        "File upload failed.":
            "Faylni yuklab bo`lmadi.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Faqat quyidagi MIME-turidagi fayllarni yuklashga ruhsat berilgan: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Faqat quyidagi kengaytmali fayllarni yuklashga ruhsat berilgan: {extensions}.",
        "Please upload a file.":
            "Faylni yuklang.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "«{file}» fayl rasm emas.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "«{file}» fayl juda katta. O`lcham {formattedLimit} oshishi kerak emas.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "«{file}» fayl juda kichkina. O`lcham {formattedLimit} kam bo`lmasligi kerak.",
        "The format of {attribute} is invalid.":
            "«{attribute}» qiymatning formati noto`g`ri.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "«{file}» fayl juda katta. Balandlik {limit, number} {limit, plural, one{pikseldan} few{pikseldan} many{pikseldan} other{pikseldan}} oshmasligi kerak.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "«{file}» fayl juda katta. Eni {limit, number} {limit, plural, one{pikseldan} few{pikseldan} many{pikseldan} other{pikseldan}} oshmasligi kerak.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "«{file}» fayl juda kichkina. Balandlik {limit, number} {limit, plural, one{pikseldan} few{pikseldan} many{pikseldan} other{pikseldan}} kam bo`lmasligi kerak.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "«{file}» juda kichkina. Eni {limit, number} {limit, plural, one{pikseldan} few{pikseldan} many{pikseldan} other{pikseldan}} kam bo`lmasligi kerak.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Siz {limit, number} {limit, plural, one{fayldan} few{fayllardan} many{fayllardan} other{fayllardan}} ko`pini yuklab ola olmaysiz.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "kiritilgan qiymat",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} «{value}» avvalroq band qilingan.",
        "{attribute} cannot be blank.":
            "«{attribute}» to`ldirish shart.",
        "{attribute} contains wrong subnet mask.":
            "",
        "{attribute} is invalid.":
            "«{attribute}» qiymati noto`g`ri.",
        "{attribute} is not a valid URL.":
            "«{attribute}» qiymati to`g`ri URL emas.",
        "{attribute} is not a valid email address.":
            "«{attribute}» qiymati to`g`ri email manzil emas.",
        "{attribute} is not in the allowed range.":
            "",
        "{attribute} must be \"{requiredValue}\".":
            "«{attribute}» qiymati «{requiredValue}» ga teng bo`lishi kerak.",
        "{attribute} must be a number.":
            "«{attribute}» qiymati son bo`lishi kerak.",
        "{attribute} must be a string.":
            "«{attribute}» qiymati satr bo`lishi kerak.",
        "{attribute} must be a valid IP address.":
            "",
        "{attribute} must be an IP address with specified subnet.":
            "",
        "{attribute} must be an integer.":
            "«{attribute}» qiymati butun son bo`lishi kerak.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "«{attribute}» qiymati «{true}» yoki «{false}» bo`lishi kerak.",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "«{attribute}» qiymati «{compareValueOrAttribute}» dan katta bo`lishi kerak.",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "«{attribute}» qiymati «{compareValueOrAttribute}» dan katta yoki teng bo`lishi kerak.",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "«{attribute}» qiymati «{compareValueOrAttribute}» dan kichkina bo`lishi kerak.",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "«{attribute}» qiymati «{compareValueOrAttribute}» dan kichik yoki teng bo`lishi kerak.",
        "{attribute} must be no greater than {max}.":
            "«{attribute}» qiymati {max} dan oshmasligi kerak.",
        "{attribute} must be no less than {min}.":
            "«{attribute}» qiymati {min} dan kichkina bo`lmasligi kerak.",
        "{attribute} must not be a subnet.":
            "",
        "{attribute} must not be an IPv4 address.":
            "",
        "{attribute} must not be an IPv6 address.":
            "",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "«{attribute}» qiymati «{compareValueOrAttribute}» qiymatiga teng bo`lmasligi lozim.",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "«{attribute}» qiymati minimum {min, number} {min, plural, one{belgidan} few{belgidan} many{belgidan} other{belgidan}} tashkil topishi kerak.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "«{attribute}» qiymati maksimum {max, number} {max, plural, one{belgidan} few{belgidan} many{belgidan} other{belgidan}} oshmasligi kerak.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "«{attribute}» qiymati {length, number} {length, plural, one{belgidan} few{belgidan} many{belgidan} other{belgidan}} tashkil topishi kerak.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
