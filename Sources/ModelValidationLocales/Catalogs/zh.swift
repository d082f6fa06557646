// Chinese (Simplified): Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/zh/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Chinese (Simplified) (`zh`): 44 of 45 validator messages translated.
    static let zh = MessageCatalog(locale: LocaleIdentifier(builtIn: "zh"), translations: zhTranslations)

    private static let zhTranslations: [String: String] = [
        "File upload failed.":
            "文件上传失败。",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "只允许这些MIME类型的文件: {mimeTypes}。",
        "Only files with these extensions are allowed: {extensions}.":
            "只允许使用以下文件扩展名的文件：{extensions}。",
        "Please upload a file.":
            "请上传一个文件。",
        "The combination {values} of {attributes} has already been taken.":
            "{attributes} 的值 \"{values}\" 已经被占用了。",
        "The file \"{file}\" is not an image.":
            "文件 \"{file}\" 不是一个图像文件。",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "文件\"{file}\"太大了。它的大小不能超过{formattedLimit}。",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "文件\"{file}\"太小了。它的大小不能小于{formattedLimit}。",
        "The format of {attribute} is invalid.":
            "属性 {attribute} 的格式无效。",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "图像\"{file}\"太大。他的高度不得超过{limit, number}像素。",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "图像\"{file}\"太大。他的宽度不得超过{limit, number}像素。",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "图像\"{file}\"太小。他的高度不得小于{limit, number}像素。",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "图像\"{file}\"太小。他的宽度不得小于{limit, number}像素。",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "您最多上传{limit, number}个文件。",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "需要至少 {limit, number} 个文件。",
        "the input value":
            "该输入",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute}的值\"{value}\"已经被占用了。",
        "{attribute} cannot be blank.":
            "{attribute}不能为空。",
        "{attribute} contains wrong subnet mask.":
            "{attribute} 属性包含错误的子网掩码。",
        "{attribute} is invalid.":
            "{attribute}是无效的。",
        "{attribute} is not a valid URL.":
            "{attribute}不是一条有效的URL。",
        "{attribute} is not a valid email address.":
            "{attribute}不是有效的邮箱地址。",
        "{attribute} is not in the allowed range.":
            "{attribute} 不在允许的范围内。",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute}必须为\"{requiredValue}\"。",
        "{attribute} must be a number.":
            "{attribute}必须是一个数字。",
        "{attribute} must be a string.":
            "{attribute}必须是一条字符串。",
        "{attribute} must be a valid IP address.":
            "{attribute} 必须是一个有效的IP地址。",
        "{attribute} must be an IP address with specified subnet.":
            "{attribute} 必须指定一个IP地址和子网。",
        "{attribute} must be an integer.":
            "{attribute}必须是整数。",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute}的值必须要么为\"{true}\"，要么为\"{false}\"。",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute}的值必须等于\"{compareValueOrAttribute}\"。",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute}的值必须大于\"{compareValueOrAttribute}\"。",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute}的值必须大于或等于\"{compareValueOrAttribute}\"。",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute}的值必须小于\"{compareValueOrAttribute}\"。",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute}的值必须小于或等于\"{compareValueOrAttribute}\"。",
        "{attribute} must be no greater than {max}.":
            "{attribute}的值必须不大于{max}。",
        "{attribute} must be no less than {min}.":
            "{attribute}的值必须不小于{min}。",
        "{attribute} must not be a subnet.":
            "{attribute} 必须不是一个子网。",
        "{attribute} must not be an IPv4 address.":
            "{attribute} 必须不是一个IPv4地址。",
        "{attribute} must not be an IPv6 address.":
            "{attribute} 必须不是一个IPv6地址。",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute}的值不得等于\"{compareValueOrAttribute}\"。",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute}应该包含至少{min, number}个字符。",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute}只能包含至多{max, number}个字符。",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute}应该包含{length, number}个字符。",
        "{compareAttribute} is invalid.":
            "",
    ]
}
