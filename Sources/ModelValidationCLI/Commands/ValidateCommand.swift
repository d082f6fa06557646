import ModelValidation

/// `model-validate validate`: validates records against a schema and reports them as JSON lines,
/// a text report, or totals only.
///
/// The tool has no database: a schema whose rules in the scenario ask one (`unique`, `exist`) is
/// refused, naming the first such rule, unless `--skip-database-rules` is given; then those rules
/// are not run and the report says which were skipped.
enum ValidateCommand {
    /// The longest record read by default (64 MiB); longer ones are reported as unreadable.
    static let defaultMaxRecordSize = 64 << 20

    static func run(_ arguments: [String], stdin: some ByteInput, stdout: OutputSink, stderr: OutputSink) throws(UsageError) -> Int32 {
        let parsed = try ArgumentParser.parse(
            arguments, options: ["--rules", "--scenario", "--format", "--max-record-size", "--language"],
            flags: ["--help", "--strict", "--summary", "--skip-database-rules"])
        if parsed.flags.contains("--help") {
            stdout.write(HelpText.validate)
            return 0
        }
        guard let rulesPath = parsed.options["--rules"] else { throw UsageError(message: "validate needs --rules SCHEMA.json") }
        let format = try parsed.format(default: .json)
        var maxRecordSize = defaultMaxRecordSize
        if let text = parsed.options["--max-record-size"] {
            guard let size = Int(text), size > 0 else { throw UsageError(message: "--max-record-size needs a positive number of bytes") }
            maxRecordSize = size
        }
        let language = try parsed.language()
        let scenario = parsed.options["--scenario"] ?? ValidationState.defaultScenario
        let skipsDatabaseRules = parsed.flags.contains("--skip-database-rules")
        let schema = try Schema.load(rulesPath, scenario: scenario, databaseRules: skipsDatabaseRules ? .skipped : .standIn)
        let skipped = DatabaseRules.skippedRules(in: schema.ruleSet, scenario: scenario)
        if let first = DatabaseRules.asynchronousRules(in: schema.ruleSet, scenario: scenario).first {
            throw UsageError(message: "\(rulesPath): \(first) looks records up in a database, and model-validate has none;"
                             + " pass --skip-database-rules to validate the other rules")
        }
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

        var totalBytes: Int? = 0
        for (_, file) in files {
            if let size = file?.size ?? (operands.count == 1 ? stdin.size : nil), let known = totalBytes { totalBytes = known + size } else { totalBytes = nil }
        }
        let progress = ProgressMeter(sink: stderr, totalBytes: totalBytes)
        var validator = RecordValidator(
            template: schema.template, strict: parsed.flags.contains("--strict"), maxRecordSize: maxRecordSize,
            language: language,
            report: ValidationReport(format: format, summaryOnly: parsed.flags.contains("--summary"), stdout: stdout,
                                     skippedRules: skipped))
        if !skipped.isEmpty, format == .json, !parsed.flags.contains("--summary") {
            // One JSON line per record leaves no place for a note: it goes with the diagnostics.
            stderr.write("model-validate: not checked (no database): \(skipped.joined(separator: ", "))\n")
        }
        validator.onProgress = { progress.update(records: $0, bytesRead: $1) }
        for (path, file) in files {
            do {
                if let file {
                    try validator.validateStream(LineReader(file), name: path)
                    progress.finishInput(bytes: file.size ?? 0)
                } else {
                    try validator.validateStream(LineReader(stdin), name: "-")
                }
            } catch {
                progress.finish()
                throw UsageError(message: "\(path): \(error)")
            }
        }
        progress.finish()
        validator.report.finish()
        return validator.report.invalid > 0 ? 1 : 0
    }
}

extension ParsedArguments {
    /// The `--language` option: the language messages are reported in, `nil` for English.
    func language() throws(UsageError) -> MessageLanguage? {
        guard let tag = options["--language"] else { return nil }
        guard let language = MessageLanguage(tag) else {
            throw UsageError(message: "--language needs a language tag such as de or pt-BR, not \"\(tag)\"")
        }
        return language
    }

    /// The `--format` option.
    func format(default value: ReportFormat) throws(UsageError) -> ReportFormat {
        guard let text = options["--format"] else { return value }
        guard let format = ReportFormat(rawValue: text) else {
            throw UsageError(message: "--format must be json or text, not \"\(text)\"")
        }
        return format
    }
}
