/// The matching loop of ``ICUDatePattern``: walks the compiled tokens over the input bytes and
/// resolves the fields the way a non-lenient ICU Gregorian calendar does.
struct ICUDateScanner {
    let input: UnsafeBufferPointer<UInt8>
    let now: Int
    let names: ICUDateNames
    var p = 0
    var year: Int?, month: Int?, day: Int?
    var hour24: Int?, hour12: Int?, isPM: Bool?
    var minute: Int?, second: Int?
    /// Whether the hour last read is out of its field's range (read in a run of abutting
    /// fields, refused by ``resolve()``).
    var hourOutOfRange = false
    /// Whether the year was read by `u`, the extended year: 0 is the year before 1.
    var isExtendedYear = false
    /// Whether the year was read from the two digits of the year the two-digit window starts
    /// in (see ``resolve()``).
    var isAmbiguousYear = false
    /// `now` as a civil date in UTC, the two-digit window's end, read by the first two-digit
    /// year and kept for ``resolve()``.
    var nowDate: CivilDate?
    /// Milliseconds from `S`: the first three digits of the fraction, as ICU keeps them.
    var millisecond = 0
    var zone: TZ?

    init(input: UnsafeBufferPointer<UInt8>, now: Int, names: ICUDateNames = .english) {
        self.input = input
        self.now = now
        self.names = names
    }

    var current: UInt8 { p < input.count ? input[p] : 0 }

    /// Reads digits (at most `max`); `nil` when there are none, or when there are more than
    /// eighteen (no field of a date has that many, and nineteen could overflow).
    mutating func number(max: Int) -> (value: Int, length: Int)? {
        var v = 0, n = 0
        while n < max, p < input.count, EnglishDateNames.isDigit(input[p]) {
            if n == 18 { return nil }
            v = v * 10 + Int(input[p] - 48); p += 1; n += 1
        }
        return n > 0 ? (v, n) : nil
    }

    /// Parses the whole input; returns the wall time and the zone named in the text, if any.
    mutating func run(_ tokens: [ICUDatePattern.Token]) -> (CivilDate, TZ?)? {
        var k = 0
        while k < tokens.count {
            switch tokens[k] {
            case .literal(let bytes):
                guard p + bytes.count <= input.count else { return nil }
                for (j, c) in bytes.enumerated() where input[p + j] != c { return nil }
                p += bytes.count
                k += 1
            case .field(let c, let count):
                guard tokens[k].isNumeric, k + 1 < tokens.count, tokens[k + 1].isNumeric else {
                    guard field(c, count, maxDigits: 9) else { return nil }
                    k += 1
                    continue
                }
                var end = k + 1
                while end < tokens.count && tokens[end].isNumeric { end += 1 }
                guard abuttingRun(tokens[k..<end]) else { return nil }
                k = end
            }
        }
        guard p == input.count else { return nil }
        return resolve()
    }

    /// Reads a run of abutting numeric fields as ICU does: each field reads as many characters
    /// as its letter is repeated, and when a field fails, the first field is read one
    /// character shorter and the run again, until the first field has no character left:
    /// `yyyyMMdd` reads "6340129" as 634-01-29 (4/2/2 fails, 3/2/2 reads), `ddMMyyyy` reads
    /// "3102016" as 2016-10-03, `yMM` reads "501" as year 5, month 1, and `myy` reads two
    /// digits of "2924" for the year. As the field is read, ICU checks a month (1–12), a day
    /// (1–31), an hour of `H` (0–24), a minute and a second (0–59); the other hours are
    /// checked with the whole date. ICU tells a failed field by its start negated, and takes
    /// -0 for a field read without characters: a field that fails at the start of the text
    /// is passed over and the next one read from there (`ddMMyyyy` "4102016" reads "4102" as
    /// the year, and the rest is left over), and what a failed pass read stays read
    /// (`ddMMyyyy` "086159" is 6159-08-08: the day of the first pass, then `d` "0" passed over,
    /// `MM` "08" and `yyyy` "6159").
    mutating func abuttingRun(_ run: ArraySlice<ICUDatePattern.Token>) -> Bool {
        guard case .field(_, let firstCount)? = run.first else { return false }
        let start = p
        for shortening in 0..<firstCount {
            p = start
            var passed = true
            for (index, token) in run.enumerated() {
                guard case .field(let c, let count) = token else { return false }
                let fieldStart = p
                if abuttingField(c, index == 0 ? count - shortening : count) { continue }
                p = fieldStart
                if fieldStart == 0 { continue }
                passed = false
                break
            }
            if passed { return true }
        }
        return false
    }

