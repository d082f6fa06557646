// Czech: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/cs/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Czech (`cs`): 43 of 45 validator messages translated.
    static let cs = MessageCatalog(locale: LocaleIdentifier(builtIn: "cs"), translations: csTranslations)

    private static let csTranslations: [String: String] = [
        "File upload failed.":
            "Nepodařilo se nahrát soubor.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Povolené jsou pouze soubory následujících MIME typů: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Povolené jsou pouze soubory s následujícími příponami: {extensions}.",
        "Please upload a file.":
            "Nahrajte prosím soubor.",
        "The combination {values} of {attributes} has already been taken.":
            "Kombinace {values} pro {attributes} je již použitá.",
        "The file \"{file}\" is not an image.":
            "Soubor \"{file}\" není obrázek.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Soubor \"{file}\" je příliš velký. Velikost souboru nesmí přesáhnout {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Soubor \"{file}\" je příliš malý. Velikost souboru nesmí být méně než {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Formát údaje {attribute} je neplatný.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Obrázek \"{file}\" je příliš velký. Výška nesmí přesáhnout {limit, number} {limit, plural, one{pixel} few{pixely} other{pixelů}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Obrázek \"{file}\" je příliš velký. Šířka nesmí přesáhnout {limit, number} {limit, plural, one{pixel} few{pixely} other{pixelů}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Obrázek \"{file}\" je příliš malý. Výška nesmí být méně než {limit, number} {limit, plural, one{pixel} few{pixely} other{pixelů}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Obrázek \"{file}\" je příliš malý. Šířka nesmí být méně než {limit, number} {limit, plural, one{pixel} few{pixely} other{pixelů}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Nahrát můžete nanejvýš {limit, number} {limit, plural, one{soubor} few{soubory} other{souborů}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "vstupní hodnota",
        "{attribute} \"{value}\" has already been taken.":
            "Hodnota \"{value}\" pro údaj {attribute} již byla dříve použita.",
        "{attribute} cannot be blank.":
            "Je zapotřebí vyplnit {attribute}.",
        "{attribute} contains wrong subnet mask.":
            "{attribute} obsahuje neplatnou masku podsítě.",
        "{attribute} is invalid.":
            "Neplatná hodnota pro {attribute}.",
        "{attribute} is not a valid URL.":
            "{attribute} není platná URL.",
        "{attribute} is not a valid email address.":
            "Pro {attribute} nebyla použita platná emailová adresa.",
        "{attribute} is not in the allowed range.":
            "{attribute} není v povoleném rozsahu.",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} musí být \"{requiredValue}\".",
        "{attribute} must be a number.":
            "{attribute} musí být číslo.",
        "{attribute} must be a string.":
            "{attribute} musí být řetězec.",
        "{attribute} must be a valid IP address.":
            "{attribute} musí být platná IP adresa.",
        "{attribute} must be an IP address with specified subnet.":
            "{attribute} musí být IP adresa se zadanou podsítí.",
        "{attribute} must be an integer.":
            "{attribute} musí být celé číslo.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} musí být buď \"{true}\" nebo \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute} se musí rovnat \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} musí být větší než \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} musí být větší nebo roven \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} musí být menší než \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} musí být menší nebo roven \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "{attribute} nesmí být větší než {max}.",
        "{attribute} must be no less than {min}.":
            "{attribute} nesmí být menší než {min}.",
        "{attribute} must not be a subnet.":
            "{attribute} nesmí být podsíť.",
        "{attribute} must not be an IPv4 address.":
            "{attribute} nesmí být IPv4 adresa.",
        "{attribute} must not be an IPv6 address.":
            "{attribute} nesmí být IPv6 adresa.",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} se nesmí rovnat \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} musí obsahovat alespoň {min, number} {min, plural, one{znak} few{znaky} other{znaků}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} může obsahovat nanejvýš {max, number} {max, plural, one{znak} few{znaky} other{znaků}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute}  musí obsahovat {length, number} {length, plural, one{znak} few{znaky} other{znaků}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
