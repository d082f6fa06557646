import Testing
@testable import ModelValidationDates

/// `DateTime::format` letter by letter, in English.
struct PHPDateFormatFormattingTests {
    /// 2013-09-13 14:23:15 UTC, a Friday, the 256th day of the year, in ISO week 37.
    static let moment = 1_379_082_195

    static func format(_ format: String, _ timestamp: Int = moment, _ zone: TZ = .utc) -> String {
        PHPDateFormat(format).format(timestamp, timeZone: zone)
    }

    @Test(arguments: [
        ("d", "13"), ("D", "Fri"), ("j", "13"), ("l", "Friday"), ("N", "5"), ("S", "th"), ("w", "5"), ("z", "255"),
        ("W", "37"), ("F", "September"), ("m", "09"), ("M", "Sep"), ("n", "9"), ("t", "30"), ("L", "0"),
        ("o", "2013"), ("Y", "2013"), ("y", "13"), ("a", "pm"), ("A", "PM"), ("B", "641"), ("g", "2"), ("G", "14"),
        ("h", "02"), ("H", "14"), ("i", "23"), ("s", "15"), ("u", "000000"), ("v", "000"), ("e", "UTC"), ("I", "0"),
        ("O", "+0000"), ("P", "+00:00"), ("p", "Z"), ("T", "UTC"), ("Z", "0"), ("U", "1379082195"),
        ("c", "2013-09-13T14:23:15+00:00"), ("r", "Fri, 13 Sep 2013 14:23:15 +0000"),
    ])
    func eachLetter(letter: String, expected: String) {
        #expect(Self.format(letter) == expected)
    }

    @Test func escapesAndOtherCharacters() {
        #expect(Self.format("\\Y\\-m") == "Y-09")
        #expect(Self.format("d. M — Y, H\\h") == "13. Sep — 2013, 14h")
        #expect(Self.format("") == "")
    }

    /// PHP copies the bytes after a backslash one by one, so an escaped non-ASCII character comes
    /// out whole (before, its lead byte was written as a Latin-1 character: `Ã` and `�`).
    @Test func anEscapedNonASCIICharacterIsCopiedWhole() {
        #expect(Self.format("j. \\M\\ä\\r\\z Y") == "13. März 2013")
        #expect(Self.format("Y\\é\\😀\\ß") == "2013é😀ß")
    }

    @Test func aFixedOffsetZone() {
        let zone = TZ.fixed(offsetSeconds: 19_800, name: "+05:30")
        #expect(Self.format("Y-m-d H:i:s", Self.moment, zone) == "2013-09-13 19:53:15")
        #expect(Self.format("e T O P p Z", Self.moment, zone) == "+05:30 +05:30 +0530 +05:30 +05:30 19800")
    }

    @Test func aZoneWithDaylightSavingTime() throws {
        let berlin = try TZ("Europe/Berlin")
        #expect(Self.format("H:i T I O e", Self.moment, berlin) == "16:23 CEST 1 +0200 Europe/Berlin")
        #expect(Self.format("H:i T I O", 1_387_000_000, berlin) == "06:46 CET 0 +0100")
    }

    @Test func midnightNoonAndTheEdgesOfYears() {
        let midnight = CivilDate(year: 2016, month: 2, day: 29).secondsSinceEpoch
        #expect(Self.format("g A h a G L t z N", midnight) == "12 AM 12 am 0 1 29 59 1")
        let noon = CivilDate(year: 2016, month: 12, day: 31, hour: 12).secondsSinceEpoch
        #expect(Self.format("g A z W o", noon) == "12 PM 365 52 2016")
        #expect(Self.format("Y y", CivilDate(year: 5, month: 1, day: 1).secondsSinceEpoch) == "0005 05")
        #expect(Self.format("Y", CivilDate(year: -5, month: 1, day: 1).secondsSinceEpoch) == "-0005")
    }

    @Test(arguments: [
        (1, "st"), (2, "nd"), (3, "rd"), (4, "th"), (11, "th"), (12, "th"), (13, "th"), (21, "st"), (22, "nd"),
        (23, "rd"), (30, "th"), (31, "st"), (111, "th"),
    ])
    func ordinalSuffixes(day: Int, suffix: String) {
        #expect(PHPDateFormat.suffix(day) == suffix)
    }

    /// ISO weeks start on Monday; week 1 holds the year's first Thursday.
    @Test(arguments: [
        (2021, 1, 1, 2020, 53),
        (2018, 12, 31, 2019, 1),
        (2015, 12, 31, 2015, 53),
        (2013, 9, 13, 2013, 37),
        (2013, 1, 1, 2013, 1),
        (2012, 1, 1, 2011, 52),
    ])
    func isoWeeks(year: Int, month: Int, day: Int, weekYear: Int, week: Int) {
        let iso = PHPDateFormat.isoWeek(days: CivilDate.days(year: year, month: month, day: day))
        #expect(iso.year == weekYear && iso.week == week)
    }
}
