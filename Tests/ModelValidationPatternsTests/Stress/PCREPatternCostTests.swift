import Testing
@testable import ModelValidationPatterns

/// The cost guarantees of `PCREPattern.matches`: patterns the automaton runs cost time linear in
/// the subject (with a small factor for long counted repeats), and patterns that need
/// backtracking stop at the step limit.
///
/// The time bounds are generous, for the debug build on a shared machine: each case takes well
/// under a second in a release build when the guarantee holds, and minutes or hours when it
/// does not.
struct PCREPatternCostTests {
    /// Runs `body`, returning its result and the seconds it took.
    static func timed<T>(_ body: () throws -> T) rethrows -> (result: T, seconds: Double) {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try body()
        let elapsed = clock.now - start
        let (seconds, attoseconds) = elapsed.components
        return (result, Double(seconds) + Double(attoseconds) / 1e18)
    }

    static let megabyteOfA = String(repeating: "a", count: 1 << 20)

    @Test func aLongCountedRepeatCostsLinearTimeOnAMegabyte() throws {
        let pattern = try PCREPattern("/a{1000}b/")
        let miss = Self.timed { pattern.matches(Self.megabyteOfA) }
        #expect(miss.result == false)
        #expect(miss.seconds < 5, "took \(miss.seconds) s")
        let hit = Self.timed { pattern.matches(Self.megabyteOfA + "b") }
        #expect(hit.result == true)
        #expect(hit.seconds < 5, "took \(hit.seconds) s")
    }

    @Test func aLongCountedRepeatOfAGroupCostsLinearTime() throws {
        let pattern = try PCREPattern("/(?:ab){500}c/")
        let subject = String(repeating: "ab", count: 1 << 18)
        let miss = Self.timed { pattern.matches(subject) }
        #expect(miss.result == false)
        #expect(miss.seconds < 5, "took \(miss.seconds) s")
        #expect(pattern.matches(subject + "c"))
    }

    @Test func nestedCountedRepeatsDoNotExplode() throws {
        let pattern = try PCREPattern("/(?:a{0,1000}){0,1000}b/")
        let subject = String(repeating: "a", count: 10_000)
        let miss = Self.timed { pattern.matches(subject) }
        #expect(miss.result == false)
        #expect(miss.seconds < 5, "took \(miss.seconds) s")
        #expect(pattern.matches(subject + "b"))
        #expect(pattern.matches("b"))
    }

    @Test(arguments: ["/^(?=a)(a+)+$/", "/^(a+)+\\1$/", "/^(?>a|a)(a+)+$/", "/^(\\w+\\s?)*(?=x)$/"])
    func backtrackingPatternsStopAtTheStepLimit(pattern: String) throws {
        let compiled = try PCREPattern(pattern)
        for length in [19, 40] {
            let subject = String(repeating: "a", count: length) + "!"
            let run = Self.timed { compiled.matches(subject) }
            #expect(run.result == false, "\(pattern) on \(length)")
            #expect(run.seconds < 5, "\(pattern) on \(length) took \(run.seconds) s")
        }
    }
}
