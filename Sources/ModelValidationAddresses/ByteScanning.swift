/// Small helpers shared by the byte scanners of the `email`, `url` and `ip` matchers.
///
/// The scanners work on a string's contiguous UTF-8 storage so that they allocate nothing and
/// stay linear in the input length.
@usableFromInline package enum ByteScanning {
    /// Calls `body` with the UTF-8 bytes of `string`, copying only when the string is not stored
    /// contiguously (for example a bridged string).
    ///
    /// - Parameters:
    ///   - string: The string to read.
    ///   - body: The closure that reads the bytes.
    /// - Returns: What `body` returns.
    // Inlinable so that callers in other targets get it specialized (a generic call here costs
    // a metadata lookup per string).
    @inlinable @inline(__always)
    package static func withBytes<R>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        // The concrete overload: through the generic one, a native string's storage was
        // retained and released around every read (the fallback's copy of the UTF-8 view).
        if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = string
        return copy.withUTF8(body)
    }

    /// ``withBytes(_:_:)`` for any string (a `Substring`, say).
    @inlinable @inline(__always)
    package static func withBytes<S: StringProtocol, R>(_ string: S, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
        let copy = Array(string.utf8)
        return copy.withUnsafeBufferPointer(body)
    }

    /// Whether `byte` is an ASCII letter or digit.
    @inline(__always)
    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isIn(byte, low: 0x03FF_0000_0000_0000, high: 0x07FF_FFFE_07FF_FFFE)
    }

    /// Whether `byte` is in the ASCII set whose values 0–63 are the bits of `low` and 64–127
    /// those of `high`: one shift instead of ranges, the word chosen without a branch (a
    /// switch on the byte's top bits cost a jump per byte).
    @inline(__always)
    static func isIn(_ byte: UInt8, low: UInt64, high: UInt64) -> Bool {
        let word = byte < 64 ? low : high
        return byte < 128 && (word &>> UInt64(byte & 63)) & 1 != 0
    }

    /// Whether `byte` is an ASCII decimal digit.
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// The value of an ASCII hexadecimal digit, or `nil`.
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt64? {
        switch byte {
        case 0x30...0x39: return UInt64(byte - 0x30)
        case 0x41...0x46: return UInt64(byte - 0x41 + 10)
        case 0x61...0x66: return UInt64(byte - 0x61 + 10)
        default: return nil
        }
    }

    /// Whether `byte` is whitespace for PCRE's `\s`: space, tab, line feed, vertical tab, form feed
    /// or carriage return.
    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

    /// Whether `bytes[range]` equals `literal`, comparing ASCII letters case-insensitively.
    static func equalsIgnoringASCIICase(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ literal: [UInt8]) -> Bool {
        guard range.count == literal.count else { return false }
        var index = range.lowerBound
        for expected in literal {
            let actual = bytes[index]
            if actual != expected {
                let lowered = actual >= 0x41 && actual <= 0x5A ? actual + 0x20 : actual
                let loweredExpected = expected >= 0x41 && expected <= 0x5A ? expected + 0x20 : expected
                if lowered != loweredExpected { return false }
            }
            index += 1
        }
        return true
    }
}
