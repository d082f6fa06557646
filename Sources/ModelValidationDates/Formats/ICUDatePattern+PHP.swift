extension ICUDatePattern {
    /// The PHP format Yii's `FormatConverter::convertDateIcuToPhp` makes of an ICU pattern, with
    /// which Yii writes `timestampAttribute` (`DateValidator::formatTimestamp`).
    ///
    /// As Yii does: text in single quotes becomes backslash-escaped characters (found with Yii's
    /// expression `(?<!')'(.*?[^'])'(?!')`, `''` inside giving `'`), then one pass of PHP's
    /// `strtr` replaces, longest first, `''` by `\'` and each run of pattern letters Yii lists
    /// by its PHP letters; letters Yii maps to nothing (`S`, `k`, `K`, `u`, `X`, `x`, `O`, `V`,
    /// `MMMMM`, …) disappear, and other characters stay as they are.
    ///
    /// ```swift
    /// ICUDatePattern.phpFormat(of: "yyyy-MM-dd HH:mm:ss.SSS")   // "Y-m-d H:i:s."
    /// ICUDatePattern.phpFormat(of: "d MMM y 'at' h:mm a z")      // "j M Y \\a\\t g:i A T"
    /// ```
    ///
    /// - Parameter pattern: The ICU pattern (a preset name must be resolved first).
    /// - Returns: The PHP format, without `php:`.
    static func phpFormat(of pattern: String) -> String {
        let b = Array(pattern.utf8)
        var replacements = phpReplacements
        for (match, text) in quotedTexts(b) {
            var escaped: [UInt8] = []
            var k = 0
            while k < text.count {
                var end = k + 1
                while end < text.count && text[end] & 0xC0 == 0x80 { end += 1 }
                escaped.append(UInt8(ascii: "\\"))
                escaped.append(contentsOf: text[k..<end])
                k = end
            }
            replacements.append((match, escaped))
        }
        // PHP's strtr: at each position the longest key that matches, else the byte itself.
        var out: [UInt8] = []
        var i = 0
        while i < b.count {
            var best: (length: Int, replacement: [UInt8])?
            for (key, replacement) in replacements where key.count > (best?.length ?? 0)
                && i + key.count <= b.count && b[i..<(i + key.count)].elementsEqual(key) {
                best = (key.count, replacement)
            }
            if let best {
                out.append(contentsOf: best.replacement)
                i += best.length
            } else {
                out.append(b[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The matches of Yii's `(?<!')'(.*?[^'])'(?!')` over the bytes, left to right without
    /// overlap: each whole match, and its inner text with `''` turned into `'`.
    static func quotedTexts(_ b: [UInt8]) -> [(match: [UInt8], text: [UInt8])] {
        let quote = UInt8(ascii: "'"), newline = UInt8(ascii: "\n")
        var found: [(match: [UInt8], text: [UInt8])] = []
        var s = 0
        while s < b.count {
            guard b[s] == quote, s == 0 || b[s - 1] != quote else { s += 1; continue }
            // The shortest `.*?[^']` (`.` is any byte but a line feed) followed by a quote that
            // is not followed by another.
            var end: Int?
            var candidate = s + 2
            while candidate < b.count {
                if b[candidate] == quote && b[candidate - 1] != quote && (candidate + 1 == b.count || b[candidate + 1] != quote) {
                    end = candidate
                    break
                }
                // The byte before joins `.*?`, which stops at a line feed.
                if b[candidate - 1] == newline { break }
                candidate += 1
            }
            guard let close = end else { s += 1; continue }
            var text: [UInt8] = []
            var j = s + 1
            while j < close {
                if b[j] == quote && j + 1 < close && b[j + 1] == quote { text.append(quote); j += 2; continue }
                text.append(b[j])
                j += 1
            }
            found.append((Array(b[s...close]), text))
            s = close + 1
        }
        return found
    }

    /// Yii's table from ICU pattern letters to PHP format letters, with `''`.
    static let phpReplacements: [([UInt8], [UInt8])] = [
        ("''", "\\'"), ("G", ""), ("Y", "o"), ("y", "Y"), ("yyyy", "Y"), ("yy", "y"), ("u", ""), ("U", ""), ("r", ""),
        ("Q", ""), ("QQ", ""), ("QQQ", ""), ("QQQQ", ""), ("QQQQQ", ""),
        ("q", ""), ("qq", ""), ("qqq", ""), ("qqqq", ""), ("qqqqq", ""),
        ("M", "n"), ("MM", "m"), ("MMM", "M"), ("MMMM", "F"), ("MMMMM", ""),
        ("L", "n"), ("LL", "m"), ("LLL", "M"), ("LLLL", "F"), ("LLLLL", ""),
        ("w", "W"), ("ww", "W"), ("W", ""), ("d", "j"), ("dd", "d"), ("D", "z"), ("F", ""), ("g", ""),
        ("E", "D"), ("EE", "D"), ("EEE", "D"), ("EEEE", "l"), ("EEEEE", ""), ("EEEEEE", ""),
        ("e", "N"), ("ee", "N"), ("eee", "D"), ("eeee", "l"), ("eeeee", ""), ("eeeeee", ""),
        ("c", "N"), ("cc", "N"), ("ccc", "D"), ("cccc", "l"), ("ccccc", ""), ("cccccc", ""),
        ("a", "A"), ("h", "g"), ("hh", "h"), ("H", "G"), ("HH", "H"), ("k", ""), ("kk", ""), ("K", ""), ("KK", ""),
        ("m", "i"), ("mm", "i"), ("s", "s"), ("ss", "s"), ("S", ""), ("SS", ""), ("SSS", ""), ("SSSS", ""), ("A", ""),
        ("z", "T"), ("zz", "T"), ("zzz", "T"), ("zzzz", "T"), ("Z", "O"), ("ZZ", "O"), ("ZZZ", "O"),
        ("ZZZZ", "\\G\\M\\TP"), ("ZZZZZ", ""), ("O", ""), ("OOOO", "\\G\\M\\TP"), ("v", "\\G\\M\\TP"),
        ("vvvv", "\\G\\M\\TP"), ("V", ""), ("VV", "e"), ("VVV", ""), ("VVVV", "\\G\\M\\TP"),
        ("X", ""), ("XX", "O, \\Z"), ("XXX", "P, \\Z"), ("XXXX", ""), ("XXXXX", ""),
        ("x", ""), ("xx", "O"), ("xxx", "P"), ("xxxx", ""), ("xxxxx", ""),
    ].map { (Array($0.0.utf8), Array($0.1.utf8)) }
}
