// Indonesian: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/id/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Indonesian (`id`): 35 of 45 validator messages translated.
    static let id = MessageCatalog(locale: LocaleIdentifier(builtIn: "id"), translations: idTranslations)

    private static let idTranslations: [String: String] = [
        "File upload failed.":
            "Mengunggah berkas gagal.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Hanya berkas dengan tipe MIME ini yang diperbolehkan: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Hanya berkas dengan ekstensi ini yang diperbolehkan: {extensions}.",
        "Please upload a file.":
            "Silahkan mengunggah berkas.",
        "The combination {values} of {attributes} has already been taken.":
            "Kombinasi {values} dari {attributes} telah dipergunakan.",
        "The file \"{file}\" is not an image.":
            "File bukan berupa gambar.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Berkas \"{file}\" terlalu besar. Ukurannya tidak boleh lebih besar dari {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Berkas \"{file}\" terlalu kecil. Ukurannya tidak boleh lebih kecil dari {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Format dari {attribute} tidak valid.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Gambar \"{file}\" terlalu besar. Tingginya tidak boleh lebih besar dari {limit, number} {limit, plural, one{piksel} other{piksel}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Gambar \"{file}\" terlalu besar. Lebarnya tidak boleh lebih besar dari  {limit, number} {limit, plural, one{piksel} other{piksel}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Gambar  \"{file}\" terlalu kecil. Tingginya tidak boleh lebih kecil dari {limit, number} {limit, plural, one{piksel} other{piksel}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Gambar \"{file}\" terlalu kecil. Lebarnya tidak boleh lebih kecil dari {limit, number} {limit, plural, one{piksel} other{piksel}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Anda dapat mengunggah paling banyak {limit, number} {limit, plural, one{file} other{file}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "nilai input",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" telah dipergunakan.",
        "{attribute} cannot be blank.":
            "{attribute} tidak boleh kosong.",
        "{attribute} contains wrong subnet mask.":
            "",
        "{attribute} is invalid.":
            "{attribute} tidak valid.",
        "{attribute} is not a valid URL.":
            "{attribute} bukan URL yang valid.",
        "{attribute} is not a valid email address.":
            "{attribute} bukan alamat email yang valid.",
        "{attribute} is not in the allowed range.":
            "",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} harus berupa \"{requiredValue}\".",
        "{attribute} must be a number.":
            "{attribute} harus berupa angka.",
        "{attribute} must be a string.":
            "{attribute} harus berupa string.",
        "{attribute} must be a valid IP address.":
            "",
        "{attribute} must be an IP address with specified subnet.":
            "",
        "{attribute} must be an integer.":
            "{attribute} harus berupa integer.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} harus berupa \"{true}\" atau \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} harus lebih besar dari \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} harus lebih besar dari atau sama dengan \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} harus lebih kecil dari \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} harus lebih kecil dari atau sama dengan \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "{attribute} harus tidak boleh lebih besar dari {max}.",
        "{attribute} must be no less than {min}.":
            "{attribute} harus tidak boleh lebih kecil dari {min}.",
        "{attribute} must not be a subnet.":
            "",
        "{attribute} must not be an IPv4 address.":
            "",
        "{attribute} must not be an IPv6 address.":
            "",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} harus tidak boleh sama dengan \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} harus memiliki paling sedikit {min, number} {min, plural, one{karakter} other{karakter}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} harus memiliki paling banyak {max, number} {max, plural, one{karakter} other{karakter}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} harus memiliki {length, number} {length, plural, one{karakter} other{karakter}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
