import Testing
import ModelValidation
@testable import ModelValidationCLI

/// Bad records are reported with their file and line; the run goes on and exits 1.
struct BadInputTests {
    static let schema = #"{"attributes": ["name"], "rules": [{"attributes": ["name"], "type": "required"}]}"#

    /// Validates `input` (as standard input) against `signup.json`, returning the "error"
    /// field (or "ok"/"invalid") of each output line.
    static func outcomes(_ input: [UInt8], arguments: [String] = []) -> ([String], Int32) {
        let stdout = OutputSink()
        let stderr = OutputSink()
        let status = ModelValidateCommand.run(
            arguments: ["validate", "--rules", CLI.directory + "signup.json"] + arguments,
            stdin: MemoryInput(input), stdout: stdout, stderr: stderr)
        var outcomes: [String] = []
        for line in stdout.text.split(separator: "\n") {
            let object = (try? JSONReader.parse(String(line)))?.objectValue ?? [:]
            let location = "\(object["file"]?.stringValue ?? "?"):\(object["line"]?.intValue ?? 0)"
            if let error = object["error"]?.stringValue { outcomes.append("\(location) \(error)") }
            else { outcomes.append("\(location) \(object["valid"] == true ? "ok" : "invalid")") }
        }
        return (outcomes, status)
    }

    static let good = #"{"name": "Ann", "email": "a@example.com"}"#

    static let cases: [(String, [UInt8], String)] = [
        ("invalid JSON", Array("{\"name\": nope}".utf8), "-:2 unexpected character 'o' (column 11)"),
        ("not an object", Array("[1, 2]".utf8), "-:2 expected a JSON object, got array"),
        ("invalid UTF-8", Array("{\"name\": \"a".utf8) + [0xC3, 0x28] + Array("\"}".utf8), "-:2 invalid UTF-8 (column 12)"),
        ("number out of range", Array("{\"name\": 1e400}".utf8), "-:2 number out of range (column 10)"),
    ]

    @Test(arguments: cases)
    func badLineIsReportedAndTheRunGoesOn(name: String, line: [UInt8], expected: String) {
        let input = Array(Self.good.utf8) + [0x0A] + line + [0x0A] + Array(Self.good.utf8) + [0x0A]
        let (outcomes, status) = Self.outcomes(input)
        #expect(outcomes == ["-:1 ok", expected, "-:3 ok"], "\(name)")
        #expect(status == 1)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let input = Self.good + "\n{\"name\": " + deep + "}\n" + deep + "\n" + Self.good + "\n"
        let (outcomes, status) = Self.outcomes(Array(input.utf8))
        #expect(outcomes.count == 4)
        #expect(outcomes[1].hasPrefix("-:2 nesting"))
        #expect(outcomes[2].hasPrefix("-:3 nesting"))
        #expect(outcomes[3] == "-:4 ok")
        #expect(status == 1)
    }

