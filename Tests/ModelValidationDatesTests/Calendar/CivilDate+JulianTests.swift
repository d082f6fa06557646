import Testing
@testable import ModelValidationDates

/// The Julian calendar and ICU's hybrid of it with the Gregorian one (the switch on 1582-10-15).
struct CivilDateJulianTests {
    @Test func theCutoverIsOneDayInBothCalendars() {
        #expect(CivilDate.julianDays(year: 1582, month: 10, day: 5) == CivilDate.gregorianCutoverDay)
        #expect(CivilDate.days(year: 1582, month: 10, day: 15) == CivilDate.gregorianCutoverDay)
        #expect(CivilDate.gregorianCutoverDay == -141_427)
    }

    /// Julian dates and the Gregorian days they fall on (Julian Day 0 is Julian -4712-01-01).
    @Test(arguments: [
        (1969, 12, 19, 0),
        (1970, 1, 1, 13),
        (1582, 10, 4, -141_428),
        (1500, 2, 29, -171_596),
        (5, 1, 1, -717_703),
        (1, 1, 1, -719_164),
        (-4712, 1, 1, -2_440_588),
    ])
    func julianDays(year: Int, month: Int, day: Int, days: Int) {
        #expect(CivilDate.julianDays(year: year, month: month, day: day) == days)
        let back = CivilDate.julianCivil(fromDays: days)
        #expect(back.year == year && back.month == month && back.day == day)
    }

    /// Before the cutover the hybrid calendar is Julian, from it on Gregorian: 1582-10-04 is
    /// followed by 1582-10-15.
    @Test func theHybridCalendarSkipsTenDays() {
        #expect(CivilDate.hybridDays(year: 1582, month: 10, day: 4) == -141_428)
        #expect(CivilDate.hybridDays(year: 1582, month: 10, day: 15) == -141_427)
        let before = CivilDate.hybridCivil(fromDays: -141_428)
        let after = CivilDate.hybridCivil(fromDays: -141_427)
        #expect((before.year, before.month, before.day) == (1582, 10, 4))
        #expect((after.year, after.month, after.day) == (1582, 10, 15))
        let modern = CivilDate.hybridCivil(fromDays: 0)
        #expect((modern.year, modern.month, modern.day) == (1970, 1, 1))
        #expect(CivilDate.hybridDays(year: 2013, month: 9, day: 13) == CivilDate.days(year: 2013, month: 9, day: 13))
    }

    /// Every fourth year is a leap year before 1583, the Gregorian rule after.
    @Test(arguments: [
        (1500, 2, 29), (1580, 2, 29), (1582, 2, 28), (1583, 2, 28), (1600, 2, 29), (1700, 2, 28),
        (2000, 2, 29), (1500, 1, 31), (1500, 4, 30), (1500, 13, 0),
    ])
    func hybridDaysInMonth(year: Int, month: Int, days: Int) {
        #expect(CivilDate.hybridDaysInMonth(year: year, month: month) == days)
    }
}
