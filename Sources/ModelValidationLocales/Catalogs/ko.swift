// Korean: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/ko/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Korean (`ko`): 31 of 45 validator messages translated.
    static let ko = MessageCatalog(locale: LocaleIdentifier(builtIn: "ko"), translations: koTranslations)

    private static let koTranslations: [String: String] = [
        "File upload failed.":
            "파일 업로드 실패하였습니다.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "",
        "Only files with these extensions are allowed: {extensions}.":
            "다음의 확장명을 가진 파일만 허용됩니다: {extensions}",
        "Please upload a file.":
            "파일을 업로드하십시오.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "파일 \"{file}\"은 이미지 파일이 아닙니다.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "",
        "The format of {attribute} is invalid.":
            "{attribute}의 형식이 올바르지 않습니다.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "이미지 \"{file}\"가 너무 큽니다. 높이는 {limit} 보다 클 수 없습니다.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "이미지 \"{file}\"가 너무 큽니다. 넓이는 {limit} 보다 클 수 없습니다.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "이미지 \"{file}\"가 너무 작습니다. 높이는 {limit} 보다 작을 수 없습니다.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "이미지 \"{file}\"가 너무 작습니다. 넒이는 {limit} 보다 작을 수 없습니다.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "최대 {limit} 개의 파일을 업로드할 수 있습니다.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "입력 값",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute}에 \"{value}\"이 이미 사용되고 있습니다.",
        "{attribute} cannot be blank.":
            "{attribute}는 공백일 수 없습니다.",
        "{attribute} contains wrong subnet mask.":
            "",
        "{attribute} is invalid.":
            "{attribute}가 잘못되었습니다.",
        "{attribute} is not a valid URL.":
            "{attribute}는 올바른 URL 형식이 아닙니다.",
        "{attribute} is not a valid email address.":
            "{attribute}는 올바른 이메일 주소 형식이 아닙니다.",
        "{attribute} is not in the allowed range.":
            "",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute}는 {value}이어야 합니다.",
        "{attribute} must be a number.":
            "{attribute}는 반드시 숫자이어야 합니다.",
        "{attribute} must be a string.":
            "{attribute}는 반드시 문자이어야 합니다.",
        "{attribute} must be a valid IP address.":
            "",
        "{attribute} must be an IP address with specified subnet.":
            "",
        "{attribute} must be an integer.":
            "{attribute}는 반드시 정수이어야 합니다.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute}는 {true} 또는 {false} 이어야 합니다.",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute}는 \"{compareValueOrAttribute}\" 보다 커야 합니다.",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute}는 \"{compareValueOrAttribute}\" 보다 크거나 같아야 합니다.",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute}는 \"{compareValueOrAttribute}\" 보다 작아야 합니다.",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute}는 \"{compareValueOrAttribute}\" 보다 작거나 같아야 합니다.",
        "{attribute} must be no greater than {max}.":
            "{attribute}는 \"{max}\" 보다 클 수 없습니다.",
        "{attribute} must be no less than {min}.":
            "{attribute}는 \"{min}\" 보다 작을 수 없습니다.",
        "{attribute} must not be a subnet.":
            "",
        "{attribute} must not be an IPv4 address.":
            "",
        "{attribute} must not be an IPv6 address.":
            "",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute}는 \"{compareValueOrAttribute}\"와 같을 수 없습니다.",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute}는 최소 {min}자 이어야합니다.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute}는 최대 {max}자 이어야합니다.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute}는 {length}자 이어야합니다.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
