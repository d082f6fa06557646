/// A pattern string split into its body and modifiers, following PHP's `preg_*` rules.
///
/// Leading whitespace is skipped. The delimiter is any character that is not alphanumeric, a
/// backslash or NUL. `(`, `[`, `{` and `<` close with their partner and may nest inside the
/// body; other delimiters close at their next unescaped occurrence.
struct PatternEnvelope {
    /// The options set by modifier letters after the closing delimiter.
    struct Modifiers: Hashable {
        var caseless = false
        var multiline = false
        var dotAll = false
        var extended = false
        var unicode = false
        var anchored = false
        var noAutoCapture = false
        /// `D`: `$` matches only at the very end (what it always does for matching here; the
        /// ECMA-262 translation needs to know, since PCRE's `$` otherwise also matches before a
        /// final line feed).
        var dollarEndOnly = false
        /// `J`: groups may share a name.
        var duplicateNames = false
    }

    /// The bytes between the delimiters.
    let body: [UInt8]
    let modifiers: Modifiers

    init(_ source: String) throws(PatternError) {
        let bytes = Array(source.utf8)
        var index = 0
        while index < bytes.count, bytes[index] == 0x20 || (bytes[index] >= 0x09 && bytes[index] <= 0x0D) { index += 1 }
        guard index < bytes.count else { throw PatternError(reason: "empty regular expression") }
        let opening = bytes[index]
        let isAlphanumeric = (opening >= 0x30 && opening <= 0x39) || ((opening | 0x20) >= 0x61 && (opening | 0x20) <= 0x7A)
        if isAlphanumeric || opening == 0x5C || opening == 0 {
            throw PatternError(reason: "delimiter must not be alphanumeric, backslash, or NUL")
        }
        let closing: UInt8
        switch opening {
        case UInt8(ascii: "("): closing = UInt8(ascii: ")")
        case UInt8(ascii: "["): closing = UInt8(ascii: "]")
        case UInt8(ascii: "{"): closing = UInt8(ascii: "}")
        case UInt8(ascii: "<"): closing = UInt8(ascii: ">")
        default: closing = opening
        }
        index += 1
        let bodyStart = index
        var depth = 1
        var found = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x5C, index + 1 < bytes.count {
                index += 2
                continue
            }
            if byte == closing {
                depth -= 1
                if depth == 0 || closing == opening { found = true; break }
            } else if byte == opening {
                depth += 1
            }
            index += 1
        }
        guard found else {
            let name = String(decoding: [closing], as: UTF8.self)
            throw PatternError(reason: closing == opening
                ? "no ending delimiter '\(name)' found" : "no ending matching delimiter '\(name)' found")
        }
        body = Array(bytes[bodyStart..<index])
        var modifiers = Modifiers()
        for byte in bytes[(index + 1)...] {
            switch byte {
            case UInt8(ascii: "i"): modifiers.caseless = true
            case UInt8(ascii: "m"): modifiers.multiline = true
            case UInt8(ascii: "s"): modifiers.dotAll = true
            case UInt8(ascii: "x"): modifiers.extended = true
            case UInt8(ascii: "u"): modifiers.unicode = true
            case UInt8(ascii: "A"): modifiers.anchored = true
            case UInt8(ascii: "n"): modifiers.noAutoCapture = true
            case UInt8(ascii: "D"): modifiers.dollarEndOnly = true
            case UInt8(ascii: "J"): modifiers.duplicateNames = true
            // D (dollar end only) is what `$` always does here; U (ungreedy) cannot change
            // whether a match exists; S and X have no effect on matching.
            case UInt8(ascii: "U"), UInt8(ascii: "S"), UInt8(ascii: "X"),
                 0x20, 0x0A, 0x0D:
                break
            case UInt8(ascii: "e"): throw PatternError(reason: "the /e modifier is no longer supported")
            default:
                let name = byte < 0x80 ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16)
                throw PatternError(reason: "unknown modifier '\(name)'")
            }
        }
        self.modifiers = modifiers
    }

    /// The body as pattern units: bytes, or Unicode scalars when `u` is set.
    func units() throws(PatternError) -> [UInt32] {
        guard modifiers.unicode else { return body.map(UInt32.init) }
        guard let text = body.withUnsafeBufferPointer(UTF8Validation.string) else {
            throw PatternError(reason: "UTF-8 error in pattern")
        }
        return text.unicodeScalars.map(\.value)
    }
}
