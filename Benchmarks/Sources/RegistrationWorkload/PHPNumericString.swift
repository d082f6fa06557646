/// PHP 8's `==` between two strings that differ byte-wise: equal when both are numeric strings
/// with the same value (`"1e3" == "1000"`, `" 10" == "10"`). Yii's `compare` validator compares
/// with `==`, so a faithful hand-written check needs this; it runs only after the byte-wise
/// comparison failed, so it costs nothing on matching passwords.
enum PHPNumericString {
    /// Whether PHP's `==` finds the two strings equal although their bytes differ.
    static func looselyEqual(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let x = value(a), let y = value(b) else { return false }
        switch (x, y) {
        case (.integer(let l), .integer(let r)): return l == r
        default: return x.double == y.double
        }
    }

    enum Value {
        case integer(Int)
        case double(Double)

        var double: Double {
            switch self {
            case .integer(let value): Double(value)
            case .double(let value): value
            }
        }
    }

    /// The value of a numeric string (leading and trailing whitespace, a sign, digits with an
    /// optional fraction and exponent), or `nil` when the string is not numeric.
    static func value(_ bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
        var start = 0, end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        var i = start
        if i < end, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        var digits = 0
        while i < end, isDigit(bytes[i]) { i += 1; digits += 1 }
        var isInteger = true
        if i < end, bytes[i] == UInt8(ascii: ".") {
            isInteger = false
            i += 1
            while i < end, isDigit(bytes[i]) { i += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if i < end, bytes[i] | 0x20 == UInt8(ascii: "e") {
            var j = i + 1
            if j < end, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
            guard j < end, isDigit(bytes[j]) else { return nil }
            while j < end, isDigit(bytes[j]) { j += 1 }
            isInteger = false
            i = j
        }
        guard i == end else { return nil }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        if isInteger, let integer = Int(text) { return .integer(integer) }
        return Double(text).map(Value.double)
    }
}
