import Foundation
import RegistrationWorkload

/// Prints the results: a table for people, then one JSON line for tracking.
///
/// Each engine path is compared with two baselines: the honest one (hand-written byte-level
/// checks, the floor a performance-minded developer reaches) and the first one (`if`s with
/// Swift `Regex`), whose ratios keep their old keys.
struct BenchmarkReport {
    let results: BenchmarkResults
    /// Allocation counts per path, from the allocation pass (`nil` when it did not run).
    let allocations: [String: Measure.Allocations]?
    let options: BenchmarkOptions
    let records: Int

    private func ns(_ key: String) -> Double { results[key].nanoseconds }

    // The first baseline: ifs + Regex (JSONDecoder + ifs + Regex end to end).
    var typedRatio: Double { ns("typed") / ns("handTyped") }
    var dynamicRatio: Double { ns("dynamic") / ns("handTyped") }
    var assignRatio: Double { ns("assign") / ns("handAssign") }
    var endToEndRatio: Double { ns("endToEnd") / ns("jsonDecoder") }

    // The honest baseline: byte-level checks; end to end, the faster of JSONSerialization and
    // JSONDecoder in front of them.
    var endToEndHonestKey: String { ns("honestSerialization") <= ns("honestDecoder") ? "honestSerialization" : "honestDecoder" }
    var typedVsHonest: Double { ns("typed") / ns("honestTyped") }
    var dynamicVsHonest: Double { ns("dynamic") / ns("honestTyped") }
    var assignVsHonest: Double { ns("assign") / ns("honestAssign") }
    var endToEndVsHonest: Double { ns("endToEnd") / ns(endToEndHonestKey) }

    /// The engine paths whose ratio is also taken pass by pass (`BenchmarkResults.passRatios`),
    /// with their baselines and the keys of their ranges in the JSON line.
    private var passByPass: [(key: String, baseline: String, json: String)] {
        [("typed", "honestTyped", "typedVsHonestPasses"), ("dynamic", "honestTyped", "dynamicVsHonestPasses"),
         ("endToEnd", endToEndHonestKey, "endToEndVsHonestPasses")]
    }

    var scaling: Double { (results.scaling.last?.endToEnd ?? 0) / (results.scaling.first?.endToEnd ?? 1) }
    var typedScaling: Double { (results.scaling.last?.typed ?? 0) / (results.scaling.first?.typed ?? 1) }
    /// Two jobs' throughput over one's: the median of the rounds' ratios (see ``JobTurns``).
    var jobsSpeedup: Double? { options.jobs?.speedup }

    /// Plain PHP's end-to-end time estimated at this run's speed (``PlainPHP``), from the
    /// `JSONSerialization` baseline of the same passes and its ratio to the yardstick in their
    /// own turns; `nil` without the yardstick.
    var estimatedPHPNanoseconds: Double? {
        options.yardstick.map {
            PlainPHP.estimatedNanoseconds(serialization: ns("honestSerialization"),
                                          serializationOverYardstick: $0.honestSerialization / $0.endToEnd)
        }
    }

    /// The end-to-end path's time over ``estimatedPHPNanoseconds``.
    var endToEndVsEstimatedPHP: Double? { estimatedPHPNanoseconds.map { ns("endToEnd") / $0 } }

    /// What each engine path is divided by: (honest baseline, Regex baseline).
    private var baselines: [String: (String, String)] {
        ["typed": ("honestTyped", "handTyped"), "dynamic": ("honestTyped", "handTyped"),
         "assign": ("honestAssign", "handAssign"), "endToEnd": (endToEndHonestKey, "jsonDecoder")]
    }

