import Testing
@testable import ModelValidationDates

/// Zones: offsets and abbreviations at instants, wall times back to instants, names.
struct TZTests {
    static func local(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) -> Int {
        CivilDate(year: year, month: month, day: day, hour: hour, minute: minute).secondsSinceEpoch
    }

    @Test func fixedOffsets() {
        #expect(TZ.utc.offset(at: 0) == 0 && TZ.utc.name == "UTC" && TZ.utc.isFixedOffset)
        #expect(TZ.utc.abbreviation(at: 0) == "UTC")
        let zone = TZ.fixed(offsetSeconds: -19_800, name: "custom")
        #expect(zone.offset(at: 1_379_082_195) == -19_800)
        #expect(zone.abbreviation(at: 0) == "-05:30")
        #expect(!zone.isDaylightSaving(at: 0))
        #expect(zone.description == "custom")
    }

    @Test func aZoneOfTheDatabase() throws {
        let berlin = try TZ("Europe/Berlin")
        #expect(!berlin.isFixedOffset)
        #expect(berlin.offset(at: 1_379_082_195) == 7_200)
        #expect(berlin.abbreviation(at: 1_379_082_195) == "CEST")
        #expect(berlin.isDaylightSaving(at: 1_379_082_195))
        #expect(berlin.offset(at: 1_387_000_000) == 3_600)
    }

    /// A wall time in the spring gap takes the offset before it; one that happens twice in the
    /// autumn is the earlier or the later instant, as asked.
    @Test func wallTimesToInstants() throws {
        let berlin = try TZ("Europe/Berlin")
        let gap = Self.local(2021, 3, 28, 2, 30)
        #expect(berlin.utc(fromLocal: gap, preferEarlier: true) == Self.local(2021, 3, 28, 1, 30))
        let twice = Self.local(2021, 10, 31, 2, 30)
        #expect(berlin.utc(fromLocal: twice, preferEarlier: true) == Self.local(2021, 10, 31, 0, 30))
        #expect(berlin.utc(fromLocal: twice, preferEarlier: false) == Self.local(2021, 10, 31, 1, 30))
        let plain = Self.local(2021, 7, 1, 12, 0)
        #expect(berlin.utc(fromLocal: plain, preferEarlier: true) == Self.local(2021, 7, 1, 10, 0))
        #expect(TZ.utc.utc(fromLocal: plain, preferEarlier: false) == plain)
    }

    @Test func offsetTextAndClampedDifferences() {
        #expect(TZ.offsetText(3_600, colon: false) == "+0100")
        #expect(TZ.offsetText(-37_800, colon: true) == "-10:30")
        #expect(TZ.offsetText(0, colon: true) == "+00:00")
        #expect(TZ.clampedDifference(5, 3) == 2)
        #expect(TZ.clampedDifference(Int.min, 1) == Int.min)
        #expect(TZ.clampedDifference(Int.max, -1) == Int.max)
    }

    /// Zones are equal when their names are.
    @Test func equalityIsByName() throws {
        #expect(TZ.fixed(offsetSeconds: 0, name: "A") == TZ.fixed(offsetSeconds: 3_600, name: "A"))
        #expect(TZ.fixed(offsetSeconds: 0, name: "UTC") == TZ.utc)
        #expect(try TZ("Europe/Berlin") != TZ("Europe/Paris"))
        #expect(Set([TZ.utc, TZ.fixed(offsetSeconds: 0, name: "UTC")]).count == 1)
    }
}
