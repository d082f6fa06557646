/// The Punycode encoding of RFC 3492, used by ``IDNA`` for the `xn--` form of domain labels.
///
/// Punycode represents a sequence of Unicode scalars with the ASCII letters, digits and `-`:
/// the basic (ASCII) code points are copied first, then every other code point is written as a
/// generalized variable-length integer that encodes where and what to insert.
///
/// ```swift
/// Punycode.encode(Array("bücher".unicodeScalars)) // "bcher-kva"
/// Punycode.decode("bcher-kva".utf8)               // the scalars of "bücher"
/// ```
///
/// - Complexity: O(*n* × *m*), where *n* is the length of the label and *m* the number of distinct
///   non-ASCII code points; labels are at most 63 bytes in practice.
enum Punycode {
    private static let base = 36
    private static let tMin = 1
    private static let tMax = 26
    private static let skew = 38
    private static let damp = 700
    private static let initialBias = 72
    private static let initialN = 128

    /// Encodes Unicode scalars as Punycode (without the `xn--` prefix).
    ///
    /// - Parameter input: The scalars of one label.
    /// - Returns: The ASCII Punycode string, or `nil` on arithmetic overflow.
    static func encode(_ input: [Unicode.Scalar]) -> String? {
        var output: [UInt8] = []
        output.reserveCapacity(input.count + 8)
        for scalar in input where scalar.value < 0x80 {
            output.append(UInt8(scalar.value))
        }
        let basicCount = output.count
        var handled = basicCount
        if basicCount > 0 { output.append(UInt8(ascii: "-")) }
        var n = initialN
        var delta = 0
        var bias = initialBias
        while handled < input.count {
            var m = Int.max
            for scalar in input where Int(scalar.value) >= n && Int(scalar.value) < m {
                m = Int(scalar.value)
            }
            let (product, overflow) = (m - n).multipliedReportingOverflow(by: handled + 1)
            if overflow || delta > Int(Int32.max) - product { return nil }
            delta += product
            n = m
            for scalar in input {
                let value = Int(scalar.value)
                if value < n {
                    delta += 1
                    if delta > Int(Int32.max) { return nil }
                }
                if value == n {
                    var q = delta
                    var k = base
                    while true {
                        let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                        if q < t { break }
                        output.append(digit(t + (q - t) % (base - t)))
                        q = (q - t) / (base - t)
                        k += base
                    }
                    output.append(digit(q))
                    bias = adapt(delta: delta, count: handled + 1, first: handled == basicCount)
                    delta = 0
                    handled += 1
                }
            }
            delta += 1
            n += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Decodes a Punycode string (without the `xn--` prefix) into Unicode scalars.
    ///
    /// - Parameter input: The ASCII bytes after `xn--`.
    /// - Returns: The decoded scalars, or `nil` when the input is not valid Punycode.
    static func decode<Bytes: Collection<UInt8>>(_ input: Bytes) -> [Unicode.Scalar]? {
        let bytes = Array(input)
        var output: [Unicode.Scalar] = []
        var basicEnd = 0
        if let lastDash = bytes.lastIndex(of: UInt8(ascii: "-")) {
            for byte in bytes[..<lastDash] {
                guard byte < 0x80 else { return nil }
                output.append(Unicode.Scalar(byte))
            }
            basicEnd = lastDash + 1
        }
        var n = initialN
        var i = 0
        var bias = initialBias
        var position = basicEnd
        while position < bytes.count {
            let oldI = i
            var w = 1
            var k = base
            while true {
                guard position < bytes.count, let d = digitValue(bytes[position]) else { return nil }
                position += 1
                let (step, overflow) = d.multipliedReportingOverflow(by: w)
                if overflow || i > Int(Int32.max) - step { return nil }
                i += step
                let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if d < t { break }
                let (nextW, overflowW) = w.multipliedReportingOverflow(by: base - t)
                if overflowW || nextW > Int(Int32.max) { return nil }
                w = nextW
                k += base
            }
            let count = output.count + 1
            bias = adapt(delta: i - oldI, count: count, first: oldI == 0)
            n += i / count
            i %= count
            guard n <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(n)) else { return nil }
            output.insert(scalar, at: i)
            i += 1
        }
        return output
    }

    private static func adapt(delta: Int, count: Int, first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2
        delta += delta / count
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    private static func digit(_ value: Int) -> UInt8 {
        value < 26 ? UInt8(value) + UInt8(ascii: "a") : UInt8(value - 26) + UInt8(ascii: "0")
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return Int(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return Int(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0")) + 26
        default: return nil
        }
    }
}
