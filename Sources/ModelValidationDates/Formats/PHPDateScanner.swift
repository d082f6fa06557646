/// The matching loop of ``PHPDateFormat``: walks the compiled tokens over the input bytes.
///
/// Any error or warning that PHP would report ends the scan with `nil`, because Yii's date
/// validator rejects both.
struct PHPDateScanner {
    let input: UnsafeBufferPointer<UInt8>
    var p = 0
    var f = DateFields()

    init(input: UnsafeBufferPointer<UInt8>) { self.input = input }

    var atEnd: Bool { p >= input.count }
    var current: UInt8 { p < input.count ? input[p] : 0 }

    /// Reads up to `max` digits; the current byte must be a digit.
    mutating func number(max: Int) -> (value: Int, length: Int)? {
        guard EnglishDateNames.isDigit(current) else { return nil }
        var v = 0, n = 0
        while n < max, EnglishDateNames.isDigit(current) {
            v = v * 10 + Int(current - 48); p += 1; n += 1
        }
        return (v, n)
    }

    mutating func run(_ tokens: [PHPDateFormat.Token]) -> DateFields? {
        var allowExtra = false
        var t = 0
        while t < tokens.count && !atEnd {
            switch tokens[t] {
            case .field(let c): guard field(c) else { return nil }
            case .literal(let c), .separator(let c):
                guard current == c else { return nil }
                p += 1
            case .anySeparator:
                guard ";:/.,-()".utf8.contains(current) else { return nil }
                p += 1
            case .whitespace:
                while current == 0x20 || current == 0x09 { p += 1 }
            case .resetAll:
                f = DateFields(year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0, microsecond: 0,
                               weekday: nil, zone: f.zone)
            case .resetUnset: resetUnset()
            case .anyByte: p += 1
            case .skipToSeparator:
                p += 1
                while !atEnd, !" \t.,:;/-0123456789".utf8.contains(current) { p += 1 }
            case .allowExtra: allowExtra = true
            }
            t += 1
        }
        // Trailing data is an error, or a warning after `+`: Yii rejects both.
        if !atEnd { _ = allowExtra; return nil }
        while t < tokens.count {
            switch tokens[t] {
            case .resetAll:
                f = DateFields(year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0, microsecond: 0,
                               weekday: nil, zone: f.zone)
            case .resetUnset: resetUnset()
            case .allowExtra: break
            default: return nil   // "Data missing"
            }
            t += 1
        }
        if f.hour != nil || f.minute != nil || f.second != nil || f.microsecond != nil {
            f.hour = f.hour ?? 0; f.minute = f.minute ?? 0; f.second = f.second ?? 0; f.microsecond = f.microsecond ?? 0
        }
        if let h = f.hour, let i = f.minute, let s = f.second, !(0...23 ~= h && 0...59 ~= i && 0...59 ~= s) {
            return nil   // "The parsed time was invalid"
        }
        if let y = f.year, let m = f.month, let d = f.day,
           !(1...12 ~= m && d >= 1 && d <= CivilDate.daysInMonth(year: y, month: m)) {
            return nil   // "The parsed date was invalid"
        }
        return f
    }

    mutating func resetUnset() {
        if f.year == nil { f.year = 1970 }
        if f.month == nil { f.month = 1 }
        if f.day == nil { f.day = 1 }
        if f.hour == nil { f.hour = 0 }
        if f.minute == nil { f.minute = 0 }
        if f.second == nil { f.second = 0 }
        if f.microsecond == nil { f.microsecond = 0 }
    }

