import Testing
@testable import ModelValidationDates

@Suite struct ICUDatePatternTests {
    /// 2026-01-01 00:00:00 UTC: the two-digit-year window starts in 1946.
    static let now = 1_767_225_600

    static func ts(_ format: String, _ value: String, type: DateKind = .date, zone: String = "UTC") throws -> Int? {
        try DateFormat(format, type: type).timestamp(from: value, timeZone: TZ(zone), defaultTimeZone: .utc, now: now)
    }

    @Test(arguments: [
        ("yyyy-MM-dd", "2013-09-13", 1_379_030_400), ("yyyy-MM-dd", "02013-09-13", 1_379_030_400),
        ("yyyy-MM-dd", "14-09-13", -61_703_510_400), ("dd.MM.yyyy", "13.9.2013", 1_379_030_400),
        ("MM/dd/yyyy", "09/13/2013", 1_379_030_400), ("yyyyMMdd", "20130913", 1_379_030_400),
        ("yy-MM-dd", "13-09-13", 1_379_030_400), ("yy-MM-dd", "46-01-01", -757_382_400), ("yy-MM-dd", "45-01-01", 2_366_841_600),
        ("dd MMM yyyy", "13 Sep 2013", 1_379_030_400), ("dd MMMM yyyy", "13 sep 2013", 1_379_030_400),
        ("dd MMM yyyy", "13 SEPTEMBER 2013", 1_379_030_400), ("EEE, MMM d, y", "Mon, Sep 13, 2013", 1_379_030_400),
        ("EEEE d MMMM y", "Friday 13 September 2013", 1_379_030_400), ("yyyy-MM-dd'T'HH:mm:ss", "2013-09-13T14:23:15", 1_379_082_195),
        ("h:mm a", "2:23 pm", 51_780), ("h:mm a", "12:05 AM", 300), ("HH:mm", "14:23", 51_780), ("kk:mm", "24:00", 0),
        ("yyyy-MM-dd HH:mm Z", "2013-09-13 16:23 +0200", 1_379_082_180), ("yyyy-MM-dd HH:mm z", "2013-09-13 10:23 EDT", 1_379_082_180),
        ("yyyy-MM-dd HH:mm ZZZZ", "2013-09-13 16:23 GMT+02:00", 1_379_082_180), ("yyyy-MM-dd HH:mm XXX", "2013-09-13 14:23 Z", 1_379_082_180),
        ("yyyy-MM-dd ''HH''", "2013-09-13 '14'", 1_379_080_800), ("Hmm", "930", 34_200), ("yyMMdd", "130913", 1_379_030_400),
        ("yyyy-MM-dd", "2013-Sep-13", 1_379_030_400),
        // Fewer digits than letters: enough for the year, the month and the hours; more are read.
        ("yyyy-MM-dd", "2013-2-03", 1_359_849_600), ("d.M.yy", "3.2.13", 1_359_849_600), ("HH:mm", "1:05", 3_900),
        ("yyyy-MM-dd", "2013-02-003", 1_359_849_600), ("uuuu-MM-dd", "2013-02-03", 1_359_849_600),
        // The extended year `u` is read as written, never in the two-digit window.
        ("uu-MM-dd", "63-07-24", -60_161_616_000), ("uu-MM-dd", "00-06-11", -62_153_395_200),
    ])
    func accepts(_ format: String, _ value: String, _ expected: Int) throws {
        #expect(try Self.ts(format, value) == expected)
    }

