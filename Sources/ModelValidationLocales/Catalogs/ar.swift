// Arabic: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/ar/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Arabic (`ar`): 35 of 45 validator messages translated.
    static let ar = MessageCatalog(locale: LocaleIdentifier(builtIn: "ar"), translations: arTranslations)

    private static let arTranslations: [String: String] = [
        "File upload failed.":
            ".فشل في تحميل الملف",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "فقط الملفات من هذه الأنواع مسموح بها: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "فقط الملفات التي تحمل هذه الصيغ مسموح بها: {extensions}.",
        "Please upload a file.":
            "الرجاء تحميل ملف.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "الملف \"{file}\" ليس صورة.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "الملف \"{file}\" كبير الحجم. حجمه لا يجب أن يتخطى {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "الملف \"{file}\"  صغير جداً. حجمه لا يجب أن يكون أصغر من {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "شكل {attribute} غير صالح",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "الصورة \"{file}\" كبيرة جداً. ارتفاعها لا يمكن أن يتخطى {limit, number} {limit, plural, other{بكسل}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "الصورة \"{file}\" كبيرة جداً. عرضها لا يمكن أن يتخطى {limit, number} {limit, plural, other{بكسل}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "الصورة \"{file}\" صغيرة جداً. ارتفاعها لا يمكن أن يقل عن  {limit, number} {limit, plural, other{بكسل}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "الصورة \"{file}\" كبيرة جداً. عرضها لا يمكن أن يقل عن  {limit, number} {limit, plural, other{بكسل}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "تستطيع كأقصى حد تحميل {limit, number} {limit, plural, one{ملف} few{ملفات} many{ملف} other{ملفات}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "قيمة المُدخل",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" سبق استعماله",
        "{attribute} cannot be blank.":
            "{attribute} لا يمكن تركه فارغًا.",
        "{attribute} contains wrong subnet mask.":
            "",
        "{attribute} is invalid.":
            "{attribute} غير صالح.",
        "{attribute} is not a valid URL.":
            "{attribute} ليس بعنوان صحيح.",
        "{attribute} is not a valid email address.":
            "{attribute} ليس ببريد إلكتروني صحيح.",
        "{attribute} is not in the allowed range.":
            "",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} يجب أن يكون \"{requiredValue}\".",
        "{attribute} must be a number.":
            "{attribute} يجب أن يكون رقمًا",
        "{attribute} must be a string.":
            "{attribute} يجب أن يكون كلمات",
        "{attribute} must be a valid IP address.":
            "",
        "{attribute} must be an IP address with specified subnet.":
            "",
        "{attribute} must be an integer.":
            "{attribute} يجب أن يكون رقمًا صحيحًا",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} يجب أن يكن إما \"{true}\" أو \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute} يجب أن يساوي \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} يجب أن يكون أكبر من \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} يجب أن يكون أكبر من أو يساوي \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} يجب أن يكون أصغر من \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} يجب أن يكون أصغر من أو يساوي \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "{attribute} يجب أن لا يكون أكبر من \"{max}\".",
        "{attribute} must be no less than {min}.":
            "{attribute} يجب أن لا يكون أصغر من \"{min}\".",
        "{attribute} must not be a subnet.":
            "",
        "{attribute} must not be an IPv4 address.":
            "",
        "{attribute} must not be an IPv6 address.":
            "",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} يجب أن لا يساوي \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} يجب أن يحتوي على أكثر من {min, number} {min, plural, one{حرف} few{حروف} other{حرف}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} يجب أن لا يحتوي على أكثر من {max, number} {max, plural, one{حرف} few{حروف} other{حرف}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute}  يجب أن يحتوي على {length, number} {length, plural, one{حرف} few{حروف} other{حرف}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
