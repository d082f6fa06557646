extension CivilDate {
    /// The first Gregorian day (1582-10-15) of ICU's default hybrid calendar, as a day number.
    public static let gregorianCutoverDay = -141_427

    /// The day number of a date in the Julian calendar (leap year every fourth year).
    ///
    /// ICU's `GregorianCalendar`, which `IntlDateFormatter` uses, reads dates before 1582-10-15
    /// as Julian dates. Example: `CivilDate.julianDays(year: 1582, month: 10, day: 5)` is
    /// `-141_427`, the same day as Gregorian 1582-10-15.
    ///
    /// - Parameters:
    ///   - year: The year (0 is 1 BCE).
    ///   - month: The month, 1 to 12.
    ///   - day: The day of the month.
    /// - Returns: Days since 1970-01-01 (Gregorian).
    public static func julianDays(year: Int, month: Int, day: Int) -> Int {
        let a = (14 - month) / 12
        let y = year + 4800 - a
        let m = month + 12 * a - 3
        let jdn = day + (153 * m + 2) / 5 + 365 * y + floorDiv(y, 4) - 32_083
        return jdn - 2_440_588
    }

    /// The Julian-calendar year, month and day of a day number.
    ///
    /// - Parameter days: Days since 1970-01-01 (Gregorian).
    /// - Returns: The Julian year, month and day.
    public static func julianCivil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let c = days + 2_440_588 + 32_082
        let d = floorDiv(4 * c + 3, 1461)
        let e = c - floorDiv(1461 * d, 4)
        let m = (5 * e + 2) / 153
        return (d - 4800 + m / 10, m + 3 - 12 * (m / 10), e - (153 * m + 2) / 5 + 1)
    }

    /// ICU's hybrid calendar: Julian before 1582-10-15, Gregorian from then on.
    ///
    /// - Parameters:
    ///   - year: The year.
    ///   - month: The month, 1 to 12.
    ///   - day: The day of the month.
    /// - Returns: Days since 1970-01-01.
    public static func hybridDays(year: Int, month: Int, day: Int) -> Int {
        if (year, month, day) < (1582, 10, 15) { return julianDays(year: year, month: month, day: day) }
        return days(year: year, month: month, day: day)
    }

    /// The hybrid-calendar date of a day number (Julian before the cutover).
    ///
    /// - Parameter days: Days since 1970-01-01.
    /// - Returns: The year, month and day.
    public static func hybridCivil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        days < gregorianCutoverDay ? julianCivil(fromDays: days) : civil(fromDays: days)
    }

    /// Days in a month of the hybrid calendar (Julian leap years before 1583).
    ///
    /// - Parameters:
    ///   - year: The year.
    ///   - month: The month, 1 to 12.
    /// - Returns: 28 to 31, or 0 for a month outside 1–12.
    public static func hybridDaysInMonth(year: Int, month: Int) -> Int {
        if month == 2 && year < 1583 { return year % 4 == 0 ? 29 : 28 }
        return daysInMonth(year: year, month: month)
    }
}
