// CLDR 42 plural rule samples (common/supplemental/plurals.xml and ordinals.xml via
// unicode-org/cldr-json 42.0.0; Unicode License Agreement (Unicode-DFS-2016)): numbers CLDR lists for
// each category.
@testable import ModelValidationLocales

/// The `@integer` and `@decimal` samples of every CLDR plural category.
enum CLDRPluralSamples {
    struct SampleSet {
        let languages: String
        let samples: [(PluralCategory, String)]
    }

    static let cardinal: [SampleSet] = [
        SampleSet(languages: "af an asa az bal bem bez bg brx ce cgg chr ckb dv ee el eo eu fo fur gsw ha haw hu jgo jmc ka kaj kcg kk kkj kl ks ksb ku ky lb lg mas mgo ml mn mr nah nb nd ne nn nnh no nr ny nyn om or os pap ps rm rof rwk saq sd sdh seh sn so sq ss ssy st syr ta te teo tig tk tn tr ts ug uz ve vo vun wae xh xog", samples: [
            (.one, "@integer 1 @decimal 1.0, 1.00, 1.000, 1.0000"),
            (.other, "@integer 0, 2~16, 100, 1000, 10000, 100000, 1000000, … @decimal 0.0~0.9, 1.1~1.6, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "ak bho guw ln mg nso pa ti wa", samples: [
            (.one, "@integer 0, 1 @decimal 0.0, 1.0, 0.00, 1.00, 0.000, 1.000, 0.0000, 1.0000"),
            (.other, "@integer 2~17, 100, 1000, 10000, 100000, 1000000, … @decimal 0.1~0.9, 1.1~1.7, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "am as bn doi fa gu hi kn pcm zu", samples: [
            (.one, "@integer 0, 1 @decimal 0.0~1.0, 0.00~0.04"),
            (.other, "@integer 2~17, 100, 1000, 10000, 100000, 1000000, … @decimal 1.1~2.6, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "ar ars", samples: [
            (.zero, "@integer 0 @decimal 0.0, 0.00, 0.000, 0.0000"),
            (.one, "@integer 1 @decimal 1.0, 1.00, 1.000, 1.0000"),
            (.two, "@integer 2 @decimal 2.0, 2.00, 2.000, 2.0000"),
            (.few, "@integer 3~10, 103~110, 1003, … @decimal 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 103.0, 1003.0, …"),
            (.many, "@integer 11~26, 111, 1011, … @decimal 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 111.0, 1011.0, …"),
            (.other, "@integer 100~102, 200~202, 300~302, 400~402, 500~502, 600, 1000, 10000, 100000, 1000000, … @decimal 0.1~0.9, 1.1~1.7, 10.1, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "ast de en et fi fy gl ia io lij nl sc scn sv sw ur yi", samples: [
            (.one, "@integer 1"),
            (.other, "@integer 0, 2~16, 100, 1000, 10000, 100000, 1000000, … @decimal 0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "be", samples: [
            (.one, "@integer 1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, … @decimal 1.0, 21.0, 31.0, 41.0, 51.0, 61.0, 71.0, 81.0, 101.0, 1001.0, …"),
            (.few, "@integer 2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002, … @decimal 2.0, 3.0, 4.0, 22.0, 23.0, 24.0, 32.0, 33.0, 102.0, 1002.0, …"),
            (.many, "@integer 0, 5~19, 100, 1000, 10000, 100000, 1000000, … @decimal 0.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
            (.other, "@decimal 0.1~0.9, 1.1~1.7, 10.1, 100.1, 1000.1, …"),
        ]),
        SampleSet(languages: "bm bo dz hnj id ig ii ja jbo jv jw kde kea km ko lkt lo ms my nqo osa sah ses sg su th to tpi und vi wo yo yue zh", samples: [
            (.other, "@integer 0~15, 100, 1000, 10000, 100000, 1000000, … @decimal 0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "br", samples: [
            (.one, "@integer 1, 21, 31, 41, 51, 61, 81, 101, 1001, … @decimal 1.0, 21.0, 31.0, 41.0, 51.0, 61.0, 81.0, 101.0, 1001.0, …"),
            (.two, "@integer 2, 22, 32, 42, 52, 62, 82, 102, 1002, … @decimal 2.0, 22.0, 32.0, 42.0, 52.0, 62.0, 82.0, 102.0, 1002.0, …"),
            (.few, "@integer 3, 4, 9, 23, 24, 29, 33, 34, 39, 43, 44, 49, 103, 1003, … @decimal 3.0, 4.0, 9.0, 23.0, 24.0, 29.0, 33.0, 34.0, 103.0, 1003.0, …"),
            (.many, "@integer 1000000, … @decimal 1000000.0, 1000000.00, 1000000.000, 1000000.0000, …"),
            (.other, "@integer 0, 5~8, 10~20, 100, 1000, 10000, 100000, … @decimal 0.0~0.9, 1.1~1.6, 10.0, 100.0, 1000.0, 10000.0, 100000.0, …"),
        ]),
        SampleSet(languages: "bs hr sh sr", samples: [
            (.one, "@integer 1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, … @decimal 0.1, 1.1, 2.1, 3.1, 4.1, 5.1, 6.1, 7.1, 10.1, 100.1, 1000.1, …"),
            (.few, "@integer 2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002, … @decimal 0.2~0.4, 1.2~1.4, 2.2~2.4, 3.2~3.4, 4.2~4.4, 5.2, 10.2, 100.2, 1000.2, …"),
            (.other, "@integer 0, 5~19, 100, 1000, 10000, 100000, 1000000, … @decimal 0.0, 0.5~1.0, 1.5~2.0, 2.5~2.7, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "ca it pt-PT vec", samples: [
            (.one, "@integer 1"),
            (.many, "@integer 1000000, 1c6, 2c6, 3c6, 4c6, 5c6, 6c6, … @decimal 1.0000001c6, 1.1c6, 2.0000001c6, 2.1c6, 3.0000001c6, 3.1c6, …"),
            (.other, "@integer 0, 2~16, 100, 1000, 10000, 100000, 1c3, 2c3, 3c3, 4c3, 5c3, 6c3, … @decimal 0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, 1.0001c3, 1.1c3, 2.0001c3, 2.1c3, 3.0001c3, 3.1c3, …"),
        ]),
        SampleSet(languages: "ceb fil tl", samples: [
            (.one, "@integer 0~3, 5, 7, 8, 10~13, 15, 17, 18, 20, 21, 100, 1000, 10000, 100000, 1000000, … @decimal 0.0~0.3, 0.5, 0.7, 0.8, 1.0~1.3, 1.5, 1.7, 1.8, 2.0, 2.1, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
            (.other, "@integer 4, 6, 9, 14, 16, 19, 24, 26, 104, 1004, … @decimal 0.4, 0.6, 0.9, 1.4, 1.6, 1.9, 2.4, 2.6, 10.4, 100.4, 1000.4, …"),
        ]),
        SampleSet(languages: "cs sk", samples: [
            (.one, "@integer 1"),
            (.few, "@integer 2~4"),
            (.many, "@decimal 0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
            (.other, "@integer 0, 5~19, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "cy", samples: [
            (.zero, "@integer 0 @decimal 0.0, 0.00, 0.000, 0.0000"),
            (.one, "@integer 1 @decimal 1.0, 1.00, 1.000, 1.0000"),
            (.two, "@integer 2 @decimal 2.0, 2.00, 2.000, 2.0000"),
            (.few, "@integer 3 @decimal 3.0, 3.00, 3.000, 3.0000"),
            (.many, "@integer 6 @decimal 6.0, 6.00, 6.000, 6.0000"),
            (.other, "@integer 4, 5, 7~20, 100, 1000, 10000, 100000, 1000000, … @decimal 0.1~0.9, 1.1~1.7, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "da", samples: [
            (.one, "@integer 1 @decimal 0.1~1.6"),
            (.other, "@integer 0, 2~16, 100, 1000, 10000, 100000, 1000000, … @decimal 0.0, 2.0~3.4, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "dsb hsb", samples: [
            (.one, "@integer 1, 101, 201, 301, 401, 501, 601, 701, 1001, … @decimal 0.1, 1.1, 2.1, 3.1, 4.1, 5.1, 6.1, 7.1, 10.1, 100.1, 1000.1, …"),
            (.two, "@integer 2, 102, 202, 302, 402, 502, 602, 702, 1002, … @decimal 0.2, 1.2, 2.2, 3.2, 4.2, 5.2, 6.2, 7.2, 10.2, 100.2, 1000.2, …"),
            (.few, "@integer 3, 4, 103, 104, 203, 204, 303, 304, 403, 404, 503, 504, 603, 604, 703, 704, 1003, … @decimal 0.3, 0.4, 1.3, 1.4, 2.3, 2.4, 3.3, 3.4, 4.3, 4.4, 5.3, 5.4, 6.3, 6.4, 7.3, 7.4, 10.3, 100.3, 1000.3, …"),
            (.other, "@integer 0, 5~19, 100, 1000, 10000, 100000, 1000000, … @decimal 0.0, 0.5~1.0, 1.5~2.0, 2.5~2.7, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "es", samples: [
            (.one, "@integer 1 @decimal 1.0, 1.00, 1.000, 1.0000"),
            (.many, "@integer 1000000, 1c6, 2c6, 3c6, 4c6, 5c6, 6c6, … @decimal 1.0000001c6, 1.1c6, 2.0000001c6, 2.1c6, 3.0000001c6, 3.1c6, …"),
            (.other, "@integer 0, 2~16, 100, 1000, 10000, 100000, 1c3, 2c3, 3c3, 4c3, 5c3, 6c3, … @decimal 0.0~0.9, 1.1~1.6, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, 1.0001c3, 1.1c3, 2.0001c3, 2.1c3, 3.0001c3, 3.1c3, …"),
        ]),
        SampleSet(languages: "ff hy kab", samples: [
            (.one, "@integer 0, 1 @decimal 0.0~1.5"),
            (.other, "@integer 2~17, 100, 1000, 10000, 100000, 1000000, … @decimal 2.0~3.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "fr", samples: [
            (.one, "@integer 0, 1 @decimal 0.0~1.5"),
            (.many, "@integer 1000000, 1c6, 2c6, 3c6, 4c6, 5c6, 6c6, … @decimal 1.0000001c6, 1.1c6, 2.0000001c6, 2.1c6, 3.0000001c6, 3.1c6, …"),
            (.other, "@integer 2~17, 100, 1000, 10000, 100000, 1c3, 2c3, 3c3, 4c3, 5c3, 6c3, … @decimal 2.0~3.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, 1.0001c3, 1.1c3, 2.0001c3, 2.1c3, 3.0001c3, 3.1c3, …"),
        ]),
        SampleSet(languages: "ga", samples: [
            (.one, "@integer 1 @decimal 1.0, 1.00, 1.000, 1.0000"),
            (.two, "@integer 2 @decimal 2.0, 2.00, 2.000, 2.0000"),
            (.few, "@integer 3~6 @decimal 3.0, 4.0, 5.0, 6.0, 3.00, 4.00, 5.00, 6.00, 3.000, 4.000, 5.000, 6.000, 3.0000, 4.0000, 5.0000, 6.0000"),
            (.many, "@integer 7~10 @decimal 7.0, 8.0, 9.0, 10.0, 7.00, 8.00, 9.00, 10.00, 7.000, 8.000, 9.000, 10.000, 7.0000, 8.0000, 9.0000, 10.0000"),
            (.other, "@integer 0, 11~25, 100, 1000, 10000, 100000, 1000000, … @decimal 0.0~0.9, 1.1~1.6, 10.1, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "gd", samples: [
            (.one, "@integer 1, 11 @decimal 1.0, 11.0, 1.00, 11.00, 1.000, 11.000, 1.0000"),
            (.two, "@integer 2, 12 @decimal 2.0, 12.0, 2.00, 12.00, 2.000, 12.000, 2.0000"),
            (.few, "@integer 3~10, 13~19 @decimal 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 3.00"),
            (.other, "@integer 0, 20~34, 100, 1000, 10000, 100000, 1000000, … @decimal 0.0~0.9, 1.1~1.6, 10.1, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "gv", samples: [
            (.one, "@integer 1, 11, 21, 31, 41, 51, 61, 71, 101, 1001, …"),
            (.two, "@integer 2, 12, 22, 32, 42, 52, 62, 72, 102, 1002, …"),
            (.few, "@integer 0, 20, 40, 60, 80, 100, 120, 140, 1000, 10000, 100000, 1000000, …"),
            (.many, "@decimal 0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
            (.other, "@integer 3~10, 13~19, 23, 103, 1003, …"),
        ]),
        SampleSet(languages: "he", samples: [
            (.one, "@integer 1 @decimal 0.0~0.9, 0.00~0.05"),
            (.two, "@integer 2"),
            (.other, "@integer 0, 3~17, 100, 1000, 10000, 100000, 1000000, … @decimal 1.0~2.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "is", samples: [
            (.one, "@integer 1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, … @decimal 0.1, 1.0, 1.1, 2.1, 3.1, 4.1, 5.1, 6.1, 7.1, 10.1, 100.1, 1000.1, …"),
            (.other, "@integer 0, 2~16, 100, 1000, 10000, 100000, 1000000, … @decimal 0.0, 0.2~0.9, 1.2~1.8, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "iu naq sat se sma smi smj smn sms", samples: [
            (.one, "@integer 1 @decimal 1.0, 1.00, 1.000, 1.0000"),
            (.two, "@integer 2 @decimal 2.0, 2.00, 2.000, 2.0000"),
            (.other, "@integer 0, 3~17, 100, 1000, 10000, 100000, 1000000, … @decimal 0.0~0.9, 1.1~1.6, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "ksh", samples: [
            (.zero, "@integer 0 @decimal 0.0, 0.00, 0.000, 0.0000"),
            (.one, "@integer 1 @decimal 1.0, 1.00, 1.000, 1.0000"),
            (.other, "@integer 2~17, 100, 1000, 10000, 100000, 1000000, … @decimal 0.1~0.9, 1.1~1.7, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "kw", samples: [
            (.zero, "@integer 0 @decimal 0.0, 0.00, 0.000, 0.0000"),
            (.one, "@integer 1 @decimal 1.0, 1.00, 1.000, 1.0000"),
            (.two, "@integer 2, 22, 42, 62, 82, 102, 122, 142, 1000, 10000, 100000, … @decimal 2.0, 22.0, 42.0, 62.0, 82.0, 102.0, 122.0, 142.0, 1000.0, 10000.0, 100000.0, …"),
            (.few, "@integer 3, 23, 43, 63, 83, 103, 123, 143, 1003, … @decimal 3.0, 23.0, 43.0, 63.0, 83.0, 103.0, 123.0, 143.0, 1003.0, …"),
            (.many, "@integer 21, 41, 61, 81, 101, 121, 141, 161, 1001, … @decimal 21.0, 41.0, 61.0, 81.0, 101.0, 121.0, 141.0, 161.0, 1001.0, …"),
            (.other, "@integer 4~19, 100, 1004, 1000000, … @decimal 0.1~0.9, 1.1~1.7, 10.0, 100.0, 1000.1, 1000000.0, …"),
        ]),
        SampleSet(languages: "lag", samples: [
            (.zero, "@integer 0 @decimal 0.0, 0.00, 0.000, 0.0000"),
            (.one, "@integer 1 @decimal 0.1~1.6"),
            (.other, "@integer 2~17, 100, 1000, 10000, 100000, 1000000, … @decimal 2.0~3.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "lt", samples: [
            (.one, "@integer 1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, … @decimal 1.0, 21.0, 31.0, 41.0, 51.0, 61.0, 71.0, 81.0, 101.0, 1001.0, …"),
            (.few, "@integer 2~9, 22~29, 102, 1002, … @decimal 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 22.0, 102.0, 1002.0, …"),
            (.many, "@decimal 0.1~0.9, 1.1~1.7, 10.1, 100.1, 1000.1, …"),
            (.other, "@integer 0, 10~20, 30, 40, 50, 60, 100, 1000, 10000, 100000, 1000000, … @decimal 0.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "lv prg", samples: [
            (.zero, "@integer 0, 10~20, 30, 40, 50, 60, 100, 1000, 10000, 100000, 1000000, … @decimal 0.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
            (.one, "@integer 1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, … @decimal 0.1, 1.0, 1.1, 2.1, 3.1, 4.1, 5.1, 6.1, 7.1, 10.1, 100.1, 1000.1, …"),
            (.other, "@integer 2~9, 22~29, 102, 1002, … @decimal 0.2~0.9, 1.2~1.9, 10.2, 100.2, 1000.2, …"),
        ]),
        SampleSet(languages: "mk", samples: [
            (.one, "@integer 1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, … @decimal 0.1, 1.1, 2.1, 3.1, 4.1, 5.1, 6.1, 7.1, 10.1, 100.1, 1000.1, …"),
            (.other, "@integer 0, 2~16, 100, 1000, 10000, 100000, 1000000, … @decimal 0.0, 0.2~1.0, 1.2~1.7, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "mo ro", samples: [
            (.one, "@integer 1"),
            (.few, "@integer 0, 2~16, 101, 1001, … @decimal 0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
            (.other, "@integer 20~35, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "mt", samples: [
            (.one, "@integer 1 @decimal 1.0, 1.00, 1.000, 1.0000"),
            (.two, "@integer 2 @decimal 2.0, 2.00, 2.000, 2.0000"),
            (.few, "@integer 0, 3~10, 103~109, 1003, … @decimal 0.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 103.0, 1003.0, …"),
            (.many, "@integer 11~19, 111~117, 1011, … @decimal 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 111.0, 1011.0, …"),
            (.other, "@integer 20~35, 100, 1000, 10000, 100000, 1000000, … @decimal 0.1~0.9, 1.1~1.7, 10.1, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "pl", samples: [
            (.one, "@integer 1"),
            (.few, "@integer 2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002, …"),
            (.many, "@integer 0, 5~19, 100, 1000, 10000, 100000, 1000000, …"),
            (.other, "@decimal 0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "pt", samples: [
            (.one, "@integer 0, 1 @decimal 0.0~1.5"),
            (.many, "@integer 1000000, 1c6, 2c6, 3c6, 4c6, 5c6, 6c6, … @decimal 1.0000001c6, 1.1c6, 2.0000001c6, 2.1c6, 3.0000001c6, 3.1c6, …"),
            (.other, "@integer 2~17, 100, 1000, 10000, 100000, 1c3, 2c3, 3c3, 4c3, 5c3, 6c3, … @decimal 2.0~3.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, 1.0001c3, 1.1c3, 2.0001c3, 2.1c3, 3.0001c3, 3.1c3, …"),
        ]),
        SampleSet(languages: "ru uk", samples: [
            (.one, "@integer 1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …"),
            (.few, "@integer 2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002, …"),
            (.many, "@integer 0, 5~19, 100, 1000, 10000, 100000, 1000000, …"),
            (.other, "@decimal 0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "shi", samples: [
            (.one, "@integer 0, 1 @decimal 0.0~1.0, 0.00~0.04"),
            (.few, "@integer 2~10 @decimal 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 2.00, 3.00, 4.00, 5.00, 6.00, 7.00, 8.00"),
            (.other, "@integer 11~26, 100, 1000, 10000, 100000, 1000000, … @decimal 1.1~1.9, 2.1~2.7, 10.1, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "si", samples: [
            (.one, "@integer 0, 1 @decimal 0.0, 0.1, 1.0, 0.00, 0.01, 1.00, 0.000, 0.001, 1.000, 0.0000, 0.0001, 1.0000"),
            (.other, "@integer 2~17, 100, 1000, 10000, 100000, 1000000, … @decimal 0.2~0.9, 1.1~1.8, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        SampleSet(languages: "sl", samples: [
            (.one, "@integer 1, 101, 201, 301, 401, 501, 601, 701, 1001, …"),
            (.two, "@integer 2, 102, 202, 302, 402, 502, 602, 702, 1002, …"),
            (.few, "@integer 3, 4, 103, 104, 203, 204, 303, 304, 403, 404, 503, 504, 603, 604, 703, 704, 1003, … @decimal 0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
            (.other, "@integer 0, 5~19, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "tzm", samples: [
            (.one, "@integer 0, 1, 11~24 @decimal 0.0, 1.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0"),
            (.other, "@integer 2~10, 100~106, 1000, 10000, 100000, 1000000, … @decimal 0.1~0.9, 1.1~1.7, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
    ]

    static let ordinal: [SampleSet] = [
        SampleSet(languages: "af am an ar ast bg bs ce cs da de dsb el es et eu fa fi fy gl gsw he hr hsb ia id is ja km kn ko ky lt lv ml mn my nb nl no pa pl prg ps pt ru sd sh si sk sl sr sw ta te th tpi tr und ur uz yue zh zu", samples: [
            (.other, "@integer 0~15, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "as bn", samples: [
            (.one, "@integer 1, 5, 7~10"),
            (.two, "@integer 2, 3"),
            (.few, "@integer 4"),
            (.many, "@integer 6"),
            (.other, "@integer 0, 11~25, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "az", samples: [
            (.one, "@integer 1, 2, 5, 7, 8, 11, 12, 15, 17, 18, 20~22, 25, 101, 1001, …"),
            (.few, "@integer 3, 4, 13, 14, 23, 24, 33, 34, 43, 44, 53, 54, 63, 64, 73, 74, 100, 1003, …"),
            (.many, "@integer 0, 6, 16, 26, 36, 40, 46, 56, 106, 1006, …"),
            (.other, "@integer 9, 10, 19, 29, 30, 39, 49, 59, 69, 79, 109, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "bal fil fr ga hy lo mo ms ro tl vi", samples: [
            (.one, "@integer 1"),
            (.other, "@integer 0, 2~16, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "be", samples: [
            (.few, "@integer 2, 3, 22, 23, 32, 33, 42, 43, 52, 53, 62, 63, 72, 73, 82, 83, 102, 1002, …"),
            (.other, "@integer 0, 1, 4~17, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "ca", samples: [
            (.one, "@integer 1, 3"),
            (.two, "@integer 2"),
            (.few, "@integer 4"),
            (.other, "@integer 0, 5~19, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "cy", samples: [
            (.zero, "@integer 0, 7~9"),
            (.one, "@integer 1"),
            (.two, "@integer 2"),
            (.few, "@integer 3, 4"),
            (.many, "@integer 5, 6"),
            (.other, "@integer 10~25, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "en", samples: [
            (.one, "@integer 1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …"),
            (.two, "@integer 2, 22, 32, 42, 52, 62, 72, 82, 102, 1002, …"),
            (.few, "@integer 3, 23, 33, 43, 53, 63, 73, 83, 103, 1003, …"),
            (.other, "@integer 0, 4~18, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "gd", samples: [
            (.one, "@integer 1, 11"),
            (.two, "@integer 2, 12"),
            (.few, "@integer 3, 13"),
            (.other, "@integer 0, 4~10, 14~21, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "gu hi", samples: [
            (.one, "@integer 1"),
            (.two, "@integer 2, 3"),
            (.few, "@integer 4"),
            (.many, "@integer 6"),
            (.other, "@integer 0, 5, 7~20, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "hu", samples: [
            (.one, "@integer 1, 5"),
            (.other, "@integer 0, 2~4, 6~17, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "it sc scn vec", samples: [
            (.many, "@integer 8, 11, 80, 800"),
            (.other, "@integer 0~7, 9, 10, 12~17, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "ka", samples: [
            (.one, "@integer 1"),
            (.many, "@integer 0, 2~16, 102, 1002, …"),
            (.other, "@integer 21~36, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "kk", samples: [
            (.many, "@integer 6, 9, 10, 16, 19, 20, 26, 29, 30, 36, 39, 40, 100, 1000, 10000, 100000, 1000000, …"),
            (.other, "@integer 0~5, 7, 8, 11~15, 17, 18, 21, 101, 1001, …"),
        ]),
        SampleSet(languages: "kw", samples: [
            (.one, "@integer 1~4, 21~24, 41~44, 61~64, 101, 1001, …"),
            (.many, "@integer 5, 105, 205, 305, 405, 505, 605, 705, 1005, …"),
            (.other, "@integer 0, 6~20, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "lij", samples: [
            (.many, "@integer 8, 11, 80~89, 800~803"),
            (.other, "@integer 0~7, 9, 10, 12~17, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "mk", samples: [
            (.one, "@integer 1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …"),
            (.two, "@integer 2, 22, 32, 42, 52, 62, 72, 82, 102, 1002, …"),
            (.many, "@integer 7, 8, 27, 28, 37, 38, 47, 48, 57, 58, 67, 68, 77, 78, 87, 88, 107, 1007, …"),
            (.other, "@integer 0, 3~6, 9~19, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "mr", samples: [
            (.one, "@integer 1"),
            (.two, "@integer 2, 3"),
            (.few, "@integer 4"),
            (.other, "@integer 0, 5~19, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "ne", samples: [
            (.one, "@integer 1~4"),
            (.other, "@integer 0, 5~19, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "or", samples: [
            (.one, "@integer 1, 5, 7~9"),
            (.two, "@integer 2, 3"),
            (.few, "@integer 4"),
            (.many, "@integer 6"),
            (.other, "@integer 0, 10~24, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "sq", samples: [
            (.one, "@integer 1"),
            (.many, "@integer 4, 24, 34, 44, 54, 64, 74, 84, 104, 1004, …"),
            (.other, "@integer 0, 2, 3, 5~17, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "sv", samples: [
            (.one, "@integer 1, 2, 21, 22, 31, 32, 41, 42, 51, 52, 61, 62, 71, 72, 81, 82, 101, 1001, …"),
            (.other, "@integer 0, 3~17, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "tk", samples: [
            (.few, "@integer 6, 9, 10, 16, 19, 26, 29, 36, 39, 106, 1006, …"),
            (.other, "@integer 0~5, 7, 8, 11~15, 17, 18, 20, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
        SampleSet(languages: "uk", samples: [
            (.few, "@integer 3, 23, 33, 43, 53, 63, 73, 83, 103, 1003, …"),
            (.other, "@integer 0~2, 4~16, 100, 1000, 10000, 100000, 1000000, …"),
        ]),
    ]
}
