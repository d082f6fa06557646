import Testing
@testable import ModelValidationDates

/// What a non-lenient ICU calendar reads from a value: fields, their defaults, the hybrid
/// calendar, zones.
struct ICUDateScannerTests {
    /// 2013-09-13 00:00:00 UTC: two-digit years fall from 1933-09-13 to 2033-09-12.
    static let now = 1_379_030_400

    static func scan(_ pattern: String, _ input: String) throws -> (CivilDate, TZ?)? {
        let tokens = try ICUDatePattern(pattern).tokens
        return Array(input.utf8).withUnsafeBufferPointer { bytes in
            var scanner = ICUDateScanner(input: bytes, now: Self.now)
            return scanner.run(tokens)
        }
    }

    @Test(arguments: [
        ("yyyy-MM-dd", "2013-09-13", CivilDate(year: 2013, month: 9, day: 13)),
        ("HH:mm", "14:23", CivilDate(year: 1970, month: 1, day: 1, hour: 14, minute: 23)),
        ("MMM d, y", "Sep 13, 2013", CivilDate(year: 2013, month: 9, day: 13)),
        ("EEEE, MMMM d, y", "Friday, September 13, 2013", CivilDate(year: 2013, month: 9, day: 13)),
        ("h:mm a", "2:23 PM", CivilDate(year: 1970, month: 1, day: 1, hour: 14, minute: 23)),
        ("h:mm a", "12:00 am", CivilDate(year: 1970, month: 1, day: 1)),
        ("a", "PM", CivilDate(year: 1970, month: 1, day: 1, hour: 12)),
        ("k:mm", "24:30", CivilDate(year: 1970, month: 1, day: 1, minute: 30)),
        ("yy-MM-dd", "13-09-13", CivilDate(year: 2013, month: 9, day: 13)),
        ("yy-MM-dd", "32-01-01", CivilDate(year: 2032, month: 1, day: 1)),
        // "33" names 1933 from the window's start on, 2033 before it.
        ("yy-MM-dd", "33-01-01", CivilDate(year: 2033, month: 1, day: 1)),
        ("yy-MM-dd", "33-12-01", CivilDate(year: 1933, month: 12, day: 1)),
        ("yy-MM-dd", "34-01-01", CivilDate(year: 1934, month: 1, day: 1)),
        ("yyyyMMdd", "20130913", CivilDate(year: 2013, month: 9, day: 13)),
        // Julian dates before 1582-10-15, moved onto the Gregorian day they name.
        ("yyyy-MM-dd", "1582-10-04", CivilDate(year: 1582, month: 10, day: 14)),
        ("yyyy-MM-dd", "1500-02-29", CivilDate(year: 1500, month: 3, day: 10)),
        ("yMM", "501", CivilDate(year: 4, month: 12, day: 30)),
    ])
    func wallTimes(pattern: String, input: String, expected: CivilDate) throws {
        let scanned = try Self.scan(pattern, input)
        #expect(scanned?.0 == expected)
        #expect(scanned?.1 == nil)
    }

    /// ICU reads a month name where a numeric month field finds no number.
    @Test(arguments: [
        ("yyyy-MM-dd", "2013-Sep-13"), ("yyyy-MM-dd", "2013-sep-13"), ("yyyy-MM-dd", "2013-SEPTEMBER-13"),
        ("d.M.yyyy", "13.Sep.2013"),
    ])
    func numericMonthsReadNames(pattern: String, input: String) throws {
        #expect(try Self.scan(pattern, input)?.0 == CivilDate(year: 2013, month: 9, day: 13))
    }

    @Test(arguments: ["2013-Sept-13", "2013-Se-13", "2013-M\u{E4}r-13", "2013-Mar", "2013-Jan-1x"])
    func numericMonthsReadOnlyWholeNames(input: String) throws {
        #expect(try Self.scan("yyyy-MM-dd", input) == nil)
    }

    @Test(arguments: [
        ("GMT+2", 7_200, "+02:00"), ("GMT-5:30", -19_800, "-05:30"), ("UTC", 0, "UTC"), ("Z", 0, "UTC"),
        ("EST", -18_000, "EST"), ("pacific daylight time", -25_200, "Pacific Daylight Time"), ("+0530", 19_800, "+05:30"),
        ("-05:30", -19_800, "-05:30"),
    ])
    func zones(text: String, offset: Int, name: String) throws {
        let zone = try #require(try Self.scan("HH:mm z", "10:00 " + text)?.1)
        #expect(zone.offset(at: 0) == offset)
        #expect(zone.name == name)
    }

    @Test(arguments: [
        ("yyyy-MM-dd", "2013-02-29"), ("yyyy-MM-dd", "2013-13-01"), ("yyyy-MM-dd", "0000-01-01"),
        ("yyyy-MM-dd", "2013-09-13 "), ("HH:mm", "24:00"), ("h:mm", "13:00"), ("k", "25"), ("K", "12"), ("MMM", "Sept"),
        ("HH:mm z", "10:00 +5:30"), ("HH:mm z", "10:00 +25:00"), ("HH:mm z", "10:00 Mars/Olympus"),
        ("y", "1234567890123456789"), ("yyyy", "5838271"),
    ])
    func refused(pattern: String, input: String) throws {
        #expect(try Self.scan(pattern, input) == nil)
    }

    /// ICU reads 12 for `h` and 24 for `k` as 0 and wants an hour of 0–11 (`h`, `K`) or 0–23
    /// (`H`, `k`): `k` takes 0 (it refused it), `K` refuses 12 (it read it as 0).
    @Test(arguments: [
        ("k:mm", "0:30", 0), ("k:mm", "24:30", 0), ("k:mm", "23:30", 23), ("K:mm", "0:30", 0), ("K:mm", "11:30", 11),
        ("h:mm", "0:30", 0), ("h:mm", "12:30", 0), ("H:mm", "0:30", 0),
    ])
    func hoursInEachLettersRange(pattern: String, input: String, hour: Int) throws {
        let scanned = try #require(try Self.scan(pattern, input))
        #expect(scanned.0.hour == hour)
        #expect(scanned.0.minute == 30)
    }

    /// `S` keeps the first three digits of the fraction as milliseconds, as ICU does.
    @Test(arguments: [("5", 500), ("05", 50), ("123", 123), ("1239", 123), ("000999", 0)])
    func fractionsAreMilliseconds(fraction: String, milliseconds: Int) throws {
        let pattern = try ICUDatePattern("ss.S")
        var input = "07." + fraction
        let millisecond = input.withUTF8 { buffer -> Int? in
            var scanner = ICUDateScanner(input: buffer, now: 0)
            return scanner.run(pattern.tokens) == nil ? nil : scanner.millisecond
        }
        #expect(millisecond == milliseconds)
    }
}
