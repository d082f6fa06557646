import ModelValidation

/// `model-validate eval`: runs conformance cases, one JSON result line per input line.
enum EvalCommand {
    static func run(_ arguments: [String], stdin: some ByteInput, stdout: OutputSink, stderr: OutputSink) throws(UsageError) -> Int32 {
        let parsed = try ArgumentParser.parse(arguments, options: [], flags: ["--help", "--schema"])
        if parsed.flags.contains("--help") {
            stdout.write(HelpText.eval)
            return 0
        }
        guard parsed.operands.count <= 1 else { throw UsageError(message: "eval reads one file") }
        let path = parsed.operands.first ?? "-"
        let withSchema = parsed.flags.contains("--schema")
        if path == "-" {
            return try evaluate(LineReader(stdin, maxLineLength: ValidateCommand.defaultMaxRecordSize), withSchema: withSchema, stdout: stdout)
        }
        let file: FileInput
        do { file = try FileInput(path: path) } catch {
            throw UsageError(message: "\(path): \(error)")
        }
        defer { file.close() }
        return try evaluate(LineReader(file, maxLineLength: ValidateCommand.defaultMaxRecordSize), withSchema: withSchema, stdout: stdout)
    }

    private static func evaluate<Input: ByteInput>(_ reader: LineReader<Input>, withSchema: Bool,
                                                   stdout: OutputSink) throws(UsageError) -> Int32 {
        var reader = reader
        var status: Int32 = 0
        do { try reader.skipByteOrderMark() } catch {
            throw UsageError(message: "reading input: \(error)")
        }
        while true {
            let outcome: LineOutcome?
            do {
                outcome = try reader.nextLine(LineOutcome.init, tooLong: LineOutcome.tooLong)
            } catch {
                throw UsageError(message: "reading input: \(error)")
            }
            guard let outcome else { break }
            switch outcome {
            case .blank: continue
            case .parsed(let value):
                stdout.writeJSONLine(CaseRunner.run(value, withSchema: withSchema))
            case .failed(let error):
                status = 1
                // The parse counts lines from the case's own, which is always its first: the
                // message names the line of the input, as `"line"` does.
                writeParseError("\(error.reason) at line \(reader.lineNumber), column \(error.column)",
                                line: reader.lineNumber, to: stdout)
            case .tooLong(let length):
                status = 1
                writeParseError("line of \(length) bytes exceeds the limit of \(reader.maxLineLength) bytes", line: reader.lineNumber, to: stdout)
            }
        }
        return status
    }

    private static func writeParseError(_ message: String, line: Int, to stdout: OutputSink) {
        stdout.writeJSONLine([
            "id": .null, "line": .int(line),
            "error": ["type": "ParseError", "message": .string(message), "phase": "parse"],
        ])
    }
}
