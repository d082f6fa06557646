import Testing
@testable import ModelValidationDates

/// Parsed fields: filled from the current time, then turned into a wall time.
struct DateFieldsTests {
    /// 2013-09-13 14:23:15 UTC, a Friday.
    static let now = 1_379_082_195

    @Test func unsetFieldsAreFilledFromTheWallTimeOfNow() {
        var fields = DateFields(year: 2000, minute: 5)
        fields.fill(from: Self.now, in: .utc)
        #expect(fields.civil == CivilDate(year: 2000, month: 9, day: 13, hour: 14, minute: 5, second: 15))
        var east = DateFields()
        east.fill(from: Self.now, in: .fixed(offsetSeconds: 36_000, name: "+10:00"))
        #expect(east.civil == CivilDate(year: 2013, month: 9, day: 14, hour: 0, minute: 23, second: 15))
    }

    @Test func missingFieldsAreTheEpoch() {
        #expect(DateFields().civil == CivilDate(year: 1970, month: 1, day: 1))
        #expect(DateFields(hour: 7).civil == CivilDate(year: 1970, month: 1, day: 1, hour: 7))
    }

    /// A weekday moves the date forward to that weekday (0 is Sunday), or keeps it.
    @Test(arguments: [
        (1, CivilDate(year: 2013, month: 9, day: 16)),
        (5, CivilDate(year: 2013, month: 9, day: 13)),
        (0, CivilDate(year: 2013, month: 9, day: 15)),
        (4, CivilDate(year: 2013, month: 9, day: 19)),
    ])
    func weekdaysMoveTheDateForward(weekday: Int, expected: CivilDate) {
        #expect(DateFields(year: 2013, month: 9, day: 13, weekday: weekday).civil == expected)
    }

    /// Days past the end of a month are carried into the next when the wall time is counted.
    @Test func overflowIsCarried() {
        let civil = DateFields(year: 2013, month: 2, day: 30).civil
        #expect(civil.secondsSinceEpoch == CivilDate(year: 2013, month: 3, day: 2).secondsSinceEpoch)
        // With a weekday, the date is normalized as it moves.
        #expect(DateFields(year: 2013, month: 2, day: 30, weekday: 6).civil == CivilDate(year: 2013, month: 3, day: 2))
    }
}
