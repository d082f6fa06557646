import Testing
@testable import ModelValidationValues

/// Decimal digits of integers and doubles, normalized, and their rounding.
struct DecimalDigitsTests {
    /// The digits of a value `0.d₁d₂… × 10^pointPosition`.
    static func digits(_ negative: Bool, _ digits: [UInt8], _ point: Int) -> DecimalDigits {
        DecimalDigits(isNegative: negative, digits: digits, pointPosition: point)
    }

    @Test(arguments: [
        (0, false, [], 0),
        (7, false, [7], 1),
        (1200, false, [1, 2], 4),
        (-305, true, [3, 0, 5], 3),
        (Int.max, false, [9, 2, 2, 3, 3, 7, 2, 0, 3, 6, 8, 5, 4, 7, 7, 5, 8, 0, 7], 19),
        (Int.min, true, [9, 2, 2, 3, 3, 7, 2, 0, 3, 6, 8, 5, 4, 7, 7, 5, 8, 0, 8], 19),
    ] as [(Int, Bool, [UInt8], Int)])
    func integers(value: Int, negative: Bool, digits: [UInt8], point: Int) {
        let made = DecimalDigits(value)
        #expect(made.isNegative == negative)
        #expect(made.digits == digits)
        #expect(made.pointPosition == point)
    }

    @Test(arguments: [
        (0.001, false, [1], -2),
        (2.5, false, [2, 5], 1),
        (-0.75, true, [7, 5], 0),
        (100.0, false, [1], 3),
        (1e-7, false, [1], -6),
        (1.5e300, false, [1, 5], 301),
        (0.1 + 0.2, false, [3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4], 0),
    ] as [(Double, Bool, [UInt8], Int)])
    func doublesTakeTheirShortestDigits(value: Double, negative: Bool, digits: [UInt8], point: Int) {
        #expect(DecimalDigits(value) == Self.digits(negative, digits, point))
    }

    /// Zero has no digits, whatever its sign; the sign of `-0.0` is kept.
    @Test func zeroHasNoDigits() {
        #expect(DecimalDigits(0.0).isZero)
        #expect(DecimalDigits(-0.0) == Self.digits(true, [], 0))
        #expect(Self.digits(false, [0, 0, 0], 5) == DecimalDigits(0))
    }

    /// Leading and trailing zeros are dropped and the point moved with them.
    @Test func digitsAreNormalized() {
        let made = Self.digits(false, [0, 0, 1, 2, 0, 0], 3)
        #expect(made.digits == [1, 2])
        #expect(made.pointPosition == 1)
    }

    /// Rounding to a number of fraction digits: up above a half, down below, a half to the even
    /// digit (on the shortest digits), carrying into a new leading digit.
    @Test(arguments: [
        (1.24, 1, [1, 2], 1),
        (1.26, 1, [1, 3], 1),
        (0.125, 2, [1, 2], 0),
        (0.375, 2, [3, 8], 0),
        (2.675, 2, [2, 6, 8], 1),
        (0.1251, 2, [1, 3], 0),
        (9.995, 2, [1], 2),
        (-1.5, 0, [2], 1),
        (0.001, 1, [], 0),
        (12.5, 3, [1, 2, 5], 2),
    ] as [(Double, Int, [UInt8], Int)])
    func roundedToFractionDigits(value: Double, count: Int, digits: [UInt8], point: Int) {
        let rounded = DecimalDigits(value).rounded(fractionDigits: count)
        #expect(rounded.digits == digits)
        #expect(rounded.pointPosition == point)
        #expect(rounded.isNegative == (value < 0))
    }

    @Test func roundedToSignificantDigits() {
        #expect(DecimalDigits(123_456).rounded(significantDigits: 3) == DecimalDigits(123_000))
        #expect(DecimalDigits(123_556).rounded(significantDigits: 3) == DecimalDigits(124_000))
        #expect(DecimalDigits(999).rounded(significantDigits: 2) == DecimalDigits(1_000))
        #expect(DecimalDigits(125).rounded(significantDigits: 2) == DecimalDigits(120))
        // A tie decided by the caller: up when it answers above, down when below.
        #expect(DecimalDigits(125).rounded(significantDigits: 2, tieBreak: { 1 }) == DecimalDigits(130))
        #expect(DecimalDigits(135).rounded(significantDigits: 2, tieBreak: { -1 }) == DecimalDigits(130))
    }
}
