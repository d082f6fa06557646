extension DecimalDigits {
    /// PHP's string form of a double (`precision=14`, as `(string)$float` and `echo` print it).
    ///
    /// Fourteen significant digits, correctly rounded from the exact binary value; exponent form
    /// when the decimal exponent is below -4 or at least 14, with a mantissa that always has a
    /// fraction digit: `1.0E+20`, `1.0E-7`, `1.2345678901235E+17`, `0.3`, `-0`.
    static func phpString(_ value: Double) -> String {
        if value.isNaN { return "NAN" }
        if value.isInfinite { return value < 0 ? "-INF" : "INF" }
        if value.exponentBitPattern == 0 && value != 0 {
            // Subnormals carry too few bits for the shortest digits to stand in for the exact value.
            return exactSubnormalDigits(value).rounded(significantDigits: 14).phpGeneralFormat(precision: 14)
        }
        let shortest = DecimalDigits(value)
        let rounded = shortest.rounded(significantDigits: 14) {
            // The shortest digits end exactly in a 5 at the 15th place: decide with the exact value.
            exactComparison(of: value, with: shortest)
        }
        return rounded.phpGeneralFormat(precision: 14)
    }

    /// Formats like PHP's `zend_gcvt` with `precision` digits.
    func phpGeneralFormat(precision: Int) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(digits.count + 8)
        if isNegative { out.append(UInt8(ascii: "-")) }
        if digits.isEmpty {
            out.append(UInt8(ascii: "0"))
            return String(decoding: out, as: UTF8.self)
        }
        let useExponent = pointPosition < 0 ? pointPosition < -3 : pointPosition > precision
        if useExponent {
            out.append(48 + digits[0])
            out.append(UInt8(ascii: "."))
            if digits.count == 1 {
                out.append(UInt8(ascii: "0"))
            } else {
                for d in digits[1...] { out.append(48 + d) }
            }
            out.append(UInt8(ascii: "E"))
            let exponent = pointPosition - 1
            out.append(exponent < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
            out.append(contentsOf: String(exponent.magnitude).utf8)
        } else if pointPosition <= 0 {
            out.append(UInt8(ascii: "0"))
            out.append(UInt8(ascii: "."))
            for _ in 0..<(-pointPosition) { out.append(UInt8(ascii: "0")) }
            for d in digits { out.append(48 + d) }
        } else {
            for i in 0..<pointPosition { out.append(i < digits.count ? 48 + digits[i] : UInt8(ascii: "0")) }
            if digits.count > pointPosition {
                out.append(UInt8(ascii: "."))
                for d in digits[pointPosition...] { out.append(48 + d) }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The exact decimal expansion of a subnormal double: `m × 2⁻¹⁰⁷⁴ = m × 5¹⁰⁷⁴ / 10¹⁰⁷⁴`.
    static func exactSubnormalDigits(_ value: Double) -> DecimalDigits {
        var n = BigNatural(UInt64(value.magnitude.significandBitPattern))
        var remaining = 1074
        while remaining >= 13 {
            n.multiply(by: 1_220_703_125) // 5^13
            remaining -= 13
        }
        var factor: UInt32 = 1
        for _ in 0..<remaining { factor *= 5 }
        n.multiply(by: factor)
        let digits = n.decimalDigits()
        return DecimalDigits(isNegative: value.sign == .minus, digits: digits, pointPosition: digits.count - 1074)
    }

    /// The sign of `|value| − |decimal|`, computed exactly.
    static func exactComparison(of value: Double, with decimal: DecimalDigits) -> Int {
        let magnitude = value.magnitude
        var mantissa = UInt64(magnitude.significandBitPattern)
        var binaryExponent: Int
        if magnitude.exponentBitPattern == 0 {
            binaryExponent = -1074
        } else {
            mantissa |= UInt64(1) << 52
            binaryExponent = Int(magnitude.exponentBitPattern) - 1075
        }
        var decimalMantissa: UInt64 = 0
        for d in decimal.digits { decimalMantissa = decimalMantissa &* 10 &+ UInt64(d) }
        let decimalExponent = decimal.pointPosition - decimal.digits.count
        var lhs = BigNatural(mantissa)
        var rhs = BigNatural(decimalMantissa)
        if binaryExponent >= 0 { lhs.multiply(byPowerOfTwo: binaryExponent) } else { rhs.multiply(byPowerOfTwo: -binaryExponent) }
        if decimalExponent >= 0 { rhs.multiply(byPowerOfTen: decimalExponent) } else { lhs.multiply(byPowerOfTen: -decimalExponent) }
        return BigNatural.compare(lhs, rhs)
    }
}

/// A minimal arbitrary-precision natural number, used only to settle rounding ties exactly.
struct BigNatural: Sendable {
    /// Little-endian 32-bit limbs.
    private var limbs: [UInt32]

    init(_ value: UInt64) {
        limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
        trim()
    }

    private mutating func trim() {
        while let last = limbs.last, last == 0 { limbs.removeLast() }
    }

    mutating func multiply(by factor: UInt32) {
        var carry: UInt64 = 0
        for i in limbs.indices {
            let product = UInt64(limbs[i]) * UInt64(factor) + carry
            limbs[i] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry > 0 { limbs.append(UInt32(carry)) }
    }

    mutating func multiply(byPowerOfTwo exponent: Int) {
        guard !limbs.isEmpty else { return }
        let whole = exponent / 32
        if whole > 0 { limbs.insert(contentsOf: repeatElement(0, count: whole), at: 0) }
        let rest = exponent % 32
        if rest > 0 { multiply(by: UInt32(1) << UInt32(rest)) }
    }

    mutating func multiply(byPowerOfTen exponent: Int) {
        var remaining = exponent
        while remaining >= 9 {
            multiply(by: 1_000_000_000)
            remaining -= 9
        }
        var factor: UInt32 = 1
        for _ in 0..<remaining { factor *= 10 }
        if factor > 1 { multiply(by: factor) }
    }

    /// The decimal digits, most significant first.
    func decimalDigits() -> [UInt8] {
        var n = self
        var chunks: [UInt32] = []
        while !n.limbs.isEmpty {
            var remainder: UInt64 = 0
            var i = n.limbs.count - 1
            while i >= 0 {
                let current = (remainder << 32) | UInt64(n.limbs[i])
                n.limbs[i] = UInt32(current / 1_000_000_000)
                remainder = current % 1_000_000_000
                i -= 1
            }
            n.trim()
            chunks.append(UInt32(remainder))
        }
        var digits: [UInt8] = []
        for (k, chunk) in chunks.reversed().enumerated() {
            var part: [UInt8] = []
            var c = chunk
            for _ in 0..<9 {
                part.append(UInt8(c % 10))
                c /= 10
            }
            part.reverse()
            if k == 0 { while part.first == 0 { part.removeFirst() } }
            digits += part
        }
        return digits
    }

    /// -1, 0 or 1.
    static func compare(_ a: BigNatural, _ b: BigNatural) -> Int {
        if a.limbs.count != b.limbs.count { return a.limbs.count < b.limbs.count ? -1 : 1 }
        var i = a.limbs.count - 1
        while i >= 0 {
            if a.limbs[i] != b.limbs[i] { return a.limbs[i] < b.limbs[i] ? -1 : 1 }
            i -= 1
        }
        return 0
    }
}
