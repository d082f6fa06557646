import Testing
@testable import ModelValidationDates

@Suite struct TimeZoneDatabaseTests {
    @Test func berlinOffsetsAndDST() throws {
        let berlin = try TZ("Europe/Berlin")
        #expect(berlin.offset(at: 1_379_082_195) == 7200)            // 2013-09-13, CEST
        #expect(berlin.abbreviation(at: 1_379_082_195) == "CEST")
        #expect(berlin.offset(at: 1_356_998_400) == 3600)            // 2013-01-01, CET
        #expect(berlin.isDaylightSaving(at: 1_379_082_195))
        // 2013-03-31 01:00 UTC: clocks jump from 02:00 CET to 03:00 CEST.
        #expect(berlin.offset(at: 1_364_691_599) == 3600)
        #expect(berlin.offset(at: 1_364_691_600) == 7200)
        // 2013-10-27 01:00 UTC: back from 03:00 CEST to 02:00 CET.
        #expect(berlin.offset(at: 1_382_835_599) == 7200)
        #expect(berlin.offset(at: 1_382_835_600) == 3600)
    }

    @Test func wallTimesAroundTransitions() throws {
        let berlin = try TZ("Europe/Berlin")
        let gap = CivilDate(year: 2013, month: 3, day: 31, hour: 2, minute: 30).secondsSinceEpoch
        // 02:30 does not exist: read with the offset before the gap, i.e. 03:30 CEST = 01:30 UTC.
        #expect(berlin.utc(fromLocal: gap, preferEarlier: true) == 1_364_693_400)
        #expect(berlin.utc(fromLocal: gap, preferEarlier: false) == 1_364_693_400)
        let repeated = CivilDate(year: 2013, month: 10, day: 27, hour: 2, minute: 30).secondsSinceEpoch
        #expect(berlin.utc(fromLocal: repeated, preferEarlier: true) == 1_382_833_800)   // 00:30 UTC (CEST)
        #expect(berlin.utc(fromLocal: repeated, preferEarlier: false) == 1_382_837_400)  // 01:30 UTC (CET)
    }

    @Test func footerRuleBeyondTable() throws {
        let berlin = try TZ("Europe/Berlin")
        let summer2100 = CivilDate(year: 2100, month: 7, day: 1).secondsSinceEpoch
        let winter2100 = CivilDate(year: 2100, month: 1, day: 1).secondsSinceEpoch
        #expect(berlin.offset(at: summer2100) == 7200)
        #expect(berlin.offset(at: winter2100) == 3600)
        let ny = try TZ("America/New_York")
        #expect(ny.offset(at: summer2100) == -14_400)
        #expect(ny.abbreviation(at: winter2100) == "EST")
        let sydney = try TZ("Australia/Sydney")
        #expect(sydney.offset(at: winter2100) == 39_600)   // January is summer there
        #expect(sydney.offset(at: summer2100) == 36_000)
    }

    @Test func historicAndNegativeInstants() throws {
        let berlin = try TZ("Europe/Berlin")
        #expect(berlin.offset(at: -1_000_000_000) == 3600)   // 1938-04-24
        let ny = try TZ("America/New_York")
        #expect(ny.offset(at: -2_208_988_800) == -18_000)    // 1900-01-01 (EST)
    }

    @Test(arguments: [("UTC", 0), ("GMT", 0), ("+02:00", 7200), ("-0530", -19_800), ("+2", 7200), ("-11", -39_600)])
    func fixedZones(_ name: String, _ offset: Int) throws {
        let zone = try TZ(name)
        #expect(zone.offset(at: 0) == offset)
        #expect(zone.isFixedOffset)
    }

    @Test(arguments: ["Mars/Olympus", "../etc/passwd", "/etc/localtime", "", "Europe/", "+25:99x"])
    func unknownZonesThrow(_ name: String) {
        #expect(throws: DateFormatError.self) { try TZ(name) }
    }

    @Test func zonesAreCachedAndShared() throws {
        let db = TimeZoneDatabase(root: "/usr/share/zoneinfo")
        let a = try db.zone(named: "America/Jamaica")
        let b = try db.zone(named: "America/Jamaica")
        #expect(a.table === b.table)
        #expect(a.offset(at: 1_497_484_800) == -18_000)
    }

    @Test func tasksLoadingOneZoneAtOnceShareOneTable() async throws {
        // Each round starts from an empty cache, so the tasks race to load the file.
        for _ in 0..<20 {
            let db = TimeZoneDatabase(root: "/usr/share/zoneinfo")
            let tables = await withTaskGroup(of: TransitionTable?.self) { group in
                for _ in 0..<8 { group.addTask { try? db.zone(named: "Europe/Berlin").table } }
                var out: [TransitionTable?] = []
                for await table in group { out.append(table) }
                return out
            }
            let first = try #require(tables.first ?? nil)
            #expect(tables.count == 8)
            #expect(tables.allSatisfy { $0 === first })
        }
    }

    @Test func posixRuleParsing() throws {
        let rule = try #require(POSIXTimeZoneRule("EST5EDT,M3.2.0,M11.1.0"))
        #expect(rule.standardOffset == -18_000)
        #expect(rule.daylightOffset == -14_400)
        #expect(POSIXTimeZoneRule("<+03>-3")?.standardOffset == 10_800)
        #expect(POSIXTimeZoneRule("<-03>3<-02>,M3.5.0/-2,M10.5.0/-1")?.daylightName == "-02")
        #expect(POSIXTimeZoneRule("X") == nil)
    }
}
