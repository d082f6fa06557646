// CLDR 42 plural rules (the release ICU 72 ships, which the Yii reference run used), from
// common/supplemental/plurals.xml (unicode-org/cldr-json 42.0.0), samples dropped. Unicode License
// Agreement (Unicode-DFS-2016). Languages sharing rules are listed together, as in CLDR.

extension CLDRPluralData {
    /// Cardinal rules (`plural`): 216 languages in 39 groups.
    static let cardinal: [Entry] = [
        Entry(
            languages: "bm bo dz hnj id ig ii ja jbo jv jw kde kea km ko lkt lo ms my nqo osa sah ses sg su th to tpi und vi wo yo yue zh",
            rules: []
        ),
        Entry(
            languages: "af an asa az bal bem bez bg brx ce cgg chr ckb dv ee el eo eu fo fur gsw ha haw hu jgo jmc ka kaj kcg kk kkj kl ks ksb ku ky lb lg mas mgo ml mn mr nah nb nd ne nn nnh no nr ny nyn om or os pap ps rm rof rwk saq sd sdh seh sn so sq ss ssy st syr ta te teo tig tk tn tr ts ug uz ve vo vun wae xh xog",
            rules: [
                (.one, "n = 1"),
            ]
        ),
        Entry(
            languages: "ak bho guw ln mg nso pa ti wa",
            rules: [
                (.one, "n = 0..1"),
            ]
        ),
        Entry(
            languages: "am as bn doi fa gu hi kn pcm zu",
            rules: [
                (.one, "i = 0 or n = 1"),
            ]
        ),
        Entry(
            languages: "ast de en et fi fy gl ia io lij nl sc scn sv sw ur yi",
            rules: [
                (.one, "i = 1 and v = 0"),
            ]
        ),
        Entry(
            languages: "ceb fil tl",
            rules: [
                (.one, "v = 0 and i = 1,2,3 or v = 0 and i % 10 != 4,6,9 or v != 0 and f % 10 != 4,6,9"),
            ]
        ),
        Entry(
            languages: "da",
            rules: [
                (.one, "n = 1 or t != 0 and i = 0,1"),
            ]
        ),
        Entry(
            languages: "ff hy kab",
            rules: [
                (.one, "i = 0,1"),
            ]
        ),
        Entry(
            languages: "is",
            rules: [
                (.one, "t = 0 and i % 10 = 1 and i % 100 != 11 or t % 10 = 1 and t % 100 != 11"),
            ]
        ),
        Entry(
            languages: "mk",
            rules: [
                (.one, "v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11"),
            ]
        ),
        Entry(
            languages: "si",
            rules: [
                (.one, "n = 0,1 or i = 0 and f = 1"),
            ]
        ),
        Entry(
            languages: "tzm",
            rules: [
                (.one, "n = 0..1 or n = 11..99"),
            ]
        ),
        Entry(
            languages: "bs hr sh sr",
            rules: [
                (.one, "v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11"),
                (.few, "v = 0 and i % 10 = 2..4 and i % 100 != 12..14 or f % 10 = 2..4 and f % 100 != 12..14"),
            ]
        ),
        Entry(
            languages: "ca it pt-PT vec",
            rules: [
                (.one, "i = 1 and v = 0"),
                (.many, "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"),
            ]
        ),
        Entry(
            languages: "es",
            rules: [
                (.one, "n = 1"),
                (.many, "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"),
            ]
        ),
        Entry(
            languages: "fr",
            rules: [
                (.one, "i = 0,1"),
                (.many, "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"),
            ]
        ),
        Entry(
            languages: "he",
            rules: [
                (.one, "i = 1 and v = 0 or i = 0 and v != 0"),
                (.two, "i = 2 and v = 0"),
            ]
        ),
        Entry(
            languages: "iu naq sat se sma smi smj smn sms",
            rules: [
                (.one, "n = 1"),
                (.two, "n = 2"),
            ]
        ),
        Entry(
            languages: "ksh",
            rules: [
                (.zero, "n = 0"),
                (.one, "n = 1"),
            ]
        ),
        Entry(
            languages: "lag",
            rules: [
                (.zero, "n = 0"),
                (.one, "i = 0,1 and n != 0"),
            ]
        ),
        Entry(
            languages: "lv prg",
            rules: [
                (.zero, "n % 10 = 0 or n % 100 = 11..19 or v = 2 and f % 100 = 11..19"),
                (.one, "n % 10 = 1 and n % 100 != 11 or v = 2 and f % 10 = 1 and f % 100 != 11 or v != 2 and f % 10 = 1"),
            ]
        ),
        Entry(
            languages: "mo ro",
            rules: [
                (.one, "i = 1 and v = 0"),
                (.few, "v != 0 or n = 0 or n != 1 and n % 100 = 1..19"),
            ]
        ),
        Entry(
            languages: "pt",
            rules: [
                (.one, "i = 0..1"),
                (.many, "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"),
            ]
        ),
        Entry(
            languages: "shi",
            rules: [
                (.one, "i = 0 or n = 1"),
                (.few, "n = 2..10"),
            ]
        ),
        Entry(
            languages: "be",
            rules: [
                (.one, "n % 10 = 1 and n % 100 != 11"),
                (.few, "n % 10 = 2..4 and n % 100 != 12..14"),
                (.many, "n % 10 = 0 or n % 10 = 5..9 or n % 100 = 11..14"),
            ]
        ),
        Entry(
            languages: "cs sk",
            rules: [
                (.one, "i = 1 and v = 0"),
                (.few, "i = 2..4 and v = 0"),
                (.many, "v != 0"),
            ]
        ),
        Entry(
            languages: "dsb hsb",
            rules: [
                (.one, "v = 0 and i % 100 = 1 or f % 100 = 1"),
                (.two, "v = 0 and i % 100 = 2 or f % 100 = 2"),
                (.few, "v = 0 and i % 100 = 3..4 or f % 100 = 3..4"),
            ]
        ),
        Entry(
            languages: "gd",
            rules: [
                (.one, "n = 1,11"),
                (.two, "n = 2,12"),
                (.few, "n = 3..10,13..19"),
            ]
        ),
        Entry(
            languages: "lt",
            rules: [
                (.one, "n % 10 = 1 and n % 100 != 11..19"),
                (.few, "n % 10 = 2..9 and n % 100 != 11..19"),
                (.many, "f != 0"),
            ]
        ),
        Entry(
            languages: "pl",
            rules: [
                (.one, "i = 1 and v = 0"),
                (.few, "v = 0 and i % 10 = 2..4 and i % 100 != 12..14"),
                (.many, "v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14"),
            ]
        ),
        Entry(
            languages: "ru uk",
            rules: [
                (.one, "v = 0 and i % 10 = 1 and i % 100 != 11"),
                (.few, "v = 0 and i % 10 = 2..4 and i % 100 != 12..14"),
                (.many, "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14"),
            ]
        ),
        Entry(
            languages: "sl",
            rules: [
                (.one, "v = 0 and i % 100 = 1"),
                (.two, "v = 0 and i % 100 = 2"),
                (.few, "v = 0 and i % 100 = 3..4 or v != 0"),
            ]
        ),
        Entry(
            languages: "br",
            rules: [
                (.one, "n % 10 = 1 and n % 100 != 11,71,91"),
                (.two, "n % 10 = 2 and n % 100 != 12,72,92"),
                (.few, "n % 10 = 3..4,9 and n % 100 != 10..19,70..79,90..99"),
                (.many, "n != 0 and n % 1000000 = 0"),
            ]
        ),
        Entry(
            languages: "ga",
            rules: [
                (.one, "n = 1"),
                (.two, "n = 2"),
                (.few, "n = 3..6"),
                (.many, "n = 7..10"),
            ]
        ),
        Entry(
            languages: "gv",
            rules: [
                (.one, "v = 0 and i % 10 = 1"),
                (.two, "v = 0 and i % 10 = 2"),
                (.few, "v = 0 and i % 100 = 0,20,40,60,80"),
                (.many, "v != 0"),
            ]
        ),
        Entry(
            languages: "mt",
            rules: [
                (.one, "n = 1"),
                (.two, "n = 2"),
                (.few, "n = 0 or n % 100 = 3..10"),
                (.many, "n % 100 = 11..19"),
            ]
        ),
        Entry(
            languages: "ar ars",
            rules: [
                (.zero, "n = 0"),
                (.one, "n = 1"),
                (.two, "n = 2"),
                (.few, "n % 100 = 3..10"),
                (.many, "n % 100 = 11..99"),
            ]
        ),
        Entry(
            languages: "cy",
            rules: [
                (.zero, "n = 0"),
                (.one, "n = 1"),
                (.two, "n = 2"),
                (.few, "n = 3"),
                (.many, "n = 6"),
            ]
        ),
        Entry(
            languages: "kw",
            rules: [
                (.zero, "n = 0"),
                (.one, "n = 1"),
                (.two, "n % 100 = 2,22,42,62,82 or n % 1000 = 0 and n % 100000 = 1000..20000,40000,60000,80000 or n != 0 and n % 1000000 = 100000"),
                (.few, "n % 100 = 3,23,43,63,83"),
                (.many, "n != 1 and n % 100 = 1,21,41,61,81"),
            ]
        ),
    ]
}
