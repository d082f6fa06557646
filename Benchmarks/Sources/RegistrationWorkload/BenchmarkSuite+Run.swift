import Foundation

/// One measured path.
package struct PathResult: Sendable {
    /// The path's key (`typed`, `honestTyped`, ...).
    package var key: String
    /// Its name in the table.
    package var name: String
    /// Median nanoseconds per record.
    package var nanoseconds: Double
    /// The number of invalid records the path found in the last pass (a sanity check).
    package var invalidFound: Int
    /// Nanoseconds per record in each timed pass, in the order of the passes (the paths take
    /// turns, so pass *k* of two paths ran close together).
    package var passes: [Double] = []
}

/// Per-record cost at one data size.
package struct ScalingPoint: Sendable {
    /// Records per pass.
    package var records: Int
    /// Typed path, ns/record.
    package var typed: Double
    /// End-to-end path, ns/record.
    package var endToEnd: Double
}

/// A path's median time per record over the records Yii2 found valid alone, and over the
/// invalid ones alone.
package struct VerdictSplit: Sendable, Equatable {
    /// ns/record over the valid records.
    package var valid: Double
    /// ns/record over the invalid records.
    package var invalid: Double

    /// Creates a split from its two figures.
    package init(valid: Double, invalid: Double) {
        self.valid = valid
        self.invalid = invalid
    }
}

/// Everything one run measured.
package struct BenchmarkResults: Sendable {
    /// Every path, in the table's order.
    package var paths: [PathResult]
    /// Per-record cost by data size.
    package var scaling: [ScalingPoint]
    /// The invalid records by Yii2's verdicts.
    package var expectedInvalid: Int
    /// The failures (error entries) of an invalid record, on average.
    package var failuresPerInvalidRecord: Double
    /// The paths also timed over the valid and the invalid records apart (the typed path and
    /// its baseline), by key.
    package var byVerdict: [String: VerdictSplit] = [:]

    /// The path with this key.
    package subscript(key: String) -> PathResult {
        guard let path = paths.first(where: { $0.key == key }) else { preconditionFailure("no path \(key)") }
        return path
    }

    /// The time of path `key` over that of `baseline` in each pass (the two ran in the same
    /// pass, close together), lowest to highest: how far the ratio moved while the machine's
    /// speed did.
    package func passRatios(_ key: String, to baseline: String) -> [Double] {
        zip(self[key].passes, self[baseline].passes).map { $0 / $1 }.sorted()
    }

    /// The time of path `key` over that of `baseline` on the valid records and on the invalid
    /// ones; `nil` unless both were timed apart.
    package func verdictRatios(_ key: String, to baseline: String) -> VerdictSplit? {
        guard let path = byVerdict[key], let base = byVerdict[baseline] else { return nil }
        return VerdictSplit(valid: path.valid / base.valid, invalid: path.invalid / base.invalid)
    }
}

extension BenchmarkSuite {
    /// Measures every path on the 100k records, then the scaling of two of them.
    ///
    /// - Parameter passes: Timed passes per path (the median is kept), after one warm-up pass.
    package func run(passes: Int, scalingRounds: Int) -> BenchmarkResults {
        let count = workload.records.count
        let paths = self.paths
        // One warm-up pass each, then the paths take turns, pass after pass, so that a change in
        // the machine's load falls on the engine and its baselines alike: each engine path right
        // beside its baseline (``measuringOrder``), the order reversed every other pass, so that
        // a path and its baseline run milliseconds apart and each of the two runs first in half
        // the passes.
        var times = Array(repeating: [Double](), count: paths.count)
        var checksums = Array(repeating: 0, count: paths.count)
        let order = Self.measuringOrder(paths.map(\.key))
        for pass in 0...passes {
            for k in Self.turn(of: order, pass: pass) {
                let path = paths[k]
                let time = Measure.nanoseconds(count: count, warmups: 0, runs: 1, path.body)
                checksums[k] = time.checksum
                if pass > 0 { times[k].append(time.median) }
            }
        }
        var results: [PathResult] = []
        for (k, path) in paths.enumerated() {
            let median = Self.median(times[k])
            print("  \(path.name): \(Self.format(median)) ns/record")
            results.append(PathResult(key: path.key, name: path.name, nanoseconds: median, invalidFound: checksums[k],
                                      passes: times[k]))
        }
        let byVerdict = timeByVerdict(paths.filter { Self.splitKeys.contains($0.key) }, passes: passes)

        // Per-record cost by data size (1M: the 100k records ten times). The sizes take turns,
        // round after round, so that a change in the machine's load touches every size alike.
        let sizes = [1_000, 10_000, 100_000, 1_000_000]
        var typedTimes = Array(repeating: [Double](), count: sizes.count)
        var endTimes = Array(repeating: [Double](), count: sizes.count)
        for _ in 0..<scalingRounds {
            for (k, size) in sizes.enumerated() {
                let sizeRuns = max(1, min(15, 200_000 / size))
                let warmups = size >= 100_000 ? 0 : 1
                typedTimes[k].append(Measure.nanoseconds(count: size, warmups: warmups, runs: sizeRuns) { typed($0 % count) }.median)
                endTimes[k].append(Measure.nanoseconds(count: size, warmups: warmups, runs: sizeRuns) { endToEnd($0 % count) }.median)
            }
        }
        var scaling: [ScalingPoint] = []
        for (k, size) in sizes.enumerated() {
            let point = ScalingPoint(records: size, typed: Self.median(typedTimes[k]), endToEnd: Self.median(endTimes[k]))
            print("  scaling \(size): typed \(Self.format(point.typed)), end to end \(Self.format(point.endToEnd)) ns/record")
            scaling.append(point)
        }
        return BenchmarkResults(paths: results, scaling: scaling, expectedInvalid: valid.filter { !$0 }.count,
                                failuresPerInvalidRecord: failuresPerInvalidRecord(), byVerdict: byVerdict)
    }

