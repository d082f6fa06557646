import Foundation
import RegistrationWorkload

/// The benchmark's command-line options.
struct BenchmarkOptions {
    /// The folder with the generated `data.ndjson`.
    var data = ".build-bench-data"
    /// The folder with the rules and Yii2's verdicts.
    var fixtures = "Benchmarks/Fixtures"
    /// The peak resident memory of `model-validate validate` on 1M records, measured by the
    /// run script, if it was.
    var peakKilobytes: Int?
    /// Wall seconds of `model-validate validate --jobs 1` and `--jobs 2` on 1M records, round
    /// by round (measured by the run script taking turns).
    var jobs: JobTurns?
    /// The shared yardstick's ns/record, validate only and end to end, with this benchmark's
    /// matching paths measured taking turns with it (from the run script's `--yardstick`).
    var yardstick: Yardstick?
    /// Allocation counts written by `RegistrationAllocations`.
    var allocationsFile: String?
    /// Fewer runs (for a smoke test).
    var quick = false
    /// Runs only this path, `passes` times, for a profiler (see `BenchmarkSuite.paths`).
    var profile: String?
    /// Records per pass for `--profile` (default: all).
    var records: Int?
    /// Only check agreement with Yii2, then stop.
    var checkOnly = false
    /// Passes over the records for `--profile`.
    var passes = 10
    /// `--only valid` or `--only invalid`: keep only the records Yii2 found so (`nil`: all).
    var verdict: Bool?

    /// The shared yardstick's figures beside this benchmark's, in ns/record.
    struct Yardstick {
        var validate: Double
        var honestTyped: Double
        var endToEnd: Double
        var honestSerialization: Double
    }

    init<S: Sequence<String>>(_ arguments: S) {
        var iterator = arguments.makeIterator()
        func number() -> Double? { iterator.next().flatMap { Double($0) } }
        while let argument = iterator.next() {
            switch argument {
            case "--data": data = iterator.next() ?? data
            case "--fixtures": fixtures = iterator.next() ?? fixtures
            case "--peak-kb": peakKilobytes = iterator.next().flatMap { Int($0) }
            case "--jobs-seconds":
                // Each job count's rounds as one comma-separated list, in the same order.
                guard let one = iterator.next().flatMap(JobTurns.seconds), let two = iterator.next().flatMap(JobTurns.seconds),
                      let turns = JobTurns(one: one, two: two) else {
                    print("error: --jobs-seconds takes two comma-separated lists of seconds, one per round, as many in each")
                    exit(2)
                }
                jobs = turns
            case "--yardstick-ns":
                if let a = number(), let b = number(), let c = number(), let d = number() {
                    yardstick = Yardstick(validate: a, honestTyped: b, endToEnd: c, honestSerialization: d)
                }
            case "--allocations-from": allocationsFile = iterator.next()
            case "--quick": quick = true
            case "--check-only": checkOnly = true
            case "--records": records = iterator.next().flatMap { Int($0) }
            case "--profile": profile = iterator.next()
            case "--passes":
                // A median needs a pass at least.
                guard let count = iterator.next().flatMap({ Int($0) }), count >= 1 else {
                    print("error: --passes takes a number of passes from 1 up")
                    exit(2)
                }
                passes = count
            case "--only":
                // Measuring every record instead of the kind asked for would mislead: refused.
                let name = iterator.next() ?? ""
                guard let kept = Verdict.kept(named: name) else {
                    print("error: --only takes valid or invalid, not \"\(name)\"")
                    exit(2)
                }
                verdict = kept
            default: print("ignoring unknown argument \(argument)")
            }
        }
    }
}
