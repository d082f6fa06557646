import Testing
@testable import ModelValidationLocales

/// Numbers written in a locale's format: digits, separators, grouping, rounding, styles.
struct NumberFormatRenderingTests {
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
}
