// Persian: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/fa/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Persian (`fa`): 45 of 45 validator messages translated.
    static let fa = MessageCatalog(locale: LocaleIdentifier(builtIn: "fa"), translations: faTranslations)

    private static let faTranslations: [String: String] = [
        "File upload failed.":
            "آپلود فایل ناموفق بود.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "فقط این نوع فایل\u{200C}ها مجاز می\u{200C}باشند: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "فقط فایل\u{200C}های با این پسوندها مجاز هستند: {extensions}.",
        "Please upload a file.":
            "لطفاً یک فایل آپلود کنید.",
        "The combination {values} of {attributes} has already been taken.":
            "مقدار {values} از {attributes} قبلاً گرفته شده است.",
        "The file \"{file}\" is not an image.":
            "فایل \"{file}\" یک تصویر نیست.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "حجم فایل \"{file}\" بسیار بیشتر می\u{200C}باشد. حجم آن نمی\u{200C}تواند از {formattedLimit} بیشتر باشد.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "حجم فایل \"{file}\" بسیار کم می\u{200C}باشد. حجم آن نمی\u{200C}تواند از {formattedLimit} کمتر باشد.",
        "The format of {attribute} is invalid.":
            "قالب {attribute} نامعتبر است.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "تصویر \"{file}\" خیلی بزرگ است. ارتفاع نمی\u{200C}تواند بزرگتر از {limit, number} پیکسل باشد.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "تصویر \"{file}\" خیلی بزرگ است. عرض نمی\u{200C}تواند بزرگتر از {limit, number} پیکسل باشد.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "تصویر \"{file}\" خیلی کوچک است. ارتفاع نمی\u{200C}تواند کوچکتر از {limit, number} پیکسل باشد.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "تصویر \"{file}\" خیلی کوچک است. عرض نمی\u{200C}تواند کوچکتر از {limit, number} پیکسل باشد.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "شما حداکثر {limit, number} فایل را می\u{200C}توانید آپلود کنید.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "شما باید حداقل {limit, number} فایل آپلود کنید.",
        "the input value":
            "مقدار ورودی",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} در حال حاضر با مقدار \"{value}\" گرفته شده است.",
        "{attribute} cannot be blank.":
            "{attribute} نمی\u{200C}تواند خالی باشد.",
        "{attribute} contains wrong subnet mask.":
            "{attribute} شامل فرمت پوشش زیرشبکه (subnet mask) اشتباه است.",
        "{attribute} is invalid.":
            "{attribute} معتبر نیست.",
        "{attribute} is not a valid URL.":
            "{attribute} یک URL معتبر نیست.",
        "{attribute} is not a valid email address.":
            "{attribute} یک آدرس ایمیل معتبر نیست.",
        "{attribute} is not in the allowed range.":
            "{attribute} در محدوده مجاز نمی\u{200C}باشد.",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} باید \"{requiredValue}\" باشد.",
        "{attribute} must be a number.":
            "{attribute} باید یک عدد باشد.",
        "{attribute} must be a string.":
            "{attribute} باید یک رشته باشد.",
        "{attribute} must be a valid IP address.":
            "{attribute} باید یک آدرس IP معتبر باشد.",
        "{attribute} must be an IP address with specified subnet.":
            "{attribute} باید یک آدرس IP با زیرشبکه (subnet) مشخص شده باشد.",
        "{attribute} must be an integer.":
            "{attribute} باید یک عدد صحیح باشد.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} باید \"{true}\" و یا \"{false}\" باشد.",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute} باید با \"{compareValueOrAttribute}\" برابر باشد.",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} باید بیشتر از \"{compareValueOrAttribute}\" باشد.",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} باید بیشتر یا برابر با \"{compareValueOrAttribute}\" باشد.",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} باید کمتر از \"{compareValueOrAttribute}\" باشد.",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} باید کمتر یا برابر با \"{compareValueOrAttribute}\" باشد.",
        "{attribute} must be no greater than {max}.":
            "{attribute} نباید بیشتر از \"{max}\" باشد.",
        "{attribute} must be no less than {min}.":
            "{attribute} نباید کمتر از \"{min}\" باشد.",
        "{attribute} must not be a subnet.":
            "{attribute} نباید یک زیرشبکه (subnet) باشد.",
        "{attribute} must not be an IPv4 address.":
            "{attribute} نباید آدرس IPv4 باشد.",
        "{attribute} must not be an IPv6 address.":
            "{attribute} نباید آدرس IPv6 باشد.",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} نباید برابر با \"{compareValueOrAttribute}\" باشد.",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} حداقل باید شامل {min, number} کارکتر باشد.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} حداکثر باید شامل {max, number} کارکتر باشد.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} باید شامل {length, number} کارکتر باشد.",
        "{compareAttribute} is invalid.":
            "{compareAttribute} نامعتبر است.",
    ]
}
