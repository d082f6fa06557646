// Hindi: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/hi/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Hindi (`hi`): 43 of 45 validator messages translated.
    static let hi = MessageCatalog(locale: LocaleIdentifier(builtIn: "hi"), translations: hiTranslations)

    private static let hiTranslations: [String: String] = [
        "File upload failed.":
            "फ़ाइल अपलोड असफल रहा।",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "केवल इन MIME प्रकारों वाली फ़ाइलों की अनुमति है: {mimeTypes}।",
        "Only files with these extensions are allowed: {extensions}.":
            "केवल इन एक्सटेंशन वाली फाइलों की अनुमति है: {extensions}।",
        "Please upload a file.":
            "कृपया एक फ़ाइल अपलोड करें।",
        "The combination {values} of {attributes} has already been taken.":
            "{attributes} और {values} का संयोजन पहले से ही लिया जा चुका है।",
        "The file \"{file}\" is not an image.":
            "यह फ़ाइल \"{file}\" एक चित्र नहीं है।",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "यह फ़ाइल \"{file}\" बहुत बड़ी है। इसका आकार {formattedLimit} से अधिक नहीं हो सकता है।",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "यह फ़ाइल \"{file}\" बहुत छोटी है। इसका आकार {formattedLimit} से छोटा नहीं हो सकता।",
        "The format of {attribute} is invalid.":
            "{attribute} का प्रारूप गलत है।",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "यह चित्र \"{file}\" बहुत बड़ी है। ऊंचाई {limit, number} {limit, plural, one{पिक्सेल} other{पिक्सेल}} से बड़ी नहीं हो सकती।",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "यह चित्र \"{file}\" बहुत बड़ी है। चौड़ाई {limit, number} {limit, plural, one{पिक्सेल} other{पिक्सेल}} से बड़ी नहीं हो सकती।",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "यह चित्र \"{file}\" बहुत छोटी है। ऊंचाई {limit, number} {limit, plural, one{पिक्सेल} other{पिक्सेल}} से छोटी नहीं हो सकती।",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "यह चित्र \"{file}\" बहुत छोटी है। चौड़ाई {limit, number} {limit, plural, one{पिक्सेल} other{पिक्सेल}} से छोटी नहीं हो सकती।",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "आप अधिकतम {limit, number} {limit, plural, one{फ़ाइल} other{फाइलें}} अपलोड कर सकते हैं।",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "इनपुट मूल्य",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" पहले से ही ले लिया गया है।",
        "{attribute} cannot be blank.":
            "{attribute} खाली नहीं हो सकता।",
        "{attribute} contains wrong subnet mask.":
            "{attribute} में गलत सबनेट मास्क है।",
        "{attribute} is invalid.":
            "{attribute} अमान्य है।",
        "{attribute} is not a valid URL.":
            "{attribute} एक मान्य URL नहीं है।",
        "{attribute} is not a valid email address.":
            "{attribute} एक मान्य ईमेल एड्रेस नहीं है।",
        "{attribute} is not in the allowed range.":
            "{attribute} अनुमत सीमा में नहीं है।",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} \"{requiredValue}\" होना चाहिए।",
        "{attribute} must be a number.":
            "{attribute} एक संख्या होनी चाहिए।",
        "{attribute} must be a string.":
            "{attribute} एक या ज़्यादा अक्षर होने चाहिए।",
        "{attribute} must be a valid IP address.":
            "{attribute} एक वैध IP एड्रेस होना चाहिए।",
        "{attribute} must be an IP address with specified subnet.":
            "{attribute} निर्दिष्ट सबनेट वाला IP एड्रेस होना चाहिए।",
        "{attribute} must be an integer.":
            "{attribute} एक पूर्णांक होनी चाहिए।",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} या तो \"{true}\" या \"{false}\" होनी चाहिए।",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute} \"{compareValueOrAttribute}\" के बराबर होनी चाहिए।",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} \"{compareValueOrAttribute}\" से अधिक होनी चाहिए।",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "\"{attribute}\" {compareValueOrAttribute} \"से अधिक या बराबर होनी चाहिए।",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} \"{compareValueOrAttribute}\" से कम होनी चाहिए।",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "\"{attribute}\" {compareValueOrAttribute} \"से कम या बराबर होनी चाहिए।",
        "{attribute} must be no greater than {max}.":
            "{attribute} {max} से अधिक नहीं होनी चाहिए।",
        "{attribute} must be no less than {min}.":
            "{attribute} {min} से कम नहीं होनी चाहिए।",
        "{attribute} must not be a subnet.":
            "{attribute} सबनेट नहीं होना चाहिए।",
        "{attribute} must not be an IPv4 address.":
            "{attribute} IPv4 एड्रेस नहीं होना चाहिए।",
        "{attribute} must not be an IPv6 address.":
            "{attribute} IPv6 एड्रेस नहीं होना चाहिए।",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} को \"{compareValueOrAttribute}\" के बराबर नहीं होना चाहिए।",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} में कम से कम {min, number} {min, plural, one{अक्षर} other{अक्षर}} होना चाहिए।",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} में अधिकतम {max, number} {max, plural, one{अक्षर} other{अक्षर}} होना चाहिए।",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} में {length, number} {length, plural, one{अक्षर} other{अक्षर}} शामिल होना चाहिए।",
        "{compareAttribute} is invalid.":
            "",
    ]
}