    /// A field of an abutting run: as many characters as `count` must be left (ICU cuts the
    /// text there), and the field reads at most `count` digits.
    private mutating func abuttingField(_ c: UInt8, _ count: Int) -> Bool {
        p + count <= input.count && field(c, count, maxDigits: count, inRun: true)
    }

    /// Reads field `c` written `count` times. As a non-lenient ICU parser does, `d`, `m`, `s`
    /// and `u` want at least `count` digits (`dd` refuses "3"), while the year `y`, the month
    /// `M`, the hours and the fraction take fewer ("2013-2-03" is a `yyyy-MM-dd` date).
    mutating func field(_ c: UInt8, _ count: Int, maxDigits: Int, inRun: Bool = false) -> Bool {
        switch c {
        case UInt8(ascii: "y"), UInt8(ascii: "u"):
            let start = p
            guard let n = number(max: maxDigits), c == UInt8(ascii: "y") || n.length >= count else { return false }
            var value = n.value
            // Two digits of `y` or `yy` fall in the hundred years from 80 years before now; `u`,
            // the extended year, is read as written (`uu` reads "63" as the year 63, "00" as
            // the year 0).
            isExtendedYear = c == UInt8(ascii: "u")
            isAmbiguousYear = false
            if c == UInt8(ascii: "y") && count < 3 && n.length == 2 && p - start == 2 {
                let today = nowDate ?? CivilDate(secondsSinceEpoch: now)
                nowDate = today
                let startYear = today.year - 80
                // The two digits of the first year of the window name it or the same year a
                // century later, as the date falls before or after that moment (`resolve()`).
                isAmbiguousYear = value == startYear % 100
                value += startYear / 100 * 100
                if value < startYear { value += 100 }
            }
            year = value
        case UInt8(ascii: "M"), UInt8(ascii: "L"):
            if count <= 2, let n = number(max: maxDigits) {
                // Out of range as the field is read, as ICU checks it (it matters in a run).
                guard (1...12).contains(n.value) else { return false }
                month = n.value
            } else {
                // Also for `M` and `MM`: where no number is, ICU reads a month name, long or
                // short ("2013-Sep-13" is a `yyyy-MM-dd` date).
                guard let (i, len) = EnglishDateNames.longestMatch(names.monthTables, input, at: p) else { return false }
                month = i + 1
                p += len
            }
        case UInt8(ascii: "d"):
            guard let n = number(max: maxDigits), n.length >= count, (1...31).contains(n.value) else { return false }
            day = n.value
        case UInt8(ascii: "E"), UInt8(ascii: "c"):
            guard let (_, len) = EnglishDateNames.longestMatch(names.weekdayTables, input, at: p) else { return false }
            p += len
        case UInt8(ascii: "a"):
            guard p + 2 <= input.count, input[p + 1] | 0x20 == UInt8(ascii: "m") else { return false }
            switch input[p] | 0x20 {
            case UInt8(ascii: "a"): isPM = false
            case UInt8(ascii: "p"): isPM = true
            default: return false
            }
            p += 2
        // ICU reads 12 for `h` and 24 for `k` as 0, then wants 0–11 and 0–23: `h` takes 0–12,
        // `K` 0–11, `H` 0–23 and `k` 0–24.
        // In a run of abutting fields, an hour out of range is read (ICU checks only `H`, up
        // to 24, as the field is read) and refused with the whole date.
        case UInt8(ascii: "h"):
            guard let n = number(max: maxDigits), inRun || n.value <= 12 else { return false }
            hour12 = n.value % 12
            hourOutOfRange = n.value > 12
        case UInt8(ascii: "K"):
            guard let n = number(max: maxDigits), inRun || n.value <= 11 else { return false }
            hour12 = n.value
            hourOutOfRange = n.value > 11
        case UInt8(ascii: "H"):
            guard let n = number(max: maxDigits), n.value <= (inRun ? 24 : 23) else { return false }
            hour24 = n.value
            hourOutOfRange = n.value > 23
        case UInt8(ascii: "k"):
            guard let n = number(max: maxDigits), inRun || n.value <= 24 else { return false }
            hour24 = n.value % 24
            hourOutOfRange = n.value > 24
        case UInt8(ascii: "m"):
            guard let n = number(max: maxDigits), n.length >= count, n.value <= 59 else { return false }
            minute = n.value
        case UInt8(ascii: "s"):
            guard let n = number(max: maxDigits), n.length >= count, n.value <= 59 else { return false }
            second = n.value
        case UInt8(ascii: "S"):
            guard let n = number(max: maxDigits) else { return false }
            var (value, length) = n
            while length < 3 { value *= 10; length += 1 }
            while length > 3 { value /= 10; length -= 1 }
            millisecond = value
        default:
            return zoneField()
        }
        return true
    }

