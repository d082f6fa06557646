// French: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/fr/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// French (`fr`): 44 of 45 validator messages translated.
    static let fr = MessageCatalog(locale: LocaleIdentifier(builtIn: "fr"), translations: frTranslations)

    private static let frTranslations: [String: String] = [
        "File upload failed.":
            "Le téléchargement du fichier a échoué.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Seulement les fichiers ayant ces types MIME sont autorisés : {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Les extensions de fichiers autorisées sont : {extensions}.",
        "Please upload a file.":
            "Veuillez télécharger un fichier.",
        "The combination {values} of {attributes} has already been taken.":
            "La combinaison {values} de {attributes} est déjà utilisée.",
        "The file \"{file}\" is not an image.":
            "Le fichier « {file} » n'est pas une image.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Le fichier « {file} » est trop gros. Sa taille ne peut dépasser {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Le fichier « {file} » est trop petit. Sa taille ne peut être inférieure à {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Le format de {attribute} est invalide.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "L'image « {file} » est trop grande. La hauteur ne peut être supérieure à {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "L'image « {file} » est trop large. La largeur ne peut être supérieure à {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "L'image « {file} » est trop petite. La hauteur ne peut être inférieure à {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "L'image « {file} » est trop petite. La largeur ne peut être inférieure à {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Vous pouvez télécharger au maximum {limit, number} {limit, plural, one{fichier} other{fichiers}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "Vous devez télécharger au moins {limit, number} {limit, plural, one{fichier} other{fichiers}}.",
        "the input value":
            "la valeur d'entrée",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} « {value} » a déjà été pris.",
        "{attribute} cannot be blank.":
            "{attribute} ne peut être vide.",
        "{attribute} contains wrong subnet mask.":
            "{attribute} contient un masque de sous-réseau non valide.",
        "{attribute} is invalid.":
            "{attribute} est invalide.",
        "{attribute} is not a valid URL.":
            "{attribute} n'est pas une URL valide.",
        "{attribute} is not a valid email address.":
            "{attribute} n'est pas une adresse email valide.",
        "{attribute} is not in the allowed range.":
            "{attribute} n'est pas dans la plage autorisée.",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} doit êre « {requiredValue} ».",
        "{attribute} must be a number.":
            "{attribute} doit être un nombre.",
        "{attribute} must be a string.":
            "{attribute} doit être au format texte.",
        "{attribute} must be a valid IP address.":
            "{attribute} doit être une adresse IP valide.",
        "{attribute} must be an IP address with specified subnet.":
            "{attribute} doit être une adresse IP avec un sous-réseau.",
        "{attribute} must be an integer.":
            "{attribute} doit être un entier.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} doit être soit « {true} » soit « {false} ».",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute} doit être égal à \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} doit être supérieur à « {compareValueOrAttribute} ».",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} doit être supérieur ou égal à « {compareValueOrAttribute} ».",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} doit être inférieur à « {compareValueOrAttribute} ».",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} doit être inférieur ou égal à « {compareValueOrAttribute} ».",
        "{attribute} must be no greater than {max}.":
            "{attribute} ne doit pas être supérieur à {max}.",
        "{attribute} must be no less than {min}.":
            "{attribute} ne doit pas être inférieur à {min}.",
        "{attribute} must not be a subnet.":
            "{attribute} ne doit pas être un sous-réseau.",
        "{attribute} must not be an IPv4 address.":
            "{attribute} ne doit pas être une adresse IPv4.",
        "{attribute} must not be an IPv6 address.":
            "{attribute} ne doit pas être une adresse IPv6.",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} ne doit pas être égal à « {compareValueOrAttribute} ».",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} doit comporter au moins {min, number} {min, plural, one{caractère} other{caractères}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} doit comporter au plus {max, number} {max, plural, one{caractère} other{caractères}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} doit comporter {length, number} {length, plural, one{caractère} other{caractères}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
