extension PHPSemantics {
    /// PHP's `trim($s, $characters)`: strips bytes of the list from both ends.
    ///
    /// The list is read as bytes, with `a..c` ranges (see ``PHPCharacterMask``). The default is
    /// PHP's: space, `\n`, `\r`, `\t`, `\v` and NUL, so a non-breaking space is kept.
    ///
    /// ```swift
    /// PHPSemantics.trim("  hi\n")               // "hi"
    /// PHPSemantics.trim("xxhixx", characters: "x") // "hi"
    /// ```
    ///
    /// - Parameters:
    ///   - s: the string to trim.
    ///   - characters: the PHP character list.
    /// - Returns: the trimmed string. Stripping bytes of a multi-byte character (possible only
    ///   with non-ASCII lists) leaves invalid UTF-8, which is repaired with U+FFFD.
    /// - Complexity: O(*n*) in the length of `s`.
    public static func trim(_ s: String, characters: String = " \n\r\t\u{0B}\0") -> String {
        trim(s, mask: mask(for: characters), left: true, right: true)
    }

    /// PHP's `ltrim()`: like ``trim(_:characters:)`` at the start only.
    ///
    /// ```swift
    /// PHPSemantics.ltrim("  hi ") // "hi "
    /// ```
    ///
    /// - Parameters:
    ///   - s: the string to trim.
    ///   - characters: the PHP character list.
    /// - Returns: the trimmed string.
    public static func ltrim(_ s: String, characters: String = " \n\r\t\u{0B}\0") -> String {
        trim(s, mask: mask(for: characters), left: true, right: false)
    }

    /// PHP's `rtrim()`: like ``trim(_:characters:)`` at the end only.
    ///
    /// ```swift
    /// PHPSemantics.rtrim("  hi ") // "  hi"
    /// ```
    ///
    /// - Parameters:
    ///   - s: the string to trim.
    ///   - characters: the PHP character list.
    /// - Returns: the trimmed string.
    public static func rtrim(_ s: String, characters: String = " \n\r\t\u{0B}\0") -> String {
        trim(s, mask: mask(for: characters), left: false, right: true)
    }

    /// Trims with a prebuilt mask, for rules that trim every record with the same list.
    ///
    /// ```swift
    /// let mask = PHPCharacterMask("/")
    /// PHPSemantics.trim("/path/", mask: mask) // "path"
    /// ```
    ///
    /// - Parameters:
    ///   - s: the string to trim.
    ///   - mask: the bytes to strip.
    ///   - left: whether to strip at the start.
    ///   - right: whether to strip at the end.
    /// - Returns: the trimmed string.
    public static func trim(_ s: String, mask: PHPCharacterMask, left: Bool = true, right: Bool = true) -> String {
        // The ends found on the contiguous bytes: stepping the UTF-8 view's indices cost several
        // times as much per byte.
        guard let cut = s.utf8.withContiguousStorageIfAvailable({ bytes in
            trimmedRange(bytes, mask: mask, left: left, right: right)
        }) else {
            // A string bridged from elsewhere: trimmed as a native copy of it.
            var native = s
            native.makeContiguousUTF8()
            return trim(native, mask: mask, left: left, right: right)
        }
        let bytes = s.utf8
        if cut.range.count == bytes.count { return s }
        let start = bytes.index(bytes.startIndex, offsetBy: cut.range.lowerBound)
        let end = bytes.index(start, offsetBy: cut.range.count)
        // Cut at whole scalars: their bytes are copied as they are, not validated again
        // (`String(decoding:)` would, most of a trim's cost).
        if cut.atScalars { return String(Substring(bytes[start..<end])) }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The bytes of `bytes` that trimming keeps, and whether both cuts fall between whole
    /// scalars (no byte stripped, or the last one stripped at each cut is ASCII: a mask with
    /// bytes from 0x80 up can stop inside a multi-byte character).
    private static func trimmedRange(_ bytes: UnsafeBufferPointer<UInt8>, mask: PHPCharacterMask, left: Bool,
                                     right: Bool) -> (range: Range<Int>, atScalars: Bool) {
        var start = 0
        var end = bytes.count
        if left {
            while start < end, mask.contains(bytes[start]) { start &+= 1 }
        }
        if right {
            while end > start, mask.contains(bytes[end &- 1]) { end &-= 1 }
        }
        let atScalars = (start == 0 || bytes[start &- 1] < 0x80) && (end == bytes.count || bytes[end] < 0x80)
        return (start..<end, atScalars)
    }

    /// Whether `trim(s, mask: mask)` returns `s` unchanged: its first and last bytes are not in
    /// the mask. Reads two bytes and builds no string.
    ///
    /// ```swift
    /// PHPSemantics.isTrimmed("a b", mask: .whitespace)  // true
    /// PHPSemantics.isTrimmed(" a", mask: .whitespace)   // false
    /// ```
    ///
    /// - Parameters:
    ///   - s: the string.
    ///   - mask: the bytes trimming strips.
    /// - Returns: whether trimming would change nothing (`true` for the empty string).
    package static func isTrimmed(_ s: String, mask: PHPCharacterMask) -> Bool {
        // On the contiguous bytes: the UTF-8 view's `first` and `index(before:)` cost more.
        if let trimmed = s.utf8.withContiguousStorageIfAvailable({ bytes in
            bytes.isEmpty || !(mask.contains(bytes[0]) || mask.contains(bytes[bytes.count &- 1]))
        }) {
            return trimmed
        }
        let bytes = s.utf8
        guard let first = bytes.first else { return true }
        if mask.contains(first) { return false }
        return !mask.contains(bytes[bytes.index(before: bytes.endIndex)])
    }

    /// Whether `trim(s, mask: mask)` is empty: every byte of `s` is in the mask. Builds no
    /// string.
    ///
    /// ```swift
    /// PHPSemantics.trimsToEmpty(" \t", mask: .whitespace)  // true
    /// PHPSemantics.trimsToEmpty(" a", mask: .whitespace)   // false
    /// ```
    ///
    /// - Parameters:
    ///   - s: the string.
    ///   - mask: the bytes trimming strips.
    /// - Returns: whether nothing would be left.
    @inlinable
    package static func trimsToEmpty(_ s: String, mask: PHPCharacterMask) -> Bool {
        if let blank = s.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(mask.contains) }) { return blank }
        return s.utf8.allSatisfy(mask.contains)
    }

    private static func mask(for characters: String) -> PHPCharacterMask {
        characters == " \n\r\t\u{0B}\0" ? .whitespace : PHPCharacterMask(characters)
    }
}
