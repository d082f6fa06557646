/// A POSIX `TZ` rule such as `CET-1CEST,M3.5.0,M10.5.0/3`, the footer of a version 2+ TZif
/// file that gives offsets for instants past the file's transition table.
///
/// Offsets are stored as seconds east of UTC (the POSIX text counts west, so the sign flips).
///
/// ```swift
/// let rule = POSIXTimeZoneRule("CET-1CEST,M3.5.0,M10.5.0/3")!
/// rule.offset(at: 4_102_444_800)   // 3600: 2100-01-01 is in winter time
/// ```
struct POSIXTimeZoneRule: Sendable, Hashable {
    /// One end of the daylight-saving period.
    enum Day: Sendable, Hashable {
        /// `Jn`: day 1–365, February 29 never counted.
        case julianNoLeap(Int)
        /// `n`: day 0–365, February 29 counted.
        case zeroBased(Int)
        /// `Mm.w.d`: weekday `d` (0 = Sunday) of week `w` (5 = last) of month `m`.
        case monthWeekDay(month: Int, week: Int, weekday: Int)
    }

    var standardName: String
    var standardOffset: Int
    var daylightName: String?
    var daylightOffset: Int
    var start: Day?
    var startTime: Int = 7200
    var end: Day?
    var endTime: Int = 7200

    /// Parses a POSIX TZ string; returns `nil` when it is malformed.
    ///
    /// - Parameter text: The rule, e.g. `EST5EDT,M3.2.0,M11.1.0`.
    init?(_ text: String) {
        var p = Cursor(bytes: Array(text.utf8))
        guard let std = p.name(), let stdWest = p.offset() else { return nil }
        standardName = std
        standardOffset = -stdWest
        daylightOffset = standardOffset
        if p.atEnd { return }
        guard let dst = p.name() else { return nil }
        daylightName = dst
        if let west = p.offset() { daylightOffset = -west } else { daylightOffset = standardOffset + 3600 }
        guard p.eat(UInt8(ascii: ",")), let s = p.day() else { return nil }
        start = s
        if p.eat(UInt8(ascii: "/")) { guard let t = p.offset() else { return nil }; startTime = t }
        guard p.eat(UInt8(ascii: ",")), let e = p.day() else { return nil }
        end = e
        if p.eat(UInt8(ascii: "/")) { guard let t = p.offset() else { return nil }; endTime = t }
        if !p.atEnd { return nil }
    }

    /// Whether daylight-saving time is in effect at a UTC instant.
    ///
    /// Instants are compared as (day, second of day) pairs, so no timestamp is ever multiplied
    /// or offset out of `Int`'s range, whatever `utc` is.
    func isDaylight(at utc: Int) -> Bool {
        guard daylightName != nil, let start, let end else { return false }
        let year = CivilDate(secondsSinceEpoch: utc, offset: standardOffset).year
        let now = Instant(day: CivilDate.floorDiv(utc, 86_400), second: CivilDate.floorMod(utc, 86_400))
        let startUTC = Instant(day: POSIXTimeZoneRule.localDay(start, year: year), second: startTime - standardOffset)
        let endUTC = Instant(day: POSIXTimeZoneRule.localDay(end, year: year), second: endTime - daylightOffset)
        if startUTC < endUTC { return now >= startUTC && now < endUTC }
        return !(now >= endUTC && now < startUTC)
    }

    /// A UTC instant as a day number and seconds into it (normalized to 0..<86,400).
    private struct Instant: Comparable {
        let day: Int
        let second: Int

        init(day: Int, second: Int) {
            self.day = day + CivilDate.floorDiv(second, 86_400)
            self.second = CivilDate.floorMod(second, 86_400)
        }

        static func < (lhs: Instant, rhs: Instant) -> Bool {
            (lhs.day, lhs.second) < (rhs.day, rhs.second)
        }
    }

    /// The offset east of UTC, in seconds, at a UTC instant.
    func offset(at utc: Int) -> Int { isDaylight(at: utc) ? daylightOffset : standardOffset }

    /// The abbreviation in effect at a UTC instant.
    func abbreviation(at utc: Int) -> String {
        isDaylight(at: utc) ? (daylightName ?? standardName) : standardName
    }

    /// The day number of a rule day in a year.
    static func localDay(_ day: Day, year: Int) -> Int {
        switch day {
        case .julianNoLeap(let n):
            let jan1 = CivilDate.days(year: year, month: 1, day: 1)
            return jan1 + n - 1 + (CivilDate.isLeapYear(year) && n >= 60 ? 1 : 0)
        case .zeroBased(let n):
            return CivilDate.days(year: year, month: 1, day: 1) + n
        case .monthWeekDay(let month, let week, let weekday):
            let first = CivilDate.days(year: year, month: month, day: 1)
            var day = first + (weekday - CivilDate.weekday(days: first) + 7) % 7 + (week - 1) * 7
            let limit = first + CivilDate.daysInMonth(year: year, month: month)
            while day >= limit { day -= 7 }
            return day
        }
    }

    /// A byte cursor over the rule text.
    private struct Cursor {
        let bytes: [UInt8]
        var i = 0
        var atEnd: Bool { i >= bytes.count }

        mutating func eat(_ b: UInt8) -> Bool {
            if i < bytes.count && bytes[i] == b { i += 1; return true }
            return false
        }

        mutating func name() -> String? {
            var out: [UInt8] = []
            if eat(UInt8(ascii: "<")) {
                while i < bytes.count && bytes[i] != UInt8(ascii: ">") { out.append(bytes[i]); i += 1 }
                guard eat(UInt8(ascii: ">")) else { return nil }
            } else {
                while i < bytes.count, (bytes[i] | 0x20) >= UInt8(ascii: "a"), (bytes[i] | 0x20) <= UInt8(ascii: "z") {
                    out.append(bytes[i]); i += 1
                }
                if out.count < 3 { return nil }
            }
            return String(decoding: out, as: UTF8.self)
        }

        mutating func number() -> Int? {
            var n = 0, digits = 0
            while i < bytes.count, bytes[i] >= 48, bytes[i] <= 57, digits < 9 {
                n = n * 10 + Int(bytes[i] - 48); i += 1; digits += 1
            }
            return digits > 0 ? n : nil
        }

        /// `[+-]hh[:mm[:ss]]` in seconds.
        mutating func offset() -> Int? {
            var sign = 1
            if eat(UInt8(ascii: "-")) { sign = -1 } else { _ = eat(UInt8(ascii: "+")) }
            guard let h = number() else { return nil }
            var total = h * 3600
            if eat(UInt8(ascii: ":")) { guard let m = number() else { return nil }; total += m * 60
                if eat(UInt8(ascii: ":")) { guard let s = number() else { return nil }; total += s }
            }
            return sign * total
        }

        mutating func day() -> Day? {
            if eat(UInt8(ascii: "M")) {
                guard let m = number(), eat(UInt8(ascii: ".")), let w = number(), eat(UInt8(ascii: ".")),
                      let d = number(), (1...12).contains(m), (1...5).contains(w), (0...6).contains(d) else { return nil }
                return .monthWeekDay(month: m, week: w, weekday: d)
            }
            if eat(UInt8(ascii: "J")) {
                guard let n = number(), (1...365).contains(n) else { return nil }
                return .julianNoLeap(n)
            }
            guard let n = number(), (0...365).contains(n) else { return nil }
            return .zeroBased(n)
        }
    }
}
