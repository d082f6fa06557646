import Testing
@testable import ModelValidationJSON

/// Every kind of input the strict reader rejects, with the exact reason and position: the
/// document's syntax and literals here, numbers and strings in the tests of their files.
struct JSONByteParserTests {
    struct Rejection: Sendable, CustomTestStringConvertible {
        var bytes: [UInt8]
        var reason: String
        var offset: Int
        var line: Int
        var column: Int

        init(_ text: String, _ reason: String, offset: Int, line: Int = 1, column: Int? = nil) {
            self.init(bytes: Array(text.utf8), reason, offset: offset, line: line, column: column)
        }

        init(bytes: [UInt8], _ reason: String, offset: Int, line: Int = 1, column: Int? = nil) {
            self.bytes = bytes
            self.reason = reason
            self.offset = offset
            self.line = line
            self.column = column ?? offset + 1
        }

        var testDescription: String { String(decoding: bytes, as: UTF8.self).debugDescription }
    }

    static let syntax: [Rejection] = [
        Rejection("", "unexpected end of input", offset: 0),
        Rejection("   ", "unexpected end of input", offset: 3),
        Rejection("[1,]", "trailing comma", offset: 3),
        Rejection("[1, ]", "trailing comma", offset: 4),
        Rejection(#"{"a":1,}"#, "trailing comma", offset: 7),
        Rejection(#"{"a":1 , }"#, "trailing comma", offset: 9),
        Rejection("[,1]", "unexpected character ','", offset: 1),
        Rejection("[1 2]", "unexpected character '2'", offset: 3),
        Rejection("1 2", "unexpected character '2'", offset: 2),
        Rejection("[1}", "unexpected character '}'", offset: 2),
        Rejection(#"{"a":1]"#, "unexpected character ']'", offset: 6),
        Rejection(#"{"a" 1}"#, "unexpected character '1'", offset: 5),
        Rejection(#"{"a":}"#, "unexpected character '}'", offset: 5),
        Rejection("{a:1}", "unexpected character 'a'", offset: 1),
        Rejection("{'a':1}", "unexpected character '''", offset: 1),
        Rejection("[", "unexpected end of input", offset: 1),
        Rejection("[1", "unexpected end of input", offset: 2),
        Rejection(#"{"a":1"#, "unexpected end of input", offset: 6),
        Rejection(#"{"a""#, "unexpected end of input", offset: 4),
        Rejection("\u{0}", "unexpected character U+0000", offset: 0),
        Rejection("\u{FEFF}1", "unexpected character U+FEFF (a byte order mark)", offset: 0),
        Rejection("[\u{FEFF}1]", "unexpected character U+FEFF", offset: 1),
        Rejection("[é]", "unexpected character 'é'", offset: 1),
        Rejection("[東]", "unexpected character '東'", offset: 1),
        Rejection("[😀]", "unexpected character '😀'", offset: 1),
        // Characters that do not show are named by their code points.
        Rejection("[\u{A0}1]", "unexpected character U+00A0", offset: 1),
        Rejection("[\u{200B}1]", "unexpected character U+200B", offset: 1),
        Rejection("[1\u{2028}]", "unexpected character U+2028", offset: 2),
        Rejection("[\u{85}]", "unexpected character U+0085", offset: 1),
        Rejection("[\u{301}]", "unexpected character U+0301", offset: 1),
        Rejection("[\u{E000}]", "unexpected character U+E000", offset: 1),
        Rejection("[\u{10FFFF}]", "unexpected character U+10FFFF", offset: 1),
    ]

    static let literals: [Rejection] = [
        Rejection("foo", "unexpected character 'o'", offset: 1),
        Rejection("nope", "unexpected character 'o'", offset: 1),
        Rejection("xyz", "unexpected character 'x'", offset: 0),
        Rejection("True", "unexpected character 'T'", offset: 0),
        Rejection("NaN", "unexpected character 'N'", offset: 0),
        Rejection("Infinity", "unexpected character 'I'", offset: 0),
        Rejection("-Infinity", "unexpected character 'I'", offset: 1),
        Rejection("undefined", "unexpected character 'u'", offset: 0),
        Rejection("tru", "unexpected end of input", offset: 3),
        Rejection("trux", "unexpected character 'x'", offset: 3),
        Rejection("truex", "unexpected character 'x'", offset: 4),
        Rejection("[nul]", "unexpected character ']'", offset: 4),
        Rejection("fals", "unexpected end of input", offset: 4),
    ]

    static let positions: [Rejection] = [
        Rejection("[\n  1,\n  ]", "trailing comma", offset: 9, line: 3, column: 3),
        Rejection("{\r\n\"a\": x}", "unexpected character 'x'", offset: 8, line: 2, column: 6),
        Rejection(#"["é", x]"#, "unexpected character 'x'", offset: 7, column: 7),
        Rejection("[\"😀\",\n\"東京\", tru]", "unexpected character ']'", offset: 22, line: 2, column: 10),
    ]

    /// Checks that the reader rejects the document of `rejection` with exactly its error.
    static func expectRejected(_ rejection: Rejection, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let value = try JSONReader.parse(rejection.bytes)
            Issue.record("Expected a rejection, got \(value)", sourceLocation: sourceLocation)
        } catch {
            #expect(error == JSONParseError(
                reason: rejection.reason, offset: rejection.offset, line: rejection.line, column: rejection.column
            ), sourceLocation: sourceLocation)
        }
    }

    /// Every rejection of the parser: these, those of numbers (``JSONByteParserNumbersTests``)
    /// and those of strings (``JSONByteParserStringsTests``).
    static var all: [Rejection] {
        syntax + literals + JSONByteParserNumbersTests.rejections + JSONByteParserStringsTests.rejections
            + JSONByteParserStringsTests.utf8 + positions
    }

    @Test(arguments: syntax + literals + positions)
    func rejects(_ rejection: Rejection) {
        Self.expectRejected(rejection)
    }

    // MARK: Depth

    @Test func tenThousandNestedArraysAreAnErrorNotACrash() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONParseError(reason: "nesting deeper than 512 levels", offset: 512, line: 1, column: 513)) {
            try JSONReader.parse(text)
        }
    }

    @Test func tenThousandNestedObjectsAreAnErrorNotACrash() {
        let text = String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000)
        #expect(throws: JSONParseError(reason: "nesting deeper than 512 levels", offset: 2_560, line: 1, column: 2_561)) {
            try JSONReader.parse(text)
        }
    }

    @Test func deepNestingWithinALargeLimitNeedsNoStack() throws {
        // Unclosed, so no deep value is built: the reader itself must not recurse.
        let open = String(repeating: "[", count: 10_000)
        #expect(throws: JSONParseError(reason: "unexpected end of input", offset: 10_000, line: 1, column: 10_001)) {
            try JSONReader.parse(open, maxDepth: 20_000)
        }
        let closed = String(repeating: "[", count: 1_000) + String(repeating: "]", count: 1_000)
        var value = try JSONReader.parse(closed, maxDepth: 1_000)
        var depth = 0
        while case .array(let elements) = value, let first = elements.first {
            depth += 1
            value = first
        }
        #expect(depth == 999)
        #expect(value == .array([]))
    }

    @Test(arguments: [
        ("1", 0, nil), ("[]", 0, 0), ("{}", 0, 0), ("[1]", 1, nil), ("[[1]]", 1, 1),
        (#"{"a":[1]}"#, 1, 5), (#"{"a":[1]}"#, 2, nil), ("[[[]]]", 3, nil), ("[[[[]]]]", 3, 3),
    ] as [(String, Int, Int?)])
    func maxDepth(text: String, maxDepth: Int, failingOffset: Int?) {
        do {
            _ = try JSONReader.parse(text, maxDepth: maxDepth)
            #expect(failingOffset == nil)
        } catch {
            #expect(error.reason == "nesting deeper than \(maxDepth) levels")
            #expect(error.offset == failingOffset)
        }
    }
}
