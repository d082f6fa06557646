@testable import ModelValidationDates

/// A TZif file (RFC 8536) as the zone database reads it from disk.
///
/// Checks: the decoded table answers every instant (the ends of `Int`'s range included) and
/// converts wall times back without trapping, and dates format in it at those instants; when
/// the transitions are ascending, the binary search finds the type a linear scan finds where
/// no footer rule answers; when
/// the zone is ordinary (offsets under 18 hours, transitions at least three days apart, no
/// footer rule), every probed instant survives the trip to wall time and back.
enum ZoneFileTarget {
    static let target = FuzzTarget(
        name: "tzif", summary: "TZif decoding, offsets and wall-time conversion; binary search vs linear scan, round trip",
        maxLength: 2048, run: run)

    static let formats: [DateFormat] = ["php:Y-m-d H:i:s T P U", "yyyy-MM-dd HH:mm:ss zzz xxx"].compactMap { try? DateFormat($0) }

    static func run(_ input: [UInt8]) {
        guard let table = TimeZoneDatabase.decodeTZif(input) else { return }
        let zone = TZ(name: "Fuzz/Zone", table: table)
        var probes = [Int.min, Int.min + 1, -1, 0, 1, 1_709_210_096, Int.max - 1, Int.max]
        for transition in table.transitions.prefix(16) {
            probes += [transition &- 86_401, transition &- 1, transition, transition &+ 1, transition &+ 86_401]
        }
        ZoneChecks.probe(zone, at: probes, formats: formats)

        let ascending = zip(table.transitions, table.transitions.dropFirst()).allSatisfy { $0 <= $1 }
        if ascending {
            // The footer rule answers after the last transition, and for every instant when
            // there is none (RFC 8536, 3.2): the linear scan knows only the table.
            for utc in probes where table.rule == nil || (!table.transitions.isEmpty && utc < table.transitions[table.transitions.count - 1]) {
                let expected = linearType(table, utc)
                Invariant.expect(table.type(at: utc) == expected, "type(at: \(utc)) differs from a linear scan")
            }
        }
        let ordinary = table.rule == nil && table.types.allSatisfy({ abs($0.offset) < 64_800 })
            && zip(table.transitions, table.transitions.dropFirst()).allSatisfy { earlier, later in
                let (gap, overflow) = later.subtractingReportingOverflow(earlier)
                return later > earlier && (overflow || gap >= 3 * 86_400)
            }
        if ordinary { ZoneChecks.roundTrip(zone, at: probes) }
    }

    /// The type in force at `utc`, by scanning every transition.
    static func linearType(_ table: TransitionTable, _ utc: Int) -> TransitionTable.LocalType {
        var found: TransitionTable.LocalType?
        for (index, transition) in table.transitions.enumerated() where transition <= utc {
            found = table.types[Int(table.typeIndices[index])]
        }
        return found ?? table.initialType
    }
}

/// Checks both zone targets make.
enum ZoneChecks {
    /// Asks the zone about every probe and formats dates in it: nothing may trap.
    static func probe(_ zone: TZ, at probes: [Int], formats: [DateFormat]) {
        for utc in probes {
            _ = zone.offset(at: utc)
            _ = zone.abbreviation(at: utc)
            _ = zone.utc(fromLocal: utc, preferEarlier: true)
            _ = zone.utc(fromLocal: utc, preferEarlier: false)
            for format in formats { _ = format.format(utc, timeZone: zone) }
        }
    }

    /// Every probe away from the ends of `Int`'s range, turned into wall time, converts back to
    /// itself with one of the two choices for repeated wall times.
    static func roundTrip(_ zone: TZ, at probes: [Int]) {
        for utc in probes where utc.magnitude < 1 << 60 {
            let local = utc + zone.offset(at: utc)
            let earlier = zone.utc(fromLocal: local, preferEarlier: true)
            let later = zone.utc(fromLocal: local, preferEarlier: false)
            Invariant.expect(earlier == utc || later == utc,
                             "\(utc) is wall time \(local), which converts back to \(earlier) or \(later)")
        }
    }
}
