import ModelValidation

/// The `model-validate` tool as a library: every command runs in-process, writing to sinks and
/// returning its exit status.
///
/// ```swift
/// let result = ModelValidateCommand.run(arguments: ["eval", "-"], input: #"{"id":"a","attributes":["x"]}"#)
/// result.status // 0
/// ```
///
/// Exit status: 0 when every record is valid, 1 when some are not, 2 for a usage, schema or
/// unreadable-input error, or when the output could not be written (a full disk).
public enum ModelValidateCommand {
    /// The tool's version.
    public static let version = "0.1.0"

    /// Runs a command line (without the program name).
    ///
    /// - Parameters:
    ///   - arguments: The arguments, such as `["validate", "--rules", "rules.json", "users.ndjson"]`.
    ///   - stdin: Standard input, read when an operand is `-` or there is none.
    ///   - stdout: Where results go.
    ///   - stderr: Where diagnostics go.
    /// - Returns: The exit status.
    public static func run(arguments: [String], stdin: some ByteInput, stdout: OutputSink, stderr: OutputSink) -> Int32 {
        defer { stderr.flush() }
        let status = runCommand(arguments, stdin: stdin, stdout: stdout, stderr: stderr)
        // A report that could not be written out whole (a full disk) is no report: the status
        // says so, whatever the records were, rather than 0 for a truncated output.
        stdout.flush()
        if let reason = stdout.writeErrorDescription {
            stderr.write("model-validate: cannot write the output: \(reason)\n")
            return 2
        }
        return status
    }

    /// ``run(arguments:stdin:stdout:stderr:)`` before its output is flushed.
    private static func runCommand(_ arguments: [String], stdin: some ByteInput, stdout: OutputSink, stderr: OutputSink) -> Int32 {
        guard let command = arguments.first else {
            stderr.write(HelpText.main)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch command {
            case "eval":
                return try EvalCommand.run(rest, stdin: stdin, stdout: stdout, stderr: stderr)
            case "validate":
                return try ValidateCommand.run(rest, stdin: stdin, stdout: stdout, stderr: stderr)
            case "explain":
                return try ExplainCommand.run(rest, stdout: stdout, stderr: stderr)
            case "check":
                return try CheckCommand.run(rest, stdout: stdout)
            case "schema":
                return try JSONSchemaCommand.run(rest, stdout: stdout)
            case "help", "--help", "-h":
                // `--help COMMAND` and `-h COMMAND` are `help COMMAND`; anything else after any
                // of the three is refused, as `--version extra` is, rather than left unread.
                guard !rest.isEmpty else {
                    stdout.write(HelpText.main)
                    return 0
                }
                // `help -h` and `help --help` ask for help's own help, as `COMMAND -h` does.
                if rest.contains("--help") || rest.contains("-h") {
                    stdout.write(HelpText.help)
                    return 0
                }
                guard rest.count == 1, let text = HelpText.command(rest[0]) else {
                    throw UsageError(message: "\(command) takes one command name (validate, explain, check, schema, eval, help)")
                }
                stdout.write(text)
                return 0
            case "--version":
                // Anything after it was meant for something: a command line that does more than
                // it says is refused, as a command's unknown option is.
                if let extra = rest.first { throw UsageError(message: "--version takes no arguments, got \"\(extra)\"") }
                stdout.write("model-validate \(version)\n")
                return 0
            default:
                throw UsageError(message: "unknown command \"\(command)\"")
            }
        } catch {
            stderr.write("model-validate: \(error)\n")
            return 2
        }
    }

    /// Runs a command line on in-memory input and returns what it printed.
    ///
    /// - Parameters:
    ///   - arguments: The arguments (without the program name).
    ///   - input: Standard input.
    /// - Returns: Standard output, standard error and the exit status.
    public static func run(arguments: [String], input: String = "") -> (stdout: String, stderr: String, status: Int32) {
        let stdout = OutputSink()
        let stderr = OutputSink()
        let status = run(arguments: arguments, stdin: MemoryInput(input), stdout: stdout, stderr: stderr)
        return (stdout.text, stderr.text, status)
    }
}
