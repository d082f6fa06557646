// Lithuanian: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/lt/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Lithuanian (`lt`): 34 of 45 validator messages translated.
    static let lt = MessageCatalog(locale: LocaleIdentifier(builtIn: "lt"), translations: ltTranslations)

    private static let ltTranslations: [String: String] = [
        "File upload failed.":
            "Nepavyko įkelti failo.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Leidžiama įkelti tik šių MIME tipų failus: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Leidžiama įkelti failus tik su šiais plėtiniais: {extensions}.",
        "Please upload a file.":
            "Prašome įkelti failą.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "Failas „{file}“ nėra paveikslėlis.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Failas „{file}“ yra per didelis. Dydis negali viršyti {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Failas „{file}“ yra per mažas. Dydis negali būti mažesnis už {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Atributo „{attribute}“ formatas yra netinkamas.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Paveikslėlis „{file}“ yra per didelis. Aukštis negali viršyti {limit, number} {limit, plural, one{taško} few{taškų} other{taškų}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Paveikslėlis „{file}“ yra per didelis. Plotis negali viršyti {limit, number} {limit, plural, one{taško} few{taškų} other{taškų}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Paveikslėlis „{file}“ yra per mažas. Aukštis turi viršyti {limit, number} {limit, plural, one{tašką} few{taškus} other{taškų}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Paveikslėlis „{file}“ yra per mažas. Plotis turi viršyti {limit, number} {limit, plural, one{tašką} few{taškus} other{taškų}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Leidžiama įkelti ne daugiau nei {limit, number} {limit, plural, one{failą} few{failus} other{failų}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "įvesties reikšmė",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} reikšmė „{value}“ jau naudojama.",
        "{attribute} cannot be blank.":
            "„{attribute}“ negali būti tuščias.",
        "{attribute} contains wrong subnet mask.":
            "",
        "{attribute} is invalid.":
            "„{attribute}“ reikšmė netinkama.",
        "{attribute} is not a valid URL.":
            "„{attribute}“ įvestas netinkamas URL.",
        "{attribute} is not a valid email address.":
            "„{attribute}“ įvestas netinkamas el. pašto adresas.",
        "{attribute} is not in the allowed range.":
            "",
        "{attribute} must be \"{requiredValue}\".":
            "„{attribute}“ privalo būti „{requiredValue}“.",
        "{attribute} must be a number.":
            "„{attribute}“ privalo būti skaičius.",
        "{attribute} must be a string.":
            "„{attribute}“ privalo būti eilutė.",
        "{attribute} must be a valid IP address.":
            "",
        "{attribute} must be an IP address with specified subnet.":
            "",
        "{attribute} must be an integer.":
            "„{attribute}“ privalo būti sveikas skaičius.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "„{attribute}“ privalo būti „{true}“ arba „{false}“.",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "Laukelio „{attribute}“ reikšmė privalo būti didesnė nei „{compareValueOrAttribute}“.",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "Laukelio „{attribute}“ reikšmė privalo būti didesnė arba lygi „{compareValueOrAttribute}“.",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "Laukelio „{attribute}“ reikšmė privalo būti mažesnė nei „{compareValueOrAttribute}“.",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "Laukelio „{attribute}“ reikšmė privalo būti mažesnė arba lygi „{compareValueOrAttribute}“.",
        "{attribute} must be no greater than {max}.":
            "Laukelio „{attribute}“ reikšmė privalo būti ne didesnė nei {max}.",
        "{attribute} must be no less than {min}.":
            "Laukelio „{attribute}“  reikšmė privalo būti ne mažesnė nei {min}.",
        "{attribute} must not be a subnet.":
            "",
        "{attribute} must not be an IPv4 address.":
            "",
        "{attribute} must not be an IPv6 address.":
            "",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "Laukelio „{attribute}“ reikšmė negali būti lygi „{compareValueOrAttribute}“.",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "Laukelio „{attribute}“ reikšmę privalo sudaryti mažiausiai {min, number} {min, plural, one{ženklas} few{ženklai} other{ženklų}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "Laukelio „{attribute}“ reikšmę privalo sudaryti daugiausiai {max, number} {max, plural, one{ženklas} few{ženklai} other{ženklų}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "Laukelio „{attribute}“ reikšmę privalo sudaryti {length, number} {length, plural, one{ženklas} few{ženklai} other{ženklų}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
