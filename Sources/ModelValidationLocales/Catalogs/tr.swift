// Turkish: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/tr/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Turkish (`tr`): 42 of 45 validator messages translated.
    static let tr = MessageCatalog(locale: LocaleIdentifier(builtIn: "tr"), translations: trTranslations)

    private static let trTranslations: [String: String] = [
        "File upload failed.":
            "Dosya yükleme başarısız.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Sadece bu tip MIME türleri geçerlidir: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Sadece bu tip uzantıları olan dosyalar geçerlidir: {extensions}.",
        "Please upload a file.":
            "Lütfen bir dosya yükleyin.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "\"{file}\" bir resim dosyası değil.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "\"{file}\" dosyası çok büyük. Boyutu {formattedLimit} değerinden büyük olamaz.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "\"{file}\" dosyası çok küçük. Boyutu {formattedLimit} değerinden küçük olamaz.",
        "The format of {attribute} is invalid.":
            "{attribute} formatı geçersiz.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "\"{file}\" çok büyük. Yükseklik {limit, plural, one{pixel} other{pixels}} değerinden büyük olamaz.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "\"{file}\" çok büyük. Genişlik {limit, number} {limit, plural, one{pixel} other{pixels}} değerinden büyük olamaz.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "\"{file}\" çok küçük. Genişlik {limit, number} {limit, plural, one{pixel} other{pixels}} değerinden küçük olamaz.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "\"{file}\" çok küçük. Genişlik {limit, number} {limit, plural, one{pixel} other{pixels}} değerinden küçük olamaz.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Sadece {limit, number} {limit, plural, one{dosya} other{# dosya}} yükleyebilirsiniz.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "veri giriş değeri",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" daha önce alınmış.",
        "{attribute} cannot be blank.":
            "{attribute} boş bırakılamaz.",
        "{attribute} contains wrong subnet mask.":
            "{attribute} yanlış alt ağ maskesi içeriyor.",
        "{attribute} is invalid.":
            "{attribute} geçersiz.",
        "{attribute} is not a valid URL.":
            "{attribute} geçerli bir URL değil.",
        "{attribute} is not a valid email address.":
            "{attribute} geçerli bir mail adresi değil.",
        "{attribute} is not in the allowed range.":
            "{attribute} izin verilen aralıkta değil.",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} {requiredValue} olmalı.",
        "{attribute} must be a number.":
            "{attribute} sayı olmalı.",
        "{attribute} must be a string.":
            "{attribute} harf olmalı.",
        "{attribute} must be a valid IP address.":
            "{attribute} geçerli bir IP adresi değil.",
        "{attribute} must be an IP address with specified subnet.":
            "{attribute} IP adresi belirtilen alt ağ ile birlikte olmalı.",
        "{attribute} must be an integer.":
            "{attribute} rakam olmalı.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} \"{true}\" ya da \"{false}\" olmalı.",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute} \"{compareValueOrAttribute}\" değerine eşit olmalı.",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} \"{compareValueOrAttribute}\" değerinden büyük olmalı.",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} \"{compareValueOrAttribute}\" değerinden büyük veya eşit olmalı.",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} \"{compareValueOrAttribute}\" değerinden küçük olmalı.",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} \"{compareValueOrAttribute}\" değerinden küçük veya eşit olmalı.",
        "{attribute} must be no greater than {max}.":
            "{attribute} {max} değerinden büyük olamaz.",
        "{attribute} must be no less than {min}.":
            "{attribute} {min} değerinden küçük olamaz.",
        "{attribute} must not be a subnet.":
            "{attribute} alt ağ olamaz.",
        "{attribute} must not be an IPv4 address.":
            "{attribute} IPv4 olamaz.",
        "{attribute} must not be an IPv6 address.":
            "{attribute} IPv6 olamaz.",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} \"{compareValueOrAttribute}\" değerine eşit olamaz.",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} en az {min, number} karakter içermeli.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} en fazla {max, number} karakter içermeli.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} {length, number} karakter içermeli.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
