import Testing
@testable import ModelValidationDates

@Suite struct PHPDateFormatTests {
    /// 2026-01-01 00:00:00 UTC.
    static let now = 1_767_225_600

    static func ts(_ format: String, _ value: String, _ zone: String = "UTC") throws -> Int? {
        try DateFormat("php:" + format).timestamp(from: value, timeZone: TZ(zone), defaultTimeZone: TZ(zone), now: now)
    }

    @Test(arguments: [
        ("Y-m-d", "2013-09-13", 1_379_030_400), ("Y-m-d", "2013-2-3", 1_359_849_600), ("d/m/Y", "1/1/2013", 1_356_998_400),
        ("Y-m-d H:i:s", "2013-09-13 14:23:15", 1_379_082_195), ("U", "1379030400", 1_379_030_400), ("U", "-86400", -86_400),
        ("Y-m-d", "0013-03-19", -61_750_252_800), ("y-m-d", "13-09-13", 1_379_030_400), ("y-m-d", "99-01-01", 915_148_800),
        ("D, d M Y", "Fri, 13 Sep 2013", 1_379_030_400), ("l jS F Y", "Friday 13th September 2013", 1_379_030_400),
        ("!d/m/Y", "13/09/2013", 1_379_030_400), ("Y-m-d|", "2013-09-13", 1_379_030_400), ("Y-m-d+", "2013-09-13", 1_379_030_400),
        ("Y-m-d\\TH:i:sP", "2013-09-13T16:23:15+02:00", 1_379_082_195), ("Y-m-d H:i:s O", "2013-09-13 09:23:15 -0500", 1_379_082_195),
        ("Y-m-d H:i:s e", "2013-09-13 16:23:15 Europe/Berlin", 1_379_082_195), ("Y-m-d H:i:s T", "2013-09-13 14:23:15 UTC", 1_379_082_195),
        ("Y-m-d g:i A", "2013-09-13 2:23 PM", 1_379_082_180), ("Y-m-d h:i a", "2013-09-13 12:05 am", 1_379_030_700),
        ("Y-m-d G:i", "2013-09-13 7:05", 1_379_055_900), ("Y-m-d H:i:s.u", "2013-09-13 14:23:15.123456", 1_379_082_195),
        ("Y z", "2013 255", 1_379_030_400), ("Y?m?d", "2013x09y13", 1_379_030_400), ("Y-m-d *", "2013-09-13 junk", 1_379_030_400),
        ("Y-m-d H", "2013-09-13 14", 1_379_080_800), ("Y#m#d", "2013/09.13", 1_379_030_400),
    ])
    func accepts(_ format: String, _ value: String, _ expected: Int) throws {
        #expect(try Self.ts(format, value) == expected)
    }

    @Test(arguments: [
        ("Y-m-d", "2013-02-29"), ("Y-m-d", "2013-02-30"), ("Y-m-d", "2013-13-01"), ("Y-m-d", "0000-00-00"),
        ("Y-m-d", " 2013-09-13"), ("Y-m-d", "2013-09-13 "), ("Y-m-d", "2013-09-13\n"), ("Y-m-d", "2013-09"),
        ("Y-m-d H:i:s", "2013-09-13 14:23"), ("Y-m-d H:i", "2013-09-13 24:00"), ("Y-m-d H:i", "2013-09-13 14:5"),
        ("Y-m-d h:i", "2013-09-13 13:00"), ("Y-m-d+", "2013-09-13 trailing"), ("Y-m-d", "2013-Sep-13"),
        ("D Y-m-d", "Fry 2013-09-13"), ("U", "abc"), ("Y-m-d e", "2013-09-13 Mars/Olympus"), ("Y-m-d\\", "2013-09-13"),
        ("Y-m-d A", "2013-09-13 PM"), ("Y-m-d", ""),
    ])
    func rejects(_ format: String, _ value: String) throws {
        #expect(try Self.ts(format, value) == nil)
    }

    @Test func weekdayMovesDateForward() throws {
        // PHP moves to the named weekday on or after the date: Monday after Friday 2013-09-13.
        #expect(try Self.ts("D Y-m-d", "Mon 2013-09-13") == 1_379_289_600)
    }

    @Test func dateOnlyFormatsAreMidnightInDefaultZone() throws {
        let f = try DateFormat("php:Y-m-d")
        #expect(!f.hasTimeInfo)
        let ts = f.timestamp(from: "2017-06-15", timeZone: try TZ("Europe/Berlin"), defaultTimeZone: try TZ("Europe/Warsaw"), now: Self.now)
        #expect(ts == 1_497_477_600)
        let utc = f.timestamp(from: "2017-06-15", timeZone: try TZ("Europe/Berlin"), defaultTimeZone: .utc, now: Self.now)
        #expect(utc == 1_497_484_800)
    }

    @Test func unsetFieldsComeFromNow() throws {
        // "H:i" takes today's date (in the zone) from `now`.
        let f = try DateFormat("php:H:i")
        #expect(f.timestamp(from: "14:30", timeZone: .utc, defaultTimeZone: .utc, now: Self.now + 3600) == Self.now + 52_200)
        // Without time fields the time of `now` is replaced by midnight.
        #expect(try DateFormat("php:Y-m-d").parse("2013-09-13", timeZone: .utc, now: Self.now + 3661) == 1_379_034_061)
    }

    @Test func berlinWallTimes() throws {
        #expect(try Self.ts("Y-m-d H:i:s", "2013-09-13 16:23:15", "Europe/Berlin") == 1_379_082_195)
        #expect(try Self.ts("Y-m-d H:i", "2013-03-31 02:30", "Europe/Berlin") == 1_364_693_400)
        #expect(try Self.ts("Y-m-d H:i", "2013-10-27 02:30", "Europe/Berlin") == 1_382_833_800)
    }

    @Test func strictRoundTrip() throws {
        let f = try DateFormat("php:Y-m-d")
        #expect(f.timestamp(from: "13-03-19", timeZone: .utc, defaultTimeZone: .utc, now: Self.now) != nil)
        #expect(f.timestamp(from: "13-03-19", timeZone: .utc, defaultTimeZone: .utc, strict: true, now: Self.now) == nil)
        #expect(f.timestamp(from: "2013-03-19", timeZone: .utc, defaultTimeZone: .utc, strict: true, now: Self.now) != nil)
    }

    @Test(arguments: [
        ("Y-m-d H:i:s", "2013-09-13 16:23:15"), ("D, d M Y", "Fri, 13 Sep 2013"), ("l jS F y", "Friday 13th September 13"),
        ("U", "1379082195"), ("c", "2013-09-13T16:23:15+02:00"), ("r", "Fri, 13 Sep 2013 16:23:15 +0200"),
        ("g:i a T e", "4:23 pm CEST Europe/Berlin"), ("N w z t L W o", "5 5 255 30 0 37 2013"), ("\\Y\\m Y", "Ym 2013"),
        ("d.m.Y ä", "13.09.2013 ä"),
    ])
    func formats(_ format: String, _ expected: String) throws {
        #expect(try DateFormat("php:" + format).format(1_379_082_195, timeZone: TZ("Europe/Berlin")) == expected)
    }

    @Test func longInputIsLinear() throws {
        let big = String(repeating: "1", count: 1_000_000)
        #expect(try Self.ts("Y-m-d", big) == nil)
        #expect(try Self.ts("U", big) == nil)
    }
}