    /// Reads `GMT`, `UTC`, `Z`, `GMT±h[:mm]`, `±hh[:]mm`, a few US zone names, or a tz id.
    mutating func zoneField() -> Bool {
        for (name, offset, bytes) in ICUDateScanner.zoneNameBytes {
            if EnglishDateNames.matches(bytes, input, at: p) {
                p += bytes.count
                zone = .fixed(offsetSeconds: offset, name: name)
                if offset == 0 && (current == UInt8(ascii: "+") || current == UInt8(ascii: "-")) && name == "GMT" {
                    return signedOffset(allowShortHour: true)
                }
                return true
            }
        }
        if current == UInt8(ascii: "Z") { p += 1; zone = .utc; return true }
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { return signedOffset(allowShortHour: false) }
        return false
    }

    mutating func signedOffset(allowShortHour: Bool) -> Bool {
        let negative = current == UInt8(ascii: "-")
        p += 1
        guard let h = number(max: 2), allowShortHour || h.length == 2 else { return false }
        var total = h.value * 3600
        if current == UInt8(ascii: ":") { p += 1 }
        let before = p
        if let m = number(max: 2) {
            guard m.length == 2, m.value < 60 else { return false }
            total += m.value * 60
        } else if p != before || (!allowShortHour && h.length == 2 && input[p - 1] == UInt8(ascii: ":")) {
            return false
        }
        guard total <= 24 * 3600 else { return false }
        let seconds = negative ? -total : total
        zone = .fixed(offsetSeconds: seconds, name: TZ.offsetText(seconds, colon: true))
        return true
    }

    /// English zone names ICU reads for en-US; longer names come first.
    static let zoneNames: [(String, Int)] = [
        ("Coordinated Universal Time", 0), ("Greenwich Mean Time", 0),
        ("Eastern Standard Time", -18_000), ("Eastern Daylight Time", -14_400),
        ("Central Standard Time", -21_600), ("Central Daylight Time", -18_000),
        ("Mountain Standard Time", -25_200), ("Mountain Daylight Time", -21_600),
        ("Pacific Standard Time", -28_800), ("Pacific Daylight Time", -25_200),
        ("UTC", 0), ("GMT", 0), ("EST", -18_000), ("EDT", -14_400), ("CST", -21_600), ("CDT", -18_000),
        ("MST", -25_200), ("MDT", -21_600), ("PST", -28_800), ("PDT", -25_200),
    ]

    /// ``zoneNames`` with lower-cased UTF-8 for matching.
    static let zoneNameBytes = zoneNames.map { ($0.0, $0.1, Array($0.0.lowercased().utf8)) }

    /// The largest year ICU's Gregorian calendar accepts when it is not lenient.
    static let maximumYear = 5_838_270

    /// Applies defaults (1970-01-01 00:00:00) and the non-lenient range checks.
    func resolve() -> (CivilDate, TZ?)? {
        var y = year ?? 1970
        let m = month ?? 1, d = day ?? 1
        guard !hourOutOfRange, y >= (isExtendedYear ? 0 : 1), y <= Self.maximumYear, (1...12).contains(m), d >= 1, d <= CivilDate.hybridDaysInMonth(year: y, month: m) else { return nil }
        // Move Julian dates (before 1582-10-15) onto the proleptic Gregorian day they name.
        let (gy, gm, gd) = CivilDate.civil(fromDays: CivilDate.hybridDays(year: y, month: m, day: d))
        var h = 0
        if let hour24 { h = hour24 } else if let hour12 { h = hour12 + (isPM == true ? 12 : 0) } else if isPM == true { h = 12 }
        var date = CivilDate(year: gy, month: gm, day: gd, hour: h, minute: minute ?? 0, second: second ?? 0)
        // As ICU: the window starts 80 years before now to the second, and a date read with the
        // two digits of that first year falls a century later when it is before that moment
        // (compared as wall times: the moment in UTC, the date in the zone it is read in).
        if isAmbiguousYear {
            let now = nowDate ?? CivilDate(secondsSinceEpoch: now)
            let start = (now.year - 80, now.month, now.day, now.hour, now.minute, now.second)
            if (gy, gm, gd, h, date.minute, date.second) < start {
                y += 100
                guard y <= Self.maximumYear, d <= CivilDate.hybridDaysInMonth(year: y, month: m) else { return nil }
                let (ly, lm, ld) = CivilDate.civil(fromDays: CivilDate.hybridDays(year: y, month: m, day: d))
                date = CivilDate(year: ly, month: lm, day: ld, hour: h, minute: date.minute, second: date.second)
            }
        }
        return (date, zone)
    }
}
