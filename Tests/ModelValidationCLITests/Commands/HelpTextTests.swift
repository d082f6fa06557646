import Testing
@testable import ModelValidationCLI

/// Every command's help: `COMMAND --help`, `COMMAND -h` and `help COMMAND` print the same text.
struct HelpTextTests {
    static let commands: [(String, String)] = [
        ("validate", HelpText.validate), ("explain", HelpText.explain), ("check", HelpText.check),
        ("schema", HelpText.schema), ("eval", HelpText.eval), ("help", HelpText.help),
    ]

    @Test(arguments: commands)
    func everySpellingPrintsTheCommandsHelp(command: String, text: String) {
        for arguments in [[command, "--help"], [command, "-h"], ["help", command], ["--help", command], ["-h", command],
                          [command, "-h", "x.json"]] {
            let result = CLI.run(arguments)
            #expect(result.stdout == text, "\(arguments)")
            #expect(result.status == 0 && result.stderr == "", "\(arguments)")
        }
        #expect(HelpText.command(command) == text)
        #expect(text.hasPrefix("Usage: model-validate \(command)") && text.contains("Example:\n  "))
    }

    @Test func theMainHelp() {
        for arguments in [["--help"], ["-h"], ["help"]] {
            #expect(CLI.run(arguments).stdout == HelpText.main)
        }
        #expect(HelpText.main.contains("model-validate help COMMAND"))
    }

    @Test func helpForAnUnknownCommandIsAUsageError() {
        for arguments in [["help", "nope"], ["help", "schema", "eval"]] {
            let result = CLI.run(arguments)
            #expect(result.stderr == "model-validate: help takes one command name (validate, explain, check, schema, eval, help)\n")
            #expect(result.status == 2 && result.stdout == "")
        }
        #expect(HelpText.command("nope") == nil)
    }

    /// `--help` and `-h` before any command are `help`: a command name after them asks for its
    /// help, anything else is a usage error naming the flag (not the main help, with the rest
    /// left unread).
    @Test(arguments: [
        (["--help", "extra"], "--help"), (["-h", "extra"], "-h"), (["--help", "validate", "x.json"], "--help"),
        (["-h", "schema", "eval"], "-h"), (["--help", ""], "--help"), (["-h", "-"], "-h"),
    ])
    func helpFlagsTakeOneCommandName(arguments: [String], flag: String) {
        let result = CLI.run(arguments)
        #expect(result.stdout == "")
        #expect(result.stderr == "model-validate: \(flag) takes one command name (validate, explain, check, schema, eval, help)\n")
        #expect(result.status == 2)
    }

    @Test func helpFlagsAfterHelpFlagsPrintHelpsOwnHelp() {
        for arguments in [["--help", "--help"], ["-h", "-h"], ["--help", "validate", "-h"], ["help", "-h"]] {
            let result = CLI.run(arguments)
            #expect(result.stdout == HelpText.help, "\(arguments)")
            #expect(result.status == 0 && result.stderr == "", "\(arguments)")
        }
    }
}
