import ModelValidation

/// `model-validate eval`: runs conformance cases, one JSON result line per input line.
enum EvalCommand {
    static func run(_ arguments: [String], stdin: some ByteInput, stdout: OutputSink, stderr: OutputSink) throws(UsageError) -> Int32 {
        let parsed = try ArgumentParser.parse(arguments, options: [], flags: ["--help"])
        if parsed.flags.contains("--help") {
            stdout.write(HelpText.eval)
            return 0
        }
        guard parsed.operands.count <= 1 else { throw UsageError(message: "eval reads one file") }
        let path = parsed.operands.first ?? "-"
        if path == "-" {
            return try evaluate(LineReader(stdin), stdout: stdout)
        }
        let file: FileInput
        do { file = try FileInput(path: path) } catch {
            throw UsageError(message: "\(path): \(error)")
        }
        defer { file.close() }
        return try evaluate(LineReader(file), stdout: stdout)
    }

    private static func evaluate<Input: ByteInput>(_ reader: LineReader<Input>, stdout: OutputSink) throws(UsageError) -> Int32 {
        var reader = reader
        var status: Int32 = 0
        while true {
            let outcome: LineOutcome?
            do {
                outcome = try reader.nextLine(LineOutcome.init)
            } catch {
                throw UsageError(message: "reading input: \(error)")
            }
            guard let outcome else { break }
            switch outcome {
            case .blank: continue
            case .parsed(let value):
                stdout.writeJSONLine(CaseRunner.run(value))
            case .failed(let error):
                status = 1
                stdout.writeJSONLine([
                    "id": .null, "line": .int(reader.lineNumber),
                    "error": ["type": "ParseError", "message": .string(error.description), "phase": "parse"],
                ])
            }
        }
        return status
    }
}
