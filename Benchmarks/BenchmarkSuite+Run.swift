import Foundation

/// One measured path.
struct PathResult {
    var name: String
    /// Median nanoseconds per record.
    var nanoseconds: Double
    var allocations: Measure.Allocations
    /// The number of invalid records the path found in the last pass (a sanity check).
    var invalidFound: Int
}

/// Per-record cost at one data size.
struct ScalingPoint {
    var records: Int
    var typed: Double
    var endToEnd: Double
}

/// Everything one run measured.
struct BenchmarkResults {
    var typed, dynamic, assign, endToEnd, handTyped, handAssign, handDecoder: PathResult
    var scaling: [ScalingPoint]
    var expectedInvalid: Int
    /// The failures (error entries) of an invalid record, on average.
    var failuresPerInvalidRecord: Double
}

extension BenchmarkSuite {
    /// Measures every path on the 100k records, then the scaling of two of them.
    func run() -> BenchmarkResults {
        let count = workload.records.count
        let runs = quick ? 3 : 5
        let decoder = JSONDecoder()
        let paths: [(name: String, body: (Int) -> Int)] = [
            ("hand-written ifs + Regex on a struct", handTyped),
            ("engine, typed model, validate only", typed),
            ("engine, DynamicModel, validate only", dynamic),
            ("hand-written: dictionary -> struct + ifs", handAssign),
            ("engine, assign from dictionary + validate", assignAndValidate),
            ("JSONDecoder + ifs, NDJSON bytes -> verdict", { handDecoder(decoder, $0) }),
            ("engine, NDJSON bytes -> verdict", endToEnd),
        ]
        // One warm-up pass each, then the paths take turns, pass after pass, so that a change in
        // the machine's load falls on the engine and its baseline alike.
        var times = Array(repeating: [Double](), count: paths.count)
        var checksums = Array(repeating: 0, count: paths.count)
        for pass in 0...runs {
            for (k, path) in paths.enumerated() {
                let time = Measure.nanoseconds(count: count, warmups: 0, runs: 1, path.body)
                checksums[k] = time.checksum
                if pass > 0 { times[k].append(time.median) }
            }
        }
        var results: [PathResult] = []
        for (k, path) in paths.enumerated() {
            let allocations = Measure.allocations(valid: valid, filtered: filtered, path.body)
            let median = Self.median(times[k])
            print("  \(path.name): \(Self.format(median)) ns/record")
            results.append(PathResult(name: path.name, nanoseconds: median, allocations: allocations,
                                      invalidFound: checksums[k]))
        }
        let handTypedResult = results[0], typedResult = results[1], dynamicResult = results[2]
        let handAssignResult = results[3], assignResult = results[4]
        let handDecoderResult = results[5], endToEndResult = results[6]

        // Per-record cost by data size (1M: the 100k records ten times). The sizes take turns,
        // round after round, so that a change in the machine's load touches every size alike.
        let sizes = [1_000, 10_000, 100_000, 1_000_000]
        var typedTimes = Array(repeating: [Double](), count: sizes.count)
        var endTimes = Array(repeating: [Double](), count: sizes.count)
        for _ in 0..<(quick ? 1 : 3) {
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
        return BenchmarkResults(typed: typedResult, dynamic: dynamicResult, assign: assignResult,
                                endToEnd: endToEndResult, handTyped: handTypedResult,
                                handAssign: handAssignResult, handDecoder: handDecoderResult,
                                scaling: scaling, expectedInvalid: valid.filter { !$0 }.count,
                                failuresPerInvalidRecord: failuresPerInvalidRecord())
    }

    /// Runs one path `passes` times over the first `records` records (for `perf record`, or for
    /// `valgrind --tool=callgrind --toggle-collect='*BenchmarkSuiteV7profile_*SbtF'`, whose instruction counts do not
    /// depend on the machine's load).
    ///
    /// With `countAllocations`, a further pass counts heap allocations per record.
    ///
    /// - Returns: `false` for an unknown path name.
    func profile(_ name: String, passes: Int, records: Int? = nil, countAllocations: Bool = false) -> Bool {
        let decoder = JSONDecoder()
        let body: (Int) -> Int
        switch name {
        case "typed": body = typed
        case "dynamic": body = dynamic
        case "assign": body = assignAndValidate
        case "endToEnd": body = endToEnd
        case "handTyped": body = handTyped
        case "jsonDecoder": body = { handDecoder(decoder, $0) }
        default:
            print("unknown path \(name)")
            return false
        }
        let count = min(records ?? workload.records.count, workload.records.count)
        let time = Measure.nanoseconds(count: count, warmups: 0, runs: passes, body)
        print("\(name): \(Self.format(time.median)) ns/record (median of \(passes) passes)")
        if countAllocations {
            let allocations = Measure.allocations(valid: Array(valid.prefix(count)), filtered: filtered, body)
            print("allocations per valid record \(Self.format(allocations.perValid)), "
                  + "per invalid record \(Self.format(allocations.perInvalid))")
        }
        return true
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    static func format(_ value: Double) -> String {
        value >= 100 ? String(Int(value.rounded())) : String(format: "%.2f", value)
    }
}
