import Foundation

/// Prints the results: a table for people, then one JSON line for tracking.
struct BenchmarkReport {
    let results: BenchmarkResults
    let peakKilobytes: Int?
    let baselinesAgree: Bool
    let records: Int

    var typedRatio: Double { results.typed.nanoseconds / results.handTyped.nanoseconds }
    var dynamicRatio: Double { results.dynamic.nanoseconds / results.handTyped.nanoseconds }
    var assignRatio: Double { results.assign.nanoseconds / results.handAssign.nanoseconds }
    var endToEndRatio: Double { results.endToEnd.nanoseconds / results.handDecoder.nanoseconds }
    var scaling: Double { (results.scaling.last?.endToEnd ?? 0) / (results.scaling.first?.endToEnd ?? 1) }
    var typedScaling: Double { (results.scaling.last?.typed ?? 0) / (results.scaling.first?.typed ?? 1) }

    func printTable() {
        let r = results
        print("")
        print("| path | ns/record | allocs/record | allocs/valid | allocs/invalid | engine ÷ hand-written |")
        print("| --- | ---: | ---: | ---: | ---: | ---: |")
        func row(_ p: PathResult, _ ratio: Double?) {
            let a = p.allocations
            print("| \(p.name) | \(BenchmarkSuite.format(p.nanoseconds)) | \(f2(a.perRecord)) | \(f2(a.perValid)) | \(f2(a.perInvalid)) | \(ratio.map { f2($0) + "×" } ?? "") |")
        }
        row(r.handTyped, nil)
        row(r.typed, typedRatio)
        row(r.dynamic, dynamicRatio)
        row(r.handAssign, nil)
        row(r.assign, assignRatio)
        row(r.handDecoder, nil)
        row(r.endToEnd, endToEndRatio)
        print("")
        print("typed path, valid records no filter rewrote: \(f2(r.typed.allocations.perUnfilteredValid)) allocs/record")
        print("")
        print("| records | typed ns/record | end to end ns/record |")
        print("| ---: | ---: | ---: |")
        for point in r.scaling {
            print("| \(point.records) | \(BenchmarkSuite.format(point.typed)) | \(BenchmarkSuite.format(point.endToEnd)) |")
        }
        print("")
        if let peakKilobytes { print("model-validate validate, 1M records: peak RSS \(f2(Double(peakKilobytes) / 1024)) MB") }
        for p in [r.typed, r.dynamic, r.assign, r.endToEnd, r.handTyped, r.handAssign, r.handDecoder]
        where p.invalidFound != r.expectedInvalid {
            print("note: \(p.name) found \(p.invalidFound) invalid records, Yii2 \(r.expectedInvalid)")
        }
        print("")
        print("targets: typed ≤ 1.0× \(mark(typedRatio <= 1.0)), dynamic ≤ 1.5× \(mark(dynamicRatio <= 1.5)), "
              + "end to end ≤ 0.5× \(mark(endToEndRatio <= 0.5)), "
              + "valid typed records without allocation \(mark(r.typed.allocations.perUnfilteredValid == 0)), "
              + "peak < 64 MB \(peakKilobytes.map { mark($0 < 64 * 1024) } ?? "not measured")")
    }

    func jsonLine() -> String {
        let r = results
        var fields: [(String, String)] = [
            ("agreesWithYii2", "true"),
            ("baselinesAgreeWithYii2", baselinesAgree ? "true" : "false"),
            ("records", String(records)),
            ("typedRatio", f3(typedRatio)),
            ("dynamicRatio", f3(dynamicRatio)),
            ("assignRatio", f3(assignRatio)),
            ("endToEndRatio", f3(endToEndRatio)),
            ("typedAllocsPerValidRecord", f3(r.typed.allocations.perValid)),
            ("typedAllocsPerUnfilteredValidRecord", f3(r.typed.allocations.perUnfilteredValid)),
            ("typedAllocsPerInvalidRecord", f3(r.typed.allocations.perInvalid)),
            ("dynamicAllocsPerValidRecord", f3(r.dynamic.allocations.perValid)),
            ("endToEndAllocsPerRecord", f3(r.endToEnd.allocations.perRecord)),
            ("scaling1kTo1M", f3(scaling)),
            ("typedScaling1kTo1M", f3(typedScaling)),
            ("typedNs", f3(r.typed.nanoseconds)),
            ("dynamicNs", f3(r.dynamic.nanoseconds)),
            ("assignNs", f3(r.assign.nanoseconds)),
            ("endToEndNs", f3(r.endToEnd.nanoseconds)),
            ("handTypedNs", f3(r.handTyped.nanoseconds)),
            ("handAssignNs", f3(r.handAssign.nanoseconds)),
            ("jsonDecoderNs", f3(r.handDecoder.nanoseconds)),
        ]
        if let peakKilobytes { fields.append(("peakMemoryMB", f3(Double(peakKilobytes) / 1024))) }
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    private func mark(_ holds: Bool) -> String { holds ? "holds" : "MISSED" }
    private func f2(_ value: Double) -> String { String(format: "%.2f", value) }
    private func f3(_ value: Double) -> String { String(format: "%.3f", value) }
}
