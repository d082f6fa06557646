// Hebrew: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/he/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Hebrew (`he`): 33 of 45 validator messages translated.
    static let he = MessageCatalog(locale: LocaleIdentifier(builtIn: "he"), translations: heTranslations)

    private static let heTranslations: [String: String] = [
        "File upload failed.":
            "העלאת קובץ נכשלה",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "",
        "Only files with these extensions are allowed: {extensions}.":
            "רק קבצים עם ההרחבות הבאות מותרים: {extensions}.",
        "Please upload a file.":
            "נא העלה קובץ.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "הקובץ \"{file}\" אינו קובץ תמונה.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "הקובץ \"{file}\" גדול מדי. גודל זה אינו מצליח {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "הקובץ \"{file}\" קטן מדי. הקובץ אינו יכול להיות קטן מ {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "הפורמט של {attribute} אינו חוקי.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "התמונה \"{file}\" גדולה מדי. הגובה לא יכול להיות גדול מ {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "התמונה \"{file}\" גדולה מדי. הרוחב לא יכול להיות גדול מ {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "התמונה \"{file}\" קטנה מדי. הגובה לא יכול להיות קטן מ {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "התמונה \"{file}\" קטנה מדי. הרוחב לא יכול להיות קטן מ {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "אתה יכול להעלות לכל היותר {limit, number} {limit, plural, one{קובץ} other{קבצים}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "הערך המוכנס",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" כבר בשימוש",
        "{attribute} cannot be blank.":
            "{attribute} לא יכול להיות ריק.",
        "{attribute} contains wrong subnet mask.":
            "",
        "{attribute} is invalid.":
            "{attribute} לא חוקי.",
        "{attribute} is not a valid URL.":
            "{attribute} איננו כתובת אינטרנט חוקית.",
        "{attribute} is not a valid email address.":
            "{attribute} לא כתובת מייל חוקית.",
        "{attribute} is not in the allowed range.":
            "",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} חייב להיות \"{requiredValue}\".",
        "{attribute} must be a number.":
            "{attribute} חייב להיות מספר",
        "{attribute} must be a string.":
            "{attribute} חייב להיות מחרוזת טקסט",
        "{attribute} must be a valid IP address.":
            "",
        "{attribute} must be an IP address with specified subnet.":
            "",
        "{attribute} must be an integer.":
            "{attribute} חייב להיות מספר שלם",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} חייב להיות \"{true}\" או \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} חייב להיות גדול מ \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} חייב להיות גדול מ או שווה  \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} חייב להיות פחות מ \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} חייב להיות פחות מ או שווה \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "{attribute} חייב להיות לא יותר מ \"{max}\".",
        "{attribute} must be no less than {min}.":
            "{attribute} חייב להיות לא פחות מ \"{min}\".",
        "{attribute} must not be a subnet.":
            "",
        "{attribute} must not be an IPv4 address.":
            "",
        "{attribute} must not be an IPv6 address.":
            "",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} חייב להיות שווה ל \"{compareValueOrAttribute}\"",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} אמור לכלול לפחות {min, number} {min, plural, one{תו} other{תוים}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} אמור לא לכלול יותר מ{max, number} {max, plural, one{תו} other{תוים}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute}  אמור לכלול {length, number} {length, plural, one{תו} other{תוים}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
