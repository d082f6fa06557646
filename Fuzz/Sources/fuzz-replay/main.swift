#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FuzzTargets

// Runs inputs through the fuzzing targets without libFuzzer: CI replays the committed corpora,
// and a developer reruns a crash file under a debugger.
//
//   fuzz-replay CORPUS_ROOT                 every target over CORPUS_ROOT/<target>/*
//   fuzz-replay CORPUS_ROOT TARGET...       those targets only
//   fuzz-replay --target NAME FILE...       one target over the given files
//   fuzz-replay --list                      the targets, with their -max_len

func readFile(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var out: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
        let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
        out += chunk[0..<n]
        if n < chunk.count { return out }
    }
}

func files(in directory: String) -> [String] {
    guard let dir = opendir(directory) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if !name.hasPrefix(".") { names.append(directory + "/" + name) }
    }
    return names.sorted()
}

/// The input being run, as a C string, for the crash handler.
nonisolated(unsafe) var currentInput: UnsafeMutablePointer<CChar>?

/// The handlers that were in place before ours (the Swift runtime's backtracer, if enabled).
nonisolated(unsafe) var previousActions: [sigaction] = Array(repeating: sigaction(), count: 64)

/// Names the input when a trap or a failed invariant ends the process, then hands the signal
/// to the handler that was there before (returning re-runs the faulting instruction, or lets
/// `abort` go on), so a backtrace still follows when SWIFT_BACKTRACE asks for one.
func installCrashReport() {
    for code in [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE] {
        var action = sigaction()
        let handler: @convention(c) (Int32) -> Void = { number in
            let prefix = "fuzz-replay: the input that stopped the run: "
            _ = prefix.withCString { write(2, $0, strlen($0)) }
            if let path = currentInput { _ = write(2, path, strlen(path)) }
            _ = write(2, "\n", 1)
            sigaction(number, &previousActions[Int(number)], nil)
        }
        #if os(Linux)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigaction(code, &action, &previousActions[Int(code)])
    }
}

func replay(_ target: FuzzTarget, _ paths: [String]) -> Int {
    for path in paths {
        guard let bytes = readFile(path) else {
            complain("fuzz-replay: cannot read \(path)\n")
            exit(2)
        }
        free(currentInput)
        currentInput = strdup(path)
        target.run(bytes)
    }
    return paths.count
}

installCrashReport()
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--list"] {
    for target in FuzzTarget.all { print("\(target.name)\t-max_len=\(target.maxLength)\t\(target.summary)") }
    exit(0)
}
if arguments.first == "--target", arguments.count >= 2 {
    guard let target = FuzzTarget.named(arguments[1]) else { complain("fuzz-replay: no target \(arguments[1])\n"); exit(2) }
    let count = replay(target, Array(arguments.dropFirst(2)))
    print("\(target.name): \(count) inputs, no finding")
    exit(0)
}
guard let root = arguments.first else {
    complain("usage: fuzz-replay CORPUS_ROOT [TARGET...] | --target NAME FILE... | --list\n")
    exit(2)
}
let names = arguments.count > 1 ? Array(arguments.dropFirst()) : FuzzTarget.all.map(\.name)
var total = 0
for name in names {
    guard let target = FuzzTarget.named(name) else { complain("fuzz-replay: no target \(name)\n"); exit(2) }
    let paths = files(in: root + "/" + name)
    guard !paths.isEmpty else { complain("fuzz-replay: no inputs in \(root)/\(name)\n"); exit(2) }
    let count = replay(target, paths)
    total += count
    print("\(name): \(count) inputs, no finding")
}
print("replayed \(total) inputs")

/// Writes a diagnostic to standard error.
func complain(_ text: String) {
    _ = text.withCString { write(2, $0, strlen($0)) }
}
