// Chinese (Traditional, Taiwan): Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/zh-TW/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Chinese (Traditional, Taiwan) (`zh-TW`): 43 of 45 validator messages translated.
    static let zhTW = MessageCatalog(locale: LocaleIdentifier(builtIn: "zh-TW"), translations: zhTWTranslations)

    private static let zhTWTranslations: [String: String] = [
        "File upload failed.":
            "未能上傳檔案。",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "只允許這些MIME類型的文件: {mimeTypes}。",
        "Only files with these extensions are allowed: {extensions}.":
            "只可以使用以下擴充名的檔案：{extensions}。",
        "Please upload a file.":
            "請上傳一個檔案。",
        "The combination {values} of {attributes} has already been taken.":
            "{attribute} 的值 \"{value}\" 已經被佔用了。",
        "The file \"{file}\" is not an image.":
            "檔案 \"{file}\" 不是一個圖片檔案。",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "檔案\"{file}\"太大了。它的大小不可以超過{formattedLimit}。",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "文件\"{file}\"太小了。它的大小不可以小於{formattedLimit}。",
        "The format of {attribute} is invalid.":
            "屬性 {attribute} 的格式不正確。",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "圖像 \"{file}\" 太大。它的高度不可以超過 {limit, number} 像素。",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "圖像 \"{file}\" 太大。它的寬度不可以超過 {limit, number} 像素。",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "圖像 \"{file}\" 太小。它的高度不可以小於 {limit, number} 像素。",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "圖像 \"{file}\" 太小。它的寬度不可以小於 {limit, number} 像素。",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "您最多可以上載 {limit, number} 個檔案。",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "該輸入",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} 的值 \"{value}\" 已經被佔用了。",
        "{attribute} cannot be blank.":
            "{attribute} 不能為空白。",
        "{attribute} contains wrong subnet mask.":
            "{attribute} 屬性包含錯誤的子網掩碼。",
        "{attribute} is invalid.":
            "{attribute} 不正確。",
        "{attribute} is not a valid URL.":
            "{attribute} 不是一個正確的網址。",
        "{attribute} is not a valid email address.":
            "{attribute} 不是一個正確的電郵地址。",
        "{attribute} is not in the allowed range.":
            "{attribute} 不在允許的範圍內。",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute}必須為 \"{requiredValue}\"。",
        "{attribute} must be a number.":
            "{attribute} 必須為數字。",
        "{attribute} must be a string.":
            "{attribute} 必須為字串。",
        "{attribute} must be a valid IP address.":
            "{attribute} 必須是一個有效的IP地址。",
        "{attribute} must be an IP address with specified subnet.":
            "{attribute} 必須指定一個IP地址和子網。",
        "{attribute} must be an integer.":
            "{attribute} 必須為整數。",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} 必須為 \"{true}\" 或 \"{false}\"。",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute}必須等於\"{compareValueOrAttribute}\"。",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} 必須大於 \"{compareValueOrAttribute}\"。",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} 必須大或等於 \"{compareValueOrAttribute}\"。",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} 必須小於 \"{compareValueOrAttribute}\"。",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} 必須少或等於 \"{compareValueOrAttribute}\"。",
        "{attribute} must be no greater than {max}.":
            "{attribute} 不可以大於 {max}。",
        "{attribute} must be no less than {min}.":
            "{attribute} 不可以少於 {min}。",
        "{attribute} must not be a subnet.":
            "{attribute} 必須不是一個子網。",
        "{attribute} must not be an IPv4 address.":
            "{attribute} 必須不是一個IPv4地址。",
        "{attribute} must not be an IPv6 address.":
            "{attribute} 必須不是一個IPv6地址。",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} 不可以等於 \"{compareValueOrAttribute}\"。",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} 應該包含至少 {min, number} 個字符。",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} 只能包含最多 {max, number} 個字符。",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} 應該包含 {length, number} 個字符。",
        "{compareAttribute} is invalid.":
            "",
    ]
}
