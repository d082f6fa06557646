#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import ModelValidation
import ModelValidationCLI

/// Every `console` example in `Docs/CLI.md` and `Docs/Schema.md` is run in-process and its
/// output and exit status compared exactly. The output shown is what a terminal shows: standard
/// output, then standard error.
struct DocsCLITests {
    struct Example: CustomStringConvertible {
        var arguments: [String]
        var output: String
        var status: Int32?
        var description: String { arguments.joined(separator: " ") }
    }

    /// The examples: `$ model-validate ...` lines, their output, and `$ echo $?` lines.
    static func examples(in document: String) throws -> [Example] {
        let text = String(decoding: try Fixture.bytes("../../../Docs/" + document), as: UTF8.self)
        var examples: [Example] = []
        var inConsole = false
        var expectStatus = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "```console" { inConsole = true; continue }
            guard inConsole else { continue }
            if line == "```" { inConsole = false; continue }
            if line.hasPrefix("$ model-validate ") {
                examples.append(Example(arguments: line.dropFirst(17).split(separator: " ").map(String.init), output: ""))
            } else if line == "$ echo $?" {
                expectStatus = true
            } else if expectStatus {
                examples[examples.count - 1].status = Int32(line)
                expectStatus = false
            } else if !examples.isEmpty {
                examples[examples.count - 1].output += line + "\n"
            }
        }
        return examples
    }

    @Test(arguments: [("CLI.md", 16), ("Schema.md", 3)])
    func everyExampleRunsAsShown(document: String, count: Int) throws {
        let root = SmokeTests.packageRoot + "/"
        let examples = try Self.examples(in: document)
        #expect(examples.count == count)
        for example in examples {
            let arguments = example.arguments.map { access(root + $0, F_OK) == 0 ? root + $0 : $0 }
            let result = ModelValidateCommand.run(arguments: arguments)
            let output = (result.stdout + result.stderr).split(separator: root, omittingEmptySubsequences: false).joined()
            #expect(output == example.output, "\(example)")
            #expect(result.status == example.status, "\(example)")
        }
    }
}
