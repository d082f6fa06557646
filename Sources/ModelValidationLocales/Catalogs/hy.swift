// Armenian: Yii's translations of its validator messages.
// Source: yiisoft/yii2 2.0.56-dev (45e679d7ce), framework/messages/hy/yii.php.
// Copyright (c) 2008 Yii Software LLC and the Yii translators; BSD-3-Clause.
// Keys are Yii's English templates; an empty value means "untranslated" (English is used).

extension YiiCatalogs {
    /// Armenian (`hy`): 43 of 45 validator messages translated.
    static let hy = MessageCatalog(locale: LocaleIdentifier(builtIn: "hy"), translations: hyTranslations)

    private static let hyTranslations: [String: String] = [
        "File upload failed.":
            "Ֆայլի վերբեռնումը ձախողվեց։",
        "Only files with these MIME types are allowed: {mimeTypes}.":
            "Թույլատրվում են միայն {mimeTypes} MIME տեսակի ֆայլերը։",
        "Only files with these extensions are allowed: {extensions}.":
            "Թույլատրվում են միայն {extensions} վերջավորությամբ ֆայլերը։",
        "Please upload a file.":
            "Խնդրում ենք վերբեռնել ֆայլ:",
        "The combination {values} of {attributes} has already been taken.":
            "{attributes}-ի {values} արժեքների կոմբինացիան արդեն զբաղված է։",
        "The file \"{file}\" is not an image.":
            "«{file}» ֆայլը վավեր նկար չէ։",
        "The file \"{file}\" is too big. Its size cannot exceed {formattedLimit}.":
            "«{file}» ֆայլը շատ մեծ է։ Նրա չափը չի կարող գերազանցել {formattedLimit}-ը։",
        "The file \"{file}\" is too small. Its size cannot be smaller than {formattedLimit}.":
            "«{file}» ֆայլը շատ փոքր է։ Նրա չափը չի կարող լինել {formattedLimit}-ից փոքր։",
        "The format of {attribute} is invalid.":
            "{attribute}-ի ֆորմատը անվավեր է։",
        "The image \"{file}\" is too large. The height cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "«{file}» նկարը շատ մեծ է։ Նրա բարձրությունը չի կարող գերազանցել {limit, number} {limit, plural, one{պիքսել} few{պիքսել} many{պիքսել} other{պիքսել}}ը։",
        "The image \"{file}\" is too large. The width cannot be larger than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "«{file}» նկարը շատ մեծ է։ Նրա երկարությունը չի կարող գերազանցել {limit, number} {limit, plural, one{պիքսել} few{պիքսել} many{պիքսել} other{պիքսել}}ը։",
        "The image \"{file}\" is too small. The height cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "«{file}» նկարը շատ փոքր է։ Նրա բարձրությունը չի կարող լինել {limit, number} {limit, plural, one{պիքսել} few{պիքսել} many{պիքսել} other{պիքսել}}ից փոքր։",
        "The image \"{file}\" is too small. The width cannot be smaller than {limit, number} {limit, plural, one{pixel} other{pixels}}.":
            "«{file}» նկարը շատ փոքր է։ Նրա երկարությունը չի կարող լինել {limit, number} {limit, plural, one{պիքսել} few{պիքսել} many{պիքսել} other{պիքսել}}ից փոքր։",
        "You can upload at most {limit, number} {limit, plural, one{file} other{files}}.":
            "Դուք կարող եք վերբեռնել առավելագույնը {limit, number} {limit, plural, one{ֆայլ} few{ֆայլ} many{ֆայլ} other{ֆայլ}}։",
        "You should upload at least {limit, number} {limit, plural, one{file} other{files}}.":
            "",
        "the input value":
            "մուտքային արժեքը",
        "{attribute} \"{value}\" has already been taken.":
            "{attribute} «{value}» արդեն զբաղված է։",
        "{attribute} cannot be blank.":
            "{attribute}-ի արժեքը չի կարող դատարկ լինել։",
        "{attribute} contains wrong subnet mask.":
            "{attribute}-ի արժեքը պարունակում է սխալ ենթացանցի ծածկույթ։",
        "{attribute} is invalid.":
            "{attribute}-ի արժեքը անվավեր է։",
        "{attribute} is not a valid URL.":
            "{attribute}-ի արժեքը վավեր URL չէ:",
        "{attribute} is not a valid email address.":
            "{attribute}-ի արժեքը վավեր էլ․փոստի հասցե չէ:",
        "{attribute} is not in the allowed range.":
            "{attribute}-ի արժեքը թույլատրված միջակայքում չէ։",
        "{attribute} must be \"{requiredValue}\".":
            "{attribute}-ի արժեքը պետք է լինի «{requiredValue}»։",
        "{attribute} must be a number.":
            "{attribute}-ի արժեքը պետք է լինի թիվ։",
        "{attribute} must be a string.":
            "{attribute}-ի արժեքը պետք է լինի տող։",
        "{attribute} must be a valid IP address.":
            "{attribute}-ի արժեքը պետք է լինի վավեր IP հասցե։",
        "{attribute} must be an IP address with specified subnet.":
            "{attribute}-ի արժեքը պետք է լինի նշված ենթացանցի IP հասցե։",
        "{attribute} must be an integer.":
            "{attribute}-ի արժեքը պետք է լինի ամբողջ թիվ։",
        "{attribute} must be either \"{true}\" or \"{false}\".":
            "{attribute}-ի արժեքը պետք է լինի «{true}» կամ «{false}»։",
        "{attribute} must be equal to \"{compareValueOrAttribute}\".":
            "{attribute}-ի արժեքը պետք է հավասար լինի «{compareValueOrAttribute}»-ին։",
        "{attribute} must be greater than \"{compareValueOrAttribute}\".":
            "{attribute}-ի արժեքը պետք է մեծ լինի «{compareValueOrAttribute}»-ից։",
        "{attribute} must be greater than or equal to \"{compareValueOrAttribute}\".":
            "{attribute}-ի արժեքը պետք է մեծ կամ հավասար լինի «{compareValueOrAttribute}»-ին։",
        "{attribute} must be less than \"{compareValueOrAttribute}\".":
            "{attribute}-ի արժեքը պետք է փոքր լինի «{compareValueOrAttribute}»-ից։",
        "{attribute} must be less than or equal to \"{compareValueOrAttribute}\".":
            "{attribute}-ի արժեքը պետք է փոքր կամ հավասար լինի «{compareValueOrAttribute}»-ին։",
        "{attribute} must be no greater than {max}.":
            "{attribute}-ի արժեքը պետք է չգերազանցի {max}-ը։",
        "{attribute} must be no less than {min}.":
            "{attribute}-ի արժեքը պետք է գերազանցի {min}-ը։",
        "{attribute} must not be a subnet.":
            "{attribute}-ի արժեքը պետք է չլինի ենթացանց։",
        "{attribute} must not be an IPv4 address.":
            "{attribute}-ի արժեքը պետք է չլինի IPv4 հասցե։",
        "{attribute} must not be an IPv6 address.":
            "{attribute}-ի արժեքը պետք է չլինի IPv6 հասցե։",
        "{attribute} must not be equal to \"{compareValueOrAttribute}\".":
            "{attribute}-ի արժեքը պետք է հավասար չլինի «{compareValueOrAttribute}»-ին։",
        "{attribute} should contain at least {min, number} {min, plural, one{character} other{characters}}.":
            "{attribute}-ի արժեքը պետք է պարունակի առնվազն {min, number} {min, plural, one{նիշ} other{նիշ}}։",
        "{attribute} should contain at most {max, number} {max, plural, one{character} other{characters}}.":
            "{attribute}-ի արժեքը պետք է պարունակի առավելագույնը {max, number} {max, plural, one{նիշ} other{նիշ}}։",
        "{attribute} should contain {length, number} {length, plural, one{character} other{characters}}.":
            "{attribute}-ի արժեքը պետք է պարունակի {length, number} {length, plural, one{նիշ} other{նիշ}}։",
        "{compareAttribute} is invalid.":
            "",
    ]
}
