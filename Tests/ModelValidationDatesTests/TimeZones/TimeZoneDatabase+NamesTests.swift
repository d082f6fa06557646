#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import ModelValidationDates

/// Zone names in any case of their ASCII letters, found by their spelling in the database.
@Suite struct TimeZoneDatabaseNamesTests {
    /// Names match whatever the case of their ASCII letters, as PHP's `DateTimeZone` matches
    /// them; the zone has the database's spelling, and the table of the zone so spelled.
    @Test(arguments: [
        ("europe/paris", "Europe/Paris"), ("EUROPE/PARIS", "Europe/Paris"), ("Europe/Paris", "Europe/Paris"),
        ("america/argentina/buenos_aires", "America/Argentina/Buenos_Aires"), ("us/eastern", "US/Eastern"),
        ("utc", "UTC"), ("Utc", "UTC"), ("etc/utc", "Etc/UTC"), ("zulu", "Zulu"), ("gmt", "GMT"), ("z", "Z"),
    ])
    func namesMatchInAnyCase(_ name: String, _ spelling: String) throws {
        let db = TimeZoneDatabase(root: "/usr/share/zoneinfo")
        let zone = try db.zone(named: name)
        #expect(zone.name == spelling)
        let spelled = try db.zone(named: spelling)
        #expect(zone.offset(at: 1_379_082_195) == spelled.offset(at: 1_379_082_195))
        #expect(zone.abbreviation(at: 1_379_082_195) == spelled.abbreviation(at: 1_379_082_195))
        if !zone.isFixedOffset { #expect(zone.table === spelled.table) }
    }

    /// Only ASCII letters fold: `İ` is not `i`, nor `ſ` `s`.
    @Test(arguments: ["europe/pariss", "europe", "europe/paris/x", "EUROPE/", "europe/../etc/passwd", "Europe/Parİs", "Europe/Pariſ"])
    func unknownNamesInAnyCaseThrow(_ name: String) {
        let unknown = DateFormatError(code: "date.unknownTimeZone", message: "Unknown or bad time zone: \(name)")
        #expect(throws: unknown) { try TimeZoneDatabase(root: "/usr/share/zoneinfo").zone(named: name) }
    }

    /// Of two files whose names differ only in case, each name finds its own, and a third
    /// spelling the first in byte order, whatever order the directory lists them in.
    @Test func theExactSpellingComesFirst() throws {
        var template = Array("/tmp/model-validate-zones-XXXXXX".utf8CString)
        let root = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        let paris = try #require(TimeZoneDatabase.readFile("/usr/share/zoneinfo/Europe/Paris"))
        let tokyo = try #require(TimeZoneDatabase.readFile("/usr/share/zoneinfo/Asia/Tokyo"))
        #expect(mkdir(root + "/Region", 0o700) == 0)
        for (name, bytes) in [("City", paris), ("CITY", tokyo)] {
            let file = try #require(fopen(root + "/Region/" + name, "wb"))
            _ = fwrite(bytes, 1, bytes.count, file)
            fclose(file)
        }
        defer {
            for path in ["/Region/City", "/Region/CITY"] { unlink(root + path) }
            rmdir(root + "/Region")
            rmdir(root)
        }
        let db = TimeZoneDatabase(root: root)
        #expect(try db.zone(named: "Region/City").offset(at: 1_379_082_195) == 7200)
        #expect(try db.zone(named: "Region/CITY").offset(at: 1_379_082_195) == 32_400)
        let folded = try db.zone(named: "region/city")
        #expect(folded.name == "Region/CITY")
        #expect(folded.offset(at: 1_379_082_195) == 32_400)
    }
}
