import Foundation
import Testing
import ModelValidation
import ModelValidationFoundation

struct DateAttributeConvertibleTests {
    @Test(arguments: [
        ("2024-05-01T12:30:00Z", 1714566600.0),
        ("2024-05-01T14:30:00+02:00", 1714566600.0),
        ("2024-05-01T12:30:00.250Z", 1714566600.25),
    ])
    func datesAreReadFromISO8601(text: String, seconds: Double) {
        #expect(Date(attributeValue: .string(text))?.timeIntervalSince1970 == seconds)
    }

    @Test(arguments: [
        AttributeValue.string("2024-05-01"), "2024-05-01T12:30:00", "2024-13-01T12:30:00Z", "", "yesterday",
        .int(1714566600), .double(1.5), .null, .bool(true),
    ])
    func otherValuesAreNotDates(value: AttributeValue) {
        #expect(Date(attributeValue: value) == nil)
    }

    @Test func datesAreWrittenInISO8601() {
        #expect(Date(timeIntervalSince1970: 1714566600).attributeValue == .string("2024-05-01T12:30:00Z"))
        #expect(Date(timeIntervalSince1970: 1714566600.25).attributeValue == .string("2024-05-01T12:30:00.250Z"))
        let date = Date(timeIntervalSince1970: 1714566600.5)
        #expect(Date(attributeValue: date.attributeValue) == date)
    }
}