    func printTable() {
        print("")
        print("| path | ns/record | allocs/record | allocs/valid | allocs/invalid | engine ÷ honest | engine ÷ Regex |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        for path in results.paths {
            let a = allocations?[path.key]
            let cells = [a.map { f2($0.perRecord) }, a.map { f2($0.perValid) }, a.map { f2($0.perInvalid) }].map { $0 ?? "–" }
            var ratios = ["", ""]
            if let (honest, regex) = baselines[path.key] {
                ratios = [f2(path.nanoseconds / ns(honest)) + "×", f2(path.nanoseconds / ns(regex)) + "×"]
            }
            print("| \(path.name) | \(BenchmarkSuite.format(path.nanoseconds)) | \(cells.joined(separator: " | ")) | \(ratios.joined(separator: " | ")) |")
        }
        print("")
        print("end to end, honest baseline: \(results[endToEndHonestKey].name) (the faster of JSONSerialization and JSONDecoder)")
        if let typed = allocations?["typed"] {
            print("typed path: valid records no filter rewrote \(f2(typed.perUnfilteredValid)) allocs/record; "
                  + "an invalid record has \(f2(results.failuresPerInvalidRecord)) failures, "
                  + "\(f2(typed.perInvalid / results.failuresPerInvalidRecord)) allocs per failure")
        } else {
            print("allocations: not counted (Benchmarks/run counts them in a pass with the interposer preloaded)")
        }
        print("")
        print("| records | typed ns/record | end to end ns/record |")
        print("| ---: | ---: | ---: |")
        for point in results.scaling {
            print("| \(point.records) | \(BenchmarkSuite.format(point.typed)) | \(BenchmarkSuite.format(point.endToEnd)) |")
        }
        print("")
        if let peakKilobytes = options.peakKilobytes {
            print("model-validate validate, 1M records, default jobs: peak RSS \(f2(Double(peakKilobytes) / 1024)) MB")
        }
        if let jobs = options.jobs {
            let rounds = zip(jobs.one, jobs.two).map { "\(f2($0)) s / \(f2($1)) s" }.joined(separator: ", ")
            print("model-validate validate, 1M records, --jobs 1 / --jobs 2 round by round: \(rounds); "
                  + "\(f2(jobs.speedup))× the throughput (median of the rounds' ratios \(jobs.roundRatios.map(f2).joined(separator: ", "))); "
                  + "medians \(f2(jobs.medianOne)) s and \(f2(jobs.medianTwo)) s, \(f2(jobs.speedupOfMedians))×")
        }
        if let yardstick = options.yardstick {
            print("shared yardstick (hand-written/, taking turns with this benchmark's matching path): "
                  + "validate \(BenchmarkSuite.format(yardstick.validate)) ns vs honest typed \(BenchmarkSuite.format(yardstick.honestTyped)) ns "
                  + "(\(f2(yardstick.honestTyped / yardstick.validate))×); "
                  + "end to end (JSONSerialization) \(BenchmarkSuite.format(yardstick.endToEnd)) ns vs "
                  + "\(BenchmarkSuite.format(yardstick.honestSerialization)) ns (\(f2(yardstick.honestSerialization / yardstick.endToEnd))×)")
        }
        for path in results.paths where path.invalidFound != results.expectedInvalid {
            print("note: \(path.name) found \(path.invalidFound) invalid records, Yii2 \(results.expectedInvalid)")
        }
        print("")
        // The ratio pass by pass: a wide range says the machine's speed changed during the run,
        // and no single ratio of it is firm (see Docs/Performance.md).
        for (key, baseline, _) in passByPass {
            let ratios = results.passRatios(key, to: baseline)
            guard let low = ratios.first, let high = ratios.last else { continue }
            print("\(key) ÷ \(baseline), pass by pass (\(ratios.count) passes): \(f2(low))×–\(f2(high))×, "
                  + "median \(f2(BenchmarkSuite.median(ratios)))×")
        }
        // The typed ratio on each kind of record: what the checks cost against what failing does.
        if let ratios = results.verdictRatios("typed", to: "honestTyped"),
           let typed = results.byVerdict["typed"], let honest = results.byVerdict["honestTyped"] {
            print("typed ÷ honestTyped by Yii2's verdict: valid records \(f2(ratios.valid))× "
                  + "(\(BenchmarkSuite.format(typed.valid)) ns vs \(BenchmarkSuite.format(honest.valid)) ns), "
                  + "invalid records \(f2(ratios.invalid))× "
                  + "(\(BenchmarkSuite.format(typed.invalid)) ns vs \(BenchmarkSuite.format(honest.invalid)) ns)")
        }
        print("")
        let endToEnd = ns("endToEnd")
        var targets = [
            "typed ≤ 1.5× honest \(mark(typedVsHonest <= 1.5))",
            "dynamic ≤ 2.0× honest \(mark(dynamicVsHonest <= 2.0))",
            "end to end ≤ 0.5× honest \(mark(endToEndVsHonest <= 0.5))",
            "end to end < 3,700 ns (plain PHP) \(mark(endToEnd < PlainPHP.nanoseconds))",
        ]
        if let typed = allocations?["typed"] { targets.append("valid typed records without allocation \(mark(typed.perUnfilteredValid == 0))") }
        targets.append("peak < 64 MB \(options.peakKilobytes.map { mark($0 < 64 * 1024) } ?? "not measured")")
        targets.append("2 jobs ≥ 1.7× \(jobsSpeedup.map { mark($0 >= 1.7) } ?? "not measured")")
        print("targets: " + targets.joined(separator: ", "))
        // The absolute figure was timed on another machine: a run in a slow phase of a shared
        // machine misses it at any ratio. PHP at this run's speed, estimated, says which.
        if let php = estimatedPHPNanoseconds, let ratio = endToEndVsEstimatedPHP {
            print("plain PHP at this run's speed (estimated from the yardstick, see PlainPHP): about "
                  + "\(BenchmarkSuite.format(php)) ns a record; end to end takes \(f2(ratio))× its time")
        }
    }

