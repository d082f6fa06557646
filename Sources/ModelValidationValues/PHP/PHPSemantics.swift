/// How Yii compares and converts values, PHP 8 rules.
///
/// Yii's validators lean on PHP's loose typing: `(string)` casts when a value is put in a message
/// or matched by a pattern, `==` and `<`/`>` in `compare`, `in_array()` in `in`, `trim()` in
/// `required` and `trim`. Every validator that mirrors such a spot calls the matching function
/// here, so the package agrees with Yii on inputs such as `"1e1" == "10"`, `true == "a"` or
/// `"abc" > "5"`.
///
/// ```swift
/// PHPSemantics.string(.double(1e20))             // "1.0E+20"
/// PHPSemantics.looseEquals("1e1", "10")          // true
/// PHPSemantics.compare("abc", "5")               // 1 (compared as strings)
/// PHPSemantics.inArray("1", [1, 2], strict: true) // false
/// ```
///
/// Strings are compared byte by byte (UTF-8), never by Unicode canonical equivalence: `"é"`
/// written precomposed and with a combining accent are different strings, as in PHP.
public enum PHPSemantics {
    /// PHP's `(string)` cast.
    ///
    /// `null` → `""`, `true` → `"1"`, `false` → `""`, integers in decimal, doubles with PHP's
    /// 14-digit precision (`1.0` → `"1"`, `0.1 + 0.2` → `"0.3"`, `1e20` → `"1.0E+20"`,
    /// `-0.0` → `"-0"`, infinities `"INF"`/`"-INF"`, NaN `"NAN"`), strings unchanged.
    ///
    /// ```swift
    /// PHPSemantics.string(.double(1e-7)) // "1.0E-7"
    /// PHPSemantics.string(["a"])         // nil
    /// ```
    ///
    /// - Parameter value: the value to convert.
    /// - Returns: the string, or `nil` for arrays and objects (PHP raises "Array to string
    ///   conversion" there).
    public static func string(_ value: AttributeValue) -> String? {
        switch value {
        case .null: return ""
        case .bool(let b): return b ? "1" : ""
        case .int(let i): return String(i)
        case .double(let d): return DecimalDigits.phpString(d)
        case .string(let s): return s
        case .array, .object: return nil
        }
    }

    /// How Yii renders `{value}` in an error message: like ``string(_:)``, but arrays and objects
    /// give `"array()"`.
    ///
    /// ```swift
    /// PHPSemantics.messageString(["x"]) // "array()"
    /// PHPSemantics.messageString(true)  // "1"
    /// ```
    ///
    /// - Parameter value: the value to render.
    /// - Returns: its message form.
    public static func messageString(_ value: AttributeValue) -> String {
        string(value) ?? "array()"
    }

    /// PHP truthiness, as in `(bool)$value` and `if ($value)`.
    ///
    /// `null`, `false`, `0`, `0.0`, `-0.0`, `""`, `"0"` and empty arrays are false; everything
    /// else is true, including `"0.0"`, `" "` and NaN.
    ///
    /// ```swift
    /// PHPSemantics.toBool("0")   // false
    /// PHPSemantics.toBool("0.0") // true
    /// ```
    ///
    /// - Parameter value: the value to test.
    /// - Returns: its boolean value.
    public static func toBool(_ value: AttributeValue) -> Bool {
        switch value {
        case .null: return false
        case .bool(let b): return b
        case .int(let i): return i != 0
        case .double(let d): return d != 0
        case .string(let s):
            if s.isEmpty { return false }
            return !(s.utf8.count == 1 && s.utf8.first == UInt8(ascii: "0"))
        case .array(let a): return !a.isEmpty
        case .object(let o): return !o.isEmpty
        }
    }

    /// PHP's `in_array($needle, $haystack, $strict)`.
    ///
    /// Non-strict membership uses ``looseEquals(_:_:)``; strict membership uses ``isIdentical(_:_:)``
    /// (`===`), so `1` and `1.0` differ and `"1"` is not in `[1]`.
    ///
    /// ```swift
    /// PHPSemantics.inArray(true, ["a"], strict: false) // true
    /// PHPSemantics.inArray("1", [1], strict: true)     // false
    /// ```
    ///
    /// - Parameters:
    ///   - needle: the value looked for.
    ///   - haystack: the values searched, in order.
    ///   - strict: whether to compare with `===` instead of `==`.
    /// - Returns: whether some element matches.
    /// - Complexity: O(*n*) comparisons.
    public static func inArray(_ needle: AttributeValue, _ haystack: [AttributeValue], strict: Bool) -> Bool {
        if strict {
            return haystack.contains { isIdentical(needle, $0) }
        }
        return haystack.contains { looseEquals(needle, $0) }
    }