    @Test func deepNestingInAnArrayElement() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let (outcomes, status) = Self.outcomes(Array("[\(Self.good),\n\(deep),\n\(Self.good)]".utf8))
        #expect(outcomes.count == 3)
        #expect(outcomes[1].hasPrefix("-:2 nesting"))
        #expect(outcomes[2] == "-:3 ok")
        #expect(status == 1)
    }

    @Test func aHundredMegabyteLineIsSkippedWithoutBeingHeld() {
        let stdout = OutputSink()
        let huge = GeneratedInput(prefix: Self.good + "\n{\"name\": \"", fill: "x", count: 100 << 20, suffix: "\"}\n" + Self.good + "\n")
        let status = ModelValidateCommand.run(
            arguments: ["validate", "--rules", CLI.directory + "signup.json", "--format", "text"],
            stdin: huge, stdout: stdout, stderr: OutputSink())
        #expect(stdout.text == """
            -:2: unreadable: record of 104857612 bytes exceeds the limit of 67108864 bytes

            3 records: 2 valid, 1 invalid (1 unreadable)

            """)
        #expect(status == 1)
    }

    /// A first line over the limit is skipped as an NDJSON line, not parsed: the lines after it
    /// are records of their own.
    @Test func aFirstLineOverTheLimitIsSkippedAsALine() {
        let stdout = OutputSink()
        let input = GeneratedInput(prefix: "{\"name\": \"", fill: "x", count: 10 << 20, suffix: "\n" + Self.good + "\n{\"name\": 1}\n")
        let status = ModelValidateCommand.run(
            arguments: ["validate", "--rules", CLI.directory + "signup.json", "--format", "text", "--max-record-size", "1000"],
            stdin: input, stdout: stdout, stderr: OutputSink())
        #expect(stdout.text == """
            -:1: unreadable: record of 10485770 bytes exceeds the limit of 1000 bytes
            -:3: invalid
              email: E-mail cannot be blank. (required.blank)
              name: Name must be a string. (string.invalid)

            3 records: 1 valid, 2 invalid (1 unreadable)

            """)
        #expect(status == 1)
    }

    @Test func recordSizeLimitAppliesToArrayElements() {
        let input = "[\(Self.good), {\"name\": \"\(String(repeating: "y", count: 500))\"}, \(Self.good)]"
        let (outcomes, status) = Self.outcomes(Array(input.utf8), arguments: ["--max-record-size", "100"])
        #expect(outcomes == ["-:1 ok", "-:1 record of 512 bytes exceeds the limit of 100 bytes", "-:1 ok"])
        #expect(status == 1)
    }

    static let brokenArrays: [(String, [String])] = [
        ("[\(good),", ["-:1 ok", "-:1 unexpected end of input: the array is not closed (column 44)"]),
        ("[\(good),]", ["-:1 ok", "-:1 trailing comma after the last element (column 43)"]),
        ("[\(good) \(good)]", ["-:1 ok", "-:1 expected ',' or ']' after element 0 (column 44)"]),
        ("[\(good)] {}", ["-:1 ok", "-:1 unexpected data after the closing ']' (column 45)"]),
        ("[{\"name\": [1, 2}]", ["-:1 unexpected character '}' (column 16)", "-:1 unexpected end of input: the array is not closed (column 18)"]),
    ]

    @Test(arguments: brokenArrays)
    func brokenArrayIsReported(input: String, expected: [String]) {
        let (outcomes, status) = Self.outcomes(Array(input.utf8))
        #expect(outcomes == expected)
        #expect(status == 1)
    }

    /// The inputs of ``errorColumnsCountFromTheStartOfTheFilesLine(layout:input:expected:jobs:)``:
    /// a bad record in each layout, starting at the line's start, after spaces, after another
    /// record on the same line, and on a line a record goes on to.
    static let columnCases: [(String, String, String)] = [
        ("NDJSON", "\(good)\n\(good) xyz\n  {\"name\": x}\n\(good)\u{0}\n", """
            -:2: unreadable: unexpected character 'x' (column 43)
            -:3: unreadable: unexpected character 'x' (column 12)
            -:4: unreadable: unexpected character U+0000 (column 42)

            4 records: 1 valid, 3 invalid (3 unreadable)

            """),
        ("NDJSON whose first line is bad", "   {\"name\": \"Zoë\"} xyz\n\(good)\n", """
            -:1: unreadable: unexpected character 'x' (column 20)

            2 records: 1 valid, 1 invalid (1 unreadable)

            """),
        ("a JSON array", "[\(good),     {\"name\": x},\n {\"name\": \"Zoë\", \"email\":\n y}]", """
            -:1 [1]: unreadable: unexpected character 'x' (column 58)
            -:3 [2]: unreadable: unexpected character 'y' (column 2)

            3 records: 1 valid, 2 invalid (2 unreadable)

            """),
        ("objects one after another", "\(good) \(good)\n\(good)   {\"name\": x}\n{\"name\":\n  \"Zoë\", \"email\": y} xyz", """
            -:2: unreadable: unexpected character 'x' (column 54)
            -:4: unreadable: unexpected character 'y' (column 19)
            -:4: unreadable: unexpected character 'x' (column 22)

            6 records: 3 valid, 3 invalid (3 unreadable)

            """),
    ]

    /// A parse error's column counts (in Unicode scalars) from the start of the file's line, not
    /// of the record, in every layout and with any number of jobs; a problem with the input's
    /// structure names the line and column of the byte it is about, counted the same way.
    @Test(arguments: columnCases + structureCases, [1, 2])
    func errorColumnsCountFromTheStartOfTheFilesLine(layout: (String, String, String), jobs: Int) {
        let (name, input, expected) = layout
        let result = ModelValidateCommand.run(
            arguments: ["validate", "--rules", CLI.directory + "signup.json", "--format", "text", "--jobs", "\(jobs)"],
            input: input)
        #expect(result.stdout == expected, "\(name)")
        #expect(result.status == 1)
    }

    /// More inputs of ``errorColumnsCountFromTheStartOfTheFilesLine(layout:jobs:)``: each problem with the
    /// structure of an array, on a later line and after a character of two bytes, and, among
    /// objects one after another, a stray `]` and an object cut short, which are records whose
    /// parse fails.
    static let structureCases: [(String, String, String)] = [
        ("a missing comma", "[\(good),\n  {\"name\": \"Zoë\", \"email\": \"z@example.com\"}\t\(good)]\n", """
            -:2: unreadable: expected ',' or ']' after element 1 (column 45)

            3 records: 2 valid, 1 invalid (1 unreadable)

            """),
        ("a trailing comma on a line of its own", "[\(good),\n\(good)\n   ,\n]\n", """
            -:3: unreadable: trailing comma after the last element (column 4)

            3 records: 2 valid, 1 invalid (1 unreadable)

            """),
        ("an array not closed, after a line break", "[\(good),\n", """
            -:2: unreadable: unexpected end of input: the array is not closed (column 1)

            2 records: 1 valid, 1 invalid (1 unreadable)

            """),
        ("an array not closed", "[\(good), {\"name\": \"Zoë\", \"email\": \"z@example.com\"}", """
            -:1: unreadable: unexpected end of input: the array is not closed (column 86)

            3 records: 2 valid, 1 invalid (1 unreadable)

            """),
        ("data after the closing bracket", "[\(good)]\n\n   \(good)\n", """
            -:3: unreadable: unexpected data after the closing ']' (column 4)

            2 records: 1 valid, 1 invalid (1 unreadable)

            """),
        ("objects one after another", "\(good) \(good) ]\n{\"name\":", """
            -:1: unreadable: unexpected character ']' (column 85)
            -:2: unreadable: unexpected end of input (column 9)

            4 records: 2 valid, 2 invalid (2 unreadable)

            """),
    ]

    /// A JSON report line carries the column in its `error`, as the text report does: a parse
    /// error's and a structure problem's (the input, the line of the report, that line).
    static let jsonLineCases: [(String, Int, String)] = [
        ("[\(good),     {\"name\": x}]", 1,
         #"{"file":"-","line":1,"index":1,"record":2,"valid":false,"error":"unexpected character 'x' (column 58)"}"#),
        ("[\(good),\n\(good)\n   ,\n]\n", 2,
         #"{"file":"-","line":3,"record":3,"valid":false,"error":"trailing comma after the last element (column 4)"}"#),
    ]

    @Test(arguments: jsonLineCases, [1, 2])
    func aJSONLineCarriesTheSameColumn(layout: (String, Int, String), jobs: Int) {
        let (input, line, expected) = layout
        let result = ModelValidateCommand.run(
            arguments: ["validate", "--rules", CLI.directory + "signup.json", "--jobs", "\(jobs)"], input: input)
        #expect(result.stdout.split(separator: "\n")[line] == expected)
    }

    /// The same bad line is one unreadable record wherever it sits in NDJSON: first or not, the
    /// file is read line by line.
    @Test func aBadLineIsOneRecordWhereverItIs() {
        let arguments = ["validate", "--rules", CLI.directory + "signup.json", "--format", "text"]
        let last = ModelValidateCommand.run(arguments: arguments, input: "\(Self.good)\n\(Self.good) xyz\n")
        let first = ModelValidateCommand.run(arguments: arguments, input: "\(Self.good) xyz\n\(Self.good)\n")
        #expect(last.stdout == """
            -:2: unreadable: unexpected character 'x' (column 43)

            2 records: 1 valid, 1 invalid (1 unreadable)

            """)
        #expect(first.stdout == """
            -:1: unreadable: unexpected character 'x' (column 43)

            2 records: 1 valid, 1 invalid (1 unreadable)

            """)
    }

    @Test func emptyInputsHaveNoRecords() {
        #expect(Self.outcomes([]).1 == 0)
        #expect(Self.outcomes(Array("[]\n".utf8)).1 == 0)
        #expect(Self.outcomes(Array("\n\n".utf8)).1 == 0)
    }

    @Test func evalReportsBadLinesAndGoesOn() {
        let input = "nope\n" + #"{"id":"t1","attributes":["email"],"rules":[{"attributes":["email"],"type":"required"}]}"# + "\n"
        let result = ModelValidateCommand.run(arguments: ["eval"], input: input)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0] == #"{"id":null,"line":1,"error":{"type":"ParseError","message":"unexpected character 'o' at line 1, column 2","phase":"parse"}}"#)
        #expect(lines[1].hasPrefix(#"{"id":"t1","valid":false"#))
        #expect(result.status == 1)
    }
}
