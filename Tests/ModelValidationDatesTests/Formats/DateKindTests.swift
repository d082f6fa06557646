import Testing
@testable import ModelValidationDates

/// The three kinds of a date format, named after Yii's aliases, and the presets each reads.
struct DateKindTests {
    @Test func theKindsAreYiisAliases() {
        #expect(DateKind.allCases.map(\.rawValue) == ["date", "datetime", "time"])
        #expect(DateKind(rawValue: "datetime") == .datetime)
        #expect(DateKind(rawValue: "timestamp") == nil)
    }

    @Test(arguments: [
        (DateKind.date, "MMM d, y"),
        (.datetime, "MMM d, y, h:mm:ss\u{202F}a"),
        (.time, "h:mm:ss\u{202F}a"),
    ])
    func aPresetReadsAsItsKind(kind: DateKind, pattern: String) throws {
        let format = try DateFormat("medium", type: kind)
        #expect(format.pattern == pattern)
        #expect(format.isPreset)
    }
}