    func jsonLine() -> String {
        var fields: [(String, String)] = [
            ("agreesWithYii2", "true"),
            ("baselinesAgreeWithYii2", "true"),
            ("records", String(records)),
            ("typedRatio", f3(typedRatio)),
            ("dynamicRatio", f3(dynamicRatio)),
            ("assignRatio", f3(assignRatio)),
            ("endToEndRatio", f3(endToEndRatio)),
            ("typedVsHonest", f3(typedVsHonest)),
            ("dynamicVsHonest", f3(dynamicVsHonest)),
            ("assignVsHonest", f3(assignVsHonest)),
            ("endToEndVsHonest", f3(endToEndVsHonest)),
            ("endToEndHonestBaseline", "\"\(endToEndHonestKey)\""),
        ]
        // The lowest and highest pass-by-pass ratio.
        for (key, baseline, name) in passByPass {
            let ratios = results.passRatios(key, to: baseline)
            if let low = ratios.first, let high = ratios.last { fields.append((name, "[\(f3(low)),\(f3(high))]")) }
        }
        if let ratios = results.verdictRatios("typed", to: "honestTyped") {
            fields += [("typedVsHonestValid", f3(ratios.valid)), ("typedVsHonestInvalid", f3(ratios.invalid))]
        }
        if let jobs = options.jobs {
            fields += [("jobsSpeedup2", f3(jobs.speedup)), ("jobsSpeedup2OfMedians", f3(jobs.speedupOfMedians)),
                       ("jobsSpeedup2Rounds", "[" + jobs.roundRatios.map(f3).joined(separator: ",") + "]")]
        }
        if let allocations, let typed = allocations["typed"] {
            fields += [
                ("typedAllocsPerValidRecord", f3(typed.perValid)),
                ("typedAllocsPerUnfilteredValidRecord", f3(typed.perUnfilteredValid)),
                ("typedAllocsPerInvalidRecord", f3(typed.perInvalid)),
                ("typedAllocsPerFailure", f3(typed.perInvalid / results.failuresPerInvalidRecord)),
            ]
            if let dynamic = allocations["dynamic"] { fields.append(("dynamicAllocsPerValidRecord", f3(dynamic.perValid))) }
            if let endToEnd = allocations["endToEnd"] { fields.append(("endToEndAllocsPerRecord", f3(endToEnd.perRecord))) }
            if let honest = allocations["honestTyped"] { fields.append(("honestTypedAllocsPerRecord", f3(honest.perRecord))) }
        }
        fields += [
            ("scaling1kTo1M", f3(scaling)),
            ("typedScaling1kTo1M", f3(typedScaling)),
        ]
        for key in ["typed", "dynamic", "assign", "endToEnd", "handTyped", "handAssign", "jsonDecoder",
                    "honestTyped", "honestAssign", "honestSerialization", "honestDecoder"] {
            fields.append((key + "Ns", f3(ns(key))))
        }
        if let yardstick = options.yardstick {
            fields += [
                ("yardstickValidateNs", f3(yardstick.validate)),
                ("honestVsYardstick", f3(yardstick.honestTyped / yardstick.validate)),
                ("yardstickEndToEndNs", f3(yardstick.endToEnd)),
                ("honestSerializationVsYardstick", f3(yardstick.honestSerialization / yardstick.endToEnd)),
            ]
            if let php = estimatedPHPNanoseconds, let ratio = endToEndVsEstimatedPHP {
                fields += [("estimatedPHPNs", f3(php)), ("endToEndVsEstimatedPHP", f3(ratio))]
            }
        }
        if let jobs = options.jobs { fields += [("jobs1Seconds", f3(jobs.medianOne)), ("jobs2Seconds", f3(jobs.medianTwo))] }
        if let peakKilobytes = options.peakKilobytes { fields.append(("peakMemoryMB", f3(Double(peakKilobytes) / 1024))) }
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    private func mark(_ holds: Bool) -> String { holds ? "holds" : "MISSED" }
    private func f2(_ value: Double) -> String { String(format: "%.2f", value) }
    private func f3(_ value: Double) -> String { String(format: "%.3f", value) }
}
