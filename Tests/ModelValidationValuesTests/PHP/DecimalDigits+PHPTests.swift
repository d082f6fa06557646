import Testing
@testable import ModelValidationValues

/// A double as PHP writes it (`(string)$float`, `precision=14`), and the exact arithmetic behind it.
struct DecimalDigitsPHPTests {
    @Test(arguments: [
        (0.3, "0.3"),
        (0.1 + 0.2, "0.3"),
        (-0.0, "-0"),
        (0.0, "0"),
        (100.0, "100"),
        (-2.5, "-2.5"),
        (1e20, "1.0E+20"),
        (1e14, "1.0E+14"),
        (99_999_999_999_999.0, "99999999999999"),
        (1.2345678901234567e17, "1.2345678901235E+17"),
        (123_456_789_012_345.6, "1.2345678901235E+14"),
        (0.0001, "0.0001"),
        (0.00001, "1.0E-5"),
        (2.5e-5, "2.5E-5"),
        (1e-7, "1.0E-7"),
        (1.0 / 3.0, "0.33333333333333"),
        (2.0 / 3.0, "0.66666666666667"),
        (Double.infinity, "INF"),
        (-Double.infinity, "-INF"),
        (Double.nan, "NAN"),
    ] as [(Double, String)])
    func phpString(value: Double, expected: String) {
        #expect(DecimalDigits.phpString(value) == expected)
    }

    /// `1.00000000000005` is a half at the fifteenth digit in its shortest form, but the double
    /// is 1.0000000000000499600…: the exact value rounds down.
    @Test func aTieInTheShortestDigitsIsSettledByTheExactValue() {
        #expect(DecimalDigits.phpString(1.00000000000005) == "1")
        #expect(DecimalDigits.exactComparison(of: 1.00000000000005, with: DecimalDigits(1.00000000000005)) == -1)
        #expect(DecimalDigits.exactComparison(of: 0.5, with: DecimalDigits(0.5)) == 0)
        // 0.1 is 0.1000000000000000055511151231257827…, above its shortest digits.
        #expect(DecimalDigits.exactComparison(of: 0.1, with: DecimalDigits(0.1)) == 1)
    }

    /// Subnormals are written from their exact value: 5e-324 is 4.9406564584124654…E-324.
    @Test func subnormalsAreWrittenFromTheirExactValue() {
        #expect(DecimalDigits.phpString(.leastNonzeroMagnitude) == "4.9406564584125E-324")
        let exact = DecimalDigits.exactSubnormalDigits(.leastNonzeroMagnitude)
        #expect(Array(exact.digits.prefix(17)) == [4, 9, 4, 0, 6, 5, 6, 4, 5, 8, 4, 1, 2, 4, 6, 5, 4])
        #expect(exact.pointPosition == -323)
    }

    @Test func bigNaturalsHoldTheirDigits() {
        var n = BigNatural(UInt64.max)
        #expect(n.decimalDigits() == Array("18446744073709551615".utf8.map { $0 - 48 }))
        n.multiply(by: 10)
        #expect(n.decimalDigits() == Array("184467440737095516150".utf8.map { $0 - 48 }))
        #expect(BigNatural.compare(BigNatural(3), BigNatural(5)) == -1)
        #expect(BigNatural.compare(n, BigNatural(UInt64.max)) == 1)
        #expect(BigNatural.compare(BigNatural(0), BigNatural(0)) == 0)
    }

    @Test func bigNaturalsMultiplyByPowers() {
        var n = BigNatural(3)
        n.multiply(byPowerOfTwo: 33)
        #expect(n.decimalDigits() == Array("25769803776".utf8.map { $0 - 48 }))
        var m = BigNatural(7)
        m.multiply(byPowerOfTen: 20)
        #expect(m.decimalDigits() == [7] + Array(repeating: 0, count: 20))
    }
}
