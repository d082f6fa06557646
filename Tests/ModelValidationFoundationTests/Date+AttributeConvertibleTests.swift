import Foundation
import Testing
import ModelValidation
import ModelValidationFoundation

struct DateAttributeConvertibleTests {
    @Test(arguments: [
        ("2024-05-01T12:30:00Z", 1714566600.0),
        ("2024-05-01T14:30:00+02:00", 1714566600.0),
        ("2024-05-01T12:30:00.250Z", 1714566600.25),
        ("2024-05-01t12:30:00.5z", 1714566600.5),
        ("2024-05-01T12:30:00.123456789123Z", 1714566600.123456789),
        ("2024-05-01T07:00:00-05:30", 1714566600.0),
        ("2024-05-01T12:30:00-00:00", 1714566600.0),
        ("2024-02-29T00:00:00Z", 1709164800.0),
        ("1969-12-31T23:59:59Z", -1.0),
        ("0000-03-01T00:00:00Z", -62162035200.0),
        ("9999-12-31T23:59:59+23:59", 253402214459.0),
        ("0000-01-01T00:00:00Z", -62167219200.0),
        ("0000-01-01T00:00:00-00:01", -62167219140.0),
    ])
    func datesAreReadFromISO8601(text: String, seconds: Double) {
        #expect(Date(attributeValue: .string(text))?.timeIntervalSince1970 == seconds)
    }

    @Test(arguments: [
        AttributeValue.string("2024-05-01"), "2024-05-01T12:30:00", "2024-13-01T12:30:00Z", "", "yesterday",
        .int(1714566600), .double(1.5), .null, .bool(true),
        // Impossible fields, which Foundation's format style carried over on Linux.
        "2024-02-30T12:30:00Z", "2023-02-29T12:30:00Z", "2024-04-31T12:30:00Z", "2024-00-10T12:30:00Z",
        "2024-05-00T12:30:00Z", "2024-05-01T24:00:00Z", "2024-05-01T12:60:00Z", "2024-05-01T12:30:60Z",
        // Something after the moment, which it ignored.
        "2024-05-01T12:30:00Zjunk", "2024-05-01T12:30:00+02:00xyz", "2024-05-01T12:30:00+02:00:00",
        "2024-05-01T12:30:00Z ", " 2024-05-01T12:30:00Z",
        // Offsets other than Z and ±hh:mm.
        "2024-05-01T12:30:00+0200", "2024-05-01T12:30:00+02", "2024-05-01T12:30:00+2", "2024-05-01T12:30:00+24:00",
        "2024-05-01T12:30:00+02:60", "2024-05-01T12:30:00GMT", "2024-05-01T12:30:00UTC",
        // Other shapes.
        "2024-05-01T12:30:00.Z", "2024-05-01T12:30Z", "2024-05-01 12:30:00Z", "20240501T123000Z",
        // A moment whose year in UTC is not one of 0000–9999, which could not be written back.
        "0000-01-01T00:00:00+00:01", "9999-12-31T23:59:59-00:01", "9999-12-31T23:59:59.9996Z",
        "+2024-05-01T12:30:00Z", "24-05-01T12:30:00Z", "2024-5-1T12:30:00Z", "２０２４-05-01T12:30:00Z",
    ])
    func otherValuesAreNotDates(value: AttributeValue) {
        #expect(Date(attributeValue: value) == nil)
    }

    @Test func datesAreWrittenInISO8601() {
        #expect(Date(timeIntervalSince1970: 1714566600).attributeValue == .string("2024-05-01T12:30:00Z"))
        #expect(Date(timeIntervalSince1970: 1714566600.25).attributeValue == .string("2024-05-01T12:30:00.250Z"))
        let date = Date(timeIntervalSince1970: 1714566600.5)
        #expect(Date(attributeValue: date.attributeValue) == date)
        // To the nearest millisecond, before and after 1970.
        #expect(Date(timeIntervalSince1970: 1714566600.0004).attributeValue == .string("2024-05-01T12:30:00Z"))
        #expect(Date(timeIntervalSince1970: 1714566600.0006).attributeValue == .string("2024-05-01T12:30:00.001Z"))
        #expect(Date(timeIntervalSince1970: 1714566599.9996).attributeValue == .string("2024-05-01T12:30:00Z"))
        #expect(Date(timeIntervalSince1970: -1.25).attributeValue == .string("1969-12-31T23:59:58.750Z"))
        // The last millisecond of the year 9999 converts; what rounds past it does not.
        #expect(Date(attributeValue: "9999-12-31T23:59:59.9994Z")?.attributeValue == .string("9999-12-31T23:59:59.999Z"))
    }

    /// Every millisecond of a second reads and writes back as the same text, in years before
    /// and after 1970 and far from it (the format style's own writing lost a millisecond in
    /// about half of them).
    /// The first and last moments that convert are written as they were read.
    @Test(arguments: ["0000-01-01T00:00:00Z", "0001-02-03T04:05:06.007Z", "9999-12-31T23:59:59.999Z", "1969-12-31T23:59:59.999Z"])
    func theEndsOfTheYearsReadBack(text: String) {
        #expect(Date(attributeValue: .string(text))?.attributeValue == .string(text))
    }

    @Test(arguments: ["1960", "2001", "2024", "2300"])
    func millisecondsRoundTrip(year: String) {
        var differing: [String] = []
        for millisecond in 0..<1000 {
            let digits = String(millisecond)
            let fraction = millisecond == 0 ? "" : "." + String(repeating: "0", count: 3 - digits.count) + digits
            let text = "\(year)-05-01T12:30:00\(fraction)Z"
            let written = Date(attributeValue: .string(text))?.attributeValue
            if written != .string(text) { differing.append("\(text) → \(written.map { "\($0)" } ?? "nil")") }
        }
        #expect(differing.isEmpty, "\(differing.count) written otherwise, the first: \(differing.prefix(3))")
    }
}
