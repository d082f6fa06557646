/// An ICU date pattern (`yyyy-MM-dd`, `MMM d, y`, `h:mm a`), compiled once, for en-US with
/// `IntlDateFormatter` set to lenient = false.
///
/// Supported pattern letters: `y yy yyyy u` (year), `M`–`MMMM` and `L`–`LLLL` (month), `d`,
/// `E`–`EEEE` and `c` (weekday: parsed, then ignored, as ICU does), `a`, `h H k K`, `m`, `s`,
/// `S` (fraction), and the zone letters `z Z X x O v V`. Text in single quotes is literal, `''`
/// is a quote. Other ASCII letters are rejected when the pattern is compiled.
///
/// Parsing is strict in the ICU sense: the whole string must be consumed, month and day must
/// exist (`2013-02-30` fails), hours, minutes and seconds must be in range, and year 0 fails.
/// Numbers take as many digits as are there, unless a field next to them is numeric too (then
/// at most as many as the letter is repeated, so `yMM` reads `"501"` as year 5, month 1), so
/// `yyyy` accepts `"13"` (year 13) and `"02013"`. Two-digit years for `y`/`yy` are placed in the
/// century window that starts 80 years before `now`. Unset fields come from 1970-01-01 00:00.
/// A fraction (`S`) counts only before 1970, as PHP's `IntlDateFormatter::parse` truncates the
/// instant toward zero: `1969-12-31 23:59:59.5` is 0, as `1970-01-01 00:00:00.5` is.
///
/// ```swift
/// let p = try ICUDatePattern("dd.MM.yyyy")
/// p.parse("13.9.2013", timeZone: .utc, now: 0)   // 1379030400
/// ```
struct ICUDatePattern: Sendable {
    /// One compiled pattern element.
    enum Token: Sendable, Hashable {
        case field(UInt8, Int)
        case literal([UInt8])

        var isNumeric: Bool {
            guard case .field(let c, let n) = self else { return false }
            switch c {
            case UInt8(ascii: "M"), UInt8(ascii: "L"): return n <= 2
            case UInt8(ascii: "y"), UInt8(ascii: "u"), UInt8(ascii: "d"), UInt8(ascii: "h"), UInt8(ascii: "H"),
                 UInt8(ascii: "k"), UInt8(ascii: "K"), UInt8(ascii: "m"), UInt8(ascii: "s"), UInt8(ascii: "S"):
                return true
            default: return false
            }
        }
    }

    static let supportedLetters = "yuMLdEcahHkKmsSzZXxOvV"

    let tokens: [Token]
    /// The pattern text.
    let source: String
    /// The month and weekday names the pattern reads and writes.
    let names: ICUDateNames

    /// Compiles a pattern.
    ///
    /// - Parameters:
    ///   - pattern: The ICU pattern.
    ///   - names: The locale's month and weekday names.
    /// - Throws: ``DateFormatError`` (`date.invalidFormat`) for an unterminated quote or a letter
    ///   this implementation does not support.
    init(_ pattern: String, names: ICUDateNames = .english) throws(DateFormatError) {
        source = pattern
        self.names = names
        var tokens: [Token] = []
        let b = Array(pattern.utf8)
        var i = 0
        var literal: [UInt8] = []
        func flush() {
            if !literal.isEmpty { tokens.append(.literal(literal)); literal = [] }
        }
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "'") {
                if i + 1 < b.count && b[i + 1] == c { literal.append(c); i += 2; continue }
                i += 1
                var closed = false
                while i < b.count {
                    if b[i] == c {
                        if i + 1 < b.count && b[i + 1] == c { literal.append(c); i += 2; continue }
                        closed = true; i += 1; break
                    }
                    literal.append(b[i]); i += 1
                }
                if !closed { throw .invalidFormat(pattern, "unterminated quote") }
                continue
            }
            if EnglishDateNames.isLetter(c) {
                guard ICUDatePattern.supportedLetters.utf8.contains(c) else {
                    throw .invalidFormat(pattern, "unsupported pattern letter '\(Character(Unicode.Scalar(c)))'")
                }
                var n = 1
                while i + n < b.count && b[i + n] == c { n += 1 }
                flush()
                tokens.append(.field(c, n))
                i += n
                continue
            }
            literal.append(c)
            i += 1
        }
        flush()
        self.tokens = tokens
    }

    /// Parses a string to a Unix timestamp, or `nil` when ICU (lenient = false) would fail or
    /// stop before the end of the string.
    ///
    /// - Parameters:
    ///   - input: The text.
    ///   - timeZone: The formatter's zone, used unless the text names one.
    ///   - now: The current Unix timestamp, for the two-digit-year window.
    /// - Returns: The timestamp, or `nil`.
    func parse(_ input: String, timeZone: TZ, now: Int) -> Int? {
        var copy = input
        return copy.withUTF8 { buf -> Int? in
            var scanner = ICUDateScanner(input: buf, now: now, names: names)
            guard let (date, zone) = scanner.run(tokens) else { return nil }
            let seconds = (zone ?? timeZone).utc(fromLocal: date.secondsSinceEpoch, preferEarlier: false)
            // PHP turns ICU's milliseconds into seconds truncating toward zero: an instant before
            // 1970 with a fraction counts as the next second (…59.5 is -0.5 s, read as 0).
            return seconds < 0 && scanner.millisecond > 0 ? seconds + 1 : seconds
        }
    }
}
