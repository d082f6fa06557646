// Georgian: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/ka/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Georgian (`ka`): 34 of 45 validator messages translated.
    static let ka = MessageCatalog(locale: LocaleIdentifier(builtIn: "ka"), translations: kaTranslations)

    private static let kaTranslations: [String: String] = [
        "File upload failed.":
            "ფაილის ჩამოტვირთვა ვერ მოხერხდა.",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "ნებადართულია ფაილების ჩამოტვირთვა მხოლოდ შემდეგი MIME-ტიპებით: {mimeTypes}.",
        "Only files with these extensions are allowed: {extensions}.":
            "ნებადართულია ფაილების ჩამოტვირთვა მხოლოდ შემდეგი გაფართოებებით: {extensions}.",
        "Please upload a file.":
            "ჩამოტვირთეთ ფაილი.",
        "The combination {values} of {attributes} has already been taken.":
            "",
        "The file \"{file}\" is not an image.":
            "ფაილი «{file}» არ წარმოადგენს გამოსახულებას.",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "ფაილი «{file}» ძალიან დიდია. ზომა არ უნდა აღემატებოდეს {formattedLimit}.",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "ფაილი «{file}» ძალიან პატარაა. ზომა უნდა აღემატებოდეს {formattedLimit}.",
        "The format of {attribute} is invalid.":
            "მნიშვნელობის «{attribute}» არასწორი ფორმატი.",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "ფაილი «{file}» ძალიან დიდია. სიმაღლე არ უნდა აღემატებოდეს {limit, number} {limit, plural, one{პიქსელს} few{პიქსელს} many{პიქსელს} other{პიქსელს}}.",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "ფაილი «{file}» ძალიან დიდია. სიგანე არ უნდა აღემატებოდეს {limit, number} {limit, plural, one{პიქსელს} few{პიქსელს} many{პიქსელს} other{პიქსელს}}.",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "ფაილი «{file}» ძალიან პატარაა. სიმაღლე უნდა აღემატებოდეს {limit, number} {limit, plural, one{პიქსელს} few{პიქსელს} many{პიქსელს} other{პიქსელს}}.",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "ფაილი «{file}» ძალიან პატარაა. სიგანე უნდა აღემატებოდეს {limit, number} {limit, plural, one{პიქსელს} few{პიქსელს} many{პიქსელს} other{პიქსელს}}.",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "თქვენ არ შეგიძლიათ ჩამოტვირთოთ {limit, number}-ზე მეტი {limit, plural, one{ფაილი} few{ფაილი} many{ფაილი} other{ფაილი}}.",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "შეყვანილი მნიშვნელობა",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} «{value}» უკვე დაკავებულია.",
        "{attribute} cannot be blank.":
            "საჭიროა შევსება «{attribute}».",
        "{attribute} contains wrong subnet mask.":
            "",
        "{attribute} is invalid.":
            "მნიშვნელობა «{attribute}» არასწორია.",
        "{attribute} is not a valid URL.":
            "მნიშვნელობა «{attribute}» არ წარმოადგენს სწორ URL-ს.",
        "{attribute} is not a valid email address.":
            "მნიშვნელობა «{attribute}» არ წარმოადგენს სწორ email მისამართს.",
        "{attribute} is not in the allowed range.":
            "",
        "{attribute} must be \"{requiredValue}\".":
            "მნიშვნელობა «{attribute}» უნდა იყოს «{requiredValue}-ს ტოლი».",
        "{attribute} must be a number.":
            "მნიშვნელობა «{attribute}» უნდა იყოს რიცხვი.",
        "{attribute} must be a string.":
            "მნიშვნელობა «{attribute}» უნდა იყოს სტრიქონი.",
        "{attribute} must be a valid IP address.":
            "",
        "{attribute} must be an IP address with specified subnet.":
            "",
        "{attribute} must be an integer.":
            "მნიშვნელობა «{attribute}» უნდა იყოს მთელი რიცხვი.",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "მნიშვნელობა «{attribute}» უნდა იყოს «{true}»-ს ან «{false}»-ს ტოლი.",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "მნიშვნელობა «{attribute}» უნდა იყოს «{compareValueOrAttribute}» მნიშვნელობაზე მეტი.",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "მნიშვნელობა «{attribute}» უნდა იყოს «{compareValueOrAttribute}» მნიშვნელობაზე მეტი ან ტოლი.",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "მნიშვნელობა «{attribute}» უნდა იყოს «{compareValueOrAttribute}» მნიშვნელობაზე ნაკლები.",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "მნიშვნელობა «{attribute}» უნდა იყოს «{compareValueOrAttribute}» მნიშვნელობაზე ნაკლები ან ტოლი.",
        "{attribute} must be no greater than {max}.":
            "მნიშვნელობა «{attribute}» არ უნდა აღემატებოდეს {max}.",
        "{attribute} must be no less than {min}.":
            "მნიშვნელობა «{attribute}» უნდა იყოს არანაკლები {min}.",
        "{attribute} must not be a subnet.":
            "",
        "{attribute} must not be an IPv4 address.":
            "",
        "{attribute} must not be an IPv6 address.":
            "",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "მნიშვნელობა «{attribute}» არ უნდა იყოს «{compareValueOrAttribute}»-ს ტოლი.",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "მნიშვნელობა «{attribute}» უნდა შეიცავდეს მინიმუმ {min, number} {min, plural, one{სიმბოლს} few{სიმბოლს} many{სიმბოლს} other{სიმბოლს}}.",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "მნიშვნელობა «{attribute}» უნდა შეიცავდეს მაქსიმუმ {max, number} {max, plural, one{სიმბოლს} few{სიმბოლს} many{სიმბოლს} other{სიმბოლს}}.",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "მნიშვნელობა «{attribute}» უნდა შეიცავდეს {length, number} {length, plural, one{სიმბოლს} few{სიმბოლს} many{სიმბოლს} other{სიმბოლს}}.",
        "{compareAttribute} is invalid.":
            "",
    ]
}
