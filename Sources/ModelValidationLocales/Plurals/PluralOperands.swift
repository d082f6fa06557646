/// The operands CLDR plural rules test, taken from a number as it is displayed.
///
/// For `1.50` (two visible fraction digits): `n` 1.5, `i` 1, `v` 2, `w` 1, `f` 50, `t` 5.
/// `e` (also `c`) is the exponent of compact notation (`1.2c6`), 0 otherwise. The sign is
/// ignored, as in CLDR. Integer parts of more than 18 digits keep their last 18 (enough for
/// every modulus CLDR uses: 10, 100, 1000, 1000000): `i` is those digits, as ICU reads it, while
/// `n`, the whole number, never equals a small constant.
package struct PluralOperands: Hashable, Sendable {
    /// `i` modulo 10^18.
    package var integerDigits: UInt64
    /// Whether `i` is at least 10^18, so only its last 18 digits are kept.
    package var isIntegerLarge: Bool
    /// `v`: the number of visible fraction digits, with trailing zeros.
    package var visibleFractionDigitCount: Int
    /// `f`: the visible fraction digits as an integer, with trailing zeros (last 18 digits).
    package var fractionDigits: UInt64
    /// `w`: the number of visible fraction digits, without trailing zeros.
    package var significantFractionDigitCount: Int
    /// `t`: the visible fraction digits as an integer, without trailing zeros (last 18 digits).
    package var significantFractionDigits: UInt64
    /// `e`/`c`: the compact exponent.
    package var exponent: Int

    /// The operands of an integer (`v` = 0).
    package init(_ value: Int) {
        let magnitude = UInt64(value.magnitude)
        integerDigits = magnitude % PluralOperands.limit
        isIntegerLarge = magnitude >= PluralOperands.limit
        visibleFractionDigitCount = 0
        fractionDigits = 0
        significantFractionDigitCount = 0
        significantFractionDigits = 0
        exponent = 0
    }

    /// The operands of a decimal number exactly as written by its digits: a number shown with
    /// trailing fraction zeros must carry them (`DecimalNumber` drops them, as ICU's default
    /// pattern does).
    package init(_ number: DecimalNumber) {
        self.init(0)
        number.forEachDigit(from: number.integerDigitCount - 1, through: 0) { digit in
            integerDigits = (integerDigits % (PluralOperands.limit / 10)) * 10 + UInt64(digit)
        }
        isIntegerLarge = number.integerDigitCount > 18
        let fractionCount = number.fractionDigitCount
        visibleFractionDigitCount = fractionCount
        significantFractionDigitCount = fractionCount
        number.forEachDigit(from: -1, through: -fractionCount) { digit in
            fractionDigits = (fractionDigits % (PluralOperands.limit / 10)) * 10 + UInt64(digit)
        }
        significantFractionDigits = fractionDigits
    }

    /// Parses a CLDR sample such as `15`, `1.50` or `1.1c6` (digits, an optional fraction, an
    /// optional `c`/`e` exponent); `nil` for anything else.
    package init?(sample: some StringProtocol) {
        self.init(0)
        var mantissa = Substring(sample)
        if let marker = mantissa.firstIndex(where: { $0 == "c" || $0 == "e" }) {
            guard let exponent = Int(mantissa[mantissa.index(after: marker)...]), (0...18).contains(exponent) else { return nil }
            self.exponent = exponent
            mantissa = mantissa[..<marker]
        }
        let pieces = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(pieces.count), !pieces[0].isEmpty,
              pieces.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        var integer = Array(pieces[0].utf8.map { $0 - UInt8(ascii: "0") })
        var fraction = pieces.count == 2 ? Array(pieces[1].utf8.map { $0 - UInt8(ascii: "0") }) : []
        guard pieces.count == 1 || !fraction.isEmpty else { return nil }
        // The exponent shifts fraction digits into the integer part.
        for _ in 0..<exponent {
            integer.append(fraction.isEmpty ? 0 : fraction.removeFirst())
        }
        while integer.count > 1, integer.first == 0 { integer.removeFirst() }
        for digit in integer { integerDigits = (integerDigits % (PluralOperands.limit / 10)) * 10 + UInt64(digit) }
        isIntegerLarge = integer.count > 18
        visibleFractionDigitCount = fraction.count
        for digit in fraction { fractionDigits = (fractionDigits % (PluralOperands.limit / 10)) * 10 + UInt64(digit) }
        var significant = fraction
        while significant.last == 0 { significant.removeLast() }
        significantFractionDigitCount = significant.count
        for digit in significant { significantFractionDigits = (significantFractionDigits % (PluralOperands.limit / 10)) * 10 + UInt64(digit) }
    }

    /// 10^18: integer parts are kept modulo this.
    static let limit: UInt64 = 1_000_000_000_000_000_000
}
