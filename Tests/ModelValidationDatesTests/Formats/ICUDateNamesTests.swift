import Testing
@testable import ModelValidationDates

struct ICUDateNamesTests {
    static let now = 1_379_030_400

    @Test(arguments: [
        ("dd MMM yyyy", "de_DE", "12 Mai 2014", true), ("dd. MMMM yyyy", "de-DE", "13. September 2013", true),
        ("dd. MMMM yyyy", "de-DE", "13. Sept. 2013", true), ("dd. MMMM yyyy", "de-DE", "13. Sept 2013", true),
        ("dd MMM yyyy", "de-DE", "13 Sep 2013", false), ("dd MMM yyyy", "fr-FR", "13 sept. 2013", true),
        ("dd MMM yyyy", "fr-FR", "13 févr. 2013", true), ("d MMM y", "en-GB", "13 Sept 2013", true),
        ("d MMM y", "en-GB", "13 Sep 2013", false),
    ])
    func localizedNamesParse(format: String, locale: String, value: String, valid: Bool) throws {
        let f = try DateFormat(format, locale: locale)
        #expect((f.timestamp(from: value, timeZone: .utc, defaultTimeZone: .utc, now: Self.now) != nil) == valid)
    }

    @Test func localizedPresetsAndFormatting() throws {
        #expect(try DateFormat("short", locale: "de-DE").pattern == "dd.MM.yy")
        #expect(try DateFormat("short", type: .datetime, locale: "en-GB").pattern == "dd/MM/y, HH:mm")
        #expect(try DateFormat("medium", type: .datetime, locale: "de").pattern == "dd.MM.y, HH:mm:ss")
        #expect(try DateFormat("dd. MMMM yyyy", locale: "de-DE").format(Self.now, timeZone: .utc) == "13. September 2013")
        #expect(try DateFormat("d MMM y", locale: "fr").format(Self.now, timeZone: .utc) == "13 sept. 2013")
    }
}
