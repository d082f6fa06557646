// Romanian: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/ro/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Romanian (`ro`): 33 of 45 validator messages translated.
    static let ro = MessageCatalog(locale: LocaleIdentifier(builtIn: "ro"), translations: roTranslations)

    private static let roTranslations: [String: String] = [
        "File upload failed.":
            "Încărcarea fișierului a eșuat.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "",
        "Only files with these extensions are allowed: {extensions}.":
            "Se acceptă numai fișiere cu următoarele extensii: {extensions}.",
        "Please upload a file.":
            "Vă rugăm sa încărcați un fișier.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "Fișierul «{file}» nu este o imagine.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Fișierul «{file}» este prea mare. Dimensiunea acestuia nu trebuie să fie mai mare de {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Fișierul «{file}» este prea mic. Dimensiunea acestuia nu trebuie sa fie mai mică de {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Formatul «{attribute}» nu este valid.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Imaginea «{file}» este prea mare. Înălțimea nu trebuie să fie mai mare de {limit, number} {limit, plural, one{pixel} other{pixeli}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Imaginea «{file}» este prea mare. Lățimea nu trebuie să fie mai mare de {limit, number} {limit, plural, one{pixel} other{pixeli}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Imaginea «{file}» este prea mică. Înălțimea nu trebuie să fie mai mică de {limit, number} {limit, plural, one{pixel} other{pixeli}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Imaginea «{file}» este prea mică. Lățimea nu trebuie sa fie mai mică de {limit, number} {limit, plural, one{pixel} other{pixeli}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Puteți încărca maxim {limit, number} {limit, plural, one{fișier} other{fișiere}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "valoarea introdusă",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} «{value}» este deja ocupat.",
        "{attribute} cannot be blank.":
            "«{attribute}» nu poate fi gol.",
        "{attribute} contains wrong subnet mask.":
            "",
        "{attribute} is invalid.":
            "«{attribute}» este incorect.",
        "{attribute} is not a valid URL.":
            "«{attribute}» nu este un URL valid.",
        "{attribute} is not a valid email address.":
            "«{attribute}» nu este o adresă de email validă.",
        "{attribute} is not in the allowed range.":
            "",
        "{attribute} must be \"{requiredValue}\".":
            "«{attribute}» trebuie să fie «{requiredValue}».",
        "{attribute} must be a number.":
            "«{attribute}» trebuie să fie un număr.",
        "{attribute} must be a string.":
            "«{attribute}» trebuie să fie un șir de caractere.",
        "{attribute} must be a valid IP address.":
            "",
        "{attribute} must be an IP address with specified subnet.":
            "",
        "{attribute} must be an integer.":
            "«{attribute}» trebuie să fie un număr întreg.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "«{attribute}» trebuie să fie «{true}» sau «{false}».",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "«{attribute}» trebuie să fie mai mare ca «{compareValueOrAttribute}».",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "«{attribute}» trebuie să fie mai mare sau egal cu «{compareValueOrAttribute}».",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "«{attribute}» trebuie să fie mai mic ca «{compareValueOrAttribute}».",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "«{attribute}» trebuie să fie mai mic sau egal cu «{compareValueOrAttribute}».",
        "{attribute} must be no greater than {max}.":
            "«{attribute}» nu trebuie să fie mai mare ca {max}.",
        "{attribute} must be no less than {min}.":
            "«{attribute}» nu trebuie să fie mai mic ca {min}.",
        "{attribute} must not be a subnet.":
            "",
        "{attribute} must not be an IPv4 address.":
            "",
        "{attribute} must not be an IPv6 address.":
            "",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "«{attribute}» nu trebuie să fie egală cu «{compareValueOrAttribute}».",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "«{attribute}» trebuie să conțină minim {min, number} {min, plural, one{caracter} other{caractere}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "«{attribute}» trebuie să conțină maxim {max, number} {max, plural, one{caracter} other{caractere}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "«{attribute}» trebuie să conțină {length, number} {length, plural, one{caracter} other{caractere}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
