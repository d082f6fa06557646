// Italian: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/it/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Italian (`it`): 42 of 45 validator messages translated.
    static let it = MessageCatalog(locale: LocaleIdentifier(builtIn: "it"), translations: itTranslations)

    private static let itTranslations: [String: String] = [
        "File upload failed.":
            "Upload file fallito.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Solo i file con questi tipi MIME sono consentiti: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Solo i file con queste estensioni sono permessi: {extensions}.",
        "Please upload a file.":
            "Per favore carica un file.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "Il file \"{file}\" non è una immagine.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Il file \"{file}\" è troppo grande. La dimensione non può superare i {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Il file \"{file}\" è troppo piccolo. La dimensione non può essere inferiore a {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Il formato di {attribute} non è valido.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "L'immagine \"{file}\" è troppo grande. La sua altezza non può essere maggiore di {limit, number} {limit, plural, one{pixel} other{pixel}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "L immagine \"{file}\" è troppo grande. La sua larghezza non può essere maggiore di {limit, number} {limit, plural, one{pixel} other{pixel}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "L immagine \"{file}\" è troppo piccola. La sua altezza non può essere minore di {limit, number} {limit, plural, one{pixel} other{pixel}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "L immagine \"{file}\" è troppo piccola. La sua larghezza non può essere minore di {limit, number} {limit, plural, one{pixel} other{pixel}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Puoi caricare al massimo {limit, number} {limit, plural, one{file} other{file}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "il valore del campo",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" è già presente.",
        "{attribute} cannot be blank.":
            "{attribute} non può essere vuoto.",
        "{attribute} contains wrong subnet mask.":
            "{attribute} contiene una subnet mask errata.",
        "{attribute} is invalid.":
            "{attribute} non è valido.",
        "{attribute} is not a valid URL.":
            "{attribute} non è un URL valido.",
        "{attribute} is not a valid email address.":
            "{attribute} non è un indirizzo email valido.",
        "{attribute} is not in the allowed range.":
            "{attribute} non rientra nell'intervallo permesso",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} deve essere \"{requiredValue}\".",
        "{attribute} must be a number.":
            "{attribute} deve essere un numero.",
        "{attribute} must be a string.":
            "{attribute} deve essere una stringa.",
        "{attribute} must be a valid IP address.":
            "{attribute} deve essere un indirizzo IP valido.",
        "{attribute} must be an IP address with specified subnet.":
            "{attribute} deve essere un indirizzo IP valido con subnet specificata.",
        "{attribute} must be an integer.":
            "{attribute} deve essere un numero intero.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} deve essere \"{true}\" oppure \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute} deve essere uguale a \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} deve essere maggiore di \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} deve essere maggiore o uguale a \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} deve essere minore di \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} deve essere minore o uguale a \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "{attribute} non deve essere maggiore di {max}.",
        "{attribute} must be no less than {min}.":
            "{attribute} non deve essere minore di {min}.",
        "{attribute} must not be a subnet.":
            "{attribute} non deve essere una subnet.",
        "{attribute} must not be an IPv4 address.":
            "{attribute} non deve essere un indirizzo IPv4.",
        "{attribute} must not be an IPv6 address.":
            "{attribute} non deve essere un indirizzo IPv6.",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} non deve essere uguale a \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} dovrebbe contenere almeno {min, number} {min, plural, one{carattere} other{caratteri}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} dovrebbe contenere al massimo {max, number} {max, plural, one{carattere} other{caratteri}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} dovrebbe contenere {length, number} {length, plural, one{carattere} other{caratteri}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
