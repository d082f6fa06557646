#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import ModelValidationDates

/// A POSIX TZ rule (`CET-1CEST,M3.5.0,M10.5.0/3`), the footer of a version 2+ TZif file.
///
/// Input: the rule on the first line; the rest, read as a big-endian integer, is one more
/// instant to probe.
///
/// Checks: a rule that parses reads back the same from the footer of a TZif file; offsets,
/// wall-time conversion and formatting never trap; for rules in the common form (alphabetic or
/// `<…>` names, offsets and switch times within a day, both switches given, at least three days
/// apart), offsets agree with the C library's own reading of the rule (`TZ=rule`, `localtime_r`)
/// on instants around each switch from 1971 to 2037, and instants survive the trip to wall time
/// and back.
enum ZoneRuleTarget {
    static let target = FuzzTarget(
        name: "tzrule", summary: "POSIX TZ rules: parse, TZif footer round trip, offsets against the C library, round trip",
        maxLength: 256, run: run)

    static func run(_ input: [UInt8]) {
        var parts = FuzzInput(input)
        let text = parts.line()
        var extra = 0
        for byte in parts.rest().prefix(8) { extra = extra << 8 | Int(byte) }
        guard let rule = POSIXTimeZoneRule(FuzzInput.text(text)) else { return }

        let file = TZifBuilder.file(transitions: [(at: 0, type: 0)], types: [(offset: 0, isDST: false, abbreviation: "UTC")], footer: text)
        let table = TimeZoneDatabase.decodeTZif(file)
        Invariant.expect(table?.rule == rule, "the rule reads back otherwise from a TZif footer")
        let zone = TZ(name: "Fuzz/Rule", table: TransitionTable(transitions: [], typeIndices: [],
                                                                 types: [.init(offset: rule.standardOffset, isDST: false, abbreviation: rule.standardName)],
                                                                 rule: rule))
        var probes = [Int.min, Int.min + 1, -1, 0, 1_709_210_096, Int.max - 1, Int.max, extra, extra &- 86_400, extra &+ 86_400]
        let years = [1971, 1999, 2024, 2037]
        for year in years {
            for switchAt in switches(rule, year: year) { probes += [switchAt - 3_601, switchAt - 1, switchAt, switchAt + 1, switchAt + 3_601] }
        }
        ZoneChecks.probe(zone, at: probes, formats: ZoneFileTarget.formats)

        guard isCommonForm(rule, text: text) else { return }
        ZoneChecks.roundTrip(zone, at: probes)
        // The C library works out the switches of the instant's UTC year only (a rule's period
        // that runs over New Year is cut there), so compare away from New Year.
        let inRange = probes.filter { $0 >= 31_536_000 && $0 < 2_145_916_800 && (3...360).contains(dayOfYear($0)) }
        let theirs = CLibraryZone.offsets(rule: FuzzInput.text(text), at: inRange)
        for (utc, their) in zip(inRange, theirs) {
            Invariant.expect(zone.offset(at: utc) == their,
                             "\(FuzzInput.text(text)): offset at \(utc) is \(zone.offset(at: utc)), the C library says \(their)")
        }
    }

    /// The UTC instants at which daylight time starts and ends in `year`, if the rule has it.
    static func switches(_ rule: POSIXTimeZoneRule, year: Int) -> [Int] {
        guard let start = rule.start, let end = rule.end else { return [] }
        return [POSIXTimeZoneRule.localDay(start, year: year) * 86_400 + rule.startTime - rule.standardOffset,
                POSIXTimeZoneRule.localDay(end, year: year) * 86_400 + rule.endTime - rule.daylightOffset]
    }

    /// The day of the year (0 for January 1) of a UTC instant.
    static func dayOfYear(_ utc: Int) -> Int {
        let date = CivilDate(secondsSinceEpoch: utc)
        return date.daysSinceEpoch - CivilDate.days(year: date.year, month: 1, day: 1)
    }

    /// Whether the rule is written the way every C library reads alike, its switches are far
    /// enough apart for wall times to convert back unambiguously, and none falls near New Year.
    static func isCommonForm(_ rule: POSIXTimeZoneRule, text: ArraySlice<UInt8>) -> Bool {
        guard rule.start != nil, rule.daylightName != nil, sexagesimalPartsInRange(text) else { return false }
        let names = [rule.standardName, rule.daylightName ?? ""]
        guard names.allSatisfy({ name in name.utf8.count >= 3 && name.utf8.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") } }),
              abs(rule.standardOffset) <= 86_400, abs(rule.daylightOffset) <= 86_400, rule.standardOffset != rule.daylightOffset,
              (0...86_400).contains(rule.startTime), (0...86_400).contains(rule.endTime) else { return false }
        for year in 1970...2038 {
            let these = switches(rule, year: year), next = switches(rule, year: year + 1)
            let all = (these + next).sorted()
            guard zip(all, all.dropFirst()).allSatisfy({ $1 - $0 >= 3 * 86_400 }),
                  these.allSatisfy({ (5...355).contains(dayOfYear($0)) }) else { return false }
        }
        return true
    }

    /// Whether every minute and second in the text (a number after `:`) has one or two digits
    /// and is below 60, as POSIX requires: C libraries differ on what `2:222` or `2:` means.
    static func sexagesimalPartsInRange(_ text: ArraySlice<UInt8>) -> Bool {
        var afterColon = false, digits = 0, value = 0
        for byte in text + [0] {
            if afterColon, byte >= 48, byte <= 57 {
                digits += 1
                value = value * 10 + Int(byte - 48)
                guard digits <= 2, value < 60 else { return false }
                continue
            }
            if afterColon && digits == 0 { return false }
            afterColon = byte == UInt8(ascii: ":")
            digits = 0
            value = 0
        }
        return true
    }

    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || (byte >= 48 && byte <= 57)
    }
}

/// The C library's reading of a POSIX TZ rule: an independent implementation to compare with.
enum CLibraryZone {
    /// The UTC offsets `localtime_r` gives at `instants` with `TZ` set to `rule`.
    static func offsets(rule: String, at instants: [Int]) -> [Int] {
        setenv("TZ", rule, 1)
        tzset()
        defer { unsetenv("TZ"); tzset() }
        return instants.map { instant in
            var time = time_t(instant)
            var parts = tm()
            guard localtime_r(&time, &parts) != nil else { return Int.min }
            return Int(parts.tm_gmtoff)
        }
    }
}
