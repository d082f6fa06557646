import Testing
@testable import ModelValidationLocales

struct NumberFormatTests {
    private func format(_ language: String) throws -> NumberFormat {
        NumberFormat.cldr(for: try #require(LocaleIdentifier(language)))
    }

    /// CLDR facts the corpus does not reach: regional separators, Indian grouping, Persian
    /// digits, the minus sign with direction marks.
    @Test(arguments: [
        ("de-AT", 1_234_567.5, "1\u{A0}234\u{A0}567,5"), ("de-CH", 1234.5, "1’234.5"), ("es-MX", 1234.5, "1,234.5"),
        ("es-419", 1234.5, "1,234.5"), ("es-AR", 1234.5, "1.234,5"), ("pt-PT", 1234.5, "1\u{A0}234,5"),
        ("pt-MZ", 1234.5, "1\u{A0}234,5"), ("fr-CH", 1234.5, "1\u{202F}234,5"), ("ar-MA", -1234.5, "\u{200E}-1.234,5"),
        ("hi", 12_345_678, "1,23,45,678"), ("en-IN", 1_000_000, "10,00,000"), ("fa", -1234.5, "\u{200E}−۱٬۲۳۴٫۵"),
        ("sv", -5, "−5"), ("kz", 1234.5, "1,234.5"), ("zh-Hant-TW", 1234.5, "1,234.5"), ("sr-Latn", 1234.5, "1.234,5"),
    ])
    func regionalAndNativeFormats(language: String, value: Double, expected: String) throws {
        #expect(try format(language).format(value) == expected)
    }

    /// A tag's script decides its numbers as it decides its messages; the expected texts are
    /// ICU 72's (`unum_formatDouble`) for the same tags, except for `uz-CY`: Yii's name for
    /// Cyrillic Uzbek is written as `uz-Cyrl` writes (ICU, reading Cyprus, gives `son emas`).
    @Test(arguments: [
        ("zh-HK", -1234.5, "-1,234.5"), ("zh-HK", .nan, "非數值"), ("zh-MO", .nan, "非數值"), ("zh-TW", .nan, "非數值"),
        ("zh-Hant", .nan, "非數值"), ("zh-Hant-HK", .nan, "非數值"), ("zh-Hans-HK", .nan, "NaN"), ("zh-SG", .nan, "NaN"),
        ("zh", .nan, "NaN"), ("sr-ME", -1234.5, "-1.234,5"), ("sr-Cyrl-ME", -1234.5, "-1.234,5"),
        ("uz-Cyrl", .nan, "ҳақиқий\u{A0}сон\u{A0}эмас"), ("uz-CY", .nan, "ҳақиқий\u{A0}сон\u{A0}эмас"), ("uz", -1234.5, "-1\u{A0}234,5"),
        ("uz-AF", -1234.5, "\u{200E}-\u{200E}۱٬۲۳۴٫۵"), ("uz-Arab", -1234.5, "\u{200E}-\u{200E}۱٬۲۳۴٫۵"),
        ("az-Cyrl", -1234.5, "-1.234,5"),
    ])
    func theScriptDecidesTheFormat(language: String, value: Double, expected: String) throws {
        #expect(try format(language).format(value) == expected)
    }

    @Test func theScriptDecidesThePercentSign() throws {
        #expect(try format("bs").format(0.25, style: .percent) == "25\u{A0}%")
        #expect(try format("bs-Cyrl").format(0.25, style: .percent) == "25%")
        #expect(try format("uz-AF").format(0.25, style: .percent) == "۲۵٪")
    }

    @Test func groupingSizesComeFromThePattern() throws {
        #expect(try format("hi").primaryGroupingSize == 3)
        #expect(try format("hi").secondaryGroupingSize == 2)
        #expect(try format("de").secondaryGroupingSize == 3)
        let ungrouped = NumberFormat(digits: .latin, decimal: ".", group: ",", minus: "-", percentSign: "%",
                                     decimalPattern: "0.###", percentPattern: "0%", minimumGroupingDigits: 1, notANumber: "NaN")
        #expect(ungrouped.format(1_000_000) == "1000000")
    }
}
