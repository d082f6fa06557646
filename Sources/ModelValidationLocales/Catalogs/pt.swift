// Portuguese: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/pt/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Portuguese (`pt`): 44 of 45 validator messages translated.
    static let pt = MessageCatalog(locale: LocaleIdentifier(builtIn: "pt"), translations: ptTranslations)

    private static let ptTranslations: [String: String] = [
        "File upload failed.":
            "O upload do ficheiro falhou.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Apenas ficheiros com este tipo de MIME são permitidos: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Só são permitidos ficheiros com as seguintes extensões: {extensions}.",
        "Please upload a file.":
            "Por favor faça upload de um ficheiro.",
        "The combination {values} of {attributes} has already been taken.":
            "A combinação {values} de {attributes} já está a ser utilizada.",
        "The file \"{file}\" is not an image.":
            "O ficheiro “{file}” não é uma imagem.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "O ficheiro “{file}” é grande demais. O tamanho não pode exceder {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "O ficheiro “{file}” é pequeno demais. O tamanho não pode ser menor do que {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "O formato de “{attribute}” é inválido.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "O ficheiro “{file}” é grande demais. A altura não pode ser maior do que {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "O ficheiro “{file}” é grande demais. A largura não pode ser maior do que {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "O ficheiro “{file}” é pequeno demais. A altura não pode ser menor do que {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "O ficheiro “{file}” é pequeno demais. A largura não pode ser menor do que {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Você pode fazer o upload de no máximo {limit, number} {limit, plural, one{ficheiro} other{ficheiros}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "A transferência deve ser pelo menos {limit, number} {limit, plural, one{ficheiro} other{ficheiros}}. ",
        "the input value":
            "o valor de entrada",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} “{value}” já foi atribuido.",
        "{attribute} cannot be blank.":
            "“{attribute}” não pode ficar em branco.",
        "{attribute} contains wrong subnet mask.":
            "{attribute} contém uma máscara de sub-rede errada.",
        "{attribute} is invalid.":
            "“{attribute}” é inválido.",
        "{attribute} is not a valid URL.":
            "“{attribute}” não é uma URL válida.",
        "{attribute} is not a valid email address.":
            "“{attribute}” não é um endereço de e-mail válido.",
        "{attribute} is not in the allowed range.":
            "{attribute} não está no alcance permitido.",
        "{attribute} must be \"{requiredValue}\".":
            "“{attribute}” deve ser “{requiredValue}”.",
        "{attribute} must be a number.":
            "“{attribute}” deve ser um número.",
        "{attribute} must be a string.":
            "“{attribute}” deve ser uma string.",
        "{attribute} must be a valid IP address.":
            "{attribute} tem de ser um endereço IP válido.",
        "{attribute} must be an IP address with specified subnet.":
            "{attribute} tem de ser um endereço IP com a sub-rede especificada.",
        "{attribute} must be an integer.":
            "“{attribute}” deve ser um número inteiro.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "“{attribute}” deve ser “{true}” ou “{false}”.",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute} tem de ser igual a \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} tem de ser maior que \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} tem de ser maior ou igual a \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} tem de ser menor que \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} tem de ser menor ou igual a \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "“{attribute}” não pode ser maior do que {max}.",
        "{attribute} must be no less than {min}.":
            "“{attribute}” não pode ser menor do que {min}.",
        "{attribute} must not be a subnet.":
            "{attribute} não pode ser uma sub-rede.",
        "{attribute} must not be an IPv4 address.":
            "{attribute} não pode ser um endereço IPv4.",
        "{attribute} must not be an IPv6 address.":
            "{attribute} não pode ser um endereço IPv6.",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} não pode ser igual a \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "“{attribute}” deve conter pelo menos {min, number} {min, plural, one{caractere} other{caracteres}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "“{attribute}” deve conter no máximo {max, number} {max, plural, one{caractere} other{caracteres}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "“{attribute}” deve conter {length, number} {length, plural, one{caractere} other{caracteres}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
