// Malay: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/ms/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Malay (`ms`): 34 of 45 validator messages translated.
    static let ms = MessageCatalog(locale: LocaleIdentifier(builtIn: "ms"), translations: msTranslations)

    private static let msTranslations: [String: String] = [
        "File upload failed.":
            "Gagal memuat naik fail",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Hanya fail yang berjenis MIME dibenarkan: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Hanya fail yang mempunyai sambungan berikut dibenarkan: {extensions}.",
        "Please upload a file.":
            "Sila muat naik fail",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "Fail ini \"{file}\" bukan berjenis gambar.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Fail ini \"{file}\" terlalu besar. Saiz tidak boleh lebih besar daripada {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Fail ini \"{file}\" terlalu kecil. Saiznya tidak boleh lebih kecil daripada {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Format untuk atribut ini {attribute} tidak sah.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Gambar \"{file}\" terlalu panjang. Panjang gambar tidak boleh lebih besar daripada {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Gambar \"{file}\" terlalu lebar. Gambar tidak boleh lebih lebar daripada {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Gambar \"{file}\" terlalu singkat. Panjang tidak boleh lebih singkat daripada {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Gambar \"{file}\" terlalu kecil. Lebar gambar tidak boleh kurang daripada {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Anda boleh memuat naik tidak lebih daripada  {limit, number} {limit, plural, one{file} other{files}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "nilai input",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" telah digunakan.",
        "{attribute} cannot be blank.":
            "{attribute} tidak boleh dibiarkan kosong.",
        "{attribute} contains wrong subnet mask.":
            "",
        "{attribute} is invalid.":
            "{attribute} tidak sah.",
        "{attribute} is not a valid URL.":
            "{attribute} alamat URL yang tidak sah.",
        "{attribute} is not a valid email address.":
            "{attribute} adalah alamat email yang tidak sah.",
        "{attribute} is not in the allowed range.":
            "",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} mestilah \"{requiredValue}\".",
        "{attribute} must be a number.":
            "{attribute} mestilah nombor.",
        "{attribute} must be a string.":
            "{attribute} mestilah perkataan.",
        "{attribute} must be a valid IP address.":
            "",
        "{attribute} must be an IP address with specified subnet.":
            "",
        "{attribute} must be an integer.":
            "{attribute} mestilah nombor tanpa titik perpuluhan.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} mestilah \"{true}\" atau \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} mestilah lebih besar daripada \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} mestilah lebih besar atau sama dengan \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} mestilah kurang daripada \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} mestilah kurang daripada atau sama dengan \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "{attribute} tidak boleh lebih besar daripada {max}.",
        "{attribute} must be no less than {min}.":
            "{attribute} tidak boleh kurang daripada {min}.",
        "{attribute} must not be a subnet.":
            "",
        "{attribute} must not be an IPv4 address.":
            "",
        "{attribute} must not be an IPv6 address.":
            "",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} mestilah tidak sama dengan \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} mesti mengandungi sekurang-kurangnya {min, number} {min, plural, one{character} other{characters}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} mesti mengangungi paling banyak {max, number} {max, plural, one{character} other{characters}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} mesti mengandungi {length, number} {length, plural, one{character} other{characters}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
