// Spanish: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/es/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Spanish (`es`): 43 of 45 validator messages translated.
    static let es = MessageCatalog(locale: LocaleIdentifier(builtIn: "es"), translations: esTranslations)

    private static let esTranslations: [String: String] = [
        "File upload failed.":
            "Falló la subida del archivo.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Sólo se aceptan archivos con los siguientes tipos MIME: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Sólo se aceptan archivos con las siguientes extensiones: {extensions}",
        "Please upload a file.":
            "Por favor suba un archivo.",
        "The combination {values} of {attributes} has already been taken.":
            "La combinación de {values} de {attributes} ya ha sido utilizada.",
        "The file \"{file}\" is not an image.":
            "El archivo \"{file}\" no es una imagen.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "El archivo \"{file}\" es demasiado grande. Su tamaño no puede exceder {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "El archivo \"{file}\" es demasiado pequeño. Su tamaño no puede ser menor a {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "El formato de {attribute} es inválido.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "La imagen \"{file}\" es demasiado grande. La altura no puede ser mayor a {limit, number} {limit, plural, one{píxel} other{píxeles}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "La imagen \"{file}\" es demasiado grande. La anchura no puede ser mayor a {limit, number} {limit, plural, one{píxel} other{píxeles}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "La imagen \"{file}\" es demasiado pequeña. La altura no puede ser menor a {limit, number} {limit, plural, one{píxel} other{píxeles}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "La imagen \"{file}\" es demasiado pequeña. La anchura no puede ser menor a {limit, number} {limit, plural, one{píxel} other{píxeles}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Puedes subir como máximo {limit, number} {limit, plural, one{archivo} other{archivos}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "el valor de entrada",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" ya ha sido utilizado.",
        "{attribute} cannot be blank.":
            "{attribute} no puede estar vacío.",
        "{attribute} contains wrong subnet mask.":
            "{attribute} contiene la máscara de subred incorrecta",
        "{attribute} is invalid.":
            "{attribute} es inválido.",
        "{attribute} is not a valid URL.":
            "{attribute} no es una URL válida.",
        "{attribute} is not a valid email address.":
            "{attribute} no es una dirección de correo válida.",
        "{attribute} is not in the allowed range.":
            "{attribute} no está en el rango permitido.",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} debe ser \"{requiredValue}\".",
        "{attribute} must be a number.":
            "{attribute} debe ser un número.",
        "{attribute} must be a string.":
            "{attribute} debe ser una cadena de caracteres.",
        "{attribute} must be a valid IP address.":
            "{attribute} debe ser una dirección IP válida ",
        "{attribute} must be an IP address with specified subnet.":
            "{attribute} debe ser una dirección IP con subred especificada.",
        "{attribute} must be an integer.":
            "{attribute} debe ser un número entero.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} debe ser \"{true}\" o \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute} debe ser igual a \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} debe ser mayor a \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} debe ser mayor o igual a \"{compareValueOrAttribute}\".",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} debe ser menor a \"{compareValueOrAttribute}\".",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} debe ser menor  o igual a \"{compareValueOrAttribute}\".",
        "{attribute} must be no greater than {max}.":
            "{attribute} no debe ser mayor a {max}.",
        "{attribute} must be no less than {min}.":
            "{attribute} no debe ser menor a {min}.",
        "{attribute} must not be a subnet.":
            "{attribute} no debe ser una subnet.",
        "{attribute} must not be an IPv4 address.":
            "{attribute} no debe ser una dirección IPv4.",
        "{attribute} must not be an IPv6 address.":
            "{attribute} no debe ser una dirección IPv6.",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} no debe ser igual a \"{compareValueOrAttribute}\".",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} debería contener al menos {min, number} {min, plural, one{letra} other{letras}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} debería contener como máximo {max, number} {max, plural, one{letra} other{letras}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} debería contener {length, number} {length, plural, one{letra} other{letras}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
