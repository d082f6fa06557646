import Foundation
import Testing
import ModelValidationJSON
import ModelValidationValues

/// A byte collection that offers no contiguous storage, so the reader copies it.
private struct ByteSequenceCollection: Collection {
    let bytes: [UInt8]
    var startIndex: Int { 0 }
    var endIndex: Int { bytes.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(position: Int) -> UInt8 { bytes[position] }
}

struct JSONReaderCollectionsTests {
    static let text = #"{"b": [1, 2.5], "a": true}"#
    static let expected: AttributeValue = ["b": [1, 2.5], "a": true]

    @Test func everyByteCollectionReadsTheSame() throws {
        let bytes = Array(Self.text.utf8)
        #expect(try JSONReader.parse(Data(bytes)) == Self.expected)
        #expect(try JSONReader.parse(bytes[...]) == Self.expected)
        #expect(try JSONReader.parse(Self.text.utf8) == Self.expected)
        #expect(try JSONReader.parse(ByteSequenceCollection(bytes: bytes)) == Self.expected)
    }

    @Test func errorsArePositionedInEveryCollection() {
        let bytes = Array("[1,\n 2,]".utf8)
        let error = JSONParseError(reason: "trailing comma", offset: 7, line: 2, column: 4)
        #expect(throws: error) { try JSONReader.parse(Data(bytes)) }
        #expect(throws: error) { try JSONReader.parse(ByteSequenceCollection(bytes: bytes)) }
        #expect(throws: JSONParseError(reason: "unexpected end of input", offset: 0, line: 1, column: 1)) {
            try JSONReader.parse(Data())
        }
    }

    @Test func parseObjectReturnsTheObjectInDocumentOrder() throws {
        let object = try JSONReader.parseObject(Data(Self.text.utf8))
        #expect(object.keys == ["b", "a"])
        #expect(object["a"] == true)
    }

    @Test(arguments: [
        ("[1]", JSONParseError(reason: "expected an object at the top level, got array", offset: 0, line: 1, column: 1)),
        (" \r\n\t\"é\"", JSONParseError(reason: "expected an object at the top level, got string", offset: 4, line: 2, column: 2)),
        ("3.5", JSONParseError(reason: "expected an object at the top level, got double", offset: 0, line: 1, column: 1)),
        ("false", JSONParseError(reason: "expected an object at the top level, got boolean", offset: 0, line: 1, column: 1)),
        ("{", JSONParseError(reason: "unexpected end of input", offset: 1, line: 1, column: 2)),
    ])
    func parseObjectRefusesOtherDocuments(text: String, error: JSONParseError) {
        #expect(throws: error) { try JSONReader.parseObject(Array(text.utf8)) }
        #expect(throws: error) { try JSONReader.parseObject(ByteSequenceCollection(bytes: Array(text.utf8))) }
    }

    @Test func parseObjectKeepsTheDepthLimit() throws {
        #expect(try JSONReader.parseObject(Array(#"{"a": [1]}"#.utf8), maxDepth: 2)["a"] == [1])
        #expect(throws: JSONParseError.self) { try JSONReader.parseObject(Array(#"{"a": [1]}"#.utf8), maxDepth: 1) }
    }
}
