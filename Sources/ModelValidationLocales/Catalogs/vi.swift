// Vietnamese: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/vi/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Vietnamese (`vi`): 35 of 45 validator messages translated.
    static let vi = MessageCatalog(locale: LocaleIdentifier(builtIn: "vi"), translations: viTranslations)

    private static let viTranslations: [String: String] = [
        "File upload failed.":
            "Không tải được file lên.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Chỉ các file với kiểu MIME sau đây được phép tải lên: {mimeTypes}",
        "Only files with these extensions are allowed: {extensions}.":
            "Chỉ các file với phần mở rộng sau đây được phép tải lên: {extensions}",
        "Please upload a file.":
            "Hãy tải file lên.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "File \"{file}\" phải là một ảnh.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "File \"{file}\" quá lớn. Kích cỡ tối đa được phép tải lên là {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "File \"{file}\" quá nhỏ. Kích cỡ tối thiểu được phép tải lên là {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Định dạng của {attribute} không hợp lệ.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "File \"{file}\" có kích thước quá lớn. Chiều cao tối đa được phép là {limit, number} pixel.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Ảnh \"{file}\" có kích thước quá lớn. Chiều rộng tối đa được phép là {limit, number} pixel.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Ảnh \"{file}\" quá nhỏ. Chiều cao của ảnh không được phép nhỏ hơn {limit, number} pixel.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Ảnh \"{file}\" quá nhỏ. Chiều rộng của ảnh không được phép nhỏ hơn {limit, number} pixel.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Chỉ có thể tải lên tối đa {limit, number} file.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "giá trị đã nhập",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" đã bị sử dụng.",
        "{attribute} cannot be blank.":
            "{attribute} không được để trống.",
        "{attribute} contains wrong subnet mask.":
            "",
        "{attribute} is invalid.":
            "{attribute} không hợp lệ.",
        "{attribute} is not a valid URL.":
            "{attribute} không phải là URL hợp lệ.",
        "{attribute} is not a valid email address.":
            "{attribute} không phải là địa chỉ email hợp lệ.",
        "{attribute} is not in the allowed range.":
            "",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} phải là \"{requiredValue}\"",
        "{attribute} must be a number.":
            "{attribute} phải là số.",
        "{attribute} must be a string.":
            "{attribute} phải là chuỗi.",
        "{attribute} must be a valid IP address.":
            "",
        "{attribute} must be an IP address with specified subnet.":
            "",
        "{attribute} must be an integer.":
            "{attribute} phải là số nguyên.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} phải là \"{true}\" hoặc \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute} phải bằng \"{compareValueOrAttribute}\"",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} phải lớn hơn \"{compareValueOrAttribute}\"",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} phải lớn hơn hoặc bằng \"{compareValueOrAttribute}\"",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} phải nhỏ hơn \"{compareValueOrAttribute}\"",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} phải nhỏ hơn hoặc bằng \"{compareValueOrAttribute}\"",
        "{attribute} must be no greater than {max}.":
            "{attribute} không được lớn hơn {max}.",
        "{attribute} must be no less than {min}.":
            "{attribute} không được nhỏ hơn {min}",
        "{attribute} must not be a subnet.":
            "",
        "{attribute} must not be an IPv4 address.":
            "",
        "{attribute} must not be an IPv6 address.":
            "",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} không được phép bằng \"{compareValueOrAttribute}\"",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} phải chứa ít nhất {min, number} ký tự.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} phải chứa nhiều nhất {max, number} ký tự.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} phải bao gồm {length, number} ký tự.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
