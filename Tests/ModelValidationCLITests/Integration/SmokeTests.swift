#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import ModelValidationCLI

/// Runs the built `model-validate` binary on the shipped example.
struct SmokeTests {
    /// The package root, from this file's location.
    static let packageRoot: String = {
        let file = #filePath
        let tests = file.firstRange(of: "/Tests/ModelValidationCLITests/")!
        return String(file[..<tests.lowerBound])
    }()

    /// The binary next to the test bundle (`.build/<triple>/debug/model-validate`).
    static func binary() -> String? {
        var candidates: [String] = []
        if let path = CommandLine.arguments.first, let slash = path.lastIndex(of: "/") {
            var directory = String(path[..<slash])
            // Inside `X.xctest/Contents/MacOS` on Darwin.
            if let bundle = directory.firstRange(of: ".xctest/") { directory = String(directory[..<bundle.lowerBound]) }
            if let slash = directory.lastIndex(of: "/") { candidates.append(String(directory[..<slash]) + "/model-validate") }
            candidates.append(directory + "/model-validate")
        }
        return candidates.first { access($0, X_OK) == 0 }
    }

    @Test func runsTheExample() throws {
        guard let binary = Self.binary() else {
            print("SmokeTests: skipped, no built model-validate binary next to the test bundle")
            return
        }
        let root = Self.packageRoot
        let command = "'\(binary)' validate --rules '\(root)/Examples/registration/rules.json' '\(root)/Examples/registration/users.ndjson' 2>&1"
        guard let pipe = popen(command, "r") else { Issue.record("popen failed"); return }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&chunk, 1, chunk.count, pipe)
            if n <= 0 { break }
            output += chunk[..<n]
        }
        let status = pclose(pipe)
        let text = String(decoding: output, as: UTF8.self)
        let lines = text.split(separator: "\n")
        #expect((status >> 8) & 0xFF == 1, "\(text)")
        #expect(lines.count == 5, "\(text)")
        #expect(lines.allSatisfy { $0.hasPrefix("{\"file\":") })
    }
}