    /// The keys of the paths in the order they run within a pass: each engine path right after
    /// the baseline its ratio is taken against (`typed` and `dynamic` after `honestTyped`,
    /// `assign` after `honestAssign`, `endToEnd` after the end-to-end baselines), the
    /// `Regex` rows last, rather than in the table's order, where a `Regex` row (half a second
    /// a pass) ran between a path and its baseline.
    static let measuringKeys = ["honestTyped", "typed", "dynamic", "honestAssign", "assign", "honestSerialization",
                                "honestDecoder", "endToEnd", "handTyped", "handAssign", "jsonDecoder"]

    /// The positions in `keys` (the table's order) in ``measuringKeys``' order; keys it does
    /// not name run last, in the table's order.
    static func measuringOrder(_ keys: [String]) -> [Int] {
        let named = measuringKeys.compactMap { keys.firstIndex(of: $0) }
        return named + keys.indices.filter { !named.contains($0) }
    }

    /// The order of `order`'s paths in pass `pass`: as given in even passes, reversed in odd
    /// ones, so that of two neighbours each runs first in half the passes.
    static func turn(of order: [Int], pass: Int) -> [Int] {
        pass.isMultiple(of: 2) ? order : order.reversed()
    }

    /// The paths timed over the valid and the invalid records apart: the typed path and its
    /// baseline, whose ratio on the whole data mixes what a check costs with what a failure does.
    static let splitKeys = ["typed", "honestTyped"]

    /// Times each of `paths` over the records Yii2 found valid, then over the invalid ones, in
    /// `passes` passes after one warm-up (the paths and the two sets take turns, as in
    /// ``run(passes:scalingRounds:)``), and prints the medians. Both sets are walked through a
    /// list of positions, the baseline's as the engine's.
    func timeByVerdict(_ paths: [Path], passes: Int) -> [String: VerdictSplit] {
        let sets = [valid.indices.filter { valid[$0] }, valid.indices.filter { !valid[$0] }]
        var times = Array(repeating: [[Double]](repeating: [], count: sets.count), count: paths.count)
        for pass in 0...passes {
            for k in Self.turn(of: Array(paths.indices), pass: pass) {
                let path = paths[k]
                for (s, set) in sets.enumerated() where !set.isEmpty {
                    let time = set.withUnsafeBufferPointer { positions in
                        Measure.nanoseconds(count: positions.count, warmups: 0, runs: 1) { path.body(positions[$0]) }
                    }
                    if pass > 0 { times[k][s].append(time.median) }
                }
            }
        }
        var split: [String: VerdictSplit] = [:]
        for (k, path) in paths.enumerated() where times[k].allSatisfy({ !$0.isEmpty }) {
            let figures = VerdictSplit(valid: Self.median(times[k][0]), invalid: Self.median(times[k][1]))
            print("  \(path.name): \(Self.format(figures.valid)) ns/record over the valid records, "
                  + "\(Self.format(figures.invalid)) over the invalid ones")
            split[path.key] = figures
        }
        return split
    }

    /// Counts heap allocations per record on the paths with these keys (all by default): one
    /// warm-up pass each, then one counted pass.
    ///
    /// - Parameter count: Reads the number of allocation calls so far.
    package func countAllocations(keys: [String]? = nil, count: () -> Int) -> [String: Measure.Allocations] {
        var counts: [String: Measure.Allocations] = [:]
        for path in paths where keys?.contains(path.key) ?? true {
            counts[path.key] = Measure.allocations(valid: valid, filtered: filtered, count: count, path.body)
        }
        return counts
    }

    /// Runs one path `passes` times over the first `records` records (for `perf record`, or for
    /// `valgrind --tool=callgrind --toggle-collect='*BenchmarkSuiteV7profile_6passes7records*'`, whose
    /// instruction counts do not depend on the machine's load) and prints its median.
    ///
    /// - Returns: `false` for an unknown path name.
    package func profile(_ name: String, passes: Int, records: Int? = nil) -> Bool {
        guard let path = paths.first(where: { $0.key == name }) else {
            print("unknown path \(name); the paths are \(paths.map(\.key).joined(separator: ", "))")
            return false
        }
        let count = min(records ?? workload.records.count, workload.records.count)
        let time = Measure.nanoseconds(count: count, warmups: 0, runs: passes, path.body)
        print("\(name): \(Self.format(time.median)) ns/record (median of \(passes) passes over \(count) records, \(time.checksum) invalid)")
        return true
    }

    /// The median of some values.
    package static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    /// Nanoseconds for the table: whole numbers from 100 up.
    package static func format(_ value: Double) -> String {
        value >= 100 ? String(Int(value.rounded())) : String(format: "%.2f", value)
    }
}
