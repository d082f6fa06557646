import Testing
@testable import ModelValidationDates

/// The patterns behind `short`, `medium`, `long` and `full`: en-US as ICU 72 has them, and the short
/// and medium ones of the other locales known.
struct DateFormatPresetsTests {
    @Test(arguments: [
        ("short", DateKind.date, "M/d/yy"),
        ("short", .time, "h:mm\u{202F}a"),
        ("short", .datetime, "M/d/yy, h:mm\u{202F}a"),
        ("medium", .datetime, "MMM d, y, h:mm:ss\u{202F}a"),
        ("long", .date, "MMMM d, y"),
        ("long", .datetime, "MMMM d, y 'at' h:mm:ss\u{202F}a z"),
        ("full", .date, "EEEE, MMMM d, y"),
        ("full", .time, "h:mm:ss\u{202F}a zzzz"),
        ("full", .datetime, "EEEE, MMMM d, y 'at' h:mm:ss\u{202F}a zzzz"),
    ])
    func englishPresets(name: String, kind: DateKind, pattern: String) {
        #expect(DateFormatPresets.pattern(for: name, type: kind) == pattern)
        #expect(DateFormatPresets.pattern(for: name, type: kind, locale: "en_US") == pattern)
        #expect(DateFormatPresets.pattern(for: name, type: kind, locale: "en-US-POSIX") == pattern)
    }

    @Test(arguments: [
        ("medium", DateKind.date, "de_DE", String?.some("dd.MM.y")),
        ("short", .datetime, "de", "dd.MM.yy, HH:mm"),
        ("medium", .datetime, "en-GB", "d MMM y, HH:mm:ss"),
        ("short", .datetime, "ja", "y/MM/dd H:mm"),
        ("medium", .date, "zh-Hant", "y年M月d日"),
        ("short", .time, "es", "H:mm"),
        // What a locale lacks: French date-times (no glue known), Spanish dates, long presets.
        ("short", .datetime, "fr", nil),
        ("short", .date, "es", nil),
        ("long", .date, "de", nil),
        ("short", .date, "xx", nil),
        ("huge", .date, "en-US", nil),
    ])
    func localizedPresets(name: String, kind: DateKind, locale: String, pattern: String?) {
        #expect(DateFormatPresets.pattern(for: name, type: kind, locale: locale) == pattern)
    }

    @Test func namesAndLocales() {
        #expect(DateFormatPresets.names == ["short", "medium", "long", "full"])
        #expect(DateFormatPresets.localizedLocales == [
            "de", "de-de", "en-gb", "es", "fr", "fr-fr", "ja", "pl", "pt", "pt-br", "ru", "uk", "zh", "zh-hant",
        ])
        #expect(DateFormatPresets.pattern(for: "huge", type: .date) == nil)
    }
}
