import Foundation
import ModelValidationValues
import Testing
@testable import ModelValidationJSON

/// Documents as a whole: literals, whitespace, containers, every input form; numbers and strings
/// are read by the parser's own files (see `JSONByteParserNumbersTests`, `JSONByteParserStringsTests`).
struct JSONReaderTests {
    // MARK: Literals

    @Test(arguments: [
        ("true", .bool(true)),
        ("false", .bool(false)),
        ("null", .null),
        (" \t\r\n 7 \t\r\n ", .int(7)),
    ] as [(String, AttributeValue)])
    func scalars(text: String, expected: AttributeValue) throws {
        #expect(try JSONReader.parse(text) == expected)
    }

    // MARK: Containers
    @Test func arraysAndNesting() throws {
        #expect(try JSONReader.parse("[]") == .array([]))
        #expect(try JSONReader.parse("[ ]") == .array([]))
        #expect(try JSONReader.parse(#"[1, 1.0, "1", [true, [null]], {}]"#)
            == .array([.int(1), .double(1.0), .string("1"), .array([.bool(true), .array([.null])]), .object([:])]))
    }

    @Test func objectsKeepDocumentOrder() throws {
        let value = try JSONReader.parse(#"{"b": 1, "a": {"z": [], "y": 2.5}, "c": null}"#)
        let object = try #require(value.objectValue)
        #expect(object.keys == ["b", "a", "c"])
        #expect(object["a"]?.objectValue?.keys == ["z", "y"])
        #expect(object["a"]?.objectValue?["y"] == .double(2.5))
        #expect(object["c"] == .null)
        #expect(try JSONReader.parse("{ }") == .object([:]))
    }

    @Test func repeatedKeysKeepTheFirstPositionAndTheLastValue() throws {
        let object = try #require(try JSONReader.parse(#"{"a": 1, "b": 2, "a": 3}"#).objectValue)
        #expect(object.keys == ["a", "b"])
        #expect(object.values == [.int(3), .int(2)])
    }

    /// Objects of every size around the point where lookups switch to a hash index.
    @Test(arguments: 1...20)
    func repeatedKeysInObjectsOfEverySize(count: Int) throws {
        let members = (0..<count).map { "\"k\($0)\":\($0)" }
        let distinct = try #require(try JSONReader.parse("{" + members.joined(separator: ",") + "}").objectValue)
        #expect(distinct.keys == (0..<count).map { "k\($0)" })
        #expect(distinct.values == (0..<count).map { .int($0) })
        let repeated = try #require(
            try JSONReader.parse("{" + members.joined(separator: ",") + ",\"k0\":\"last\"}").objectValue
        )
        #expect(repeated.keys == distinct.keys)
        #expect(repeated["k0"] == "last")
        #expect(repeated.position(of: "k\(count - 1)") == count - 1)
    }

    @Test func largeObjects() throws {
        let text = "{" + (0..<100).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + ",\"k5\":\"again\"}"
        let object = try #require(try JSONReader.parse(text).objectValue)
        #expect(object.count == 100)
        #expect(object.keys.first == "k0")
        #expect(object.keys.last == "k99")
        #expect(object["k5"] == .string("again"))
        #expect(object["k77"] == .int(77))
    }

    // MARK: Inputs
    @Test func everyInputForm() throws {
        let text = #"{"a":[1,2.5]}"#
        let expected: AttributeValue = ["a": [1, 2.5]]
        #expect(try JSONReader.parse(text) == expected)
        #expect(try JSONReader.parse(Array(text.utf8)) == expected)
        let bytes = Array(text.utf8)
        #expect(try bytes.withUnsafeBytes { raw throws(JSONParseError) in try JSONReader.parse(raw) } == expected)
        let file = Array("{\"a\":1}\n{\"a\":2}\n{\"a\":}\n".utf8)
        #expect(try JSONReader.parse(file[8..<15]) == ["a": 2])
        // Offsets in errors count from the start of the slice.
        #expect(throws: JSONParseError(reason: "unexpected character '}'", offset: 5, line: 1, column: 6)) {
            try JSONReader.parse(file[16..<22])
        }
    }

    @Test func errorDescription() {
        let error = JSONParseError(reason: "unexpected character 'x'", offset: 4, line: 1, column: 5)
        #expect(error.description == "unexpected character 'x' at line 1, column 5")
    }
}

/// The reader and `AttributeValue`'s `Decodable` conformance (through `JSONDecoder`) read the same
/// documents the same way.
struct JSONReaderCodableAgreementTests {
    @Test func readerAndDecoderAgreeOnScalarsAndLists() throws {
        let text = #"[1, -2, 2.5, "a", true, null, [3]]"#
        let decoded = try JSONDecoder().decode(AttributeValue.self, from: Data(text.utf8))
        #expect(try decoded == JSONReader.parse(text))
    }
}
