/// The benchmark's command-line options.
struct BenchmarkOptions {
    /// The folder with the generated `data.ndjson`.
    var data = ".build-bench-data"
    /// The folder with the rules and Yii2's verdicts.
    var fixtures = "Benchmarks/Fixtures"
    /// The peak resident memory of `model-validate validate` on 1M records, measured by the
    /// run script, if it was.
    var peakKilobytes: Int?
    /// Fewer runs (for a smoke test).
    var quick = false
    /// Runs only this path, `passes` times, for a profiler (`typed`, `dynamic`, `assign`,
    /// `endToEnd`, `handTyped`, `jsonDecoder`).
    var profile: String?
    /// Only check agreement with Yii2, then stop.
    var checkOnly = false
    /// Passes over the records for `--profile`.
    var passes = 10

    init<S: Sequence<String>>(_ arguments: S) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--data": data = iterator.next() ?? data
            case "--fixtures": fixtures = iterator.next() ?? fixtures
            case "--peak-kb": peakKilobytes = iterator.next().flatMap { Int($0) }
            case "--quick": quick = true
            case "--check-only": checkOnly = true
            case "--profile": profile = iterator.next()
            case "--passes": passes = iterator.next().flatMap { Int($0) } ?? passes
            default: print("ignoring unknown argument \(argument)")
            }
        }
    }
}
