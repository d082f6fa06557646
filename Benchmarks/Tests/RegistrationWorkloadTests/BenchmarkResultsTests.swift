import Testing
@testable import RegistrationWorkload

/// The pass-by-pass ratios the report prints beside the ratio of medians.
struct BenchmarkResultsTests {
    static func results(engine: [Double], baseline: [Double]) -> BenchmarkResults {
        BenchmarkResults(paths: [PathResult(key: "typed", name: "engine", nanoseconds: 0, invalidFound: 0, passes: engine),
                                 PathResult(key: "honestTyped", name: "baseline", nanoseconds: 0, invalidFound: 0, passes: baseline)],
                         scaling: [], expectedInvalid: 0, failuresPerInvalidRecord: 0)
    }

    /// Each pass's engine time over the baseline's time in the same pass, sorted: a machine
    /// that slowed in one pass shows as a wide range, not as one ratio.
    @Test func ratiosArePairedByPassAndSorted() {
        let results = Self.results(engine: [300, 900, 400], baseline: [200, 300, 400])
        #expect(results.passRatios("typed", to: "honestTyped") == [1.0, 1.5, 3.0])
        #expect(results.passRatios("honestTyped", to: "typed") == [1.0 / 3.0, 2.0 / 3.0, 1.0])
    }

    /// A path timed in fewer passes than its baseline is paired only where both ran.
    @Test func onlyPassesBothRanArePaired() {
        let results = Self.results(engine: [500], baseline: [250, 100])
        #expect(results.passRatios("typed", to: "honestTyped") == [2.0])
        #expect(Self.results(engine: [], baseline: [250]).passRatios("typed", to: "honestTyped").isEmpty)
    }
}

/// The order the paths run in within a pass.
struct MeasuringOrderTests {
    /// The keys in the table's order (`BenchmarkSuite.paths`).
    static let tableKeys = ["honestTyped", "handTyped", "typed", "dynamic", "honestAssign", "handAssign", "assign",
                            "honestSerialization", "honestDecoder", "jsonDecoder", "endToEnd"]

    /// Each engine path runs right after its baseline; the `Regex` rows, which take half a
    /// second a pass, run last instead of between a path and its baseline.
    @Test func enginePathsFollowTheirBaselines() {
        let order = BenchmarkSuite.measuringOrder(Self.tableKeys).map { Self.tableKeys[$0] }
        #expect(order == ["honestTyped", "typed", "dynamic", "honestAssign", "assign", "honestSerialization",
                          "honestDecoder", "endToEnd", "handTyped", "handAssign", "jsonDecoder"])
        #expect(order.sorted() == Self.tableKeys.sorted())
    }

    /// Even passes run the order as given, odd ones reversed: the baseline first, then the
    /// engine path first.
    @Test func everyOtherPassRunsReversed() {
        #expect(BenchmarkSuite.turn(of: [0, 2, 1], pass: 0) == [0, 2, 1])
        #expect(BenchmarkSuite.turn(of: [0, 2, 1], pass: 1) == [1, 2, 0])
        #expect(BenchmarkSuite.turn(of: [0, 2, 1], pass: 2) == [0, 2, 1])
    }

    /// A key the order does not name still runs, after the others, in the table's order.
    @Test func unnamedKeysRunLast() {
        #expect(BenchmarkSuite.measuringOrder(["extra", "typed", "other", "honestTyped"]) == [3, 1, 0, 2])
    }
}

/// The typed path and its baseline timed over the valid and the invalid records apart.
struct VerdictSplitTests {
    /// Each set's engine time over the baseline's time on the same set.
    @Test func ratiosAreTakenPerSet() {
        var results = BenchmarkResultsTests.results(engine: [], baseline: [])
        results.byVerdict = ["typed": VerdictSplit(valid: 450, invalid: 900), "honestTyped": VerdictSplit(valid: 360, invalid: 375)]
        #expect(results.verdictRatios("typed", to: "honestTyped") == VerdictSplit(valid: 1.25, invalid: 2.4))
    }

    /// No ratio when either path was not timed apart.
    @Test func noRatioWithoutBothPaths() {
        var results = BenchmarkResultsTests.results(engine: [], baseline: [])
        #expect(results.verdictRatios("typed", to: "honestTyped") == nil)
        results.byVerdict = ["typed": VerdictSplit(valid: 450, invalid: 900)]
        #expect(results.verdictRatios("typed", to: "honestTyped") == nil)
    }
}
