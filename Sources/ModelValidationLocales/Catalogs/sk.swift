// Slovak: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/sk/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Slovak (`sk`): 44 of 45 validator messages translated.
    static let sk = MessageCatalog(locale: LocaleIdentifier(builtIn: "sk"), translations: skTranslations)

    private static let skTranslations: [String: String] = [
        "File upload failed.":
            "Súbor sa nepodarilo nahrať.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Povolené sú len súbory nasledovných MIME typov: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Povolené sú len súbory s nasledovnými príponami: {extensions}.",
        "Please upload a file.":
            "Nahrajte prosím súbor.",
        "The combination {values} of {attributes} has already been taken.":
            "Kombinácia {values} pre {attributes} je už použitá.",
        "The file \"{file}\" is not an image.":
            "Súbor \"{file}\" nie je obrázok.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Súbor \"{file}\" je príliš veľký. Veľkosť súboru nesmie byť viac ako {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Súbor \"{file}\" je príliš malý. Veľkosť súboru nesmie byť menej ako {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Formát atribútu {attribute} je neplatný.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Obrázok \"{file}\" je príliš veľký. Výška nesmie presiahnuť {limit, number} {limit, plural, =1{pixel} =2{pixle} =3{pixle} =4{pixle} other{pixlov}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Obrázok \"{file}\" je príliš veľký. Šírka nesmie presiahnuť {limit, number} {limit, plural, =1{pixel} =2{pixle} =3{pixle} =4{pixle} other{pixlov}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Obrázok \"{file}\" je príliš malý. Výška nesmie byť menšia ako {limit, number} {limit, plural, =1{pixel} =2{pixle} =3{pixle} =4{pixle} other{pixlov}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Obrázok \"{file}\" je príliš malý. Šírka nesmie byť menšia ako {limit, number} {limit, plural, =1{pixel} =2{pixle} =3{pixle} =4{pixle} other{pixlov}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Nahrať môžete najviac {limit, number} {limit, plural, =1{súbor} =2{súbory} =3{súbory} =4{súbory} other{súborov}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "Je potrebné nahrať aspoň {limit, number} {limit, plural, =1{súbor} =2{súbory} =3{súbory} =4{súbory} other{súborov}}.",
        "the input value":
            "vstupná hodnota",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" je už použité.",
        "{attribute} cannot be blank.":
            "Pole {attribute} nesmie byť prázdne.",
        "{attribute} contains wrong subnet mask.":
            "{attribute} obsahuje neplatnú masku podsiete.",
        "{attribute} is invalid.":
            "Pole {attribute} je neplatné.",
        "{attribute} is not a valid URL.":
            "{attribute} nie je platná URL.",
        "{attribute} is not a valid email address.":
            "{attribute} nie je platná emailová adresa.",
        "{attribute} is not in the allowed range.":
            "{attribute} je mimo povoleného rozsahu.",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} musí byť \"{requiredValue}\".",
        "{attribute} must be a number.":
            "{attribute} musí byť číslo.",
        "{attribute} must be a string.":
            "{attribute} musí byť reťazec.",
        "{attribute} must be a valid IP address.":
            "{attribute} musí byť platná IP adresa.",
        "{attribute} must be an IP address with specified subnet.":
            "{attribute} musí byť IP adresa so špecifikovanou podsieťou.",
        "{attribute} must be an integer.":
            "{attribute} musí byť celé číslo.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} musí byť \"{true}\" alebo \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute} musí byť \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} musí byť väčšie ako \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} musí byť väčšie alebo rovné \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} musí byť menšie ako \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} musí byť menšie alebo rovné \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "{attribute} nesmie byť vyšší ako {max}.",
        "{attribute} must be no less than {min}.":
            "{attribute} nesmie byť nižší ako {min}.",
        "{attribute} must not be a subnet.":
            "{attribute} nesmie byť podsieť.",
        "{attribute} must not be an IPv4 address.":
            "{attribute} nesmie byť IPv4 adresa.",
        "{attribute} must not be an IPv6 address.":
            "{attribute} nesmie byť IPv6 adresa.",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} sa nesmie rovnať \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} musí obsahovať aspoň {min, number} {min, plural, =1{znak} =2{znaky} =3{znaky} =4{znaky} other{znakov}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} môže obsahovať najviac {max, number} {max, plural, =1{znak} =2{znaky} =3{znaky} =4{znaky} other{znakov}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} musí obsahovať {length, number} {length, plural, =1{znak} =2{znaky} =3{znaky} =4{znaky} other{znakov}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
