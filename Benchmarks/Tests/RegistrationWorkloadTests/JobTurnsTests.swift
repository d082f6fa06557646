import Testing
@testable import RegistrationWorkload

/// The two-job speedup from rounds that each time both job counts back to back.
struct JobTurnsTests {
    /// The run of 2026-11-30 00:16 UTC: the one-job runs of 8.07, 7.36 and 7.63 s against the
    /// two-job runs of 4.59, 4.60 and 4.26 s.
    @Test func theSpeedupIsTheMedianOfTheRoundsRatios() throws {
        let turns = try #require(JobTurns(one: [8.07, 7.36, 7.63], two: [4.59, 4.60, 4.26]))
        #expect(turns.roundRatios == [8.07 / 4.59, 7.36 / 4.60, 7.63 / 4.26])
        #expect(turns.speedup == 8.07 / 4.59)
        #expect(turns.medianOne == 7.63)
        #expect(turns.medianTwo == 4.59)
        #expect(turns.speedupOfMedians == 7.63 / 4.59)
    }

    /// Rounds in a slow phase (both of their runs slow) keep their ratio: every round's lies
    /// between 1.85 and 1.93 although the times differ by half.
    @Test func aSlowPhaseMovesBothRunsOfItsRound() throws {
        let turns = try #require(JobTurns(one: [7.0, 10.5, 7.1, 10.4, 7.2], two: [3.7, 5.5, 3.8, 5.6, 3.75]))
        #expect(turns.roundRatios.allSatisfy { $0 > 1.85 && $0 < 1.93 })
        #expect((turns.speedup * 1000).rounded() / 1000 == 1.892)
        #expect((turns.speedupOfMedians * 1000).rounded() / 1000 == 1.895)
    }

    /// An even count of rounds takes the upper middle, as the benchmark's other medians do.
    @Test func anEvenCountTakesTheUpperMiddle() throws {
        let turns = try #require(JobTurns(one: [8, 6], two: [4, 4]))
        #expect(turns.speedup == 2)
        #expect(turns.medianOne == 8)
    }

    /// Rounds that do not pair up, or times that are no durations, give no figure.
    @Test func unpairedOrInvalidTimesAreRefused() {
        #expect(JobTurns(one: [], two: []) == nil)
        #expect(JobTurns(one: [7, 8], two: [4]) == nil)
        #expect(JobTurns(one: [7, 0], two: [4, 4]) == nil)
        #expect(JobTurns(one: [7, -1], two: [4, 4]) == nil)
        #expect(JobTurns(one: [.infinity], two: [4]) == nil)
        #expect(JobTurns(one: [.nan], two: [4]) == nil)
    }

    /// The run script passes each job count's rounds as one comma-separated argument.
    @Test func roundsAreReadFromACommaSeparatedList() {
        #expect(JobTurns.seconds("8.07,7.36,7.63") == [8.07, 7.36, 7.63])
        #expect(JobTurns.seconds("4.5") == [4.5])
        #expect(JobTurns.seconds("8.07,,7.63") == nil)
        #expect(JobTurns.seconds("8.07,fast") == nil)
        #expect(JobTurns.seconds("") == nil)
    }
}
