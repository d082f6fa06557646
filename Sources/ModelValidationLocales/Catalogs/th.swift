// Thai: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/th/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Thai (`th`): 45 of 45 validator messages translated.
    static let th = MessageCatalog(locale: LocaleIdentifier(builtIn: "th"), translations: thTranslations)

    private static let thTranslations: [String: String] = [
        "File upload failed.":
            "อัพโหลดไฟล์ไม่สำเร็จ",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "อนุญาตเฉพาะไฟล์ที่มีชนิด MIME ต่อไปนี้: {mimeTypes}",
        "Only files with these extensions are allowed: {extensions}.":
            "อนุญาตเฉพาะไฟล์ที่มีนามสกุลต่อไปนี้: {extensions}",
        "Please upload a file.":
            "กรุณาอัพโหลดไฟล์",
        "The combination {values} of {attributes} has already been taken.":
            "กลุ่ม {values} ของ {attributes} ถูกใช้ไปแล้ว",
        "The file \"{file}\" is not an image.":
            "ไฟล์ \"{file}\" ไม่ใช่ไฟล์รูปภาพ",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "ไฟล์ \"{file}\" มีขนาดใหญ่เกินไป ไฟล์ต้องมีขนาดไม่เกิน {formattedLimit}",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "ไฟล์ \"{file}\" มีขนาดเล็กเกินไป ไฟล์ต้องมีขนาดมากกว่า {formattedLimit}",
        "The format of {attribute} is invalid.":
            "รูปแบบ {attribute} ไม่ถูกต้อง",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "ไฟล์รูปภาพ \"{file}\" มีขนาดใหญ่เกินไป ความสูงของรูปภาพต้องไม่เกิน {limit, number} พิกเซล",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "ไฟล์รูปภาพ \"{file}\" มีขนาดใหญ่เกินไป ความกว้างของรูปภาพต้องไม่เกิน {limit, number} พิกเซล",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "ไฟล์รูปภาพ \"{file}\" มีขนาดเล็กเกินไป ความสูงของรูปภาพต้องมากว่า {limit, number} พิกเซล",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "ไฟล์รูปภาพ \"{file}\" มีขนาดเล็กเกินไป ความกว้างของรูปภาพต้องมากกว่า {limit, number} พิกเซล",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "คุณสามารถอัพโหลดไฟล์ได้ไม่เกิน {limit, number} ไฟล์",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "คุณควรอัพโหลดไฟล์อย่างน้อย {limit, number} ไฟล์",
        "the input value":
            "ค่าที่ป้อน",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" ถูกใช้ไปแล้ว",
        "{attribute} cannot be blank.":
            "{attribute}ต้องไม่ว่างเปล่า",
        "{attribute} contains wrong subnet mask.":
            "{attribute}ไม่ใช่ซับเน็ตที่ถูกต้อง",
        "{attribute} is invalid.":
            "{attribute}ไม่ถูกต้อง",
        "{attribute} is not a valid URL.":
            "{attribute}ไม่ใช่รูปแบบ URL ที่ถูกต้อง",
        "{attribute} is not a valid email address.":
            "{attribute}ไม่ใช่รูปแบบอีเมลที่ถูกต้อง",
        "{attribute} is not in the allowed range.":
            "{attribute}ไม่ได้อยู่ในช่วงที่ได้รับอนุญาต",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute}ต้องการ \"{requiredValue}\"",
        "{attribute} must be a number.":
            "{attribute}ต้องเป็นตัวเลขเท่านั้น",
        "{attribute} must be a string.":
            "{attribute}ต้องเป็นตัวอักขระเท่านั้น",
        "{attribute} must be a valid IP address.":
            "{attribute}ต้องเป็นที่อยู่ IP ที่ถูกต้อง",
        "{attribute} must be an IP address with specified subnet.":
            "{attribute}ต้องเป็นที่อยู่ IP ตามซับเน็ตที่ระบุ",
        "{attribute} must be an integer.":
            "{attribute}ต้องเป็นจำนวนเต็มเท่านั้น",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute}ต้องเป็น \"{true}\" หรือ \"{false}\"",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute}ต้องเหมือนกับ \"{compareValueOrAttribute}\"",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute}ต้องมากกว่า \"{compareValueOrAttribute}\"",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute}ต้องมากกว่าหรือเท่ากับ \"{compareValueOrAttribute}\"",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute}ต้องน้อยกว่า \"{compareValueOrAttribute}\"",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute}ต้องน้อยกว่าหรือเท่ากับ \"{compareValueOrAttribute}\"",
        "{attribute} must be no greater than {max}.":
            "{attribute}ต้องไม่มากกว่า {max}.",
        "{attribute} must be no less than {min}.":
            "{attribute}ต้องไม่น้อยกว่า {min}",
        "{attribute} must not be a subnet.":
            "{attribute}ต้องไม่เป็นซับเน็ต",
        "{attribute} must not be an IPv4 address.":
            "{attribute}ต้องไม่เป็นที่อยู่ IPv4",
        "{attribute} must not be an IPv6 address.":
            "{attribute}ต้องไม่เป็นที่อยู่ IPv6",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute}ต้องมีค่าไม่เหมือนกับ \"{compareValueOrAttribute}\"",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute}ควรประกอบด้วยอักขระอย่างน้อย {min, number} ตัว",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute}ควรประกอบด้วยอักขระไม่เกิน {max, number} ตัว",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute}ควรประกอบด้วยอักขระ {length, number} ตัว",
        "{compareAttribute} is invalid.":
            "{compareAttribute} ไม่ถูกต้อง",
    ]
}
