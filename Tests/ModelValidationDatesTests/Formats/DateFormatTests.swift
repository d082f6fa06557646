import Testing
@testable import ModelValidationDates

/// Any timestamp can be formatted and any value parsed: the arithmetic on numbers that come from
/// outside (timestamps, digits in a value) never overflows.
@Suite struct DateFormatTests {
    /// PHP prints `PHP_INT_MAX` and `PHP_INT_MIN` as these proleptic Gregorian wall times in UTC.
    static let phpIntMax = "292277026596-12-04 15:30:07"
    static let phpIntMin = "-292277022657-01-27 08:29:52"

    @Test func theExtremeTimestampsFormatAsPHPPrintsThem() throws {
        let php = try DateFormat("php:Y-m-d H:i:s")
        #expect(php.format(Int.max, timeZone: .utc) == Self.phpIntMax)
        #expect(php.format(Int.min, timeZone: .utc) == Self.phpIntMin)
        let icu = try DateFormat("yyyy-MM-dd HH:mm:ss")
        #expect(icu.format(Int.max, timeZone: .utc) == Self.phpIntMax)
        // Before 1582 ICU's calendar is Julian, so only the time of day is PHP's.
        #expect(icu.format(Int.min, timeZone: .utc).hasSuffix(" 08:29:52"))
    }

    @Test func offsetsAtTheExtremesCarryIntoTheDate() throws {
        let php = try DateFormat("php:Y-m-d H:i:s P")
        #expect(php.format(Int.max, timeZone: try TZ("+14:00")) == "292277026596-12-05 05:30:07 +14:00")
        #expect(php.format(Int.min, timeZone: try TZ("-12:00")) == "-292277022657-01-26 20:29:52 -12:00")
        // Berlin: its footer rule far in the future (winter time), local mean time far in the past.
        let berlin = try TZ("Europe/Berlin")
        #expect(php.format(Int.max, timeZone: berlin) == "292277026596-12-04 16:30:07 +01:00")
        #expect(php.format(Int.min, timeZone: berlin) == "-292277022657-01-27 09:23:20 +00:53")
    }

    @Test(arguments: [Int.min, Int.min + 1, -1 << 62, -1, 0, 1 << 62, Int.max - 1, Int.max])
    func everyLetterFormatsAnyTimestamp(timestamp: Int) throws {
        let zones = [TZ.utc, try TZ("Europe/Berlin"), try TZ("America/New_York"), try TZ("+05:30"),
                     TZ.fixed(offsetSeconds: Int.min, name: "min"), TZ.fixed(offsetSeconds: Int.max, name: "max")]
        let php = try DateFormat("php:d D j l N S w z W F m M n t L o Y y a A B g G h H i s u v e I O P p T Z c r U")
        let icu = try DateFormat("y yy yyyy u M MM MMM MMMM MMMMM L d E EEEE c a h hh K H HH k m s S z zzzz Z ZZZZ ZZZZZ O OOOO x xxx X XXX v V")
        for zone in zones {
            #expect(php.format(timestamp, timeZone: zone).hasSuffix(String(timestamp)))
            #expect(!icu.format(timestamp, timeZone: zone).isEmpty)
            _ = zone.utc(fromLocal: timestamp, preferEarlier: true)
            _ = zone.utc(fromLocal: timestamp, preferEarlier: false)
        }
    }

    @Test func swatchBeatsAtTheExtremes() throws {
        let beat = try DateFormat("php:B")
        // ((t mod 86400) + 3600) mod 86400 × 10 / 864, with t mod 86400 = 55807 for Int.max.
        #expect(beat.format(Int.max, timeZone: .utc) == "687")
        #expect(beat.format(Int.min, timeZone: .utc) == "395")
    }

    @Test(arguments: [
        ("yyyyyyyyyyyyyyyyyyyyyyyyMM", "9999999999999999999999999901"),
        ("yyyyyyyyyyyyyyyyyyyyyyyyMM", "0000000000000000000000000001"),
        ("ddddddddddddddddddddddddMM", "9999999999999999999999999901"),
        ("HHHHHHHHHHHHHHHHHHHHHHHHmm", "9999999999999999999999999901"),
        ("yyyyyyyyyyMMdd", "99999999990101"),
        ("y-MM-dd", "999999999-01-01"),
    ])
    func longDigitRunsInAValueAreRejected(pattern: String, value: String) throws {
        #expect(try DateFormat(pattern).parse(value, timeZone: .utc, now: 0) == nil)
    }

    @Test func yearsUpToICUsLimitAreRead() throws {
        let format = try DateFormat("y-MM-dd")
        #expect(format.parse("5838270-01-01", timeZone: .utc, now: 0) == CivilDate(year: 5_838_270, month: 1, day: 1).secondsSinceEpoch)
        #expect(format.parse("5838271-01-01", timeZone: .utc, now: 0) == nil)
    }

    @Test func theCurrentTimeMayBeAnyTimestamp() throws {
        for now in [Int.min, Int.max] {
            #expect(try DateFormat("php:Y-m-d").parse("2013-09-13", timeZone: TZ("Europe/Berlin"), now: now) != nil)
            #expect(try DateFormat("dd.MM.yyyy").parse("13.09.2013", timeZone: .utc, now: now) == 1_379_030_400)
            // A two-digit year is read in the century before `now`: out of ICU's range here.
            #expect(try DateFormat("dd.MM.yy").parse("13.09.13", timeZone: .utc, now: now) == nil)
        }
    }

    /// Yii writes `timestampAttributeFormat` with PHP: ICU patterns converted, presets as dates.
    @Test func theTimestampWriterIsAPHPFormat() throws {
        let berlin = try TZ("Europe/Berlin")
        #expect(DateFormat.timestampWriter("php:Y-m-d H:i").format(1_379_082_195, timeZone: berlin) == "2013-09-13 16:23")
        #expect(DateFormat.timestampWriter("yyyy-MM-dd HH:mm:ss.SSS z").format(1_379_082_195, timeZone: berlin)
                == "2013-09-13 16:23:15. CEST")
        #expect(DateFormat.timestampWriter("medium").pattern == "M j, Y")
        #expect(DateFormat.timestampWriter("full").pattern == "l, F j, Y")
        #expect(DateFormat.timestampWriter("medium", locale: "de").pattern == "d.m.Y")
        #expect(DateFormat.timestampWriter("short", locale: "zh").pattern == "Y/n/j")
        // Spanish has no date presets here: en-US's.
        #expect(DateFormat.timestampWriter("short", locale: "es").pattern == "n/j/y")
        #expect(DateFormat.timestampWriter("medium").isPHP)
        // Before 1582, PHP's proleptic Gregorian calendar, not ICU's Julian one.
        #expect(DateFormat.timestampWriter("yyyy-MM-dd").format(-14_831_769_600, timeZone: .utc) == "1500-01-01")
        #expect(try DateFormat("yyyy-MM-dd").format(-14_831_769_600, timeZone: .utc) == "1499-12-23")
    }
}