    /// Parses one format letter; `false` on an error.
    mutating func field(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "d"), UInt8(ascii: "j"):
            guard let n = number(max: 2) else { return false }
            f.day = n.value
        case UInt8(ascii: "m"), UInt8(ascii: "n"):
            guard let n = number(max: 2) else { return false }
            f.month = n.value
        case UInt8(ascii: "Y"):
            guard let n = number(max: 4) else { return false }
            f.year = n.value
        case UInt8(ascii: "y"):
            guard let n = number(max: 2) else { return false }
            f.year = n.value < 70 ? n.value + 2000 : n.value + 1900
        case UInt8(ascii: "H"), UInt8(ascii: "G"):
            guard let n = number(max: 2) else { return false }
            f.hour = n.value
        case UInt8(ascii: "h"), UInt8(ascii: "g"):
            guard let n = number(max: 2), n.value <= 12 else { return false }
            f.hour = n.value
        case UInt8(ascii: "i"):
            guard let n = number(max: 2), n.length == 2 else { return false }
            f.minute = n.value
        case UInt8(ascii: "s"):
            guard let n = number(max: 2), n.length == 2 else { return false }
            f.second = n.value
        case UInt8(ascii: "u"):
            guard let n = number(max: 6) else { return false }
            f.microsecond = n.value
        case UInt8(ascii: "v"):
            guard let n = number(max: 3) else { return false }
            f.microsecond = n.value * 1000
        case UInt8(ascii: "z"):
            guard f.year != nil, let n = number(max: 3) else { return false }
            f.month = 1
            f.day = n.value + 1
            let (y, m, d) = CivilDate.civil(fromDays: CivilDate.days(year: f.year!, month: 1, day: n.value + 1))
            f.year = y; f.month = m; f.day = d
        case UInt8(ascii: "S"):
            if current != 0x20 && current != 0x09 && p + 1 < input.count {
                let pair = (input[p] | 0x20, input[p + 1] | 0x20)
                if [(110, 100), (114, 100), (115, 116), (116, 104)].contains(where: { $0 == (Int(pair.0), Int(pair.1)) }) { p += 2 }
            }
        case UInt8(ascii: "M"), UInt8(ascii: "F"):
            return month()
        case UInt8(ascii: "D"), UInt8(ascii: "l"):
            return weekday()
        case UInt8(ascii: "a"), UInt8(ascii: "A"):
            return meridian()
        case UInt8(ascii: "U"):
            return epoch()
        case UInt8(ascii: "e"), UInt8(ascii: "T"), UInt8(ascii: "O"), UInt8(ascii: "P"), UInt8(ascii: "p"):
            return zone()
        default:
            return false
        }
        return true
    }

    /// A run of ASCII letters starting at the cursor, lower-cased.
    mutating func word() -> [UInt8] {
        var w: [UInt8] = []
        while EnglishDateNames.isLetter(current) { w.append(current | 0x20); p += 1 }
        return w
    }

    mutating func month() -> Bool {
        let w = word()
        for table in [EnglishDateNames.shortMonthBytes, EnglishDateNames.monthBytes, PHPDateScanner.romanMonths] {
            if let i = table.firstIndex(of: w) { f.month = i + 1; return true }
        }
        if w == Array("sept".utf8) { f.month = 9; return true }
        return false
    }

    /// Roman month numerals, which timelib accepts for `M` and `F`.
    static let romanMonths = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii"].map { Array($0.utf8) }

    mutating func weekday() -> Bool {
        var w: [UInt8] = []
        while !atEnd, !"\0 ,\t;:/.-()".utf8.contains(current) { w.append(current | 0x20); p += 1 }
        for table in [EnglishDateNames.shortWeekdayBytes, EnglishDateNames.weekdayBytes] {
            if let i = table.firstIndex(of: w) { f.weekday = i; return true }
        }
        return false
    }

    mutating func meridian() -> Bool {
        guard let h = f.hour else { return false }
        while !atEnd, !"AaPp".utf8.contains(current) { p += 1 }
        guard !atEnd else { return false }
        let isAM = current | 0x20 == UInt8(ascii: "a")
        p += 1
        if current == UInt8(ascii: ".") {
            p += 1
            guard current | 0x20 == UInt8(ascii: "m") else { return false }
            p += 1
            guard current == UInt8(ascii: ".") else { return false }
            p += 1
        } else if current | 0x20 == UInt8(ascii: "m") {
            p += 1
        } else {
            return false
        }
        f.hour = isAM ? (h == 12 ? 0 : h) : (h == 12 ? 12 : h + 12)
        return true
    }

    mutating func epoch() -> Bool {
        guard EnglishDateNames.isDigit(current) || current == UInt8(ascii: "+") || current == UInt8(ascii: "-") else { return false }
        var sign = 1
        while current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
            if current == UInt8(ascii: "-") { sign = -sign }
            p += 1
        }
        // timelib then skips whatever comes before the first digit: "-.5" and "- 5" are -5.
        while p < input.count, !EnglishDateNames.isDigit(current) { p += 1 }
        // It reads up to 24 digits and refuses a number beyond the 64-bit range.
        var magnitude: UInt64 = 0
        var digits = 0
        var overflow = false
        while digits < 24, EnglishDateNames.isDigit(current) {
            let (times10, o1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(UInt64(current - 48))
            overflow = overflow || o1 || o2
            magnitude = sum
            p += 1
            digits += 1
        }
        let limit = sign < 0 ? UInt64(Int.max) + 1 : UInt64(Int.max)
        guard digits > 0, !overflow, magnitude <= limit else { return false }
        let seconds = sign < 0 ? (magnitude == limit ? Int.min : -Int(magnitude)) : Int(magnitude)
        let date = CivilDate(secondsSinceEpoch: seconds)
        f.year = date.year; f.month = date.month; f.day = date.day
        f.hour = date.hour; f.minute = date.minute; f.second = date.second; f.microsecond = 0
        f.zone = .utc
        return true
    }

    mutating func zone() -> Bool {
        while current == 0x20 || current == 0x09 || current == UInt8(ascii: "(") { p += 1 }
        if p + 3 < input.count, input[p] == 0x47, input[p + 1] == 0x4D, input[p + 2] == 0x54,
           input[p + 3] == UInt8(ascii: "+") || input[p + 3] == UInt8(ascii: "-") {
            p += 3
        }
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
            let negative = current == UInt8(ascii: "-")
            p += 1
            let start = p
            while EnglishDateNames.isDigit(current) || current == UInt8(ascii: ":") { p += 1 }
            let seconds = PHPDateScanner.offsetSeconds(Array(input[start..<p]))
            let total = negative ? -seconds : seconds
            f.zone = .fixed(offsetSeconds: total, name: TZ.offsetText(total, colon: true))
            return true
        }
        let start = p
        while !atEnd, current != UInt8(ascii: ")"), current != 0x20 { p += 1 }
        let name = String(decoding: input[start..<p], as: UTF8.self)
        guard !name.isEmpty, let zone = try? TZ(name) else { return false }
        f.zone = zone
        return true
    }

    /// timelib's reading of `H`, `HH`, `H:M`, `H:MM`, `HH:M`, `HHMM`, `HH:MM`; other shapes give 0.
    static func offsetSeconds(_ b: [UInt8]) -> Int {
        func num(_ s: ArraySlice<UInt8>) -> Int {
            var v = 0
            for c in s { guard EnglishDateNames.isDigit(c) else { break }; v = v * 10 + Int(c - 48) }
            return v
        }
        switch b.count {
        case 1, 2: return num(b[...]) * 3600
        case 3, 4:
            if b[1] == UInt8(ascii: ":") { return num(b[...]) * 3600 + num(b[2...]) * 60 }
            if b[2] == UInt8(ascii: ":") { return num(b[...]) * 3600 + num(b[3...]) * 60 }
            let v = num(b[...])
            return v / 100 * 3600 + v % 100 * 60
        case 5: return num(b[...]) * 3600 + num(b[3...]) * 60
        default: return 0
        }
    }
}
