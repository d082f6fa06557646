import Testing
@testable import ModelValidationCLI

/// Where a record's parse errors are in the file: lines count from the record's line, columns
/// on its first line from its column.
struct RecordLocationTests {
    static let cases: [(RecordLocation, (Int, Int), (Int, Int))] = [
        // A line of NDJSON.
        (RecordLocation(file: "in.ndjson", line: 4), (1, 9), (4, 9)),
        // An array element written after another on line 3, from column 11.
        (RecordLocation(file: "in.json", line: 3, index: 1, column: 11), (1, 7), (3, 17)),
        // The same element's second line counts from that line's start.
        (RecordLocation(file: "in.json", line: 3, index: 1, column: 11), (2, 4), (4, 4)),
    ]

    @Test(arguments: cases)
    func positionInTheFile(location: RecordLocation, inRecord: (Int, Int), inFile: (Int, Int)) {
        let position = location.position(ofLine: inRecord.0, column: inRecord.1)
        #expect(position.line == inFile.0)
        #expect(position.column == inFile.1)
    }

    @Test func textNamesTheFileLineAndIndexButNotTheColumn() {
        #expect(RecordLocation(file: "in.json", line: 3, index: 1, column: 11).text == "in.json:3 [1]")
        #expect(RecordLocation(file: "-", line: 2, column: 5).text == "-:2")
    }
}
