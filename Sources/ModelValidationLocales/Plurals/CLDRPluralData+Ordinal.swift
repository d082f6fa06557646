// CLDR 42 plural rules (the release ICU 72 ships, which the Yii reference run used), from
// common/supplemental/ordinals.xml (unicode-org/cldr-json 42.0.0), samples dropped. Unicode License
// Agreement (Unicode-DFS-2016). Languages sharing rules are listed together, as in CLDR.

extension CLDRPluralData {
    /// Ordinal rules (`selectordinal`): 102 languages in 24 groups.
    static let ordinal: [Entry] = [
        Entry(
            languages: "af am an ar ast bg bs ce cs da de dsb el es et eu fa fi fy gl gsw he hr hsb ia id is ja km kn ko ky lt lv ml mn my nb nl no pa pl prg ps pt ru sd sh si sk sl sr sw ta te th tpi tr und ur uz yue zh zu",
            rules: []
        ),
        Entry(
            languages: "bal fil fr ga hy lo mo ms ro tl vi",
            rules: [
                (.one, "n = 1"),
            ]
        ),
        Entry(
            languages: "be",
            rules: [
                (.few, "n % 10 = 2,3 and n % 100 != 12,13"),
            ]
        ),
        Entry(
            languages: "hu",
            rules: [
                (.one, "n = 1,5"),
            ]
        ),
        Entry(
            languages: "it sc scn vec",
            rules: [
                (.many, "n = 11,8,80,800"),
            ]
        ),
        Entry(
            languages: "kk",
            rules: [
                (.many, "n % 10 = 6 or n % 10 = 9 or n % 10 = 0 and n != 0"),
            ]
        ),
        Entry(
            languages: "lij",
            rules: [
                (.many, "n = 11,8,80..89,800..899"),
            ]
        ),
        Entry(
            languages: "ne",
            rules: [
                (.one, "n = 1..4"),
            ]
        ),
        Entry(
            languages: "sv",
            rules: [
                (.one, "n % 10 = 1,2 and n % 100 != 11,12"),
            ]
        ),
        Entry(
            languages: "tk",
            rules: [
                (.few, "n % 10 = 6,9 or n = 10"),
            ]
        ),
        Entry(
            languages: "uk",
            rules: [
                (.few, "n % 10 = 3 and n % 100 != 13"),
            ]
        ),
        Entry(
            languages: "ka",
            rules: [
                (.one, "i = 1"),
                (.many, "i = 0 or i % 100 = 2..20,40,60,80"),
            ]
        ),
        Entry(
            languages: "kw",
            rules: [
                (.one, "n = 1..4 or n % 100 = 1..4,21..24,41..44,61..64,81..84"),
                (.many, "n = 5 or n % 100 = 5"),
            ]
        ),
        Entry(
            languages: "sq",
            rules: [
                (.one, "n = 1"),
                (.many, "n % 10 = 4 and n % 100 != 14"),
            ]
        ),
        Entry(
            languages: "az",
            rules: [
                (.one, "i % 10 = 1,2,5,7,8 or i % 100 = 20,50,70,80"),
                (.few, "i % 10 = 3,4 or i % 1000 = 100,200,300,400,500,600,700,800,900"),
                (.many, "i = 0 or i % 10 = 6 or i % 100 = 40,60,90"),
            ]
        ),
        Entry(
            languages: "ca",
            rules: [
                (.one, "n = 1,3"),
                (.two, "n = 2"),
                (.few, "n = 4"),
            ]
        ),
        Entry(
            languages: "en",
            rules: [
                (.one, "n % 10 = 1 and n % 100 != 11"),
                (.two, "n % 10 = 2 and n % 100 != 12"),
                (.few, "n % 10 = 3 and n % 100 != 13"),
            ]
        ),
        Entry(
            languages: "gd",
            rules: [
                (.one, "n = 1,11"),
                (.two, "n = 2,12"),
                (.few, "n = 3,13"),
            ]
        ),
        Entry(
            languages: "mk",
            rules: [
                (.one, "i % 10 = 1 and i % 100 != 11"),
                (.two, "i % 10 = 2 and i % 100 != 12"),
                (.many, "i % 10 = 7,8 and i % 100 != 17,18"),
            ]
        ),
        Entry(
            languages: "mr",
            rules: [
                (.one, "n = 1"),
                (.two, "n = 2,3"),
                (.few, "n = 4"),
            ]
        ),
        Entry(
            languages: "as bn",
            rules: [
                (.one, "n = 1,5,7,8,9,10"),
                (.two, "n = 2,3"),
                (.few, "n = 4"),
                (.many, "n = 6"),
            ]
        ),
        Entry(
            languages: "gu hi",
            rules: [
                (.one, "n = 1"),
                (.two, "n = 2,3"),
                (.few, "n = 4"),
                (.many, "n = 6"),
            ]
        ),
        Entry(
            languages: "or",
            rules: [
                (.one, "n = 1,5,7..9"),
                (.two, "n = 2,3"),
                (.few, "n = 4"),
                (.many, "n = 6"),
            ]
        ),
        Entry(
            languages: "cy",
            rules: [
                (.zero, "n = 0,7,8,9"),
                (.one, "n = 1"),
                (.two, "n = 2"),
                (.few, "n = 3,4"),
                (.many, "n = 5,6"),
            ]
        ),
    ]
}
