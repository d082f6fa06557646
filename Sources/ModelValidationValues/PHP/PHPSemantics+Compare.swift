extension PHPSemantics {
    /// PHP 8's loose equality, `$a == $b`.
    ///
    /// The rules, in order:
    /// - a boolean against anything compares both as booleans (``toBool(_:)``);
    /// - `null` against a string equals only `""`; `null` against anything else compares as
    ///   booleans (`null == 0`, `null == []`);
    /// - two numeric strings compare as numbers (`"1e1" == "10"`, `"1 " == "01"`); other string
    ///   pairs compare byte by byte;
    /// - a number against a numeric string compares as numbers, against a non-numeric string as
    ///   strings (`"abc" != 0`, `"1.0E+20" == 1e20`);
    /// - integers and doubles compare numerically;
    /// - arrays are equal when they have the same keys with loosely equal values; an array never
    ///   equals a number or a string.
    ///
    /// ```swift
    /// PHPSemantics.looseEquals(nil, 0)     // true
    /// PHPSemantics.looseEquals("abc", 0)   // false
    /// PHPSemantics.looseEquals(true, "a")  // true
    /// ```
    ///
    /// - Parameters:
    ///   - a: the left operand.
    ///   - b: the right operand.
    /// - Returns: whether `a == b` in PHP 8.
    public static func looseEquals(_ a: AttributeValue, _ b: AttributeValue) -> Bool {
        switch (a, b) {
        case let (.int(x), .int(y)): return x == y
        case let (.double(x), .double(y)): return x == y
        case let (.int(x), .double(y)): return Double(x) == y
        case let (.double(x), .int(y)): return x == Double(y)
        case let (.string(x), .string(y)): return stringsEqual(x, y)
        default: return compare(a, b) == 0
        }
    }

    /// PHP 8's spaceship operator, `$a <=> $b`: -1, 0 or 1.
    ///
    /// Uses the same conversions as ``looseEquals(_:_:)``. Non-numeric strings compare byte by
    /// byte (`"abc" < "abd"`, `"abc" > "5"`); numeric strings compare as numbers (`"10" > "9"`).
    /// An array is greater than any number or string; two arrays compare by size first, then
    /// element by element; an array with a key the other lacks is "uncomparable" and gives 1.
    ///
    /// ```swift
    /// PHPSemantics.compare("10", "9")  // 1
    /// PHPSemantics.compare("abc", "5") // 1
    /// PHPSemantics.compare(nil, -1)    // -1 (false < true)
    /// ```
    ///
    /// - Parameters:
    ///   - a: the left operand.
    ///   - b: the right operand.
    /// - Returns: the sign of the comparison.
    public static func compare(_ a: AttributeValue, _ b: AttributeValue) -> Int {
        switch (a, b) {
        case let (.int(x), .int(y)): return x < y ? -1 : (x == y ? 0 : 1)
        case let (.int(x), .double(y)): return threeWay(Double(x), y)
        case let (.double(x), .int(y)): return threeWay(x, Double(y))
        case let (.double(x), .double(y)): return threeWay(x, y)
        case let (.string(x), .string(y)): return compareStrings(x, y)
        case (.null, .null): return 0
        case let (.null, .string(s)): return s.isEmpty ? 0 : -1
        case let (.string(s), .null): return s.isEmpty ? 0 : 1
        case (.null, _), (.bool(false), _): return toBool(b) ? -1 : 0
        case (.bool(true), _): return toBool(b) ? 0 : 1
        case (_, .null), (_, .bool(false)): return toBool(a) ? 1 : 0
        case (_, .bool(true)): return toBool(a) ? 0 : -1
        case let (.int(x), .string(s)): return compareNumber(.int(x), toString: { String(x) }, with: s)
        case let (.double(x), .string(s)): return compareNumber(.double(x, overflow: 0), toString: { DecimalDigits.phpString(x) }, with: s)
        case let (.string(s), .int(y)): return -compareNumber(.int(y), toString: { String(y) }, with: s)
        case let (.string(s), .double(y)): return -compareNumber(.double(y, overflow: 0), toString: { DecimalDigits.phpString(y) }, with: s)
        default:
            let aIsArray = a.isCollection, bIsArray = b.isCollection
            if aIsArray && bIsArray { return compareArrays(PHPArrayView(a), PHPArrayView(b)) }
            return aIsArray ? 1 : -1
        }
    }

    /// PHP's `ZEND_THREEWAY_COMPARE` on doubles (NaN compares as greater).
    private static func threeWay(_ x: Double, _ y: Double) -> Int {
        x == y ? 0 : (x < y ? -1 : 1)
    }

    private static func normalized(_ d: Double) -> Int {
        d > 0 ? 1 : (d < 0 ? -1 : 0)
    }

    /// Byte-wise `strcmp` normalized to -1/0/1.
    static func byteCompare(_ x: String, _ y: String) -> Int {
        var i = x.utf8.makeIterator(), j = y.utf8.makeIterator()
        while true {
            switch (i.next(), j.next()) {
            case (nil, nil): return 0
            case (nil, _): return -1
            case (_, nil): return 1
            case let (p?, q?): if p != q { return p < q ? -1 : 1 }
            }
        }
    }

    /// A number against a string (PHP 8 `compare_longs_to_string`/`compare_doubles_to_string`).
    private static func compareNumber(_ number: Number, toString: () -> String, with s: String) -> Int {
        guard let parsed = parseNumber(s, allowTrailingData: false) else {
            return byteCompare(toString(), s)
        }
        if case .int(let x) = number, case .int(let y) = parsed { return x < y ? -1 : (x == y ? 0 : 1) }
        return normalized(number.doubleValue - parsed.doubleValue)
    }

    /// `$x == $y` for two strings (PHP's `zendi_smart_str_equals`).
    static func stringsEqual(_ x: String, _ y: String) -> Bool {
        // The same bytes read as the same number, or compare equal as text: no parse needed.
        if bytesEqual(x, y) { return true }
        return smartStringCompare(x, y, equalityOnly: true) == 0
    }

    /// `$x <=> $y` for two strings (PHP's `zendi_smart_strcmp`).
    static func compareStrings(_ x: String, _ y: String) -> Int {
        smartStringCompare(x, y, equalityOnly: false)
    }

    private static func smartStringCompare(_ x: String, _ y: String, equalityOnly: Bool) -> Int {
        if let p = parseNumber(x, allowTrailingData: false), let q = parseNumber(y, allowTrailingData: false) {
            switch (p, q) {
            case let (.int(a), .int(b)):
                return a < b ? -1 : (a == b ? 0 : 1)
            case let (.double(a, oa), .double(b, ob)):
                // Integers overflowing to the same side, or both infinite alike: compare as text.
                if (oa != 0 && oa == ob && a - b == 0) || (a == b && !a.isFinite) {
                    return equalityOnly ? (bytesEqual(x, y) ? 0 : 1) : byteCompare(x, y)
                }
                return equalityOnly ? (a == b ? 0 : 1) : normalized(a - b)
            case let (.int(a), .double(b, ob)):
                if ob != 0 { return equalityOnly ? 1 : -ob }
                return equalityOnly ? (Double(a) == b ? 0 : 1) : normalized(Double(a) - b)
            case let (.double(a, oa), .int(b)):
                if oa != 0 { return equalityOnly ? 1 : oa }
                return equalityOnly ? (a == Double(b) ? 0 : 1) : normalized(a - Double(b))
            }
        }
        return equalityOnly ? (bytesEqual(x, y) ? 0 : 1) : byteCompare(x, y)
    }

    /// PHP's `zend_compare_arrays`: size first, then each key of `a` looked up in `b`.
    private static func compareArrays(_ a: PHPArrayView, _ b: PHPArrayView) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for i in 0..<a.count {
            let other: AttributeValue?
            if a.keyEquals(i, b, i) {
                other = b.value(i)
            } else {
                other = b.value(forKey: a.key(i))
            }
            guard let other else { return 1 }
            let result = compare(a.value(i), other)
            if result != 0 { return result }
        }
        return 0
    }
}
