import Foundation
import ModelValidation

// The registration benchmark. Usage (Benchmarks/run does all of it):
//   Benchmarks --data DIR --fixtures DIR [--peak-kb N] [--quick]
// Checks that the engine agrees with Yii2 on every record, then measures the engine and the
// hand-written baselines in this one process, prints a table and, last, one JSON line.

let options = BenchmarkOptions(CommandLine.arguments.dropFirst())
let workload: Workload
do {
    workload = try Workload(data: options.data, fixtures: options.fixtures)
} catch {
    print("error: \(error)")
    exit(2)
}
let suite = BenchmarkSuite(workload: workload, quick: options.quick)
if let path = options.profile {
    exit(suite.profile(path, passes: options.passes) ? 0 : 2)
}

print("== agreement with Yii2 (\(workload.records.count) records)")
if let disagreement = suite.firstDisagreement() {
    print("DISAGREEMENT: \(disagreement)")
    print(#"{"agreesWithYii2":false}"#)
    exit(1)
}
print("the engine agrees with Yii2 on every record (typed, dynamic, assign, end to end)")
if options.checkOnly { exit(0) }
let baselineMismatches = suite.baselineDisagreements()
for line in baselineMismatches.prefix(5) { print("note: hand-written baseline differs: \(line)") }

print("== measuring")
let results = suite.run()
let report = BenchmarkReport(results: results, peakKilobytes: options.peakKilobytes,
                             baselinesAgree: baselineMismatches.isEmpty, records: workload.records.count)
report.printTable()
print(report.jsonLine())
