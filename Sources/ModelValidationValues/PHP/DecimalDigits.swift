/// A finite number written as decimal digits: `0.d₁d₂…dₙ × 10^pointPosition`.
///
/// The shared representation behind PHP's float-to-string conversion and ICU's number
/// formatting. `digits` holds the significant digits (values 0…9) with no leading or trailing
/// zeros; zero has no digits.
///
/// ```swift
/// let d = DecimalDigits(1234.5) // digits [1,2,3,4,5], pointPosition 4
/// ```
package struct DecimalDigits: Sendable, Equatable {
    /// Whether the number is negative (also for negative zero).
    package var isNegative: Bool
    /// Significant digits, most significant first, without leading or trailing zeros.
    package var digits: [UInt8]
    /// Where the decimal point sits: the value is `0.digits × 10^pointPosition`.
    package var pointPosition: Int

    /// Whether the value is zero.
    package var isZero: Bool { digits.isEmpty }

    init(isNegative: Bool, digits: [UInt8], pointPosition: Int) {
        self.isNegative = isNegative
        self.digits = digits
        self.pointPosition = pointPosition
        normalize()
    }

    /// The exact digits of an integer.
    package init(_ value: Int) {
        var magnitude = value.magnitude
        var reversed: [UInt8] = []
        while magnitude > 0 {
            reversed.append(UInt8(magnitude % 10))
            magnitude /= 10
        }
        self.init(isNegative: value < 0, digits: reversed.reversed(), pointPosition: reversed.count)
    }

    /// The shortest digits that round-trip to `value` (which must be finite).
    package init(_ value: Double) {
        var digits: [UInt8] = []
        digits.reserveCapacity(17)
        var point = 0
        var seenPoint = false
        var exponent = 0
        var exponentSign = 1
        var inExponent = false
        for byte in value.magnitude.description.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if inExponent {
                    exponent = exponent * 10 + Int(byte - 48)
                } else {
                    digits.append(byte - 48)
                    if !seenPoint { point += 1 }
                }
            case UInt8(ascii: "."): seenPoint = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
            case UInt8(ascii: "-"): exponentSign = -1
            default: break
            }
        }
        self.init(isNegative: value.sign == .minus, digits: digits, pointPosition: point + exponentSign * exponent)
    }

    /// Drops leading and trailing zero digits, keeping the value.
    private mutating func normalize() {
        var leading = 0
        while leading < digits.count, digits[leading] == 0 { leading += 1 }
        if leading == digits.count {
            digits.removeAll()
            pointPosition = 0
            return
        }
        var end = digits.count
        while digits[end - 1] == 0 { end -= 1 }
        if leading > 0 || end < digits.count {
            digits = Array(digits[leading..<end])
            pointPosition -= leading
        }
    }

    /// Rounds to `count` significant digits, half to even, where `tieBreak` says on which side of
    /// the halfway point the true value lies when the dropped digits are exactly `5`
    /// (`> 0` above, `< 0` below, `0` exactly on it).
    func rounded(significantDigits count: Int, tieBreak: () -> Int = { 0 }) -> DecimalDigits {
        roundedAt(keeping: count, tieBreak: tieBreak)
    }

    /// Rounds to at most `count` digits after the decimal point, half to even.
    package func rounded(fractionDigits count: Int) -> DecimalDigits {
        roundedAt(keeping: pointPosition + count, tieBreak: { 0 })
    }

    private func roundedAt(keeping keep: Int, tieBreak: () -> Int) -> DecimalDigits {
        guard keep < digits.count else { return self }
        if keep < 0 { return DecimalDigits(isNegative: isNegative, digits: [], pointPosition: 0) }
        let first = digits[keep]
        var roundUp: Bool
        if first > 5 {
            roundUp = true
        } else if first < 5 {
            roundUp = false
        } else if keep + 1 < digits.count {
            roundUp = true
        } else {
            let side = tieBreak()
            if side != 0 {
                roundUp = side > 0
            } else {
                roundUp = keep > 0 && digits[keep - 1] % 2 == 1
            }
        }
        var kept = Array(digits[0..<keep])
        var point = pointPosition
        if roundUp {
            var i = kept.count - 1
            while i >= 0 && kept[i] == 9 {
                kept[i] = 0
                i -= 1
            }
            if i >= 0 {
                kept[i] += 1
            } else {
                kept.insert(1, at: 0)
                point += 1
            }
        }
        return DecimalDigits(isNegative: isNegative, digits: kept, pointPosition: point)
    }
}
