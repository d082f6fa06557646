/// PHP string functions used by the `filter` validator, working on UTF-8 bytes as PHP does.
enum PHPStringFunctions {
    /// `strtolower()` / `strtoupper()`: ASCII letters only, every other byte unchanged.
    static func mapASCII(_ s: String, upper: Bool) -> String {
        let needsChange = s.utf8.contains { upper ? isLower($0) : isUpper($0) }
        guard needsChange else { return s }
        var bytes = Array(s.utf8)
        for i in bytes.indices { bytes[i] = upper ? toUpper(bytes[i]) : toLower(bytes[i]) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `ucfirst()` / `lcfirst()`: the first byte only.
    static func mapFirstASCII(_ s: String, upper: Bool) -> String {
        guard let first = s.utf8.first else { return s }
        let mapped = upper ? toUpper(first) : toLower(first)
        guard mapped != first else { return s }
        var bytes = Array(s.utf8)
        bytes[0] = mapped
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `ucwords()` with its default delimiters (space, `\t`, `\r`, `\n`, `\f`, `\v`).
    static func ucwords(_ s: String) -> String {
        var bytes = Array(s.utf8)
        var atWordStart = true
        for i in bytes.indices {
            let b = bytes[i]
            if atWordStart { bytes[i] = toUpper(b) }
            atWordStart = b == 0x20 || (b >= 0x09 && b <= 0x0D)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `htmlspecialchars()` with PHP 8.1 defaults (`ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401`,
    /// double encoding on).
    static func htmlSpecialChars(_ s: String) -> String {
        guard s.utf8.contains(where: { $0 == 0x26 || $0 == 0x22 || $0 == 0x27 || $0 == 0x3C || $0 == 0x3E }) else {
            return s
        }
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count + 16)
        for b in s.utf8 {
            switch b {
            case 0x26: out += Array("&amp;".utf8)
            case 0x22: out += Array("&quot;".utf8)
            case 0x27: out += Array("&#039;".utf8)
            case 0x3C: out += Array("&lt;".utf8)
            case 0x3E: out += Array("&gt;".utf8)
            default: out.append(b)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `strip_tags()` without allowed tags.
    ///
    /// A `<` followed by whitespace is text. Otherwise it opens a tag that ends at the matching
    /// `>` outside quotes (nested `<` need their own `>`); `<?` opens a PHP block that ends at
    /// `?>`; `<!--` opens a comment that ends at `-->`; other `<!` declarations end at `>`.
    /// Everything inside is dropped; an unclosed tag drops the rest of the string. NUL bytes are
    /// dropped everywhere, as PHP drops them.
    static func stripTags(_ s: String) -> String {
        guard s.utf8.contains(where: { $0 == 0x3C || $0 == 0x3E || $0 == 0 }) else { return s }
        let bytes = Array(s.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var state = TagState.text
        var quote: UInt8 = 0
        var depth = 0
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let previous: UInt8 = i > 0 ? bytes[i - 1] : 0
            // PHP drops NUL bytes wherever they are.
            if b == 0 { i += 1; continue }
            switch state {
            case .text:
                if b == 0x3C {
                    let next: UInt8 = i + 1 < bytes.count ? bytes[i + 1] : 0
                    if isSpace(next) { out.append(b) } else { state = .tag }
                } else {
                    out.append(b)
                }
            case .tag:
                if quote != 0 {
                    if b == quote { quote = 0 }
                } else if b == 0x22 || b == 0x27 {
                    quote = b
                } else if b == 0x3C {
                    depth += 1
                } else if b == 0x3E {
                    if depth > 0 { depth -= 1 } else { state = .text }
                } else if previous == 0x3C && b == 0x21 {
                    state = .declaration
                } else if previous == 0x3C && b == 0x3F {
                    state = .php
                }
            case .declaration:
                if quote != 0 {
                    if b == quote && previous != 0x5C { quote = 0 }
                } else if (b == 0x22 || b == 0x27) && previous != 0x5C {
                    quote = b
                } else if b == 0x2D && previous == 0x2D && i >= 3 && bytes[i - 2] == 0x21 && bytes[i - 3] == 0x3C {
                    state = .comment
                } else if b == 0x3E {
                    state = .text
                }
            case .php:
                if quote != 0 {
                    if b == quote && previous != 0x5C { quote = 0 }
                } else if (b == 0x22 || b == 0x27) && previous != 0x5C {
                    quote = b
                } else if b == 0x3E && previous == 0x3F {
                    state = .text
                }
            case .comment:
                if b == 0x3E && previous == 0x2D && i >= 2 && bytes[i - 2] == 0x2D { state = .text }
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private enum TagState { case text, tag, declaration, php, comment }

    @inline(__always) private static func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
    @inline(__always) private static func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
    @inline(__always) private static func toUpper(_ b: UInt8) -> UInt8 { isLower(b) ? b - 0x20 : b }
    @inline(__always) private static func toLower(_ b: UInt8) -> UInt8 { isUpper(b) ? b + 0x20 : b }
    @inline(__always) private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || (b >= 0x09 && b <= 0x0D) }
}
