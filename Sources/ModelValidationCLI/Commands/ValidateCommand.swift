#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
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
        // Behind one concrete input type, the record loop below is compiled for it: called
        // through the generic entry points from another module, it would run unspecialized.
        try run(arguments, input: AnyByteInput(stdin), stdout: stdout, stderr: stderr)
    }

    private static func run(_ arguments: [String], input stdin: AnyByteInput, stdout: OutputSink,
                            stderr: OutputSink) throws(UsageError) -> Int32 {
        let parsed = try ArgumentParser.parse(
            arguments, options: ["--rules", "--scenario", "--format", "--max-record-size", "--language", "--jobs"],
            flags: ["--help", "--strict", "--summary", "--skip-database-rules"])
        if parsed.flags.contains("--help") {
            stdout.write(HelpText.validate)
            return 0
        }
        guard let rulesPath = parsed.options["--rules"] else { throw UsageError(message: "validate needs --rules SCHEMA.json") }
        let format = try parsed.format(default: .json)
        var maxRecordSize = defaultMaxRecordSize
        if let text = parsed.options["--max-record-size"] {
            guard let size = Int(text), size > 0 else {
                // Named with the value: a positive number beyond `Int.max` is no "non-positive" one.
                throw UsageError(message: "--max-record-size needs a number of bytes from 1 to \(Int.max), not \"\(text)\"")
            }
            maxRecordSize = size
        }
        var jobs = defaultJobs
        if let text = parsed.options["--jobs"] {
            guard let count = Int(text), count > 0, count <= maxJobs else {
                throw UsageError(message: "--jobs needs a number of jobs from 1 to \(maxJobs), not \"\(text)\"")
            }
            jobs = count
        }
        let (language, languageWarning) = try parsed.language()
        let named = parsed.options["--scenario"]
        let scenario = named ?? ValidationState.defaultScenario
        let skipsDatabaseRules = parsed.flags.contains("--skip-database-rules")
        // Standard input can be read once: a second `-` would read nothing and say nothing.
        if parsed.operands.count(where: { $0 == "-" }) > 1 {
            throw UsageError(message: "standard input (\"-\") is given twice; give it once")
        }
        let schema = try Schema.load(rulesPath, scenario: named, databaseRules: skipsDatabaseRules ? .skipped : .standIn)
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
        // Said once the run is sure to start, so a usage error stays the only line.
        if let languageWarning { stderr.write(languageWarning); stderr.flush() }

        var totalBytes: Int? = 0
        for (_, file) in files {
            if let size = file?.size ?? (operands.count == 1 ? stdin.size : nil), let known = totalBytes { totalBytes = known + size } else { totalBytes = nil }
        }
        let progress = ProgressMeter(sink: stderr, totalBytes: totalBytes)
        let summaryOnly = parsed.flags.contains("--summary")
        let strict = parsed.flags.contains("--strict")
        let processor = RecordProcessor(template: schema.template, strict: strict, language: language)
        if !skipped.isEmpty, format == .json, !summaryOnly {
            // One JSON line per record leaves no place for a note: it goes with the diagnostics.
            stderr.write("model-validate: not checked (no database): \(skipped.joined(separator: ", "))\n")
        }
        let onProgress = { (records: Int, bytesRead: Int) in progress.update(records: records, bytesRead: bytesRead) }
        var splitter = RecordSplitter(maxRecordSize: maxRecordSize)

        /// Reads every input into `consumer`; on a read failure, `finish` still writes what
        /// was read before the error is reported.
        func readAll<Consumer: RecordConsumer>(into consumer: inout Consumer, finish: (inout Consumer) -> Void) throws(UsageError) {
            for (path, file) in files {
                do {
                    if let file {
                        try splitter.split(LineReader(file), name: path, into: &consumer)
                        progress.finishInput(bytes: file.size ?? 0)
                    } else {
                        try splitter.split(LineReader(stdin), name: "-", into: &consumer)
                    }
                } catch {
                    finish(&consumer)
                    progress.finish()
                    throw UsageError(message: "\(path): \(error)")
                }
            }
            finish(&consumer)
            progress.finish()
        }

        let totals: ReportTotals
        if jobs > 1, var parallel = ParallelValidation(
            jobs: jobs, makeProcessor: {
                RecordProcessor(template: schema.independentTemplate(), strict: strict, language: language)
            },
            format: format, summaryOnly: summaryOnly, stdout: stdout, onProgress: onProgress) {
            try readAll(into: &parallel) { $0.finish() }
            totals = parallel.totals
        } else {
            var sequential = SequentialValidation(
                processor: processor, report: ValidationReport(format: format, summaryOnly: summaryOnly),
                stdout: stdout, onProgress: onProgress)
            try readAll(into: &sequential) { $0.flush() }
            totals = sequential.report.totals
        }
        ValidationReport.finish(totals, skippedRules: skipped, format: format, summaryOnly: summaryOnly, into: stdout)
        return totals.invalid > 0 ? 1 : 0
    }

    /// The most jobs `--jobs` accepts.
    static let maxJobs = 256

    /// The default of `--jobs`: the number of processors online.
    static var defaultJobs: Int {
        max(1, min(maxJobs, sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}

extension ParsedArguments {
    /// The `--language` option: the language messages are reported in (`nil` for English), and
    /// the warning to print when no catalog has messages for the tag. Such a tag (`gr`, `tlh`)
    /// is well formed, so it is no usage error, but the report is then in English, plurals and
    /// numbers included, and the warning says so.
    func language() throws(UsageError) -> (language: MessageLanguage?, warning: String?) {
        guard let tag = options["--language"] else { return (nil, nil) }
        guard let language = MessageLanguage(tag) else {
            throw UsageError(message: "--language needs a language tag such as de or pt-BR, not \"\(tag)\"")
        }
        guard language.isUntranslated, language.locale.language != LocaleIdentifier.english.language else { return (language, nil) }
        return (MessageLanguage.english, "model-validate: no messages for \"\(tag)\"; using English\n")
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
