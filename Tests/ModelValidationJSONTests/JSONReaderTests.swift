import Foundation
import ModelValidationValues
import Testing
@testable import ModelValidationJSON

/// Asserts that `text` is rejected with exactly this reason and position.
private func expectRejection(
    _ bytes: [UInt8], reason: String, offset: Int, line: Int, column: Int, maxDepth: Int = 512,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    do {
        let value = try JSONReader.parse(bytes, maxDepth: maxDepth)
        Issue.record("Expected a rejection, got \(value)", sourceLocation: sourceLocation)
    } catch {
        #expect(error.reason == reason, sourceLocation: sourceLocation)
        #expect(error.offset == offset, sourceLocation: sourceLocation)
        #expect(error.line == line, sourceLocation: sourceLocation)
        #expect(error.column == column, sourceLocation: sourceLocation)
    }
}

struct JSONReaderTests {
    // MARK: Scalars

    @Test(arguments: [
        ("0", .int(0)),
        ("-0", .int(0)),
        ("42", .int(42)),
        ("-42", .int(-42)),
        ("9223372036854775807", .int(Int.max)),
        ("-9223372036854775808", .int(Int.min)),
        ("9223372036854775808", .double(9_223_372_036_854_775_808.0)),
        ("-9223372036854775809", .double(-9_223_372_036_854_775_809.0)),
        ("123456789012345678901234567890", .double(1.2345678901234568e29)),
        ("1.0", .double(1.0)),
        ("1000.0", .double(1000.0)),
        ("1e2", .double(100.0)),
        ("1E2", .double(100.0)),
        ("1e+2", .double(100.0)),
        ("1e-2", .double(0.01)),
        ("0.1", .double(0.1)),
        ("-2.5", .double(-2.5)),
        ("0e0", .double(0.0)),
        ("0.30000000000000004", .double(0.30000000000000004)),
        ("1.7976931348623157e308", .double(Double.greatestFiniteMagnitude)),
        ("5e-324", .double(Double.leastNonzeroMagnitude)),
        ("1e-400", .double(0.0)),
        ("true", .bool(true)),
        ("false", .bool(false)),
        ("null", .null),
        (" \t\r\n 7 \t\r\n ", .int(7)),
    ] as [(String, AttributeValue)])
    func scalars(text: String, expected: AttributeValue) throws {
        #expect(try JSONReader.parse(text) == expected)
    }

    @Test func negativeZeroDoubleKeepsItsSign() throws {
        let value = try JSONReader.parse("-0.0")
        #expect(value.doubleValue?.sign == .minus)
        #expect(value.doubleValue == 0.0)
    }

    /// Numbers on the fast and the slow path agree with the standard library's conversion.
    @Test(arguments: [
        "1e22", "1e23", "9007199254740992.0", "9007199254740993.0", "123.456e-10", "4.9e-324",
        "2.2250738585072014e-308", "1.5e300", "0.000001", "3.141592653589793238462643383279",
        "18446744073709551615.5", "1e-22", "1e-23", "-7.0e-10", "12345678901234567890e-10",
    ])
    func doublesAreCorrectlyRounded(text: String) throws {
        #expect(try JSONReader.parse(text) == .double(Double(text)!))
    }

    // MARK: Strings

    @Test(arguments: [
        (#""""#, ""),
        (#""abc""#, "abc"),
        (#""é 東京 😀""#, "é 東京 😀"),
        (#""\u00e9\u00E9""#, "éé"),
        (#""\ud83d\ude00""#, "😀"),
        (#""a\"b\\c\/d\b\f\n\r\t""#, "a\"b\\c/d\u{8}\u{c}\n\r\t"),
        (#""\u0000""#, "\u{0}"),
        (#""x\u0041y""#, "xAy"),
        ("\"\u{7F}\"", "\u{7F}"),
        (#""long run of plain text before \n an escape and after""#, "long run of plain text before \n an escape and after"),
        (#""ünïcödé before\tescape ünïcödé""#, "ünïcödé before\tescape ünïcödé"),
    ] as [(String, String)])
    func strings(text: String, expected: String) throws {
        #expect(try JSONReader.parse(text) == .string(expected))
    }

    /// Exercises the eight-byte scan with the special byte at every position.
    @Test(arguments: 0..<20)
    func specialBytesAtEveryPosition(position: Int) throws {
        let prefix = String(repeating: "a", count: position)
        #expect(try JSONReader.parse("\"\(prefix)\\nb\"") == .string(prefix + "\nb"))
        #expect(try JSONReader.parse("\"\(prefix)é\"") == .string(prefix + "é"))
        #expect(try JSONReader.parse("\"\(prefix)\"") == .string(prefix))
        expectRejection(
            Array("\"\(prefix)\u{1}b\"".utf8), reason: "control character U+0001 in string",
            offset: position + 1, line: 1, column: position + 2
        )
        expectRejection(
            [0x22] + Array(prefix.utf8) + [0xFF, 0x22], reason: "invalid UTF-8",
            offset: position + 1, line: 1, column: position + 2
        )
    }

    @Test func megabyteStrings() throws {
        let plain = String(repeating: "abcdefgh", count: 131_072)
        #expect(try JSONReader.parse("\"\(plain)\"") == .string(plain))
        let escaped = String(repeating: "ab\\n", count: 262_144)
        let decoded = String(repeating: "ab\n", count: 262_144)
        #expect(try JSONReader.parse("\"\(escaped)\"") == .string(decoded))
    }

    @Test func megabyteNumbers() throws {
        let digits = String(repeating: "1", count: 1_000_000)
        #expect(throws: JSONParseError(reason: "number out of range", offset: 0, line: 1, column: 1)) {
            try JSONReader.parse(digits)
        }
        #expect(try JSONReader.parse("0." + digits) == .double(0.1111111111111111))
        #expect(try JSONReader.parse("[" + String(repeating: "1,", count: 500_000) + "1]").arrayValue?.count == 500_001)
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
