/// Text for the line-based `text` report: what a path, message or name would break across
/// lines is written as an escape, so each failure stays on its line (as the `json` format's
/// escapes keep each record on its own).
enum TextLine {
    /// `text` with its line breaks and other control characters escaped: `\n`, `\r`, and
    /// `\u{…}` for the other C0 controls, DEL, NEL (U+0085) and the Unicode line and paragraph
    /// separators (U+2028, U+2029). A tab stays a tab. Text without any (nearly all) is returned
    /// as it is.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: breaksTheLine) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case _ where breaksTheLine(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a terminal or a line-based reader could take `scalar` for the end of a line, or
    /// act on it: the controls but the tab, and the Unicode line breaks beyond them.
    private static func breaksTheLine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
