import Testing
import ModelValidation
@testable import ModelValidationCLI

/// The records the splitter hands out for each shape of input: every one is one record of the
/// report, with the line (and array index) it starts on.
struct RecordSplitterTests {
    struct Collector: RecordConsumer {
        var events: [String] = []
        var progressCalls = 0

        mutating func consume(_ event: RecordEvent) {
            switch event {
            case .bytes(let bytes, let location, let spansLines):
                let column = location.column == 1 ? "" : ":\(location.column)"
                events.append("\(location.text)\(column)\(spansLines ? "+" : "") \(String(decoding: bytes, as: UTF8.self))")
            case .unreadable(let reason, let location):
                events.append("\(location.text) ! \(reason)")
            }
        }

        mutating func progress(records: Int, bytesRead: Int) { progressCalls += 1 }
    }

    static func split(_ text: String, maxRecordSize: Int = 1 << 20) throws -> ([String], Int) {
        var splitter = RecordSplitter(maxRecordSize: maxRecordSize)
        var collector = Collector()
        try splitter.split(LineReader(MemoryInput(text), chunkSize: 7), name: "in", into: &collector)
        #expect(splitter.records == collector.events.count)
        return (collector.events, collector.progressCalls)
    }

    @Test func ndjsonSkipsBlankLinesAndKeepsLineNumbers() throws {
        let (events, progress) = try Self.split("{\"a\":1}\n\n \t\nnope\r\n{\"b\":2}")
        #expect(events == ["in:1 {\"a\":1}", "in:4 nope", "in:5 {\"b\":2}"])
        #expect(progress == 3)
    }

    @Test func longLinesAreReportedUnread() throws {
        let (events, _) = try Self.split("{\"a\":1}\n{\"a\":\"xxxxxxxxxxxx\"}\n{}", maxRecordSize: 10)
        #expect(events == ["in:1 {\"a\":1}", "in:2 ! record of 20 bytes exceeds the limit of 10 bytes", "in:3 {}"])
    }

    @Test func arrayElementsCarryTheirIndex() throws {
        let (events, _) = try Self.split("[\n{\"a\": 1},\n  {\"a\":\n2}, 3\n]")
        #expect(events == ["in:2 [0]+ {\"a\": 1}", "in:3 [1]:3+ {\"a\":\n2}", "in:4 [2]:5+ 3"])
    }

    @Test func documentsOverSeveralLines() throws {
        let (events, _) = try Self.split("{\n\"a\": 1\n}\n{\n\"a\": 2\n}\n")
        #expect(events == ["in:1+ {\n\"a\": 1\n}", "in:4+ {\n\"a\": 2\n}"])
    }

    /// Records that start in the middle of a line carry their column (written `:column` above
    /// when it is not 1), counted in Unicode scalars.
    @Test func recordsCarryTheColumnTheyStartAt() throws {
        let (array, _) = try Self.split("[{\"é\": 1},  {\"a\":\n2}, 3]")
        #expect(array == ["in:1 [0]:2+ {\"é\": 1}", "in:1 [1]:13+ {\"a\":\n2}", "in:2 [2]:5+ 3"])
        let (objects, _) = try Self.split("  {\"a\": 1} {\"b\":\n\"ü\"}{}\n{}")
        #expect(objects == ["in:1:3+ {\"a\": 1}", "in:1:12+ {\"b\":\n\"ü\"}", "in:2:5+ {}", "in:3+ {}"])
        let (lines, _) = try Self.split("\n   {\"a\": 1}\n  {}")
        #expect(lines == ["in:2:4 {\"a\": 1}", "in:3   {}"])
    }

    /// How the first line tells objects one after another from NDJSON.
    static let firstLines: [(String, Bool)] = [
        ("{\"a\": 1}", false),
        ("{\"a\": 1}  \r", false),
        ("{\"a\": x}", false),
        ("{\"a\": 1} xyz", false),
        ("{\"a\": 1} [1]", false),
        ("{\"a\": \"}\"} 2", false),
        ("{", true),
        ("{\"a\": [1,", true),
        ("{\"a\": \"{\"", true),
        ("{\"a\": 1} {\"a\": 2}", true),
        ("{\"a\": 1}{", true),
        ("{\"a\": 1} {\"a\": x} xyz", true),
    ]

    @Test(arguments: firstLines)
    func theFirstLineTellsTheLayout(line: String, startsObjectStream: Bool) {
        let bytes = Array(line.utf8)
        #expect(bytes.withUnsafeBytes { RecordSplitter.startsObjectStream($0) } == startsObjectStream)
    }

