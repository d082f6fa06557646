import ModelValidation

/// `model-validate validate`: validates records against a schema, one JSON line per record.
enum ValidateCommand {
    static func run(_ arguments: [String], stdin: some ByteInput, stdout: OutputSink, stderr: OutputSink) throws(UsageError) -> Int32 {
        let parsed = try ArgumentParser.parse(arguments, options: ["--rules", "--scenario"], flags: ["--help"])
        if parsed.flags.contains("--help") {
            stdout.write(HelpText.validate)
            return 0
        }
        guard let rulesPath = parsed.options["--rules"] else { throw UsageError(message: "validate needs --rules SCHEMA.json") }
        let schema = try loadSchema(rulesPath, scenario: parsed.options["--scenario"] ?? ValidationState.defaultScenario)
        var validator = RecordValidator(template: schema.template, stdout: stdout)
        let operands = parsed.operands.isEmpty ? ["-"] : parsed.operands
        // Open every file first, so a missing one stops the run before any output.
        var files: [(String, FileInput?)] = []
        for path in operands {
            if path == "-" { files.append((path, nil)); continue }
            do { files.append((path, try FileInput(path: path))) } catch {
                for case (_, let file?) in files { file.close() }
                throw UsageError(message: "\(path): \(error)")
            }
        }
        defer { for case (_, let file?) in files { file.close() } }
        for (path, file) in files {
            do {
                if let file {
                    try validator.validateStream(LineReader(file), name: path)
                } else {
                    try validator.validateStream(LineReader(stdin), name: "-")
                }
            } catch {
                throw UsageError(message: "\(path): \(error)")
            }
        }
        return validator.invalidCount > 0 ? 1 : 0
    }

    private static func loadSchema(_ path: String, scenario: String) throws(UsageError) -> Schema {
        let bytes: [UInt8]
        do {
            let file = try FileInput(path: path)
            defer { file.close() }
            var reader = LineReader(file)
            bytes = try reader.readRest()
        } catch {
            throw UsageError(message: "\(path): \(error)")
        }
        let json: AttributeValue
        do { json = try JSONReader.parse(bytes) } catch {
            throw UsageError(message: "\(path): \(error)")
        }
        do { return try Schema(json: json, scenario: scenario) } catch {
            throw UsageError(message: "\(path): \(error)")
        }
    }
}
