/// The decoded content of one zone: its local time types, the UTC instants at which the type
/// changes, and the POSIX rule for instants past the last transition.
///
/// Built by ``TimeZoneDatabase`` from a TZif file, or directly for a fixed offset. It is an
/// immutable class so that every ``TZ`` copy shares one table.
final class TransitionTable: Sendable {
    /// A local time type: offset east of UTC, daylight-saving flag and abbreviation.
    struct LocalType: Sendable, Hashable {
        var offset: Int
        var isDST: Bool
        var abbreviation: String
    }

    /// Transition instants, ascending.
    let transitions: [Int]
    /// For each transition, the index of the type that starts there.
    let typeIndices: [UInt8]
    /// The local time types; never empty.
    let types: [LocalType]
    /// The type used before the first transition.
    let initialType: LocalType
    /// The footer rule for instants at or after the last transition, if any.
    let rule: POSIXTimeZoneRule?

    init(transitions: [Int], typeIndices: [UInt8], types: [LocalType], rule: POSIXTimeZoneRule?) {
        self.transitions = transitions
        self.typeIndices = typeIndices
        self.types = types
        self.initialType = types[0]
        self.rule = rule
    }

    convenience init(fixedOffset: Int, abbreviation: String) {
        self.init(transitions: [], typeIndices: [],
                  types: [LocalType(offset: fixedOffset, isDST: false, abbreviation: abbreviation)], rule: nil)
    }

    /// The local time type in force at a UTC instant.
    ///
    /// - Complexity: O(log n) in the number of transitions.
    func type(at utc: Int) -> LocalType {
        if transitions.isEmpty || utc < transitions[0] {
            if transitions.isEmpty, let rule { return ruleType(rule, utc) }
            return initialType
        }
        if utc >= transitions[transitions.count - 1], let rule { return ruleType(rule, utc) }
        var lo = 0, hi = transitions.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if transitions[mid] <= utc { lo = mid } else { hi = mid - 1 }
        }
        return types[Int(typeIndices[lo])]
    }

    private func ruleType(_ rule: POSIXTimeZoneRule, _ utc: Int) -> LocalType {
        let dst = rule.isDaylight(at: utc)
        return LocalType(offset: dst ? rule.daylightOffset : rule.standardOffset, isDST: dst,
                         abbreviation: dst ? (rule.daylightName ?? rule.standardName) : rule.standardName)
    }
}
