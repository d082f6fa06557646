/// A PHP date format (`DateTime::createFromFormat` / `date()` letters), compiled once.
///
/// Parsing follows `createFromFormat` as Yii's date validator uses it: any parse error *or
/// warning* rejects the value, so overflowing dates (`2013-02-30`), hours past 23, trailing data
/// and missing data all fail. Numbers must start with a digit where the format expects one;
/// `d`, `j`, `m`, `n`, `H`, `G`, `h`, `g` take one or two digits, `i` and `s` exactly two, `Y` up
/// to four and `y` one or two (`y` maps 0–69 to 2000s and 70–99 to 1900s). Fields the format
/// does not set take the current time in the zone, unless `!` or `|` resets them to the epoch.
///
/// ```swift
/// let f = PHPDateFormat("Y-m-d")
/// f.parse("2013-09-13", timeZone: .utc, now: 0)   // 2013-09-13 plus the current time of day
/// f.format(1_379_030_400, timeZone: .utc)         // "2013-09-13"
/// ```
package struct PHPDateFormat: Sendable {
    /// One compiled format character.
    enum Token: Sendable, Hashable {
        case field(UInt8)
        case literal(UInt8)
        case separator(UInt8)
        case anySeparator, whitespace, resetAll, resetUnset, anyByte, skipToSeparator, allowExtra
    }

    /// The compiled format.
    let tokens: [Token]
    /// The format text, without `php:`.
    let source: String
    /// Whether the format names a time field (`H h G g i s U`), Yii's test for "has time info".
    let hasTimeInfo: Bool

    /// Compiles a PHP format.
    ///
    /// - Parameter format: The format without its `php:` prefix.
    package init(_ format: String) {
        source = format
        var tokens: [Token] = []
        let b = Array(format.utf8)
        var i = 0
        while i < b.count {
            let c = b[i]
            switch c {
            case UInt8(ascii: "\\"):
                i += 1
                // A trailing backslash is "escaped character expected": it can never match.
                tokens.append(i < b.count ? .literal(b[i]) : .field(0))
            case UInt8(ascii: "!"): tokens.append(.resetAll)
            case UInt8(ascii: "|"): tokens.append(.resetUnset)
            case UInt8(ascii: "?"): tokens.append(.anyByte)
            case UInt8(ascii: "*"): tokens.append(.skipToSeparator)
            case UInt8(ascii: "+"): tokens.append(.allowExtra)
            case UInt8(ascii: "#"): tokens.append(.anySeparator)
            case UInt8(ascii: " "): tokens.append(.whitespace)
            case UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: ","),
                 UInt8(ascii: "-"), UInt8(ascii: "("), UInt8(ascii: ")"):
                tokens.append(.separator(c))
            default:
                tokens.append(PHPDateFormat.parseLetters.utf8.contains(c) ? .field(c) : .literal(c))
            }
            i += 1
        }
        self.tokens = tokens
        hasTimeInfo = format.utf8.contains { "HhGgisU".utf8.contains($0) }
    }

    static let parseLetters = "dDjlSzmnMFyYaAgGhHisuveTOPpU"

    /// Parses a string into fields, or `nil` on any error or warning.
    ///
    /// - Parameters:
    ///   - input: The text.
    ///   - timeZone: The zone used for unset fields and when the text names no zone.
    ///   - now: The current Unix timestamp, for fields the format leaves unset.
    /// - Returns: The fields (all set), or `nil`.
    func parseFields(_ input: String, timeZone: TZ, now: Int) -> DateFields? {
        var copy = input
        return copy.withUTF8 { all -> DateFields? in
            // PHP reads the value as a C string: a NUL byte ends it.
            let end = all.firstIndex(of: 0) ?? all.count
            let buf = UnsafeBufferPointer(rebasing: all[0..<end])
            var scanner = PHPDateScanner(input: buf)
            guard var fields = scanner.run(tokens) else { return nil }
            fields.fill(from: now, in: fields.zone ?? timeZone)
            return fields
        }
    }

    /// Parses a string to a Unix timestamp as `DateTime::createFromFormat` would, or `nil`.
    ///
    /// - Parameters:
    ///   - input: The text.
    ///   - timeZone: The zone for wall times when the text names none.
    ///   - now: The current Unix timestamp.
    /// - Returns: The timestamp, or `nil` when PHP reports an error or a warning.
    func parse(_ input: String, timeZone: TZ, now: Int) -> Int? {
        guard let fields = parseFields(input, timeZone: timeZone, now: now) else { return nil }
        let zone = fields.zone ?? timeZone
        return zone.utc(fromLocal: fields.civil.secondsSinceEpoch, preferEarlier: true)
    }
}
