// Latvian: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/lv/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Latvian (`lv`): 44 of 45 validator messages translated.
    static let lv = MessageCatalog(locale: LocaleIdentifier(builtIn: "lv"), translations: lvTranslations)

    private static let lvTranslations: [String: String] = [
        "File upload failed.":
            "Neizdevās augšupielādēt datni.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Ir atļauts augšupielādēt datnes tikai ar šādiem MIME-tipiem: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Ir atļauts augšupielādēt datnes tikai ar šādiem paplašinājumiem: {extensions}.",
        "Please upload a file.":
            "Lūdzu, augšupielādēt datni.",
        "The combination {values} of {attributes} has already been taken.":
            "Kombinācija {values} priekš {attributes} ir jau aizņemta.",
        "The file \"{file}\" is not an image.":
            "Saņemtā \"{file}\" datne nav attēls.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Saņemtās \"{file}\" datnes izmērs pārsniedz pieļaujamo ierobežojumu {formattedLimit} apmērā.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Saņemtās \"{file}\" datnes izmērs ir pārāk maza, tai ir jābūt vismaz {formattedLimit} apmērā.",
        "The format of {attribute} is invalid.":
            "{attribute} vērtības formāts ir nepareizs.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Attēls \"{file}\" ir pārāk liels. Augstumam ir jābūt mazākam par {limit, number} {limit, plural, one{pikseli} other{pikseļiem}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Attēls \"{file}\" ir pārāk liels. Platumam ir jābūt mazākam par {limit, number} {limit, plural, one{pikseli} other{pikseļiem}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Attēls \"{file}\" ir pārāk mazs. Augstumam ir jābūt lielākam par {limit, number} {limit, plural, one{pikseli} other{pikseļiem}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Attēls \"{file}\" ir pārāk mazs. Platumam ir jābūt lielākam par {limit, number} {limit, plural, one{pikseli} other{pikseļiem}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Jūs nevarat augšupielādēt vairāk par {limit, number} {limit, plural, one{failu} other{failiem}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "Jums jāaugšupielādē vismaz {limit, number} {limit, mulural, one {file} other {files}}.",
        "the input value":
            "ievadītā vērtība",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} \"{value}\" jau ir aizņemts.",
        "{attribute} cannot be blank.":
            "Ir jāaizpilda {attribute}.",
        "{attribute} contains wrong subnet mask.":
            "{attribute} satur kļūdainu apakštīklu.",
        "{attribute} is invalid.":
            "{attribute} vērtība ir nepareiza.",
        "{attribute} is not a valid URL.":
            "{attribute} vērtība nav pareiza URL formātā.",
        "{attribute} is not a valid email address.":
            "{attribute} vērtība nav pareizas e-pasta adreses formātā.",
        "{attribute} is not in the allowed range.":
            "{attribute} nav atļautajā diapazonā.",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute} vērtībai ir jābūt vienādai ar \"{requiredValue}\".",
        "{attribute} must be a number.":
            "{attribute} vērtībai ir jābūt skaitlim.",
        "{attribute} must be a string.":
            "{attribute} vērtībai ir jābūt simbolu virknei.",
        "{attribute} must be a valid IP address.":
            "{attribute} jābūt derīgai IP adresei.",
        "{attribute} must be an IP address with specified subnet.":
            "{attribute} jābūt IP adresei ar norādīto apakštīklu.",
        "{attribute} must be an integer.":
            "{attribute} vērtībai ir jābūt veselam skaitlim.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute} vērtībai ir jābūt \"{true}\" vai \"{false}\".",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute} vērtībai ir jābūt vienādai ar \"{compareValueOrAttribute}\".",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute} vērtībai ir jābūt lielākai par \"{compareValueOrAttribute}\" vērtību.",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} vērtībai ir jābūt lielākai vai vienādai ar \"{compareValueOrAttribute}\" vērtību.",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute} vērtībai ir jābūt mazākai par \"{compareValueOrAttribute}\" vērtību.",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute} vērtībai ir jābūt mazākai vai vienādai ar \"{compareValueOrAttribute}\" vērtību.",
        "{attribute} must be no greater than {max}.":
            "{attribute} vērtībai ir jābūt ne lielākai par {max}.",
        "{attribute} must be no less than {min}.":
            "{attribute} vērtībai ir jābūt ne mazākai par {min}.",
        "{attribute} must not be a subnet.":
            "{attribute} nedrīkst būt apakštīkls.",
        "{attribute} must not be an IPv4 address.":
            "{attribute} nedrīkst būt IPv4 adrese.",
        "{attribute} must not be an IPv6 address.":
            "{attribute} nedrīkst būt IPv6 adrese.",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute} vērtība nedrīkst būt vienāda ar \"{compareValueOrAttribute}\" vērtību.",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute} vērtībai ir jābūt ne īsākai par {min, number} {min, plural, one{simbolu} other{simboliem}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute} vērtībai ir jābūt ne garākai par {max, number} {max, plural, one{simbolu} other{simboliem}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute} vērtībai ir jāsastāv no {length, number} {length, plural, one{simbola} other{simboliem}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