    @Test(arguments: [
        ("yyyy-MM-dd", "2013-02-30"), ("yyyy-MM-dd", "2013-13-01"), ("yyyy-MM-dd", "0000-03-19"), ("yyyy-MM-dd", "2012-12-12foo"),
        ("yyyy-MM-dd", "2013-09-13 "), ("yyyy-MM-dd", " 2013-09-13"), ("yyyy-MM-dd", "2013-Sept-13"), ("dd.MM.yyyy", "32.01.2013"),
        ("HH:mm", "24:00"), ("HH:mm", "12:60"), ("h:mm a", "13:00 PM"), ("dd MMM yyyy", "13 Sepx 2013"), ("yyyy-MM-dd", "١٢"),
        ("yyyy-MM-dd", "１２"), ("yyyy-MM-dd", ""), ("yMM-dd", "2401-03"),
        // As a non-lenient ICU parser: `dd`, `mm`, `ss` and `uuuu` want as many digits as letters.
        ("yyyy-MM-dd", "2013-02-3"), ("HH:mm", "10:5"), ("HH:mm:ss", "10:05:7"), ("yyyy-MM-ddd", "2013-02-03"),
        ("uuuu-MM-dd", "013-02-03"),
    ])
    func rejects(_ format: String, _ value: String) throws {
        #expect(try Self.ts(format, value) == nil)
    }

    /// A numeric field abutting another reads as many digits as its letter is repeated, so what
    /// the pattern writes reads back (a year written with one digit is not read with two).
    @Test func abuttingFieldsReadTheirWidth() throws {
        let format = try DateFormat("yMM-dd")
        let year5 = try #require(format.parse("501-03", timeZone: .utc, now: Self.now))
        #expect(format.format(year5, timeZone: .utc) == "501-03")
        #expect(format.format(-62_167_219_200, timeZone: .utc) == "001-03")
        #expect(format.parse("001-03", timeZone: .utc, now: Self.now) == nil)
        // The last field of the run too: `yy` after `m` reads two digits, not "924".
        let minuteYear = try DateFormat("myy-MM")
        #expect(minuteYear.parse("2924-08", timeZone: .utc, now: Self.now) == nil)
        #expect(minuteYear.parse("224-08", timeZone: .utc, now: Self.now) == 1_722_470_520)
    }

    /// A run of abutting fields as ICU 72 reads it, figures from PHP's `IntlDateFormatter` with
    /// lenient parsing off, as Yii's `date` uses it: a failing field shortens the first one
    /// (`dd` 31 reads, `MM` 02 then leaves too little for `yyyy`, so `d` 3, `MM` 10); a field
    /// failing at the start of the text is passed over, what a failed pass read stays read, and
    /// an hour out of range is refused with the whole date.
    @Test(arguments: [
        ("yyyyMMdd", "6340129", -42_157_411_200), ("ddMMyyyy", "3102016", 1_475_452_800), ("HHmm", "245", 9_900),
        ("HHmmss", "54951", 20_991), ("ddMMyyyy", "086159", 132_211_008_000), ("hhmm", "139", 5_940),
    ])
    func runsOfAbuttingFieldsReadAsICUReadsThem(_ format: String, _ value: String, _ expected: Int) throws {
        #expect(try Self.ts(format, value) == expected)
    }

    @Test(arguments: [
        ("ddMMyyyy", "4102016"), ("HHmm", "839"), ("HHmm", "2459"), ("MMdd", "0001"), ("mmss", "605"), ("hhmm", "1339"),
    ])
    func runsOfAbuttingFieldsRefuseAsICURefuses(_ format: String, _ value: String) throws {
        #expect(try Self.ts(format, value) == nil)
    }

    /// The two-digit window starts 80 years before now to the second, as ICU's does: with now
    /// 2026-11-29 12:00 UTC, "46" is 1946 from 1946-11-29 12:00 on and 2046 before it; the other
    /// two-digit years do not depend on the rest of the date.
    @Test(arguments: [
        ("yy-MM-dd", "46-04-12", 2_407_104_000), ("yy-MM-dd", "46-12-01", -728_524_800),
        ("yy-MM-dd HH:mm", "46-11-29 11:59", 2_427_105_540), ("yy-MM-dd HH:mm", "46-11-29 12:00", -728_654_400),
        ("yy-MM-dd", "45-12-31", 2_398_291_200), ("yy-MM-dd", "47-01-01", -725_846_400),
    ])
    func theTwoDigitYearOfTheWindowsStartDependsOnTheDate(_ format: String, _ value: String, _ expected: Int) throws {
        let now = 1_795_953_600
        #expect(try DateFormat(format).timestamp(from: value, timeZone: .utc, defaultTimeZone: .utc, now: now) == expected)
    }

