import Testing
@testable import ModelValidationDates

/// The POSIX `TZ` rules of TZif footers: parsed, and the offset they give at any instant.
struct POSIXTimeZoneRuleTests {
    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Int {
        CivilDate(year: year, month: month, day: day, hour: hour, minute: minute).secondsSinceEpoch
    }

    @Test func centralEurope() throws {
        let rule = try #require(POSIXTimeZoneRule("CET-1CEST,M3.5.0,M10.5.0/3"))
        #expect(rule.standardName == "CET" && rule.standardOffset == 3_600)
        #expect(rule.daylightName == "CEST" && rule.daylightOffset == 7_200)
        #expect(rule.start == .monthWeekDay(month: 3, week: 5, weekday: 0) && rule.startTime == 7_200)
        #expect(rule.end == .monthWeekDay(month: 10, week: 5, weekday: 0) && rule.endTime == 10_800)
        #expect(rule.offset(at: 4_102_444_800) == 3_600)
        #expect(rule.offset(at: Self.utc(2100, 7, 1)) == 7_200)
        // 2021: from 01:00 UTC on March 28 to 01:00 UTC on October 31.
        #expect(rule.offset(at: 1_616_893_199) == 3_600)
        #expect(rule.offset(at: 1_616_893_200) == 7_200)
        #expect(rule.abbreviation(at: 1_616_893_200) == "CEST")
        #expect(rule.offset(at: 1_635_641_999) == 7_200)
        #expect(rule.offset(at: 1_635_642_000) == 3_600)
        #expect(rule.abbreviation(at: 1_635_642_000) == "CET")
    }

    /// Without an offset for daylight time, it is an hour ahead of standard time.
    @Test func easternUS() throws {
        let rule = try #require(POSIXTimeZoneRule("EST5EDT,M3.2.0,M11.1.0"))
        #expect((rule.standardOffset, rule.daylightOffset) == (-18_000, -14_400))
        #expect(rule.offset(at: Self.utc(2030, 1, 15)) == -18_000)
        #expect(rule.offset(at: Self.utc(2030, 7, 15)) == -14_400)
        // 2030-03-10 is the second Sunday of March: 02:00 EST is 07:00 UTC.
        #expect(rule.offset(at: Self.utc(2030, 3, 10, 6, 59)) == -18_000)
        #expect(rule.offset(at: Self.utc(2030, 3, 10, 7)) == -14_400)
    }

    /// South of the equator, daylight time spans the turn of the year.
    @Test func southernHemisphere() throws {
        let rule = try #require(POSIXTimeZoneRule("AEST-10AEDT,M10.1.0,M4.1.0/3"))
        #expect(rule.offset(at: Self.utc(2030, 1, 15)) == 39_600)
        #expect(rule.offset(at: Self.utc(2030, 6, 15)) == 36_000)
        #expect(rule.offset(at: Self.utc(2030, 12, 15)) == 39_600)
    }

    @Test func rulesWithoutDaylightTime() throws {
        let quoted = try #require(POSIXTimeZoneRule("<+03>-3"))
        #expect(quoted.standardName == "+03" && quoted.standardOffset == 10_800 && quoted.daylightName == nil)
        #expect(quoted.offset(at: Self.utc(2030, 7, 1)) == 10_800)
        #expect(quoted.abbreviation(at: 0) == "+03")
        let utc = try #require(POSIXTimeZoneRule("UTC0"))
        #expect(utc.offset(at: 0) == 0)
        let india = try #require(POSIXTimeZoneRule("IST-5:30"))
        #expect(india.standardOffset == 19_800)
    }

    /// `Jn` never counts February 29, `n` does, `Mm.5.d` is the last such weekday of the month.
    @Test func ruleDays() {
        #expect(POSIXTimeZoneRule.localDay(.julianNoLeap(60), year: 2024) == CivilDate.days(year: 2024, month: 3, day: 1))
        #expect(POSIXTimeZoneRule.localDay(.julianNoLeap(60), year: 2023) == CivilDate.days(year: 2023, month: 3, day: 1))
        #expect(POSIXTimeZoneRule.localDay(.zeroBased(59), year: 2024) == CivilDate.days(year: 2024, month: 2, day: 29))
        #expect(POSIXTimeZoneRule.localDay(.zeroBased(59), year: 2023) == CivilDate.days(year: 2023, month: 3, day: 1))
        #expect(POSIXTimeZoneRule.localDay(.monthWeekDay(month: 2, week: 5, weekday: 0), year: 2021)
            == CivilDate.days(year: 2021, month: 2, day: 28))
        #expect(POSIXTimeZoneRule.localDay(.monthWeekDay(month: 3, week: 1, weekday: 1), year: 2021)
            == CivilDate.days(year: 2021, month: 3, day: 1))
        #expect(POSIXTimeZoneRule("XXX0YYY,J60/1:30:15,300")?.start == .julianNoLeap(60))
        #expect(POSIXTimeZoneRule("XXX0YYY,J60/1:30:15,300")?.startTime == 5_415)
        #expect(POSIXTimeZoneRule("XXX0YYY,J60/1:30:15,300")?.end == .zeroBased(300))
    }

    @Test(arguments: [
        "CE-1", "CET", "CET-1CEST", "CET-1CEST,M3.5.0", "CET-1CEST,M3.5.0,M10.5.0/3x", "CET-1CEST,M13.5.0,M10.5.0",
        "CET-1CEST,M3.6.0,M10.5.0", "CET-1CEST,M3.5.7,M10.5.0", "CET-1CEST,J0,M10.5.0", "CET-1CEST,366,M10.5.0",
        "<+03-3", "",
    ])
    func malformedRules(text: String) {
        #expect(POSIXTimeZoneRule(text) == nil)
    }
}
