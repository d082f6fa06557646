extension PHPDateFormat {
    /// Formats a timestamp as PHP's `DateTime::format` does, in English.
    ///
    /// Supported letters: `d D j l N S w z W F m M n t L o Y y a A B g G h H i s u v e I O P p T Z
    /// c r U`; `\` escapes the next character; any other character is copied.
    ///
    /// - Parameters:
    ///   - timestamp: A Unix timestamp.
    ///   - timeZone: The zone whose wall time is shown.
    /// - Returns: The formatted text.
    package func format(_ timestamp: Int, timeZone: TZ) -> String {
        let offset = timeZone.offset(at: timestamp)
        let local = CivilDate(secondsSinceEpoch: timestamp, offset: offset)
        let days = local.daysSinceEpoch
        let weekday = CivilDate.weekday(days: days)
        let dayOfYear = days - CivilDate.days(year: local.year, month: 1, day: 1)
        var out = ""
        let b = Array(source.utf8)
        var i = 0
        func pad(_ v: Int, _ width: Int) -> String {
            let s = String(abs(v))
            return (v < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - s.count)) + s
        }
        // Copies the character starting at `i` whole (PHP copies its bytes one by one, none of
        // them a format letter) and leaves `i` on its last byte.
        func copyCharacter() {
            var j = i + 1
            while j < b.count && b[j] & 0xC0 == 0x80 { j += 1 }
            out += String(decoding: b[i..<j], as: UTF8.self)
            i = j - 1
        }
        while i < b.count {
            let c = b[i]
            switch c {
            case UInt8(ascii: "\\"):
                i += 1
                if i < b.count { copyCharacter() }
            case UInt8(ascii: "d"): out += pad(local.day, 2)
            case UInt8(ascii: "D"): out += EnglishDateNames.shortWeekdays[weekday]
            case UInt8(ascii: "j"): out += String(local.day)
            case UInt8(ascii: "l"): out += EnglishDateNames.weekdays[weekday]
            case UInt8(ascii: "N"): out += String(weekday == 0 ? 7 : weekday)
            case UInt8(ascii: "S"): out += PHPDateFormat.suffix(local.day)
            case UInt8(ascii: "w"): out += String(weekday)
            case UInt8(ascii: "z"): out += String(dayOfYear)
            case UInt8(ascii: "W"): out += pad(PHPDateFormat.isoWeek(days: days).week, 2)
            case UInt8(ascii: "o"): out += String(PHPDateFormat.isoWeek(days: days).year)
            case UInt8(ascii: "F"): out += EnglishDateNames.months[local.month - 1]
            case UInt8(ascii: "m"): out += pad(local.month, 2)
            case UInt8(ascii: "M"): out += EnglishDateNames.shortMonths[local.month - 1]
            case UInt8(ascii: "n"): out += String(local.month)
            case UInt8(ascii: "t"): out += String(CivilDate.daysInMonth(year: local.year, month: local.month))
            case UInt8(ascii: "L"): out += CivilDate.isLeapYear(local.year) ? "1" : "0"
            case UInt8(ascii: "Y"): out += pad(local.year, 4)
            case UInt8(ascii: "y"): out += pad(((local.year % 100) + 100) % 100, 2)
            case UInt8(ascii: "a"): out += local.hour < 12 ? "am" : "pm"
            case UInt8(ascii: "A"): out += local.hour < 12 ? "AM" : "PM"
            case UInt8(ascii: "B"):
                // Biel Mean Time (UTC+1), without adding to a timestamp that may be Int.max.
                let beat = (CivilDate.floorMod(timestamp, 86_400) + 3600) % 86_400 * 10 / 864
                out += pad(beat, 3)
            case UInt8(ascii: "g"): out += String(local.hour % 12 == 0 ? 12 : local.hour % 12)
            case UInt8(ascii: "G"): out += String(local.hour)
            case UInt8(ascii: "h"): out += pad(local.hour % 12 == 0 ? 12 : local.hour % 12, 2)
            case UInt8(ascii: "H"): out += pad(local.hour, 2)
            case UInt8(ascii: "i"): out += pad(local.minute, 2)
            case UInt8(ascii: "s"): out += pad(local.second, 2)
            case UInt8(ascii: "u"): out += "000000"
            case UInt8(ascii: "v"): out += "000"
            case UInt8(ascii: "e"): out += timeZone.name
            case UInt8(ascii: "I"): out += timeZone.isDaylightSaving(at: timestamp) ? "1" : "0"
            case UInt8(ascii: "O"): out += TZ.offsetText(offset, colon: false)
            case UInt8(ascii: "P"): out += TZ.offsetText(offset, colon: true)
            case UInt8(ascii: "p"): out += offset == 0 ? "Z" : TZ.offsetText(offset, colon: true)
            case UInt8(ascii: "T"):
                out += timeZone.isFixedOffset && timeZone.name.first.map({ $0 == "+" || $0 == "-" }) == true
                    ? TZ.offsetText(offset, colon: true) : timeZone.abbreviation(at: timestamp)
            case UInt8(ascii: "Z"): out += String(offset)
            case UInt8(ascii: "c"):
                out += PHPDateFormat("Y-m-d\\TH:i:sP").format(timestamp, timeZone: timeZone)
            case UInt8(ascii: "r"):
                out += PHPDateFormat("D, d M Y H:i:s O").format(timestamp, timeZone: timeZone)
            case UInt8(ascii: "U"): out += String(timestamp)
            default:
                copyCharacter()
            }
            i += 1
        }
        return out
    }

    /// English ordinal suffix of a day: st, nd, rd, th.
    static func suffix(_ day: Int) -> String {
        if (11...13).contains(day % 100) { return "th" }
        switch day % 10 {
        case 1: return "st"
        case 2: return "nd"
        case 3: return "rd"
        default: return "th"
        }
    }

    /// ISO-8601 week number and week-based year of a day number.
    static func isoWeek(days: Int) -> (year: Int, week: Int) {
        let weekday = CivilDate.weekday(days: days)
        let isoWeekday = weekday == 0 ? 7 : weekday
        let thursday = days - isoWeekday + 4
        let year = CivilDate.civil(fromDays: thursday).year
        let jan1 = CivilDate.days(year: year, month: 1, day: 1)
        return (year, (thursday - jan1) / 7 + 1)
    }
}