    /// A bad line is one record wherever it is: a first line with something after its object
    /// does not make the input objects one after another.
    @Test func aBadFirstLineIsALineOfNDJSON() throws {
        let (first, _) = try Self.split("{\"a\":1} xyz\n{\"a\":3}\n")
        #expect(first == ["in:1 {\"a\":1} xyz", "in:2 {\"a\":3}"])
        let (second, _) = try Self.split("{\"a\":3}\n{\"a\":1} xyz\n")
        #expect(second == ["in:1 {\"a\":3}", "in:2 {\"a\":1} xyz"])
        let (broken, _) = try Self.split("{\"a\": x}\n{\"a\":1} xyz\n")
        #expect(broken == ["in:1 {\"a\": x}", "in:2 {\"a\":1} xyz"])
    }

    /// Objects one after another on the first line, or one that goes on over the next lines,
    /// make the input a stream of objects, read as before.
    @Test func objectsOneAfterAnotherOnTheFirstLine() throws {
        let (events, _) = try Self.split("{\"a\":1} {\"a\":2}\n{\"a\":3}   {\"a\": x}\n")
        #expect(events == ["in:1+ {\"a\":1}", "in:1:9+ {\"a\":2}", "in:2+ {\"a\":3}", "in:2:11+ {\"a\": x}"])
    }

    @Test func aValueCutShortEndsTheInput() throws {
        let (events, _) = try Self.split("[{\"a\": 1}, {\"a\": [1,\n2")
        #expect(events == ["in:1 [0]:2+ {\"a\": 1}", "in:1 [1]:12+ {\"a\": [1,\n2"])
        let (scalar, _) = try Self.split("[1, 2")
        #expect(scalar == ["in:1 [0]:2+ 1", "in:1 [1]:5+ 2", "in:1 ! unexpected end of input: the array is not closed (column 6)"])
    }

    /// A problem with an array's structure is one unreadable record on the line of the byte it
    /// is about, whose reason names that byte's column (in Unicode scalars, as a parse error's):
    /// the byte instead of `,` or `]`, the trailing comma, the first byte after the closing `]`,
    /// or, at the end of the input, the position just past its last byte. The reading buffer
    /// (7 bytes) cuts every input between refills.
    static let structureProblems: [(String, [String])] = [
        ("[{\"a\":1} {\"a\":2}]", ["in:1 [0]:2+ {\"a\":1}", "in:1 ! expected ',' or ']' after element 0 (column 10)"]),
        ("[{\"é\":1},\n  \"ü\"\t2]", ["in:1 [0]:2+ {\"é\":1}", "in:2 [1]:3+ \"ü\"", "in:2 ! expected ',' or ']' after element 1 (column 7)"]),
        ("[{\"a\":\n\"ü\"} x]", ["in:1 [0]:2+ {\"a\":\n\"ü\"}", "in:2 ! expected ',' or ']' after element 0 (column 6)"]),
        ("\u{FEFF}[1 2]", ["in:1 [0]:2+ 1", "in:1 ! expected ',' or ']' after element 0 (column 4)"]),
        ("[1, 2 ,  ]", ["in:1 [0]:2+ 1", "in:1 [1]:5+ 2", "in:1 ! trailing comma after the last element (column 7)"]),
        ("[{\"a\":1}\n  ,\n]", ["in:1 [0]:2+ {\"a\":1}", "in:2 ! trailing comma after the last element (column 3)"]),
        ("[", ["in:1 ! unexpected end of input: the array is not closed (column 2)"]),
        ("[\"é\",\t", ["in:1 [0]:2+ \"é\"", "in:1 ! unexpected end of input: the array is not closed (column 7)"]),
        ("[{\"a\":1},\r\n", ["in:1 [0]:2+ {\"a\":1}", "in:2 ! unexpected end of input: the array is not closed (column 1)"]),
        ("[{\"a\":1}\n", ["in:1 [0]:2+ {\"a\":1}", "in:2 ! unexpected end of input: the array is not closed (column 1)"]),
        ("[{\"a\":\"ü\"}]  xyz", ["in:1 [0]:2+ {\"a\":\"ü\"}", "in:1 ! unexpected data after the closing ']' (column 14)"]),
        ("[]\n\n  {}", ["in:3 ! unexpected data after the closing ']' (column 3)"]),
    ]

    @Test(arguments: structureProblems)
    func structureProblemsNameTheirColumn(input: String, expected: [String]) throws {
        let (events, _) = try Self.split(input)
        #expect(events == expected)
    }
}
