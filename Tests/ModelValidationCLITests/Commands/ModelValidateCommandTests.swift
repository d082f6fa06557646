import Testing
import ModelValidation
@testable import ModelValidationCLI

/// The tool's own flags, before any command.
struct ModelValidateCommandTests {
    @Test func versionPrintsTheVersion() {
        let result = CLI.run(["--version"])
        #expect(result.stdout == "model-validate \(ModelValidateCommand.version)\n")
        #expect(result.stderr == "")
        #expect(result.status == 0)
    }

    /// What follows `--version` was meant for something, which the version alone would not do:
    /// a usage error naming the first such argument, as a command's unknown option is.
    @Test(arguments: [
        (["--version", "extra"], "extra"), (["--version", "--help"], "--help"), (["--version", "--version"], "--version"),
        (["--version", "-", "x"], "-"), (["--version", ""], ""),
    ])
    func versionTakesNoArguments(arguments: [String], extra: String) {
        let result = CLI.run(arguments)
        #expect(result.stdout == "")
        #expect(result.stderr == "model-validate: --version takes no arguments, got \"\(extra)\"\n")
        #expect(result.status == 2)
    }
}
