import Testing
@testable import ModelValidationLocales

struct PluralOperandsTests {
    private func operands(_ sample: String) throws -> [UInt64] {
        let o = try #require(PluralOperands(sample: sample))
        return [o.integerDigits, UInt64(o.visibleFractionDigitCount), UInt64(o.significantFractionDigitCount), o.fractionDigits, o.significantFractionDigits, UInt64(o.exponent)]
    }

    @Test func fromSamples() throws {
        // i, v, w, f, t, e
        #expect(try operands("1") == [1, 0, 0, 0, 0, 0])
        #expect(try operands("1.50") == [1, 2, 1, 50, 5, 0])
        #expect(try operands("0.05") == [0, 2, 2, 5, 5, 0])
        #expect(try operands("1.0000001c6") == [1_000_000, 1, 1, 1, 1, 6])
        #expect(try operands("1.1c6") == [1_100_000, 0, 0, 0, 0, 6])
        #expect(try operands("2c3") == [2000, 0, 0, 0, 0, 3])
    }

    @Test(arguments: ["", "1.", ".5", "1..2", "-1", "1e", "1c99", "a", "1,5"])
    func rejectsNonSamples(sample: String) {
        #expect(PluralOperands(sample: sample) == nil)
    }

    @Test func fromIntegersIgnoringTheSign() {
        #expect(PluralOperands(-21) == PluralOperands(21))
        #expect(PluralOperands(Int.min).integerDigits == 223_372_036_854_775_808)
        #expect(PluralOperands(Int.min).isIntegerLarge)
        #expect(!PluralOperands(999_999_999_999_999_999).isIntegerLarge)
    }

    @Test func fromDecimalNumbers() throws {
        let number = try #require(DecimalNumber(1234.5))
        let o = PluralOperands(number)
        #expect(o.integerDigits == 1234)
        #expect(o.visibleFractionDigitCount == 1)
        #expect(o.fractionDigits == 5)
        let huge = PluralOperands(try #require(DecimalNumber(1e20)))
        #expect(huge.isIntegerLarge)
        #expect(huge.integerDigits == 0)
        // 2e18 + 4096 is a double whose shortest digits are 2.000000000000004e18 (ICU uses these too).
        #expect(PluralOperands(try #require(DecimalNumber(2e18 + 4096))).integerDigits == 4000)
    }
}
