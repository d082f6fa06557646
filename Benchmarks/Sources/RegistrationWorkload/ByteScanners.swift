/// The byte-level scanners behind ``ByteLevelChecks``: each reads a string's UTF-8 once, left to
/// right, with no `Regex`, no Foundation and no allocation.
///
/// Where a Yii rule is a PCRE pattern ending in `$`, `$` matches at the end only, not before a
/// final `\n` as in PHP: the engine refuses such values on purpose (Docs/YiiCompatibility.md),
/// and so does this baseline.
package enum ByteScanners {
    /// Calls `body` with the UTF-8 bytes of `string` (without copying a native string).
    @inline(__always)
    package static func withBytes<R>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = string
        return copy.withUTF8(body)
    }

    /// Whether `byte` is in the set given by two 64-bit masks (bytes 0–63 and 64–127).
    @inline(__always)
    static func isIn(_ byte: UInt8, low: UInt64, high: UInt64) -> Bool {
        let mask = byte < 64 ? low : high
        return byte < 128 && (mask >> UInt64(byte & 63)) & 1 == 1
    }

    /// `[a-zA-Z0-9]`.
    @inline(__always)
    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 26
    }

    /// `[a-zA-Z0-9_]`, the username pattern's class.
    @inline(__always)
    static func isWord(_ byte: UInt8) -> Bool { isIn(byte, low: 0x03FF_0000_0000_0000, high: 0x07FF_FFFE_87FF_FFFE) }

    /// The email pattern's atom characters: ``[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]``.
    @inline(__always)
    static func isAtomCharacter(_ byte: UInt8) -> Bool { isIn(byte, low: 0xA3FF_ACFA_0000_0000, high: 0x7FFF_FFFF_C7FF_FFFE) }

    /// PHP's `trim()` characters: space, `\t`, `\n`, `\r`, `\0`, `\v`.
    @inline(__always)
    package static func isTrimmed(_ byte: UInt8) -> Bool {
        byte <= 0x20 && (byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x00 || byte == 0x0B)
    }

    /// Whether every byte is one that PHP's `trim()` removes (so Yii's `required` finds it blank).
    @inline(__always)
    static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where !isTrimmed(byte) { return false }
        return true
    }

    /// The number of Unicode scalars in valid UTF-8 (what `mb_strlen` counts): the bytes that
    /// do not continue a sequence.
    ///
    /// Eight bytes at a time: a continuation byte is `10xxxxxx`, so bit 7 set and bit 6 clear.
    static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var continuations = 0
        var i = 0
        while i &+ 8 <= bytes.count {
            let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            continuations &+= (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
            i &+= 8
        }
        while i < bytes.count {
            if bytes[i] & 0xC0 == 0x80 { continuations &+= 1 }
            i &+= 1
        }
        return bytes.count &- continuations
    }

    /// Yii's `EmailValidator` without names, IDN or DNS: the pattern
    /// `^atom(.atom)*@label(.label)+$` (labels of letters, digits and inner hyphens), at most 64
    /// bytes before the `@` and 254 in all.
    static func isEmail(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let end = bytes.count
        guard end <= 254 else { return false }
        var i = 0
        // Local part: atoms separated by single dots.
        var atomLength = 0
        while i < end {
            let byte = bytes[i]
            if isAtomCharacter(byte) {
                atomLength &+= 1
            } else if byte == UInt8(ascii: ".") {
                guard atomLength > 0 else { return false }
                atomLength = 0
            } else if byte == UInt8(ascii: "@") {
                break
            } else {
                return false
            }
            i &+= 1
        }
        guard i < end, atomLength > 0, i <= 64 else { return false }
        i &+= 1
        // Domain: at least two labels; a label starts and ends with a letter or digit.
        var labels = 0
        var labelLength = 0
        var previous: UInt8 = 0
        while i < end {
            let byte = bytes[i]
            if isAlphanumeric(byte) {
                labelLength &+= 1
            } else if byte == UInt8(ascii: ".") {
                guard labelLength > 0, previous != UInt8(ascii: "-") else { return false }
                labels &+= 1
                labelLength = 0
            } else if byte == UInt8(ascii: "-") {
                guard labelLength > 0 else { return false }
                labelLength &+= 1
            } else {
                return false
            }
            previous = byte
            i &+= 1
        }
        return labelLength > 0 && previous != UInt8(ascii: "-") && labels >= 1
    }

    /// Yii's `UrlValidator` with schemes `http` and `https`: shorter than 2,000 bytes and
    /// matching `^(http|https)://label(.label)+(:\d{1,5})?($|[?/#])`, case-insensitively
    /// (labels: a letter or digit, then letters, digits, `_` and `-`).
    static func isURL(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard count < 2000, count >= 7 else { return false }
        guard bytes[0] | 0x20 == UInt8(ascii: "h"), bytes[1] | 0x20 == UInt8(ascii: "t"),
              bytes[2] | 0x20 == UInt8(ascii: "t"), bytes[3] | 0x20 == UInt8(ascii: "p") else { return false }
        var i = 4
        if bytes[i] | 0x20 == UInt8(ascii: "s") { i = 5 }
        guard i + 3 <= count, bytes[i] == UInt8(ascii: ":"), bytes[i + 1] == UInt8(ascii: "/"),
              bytes[i + 2] == UInt8(ascii: "/") else { return false }
        i += 3
        // Host: labels separated by single dots; a dot counts only when a label follows it.
        var labels = 0
        while i < count, isAlphanumeric(bytes[i]) {
            i &+= 1
            while i < count, isAlphanumeric(bytes[i]) || bytes[i] == UInt8(ascii: "_") || bytes[i] == UInt8(ascii: "-") {
                i &+= 1
            }
            labels &+= 1
            guard i + 1 < count, bytes[i] == UInt8(ascii: "."), isAlphanumeric(bytes[i + 1]) else { break }
            i &+= 1
        }
        guard labels >= 2 else { return false }
        if i < count, bytes[i] == UInt8(ascii: ":") {
            var digits = 0
            i &+= 1
            while i < count, bytes[i] &- 0x30 < 10 { digits &+= 1; i &+= 1 }
            guard digits >= 1, digits <= 5 else { return false }
        }
        if i == count { return true }
        let next = bytes[i]
        return next == UInt8(ascii: "?") || next == UInt8(ascii: "/") || next == UInt8(ascii: "#")
    }

    /// Whether the two strings are equal byte for byte.
    @inline(__always)
    static func bytesEqual(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        var i = 0
        while i < a.count {
            if a[i] != b[i] { return false }
            i &+= 1
        }
        return true
    }
}
