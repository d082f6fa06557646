extension PHPSemantics {
    /// The number a PHP numeric string stands for: an integer when it has no fraction or
    /// exponent and fits in 64 bits, a double otherwise.
    package enum Number: Equatable {
        case int(Int)
        /// A double; `overflow` is `1`/`-1` when the text was an integer beyond Int64.
        case double(Double, overflow: Int)

        var doubleValue: Double {
            switch self {
            case .int(let i): return Double(i)
            case .double(let d, _): return d
            }
        }
    }

    /// PHP 8's whitespace for numeric strings: space, `\t`, `\n`, `\r`, `\v`, `\f`.
    @inlinable
    static func isNumericWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// Scans a PHP numeric string.
    ///
    /// Grammar: whitespace*, sign?, (digits (`.` digits*)? | `.` digits), (`e`|`E` sign? digits)?,
    /// whitespace*. With `allowTrailingData`, any leading numeric prefix counts (as PHP's casts
    /// read `"12abc"` as 12); otherwise the whole string must match.
    ///
    /// - Returns: the number, or `nil` when there is no (complete) numeric string.
    package static func parseNumber(_ s: String, allowTrailingData: Bool) -> Number? {
        // Most strings compared or searched for are no numbers, and their first or last byte
        // says so; the scan below steps the UTF-8 view's indices, about twenty instructions a
        // byte.
        if let ends = s.utf8.withContiguousStorageIfAvailable({ Self.endsAllowNumber($0, allowTrailingData: allowTrailingData) }),
           !ends {
            return nil
        }
        let bytes = s.utf8
        var i = bytes.startIndex
        let end = bytes.endIndex
        while i < end, isNumericWhitespace(bytes[i]) { i = bytes.index(after: i) }
        let numberStart = i
        var negative = false
        if i < end, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
            negative = bytes[i] == UInt8(ascii: "-")
            i = bytes.index(after: i)
        }
        let integerStart = i
        while i < end, isDigit(bytes[i]) { i = bytes.index(after: i) }
        let integerEnd = i
        var isInteger = true
        var fractionDigits = 0
        if i < end, bytes[i] == UInt8(ascii: ".") {
            var j = bytes.index(after: i)
            while j < end, isDigit(bytes[j]) { j = bytes.index(after: j); fractionDigits += 1 }
            if integerEnd > integerStart || fractionDigits > 0 {
                isInteger = false
                i = j
            }
        }
        guard integerEnd > integerStart || fractionDigits > 0 else { return nil }
        if i < end, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            var j = bytes.index(after: i)
            if j < end, bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+") { j = bytes.index(after: j) }
            if j < end, isDigit(bytes[j]) {
                while j < end, isDigit(bytes[j]) { j = bytes.index(after: j) }
                isInteger = false
                i = j
            }
        }
        let numberEnd = i
        if !allowTrailingData {
            while i < end, isNumericWhitespace(bytes[i]) { i = bytes.index(after: i) }
            guard i == end else { return nil }
        }
        if isInteger {
            var magnitude: UInt64 = 0
            var overflow = false
            var k = integerStart
            while k < integerEnd {
                let (m1, o1) = magnitude.multipliedReportingOverflow(by: 10)
                let (m2, o2) = m1.addingReportingOverflow(UInt64(bytes[k] - 48))
                if o1 || o2 { overflow = true; break }
                magnitude = m2
                k = bytes.index(after: k)
            }
            if !overflow {
                if negative, magnitude <= UInt64(Int.max) + 1 {
                    return .int(magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude))
                }
                if !negative, magnitude <= UInt64(Int.max) { return .int(Int(magnitude)) }
            }
            let d = Double(Substring(s.utf8[numberStart..<numberEnd]))
            return .double(d ?? 0, overflow: negative ? -1 : 1)
        }
        // Rebuild a text Swift's parser accepts: "5." → "5", ".5" → "0.5".
        var text: [UInt8] = []
        text.reserveCapacity(s.utf8.distance(from: numberStart, to: numberEnd) + 1)
        if negative { text.append(UInt8(ascii: "-")) }
        if integerEnd == integerStart { text.append(UInt8(ascii: "0")) }
        var k = integerStart
        var previousWasPoint = false
        while k < numberEnd {
            let b = bytes[k]
            if previousWasPoint && !isDigit(b) { text.removeLast() }
            text.append(b)
            previousWasPoint = b == UInt8(ascii: ".")
            k = bytes.index(after: k)
        }
        if previousWasPoint { text.removeLast() }
        return .double(Double(String(decoding: text, as: UTF8.self)) ?? 0, overflow: 0)
    }

    @inlinable
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Whether a numeric string (see ``parseNumber(_:allowTrailingData:)``) could start and,
    /// unless `allowTrailingData`, end as `bytes` do: it starts with whitespace, a sign, a digit
    /// or `.`, and ends with a digit, `.` (`"5."`) or whitespace. `false`: `bytes` hold no
    /// numeric string.
    static func endsAllowNumber(_ bytes: UnsafeBufferPointer<UInt8>, allowTrailingData: Bool) -> Bool {
        guard let first = bytes.first, let last = bytes.last else { return false }
        let starts = isDigit(first) || first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
            || isNumericWhitespace(first)
        return starts && (allowTrailingData || isDigit(last) || last == UInt8(ascii: ".") || isNumericWhitespace(last))
    }

    /// Whether `s` is a PHP 8 numeric string (`is_numeric()` on a string).
    ///
    /// Leading and trailing whitespace (`" \t\n\r\v\f"`), an optional sign, digits with an
    /// optional fraction (`"5."` and `".5"` count), and an optional exponent. Hexadecimal,
    /// binary, `_` separators, `"INF"` and non-ASCII digits do not count.
    ///
    /// ```swift
    /// PHPSemantics.isNumericString(" 1e3 ") // true
    /// PHPSemantics.isNumericString("0x1A")  // false
    /// ```
    ///
    /// - Parameter s: the string to test.
    /// - Returns: whether PHP treats it as a number.
    public static func isNumericString(_ s: String) -> Bool {
        parseNumber(s, allowTrailingData: false) != nil
    }

    /// PHP's `(float)` cast (`floatval()`).
    ///
    /// Strings give their leading numeric prefix (`"12abc"` → 12, `" 1.5"` → 1.5, `"abc"` → 0,
    /// `"1e400"` → infinity, `"-0"` → -0.0); `null` and `false` give 0, `true` 1; arrays give 1
    /// when non-empty, else 0.
    ///
    /// ```swift
    /// PHPSemantics.toDouble("12abc") // 12.0
    /// ```
    ///
    /// - Parameter value: the value to convert.
    /// - Returns: the double.
    public static func toDouble(_ value: AttributeValue) -> Double {
        switch value {
        case .null: return 0
        case .bool(let b): return b ? 1 : 0
        case .int(let i): return Double(i)
        case .double(let d): return d
        case .string(let s):
            guard let number = parseNumber(s, allowTrailingData: true) else { return 0 }
            // PHP reads the text as a double, so "-0" is -0.0, a sign the integer 0 has lost.
            if case .int(0) = number, isNegative(s) { return -0.0 }
            return number.doubleValue
        case .array(let a): return a.isEmpty ? 0 : 1
        case .object(let o): return o.isEmpty ? 0 : 1
        }
    }

    /// Whether the first byte after PHP's leading whitespace is a minus sign.
    private static func isNegative(_ s: String) -> Bool {
        s.utf8.first { !isNumericWhitespace($0) } == UInt8(ascii: "-")
    }

    /// PHP's `(int)` cast (`intval()`), PHP 8.2 on a 64-bit platform.
    ///
    /// Strings give their leading numeric prefix (`"12abc"` → 12, `"1e3"` → 1000, `"0x1A"` → 0,
    /// `"1.9"` → 1); a string beyond the Int64 range saturates at `Int.min`/`Int.max`. Doubles
    /// truncate toward zero; NaN and infinities give 0; a finite double beyond the Int64 range
    /// wraps modulo 2⁶⁴, as PHP 8.2 does on 64-bit platforms (`(int)1e20` is
    /// 7766279631452241920). Arrays give 1 when non-empty, else 0.
    ///
    /// ```swift
    /// PHPSemantics.toInt("1e3") // 1000
    /// ```
    ///
    /// - Parameter value: the value to convert.
    /// - Returns: the integer.
    public static func toInt(_ value: AttributeValue) -> Int {
        switch value {
        case .null: return 0
        case .bool(let b): return b ? 1 : 0
        case .int(let i): return i
        case .double(let d): return wrappingInt(d)
        case .string(let s):
            switch parseNumber(s, allowTrailingData: true) {
            case .int(let i)?: return i
            case .double(let d, _)?: return saturatingInt(d)
            case nil: return 0
            }
        case .array(let a): return a.isEmpty ? 0 : 1
        case .object(let o): return o.isEmpty ? 0 : 1
        }
    }

    /// A double truncated to Int, saturating out of range (PHP's string-to-int rule); NaN → 0.
    static func saturatingInt(_ d: Double) -> Int {
        if !d.isFinite { return 0 }
        if d >= 9_223_372_036_854_775_808.0 { return Int.max }
        if d < -9_223_372_036_854_775_808.0 { return Int.min }
        return Int(d)
    }

    /// A double truncated to Int, wrapping modulo 2⁶⁴ out of range (PHP's float-to-int cast).
    static func wrappingInt(_ d: Double) -> Int {
        if !d.isFinite { return 0 }
        if d < 9_223_372_036_854_775_808.0 && d >= -9_223_372_036_854_775_808.0 { return Int(d) }
        let twoToThe64 = 18_446_744_073_709_551_616.0
        var r = d.truncatingRemainder(dividingBy: twoToThe64)
        if r < 0 { r += twoToThe64 }
        if r >= 9_223_372_036_854_775_808.0 { r -= twoToThe64 }
        return Int(r)
    }
}
