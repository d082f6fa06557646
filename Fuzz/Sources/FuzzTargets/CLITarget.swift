#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import FuzzedCLI
import ModelValidation

/// `model-validate validate` on standard input, in-process, with a fixed rules file that uses
/// most built-in rules, a nested object and a nested list.
///
/// Input: one flag byte (`--strict`, `--format text`, `--summary`, a small `--max-record-size`,
/// the `admin` scenario, a second run with `--jobs 2`), then the records: NDJSON, a JSON array,
/// or documents over several lines.
///
/// The rules file does not depend on the input, so it is loaded (by the command's own
/// `Schema.load`) once for each scenario, and every input runs through the record path: what
/// the command does after reading its arguments and rules, built from its own parts. One input
/// in ``wholeCommandEvery`` (by a hash of its bytes) also runs through the whole command, which
/// reads the arguments and builds the rules file again, and must print exactly the same.
///
/// Checks: the exit status is 0, 1 or 2; two runs print the same; with the `--jobs 2` flag, two
/// jobs print what one prints; the whole command prints what the record path prints; in the
/// JSON format every line is a JSON object with `valid`, and the status is 0 exactly when every
/// record is valid.
enum CLITarget {
    static let target = FuzzTarget(
        name: "cli", summary: "model-validate validate on stdin (library entry); determinism, report shape, exit status",
        maxLength: 4096, run: run)

