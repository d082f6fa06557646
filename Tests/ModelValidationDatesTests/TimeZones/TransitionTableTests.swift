import Testing
@testable import ModelValidationDates

/// A zone's local time types by instant: before the first transition, between transitions, and
/// past the last one by the footer rule.
struct TransitionTableTests {
    static let standard = TransitionTable.LocalType(offset: 3_600, isDST: false, abbreviation: "STD")
    static let daylight = TransitionTable.LocalType(offset: 7_200, isDST: true, abbreviation: "DST")
    static let local = TransitionTable.LocalType(offset: 1_000, isDST: false, abbreviation: "LMT")

    @Test func typesBetweenTransitions() {
        let table = TransitionTable(transitions: [100, 200, 300], typeIndices: [1, 2, 1],
                                    types: [Self.local, Self.standard, Self.daylight], rule: nil)
        #expect(table.initialType == Self.local)
        #expect(table.type(at: Int.min) == Self.local)
        #expect(table.type(at: 99) == Self.local)
        #expect(table.type(at: 100) == Self.standard)
        #expect(table.type(at: 199) == Self.standard)
        #expect(table.type(at: 200) == Self.daylight)
        #expect(table.type(at: 300) == Self.standard)
        #expect(table.type(at: Int.max) == Self.standard)
    }

    @Test func theRuleAnswersPastTheLastTransition() throws {
        let rule = try #require(POSIXTimeZoneRule("STD-1DST,M3.5.0,M10.5.0/3"))
        let table = TransitionTable(transitions: [0], typeIndices: [1], types: [Self.local, Self.standard], rule: rule)
        #expect(table.type(at: -1) == Self.local)
        let summer = CivilDate(year: 2030, month: 7, day: 1).secondsSinceEpoch
        let winter = CivilDate(year: 2030, month: 1, day: 1).secondsSinceEpoch
        #expect(table.type(at: summer) == Self.daylight)
        #expect(table.type(at: winter) == Self.standard)
        // A table with a rule and no transitions is the rule at every instant.
        let ruleOnly = TransitionTable(transitions: [], typeIndices: [], types: [Self.local], rule: rule)
        #expect(ruleOnly.type(at: summer) == Self.daylight)
    }

    @Test func aFixedOffset() {
        let table = TransitionTable(fixedOffset: -19_800, abbreviation: "-05:30")
        #expect(table.type(at: 0) == TransitionTable.LocalType(offset: -19_800, isDST: false, abbreviation: "-05:30"))
        #expect(table.transitions.isEmpty && table.rule == nil)
    }
}
