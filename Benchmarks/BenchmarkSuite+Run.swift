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
}

extension BenchmarkSuite {
    /// Measures every path on the 100k records, then the scaling of two of them.
    func run() -> BenchmarkResults {
        let count = workload.records.count
        let runs = quick ? 3 : 7
        let decoder = JSONDecoder()
        func path(_ name: String, runs: Int = runs, _ body: (Int) -> Int) -> PathResult {
            let time = Measure.nanoseconds(count: count, runs: runs, body)
            let allocations = Measure.allocations(valid: valid, filtered: filtered, body)
            print("  \(name): \(Self.format(time.median)) ns/record")
            return PathResult(name: name, nanoseconds: time.median, allocations: allocations, invalidFound: time.checksum)
        }
        let handTypedResult = path("hand-written ifs + Regex on a struct", handTyped)
        let typedResult = path("engine, typed model, validate only", typed)
        let dynamicResult = path("engine, DynamicModel, validate only", dynamic)
        let handAssignResult = path("hand-written: dictionary -> struct + ifs", handAssign)
        let assignResult = path("engine, assign from dictionary + validate", assignAndValidate)
        let handDecoderResult = path("JSONDecoder + ifs, NDJSON bytes -> verdict", runs: quick ? 3 : 5) { handDecoder(decoder, $0) }
        let endToEndResult = path("engine, NDJSON bytes -> verdict", endToEnd)

        var scaling: [ScalingPoint] = []
        for size in [1_000, 10_000, 100_000, 1_000_000] {
            let sizeRuns = quick ? 3 : max(3, min(31, 3_000_000 / size))
            let typedTime = Measure.nanoseconds(count: size, runs: sizeRuns) { typed($0 % count) }
            let endTime = Measure.nanoseconds(count: size, runs: sizeRuns) { endToEnd($0 % count) }
            print("  scaling \(size): typed \(Self.format(typedTime.median)), end to end \(Self.format(endTime.median)) ns/record")
            scaling.append(ScalingPoint(records: size, typed: typedTime.median, endToEnd: endTime.median))
        }
        return BenchmarkResults(typed: typedResult, dynamic: dynamicResult, assign: assignResult,
                                endToEnd: endToEndResult, handTyped: handTypedResult,
                                handAssign: handAssignResult, handDecoder: handDecoderResult,
                                scaling: scaling, expectedInvalid: valid.filter { !$0 }.count)
    }

    /// Runs one path `passes` times over the records (for `perf record` or callgrind).
    ///
    /// - Returns: `false` for an unknown path name.
    func profile(_ name: String, passes: Int) -> Bool {
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
        let time = Measure.nanoseconds(count: workload.records.count, warmups: 0, runs: passes, body)
        print("\(name): \(Self.format(time.median)) ns/record (median of \(passes) passes)")
        return true
    }

    static func format(_ value: Double) -> String {
        value >= 100 ? String(Int(value.rounded())) : String(format: "%.2f", value)
    }
}
