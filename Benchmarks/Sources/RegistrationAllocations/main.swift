import Foundation
import MallocInterposerSwift
import RegistrationWorkload

// Heap allocations per record on the benchmark's paths, counted by ordo-one/malloc-interposer,
// which this executable links: it replaces malloc and its relatives for the whole process.
// Usage (Benchmarks/run does it):
//   RegistrationAllocations --data DIR --fixtures DIR [--out FILE] [--path KEY]...
// Without --out, prints the counts; with it, writes them for RegistrationBenchmark
// (--allocations-from FILE).

var data = ".build-bench-data", fixtures = "Benchmarks/Fixtures"
var out: String?
var keys: [String] = []
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--data": data = arguments.next() ?? data
    case "--fixtures": fixtures = arguments.next() ?? fixtures
    case "--out": out = arguments.next()
    case "--path": arguments.next().map { keys.append($0) }
    default: print("ignoring unknown argument \(argument)")
    }
}

let suite: BenchmarkSuite
do {
    suite = BenchmarkSuite(workload: try Workload(data: data, fixtures: fixtures))
} catch {
    print("error: \(error)")
    exit(2)
}
if let unknown = keys.first(where: { key in !suite.paths.contains { $0.key == key } }) {
    print("unknown path \(unknown); the paths are \(suite.paths.map(\.key).joined(separator: ", "))")
    exit(2)
}

MallocInterposerSwift.initialize()
MallocInterposerSwift.hook()
let counts = suite.countAllocations(keys: keys.isEmpty ? nil : keys) { MallocInterposerSwift.getStatistics().mallocCount }
MallocInterposerSwift.unhook()
guard counts.values.contains(where: { $0.perRecord > 0 }) else {
    print("error: no allocation was counted: the interposer is not in effect in this process")
    exit(2)
}

if let out {
    do { try AllocationFile.write(counts, to: out) } catch {
        print("error: \(error)")
        exit(2)
    }
    print("allocations counted on \(counts.count) paths")
} else {
    for path in suite.paths {
        guard let a = counts[path.key] else { continue }
        print("\(path.key): \(a.perRecord) per record (valid \(a.perValid), invalid \(a.perInvalid), valid unfiltered \(a.perUnfilteredValid))")
    }
}