    /// The rules file, written once to a temporary file.
    static let rules = #"""
    {"attributes": ["name", "email", "age", "score", "website", "role", "birthday", "code", "tags", "items",
                    "address", "password", "passwordRepeat", "ip", "agree", "note", "isAdmin"],
     "labels": {"passwordRepeat": "Password (again)"},
     "rules": [
      {"attributes": ["name", "email"], "type": "required"},
      {"attributes": ["name"], "type": "string", "min": 2, "max": 40},
      {"attributes": ["name"], "type": "trim"},
      {"attributes": ["email"], "type": "email", "enableIDN": true},
      {"attributes": ["age"], "type": "integer", "min": 13, "max": 130},
      {"attributes": ["score"], "type": "number", "min": 0.5},
      {"attributes": ["website"], "type": "url", "defaultScheme": "https"},
      {"attributes": ["role"], "type": "in", "range": ["user", "editor", 3]},
      {"attributes": ["role"], "type": "default", "value": "user"},
      {"attributes": ["birthday"], "type": "date", "format": "php:Y-m-d", "max": "2010-12-31", "timestampAttribute": "note"},
      {"attributes": ["code"], "type": "match", "pattern": "/^(?=[A-Z])[A-Z0-9]{2,8}(-\\d+)?$/u"},
      {"attributes": ["code"], "type": "match", "pattern": "/(a+)+b/", "not": true},
      {"attributes": ["tags"], "type": "each", "rule": {"type": "string", "max": 10}},
      {"attributes": ["items"], "type": "nested", "list": true, "max": 5, "schema": {
        "attributes": ["sku", "qty"],
        "rules": [{"attributes": ["sku", "qty"], "type": "required"},
                  {"attributes": ["qty"], "type": "integer", "min": 1},
                  {"attributes": ["sku"], "type": "string", "length": [2, 12]}]}},
      {"attributes": ["address"], "type": "nested", "schema": {
        "attributes": ["city", "zip"],
        "rules": [{"attributes": ["city"], "type": "required"},
                  {"attributes": ["zip"], "type": "match", "pattern": "/^\\d{5}$/"}]}},
      {"attributes": ["password"], "type": "string", "min": 8},
      {"attributes": ["passwordRepeat"], "type": "compare", "compareAttribute": "password"},
      {"attributes": ["ip"], "type": "ip", "subnet": null},
      {"attributes": ["agree"], "type": "boolean", "strict": true},
      {"attributes": ["isAdmin"], "type": "boolean", "on": ["admin"]}
     ]}
    """#

    static let rulesPath: String = {
        let path = "/tmp/model-validation-fuzz-\(getpid())-rules.json"
        guard let file = fopen(path, "wb") else { fatalError("cannot write \(path)") }
        _ = rules.utf8CString.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count - 1, file) }
        fclose(file)
        return path
    }()

    /// The options one flag byte selects.
    struct Options {
        var strict: Bool
        var text: Bool
        var summary: Bool
        var maxRecordSize: Int
        var scenario: String
        var comparesJobs: Bool

        init(_ flags: UInt8) {
            strict = flags & 1 != 0
            text = flags & 2 != 0
            summary = flags & 4 != 0
            maxRecordSize = flags & 8 != 0 ? 64 : ValidateCommand.defaultMaxRecordSize
            scenario = flags & 16 != 0 ? "admin" : ValidationState.defaultScenario
            comparesJobs = flags & 32 != 0
        }

        var format: ReportFormat { text ? .text : .json }

        /// The command line that selects these options, with `jobs` jobs.
        func arguments(jobs: Int) -> [String] {
            var arguments = ["validate", "--jobs", String(jobs), "--rules", rulesPath]
            if strict { arguments.append("--strict") }
            if text { arguments += ["--format", "text"] }
            if summary { arguments.append("--summary") }
            if maxRecordSize != ValidateCommand.defaultMaxRecordSize { arguments += ["--max-record-size", String(maxRecordSize)] }
            if scenario != ValidationState.defaultScenario { arguments += ["--scenario", scenario] }
            arguments.append("-")
            return arguments
        }
    }

    /// The rules file loaded by the command's own `Schema.load`, once for each scenario, with the
    /// template the `--jobs 2` workers use (both share it; the command builds one for each):
    /// the schema does not depend on the input.
    struct Loaded {
        let schema: Schema
        let independentTemplate: DynamicModel
    }

    /// The rules file for each scenario the flag byte can choose.
    static let loaded: [String: Loaded] = {
        var loaded: [String: Loaded] = [:]
        for scenario in [ValidationState.defaultScenario, "admin"] {
            guard let schema = try? Schema.load(rulesPath, scenario: scenario, databaseRules: .standIn) else {
                fatalError("the rules file does not load for the scenario \(scenario)")
            }
            precondition(DatabaseRules.skippedRules(in: schema.ruleSet, scenario: scenario).isEmpty
                         && DatabaseRules.asynchronousRules(in: schema.ruleSet, scenario: scenario).isEmpty,
                         "the rules file has database rules, which the record path below leaves out")
            loaded[scenario] = Loaded(schema: schema, independentTemplate: schema.independentTemplate())
        }
        return loaded
    }()

    /// One in this many inputs (chosen by the top bits of a hash of the input, so an input
    /// always gets the same treatment) also runs through the whole command, which reads and
    /// builds the rules file. A power of two.
    static let wholeCommandEvery: UInt64 = 8

    static func run(_ input: [UInt8]) {
        var parts = FuzzInput(input)
        let options = Options(parts.byte())
        let records = Array(parts.rest())

        // One job, so that each run starts no thread; the flag compares with two.
        let first = validateRecords(records, options, jobs: 1)
        let second = validateRecords(records, options, jobs: 1)
        Invariant.expect([0, 1, 2].contains(first.status), "exit status \(first.status)")
        Invariant.expect(first == second, "two runs of one input print differently")
        if options.comparesJobs {
            Invariant.expect(validateRecords(records, options, jobs: 2) == first, "--jobs 2 prints differently from --jobs 1")
        }
        // The top bits: FNV-1a's low bits depend only on the low bits of each byte.
        if fnv1a(input) >> (64 - UInt64(wholeCommandEvery.trailingZeroBitCount)) == 0 {
            let jobs = options.comparesJobs ? 2 : 1
            Invariant.expect(runOnce(options.arguments(jobs: jobs), records) == first,
                             "model-validate validate --jobs \(jobs) prints differently from the record path")
        }
        guard !options.text, !options.summary, first.status != 2 else { return }
        var allValid = true
        for line in first.stdout.split(separator: 0x0A) {
            guard case .object(let object)? = try? JSONReader.parse(line), case .bool(let valid)? = object["valid"] else {
                Invariant.expect(false, "a report line is not a JSON object with valid: \(Invariant.quoted(String(decoding: line, as: UTF8.self)))")
                return
            }
            allValid = allValid && valid
        }
        Invariant.expect((first.status == 0) == allValid, "exit status \(first.status) but every record valid: \(allValid)")
    }

    /// What `model-validate validate` does after reading its arguments and rules file: the
    /// records of standard input split, assigned, validated and reported, the totals, the exit
    /// status, and the message of a read error. Built from the command's own parts, in the
    /// order `ValidateCommand.run` uses them, with the schema loaded once (``loaded``);
    /// ``run(_:)`` compares it with the whole command on some inputs.
    static func validateRecords(_ records: [UInt8], _ options: Options, jobs: Int) -> Output {
        let stdout = OutputSink()
        let stderr = OutputSink()
        guard let loaded = loaded[options.scenario] else { fatalError("no schema for \(options.scenario)") }
        let format = options.format
        let summary = options.summary
        let strict = options.strict
        var splitter = RecordSplitter(maxRecordSize: options.maxRecordSize)
        let onProgress = { (_: Int, _: Int) in }
        var failure: InputError?
        let totals: ReportTotals
        if jobs > 1, var parallel = ParallelValidation(
            jobs: jobs, makeProcessor: { [template = loaded.independentTemplate] in
                RecordProcessor(template: template, strict: strict, language: nil)
            },
            format: format, summaryOnly: summary, stdout: stdout, onProgress: onProgress) {
            do { try splitter.split(LineReader(MemoryInput(records)), name: "-", into: &parallel) } catch { failure = error }
            parallel.finish()
            totals = parallel.totals
        } else {
            var sequential = SequentialValidation(
                processor: RecordProcessor(template: loaded.schema.template, strict: strict, language: nil),
                report: ValidationReport(format: format, summaryOnly: summary),
                stdout: stdout, onProgress: onProgress)
            do { try splitter.split(LineReader(MemoryInput(records)), name: "-", into: &sequential) } catch { failure = error }
            sequential.flush()
            totals = sequential.report.totals
        }
        let status: Int32
        if let failure {
            stderr.write("model-validate: -: \(failure)\n")
            status = 2
        } else {
            ValidationReport.finish(totals, format: format, summaryOnly: summary, into: stdout)
            status = totals.invalid > 0 ? 1 : 0
        }
        stdout.flush()
        stderr.flush()
        return Output(stdout: stdout.captured, stderr: stderr.captured, status: status)
    }

    /// The 64-bit FNV-1a hash of the input.
    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    struct Output: Equatable {
        var stdout: [UInt8]
        var stderr: [UInt8]
        var status: Int32
    }

    static func runOnce(_ arguments: [String], _ records: [UInt8]) -> Output {
        let stdout = OutputSink()
        let stderr = OutputSink()
        let status = ModelValidateCommand.run(arguments: arguments, stdin: MemoryInput(records), stdout: stdout, stderr: stderr)
        return Output(stdout: stdout.captured, stderr: stderr.captured, status: status)
    }
}
