// The property test of massive assignment, at length: random schemas, scenarios and bodies,
// each assigned by the engine and by an independent model of Yii's rules (AssignmentProperties).
//
// Usage: swift run -c release assignment-properties [--trials N] [--seed S] [--replay SEED]
//   --trials: how many trials (default 1,000,000); --seed: the run's seed (default 1);
//   --replay: run the one trial a failure printed, by its seed.
// Prints the trials per second and each failure (its seed and a small Swift reproduction);
// exits with status 1 when there is one.
import AssignmentProperties
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

var trials = 1_000_000
var seed: UInt64 = 1
var replay: UInt64?
var arguments = CommandLine.arguments.dropFirst()
while let option = arguments.popFirst() {
    guard let text = arguments.popFirst() else {
        print("usage: assignment-properties [--trials N] [--seed S] [--replay SEED]")
        exit(2)
    }
    switch option {
    case "--trials": trials = Int(text) ?? trials
    case "--seed": seed = UInt64(text) ?? seed
    case "--replay": replay = UInt64(text)
    default:
        print("unknown option \(option)")
        exit(2)
    }
}

if let replay {
    if let failure = PropertyRun.replay(seed: replay) {
        print(failure)
        exit(1)
    }
    print("trial \(replay): the engine and the Yii model agree")
    exit(0)
}

let clock = ContinuousClock()
let start = clock.now
var failures: [PropertyRun.Failure] = []
let batch = 100_000
var done = 0
while done < trials && failures.isEmpty {
    let count = min(batch, trials - done)
    // Each batch is its own run of the same seed, offset so trial numbers stay distinct.
    for index in done..<(done + count) {
        if let failure = PropertyRun.replay(seed: SplitMix64.trialSeed(run: seed, trial: index)) {
            failures.append(failure)
            break
        }
    }
    done += count
    let seconds = Double((clock.now - start).components.seconds) + Double((clock.now - start).components.attoseconds) / 1e18
    print("\(done) trials, \(failures.count) failures, \(Int(seconds)) s")
    fflush(nil) // all streams: progress shows when the output is a file
}
for failure in failures { print(failure) }
exit(failures.isEmpty ? 0 : 1)