    @Test func wrongWeekdayIsIgnored() throws {
        #expect(try Self.ts("EEE, MMM d, y", "Wed, Sep 13, 2013") == 1_379_030_400)
    }

    @Test func presetsNeedNarrowNoBreakSpace() throws {
        #expect(try Self.ts("medium", "Sep 13, 2013") == 1_379_030_400)
        #expect(try Self.ts("short", "9/13/13") == 1_379_030_400)
        #expect(try Self.ts("long", "September 13, 2013") == 1_379_030_400)
        #expect(try Self.ts("full", "Friday, September 13, 2013") == 1_379_030_400)
        #expect(try Self.ts("medium", "Sep 13, 2013, 2:23:15\u{202F}PM", type: .datetime) == 1_379_082_195)
        #expect(try Self.ts("medium", "Sep 13, 2013, 2:23:15 PM", type: .datetime) == nil)
        #expect(try Self.ts("long", "September 13, 2013 at 2:23:15\u{202F}PM UTC", type: .datetime) == 1_379_082_195)
        #expect(try Self.ts("medium", "2:23:15\u{202F}PM", type: .time) == 51_795)
        #expect(try Self.ts("short", "2:23\u{202F}PM", type: .time, zone: "Europe/Berlin") == 48_180)
    }

    @Test func presetPatterns() {
        #expect(DateFormatPresets.pattern(for: "full", type: .datetime) == "EEEE, MMMM d, y 'at' h:mm:ss\u{202F}a zzzz")
        #expect(DateFormatPresets.pattern(for: "short", type: .datetime) == "M/d/yy, h:mm\u{202F}a")
        #expect(DateFormatPresets.pattern(for: "tiny", type: .date) == nil)
    }

    @Test(arguments: [
        ("ja", DateKind.date, "medium", "y/MM/dd"), ("ja", .datetime, "short", "y/MM/dd H:mm"),
        ("zh", .date, "medium", "y年M月d日"), ("zh", .date, "short", "y/M/d"), ("zh", .time, "medium", "HH:mm:ss"),
        ("es", .time, "medium", "H:mm:ss"), ("pt-BR", .time, "short", "HH:mm"), ("ru", .time, "medium", "HH:mm:ss"),
        ("uk", .time, "medium", "HH:mm:ss"), ("pl", .time, "short", "HH:mm"),
        ("zh-Hant", .date, "medium", "y年M月d日"), ("zh_hant", .date, "short", "y/M/d"),
    ])
    func presetPatternsOfOtherLocales(locale: String, type: DateKind, name: String, pattern: String) {
        #expect(DateFormatPresets.pattern(for: name, type: type, locale: locale) == pattern)
    }

    @Test func localeDependentFormats() throws {
        // Times known, dates with month names not: a rule naming the locale cannot use them.
        #expect(DateFormatPresets.pattern(for: "medium", type: .date, locale: "ru") == nil)
        #expect(DateFormatPresets.pattern(for: "medium", type: .datetime, locale: "es") == nil)
        #expect(DateFormatPresets.pattern(for: "medium", type: .time, locale: "zh-Hant") == nil)
        #expect(DateFormat.localizedLocales == ["de", "de-de", "en-gb", "es", "fr", "fr-fr", "ja", "pl", "pt", "pt-br", "ru", "uk", "zh", "zh-hant"])
        #expect(try DateFormat("medium").hasTextFields)
        #expect(try DateFormat("dd MMM yyyy").hasTextFields)
        #expect(try DateFormat("medium", type: .time).hasTextFields)
        #expect(try !DateFormat("medium", type: .time, locale: "de").hasTextFields)
        #expect(try !DateFormat("yyyy-MM-dd").hasTextFields)
        #expect(try !DateFormat("php:M d, Y").hasTextFields)
        let japanese = try DateFormat("medium", locale: "ja")
        #expect(japanese.timestamp(from: "2013/09/13", timeZone: .utc, defaultTimeZone: .utc, now: Self.now) == 1_379_030_400)
        let chinese = try DateFormat("medium", locale: "zh")
        #expect(chinese.timestamp(from: "2013年9月13日", timeZone: .utc, defaultTimeZone: .utc, now: Self.now) == 1_379_030_400)
    }