    /// PHP's `===`: same type and same value.
    ///
    /// Integers and doubles are different types (`1 !== 1.0`); doubles compare numerically
    /// (`0.0 === -0.0`, NaN is not identical to itself); strings compare byte by byte; arrays are
    /// identical when they have the same key-value pairs in the same order with identical values.
    ///
    /// ```swift
    /// PHPSemantics.isIdentical(1, 1.0) // false
    /// ```
    ///
    /// - Parameters:
    ///   - a: the left operand.
    ///   - b: the right operand.
    /// - Returns: whether `a === b`.
    public static func isIdentical(_ a: AttributeValue, _ b: AttributeValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.int(x), .int(y)): return x == y
        case let (.double(x), .double(y)): return x == y
        case let (.string(x), .string(y)): return bytesEqual(x, y)
        case (.array, .array), (.array, .object), (.object, .array), (.object, .object):
            let left = PHPArrayView(a), right = PHPArrayView(b)
            guard left.count == right.count else { return false }
            for i in 0..<left.count {
                guard left.keyEquals(i, right, i), isIdentical(left.value(i), right.value(i)) else { return false }
            }
            return true
        default: return false
        }
    }

    /// Byte-wise string equality (no Unicode normalization).
    @inlinable
    package static func bytesEqual(_ a: String, _ b: String) -> Bool {
        // The same representation is the same bytes; anything else is compared byte by byte.
        if sameRepresentation(a, b) { return true }
        guard a.utf8.count == b.utf8.count else { return false }
        // On the contiguous bytes, eight at a time, not the generic UTF-8 view iteration.
        let contiguous = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in bytesEqual(UnsafeRawBufferPointer(x), UnsafeRawBufferPointer(y)) }
        }
        if let contiguous, let equal = contiguous { return equal }
        return a.utf8.elementsEqual(b.utf8)
    }

    /// Whether two strings are one representation: the same storage, or the same small
    /// string's bytes held inline (then they have the same bytes). `false` says nothing.
    @inlinable
    package static func sameRepresentation(_ a: String, _ b: String) -> Bool {
        // The two words of a 64-bit string; other layouts are not compared.
        MemoryLayout<String>.size == 16 && withUnsafeBytes(of: a) { x in
            withUnsafeBytes(of: b) { y in x.load(as: (UInt64, UInt64).self) == y.load(as: (UInt64, UInt64).self) }
        }
    }

    /// Whether two buffers of the same length hold the same bytes, compared a word at a time.
    @inlinable
    package static func bytesEqual(_ x: UnsafeRawBufferPointer, _ y: UnsafeRawBufferPointer) -> Bool {
        let count = x.count
        var offset = 0
        while offset + 8 <= count {
            if x.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != y.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                return false
            }
            offset += 8
        }
        while offset < count {
            if x[offset] != y[offset] { return false }
            offset += 1
        }
        return true
    }
}

/// A PHP array seen through either payload: `.array` has keys `0…n-1`, `.object` its own keys.
struct PHPArrayView {
    let list: [AttributeValue]?
    let object: AttributeObject?

    init(_ value: AttributeValue) {
        switch value {
        case .array(let a): list = a; object = nil
        case .object(let o): list = nil; object = o
        default: list = []; object = nil
        }
    }

    var count: Int { list?.count ?? object?.count ?? 0 }

    func value(_ i: Int) -> AttributeValue { list?[i] ?? object!.values[i] }

    func key(_ i: Int) -> String { list != nil ? String(i) : object!.keys[i] }

    /// The value stored under the key PHP would use for `key`.
    func value(forKey key: String) -> AttributeValue? {
        if let list {
            guard let i = Int(key), i >= 0, i < list.count, String(i) == key else { return nil }
            return list[i]
        }
        guard let object else { return nil }
        if let i = object.position(of: key), PHPSemantics.bytesEqual(object.keys[i], key) { return object.values[i] }
        return nil
    }

    func keyEquals(_ i: Int, _ other: PHPArrayView, _ j: Int) -> Bool {
        if list != nil && other.list != nil { return i == j }
        return PHPSemantics.bytesEqual(key(i), other.key(j))
    }
}
