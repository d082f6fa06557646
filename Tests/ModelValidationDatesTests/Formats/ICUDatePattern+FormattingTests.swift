import Testing
@testable import ModelValidationDates

/// ICU patterns written out: every field, the zone letters, the Julian calendar before 1582.
struct ICUDatePatternFormattingTests {
    /// 2013-09-13 14:23:15 UTC, a Friday.
    static let moment = 1_379_082_195

    static func format(_ pattern: String, _ timestamp: Int = moment, _ zone: TZ = .utc) throws -> String {
        try ICUDatePattern(pattern).format(timestamp, timeZone: zone)
    }

    @Test(arguments: [
        ("yyyy-MM-dd HH:mm:ss", "2013-09-13 14:23:15"),
        ("EEEE, MMMM d, y h:mm a", "Friday, September 13, 2013 2:23 PM"),
        ("EEE MMM LLL c", "Fri Sep Sep Fri"),
        ("MMMMM", "S"),
        ("yy/M/d", "13/9/13"),
        ("u", "2013"),
        ("K k H h", "2 14 14 2"),
        ("SSS", "000"),
        ("'at' HH 'o''clock'", "at 14 o'clock"),
    ])
    func fields(pattern: String, expected: String) throws {
        #expect(try Self.format(pattern) == expected)
    }

    @Test func hoursAroundMidnight() throws {
        let midnight = CivilDate(year: 2013, month: 9, day: 13).secondsSinceEpoch
        #expect(try Self.format("K k H h a", midnight) == "0 24 0 12 AM")
    }

    @Test(arguments: [
        ("z", "UTC", "GMT+5:30", "GMT-8"),
        ("zzzz", "UTC", "GMT+05:30", "GMT-08:00"),
        ("O", "UTC", "GMT+5:30", "GMT-8"),
        ("Z", "+0000", "+0530", "-0800"),
        ("ZZZZ", "GMT", "GMT+05:30", "GMT-08:00"),
        ("ZZZZZ", "Z", "+05:30", "-08:00"),
        ("X", "Z", "+0530", "-08"),
        ("XXX", "Z", "+05:30", "-08:00"),
        ("x", "+00", "+0530", "-08"),
        ("xx", "+0000", "+0530", "-0800"),
        ("xxx", "+00:00", "+05:30", "-08:00"),
        ("VV", "UTC", "India", "Pacific"),
    ])
    func zones(pattern: String, utc: String, india: String, pacific: String) throws {
        #expect(try Self.format(pattern, Self.moment, .utc) == utc)
        #expect(try Self.format(pattern, Self.moment, .fixed(offsetSeconds: 19_800, name: "India")) == india)
        #expect(try Self.format(pattern, Self.moment, .fixed(offsetSeconds: -28_800, name: "Pacific")) == pacific)
    }

    /// A zone at offset zero that is not UTC is GMT to `z`.
    @Test func aZeroOffsetOtherThanUTC() throws {
        #expect(try Self.format("z", Self.moment, .fixed(offsetSeconds: 0, name: "London")) == "GMT")
    }

    /// Dates before 1582-10-15 are written in the Julian calendar, as ICU's default calendar does.
    @Test func datesBeforeTheCutoverAreJulian() throws {
        #expect(try Self.format("yyyy-MM-dd EEE", -141_428 * 86_400) == "1582-10-04 Thu")
        #expect(try Self.format("yyyy-MM-dd EEE", -141_427 * 86_400) == "1582-10-15 Fri")
    }

    @Test func otherLanguagesWriteTheirNames() throws {
        let german = try ICUDatePattern("EEEE, d. MMMM y", names: .german)
        #expect(german.format(Self.moment, timeZone: .utc) == "Freitag, 13. September 2013")
    }
}
