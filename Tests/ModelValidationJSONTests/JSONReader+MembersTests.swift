import Testing
import ModelValidationValues
@testable import ModelValidationJSON

/// `JSONReader.readMembers`: the members of a top-level object one by one, checked exactly as
/// `JSONReader.parse` checks the document.
struct JSONReaderMembersTests {
    /// What the reader handed out: each key (as a string) and value, and the outcome.
    struct Reading: Equatable {
        var members: [(String, AttributeValue)]
        var outcome: JSONReader.MembersOutcome

        static func == (lhs: Reading, rhs: Reading) -> Bool {
            lhs.outcome == rhs.outcome && lhs.members.count == rhs.members.count
                && zip(lhs.members, rhs.members).allSatisfy { $0.0.utf8.elementsEqual($1.0.utf8) && $0.1 == $1.1 }
        }
    }

    static func read(_ bytes: [UInt8], maxDepth: Int = JSONReader.defaultMaxDepth,
                     stopAfter limit: Int = .max) throws(JSONParseError) -> Reading {
        var members: [(String, AttributeValue)] = []
        var outcome: Result<JSONReader.MembersOutcome, JSONParseError>!
        bytes.withUnsafeBytes { raw in
            outcome = Result { () throws(JSONParseError) in
                try JSONReader.readMembers(raw, maxDepth: maxDepth) { key, value in
                    members.append((String(decoding: key, as: UTF8.self), value))
                    return members.count < limit
                }
            }
        }
        return Reading(members: members, outcome: try outcome.get())
    }

    static func read(_ text: String, maxDepth: Int = JSONReader.defaultMaxDepth) throws(JSONParseError) -> Reading {
        try read(Array(text.utf8), maxDepth: maxDepth)
    }

