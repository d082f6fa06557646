import Testing
@testable import ModelValidationLocales

struct NumberFormatTests {
    private func format(_ language: String) throws -> NumberFormat {
        NumberFormat.cldr(for: try #require(LocaleIdentifier(language)))
    }

    /// Numbers as the real Yii wrote them in `yii2-cases-localized.ndjson` (`{min, number}` of
    /// the string validator, `{max, number}` of custom messages).
    @Test(arguments: [
        ("de", 1000, "1.000"), ("de", 1_000_000, "1.000.000"), ("de", -1, "-1"), ("de", 21, "21"),
        ("fr", 1000, "1\u{202F}000"), ("fr", 1_000_000, "1\u{202F}000\u{202F}000"),
        ("es", 1000, "1.000"), ("es", 1_000_000, "1.000.000"),
        ("pt-BR", 1000, "1.000"), ("pt-BR", 1_000_000, "1.000.000"),
        ("ru", 1000, "1\u{A0}000"), ("ru", 1_000_000, "1\u{A0}000\u{A0}000"),
        ("uk", 1000, "1\u{A0}000"), ("uk", 1_000_000, "1\u{A0}000\u{A0}000"),
        ("pl", 1000, "1\u{A0}000"), ("pl", 1_000_000, "1\u{A0}000\u{A0}000"), ("pl", -1, "-1"),
        ("ar", 1000, "١٬٠٠٠"), ("ar", 1_000_000, "١٬٠٠٠٬٠٠٠"), ("ar", -1, "\u{61C}-١"), ("ar", 25, "٢٥"), ("ar", 0, "٠"),
        ("ja", 1_000_000, "1,000,000"), ("zh", 1_000_000, "1,000,000"), ("zh", -1, "-1"),
        ("en", 1_000_000, "1,000,000"), ("en-US", 1000, "1,000"),
    ])
    func integersAsYiiWroteThem(language: String, value: Int, expected: String) throws {
        #expect(try format(language).format(value) == expected)
    }

    @Test(arguments: [
        ("de", 2.5, "2,5"), ("de", 1.5, "1,5"), ("de", 1.0, "1"), ("fr", 2.5, "2,5"), ("es", 1.5, "1,5"),
        ("pt-BR", 1.5, "1,5"), ("ru", 2.5, "2,5"), ("uk", 1.5, "1,5"), ("pl", 2.5, "2,5"),
        ("ar", 2.5, "٢٫٥"), ("ar", 1.5, "١٫٥"), ("ar", 1.0, "١"), ("ja", 1.5, "1.5"), ("zh", 2.5, "2.5"),
    ])
    func doublesAsYiiWroteThem(language: String, value: Double, expected: String) throws {
        #expect(try format(language).format(value) == expected)
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

    @Test func roundsToThreeFractionDigitsHalfToEven() throws {
        let german = try format("de")
        #expect(german.format(1234.5678) == "1.234,568")
        #expect(german.format(2.0015) == "2,002")
        #expect(german.format(0.0004) == "0")
        #expect(german.format(-0.0004) == "-0")
        #expect(german.format(1e20) == "100.000.000.000.000.000.000")
        #expect(german.format(123_456.789) == "123.456,789")
    }

    @Test func integerAndPercentStyles() throws {
        #expect(try format("de").format(2.5, style: .integer) == "2")
        #expect(try format("de").format(1234.5, style: .integer) == "1.234")
        #expect(try format("de").format(0.5, style: .percent) == "50\u{A0}%")
        #expect(try format("en").format(0.125, style: .percent) == "12%")
        #expect(try format("tr").format(0.5, style: .percent) == "%50")
        #expect(try format("ar").format(0.5, style: .percent) == "٥٠٪\u{61C}")
        #expect(try format("fr").format(-12, style: .percent) == "-1\u{202F}200\u{A0}%")
    }

    @Test func nonFiniteValues() throws {
        #expect(try format("de").format(Double.infinity) == "∞")
        #expect(try format("ar").format(-Double.infinity) == "\u{61C}-∞")
        #expect(try format("de").format(Double.infinity, style: .percent) == "∞\u{A0}%")
        #expect(try format("ru").format(Double.nan) == "не\u{A0}число")
        #expect(try format("en").format(Double.nan) == "NaN")
    }

    /// ICU's MessageFormat ignores CLDR's minimum grouping digits (Yii writes `1.000` in
    /// Spanish); on request they apply: `1000` but `10.000`.
    @Test func minimumGroupingDigitsOnRequest() throws {
        let spanish = try format("es")
        #expect(spanish.minimumGroupingDigits == 2)
        #expect(spanish.format(1000) == "1.000")
        #expect(spanish.format(1000, appliesMinimumGrouping: true) == "1000")
        #expect(spanish.format(10_000, appliesMinimumGrouping: true) == "10.000")
        #expect(try format("pl").format(1000, appliesMinimumGrouping: true) == "1000")
        #expect(try format("de").format(1000, appliesMinimumGrouping: true) == "1.000")
    }

    @Test func groupingSizesComeFromThePattern() throws {
        #expect(try format("hi").primaryGroupingSize == 3)
        #expect(try format("hi").secondaryGroupingSize == 2)
        #expect(try format("de").secondaryGroupingSize == 3)
        let ungrouped = NumberFormat(digits: .latin, decimal: ".", group: ",", minus: "-", percentSign: "%",
                                     decimalPattern: "0.###", percentPattern: "0%", minimumGroupingDigits: 1, notANumber: "NaN")
        #expect(ungrouped.format(1_000_000) == "1000000")
    }

    @Test func everyYiiLanguageHasAFormat() {
        let withoutData = YiiCatalogs.locales.filter { locale in
            !locale.fallbackChain.contains { NumberFormat.cldrTable[$0.description] != nil }
                && NumberFormat.cldrTable[locale.language] == nil
        }
        // Yii's `kz` folder is not a language CLDR knows; ICU formats it like root (English).
        #expect(withoutData.map(\.description) == ["kz"])
        #expect(NumberFormat.cldrTable.count == 116)
    }
}
