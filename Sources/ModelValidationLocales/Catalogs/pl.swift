// Polish: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/pl/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Polish (`pl`): 44 of 45 validator messages translated.
    static let pl = MessageCatalog(locale: LocaleIdentifier(builtIn: "pl"), translations: plTranslations)

    private static let plTranslations: [String: String] = [
        "File upload failed.":
            "Wgrywanie pliku nie powiodło się.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Dozwolone są tylko pliki z następującymi typami MIME: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Dozwolone są tylko pliki z następującymi rozszerzeniami: {extensions}.",
        "Please upload a file.":
            "Proszę wgrać plik.",
        "The combination {values} of {attributes} has already been taken.":
            "Zestawienie {values} dla {attributes} jest już w użyciu.",
        "The file \"{file}\" is not an image.":
            "Plik \"{file}\" nie jest obrazem.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Plik \"{file}\" jest zbyt duży. Jego rozmiar nie może przekraczać {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Plik \"{file}\" jest za mały. Jego rozmiar nie może być mniejszy niż {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Format {attribute} jest nieprawidłowy.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Obraz \"{file}\" jest zbyt duży. Wysokość nie może być większa niż {limit, number} {limit, plural, one{piksela} few{pikseli} many{pikseli} other{piksela}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Obraz \"{file}\" jest zbyt duży. Szerokość nie może być większa niż {limit, number} {limit, plural, one{piksela} few{pikseli} many{pikseli} other{piksela}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Obraz \"{file}\" jest za mały. Wysokość nie może być mniejsza niż {limit, number} {limit, plural, one{piksela} few{pikseli} many{pikseli} other{piksela}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Obraz \"{file}\" jest za mały. Szerokość nie może być mniejsza niż {limit, number} {limit, plural, one{piksela} few{pikseli} many{pikseli} other{piksela}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Możliwe wgranie najwyżej {limit, number} {limit, plural, one{pliku} few{plików} many{plików} other{pliku}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "Należy wgrać przynajmniej {limit, number} {limit, plural, one{plik} few{pliki} many{plików} other{pliku}}.",
        "the input value":
            "wartość wejściowa",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" jest już w użyciu.",
        "{attribute} cannot be blank.":
            "{attribute} nie może pozostać bez wartości.",
        "{attribute} contains wrong subnet mask.":
            "{attribute} posiada złą maskę podsieci.",
        "{attribute} is invalid.":
            "{attribute} zawiera nieprawidłową wartość.",
        "{attribute} is not a valid URL.":
            "{attribute} nie zawiera prawidłowego adresu URL.",
        "{attribute} is not a valid email address.":
            "{attribute} nie zawiera prawidłowego adresu email.",
        "{attribute} is not in the allowed range.":
            "{attribute} nie jest w dozwolonym zakresie.",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} musi mieć wartość \"{requiredValue}\".",
        "{attribute} must be a number.":
            "{attribute} musi być liczbą.",
        "{attribute} must be a string.":
            "{attribute} musi być tekstem.",
        "{attribute} must be a valid IP address.":
            "{attribute} musi być poprawnym adresem IP.",
        "{attribute} must be an IP address with specified subnet.":
            "{attribute} musi być adresem IP w określonej podsieci.",
        "{attribute} must be an integer.":
            "{attribute} musi być liczbą całkowitą.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} musi mieć wartość \"{true}\" lub \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute} musi mieć tę samą wartość co \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} musi mieć wartość większą od \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} musi mieć wartość większą lub równą \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} musi mieć wartość mniejszą od \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} musi mieć wartość mniejszą lub równą \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "{attribute} musi wynosić nie więcej niż {max}.",
        "{attribute} must be no less than {min}.":
            "{attribute} musi wynosić nie mniej niż {min}.",
        "{attribute} must not be a subnet.":
            "{attribute} nie może być podsiecią.",
        "{attribute} must not be an IPv4 address.":
            "{attribute} nie może być adresem IPv4.",
        "{attribute} must not be an IPv6 address.":
            "{attribute} nie może być adresem IPv6.",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} musi mieć wartość różną od \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} musi zawierać co najmniej {min, number} {min, plural, one{znak} few{znaki} many{znaków} other{znaku}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} musi zawierać nie więcej niż {max, number} {max, plural, one{znak} few{znaki} many{znaków} other{znaku}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} musi zawierać dokładnie {length, number} {length, plural, one{znak} few{znaki} many{znaków} other{znaku}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
