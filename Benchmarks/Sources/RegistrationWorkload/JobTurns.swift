/// The wall times of `model-validate validate --jobs 1` and `--jobs 2` on the 1M-record file,
/// timed by `Benchmarks/run` in rounds: each round runs both, back to back, the first round one
/// job first, the next two jobs first, and so on.
///
/// A shared machine's speed drifts by a quarter and more within minutes (one job has taken
/// from 6.9 to 10.7 s on the same file, with the same processor time of its own), so the
/// median of the one-job runs and that of the two-job runs may come from phases of different
/// speed. ``speedup`` therefore divides the two runs of each round, which ran within seconds
/// of each other (a steady drift changes the first run of a round against the second, and the
/// alternating order takes it one way, then the other), and keeps the median of those ratios;
/// ``speedupOfMedians``, the figure of runs before 2026-11-30, is reported beside it.
///
/// ```swift
/// // Three rounds: 8.07 s against 4.59 s, 7.36 s against 4.60 s, 7.63 s against 4.26 s.
/// let turns = JobTurns(one: [8.07, 7.36, 7.63], two: [4.59, 4.60, 4.26])!
/// turns.roundRatios       // about 1.76, 1.60 and 1.79
/// turns.speedup           // 1.758... (the middle round ratio: 8.07 / 4.59)
/// turns.speedupOfMedians  // 1.662... (7.63 / 4.59)
/// ```
public struct JobTurns: Sendable {
    /// Wall seconds of `--jobs 1`, round by round.
    public let one: [Double]
    /// Wall seconds of `--jobs 2`, round by round.
    public let two: [Double]

    /// Round by round times; `nil` unless both lists hold the same number of rounds, at least
    /// one, and every time is a positive number.
    public init?(one: [Double], two: [Double]) {
        guard !one.isEmpty, one.count == two.count, (one + two).allSatisfy({ $0.isFinite && $0 > 0 }) else { return nil }
        self.one = one
        self.two = two
    }

    /// Each round's throughput of two jobs over one: its one-job time over its two-job time.
    public var roundRatios: [Double] { zip(one, two).map { $0 / $1 } }

    /// The median of ``roundRatios`` (the upper middle of an even count).
    public var speedup: Double { BenchmarkSuite.median(roundRatios) }

    /// The median one-job time over the median two-job time.
    public var speedupOfMedians: Double { medianOne / medianTwo }

    /// The median one-job time.
    public var medianOne: Double { BenchmarkSuite.median(one) }
    /// The median two-job time.
    public var medianTwo: Double { BenchmarkSuite.median(two) }
}

extension JobTurns {
    /// Reads round times written as a comma-separated list, `8.07,7.36,7.63`; `nil` when any
    /// entry is no number.
    public static func seconds(_ list: String) -> [Double]? {
        let values = list.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
        guard values.allSatisfy({ $0 != nil }) else { return nil }
        return values.map { $0! }
    }
}
