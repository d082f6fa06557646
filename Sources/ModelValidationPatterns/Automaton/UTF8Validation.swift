/// Checks UTF-8 well-formedness without allocating.
enum UTF8Validation {
    /// Whether `bytes` is well-formed UTF-8 (no overlong forms, surrogates or values above
    /// U+10FFFF), as PCRE requires of a subject in UTF mode.
    /// - Complexity: O(*n*).
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            let length: Int
            var value: UInt32
            switch lead {
            case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
            case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
            case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
            default: return false
            }
            guard index + length <= count else { return false }
            for offset in 1..<length {
                let byte = bytes[index + offset]
                guard byte & 0xC0 == 0x80 else { return false }
                value = value << 6 | UInt32(byte & 0x3F)
            }
            let minimum: UInt32 = length == 3 ? 0x800 : (length == 4 ? 0x10000 : 0x80)
            if value < minimum || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF) { return false }
            index += length
        }
        return true
    }

    /// The string `bytes` spell, or `nil` when they are not well-formed UTF-8: the standard
    /// library's `String(validating:as:)` where the system has it (macOS 15, iOS 18 and their
    /// siblings, Linux), else ``isValid(_:)`` and a copy.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return String(validating: bytes, as: UTF8.self)
        }
        return isValid(bytes) ? String(decoding: bytes, as: UTF8.self) : nil
    }
}

extension UTF8Validation {
    /// The scalar whose UTF-8 starts at `offset` and its length in bytes, or `nil` when the
    /// bytes there are not a well-formed sequence.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (value: UInt32, length: Int)? {
        let lead = bytes[offset]
        if lead < 0x80 { return (UInt32(lead), 1) }
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return nil
        }
        guard offset + length <= bytes.count else { return nil }
        for i in 1..<length {
            let byte = bytes[offset + i]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : (length == 3 ? 0x800 : 0x10000)
        if value < minimum || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF) { return nil }
        return (value, length)
    }
}
