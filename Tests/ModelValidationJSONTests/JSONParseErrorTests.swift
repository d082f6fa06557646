import Testing
@testable import ModelValidationJSON

/// Where an error is: its offset, and the line and column worked out from the bytes.
struct JSONParseErrorTests {
    static func error(at offset: Int, in text: String) -> JSONParseError {
        Array(text.utf8).withUnsafeBufferPointer { JSONParseError(reason: "r", offset: offset, in: $0) }
    }

    /// Lines are counted at `\n`; columns count scalars from the start of the line (`é` is one).
    @Test(arguments: [
        (0, 1, 1),
        (1, 1, 2),
        (2, 1, 3),
        (3, 2, 1),
        (6, 2, 3),
        (7, 3, 1),
        (8, 3, 2),
        (100, 3, 2),
        (-5, 1, 1),
    ])
    func linesAndColumns(offset: Int, line: Int, column: Int) {
        let error = Self.error(at: offset, in: "ab\ncé\nx")
        #expect(error.offset == offset)
        #expect(error.line == line)
        #expect(error.column == column)
    }

    @Test func aCarriageReturnBeforeALineFeedIsOneBreak() {
        let error = Self.error(at: 3, in: "a\r\nb")
        #expect((error.line, error.column) == (2, 1))
    }

    @Test func theDescriptionNamesTheReasonAndThePlace() {
        let error = JSONParseError(reason: "expected an object", offset: 0, line: 3, column: 1)
        #expect(error.description == "expected an object at line 3, column 1")
        #expect(error == JSONParseError(reason: "expected an object", offset: 0, line: 3, column: 1))
        #expect(error != JSONParseError(reason: "expected an object", offset: 1, line: 3, column: 1))
        #expect(throws: JSONParseError(reason: "trailing comma", offset: 6, line: 1, column: 7)) {
            try JSONReader.parse("[1, 2,]")
        }
    }
}
