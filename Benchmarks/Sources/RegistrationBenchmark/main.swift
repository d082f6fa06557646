import Foundation
import RegistrationWorkload

// The registration benchmark. Usage (Benchmarks/run does all of it):
//   RegistrationBenchmark --data DIR --fixtures DIR [--quick] [--allocations-from FILE]
//                         [--peak-kb N] [--jobs-seconds ONE,ONE,... TWO,TWO,...] [--yardstick-ns A B C D]
//   RegistrationBenchmark --profile PATH [--passes N] [--records N]
//   (any of these with --only valid|invalid: only the records Yii2 found so)
//   RegistrationBenchmark --check-only
// Checks that every path, the engine's and the hand-written ones, agrees with Yii2 on every
// record, then measures them in this one process, prints a table and, last, one JSON line.
// Allocation counts come from RegistrationAllocations (which links the allocation interposer;
// this executable does not, so the timed paths run the system allocator untouched).

let options = BenchmarkOptions(CommandLine.arguments.dropFirst())
let workload: Workload
do {
    workload = try Workload(data: options.data, fixtures: options.fixtures,
                            limit: options.profile == nil ? nil : options.records, verdict: options.verdict)
} catch {
    print("error: \(error)")
    exit(2)
}
let suite = BenchmarkSuite(workload: workload)
if let path = options.profile {
    exit(suite.profile(path, passes: options.passes, records: options.records) ? 0 : 2)
}
print("== agreement with Yii2 (\(workload.records.count) records)")
if let disagreement = suite.firstDisagreement() {
    print("DISAGREEMENT: \(disagreement)")
    print(#"{"agreesWithYii2":false}"#)
    exit(1)
}
print("every path agrees with Yii2 on every record: the engine (typed, dynamic, assign, end to end) "
      + "and the hand-written baselines (byte-level and Regex)")
if options.checkOnly { exit(0) }

var allocations: [String: Measure.Allocations]?
if let file = options.allocationsFile {
    do { allocations = try AllocationFile.read(file) } catch {
        print("error: \(error)")
        exit(2)
    }
}
print("== measuring")
let results = suite.run(passes: options.quick ? 3 : 11, scalingRounds: options.quick ? 1 : 3)
let report = BenchmarkReport(results: results, allocations: allocations, options: options, records: workload.records.count)
report.printTable()
print(report.jsonLine())
