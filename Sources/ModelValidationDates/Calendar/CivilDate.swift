/// A wall-clock date and time in the proleptic Gregorian calendar, with conversions to and from
/// day numbers and Unix timestamps.
///
/// `CivilDate` carries no time zone: it is what a calendar and a clock on the wall show. The
/// conversions use day numbers counted from 1970-01-01 (day 0), so years before 1970 and before
/// year 1 (year 0 is 1 BCE) work without special cases.
///
/// ```swift
/// let date = CivilDate(year: 2013, month: 9, day: 13, hour: 14, minute: 23, second: 15)
/// date.secondsSinceEpoch        // 1379082195, the UTC timestamp of that wall time
/// CivilDate(secondsSinceEpoch: 0) // 1970-01-01 00:00:00
/// ```
public struct CivilDate: Sendable, Hashable {
    /// The year; 0 is 1 BCE, negative years go further back.
    public var year: Int
    /// The month, 1 to 12.
    public var month: Int
    /// The day of the month, 1 to 31.
    public var day: Int
    /// The hour, 0 to 23.
    public var hour: Int
    /// The minute, 0 to 59.
    public var minute: Int
    /// The second, 0 to 59.
    public var second: Int

    /// Creates a civil date and time from its fields. The fields are stored as given.
    ///
    /// - Parameters:
    ///   - year: The year.
    ///   - month: The month, 1 to 12.
    ///   - day: The day of the month.
    ///   - hour: The hour.
    ///   - minute: The minute.
    ///   - second: The second.
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Creates the civil date and time that a count of seconds since 1970-01-01 00:00:00 names.
    ///
    /// Example: `CivilDate(secondsSinceEpoch: -1)` is 1969-12-31 23:59:59.
    ///
    /// Every `Int` is accepted: `Int.min` is -292277022657-01-27 08:29:52.
    ///
    /// - Parameter secondsSinceEpoch: Seconds since the epoch, as wall time (use
    ///   ``init(secondsSinceEpoch:offset:)`` to get the local time of a UTC instant).
    public init(secondsSinceEpoch: Int) {
        self.init(secondsSinceEpoch: secondsSinceEpoch, offset: 0)
    }

    /// Creates the wall time `offset` seconds east of UTC at a Unix timestamp: the date and time
    /// of `secondsSinceEpoch + offset`, computed without overflow for any two `Int`s.
    ///
    /// Example: `CivilDate(secondsSinceEpoch: 0, offset: -3600)` is 1969-12-31 23:00:00.
    ///
    /// - Parameters:
    ///   - secondsSinceEpoch: A Unix timestamp.
    ///   - offset: Seconds east of UTC.
    public init(secondsSinceEpoch: Int, offset: Int) {
        // Days and seconds of each part separately: no sum or product leaves the range of Int.
        var days = CivilDate.floorDiv(secondsSinceEpoch, 86_400) + CivilDate.floorDiv(offset, 86_400)
        var rest = CivilDate.floorMod(secondsSinceEpoch, 86_400) + CivilDate.floorMod(offset, 86_400)
        if rest >= 86_400 {
            days += 1
            rest -= 86_400
        }
        let (y, m, d) = CivilDate.civil(fromDays: days)
        self.init(year: y, month: m, day: d, hour: rest / 3600, minute: rest % 3600 / 60, second: rest % 60)
    }

    /// The number of days from 1970-01-01 to this date; month and day may overflow (day 0 is the
    /// last day of the previous month).
    public var daysSinceEpoch: Int {
        CivilDate.days(year: year, month: month, day: day)
    }

    /// Seconds since 1970-01-01 00:00:00, reading the fields as wall time; overflowing hours,
    /// minutes and seconds carry over. A date and time outside the range of `Int` gives
    /// `Int.min` or `Int.max`.
    public var secondsSinceEpoch: Int {
        let days = daysSinceEpoch
        // For an earlier day, count one day less and subtract it at the end, so the earliest
        // representable instant (whose day count times 86,400 is below Int.min) still fits.
        var (total, overflow) = (days < 0 ? days + 1 : days).multipliedReportingOverflow(by: 86_400)
        func add(_ term: (partialValue: Int, overflow: Bool)) {
            let (next, over) = total.addingReportingOverflow(term.partialValue)
            total = next
            overflow = overflow || over || term.overflow
        }
        add(hour.multipliedReportingOverflow(by: 3600))
        add(minute.multipliedReportingOverflow(by: 60))
        add((second, false))
        if days < 0 { add((-86_400, false)) }
        if overflow { return days < 0 ? Int.min : Int.max }
        return total
    }

    /// The day of the week, 0 for Sunday to 6 for Saturday.
    public var weekday: Int { CivilDate.weekday(days: daysSinceEpoch) }

    /// Whether the fields name a real date and time (month 1–12, day within the month, time within
    /// 00:00:00–23:59:59).
    public var isValid: Bool {
        month >= 1 && month <= 12 && day >= 1 && day <= CivilDate.daysInMonth(year: year, month: month)
            && hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59 && second >= 0 && second <= 59
    }

    /// Whether `year` is a leap year in the proleptic Gregorian calendar.
    ///
    /// - Parameter year: The year (0 is 1 BCE, itself a leap year).
    /// - Returns: `true` for years divisible by 4, except centuries not divisible by 400.
    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days in a month.
    ///
    /// - Parameters:
    ///   - year: The year.
    ///   - month: The month, 1 to 12.
    /// - Returns: 28 to 31, or 0 for a month outside 1–12.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: return 31
        case 4, 6, 9, 11: return 30
        case 2: return isLeapYear(year) ? 29 : 28
        default: return 0
        }
    }

    /// The day number (days since 1970-01-01) of a date; month and day may be out of range and
    /// are carried over (month 13 is January of the next year, day 0 the previous month's last).
    ///
    /// - Parameters:
    ///   - year: The year.
    ///   - month: The month; any value.
    ///   - day: The day; any value.
    /// - Returns: The day number.
    public static func days(year: Int, month: Int, day: Int) -> Int {
        let monthIndex = month - 1
        let y = year + floorDiv(monthIndex, 12)
        let m = monthIndex - floorDiv(monthIndex, 12) * 12 + 1
        // Days from civil, counting years from March so the leap day comes last.
        let yy = m <= 2 ? y - 1 : y
        let era = floorDiv(yy, 400)
        let yoe = yy - era * 400
        let mp = (m + 9) % 12
        let doy = (153 * mp + 2) / 5
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468 + day - 1
    }

    /// The year, month and day of a day number.
    ///
    /// - Parameter days: Days since 1970-01-01.
    /// - Returns: The civil year, month (1–12) and day (1–31).
    public static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = floorDiv(z, 146_097)
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    /// The weekday of a day number, 0 for Sunday to 6 for Saturday (1970-01-01 was a Thursday).
    ///
    /// - Parameter days: Days since 1970-01-01.
    /// - Returns: 0 (Sunday) to 6 (Saturday).
    public static func weekday(days: Int) -> Int {
        let w = (days + 4) % 7
        return w < 0 ? w + 7 : w
    }

    /// Division rounding toward negative infinity.
    @usableFromInline static func floorDiv(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    /// The remainder of ``floorDiv(_:_:)``, between 0 and `b` (for positive `b`).
    @usableFromInline static func floorMod(_ a: Int, _ b: Int) -> Int {
        let r = a % b
        return r != 0 && (r < 0) != (b < 0) ? r + b : r
    }
}
