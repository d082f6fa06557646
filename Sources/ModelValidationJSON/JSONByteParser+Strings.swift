/// String reading: a fast path for strings without escapes, a scratch buffer for the rest,
/// and UTF-8 validation that can say where the input goes wrong.
extension JSONByteParser {
    /// Where the bytes of a string just read are, before any UTF-8 validation: in the input
    /// (`start..<stop`, no escapes) or decoded in `scratch` (it held escapes; `start..<stop` is
    /// then its text in the input, for error offsets).
    struct ScannedString {
        /// The offset of the string's first byte in the input, after the opening quote.
        var start: Int
        /// The offset of the closing quote in the input.
        var stop: Int
        /// Whether the string's bytes in the input are ASCII, so that its bytes are valid UTF-8
        /// (escapes decode to valid UTF-8).
        var isASCII: Bool
        /// Whether the string held escapes and its bytes are in `scratch`.
        var isDecoded: Bool
    }

    /// Reads the rest of a string whose opening quote has been consumed, and its closing quote.
    mutating func parseStringBody() throws(JSONParseError) -> String {
        // Scanned first: the call would read `self` (its scratch) before its argument ran.
        let scanned = try scanStringBody()
        return try makeString(scanned)
    }

    /// Reads the rest of a string whose opening quote has been consumed, and its closing quote,
    /// without making a `String` or validating its UTF-8.
    mutating func scanStringBody() throws(JSONParseError) -> ScannedString {
        let start = index
        var highBits: UInt64 = 0
        // Eight bytes at a time while none is a quote, a backslash or a control character;
        // then straight to the first such byte.
        while index &+ 8 <= end {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
            let special = Self.specialByteMask(word)
            if special != 0 {
                let skipped = special.trailingZeroBitCount >> 3
                highBits |= word & ((1 &<< UInt64(skipped &* 8)) &- 1)
                index &+= skipped
                break
            }
            highBits |= word
            index &+= 8
        }
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let stop = index
                index += 1
                return ScannedString(start: start, stop: stop, isASCII: highBits & 0x8080_8080_8080_8080 == 0, isDecoded: false)
            }
            if byte == UInt8(ascii: "\\") {
                return try scanEscapedStringBody(from: start, isASCII: highBits & 0x8080_8080_8080_8080 == 0)
            }
            if byte < 0x20 { throw controlCharacter(at: index) }
            highBits |= UInt64(byte)
            index += 1
        }
        throw endOfInput()
    }

    /// A mask whose lowest set bit is the high bit of the first byte of `word` (in memory
    /// order) that is `"`, `\` or below 0x20, or zero when there is none. Bits above the
    /// lowest may be spurious.
    @inline(__always)
    static func specialByteMask(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let hasQuote = (quotes &- ones) & ~quotes
        let hasBackslash = (backslashes &- ones) & ~backslashes
        let hasControl = (word &- ones &* 0x20) & ~word
        return (hasQuote | hasBackslash | hasControl) & highs
    }

    /// Makes the string `scanned` spells, validating its UTF-8.
    private func makeString(_ scanned: ScannedString) throws(JSONParseError) -> String {
        if scanned.isDecoded {
            if scanned.isASCII { return String(decoding: scratch, as: UTF8.self) }
            if let string = scratch.withUnsafeBufferPointer(Self.validatedString) { return string }
        } else {
            let slice = UnsafeBufferPointer(rebasing: bytes[scanned.start..<scanned.stop])
            if scanned.isASCII { return String(decoding: slice, as: UTF8.self) }
            if let string = Self.validatedString(slice) { return string }
        }
        throw invalidUTF8(in: scanned)
    }

    /// Checks that the bytes of `scanned` are valid UTF-8, as ``makeString(_:)`` does, without
    /// making a string: its bytes in the input, or, for a string that held escapes, the decoded
    /// bytes in `decoded`.
    func checkUTF8(of scanned: ScannedString, decoded: [UInt8]) throws(JSONParseError) {
        if scanned.isASCII { return }
        let valid = scanned.isDecoded
            ? decoded.withUnsafeBufferPointer { Self.firstInvalidUTF8(in: $0, from: 0, to: $0.count) == nil }
            : Self.firstInvalidUTF8(in: bytes, from: scanned.start, to: scanned.stop) == nil
        if !valid { throw invalidUTF8(in: scanned) }
    }

    /// The error for a string whose bytes are not valid UTF-8, at the first invalid byte of
    /// its text in the input.
    @inline(never)
    private func invalidUTF8(in scanned: ScannedString) -> JSONParseError {
        error("invalid UTF-8", at: Self.firstInvalidUTF8(in: bytes, from: scanned.start, to: scanned.stop) ?? scanned.start)
    }

    /// Reads a string that holds escapes, from its first byte at `start`, decoding it into
    /// `scratch`; `index` is at the first backslash and `isASCII` tells whether the bytes
    /// before it are ASCII.
    private mutating func scanEscapedStringBody(from start: Int, isASCII: Bool) throws(JSONParseError) -> ScannedString {
        scratch.removeAll(keepingCapacity: true)
        var isASCII = isASCII
        var runStart = start
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                appendRun(from: runStart, to: index)
                let closing = index
                index += 1
                return ScannedString(start: start, stop: closing, isASCII: isASCII, isDecoded: true)
            }
            if byte == UInt8(ascii: "\\") {
                appendRun(from: runStart, to: index)
                try parseEscape()
                runStart = index
                continue
            }
            if byte < 0x20 { throw controlCharacter(at: index) }
            if byte >= 0x80 { isASCII = false }
            index += 1
        }
        throw endOfInput()
    }

    private mutating func appendRun(from start: Int, to stop: Int) {
        if start < stop { scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<stop])) }
    }

    /// Decodes the escape at `index` (a backslash) into `scratch`.
    private mutating func parseEscape() throws(JSONParseError) {
        let escapeStart = index
        index += 1
        guard index < end else { throw endOfInput() }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try parseHex4()
            var scalar = UInt32(unit)
            if unit >= 0xD800 && unit < 0xDC00 {
                // A high surrogate must be followed at once by an escaped low surrogate.
                guard index + 1 < end, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw loneSurrogate(unit, at: escapeStart)
                }
                index += 2
                let low = try parseHex4()
                guard low >= 0xDC00 && low < 0xE000 else { throw loneSurrogate(unit, at: escapeStart) }
                scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            } else if unit >= 0xDC00 && unit < 0xE000 {
                throw loneSurrogate(unit, at: escapeStart)
            }
            appendUTF8(scalar)
        default:
            index = escapeStart
            let shown: String
            if byte >= 0x20 && byte < 0x7F {
                shown = "'\\\(Character(Unicode.Scalar(byte)))'"
            } else if byte < 0x80 {
                shown = "'\\' followed by \(Self.codePointName(UInt32(byte)))"
            } else {
                // The code point the bytes spell, not the first byte's value.
                shown = Self.scalar(in: bytes, at: escapeStart + 1).map { "'\\' followed by \(Self.codePointName($0.value))" }
                    ?? "'\\' followed by invalid UTF-8"
            }
            throw error("invalid escape \(shown)", at: escapeStart)
        }
    }

    /// Reads four hexadecimal digits.
    private mutating func parseHex4() throws(JSONParseError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard index < end else { throw endOfInput() }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte &- UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- UInt8(ascii: "a") &+ 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte &- UInt8(ascii: "A") &+ 10
            default: throw error("invalid unicode escape", at: index)
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case ..<0x80:
            scratch.append(UInt8(scalar))
        case ..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    @inline(never)
    private func controlCharacter(at offset: Int) -> JSONParseError {
        error("control character \(Self.codePointName(UInt32(bytes[offset]))) in string", at: offset)
    }

    @inline(never)
    private func loneSurrogate(_ unit: UInt16, at offset: Int) -> JSONParseError {
        let hex = String(unit, radix: 16)
        return error("lone surrogate escape '\\u\(hex)'", at: offset)
    }

    // MARK: - UTF-8 validation

    /// The string `bytes` spell, or `nil` when they are not valid UTF-8: the standard library's
    /// `String(validating:as:)` where the system has it (macOS 15, iOS 18 and their siblings,
    /// Linux), else the same check done here and a copy.
    static func validatedString(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return String(validating: bytes, as: UTF8.self)
        }
        guard firstInvalidUTF8(in: bytes, from: 0, to: bytes.count) == nil else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The code point of the valid UTF-8 sequence at `offset`, or `nil` for invalid UTF-8.
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Unicode.Scalar? {
        let length = validUTF8SequenceLength(in: bytes, at: offset)
        guard length > 0 else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self).unicodeScalars.first
    }

    /// The length of the valid UTF-8 sequence starting at `offset`, or 0 when it is invalid
    /// (a stray continuation byte, an overlong form, a surrogate, a value above U+10FFFF or a
    /// truncated sequence).
    static func validUTF8SequenceLength(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        let lead = bytes[offset]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xED: length = 3; high = 0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; low = 0x90
        case 0xF4: length = 4; high = 0x8F
        case 0xF1...0xF3: length = 4
        default: return 0
        }
        guard offset + length <= bytes.count else { return 0 }
        let second = bytes[offset + 1]
        guard second >= low && second <= high else { return 0 }
        for next in offset + 2..<offset + length where bytes[next] & 0xC0 != 0x80 { return 0 }
        return length
    }

    /// The offset of the first byte in `start..<stop` that begins an invalid UTF-8 sequence.
    static func firstInvalidUTF8(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to stop: Int) -> Int? {
        let region = UnsafeBufferPointer(rebasing: bytes[..<stop])
        var offset = start
        while offset < stop {
            let length = validUTF8SequenceLength(in: region, at: offset)
            if length == 0 { return offset }
            offset += length
        }
        return nil
    }
}