    @Test func membersComeInDocumentOrderWithTheirValues() throws {
        let text = #" { "b": 1, "a": [1, {"x": null}], "c\u00e9": "d\"e", "東京": 2.5, "e": {} } "#
        #expect(try Self.read(text) == Reading(members: [
            ("b", 1), ("a", [1, ["x": nil]]), ("cé", "d\"e"), ("東京", 2.5), ("e", .object([:])),
        ], outcome: .read))
        #expect(try Self.read("{}") == Reading(members: [], outcome: .read))
        #expect(try Self.read(" {\n} ") == Reading(members: [], outcome: .read))
    }

    @Test func escapedKeysAreDecodedAndKeptWhileTheValueIsRead() throws {
        // The value's escapes must not overwrite the key's decoded bytes.
        let text = #"{"k\u0065y\n": "v\u0061lue\t", "\u00e9\u00e9": "\u6771\u4eac", "plain": "x\\y"}"#
        #expect(try Self.read(text) == Reading(members: [
            ("key\n", "value\t"), ("éé", "東京"), ("plain", "x\\y"),
        ], outcome: .read))
    }

    @Test func aRepeatedKeyIsHandedOutAgain() throws {
        #expect(try Self.read(#"{"a": 1, "b": 2, "a": 3}"#) == Reading(members: [("a", 1), ("b", 2), ("a", 3)], outcome: .read))
    }

    @Test func readingStopsWhenTheClosureSaysSo() throws {
        // The rest is not read: its problem is not reported.
        #expect(try Self.read(Array(#"{"a": 1, "b": 2, "c": tru"#.utf8), stopAfter: 2)
                == Reading(members: [("a", 1), ("b", 2)], outcome: .stopped))
    }

    @Test(arguments: ["[1]", "1", "\"a\"", " null", "", "   ", "x", "]"])
    func aDocumentThatIsNotAnObjectIsNotRead(text: String) throws {
        #expect(try Self.read(text) == Reading(members: [], outcome: .notAnObject))
    }

    /// Documents whose value is an object, valid or not: each problem of the rejection tests
    /// as the document itself, as a member's value, and (for strings) as a key.
    static var objectDocuments: [[UInt8]] {
        let rejections = JSONByteParserTests.all
        var documents: [[UInt8]] = rejections.map(\.bytes).filter { $0.first == UInt8(ascii: "{") }
        for rejection in rejections {
            documents.append(Array(#"{"k": "#.utf8) + rejection.bytes + Array("}".utf8))
            documents.append(Array("{\"a\": [1, {\"b\": \"\\n\"}],\n \"k\":".utf8) + rejection.bytes + Array(", \"z\": 1}".utf8))
            if rejection.bytes.first == UInt8(ascii: "\"") {
                documents.append(Array("{".utf8) + rejection.bytes + Array(": 1}".utf8))
                documents.append(Array(#"{"a": "\u00e9", "#.utf8) + rejection.bytes + Array(#": "v"}"#.utf8))
            }
        }
        documents += [
            #"{"a":1,}"#, #"{"a":1 , }"#, #"{,}"#, #"{"a":1 "b":2}"#, #"{"a":1}}"#, #"{"a":1} x"#, "{", "{ ", #"{"a""#,
            #"{"a":"#, #"{"a":1,"#, #"{"a":1"#, #"{"a":1 ,"b""#, #"{"a" : 1 , "b" : [ ] , "c" : { } }"#,
            "{\"a\"\t:\r\n1}", #"{"\u0000": "\ud83d\ude00"}"#, #"{"a": 1, "a": 2}"#,
        ].map { Array($0.utf8) }
        return documents
    }

    @Test func everyDocumentIsCheckedAsParseChecksIt() {
        for document in Self.objectDocuments {
            let shown = String(decoding: document, as: UTF8.self).debugDescription
            let parsed = Result { () throws(JSONParseError) in try JSONReader.parse(document) }
            let read = Result { () throws(JSONParseError) in try Self.read(document) }
            switch (parsed, read) {
            case (.failure(let expected), .failure(let actual)):
                #expect(actual == expected, "\(shown)")
            case (.success(.object(let object)), .success(let reading)):
                #expect(reading.outcome == .read, "\(shown)")
                // Without repeated keys, the members are the object's.
                if object.count == reading.members.count {
                    #expect(reading == Reading(members: Array(zip(object.keys, object.values)), outcome: .read), "\(shown)")
                } else {
                    #expect(shown == #""{\"a\": 1, \"a\": 2}""#)
                }
            default:
                Issue.record("\(shown): parse \(parsed), members \(read)")
            }
        }
    }

    @Test(arguments: [
        ("{}", 0, 0), (#"{"a":1}"#, 0, 0), (#"{"a":1}"#, 1, nil), (#"{"a":[1]}"#, 1, 5), (#"{"a":[1]}"#, 2, nil),
        (#"{"a":{"b":[]}}"#, 2, 10), (#"{"a":{"b":[]}}"#, 3, nil), (#"{"a":1,"b":[[1]]}"#, 2, 12),
    ] as [(String, Int, Int?)])
    func theObjectCountsAgainstTheDepthLimit(text: String, maxDepth: Int, failingOffset: Int?) {
        // The same limit and error as parse.
        let parsed = Result { () throws(JSONParseError) in try JSONReader.parse(text, maxDepth: maxDepth) }
        do {
            _ = try Self.read(text, maxDepth: maxDepth)
            #expect(failingOffset == nil)
        } catch {
            #expect(error.reason == "nesting deeper than \(maxDepth) levels")
            #expect(error.offset == failingOffset)
            #expect(parsed.mapError { $0 as JSONParseError } == .failure(error))
        }
    }

    @Test func deepValuesInsideTheObjectNeedNoStack() {
        let text = #"{"a": "# + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}"
        #expect(throws: JSONParseError(reason: "nesting deeper than 512 levels", offset: 517, line: 1, column: 518)) {
            try Self.read(text)
        }
    }
}
