import Testing
@testable import ModelValidationDates

/// The configuration mistakes of dates: each has a stable code and a message naming the value.
struct DateFormatErrorTests {
    @Test func anUnknownTimeZone() {
        #expect(throws: DateFormatError(code: "date.unknownTimeZone", message: "Unknown or bad time zone: Nowhere/Atlantis")) {
            try TZ("Nowhere/Atlantis")
        }
    }

    @Test func aLocaleWithoutTheNamesOrPresets() {
        let error = DateFormatError.unsupportedLocale("es")
        #expect(error.code == "date.unsupportedLocale")
        #expect(error.message == "Unsupported locale for ICU date formats: es (ICU date names are available for en-US, en-GB, de and fr only).")
        #expect(throws: error) { try DateFormat("medium", type: .date, locale: "es") }
        #expect(throws: DateFormatError.unsupportedLocale("ja")) { try DateFormat("dd MMM yyyy", locale: "ja") }
    }

    @Test func aBadPattern() {
        #expect(throws: DateFormatError(code: "date.invalidFormat", message: "Invalid date format \"yyyy-qq\": unsupported pattern letter 'q'")) {
            try DateFormat("yyyy-qq")
        }
        #expect(throws: DateFormatError.invalidFormat("'open", "unterminated quote")) { try DateFormat("'open") }
    }

    @Test func theDescriptionIsTheMessage() {
        let error = DateFormatError(code: "c", message: "m")
        #expect(error.description == "m")
        #expect(error != DateFormatError(code: "c", message: "n"))
    }
}
