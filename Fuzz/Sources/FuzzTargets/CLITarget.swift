#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FuzzedCLI
import ModelValidation

/// `model-validate validate` on standard input, in-process, with a fixed rules file that uses
/// most built-in rules, a nested object and a nested list.
///
/// Input: one flag byte (`--strict`, `--format text`, `--summary`, a small `--max-record-size`,
/// the `admin` scenario, a second run with `--jobs 2`), then the records: NDJSON, a JSON array,
/// or documents over several lines.
///
/// Checks: the exit status is 0, 1 or 2; two runs print the same; with the `--jobs 2` flag, two
/// jobs print what one prints; in the JSON format every line is a JSON object with `valid`, and
/// the status is 0 exactly when every record is valid.
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

    static func run(_ input: [UInt8]) {
        var parts = FuzzInput(input)
        let flags = parts.byte()
        let records = Array(parts.rest())
        // One job, so that each run starts no thread; the flag compares with two.
        var arguments = ["validate", "--jobs", "1", "--rules", rulesPath]
        if flags & 1 != 0 { arguments.append("--strict") }
        let text = flags & 2 != 0
        if text { arguments += ["--format", "text"] }
        let summary = flags & 4 != 0
        if summary { arguments.append("--summary") }
        if flags & 8 != 0 { arguments += ["--max-record-size", "64"] }
        if flags & 16 != 0 { arguments += ["--scenario", "admin"] }
        arguments.append("-")

        let first = runOnce(arguments, records)
        let second = runOnce(arguments, records)
        Invariant.expect([0, 1, 2].contains(first.status), "exit status \(first.status)")
        Invariant.expect(first == second, "two runs of one input print differently")
        if flags & 32 != 0 {
            var parallel = arguments
            parallel[2] = "2"
            Invariant.expect(runOnce(parallel, records) == first, "--jobs 2 prints differently from --jobs 1")
        }
        guard !text, !summary, first.status != 2 else { return }
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
