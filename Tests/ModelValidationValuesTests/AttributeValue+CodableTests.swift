import Foundation
import Testing
@testable import ModelValidationValues

struct AttributeValueCodableTests {
    private func decode(_ text: String) throws -> AttributeValue {
        try JSONDecoder().decode(AttributeValue.self, from: Data(text.utf8))
    }

    private func encode(_ value: AttributeValue) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test(arguments: [
        ("null", .null),
        ("true", .bool(true)),
        ("false", .bool(false)),
        ("0", .int(0)),
        ("42", .int(42)),
        ("-7", .int(-7)),
        ("2.5", .double(2.5)),
        ("1e300", .double(1e300)),
        (#""text""#, .string("text")),
        (#""é\n""#, .string("é\n")),
        ("[]", .array([])),
        (#"[1, 2.5, "a", null, [true]]"#, .array([1, 2.5, "a", nil, [true]])),
        ("{}", .object([:])),
        (#"{"a": {"b": [1]}}"#, ["a": ["b": [1]]]),
    ] as [(String, AttributeValue)])
    func decodesEveryShape(text: String, expected: AttributeValue) throws {
        #expect(try decode(text) == expected)
    }

    @Test func decodedObjectsHoldEveryKey() throws {
        let object = try #require(try decode(#"{"b": 1, "a": "x", "c": null}"#).objectValue)
        #expect(object.keys.sorted() == ["a", "b", "c"])
        #expect(object["a"] == "x")
        #expect(object["b"] == 1)
        #expect(object["c"] == .null)
    }

    @Test(arguments: [
        (.null, "null"),
        (.bool(true), "true"),
        (.int(42), "42"),
        (.double(2.5), "2.5"),
        (.string("a/b"), #""a/b""#),
        (.array([1, "x", nil]), #"[1,"x",null]"#),
        (["b": 1, "a": [true]], #"{"a":[true],"b":1}"#),
    ] as [(AttributeValue, String)])
    func encodesEveryShape(value: AttributeValue, expected: String) throws {
        #expect(try encode(value) == expected)
    }

    @Test func nestedInAStruct() throws {
        struct Payload: Codable, Equatable {
            var name: String
            var data: AttributeValue
        }
        let payload = Payload(name: "n", data: ["list": [1, 2.5, "x", nil, false]])
        let data = try JSONEncoder().encode(payload)
        #expect(try JSONDecoder().decode(Payload.self, from: data) == payload)
    }
}
