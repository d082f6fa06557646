// Belarusian: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/be/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Belarusian (`be`): 44 of 45 validator messages translated.
    static let be = MessageCatalog(locale: LocaleIdentifier(builtIn: "be"), translations: beTranslations)

    private static let beTranslations: [String: String] = [
        "File upload failed.":
            "Не атрымалася загрузіць файл.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Дазволена загрузка файлаў толькі з наступнымі MIME-тыпамі: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "Дазволена загрузка файлаў толькі з наступнымі пашырэннямі: {extensions}.",
        "Please upload a file.":
            "Загрузіце файл.",
        "The combination {values} of {attributes} has already been taken.":
            "Камбінацыя {values} параметраў {attributes} ужо існуе.",
        "The file \"{file}\" is not an image.":
            "Файл «{file}» не зьяўляецца малюнкам.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "Файл «{file}» занадта вялікі. Памер не павінен перавышаць {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "Файл «{file}» занадта маленькі. Памер павінен быць больш {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "Няправільны фармат значэння «{attribute}».",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Файл «{file}» занадта вялікі. Вышыня не павінна перавышаць {limit, number} {limit, plural, one {піксель} few {пікселя} many {пікселяў} other {пікселя}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Файл «{file}» занадта вялікі. Шырыня не павінна перавышаць {limit, number} {limit, plural, one {піксель} few {пікселя} many {пікселяў} other {пікселя}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Файл «{file}» занадта маленькі. Вышыня павінна быць больш за {limit, number} {limit, plural, one {піксель} few {пікселя} many {пікселяў} other {пікселя}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "Файл «{file}» занадта маленькі. Шырыня павінна быць больш за {limit, number} {limit, plural, one {піксель} few {пікселя} many {пікселяў} other {пікселя}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Вы не можаце загружаць больш за {limit, number} {limit, plural, one{файл} few{файлы} many{файлаў} other{файла}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "Вы павінны загрузіць мінімум {limit, number} {limit, plural, one{файл} few{файлы} many{файлаў} other{файла}}",
        "the input value":
            "уведзенае значэнне",
        "{attribute} \"{value}\" has already been taken.":
            "Значэнне «{value}» для «{attribute}» ужо занятае.",
        "{attribute} cannot be blank.":
            "Неабходна запоўніць «{attribute}».",
        "{attribute} contains wrong subnet mask.":
            "Значэнне «{attribute}» змяшчае няправільную маску падсеткі.",
        "{attribute} is invalid.":
            "Значэнне «{attribute}» з'яўляецца несапраўдным.",
        "{attribute} is not a valid URL.":
            "Значэнне «{attribute}» не зьяўляецца правільным URL.",
        "{attribute} is not a valid email address.":
            "Значэнне «{attribute}» не зьяўляецца правільным email адрасам.",
        "{attribute} is not in the allowed range.":
            "Значэнне «{attribute}» не ўваходзіць у спіс дазволеных дыяпазонаў адрасоў.",
        "{attribute} must be \"{requiredValue}\".":
            "Значэнне «{attribute}» павінна быць роўна «{requiredValue}».",
        "{attribute} must be a number.":
            "Значэнне «{attribute}» павінна быць лікам",
        "{attribute} must be a string.":
            "Значэнне «{attribute}» павінна быць радком.",
        "{attribute} must be a valid IP address.":
            "Значэнне «{attribute}» павінна быць правільным IP адрасам.",
        "{attribute} must be an IP address with specified subnet.":
            "Значэнне «{attribute}» павінна быць IP адрасам з падсеткай",
        "{attribute} must be an integer.":
            "Значэнне «{attribute}» павінна быць цэлым лікам.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "Значэнне «{attribute}» павінна быць роўна «{true}» або «{false}».",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "Значэнне «{attribute}» павінна быць роўна «{compareValueOrAttribute}».",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "Значэнне «{attribute}» павінна быць больш за значэнне «{compareValueOrAttribute}».",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "Значэнне «{attribute}» павінна быць больш за або роўна значэнню «{compareValueOrAttribute}».",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "Значэнне «{attribute}» павінна быць менш за значэнне «{compareValueOrAttribute}».",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "Значэнне «{attribute}» павінна быць менш за або роўна значэнню «{compareValueOrAttribute}».",
        "{attribute} must be no greater than {max}.":
            "Значэнне «{attribute}» не павінна перавышаць {max}.",
        "{attribute} must be no less than {min}.":
            "Значэнне «{attribute}» павінна быць не менш за {min}.",
        "{attribute} must not be a subnet.":
            "Значэнне «{attribute}» не павінна быць падсеткай",
        "{attribute} must not be an IPv4 address.":
            "Значэнне «{attribute}» не павінна быць IPv4 адрасам.",
        "{attribute} must not be an IPv6 address.":
            "Значэнне «{attribute}» не павінна быць IPv6 адрасам.",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "Значэнне «{attribute}» не павінна быць роўна «{compareValueOrAttribute}».",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "Значэнне «{attribute}» павінна ўтрымліваць мінімум {min, number} {min, plural, one{сімвал} few{сімвала} many{сімвалаў} other{сімвала}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "Значэнне «{attribute}» павінна ўтрымліваць максімум {max, number} {max, plural, one{сімвал} few{сімвала} many{сімвалаў} other{сімвала}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "Значэнне «{attribute}» павінна ўтрымліваць {length, number} {length, plural, one{сімвал} few{сімвала} many{сімвалаў} other{сімвала}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
