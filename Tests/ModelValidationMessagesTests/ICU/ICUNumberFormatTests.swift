import Testing
import ModelValidationValues
@testable import ModelValidationMessages

/// en-US numbers as ICU writes them inside a message: `#,##0.###`, `#,##0`, `#,##0%` and
/// `¤#,##0.00`, rounding half to even, and the English plural categories.
struct ICUNumberFormatTests {
    @Test(arguments: [
        (ICUNumberFormat.Formattable.long(1_234_567), ICUMessagePattern.NumberStyle.decimal, "1,234,567"),
        (.long(Int.min), .decimal, "-9,223,372,036,854,775,808"),
        (.double(1_234.5678), .decimal, "1,234.568"),
        (.double(0.0005), .decimal, "0"),
        (.double(0.0015), .decimal, "0.002"),
        (.double(1e21), .decimal, "1,000,000,000,000,000,000,000"),
        (.double(-0.5), .decimal, "-0.5"),
        (.double(2.5), .integer, "2"),
        (.double(3.5), .integer, "4"),
        (.double(-1.5), .integer, "-2"),
        (.long(999), .integer, "999"),
        (.double(0.256), .percent, "26%"),
        (.long(0), .percent, "0%"),
        (.long(12), .percent, "1,200%"),
        (.double(1_234.5), .currency, "$1,234.50"),
        (.long(-3), .currency, "-$3.00"),
        (.double(0.005), .currency, "$0.00"),
        (.double(.infinity), .decimal, "∞"),
        (.double(-.infinity), .percent, "-∞%"),
        (.double(.infinity), .currency, "$∞"),
        (.double(.nan), .integer, "NaN"),
        (.string("12"), .decimal, ""),
    ])
    func formats(value: ICUNumberFormat.Formattable, style: ICUMessagePattern.NumberStyle, text: String) {
        #expect(ICUNumberFormat.format(value, style: style) == text)
    }

    @Test(arguments: [
        (1, "one", "one"), (0, "other", "other"), (2, "other", "two"), (3, "other", "few"), (4, "other", "other"),
        (11, "other", "other"), (12, "other", "other"), (13, "other", "other"), (21, "other", "one"),
        (22, "other", "two"), (23, "other", "few"), (101, "other", "one"), (111, "other", "other"), (-1, "one", "one"),
    ])
    func pluralCategories(number: Int, cardinal: String, ordinal: String) {
        #expect(ICUNumberFormat.pluralKeyword(DecimalDigits(number), ordinal: false) == cardinal)
        #expect(ICUNumberFormat.pluralKeyword(DecimalDigits(number), ordinal: true) == ordinal)
    }

    /// A number with a fraction is `other`, in either kind.
    @Test func fractionsAreOther() {
        #expect(ICUNumberFormat.pluralKeyword(DecimalDigits(1.5), ordinal: false) == "other")
        #expect(ICUNumberFormat.pluralKeyword(DecimalDigits(1.5), ordinal: true) == "other")
        #expect(ICUNumberFormat.pluralKeyword(DecimalDigits(1.0), ordinal: false) == "one")
    }

    @Test func argumentsAsPHPConvertsThem() {
        #expect(ICUNumberFormat.digits(of: .long(5)) == DecimalDigits(5))
        #expect(ICUNumberFormat.digits(of: .double(0.25)) == DecimalDigits(0.25))
        #expect(ICUNumberFormat.digits(of: .double(.nan)) == nil)
        #expect(ICUNumberFormat.digits(of: .string("5")) == nil)
        #expect(ICUNumberFormat.Formattable.long(3).doubleValue == 3 && ICUNumberFormat.Formattable.string("3").doubleValue == 0)
        #expect(ICUNumberFormat.Formattable.double(1).isNumeric && !ICUNumberFormat.Formattable.string("1").isNumeric)
    }
}
