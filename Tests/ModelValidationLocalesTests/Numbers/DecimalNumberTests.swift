import Testing
@testable import ModelValidationLocales

struct DecimalNumberTests {
    /// `significand`, `exponent` and the sign, as text: `-12e-1`.
    private func shape(_ number: DecimalNumber?) -> String {
        guard let number else { return "nil" }
        return (number.isNegative ? "-" : "") + "\(number.significand)e\(number.exponent)"
    }

    @Test func fromIntegers() {
        #expect(shape(DecimalNumber(0)) == "0e0")
        #expect(shape(DecimalNumber(1000)) == "1e3")
        #expect(shape(DecimalNumber(-120)) == "-12e1")
        #expect(shape(DecimalNumber(Int.min)) == "-9223372036854775808e0")
        #expect(shape(DecimalNumber(Int.max)) == "9223372036854775807e0")
    }

    @Test func fromDoublesWithTheShortestDigits() {
        #expect(shape(DecimalNumber(2.5)) == "25e-1")
        #expect(shape(DecimalNumber(0.1)) == "1e-1")
        #expect(shape(DecimalNumber(1e-5)) == "1e-5")
        #expect(shape(DecimalNumber(1.5e20)) == "15e19")
        #expect(shape(DecimalNumber(-0.0)) == "-0e0")
        #expect(shape(DecimalNumber(123456.789)) == "123456789e-3")
        #expect(shape(DecimalNumber(Double.leastNonzeroMagnitude)) == "5e-324")
        #expect(shape(DecimalNumber(1.7976931348623157e308)) == "17976931348623157e292")
        #expect(shape(DecimalNumber(.infinity)) == "nil")
        #expect(shape(DecimalNumber(.nan)) == "nil")
    }

    @Test func roundsHalfToEvenOnTheShortestDigits() {
        #expect(shape(DecimalNumber(1234.5678)?.rounded(fractionDigits: 3)) == "1234568e-3")
        #expect(shape(DecimalNumber(2.0015)?.rounded(fractionDigits: 3)) == "2002e-3")
        #expect(shape(DecimalNumber(2.0025)?.rounded(fractionDigits: 3)) == "2002e-3")
        #expect(shape(DecimalNumber(0.0005)?.rounded(fractionDigits: 3)) == "0e0")
        #expect(shape(DecimalNumber(0.0015)?.rounded(fractionDigits: 3)) == "2e-3")
        #expect(shape(DecimalNumber(0.9999)?.rounded(fractionDigits: 3)) == "1e0")
        #expect(shape(DecimalNumber(2.5)?.rounded(fractionDigits: 0)) == "2e0")
        #expect(shape(DecimalNumber(3.5)?.rounded(fractionDigits: 0)) == "4e0")
        #expect(shape(DecimalNumber(-0.0001)?.rounded(fractionDigits: 3)) == "-0e0")
        #expect(shape(DecimalNumber(1e-300)?.rounded(fractionDigits: 3)) == "0e0")
        #expect(shape(DecimalNumber(1e20)?.rounded(fractionDigits: 3)) == "1e20")
    }

    @Test func digitsByPosition() throws {
        let number = try #require(DecimalNumber(1204.05))
        #expect(number.integerDigitCount == 4)
        #expect(number.fractionDigitCount == 2)
        #expect((-3...4).reversed().map { number.digit(at: $0) } == [0, 1, 2, 0, 4, 0, 5, 0])
        var collected: [UInt8] = []
        number.forEachDigit(from: 3, through: -2) { collected.append($0) }
        #expect(collected == [1, 2, 0, 4, 0, 5])
        #expect(DecimalNumber(0.5)?.integerDigitCount == 0)
        #expect(DecimalNumber(0).fractionDigitCount == 0)
    }

    @Test func scaling() {
        #expect(shape(DecimalNumber(0.125)?.scaled(byPowerOfTen: 2)) == "125e-1")
        #expect(shape(DecimalNumber(0).scaled(byPowerOfTen: 2)) == "0e0")
    }
}
