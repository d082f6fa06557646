// Portuguese (Brazil): Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/pt-BR/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Portuguese (Brazil) (`pt-BR`): 44 of 45 validator messages translated.
    static let ptBR = MessageCatalog(locale: LocaleIdentifier(builtIn: "pt-BR"), translations: ptBRTranslations)

    private static let ptBRTranslations: [String: String] = [
        "File upload failed.":
            "O upload do arquivo falhou.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "São permitidos somente arquivos com os seguintes tipos MIME: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "São permitidos somente arquivos com as seguintes extensões: {extensions}.",
        "Please upload a file.":
            "Por favor, faça upload de um arquivo.",
        "The combination {values} of {attributes} has already been taken.":
            "A combinação {values} de {attributes} já foi utilizado.",
        "The file \"{file}\" is not an image.":
            "O arquivo \"{file}\" não é uma imagem.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "O arquivo \"{file}\" é grande demais. Seu tamanho não pode exceder {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "O arquivo \"{file}\" é pequeno demais. Seu tamanho não pode ser menor que {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "O formato de \"{attribute}\" é inválido.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "O arquivo \"{file}\" é grande demais. A altura não pode ser maior que {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "O arquivo \"{file}\" é grande demais. A largura não pode ser maior que {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "O arquivo \"{file}\" é pequeno demais. A altura não pode ser menor que {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "O arquivo \"{file}\" é pequeno demais. A largura não pode ser menor que {limit, number} {limit, plural, one{pixel} other{pixels}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Você pode fazer o upload de, no máximo, {limit, number} {limit, plural, one{arquivo} other{arquivos}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "Você deve enviar ao menos {limit, number} {limit, plural, one{arquivo} other{arquivos}}.",
        "the input value":
            "o valor de entrada",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" já foi utilizado.",
        "{attribute} cannot be blank.":
            "\"{attribute}\" não pode ficar em branco.",
        "{attribute} contains wrong subnet mask.":
            "{attribute} contém a máscara de sub-rede errado.",
        "{attribute} is invalid.":
            "\"{attribute}\" é inválido.",
        "{attribute} is not a valid URL.":
            "\"{attribute}\" não é uma URL válida.",
        "{attribute} is not a valid email address.":
            "\"{attribute}\" não é um endereço de e-mail válido.",
        "{attribute} is not in the allowed range.":
            "{attribute} intervalo não permitido.",
        "{attribute} must be \"{requiredValue}\".":
            "\"{attribute}\" deve ser \"{requiredValue}\".",
        "{attribute} must be a number.":
            "\"{attribute}\" deve ser um número.",
        "{attribute} must be a string.":
            "\"{attribute}\" deve ser um texto.",
        "{attribute} must be a valid IP address.":
            "{attribute} deve ser um endereço IP válido.",
        "{attribute} must be an IP address with specified subnet.":
            "{attribute} deve ser um endereço IP com sub-rede especificada.",
        "{attribute} must be an integer.":
            "\"{attribute}\" deve ser um número inteiro.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "\"{attribute}\" deve ser \"{true}\" ou \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute} deve ser igual a \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "\"{attribute}\" deve ser maior que \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "\"{attribute}\" deve ser maior ou igual a \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "\"{attribute}\" deve ser menor que \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "\"{attribute}\" deve ser menor ou igual a \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "\"{attribute}\" não pode ser maior que {max}.",
        "{attribute} must be no less than {min}.":
            "\"{attribute}\" não pode ser menor que {min}.",
        "{attribute} must not be a subnet.":
            "{attribute} não deve ser uma sub-rede.",
        "{attribute} must not be an IPv4 address.":
            "{attribute} não deve ser um endereço IPv4.",
        "{attribute} must not be an IPv6 address.":
            "{attribute} não deve ser um endereço IPv6.",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "\"{attribute}\" não deve ser igual a \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "\"{attribute}\" deve conter pelo menos {min, number} {min, plural, one{caractere} other{caracteres}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "\"{attribute}\" deve conter no máximo {max, number} {max, plural, one{caractere} other{caracteres}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "\"{attribute}\" deve conter {length, number} {length, plural, one{caractere} other{caracteres}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
