import Testing
import ModelValidation
@testable import ModelValidationCLI

/// `validate --jobs N` writes byte for byte what one job writes, for every input shape and
/// option, and keeps only a bounded number of chunks out.
struct ParallelValidationTests {
    /// Runs `validate` with `--jobs` set to each count and expects identical output, errors and
    /// status; returns the one-job result.
    @discardableResult
    static func expectSameOutput(
        _ arguments: [String], input: [UInt8] = [], jobs: [Int] = [2, 3, 8],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (stdout: String, stderr: String, status: Int32) {
        func run(_ count: Int) -> (stdout: String, stderr: String, status: Int32) {
            let stdout = OutputSink(), stderr = OutputSink()
            let resolved = CLI.resolve(["validate", "--jobs", String(count)] + arguments)
            let status = ModelValidateCommand.run(arguments: resolved, stdin: MemoryInput(input), stdout: stdout, stderr: stderr)
            return (CLI.strip(stdout.text), CLI.strip(stderr.text), status)
        }
        let one = run(1)
        for count in jobs {
            let many = run(count)
            #expect(many.stdout == one.stdout, "--jobs \(count): \(arguments)", sourceLocation: sourceLocation)
            #expect(many.stderr == one.stderr, "--jobs \(count): \(arguments)", sourceLocation: sourceLocation)
            #expect(many.status == one.status, "--jobs \(count): \(arguments)", sourceLocation: sourceLocation)
        }
        return one
    }

    /// The golden runs of `validate` (the help texts are the same for any `--jobs`).
    static let validateGoldens = ValidateCommandTests.goldens.filter { $0.1.first == "validate" && !$0.1.contains("--help") }

    @Test(arguments: validateGoldens)
    func goldenRunsMatchOneJob(name: String, arguments: [String], status: Int32) throws {
        let one = Self.expectSameOutput(Array(arguments.dropFirst()))
        #expect(one.status == status)
        try CLI.expectGolden(one.stdout, name)
    }

    /// Many records of every kind, so that the input spans many chunks.
    static let mixedLines: [String] = (0..<3_000).map { i in
        switch i % 10 {
        case 0: #"{"name": "Ann\#(i)", "email": "a\#(i)@example.com", "note": "  n  "}"#
        case 1: #"{"name": "B", "plan": "gold"}"#
        case 2: ""
        case 3: #"{"name": "Cy", "email": "c@example.com", "isAdmin": true, "extra\#(i % 7)": 1}"#
        case 4: "not json \(i)"
        case 5: "[1, 2]"
        case 6: #"{"name": "\#(String(repeating: "x", count: i % 50))", "email": "x@example.com"}"#
        case 7: "   \t "
        case 8: #"{"name": "Dee", "email": "d@example.com", "plan": "pro"}"#
        default: #"{"name": 12, "email": ["e"], "plan": null}"#
        }
    }

    static let options: [[String]] = [
        [], ["--format", "text"], ["--summary"], ["--summary", "--format", "text"], ["--strict"],
        ["--scenario", "admin", "--strict", "--format", "text"], ["--max-record-size", "40"],
        ["--language", "de"], ["--language", "ru", "--strict", "--format", "text"],
        ["--language", "ar", "--summary", "--format", "text"], ["--max-record-size", "40", "--language", "pt-BR"],
    ]

    @Test(arguments: options)
    func ndjsonOverManyChunks(options: [String]) {
        #expect(Self.mixedLines.count > 4 * ParallelValidation.recordsPerChunk)
        let input = Array(Self.mixedLines.joined(separator: "\n").utf8)
        let one = Self.expectSameOutput(["--rules", "signup.json"] + options + ["-"], input: input)
        #expect(one.status == 1)
        #expect(!one.stdout.isEmpty)
    }

    @Test(arguments: options)
    func arrayOverManyChunks(options: [String]) {
        let elements = Self.mixedLines.filter { $0.hasPrefix("{") || $0.hasPrefix("[") }
        let input = Array(("[\n" + elements.joined(separator: ",\n") + "\n]\n").utf8)
        Self.expectSameOutput(["--rules", "signup.json"] + options + ["-"], input: input)
    }

    @Test(arguments: options)
    func multiLineDocumentsOverManyChunks(options: [String]) {
        let documents = (0..<1_500).map { i in
            i % 5 == 4 ? "{\n  \"name\": \"E\",\n  \"email\": nope\n}" : "{\n  \"name\": \"Flo\(i)\",\n  \"email\": \"f@example.com\"\n}"
        }
        Self.expectSameOutput(["--rules", "signup.json"] + options + ["-"], input: Array(documents.joined(separator: "\n").utf8))
    }

    @Test func severalFilesAndStandardInput() {
        let input = Array(Self.mixedLines.prefix(1_200).joined(separator: "\n").utf8)
        Self.expectSameOutput(["--rules", "signup.json", "signups.ndjson", "-", "signups-array.json", "signup-one.json"], input: input)
        Self.expectSameOutput(["--rules", "signup.json", "--summary", "signups.ndjson", "-", "signup-one.json"], input: input)
    }

    /// Orders with nested lists and objects: nested failures and, with `--strict`, keys refused
    /// inside nested objects (`items.1.price`), over many chunks.
    static let orderLines: [String] = (0..<2_400).map { i in
        switch i % 6 {
        case 0: #"{"userId": \#(i + 1), "items": [{"sku": "A-\#(i)", "quantity": 2}], "shipping": {"city": " Oslo ", "zip": "01234"}}"#
        case 1: #"{"userId": 7, "items": [{"sku": "A-1", "quantity": 2}, {"sku": "b-2", "quantity": 0, "price": \#(i)}], "shipping": {"city": "Oslo", "zip": "1"}}"#
        case 2: #"{"userId": "x", "items": {"sku": "A"}, "shipping": ["Oslo"]}"#
        case 3: #"{"userId": 3, "items": [{"sku": "A", "quantity": 1}, 5, {"sku": "B", "quantity": 1, "note": "gift"}], "isAdmin": true}"#
        case 4: #"{"userId": 4, "items": [\#(String(repeating: #"{"sku": "C", "quantity": 1, "price": 1}, "#, count: i % 9)){"sku": "", "quantity": 1001}]}"#
        default: #"{"userId": 5, "items": []}"#
        }
    }

    static let orderOptions: [[String]] = [
        [], ["--strict"], ["--strict", "--format", "text"], ["--strict", "--summary"], ["--strict", "--summary", "--format", "text"],
        ["--strict", "--language", "ar"], ["--language", "de", "--format", "text"], ["--strict", "--max-record-size", "150"],
    ]

    @Test(arguments: orderOptions)
    func nestedOrdersOverManyChunks(options: [String]) {
        let input = Array(Self.orderLines.joined(separator: "\n").utf8)
        let one = Self.expectSameOutput(["--rules", "orders.json"] + options + ["-"], input: input)
        #expect(one.status == 1)
        if options == ["--strict"] {
            #expect(one.stdout.contains(#""refused":{"unsafe":["items.1.price"],"unknown":[]}"#))
        }
    }

    /// `--skip-database-rules`: the note on standard error and the totals' list of rules not
    /// checked are the same with any number of jobs.
    @Test(arguments: [[], ["--format", "text"], ["--summary"], ["--summary", "--format", "text"], ["--language", "de"]])
    func skippedDatabaseRules(options: [String]) {
        let lines = (0..<1_500).map { i in
            i % 2 == 0 ? #"{"username": "ann\#(i)", "email": "ann@example.com", "teamId": 1, "roles": [{"name": "admin"}]}"#
                : #"{"username": "bo", "email": "bo@example", "teamId": 2}"#
        }
        let one = Self.expectSameOutput(
            ["--rules", "accounts.json", "--scenario", "register", "--skip-database-rules"] + options + ["-"],
            input: Array(lines.joined(separator: "\n").utf8))
        #expect(one.status == 1)
        #expect((one.stdout + one.stderr).contains("rules[3] (unique on username, email)"))
    }

    /// Records over the size limit are skipped as they stream past, in every input shape.
    @Test func oversizeRecordsInEveryShape() {
        let big = #"{"name": "\#(String(repeating: "x", count: 300_000))", "email": "x@example.com"}"#
        let small = #"{"name": "Ann", "email": "a@example.com"}"#
        let lines = (0..<1_200).map { $0 % 100 == 1 ? big : small }
        let size = ["--max-record-size", "100000"]
        Self.expectSameOutput(["--rules", "signup.json"] + size + ["-"], input: Array((big + "\n" + lines.joined(separator: "\n")).utf8))
        Self.expectSameOutput(["--rules", "signup.json"] + size + ["--format", "text", "-"],
                              input: Array(("[" + lines.joined(separator: ",\n") + "]").utf8))
        // Documents over several lines: the same records with a line break after each comma.
        let documents = lines.map { $0.split(separator: ",", omittingEmptySubsequences: false).joined(separator: ",\n  ") }
        let one = Self.expectSameOutput(["--rules", "signup.json"] + size + ["--summary", "-"],
                                        input: Array(documents.joined(separator: "\n").utf8))
        #expect(one.stdout.hasPrefix(#"{"records":1200,"valid":1188,"invalid":12,"unreadable":12,"#))
    }

    static let brokenInputs: [String] = [
        "[" + String(repeating: #"{"name": "Ann", "email": "a@example.com"},"#, count: 1_000),
        "[" + String(repeating: #"{"name": "Ann", "email": "a@example.com"},"#, count: 1_000) + "]",
        "[" + String(repeating: #"{"name": "Ann", "email": "a@example.com"} "#, count: 1_000) + "]",
        "[" + String(repeating: #"{"name": "Ann", "email": "a@example.com"},"#, count: 999) + #"{"name": [1, 2}]"#,
        String(repeating: "{\n\"name\": \"Ann\"\n}\n", count: 1_000) + "{\"name\": [1,\n2",
        String(repeating: "[" + String(repeating: "[", count: 600) + "]\n", count: 600),
    ]

    @Test(arguments: brokenInputs.indices)
    func brokenInputsReportAlike(index: Int) {
        Self.expectSameOutput(["--rules", "signup.json", "-"], input: Array(Self.brokenInputs[index].utf8))
    }

    @Test func invalidUTF8AndNumbersOutOfRange() {
        var input: [UInt8] = []
        for i in 0..<2_000 {
            input += Array(#"{"name": "a"#.utf8) + (i % 3 == 0 ? [0xC3, 0x28] : [0x41]) + Array(#"", "email": 1e400}"#.utf8) + [0x0A]
        }
        Self.expectSameOutput(["--rules", "signup.json", "-"], input: input)
    }

    @Test func aReadErrorWritesWhatWasReadFirst() {
        let lines = Array(Self.mixedLines.joined(separator: "\n").utf8)
        func run(_ jobs: Int) -> (String, String, Int32) {
            let stdout = OutputSink(), stderr = OutputSink()
            let status = ModelValidateCommand.run(
                arguments: CLI.resolve(["validate", "--jobs", String(jobs), "--rules", "signup.json", "--format", "text"]),
                stdin: FailingInput(bytes: lines, failAt: lines.count / 2), stdout: stdout, stderr: stderr)
            return (stdout.text, stderr.text, status)
        }
        let one = run(1)
        #expect(one.1 == "model-validate: -: Input/output error\n")
        #expect(one.2 == 2)
        #expect(one.0.hasPrefix("-:2: invalid\n"))
        for jobs in [2, 4] {
            let many = run(jobs)
            #expect(many.0 == one.0)
            #expect(many.1 == one.1)
            #expect(many.2 == one.2)
        }
    }

    @Test func theDefaultIsOneJobPerProcessor() {
        #expect(ValidateCommand.defaultJobs >= 1)
        let result = CLI.run(["validate", "--rules", "signup.json", "--jobs", "0", "signups.ndjson"])
        #expect(result.stderr == "model-validate: --jobs needs a number of jobs from 1 to 256, not \"0\"\n")
        #expect(result.status == 2)
        #expect(CLI.run(["validate", "--rules", "signup.json", "--jobs", "x"]).status == 2)
        #expect(CLI.run(["validate", "--rules", "signup.json", "--jobs=257"]).status == 2)
    }

    @Test func chunksOutStayBounded() throws {
        let processor = RecordProcessor(template: DynamicModel(attributes: ["a"], ruleSet: try RuleSet([])), strict: false, language: nil)
        let stdout = OutputSink()
        guard var parallel = ParallelValidation(jobs: 2, makeProcessor: { processor }, format: .json, summaryOnly: true,
                                                stdout: stdout, onProgress: { _, _ in }) else {
            Issue.record("no worker started")
            return
        }
        let record = Array(#"{"a": 1}"#.utf8)
        let huge = Array(#"{"a": ""#.utf8) + Array(repeating: UInt8(ascii: "x"), count: 4 * ParallelValidation.maxBytesPerWorker) + Array(#""}"#.utf8)
        var splitter = RecordSplitter(maxRecordSize: 1 << 30)
        let lines = Array(repeating: record, count: 40 * ParallelValidation.recordsPerChunk) + [huge] + Array(repeating: record, count: 2_000)
        let input = lines.map { $0 + [0x0A] }.joined()
        try? splitter.split(LineReader(MemoryInput(Array(input))), name: "-", into: &parallel)
        parallel.finish()
        #expect(parallel.totals.records == lines.count)
        #expect(parallel.peakChunksOut <= ParallelValidation.maxChunksPerWorker * 2)
        #expect(parallel.peakChunksOut >= 2)
        // The huge record's chunk was out alone.
        #expect(parallel.peakBytesOut < huge.count + ParallelValidation.recordsPerChunk * record.count)
        #expect(parallel.peakBytesOut > ParallelValidation.maxBytesPerWorker * 2)
    }

    /// More jobs than processors keep no more chunks out than the processors can work on:
    /// 16 jobs on 2 processors keep out what 2 jobs do, so memory does not grow with the input
    /// up to a bound 8 times as large.
    @Test func chunksOutAreBoundedByTheProcessors() throws {
        let processor = RecordProcessor(template: DynamicModel(attributes: ["a"], ruleSet: try RuleSet([])), strict: false, language: nil)
        guard var parallel = ParallelValidation(jobs: 16, processors: 2, makeProcessor: { processor }, format: .json,
                                                summaryOnly: false, stdout: OutputSink(), onProgress: { _, _ in }) else {
            Issue.record("no worker started")
            return
        }
        let input = Array(repeating: #"{"a": 1}"# + "\n", count: 100 * ParallelValidation.recordsPerChunk).joined()
        var splitter = RecordSplitter(maxRecordSize: 1 << 20)
        try splitter.split(LineReader(MemoryInput(input)), name: "-", into: &parallel)
        parallel.finish()
        #expect(parallel.totals.records == 100 * ParallelValidation.recordsPerChunk)
        #expect(parallel.peakChunksOut == ParallelValidation.maxChunksPerWorker * 2)
    }

    @Test func aChunksOutputIsReservedAtTheWorkersLastSizeAndBounded() {
        #expect(ParallelValidation.outputReserve(after: 0) == 0)
        #expect(ParallelValidation.outputReserve(after: 800) == 900)
        #expect(ParallelValidation.outputReserve(after: 100_000) == 112_500)
        // A huge output does not make the next chunk's reserve as large.
        #expect(ParallelValidation.outputReserve(after: 50 << 20) == ParallelValidation.maxOutputReserve)
        #expect(ParallelValidation.maxOutputReserve == 1 << 20)
    }

    @Test func aChunkClosesAtItsRecordOrByteLimit() {
        var chunk = ParallelValidation.Chunk(firstRecord: 7)
        let record: [UInt8] = Array(#"{"a": 1}"#.utf8)
        var full = false
        record.withUnsafeBytes { raw in
            for line in 1..<ParallelValidation.recordsPerChunk {
                full = chunk.add(.bytes(raw, RecordLocation(file: "in.ndjson", line: line, index: nil), spansLines: false))
                if full { break }
            }
        }
        #expect(!full)
        #expect(chunk.items.count == ParallelValidation.recordsPerChunk - 1)
        #expect(chunk.files == ["in.ndjson"])
        // The next record fills it; an unreadable one counts as a record.
        let filled = chunk.add(.unreadable("not JSON", RecordLocation(file: "other.ndjson", line: 1, index: nil)))
        #expect(filled)
        #expect(chunk.files == ["in.ndjson", "other.ndjson"])
        #expect(chunk.bytes.count == record.count * (ParallelValidation.recordsPerChunk - 1))
        guard case .bytes(let range, let location, spansLines: false) = chunk.items[2] else {
            Issue.record("not the bytes of a record: \(chunk.items[2])")
            return
        }
        #expect(range == 2 * record.count..<3 * record.count)
        #expect(location.file == 0 && location.line == 3)

        // One record as long as a chunk fills it alone.
        var big = ParallelValidation.Chunk(firstRecord: 0)
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: ParallelValidation.bytesPerChunk)
        let bigIsFull = long.withUnsafeBytes { raw in
            big.add(.bytes(raw, RecordLocation(file: "-", line: 1, index: nil), spansLines: false))
        }
        #expect(bigIsFull)
        #expect(big.items.count == 1)
    }
}

/// Bytes in memory whose reading fails at an offset.
struct FailingInput: ByteInput {
    var bytes: [UInt8]
    var failAt: Int
    private var position = 0

    init(bytes: [UInt8], failAt: Int) {
        self.bytes = bytes
        self.failAt = failAt
    }

    var size: Int? { nil }

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int {
        guard position < failAt else { throw InputError(reason: "Input/output error") }
        let count = min(buffer.count, failAt - position, 1000)
        for k in 0..<count { buffer[k] = bytes[position + k] }
        position += count
        return count
    }
}
