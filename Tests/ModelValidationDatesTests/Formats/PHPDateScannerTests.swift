import Testing
@testable import ModelValidationDates

/// The fields `createFromFormat` reads from a value, before unset ones are filled in; `nil`
/// wherever PHP reports an error or a warning.
struct PHPDateScannerTests {
    static func scan(_ format: String, _ input: String) -> DateFields? {
        let tokens = PHPDateFormat(format).tokens
        return Array(input.utf8).withUnsafeBufferPointer { bytes in
            var scanner = PHPDateScanner(input: bytes)
            return scanner.run(tokens)
        }
    }

    @Test func aDateLeavesTheTimeUnset() throws {
        let fields = try #require(Self.scan("Y-m-d", "2013-09-13"))
        #expect((fields.year, fields.month, fields.day) == (2013, 9, 13))
        #expect(fields.hour == nil && fields.minute == nil && fields.second == nil && fields.zone == nil)
    }

    /// A time field sets the others of the time to zero.
    @Test func aTimeSetsTheRestOfTheTime() throws {
        let fields = try #require(Self.scan("H", "7"))
        #expect((fields.hour, fields.minute, fields.second, fields.microsecond) == (7, 0, 0, 0))
        #expect(fields.year == nil)
    }

    @Test(arguments: [
        ("d M Y", "13 Sep 2013", 9), ("d M Y", "13 sept 2013", 9), ("d F Y", "13 SEPTEMBER 2013", 9),
        ("d M Y", "13 ix 2013", 9), ("d M Y", "1 XII 2013", 12),
    ])
    func monthNames(format: String, input: String, month: Int) {
        #expect(Self.scan(format, input)?.month == month)
    }

    @Test(arguments: [
        ("g:i a", "2:23 pm", 14), ("g:i a", "12:05 am", 0), ("g:i a", "12:05 p.m.", 12), ("h:i A", "11:59 AM", 11),
    ])
    func meridians(format: String, input: String, hour: Int) {
        #expect(Self.scan(format, input)?.hour == hour)
    }

    @Test func yearsOfTwoDigitsAndDaysOfTheYear() {
        #expect(Self.scan("y", "69")?.year == 2069)
        #expect(Self.scan("y", "70")?.year == 1970)
        let fields = Self.scan("Y z", "2016 59")
        #expect((fields?.year, fields?.month, fields?.day) == (2016, 2, 29))
    }

    @Test func weekdaysAndEpochs() {
        #expect(Self.scan("D Y-m-d", "Mon 2013-09-13")?.weekday == 1)
        #expect(Self.scan("l", "sunday")?.weekday == 0)
        let epoch = Self.scan("U", "-1")
        #expect(epoch?.civil == CivilDate(year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59))
        #expect(epoch?.zone == .utc)
        #expect(Self.scan("U", "--5")?.second == 5)
    }

    /// After its signs, PHP's epoch field skips everything up to the first digit.
    @Test(arguments: [("-.5", -5), ("+.5", 5), ("-x5", -5), ("- 5", -5), ("-+5", -5), ("+-5", -5), ("--5", 5)])
    func epochsSkipToTheFirstDigitAfterTheSign(input: String, seconds: Int) {
        let expected = CivilDate(secondsSinceEpoch: seconds)
        #expect(Self.scan("U", input)?.civil == expected)
    }

    /// Up to 24 digits, leading zeros included, within the 64-bit range.
    @Test(arguments: [
        ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min), ("000000000000000000000001", 1),
        ("1000000000000000000", 1_000_000_000_000_000_000),
    ])
    func epochsOfManyDigits(input: String, seconds: Int) {
        #expect(Self.scan("U", input)?.civil == CivilDate(secondsSinceEpoch: seconds))
    }

    @Test(arguments: ["-", "+", "-a", ".5", " 5", "5.5", "5-", "9223372036854775808", "-9223372036854775809",
                      "0000000000000000000000001", "99999999999999999999999"])
    func epochsThatDoNotRead(input: String) {
        #expect(Self.scan("U", input) == nil)
    }

    @Test func zonesInTheValue() throws {
        #expect(Self.scan("Y-m-d O", "2013-09-13 +0530")?.zone?.offset(at: 0) == 19_800)
        #expect(Self.scan("Y-m-d O", "2013-09-13 +0530")?.zone?.name == "+05:30")
        #expect(Self.scan("T", "GMT+02:00")?.zone?.offset(at: 0) == 7_200)
        let berlin = try TZ("Europe/Berlin")
        #expect(Self.scan("e", "Europe/Berlin")?.zone == berlin)
        #expect(Self.scan("e", "Nowhere/Atlantis") == nil)
    }

    /// What PHP reports: trailing data (even after `+`), missing data, a date or a time that
    /// does not exist, a field that does not read.
    @Test(arguments: [
        ("Y-m-d", "2013-09-13x"), ("Y-m-d+", "2013-09-13 extra"), ("Y-m-d H", "2013-09-13"), ("Y-m-d", "2013-02-30"),
        ("H:i", "24:00"), ("H:i", "12:5"), ("M", "Sepp"), ("g", "13"), ("a", "pm"),
    ])
    func refused(format: String, input: String) {
        #expect(Self.scan(format, input) == nil)
    }

    /// timelib's offsets: `H`, `HH`, `H:M`, `H:MM`, `HH:M`, `HHMM`, `HH:MM`; other shapes are 0.
    @Test(arguments: [
        ("2", 7_200), ("02", 7_200), ("2:30", 9_000), ("02:3", 7_380), ("0530", 19_800), ("05:30", 19_800),
        ("130", 5_400), ("123456", 0),
    ])
    func offsets(text: String, seconds: Int) {
        #expect(PHPDateScanner.offsetSeconds(Array(text.utf8)) == seconds)
    }
}
