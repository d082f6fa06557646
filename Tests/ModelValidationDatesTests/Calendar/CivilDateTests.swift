import Testing
@testable import ModelValidationDates

@Suite struct CivilDateTests {
    @Test(arguments: [
        (1970, 1, 1, 0), (1969, 12, 31, -1), (2000, 2, 29, 11_016), (2000, 3, 1, 11_017),
        (1900, 3, 1, -25_508), (1, 1, 1, -719_162), (0, 3, 1, -719_468), (2013, 9, 13, 15_961),
        (-1, 12, 31, -719_529), (9999, 12, 31, 2_932_896),
    ])
    func dayNumbersRoundTrip(_ y: Int, _ m: Int, _ d: Int, _ days: Int) {
        #expect(CivilDate.days(year: y, month: m, day: d) == days)
        let back = CivilDate.civil(fromDays: days)
        #expect(back.year == y && back.month == m && back.day == d)
    }

    @Test(arguments: [(2000, true), (1900, false), (2004, true), (2013, false), (2400, true), (0, true), (-4, true), (-100, false)])
    func leapYears(_ year: Int, _ leap: Bool) {
        #expect(CivilDate.isLeapYear(year) == leap)
        #expect(CivilDate.daysInMonth(year: year, month: 2) == (leap ? 29 : 28))
    }

    @Test func overflowCarries() {
        #expect(CivilDate.days(year: 2013, month: 2, day: 30) == CivilDate.days(year: 2013, month: 3, day: 2))
        #expect(CivilDate.days(year: 2013, month: 13, day: 1) == CivilDate.days(year: 2014, month: 1, day: 1))
        #expect(CivilDate.days(year: 2013, month: 0, day: 1) == CivilDate.days(year: 2012, month: 12, day: 1))
        #expect(CivilDate.days(year: 2013, month: 3, day: 0) == CivilDate.days(year: 2013, month: 2, day: 28))
    }

    @Test func negativeTimestamps() {
        #expect(CivilDate(secondsSinceEpoch: -1) == CivilDate(year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59))
        #expect(CivilDate(secondsSinceEpoch: -86_400 * 365) == CivilDate(year: 1969, month: 1, day: 1))
        #expect(CivilDate(year: 1900, month: 1, day: 1).secondsSinceEpoch == -2_208_988_800)
        #expect(CivilDate(year: 2013, month: 9, day: 13, hour: 14, minute: 23, second: 15).secondsSinceEpoch == 1_379_082_195)
    }

    @Test func weekdays() {
        #expect(CivilDate(year: 1970, month: 1, day: 1).weekday == 4)
        #expect(CivilDate(year: 2013, month: 9, day: 13).weekday == 5)
        #expect(CivilDate(year: 1969, month: 12, day: 28).weekday == 0)
        #expect(CivilDate(year: 1, month: 1, day: 1).weekday == 1)
    }

    @Test func validity() {
        #expect(CivilDate(year: 2012, month: 2, day: 29).isValid)
        #expect(!CivilDate(year: 2013, month: 2, day: 29).isValid)
        #expect(!CivilDate(year: 2013, month: 4, day: 31).isValid)
        #expect(!CivilDate(year: 2013, month: 1, day: 1, hour: 24).isValid)
    }

    @Test func julianCalendarBeforeCutover() {
        #expect(CivilDate.julianDays(year: 1582, month: 10, day: 5) == -141_427)
        #expect(CivilDate.hybridDays(year: 1582, month: 10, day: 4) == -141_428)
        #expect(CivilDate.hybridDays(year: 1582, month: 10, day: 15) == -141_427)
        #expect(CivilDate.julianCivil(fromDays: -141_428) == (1582, 10, 4))
        #expect(CivilDate.hybridCivil(fromDays: -719_164) == (1, 1, 1))   // Julian 0001-01-01 is Gregorian 0000-12-30
        #expect(CivilDate.hybridDaysInMonth(year: 1500, month: 2) == 29)
        #expect(CivilDate.daysInMonth(year: 1500, month: 2) == 28)
    }

    /// Every Int is a timestamp: the day and the time of day are split without overflow.
    @Test func theCivilDateOfAnyTimestampRoundTrips() {
        for timestamp in [Int.min, Int.min + 86_399, -1, 0, Int.max - 86_399, Int.max] {
            #expect(CivilDate(secondsSinceEpoch: timestamp).secondsSinceEpoch == timestamp)
        }
        #expect(CivilDate(secondsSinceEpoch: Int.min)
            == CivilDate(year: -292_277_022_657, month: 1, day: 27, hour: 8, minute: 29, second: 52))
    }

    @Test func anOffsetIsAddedWithoutOverflow() {
        #expect(CivilDate(secondsSinceEpoch: 0, offset: -3600) == CivilDate(year: 1969, month: 12, day: 31, hour: 23))
        #expect(CivilDate(secondsSinceEpoch: Int.max, offset: Int.max).year == 584_554_051_223)
    }
}
