import Testing
@testable import ModelValidationCLI

/// The small argument parser: options with separate or inline values, flags, `--`, `-`.
struct ArgumentParserTests {
    static let options: Set<String> = ["--rules", "--format"]
    static let flags: Set<String> = ["--strict", "--help"]

    static let accepted: [([String], [String: String], Set<String>, [String])] = [
        ([], [:], [], []),
        (["--rules", "r.json", "a", "b"], ["--rules": "r.json"], [], ["a", "b"]),
        (["--rules=r.json", "--strict"], ["--rules": "r.json"], ["--strict"], []),
        (["--format=", "x"], ["--format": ""], [], ["x"]),
        (["-", "--strict", "-"], [:], ["--strict"], ["-", "-"]),
        (["--", "--strict", "-x"], [:], [], ["--strict", "-x"]),
        (["--strict", "--strict"], [:], ["--strict"], []),
        (["--rules", "--strict"], ["--rules": "--strict"], [], []),
    ]

    @Test(arguments: accepted)
    func parses(arguments: [String], options: [String: String], flags: Set<String>, operands: [String]) throws {
        let parsed = try ArgumentParser.parse(arguments, options: Self.options, flags: Self.flags)
        #expect(parsed.options == options)
        #expect(parsed.flags == flags)
        #expect(parsed.operands == operands)
    }

    static let refused: [([String], String)] = [
        (["--rules"], "--rules needs a value"),
        (["--nope"], "unknown option --nope"),
        (["-x"], "unknown option -x"),
        (["--strict=yes"], "--strict takes no value"),
        (["--strict="], "--strict takes no value"),
        (["--rules", "a", "--rules", "b"], #"--rules is given twice ("a" and "b"); give it once"#),
        (["--format=text", "--rules", "a", "--format", "text"], #"--format is given twice ("text" and "text"); give it once"#),
    ]

    @Test(arguments: refused)
    func refuses(arguments: [String], message: String) {
        #expect(throws: UsageError(message: message)) {
            try ArgumentParser.parse(arguments, options: Self.options, flags: Self.flags)
        }
    }
}

extension UsageError: Equatable {
    public static func == (a: UsageError, b: UsageError) -> Bool { a.message == b.message }
}
