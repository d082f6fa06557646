extension ICUDatePattern {
    /// Formats a timestamp with this pattern, with the pattern's month and weekday names.
    ///
    /// Zone letters print `UTC` for UTC, otherwise `GMT±h[:mm]` (`z`–`zzz`, `O`),
    /// `GMT±hh:mm` (`zzzz`, `OOOO`), `±hhmm` (`Z`–`ZZZ`, `xx`, `XX`), `±hh:mm` (`ZZZZZ`, `xxx`,
    /// `XXX`, with `Z` for zero offset under `X`); `v`/`V` print the zone's name.
    ///
    /// - Parameters:
    ///   - timestamp: A Unix timestamp.
    ///   - timeZone: The zone whose wall time is shown.
    /// - Returns: The formatted text.
    func format(_ timestamp: Int, timeZone: TZ) -> String {
        let offset = timeZone.offset(at: timestamp)
        var local = CivilDate(secondsSinceEpoch: timestamp, offset: offset)
        let weekday = local.weekday
        if local.daysSinceEpoch < CivilDate.gregorianCutoverDay {
            (local.year, local.month, local.day) = CivilDate.julianCivil(fromDays: local.daysSinceEpoch)
        }
        var out = ""
        func pad(_ v: Int, _ width: Int) -> String {
            let s = String(abs(v))
            return (v < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - s.count)) + s
        }
        for token in tokens {
            switch token {
            case .literal(let bytes):
                out += String(decoding: bytes, as: UTF8.self)
            case .field(let c, let n):
                switch c {
                case UInt8(ascii: "y"), UInt8(ascii: "u"):
                    out += n == 2 ? pad(((local.year % 100) + 100) % 100, 2) : pad(local.year, n)
                case UInt8(ascii: "M"), UInt8(ascii: "L"):
                    switch n {
                    case 1, 2: out += pad(local.month, n)
                    case 3: out += names.shortMonths[local.month - 1]
                    case 4: out += names.months[local.month - 1]
                    default: out += String(names.months[local.month - 1].prefix(1))
                    }
                case UInt8(ascii: "d"): out += pad(local.day, n)
                case UInt8(ascii: "E"), UInt8(ascii: "c"):
                    out += (n >= 4 ? names.weekdays : names.shortWeekdays)[weekday]
                case UInt8(ascii: "a"): out += local.hour < 12 ? "AM" : "PM"
                case UInt8(ascii: "h"): out += pad(local.hour % 12 == 0 ? 12 : local.hour % 12, n)
                case UInt8(ascii: "K"): out += pad(local.hour % 12, n)
                case UInt8(ascii: "H"): out += pad(local.hour, n)
                case UInt8(ascii: "k"): out += pad(local.hour == 0 ? 24 : local.hour, n)
                case UInt8(ascii: "m"): out += pad(local.minute, n)
                case UInt8(ascii: "s"): out += pad(local.second, n)
                case UInt8(ascii: "S"): out += String(repeating: "0", count: n)
                default: out += ICUDatePattern.zoneText(c, n, offset: offset, zone: timeZone)
                }
            }
        }
        return out
    }

    static func zoneText(_ c: UInt8, _ n: Int, offset: Int, zone: TZ) -> String {
        let hm = TZ.offsetText(offset, colon: true)
        switch c {
        case UInt8(ascii: "Z"):
            if n == 4 { return offset == 0 ? "GMT" : "GMT" + hm }
            if n == 5 { return offset == 0 ? "Z" : hm }
            return TZ.offsetText(offset, colon: false)
        case UInt8(ascii: "X"), UInt8(ascii: "x"):
            if c == UInt8(ascii: "X") && offset == 0 { return "Z" }
            if n == 1 { return String(TZ.offsetText(offset, colon: false).prefix(offset % 3600 == 0 ? 3 : 5)) }
            return TZ.offsetText(offset, colon: n == 3 || n == 5)
        case UInt8(ascii: "v"), UInt8(ascii: "V"):
            return zone.name
        default:
            if offset == 0 { return zone.name == "UTC" ? "UTC" : "GMT" }
            if n >= 4 { return "GMT" + hm }
            let sign = offset < 0 ? "-" : "+"
            let a = offset.magnitude
            let m = a % 3600 / 60
            return "GMT" + sign + String(a / 3600) + (m == 0 ? "" : (m < 10 ? ":0\(m)" : ":\(m)"))
        }
    }
}
