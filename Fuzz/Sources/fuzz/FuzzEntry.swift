#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FuzzTargets

// libFuzzer's entry points. The binary is linked with -sanitize=fuzzer, which supplies `main`;
// FUZZ_TARGET names the target (see `Fuzz/run --list`).

/// The target chosen at start-up.
nonisolated(unsafe) private var selected: FuzzTarget?

/// Called once by libFuzzer before the first input: picks the target.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> Int32 {
    let name = getenv("FUZZ_TARGET").map { String(cString: $0) } ?? ""
    if name == "--list" {
        for target in FuzzTarget.all { print("\(target.name) \(target.maxLength) \(target.summary)") }
        exit(0)
    }
    guard let target = FuzzTarget.named(name) else {
        let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
        complain("fuzz: set FUZZ_TARGET to one of: \(names)\n")
        exit(2)
    }
    selected = target
    return 0
}

/// Called by libFuzzer for every input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    selected?.run(input)
    return 0
}

/// Writes a diagnostic to standard error.
func complain(_ text: String) {
    _ = text.withCString { write(2, $0, strlen($0)) }
}