    @Test func timeInfoDecidesTheZone() throws {
        #expect(try !DateFormat("yyyy-MM-dd").hasTimeInfo)
        #expect(try DateFormat("yyyy-MM-dd HH:mm").hasTimeInfo)
        #expect(try DateFormat("d 'Sa'").hasTimeInfo)   // Yii checks letters inside quotes too
        #expect(try !DateFormat("medium", type: .date).hasTimeInfo)
        #expect(try DateFormat("medium", type: .time).hasTimeInfo)
    }

    @Test func berlinWallTimes() throws {
        #expect(try Self.ts("yyyy-MM-dd HH:mm", "2013-03-31 02:30", zone: "Europe/Berlin") == 1_364_693_400)
        // ICU takes the later of two repeated wall times.
        #expect(try Self.ts("yyyy-MM-dd HH:mm", "2013-10-27 02:30", zone: "Europe/Berlin") == 1_382_837_400)
    }

    @Test(arguments: [
        ("yyyy-MM-dd HH:mm:ss", "2013-09-13 16:23:15"), ("yy/M/d h:mm a", "13/9/13 4:23 PM"), ("EEEE, MMMM d, y", "Friday, September 13, 2013"),
        ("EEE MMM dd", "Fri Sep 13"), ("Z ZZZZZ XXX z zzzz", "+0200 +02:00 +02:00 GMT+2 GMT+02:00"), ("'at' k K", "at 16 4"),
    ])
    func formats(_ format: String, _ expected: String) throws {
        #expect(try DateFormat(format).format(1_379_082_195, timeZone: TZ("Europe/Berlin")) == expected)
    }

    @Test func strictRoundTrip() throws {
        let f = try DateFormat("yyyy-MM-dd")
        #expect(f.timestamp(from: "13-03-19", timeZone: .utc, defaultTimeZone: .utc, strict: true, now: Self.now) == nil)
        #expect(f.timestamp(from: "0013-03-19", timeZone: .utc, defaultTimeZone: .utc, strict: true, now: Self.now) != nil)
    }

    @Test func configurationErrors() {
        #expect(throws: DateFormatError.unsupportedLocale("ja-JP")) { try DateFormat("dd MMM yyyy", locale: "ja-JP") }
        #expect(throws: DateFormatError.unsupportedLocale("ja-JP")) { try DateFormat("short", locale: "ja-JP") }
        #expect(throws: DateFormatError.unsupportedLocale("de-DE")) { try DateFormat("long", locale: "de-DE") }
        #expect(throws: DateFormatError.unsupportedLocale("fr")) { try DateFormat("short", type: .datetime, locale: "fr") }
        #expect(throws: DateFormatError.self) { try DateFormat("yyyy-'MM") }
        #expect(throws: DateFormatError.self) { try DateFormat("yyyy-ww") }
        #expect((try? DateFormat("yyyy-MM-dd", locale: "de-DE")) != nil)
        #expect((try? DateFormat("php:d.m.Y", locale: "de-DE")) != nil)
    }

    @Test func longInputIsLinear() throws {
        let big = String(repeating: "9", count: 1_000_000)
        #expect(try Self.ts("yyyy-MM-dd", big) == nil)
    }

    /// PHP's `IntlDateFormatter::parse` turns ICU's milliseconds into whole seconds toward zero:
    /// before 1970 a fraction makes it the next second (it was the second before).
    @Test(arguments: [
        ("1969-12-31 23:59:59.5", 0), ("1969-12-31 23:59:59.000", -1), ("1969-12-31 23:59:58.999", -1),
        ("1970-01-01 00:00:00.999", 0), ("2013-09-13 14:23:15.75", 1_379_082_195), ("1900-01-01 00:00:00.001", -2_208_988_799),
    ])
    func fractionsTruncateTowardZero(value: String, expected: Int) throws {
        #expect(try Self.ts("yyyy-MM-dd HH:mm:ss.S", value) == expected)
    }
}
