import Testing
@testable import ModelValidationJSON

/// Every kind of input the strict reader rejects, with the exact reason and position.
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
        Rejection("\u{FEFF}1", "unexpected character '\u{FEFF}'", offset: 0),
        Rejection("[é]", "unexpected character 'é'", offset: 1),
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

    static let numbers: [Rejection] = [
        Rejection("01", "leading zero in number", offset: 0),
        Rejection("-01", "leading zero in number", offset: 1),
        Rejection("[00]", "leading zero in number", offset: 1),
        Rejection("-", "unexpected end of input", offset: 1),
        Rejection("-a", "unexpected character 'a'", offset: 1),
        Rejection("- 1", "unexpected character ' '", offset: 1),
        Rejection("+1", "unexpected character '+'", offset: 0),
        Rejection(".5", "unexpected character '.'", offset: 0),
        Rejection("1.", "unexpected end of input", offset: 2),
        Rejection("1.e5", "unexpected character 'e'", offset: 2),
        Rejection("1e", "unexpected end of input", offset: 2),
        Rejection("1e+", "unexpected end of input", offset: 3),
        Rejection("1e+x", "unexpected character 'x'", offset: 3),
        Rejection("0x1F", "unexpected character 'x'", offset: 1),
        Rejection("1e400", "number out of range", offset: 0),
        Rejection("-1e400", "number out of range", offset: 0),
        Rejection("[1, 1.8e308]", "number out of range", offset: 4),
        Rejection("1e99999999999999999999", "number out of range", offset: 0),
    ]

    static let strings: [Rejection] = [
        Rejection("\"abc", "unexpected end of input", offset: 4),
        Rejection("\"a\\", "unexpected end of input", offset: 3),
        Rejection("\"a\nb\"", "control character U+000A in string", offset: 2),
        Rejection("\"a\tb\"", "control character U+0009 in string", offset: 2),
        Rejection("\"\\n\u{1F}\"", "control character U+001F in string", offset: 3),
        Rejection(#""\x""#, #"invalid escape '\x'"#, offset: 1),
        Rejection(#""ab\'""#, #"invalid escape '\''"#, offset: 3),
        Rejection("\"\\\u{1}\"", #"invalid escape '\' followed by U+0001"#, offset: 1),
        Rejection(#""\u12G4""#, "invalid unicode escape", offset: 5),
        Rejection(#""\u12""#, "invalid unicode escape", offset: 5),
        Rejection(#""\ud800""#, #"lone surrogate escape '\ud800'"#, offset: 1),
        Rejection(#""x\ud800\u0041""#, #"lone surrogate escape '\ud800'"#, offset: 2),
        Rejection(#""\udbff\ud800""#, #"lone surrogate escape '\udbff'"#, offset: 1),
        Rejection(#""\ud800\n""#, #"lone surrogate escape '\ud800'"#, offset: 1),
        Rejection(#""\udc00""#, #"lone surrogate escape '\udc00'"#, offset: 1),
        Rejection(#""\uDFFF""#, #"lone surrogate escape '\udfff'"#, offset: 1),
    ]

    static let utf8: [Rejection] = [
        Rejection(bytes: [0xFF], "invalid UTF-8", offset: 0),
        Rejection(bytes: [0x5B, 0xC3, 0x5D], "invalid UTF-8", offset: 1),
        Rejection(bytes: [0x22, 0x61, 0xFF, 0x22], "invalid UTF-8", offset: 2),
        Rejection(bytes: [0x22, 0xC3, 0x22], "invalid UTF-8", offset: 1),
        Rejection(bytes: [0x22, 0x80, 0x22], "invalid UTF-8", offset: 1),
        Rejection(bytes: [0x22, 0xC0, 0x80, 0x22], "invalid UTF-8", offset: 1),
        Rejection(bytes: [0x22, 0xE0, 0x80, 0x80, 0x22], "invalid UTF-8", offset: 1),
        Rejection(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], "invalid UTF-8", offset: 1),
        Rejection(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "invalid UTF-8", offset: 1),
        Rejection(bytes: [0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], "invalid UTF-8", offset: 1),
        Rejection(bytes: [0x22, 0xC3, 0xA9, 0xE2, 0x82, 0x22], "invalid UTF-8", offset: 3, column: 3),
        Rejection(bytes: [0x22, 0x5C, 0x6E, 0xC3, 0x22], "invalid UTF-8", offset: 3),
        Rejection(bytes: [0x22, 0xC3, 0x5C, 0x6E, 0x22], "invalid UTF-8", offset: 1),
    ]

    static let positions: [Rejection] = [
        Rejection("[\n  1,\n  ]", "trailing comma", offset: 9, line: 3, column: 3),
        Rejection("{\r\n\"a\": x}", "unexpected character 'x'", offset: 8, line: 2, column: 6),
        Rejection(#"["é", x]"#, "unexpected character 'x'", offset: 7, column: 7),
        Rejection("[\"😀\",\n\"東京\", tru]", "unexpected character ']'", offset: 22, line: 2, column: 10),
    ]

    @Test(arguments: syntax + literals + numbers + strings + utf8 + positions)
    func rejects(_ rejection: Rejection) {
        do {
            let value = try JSONReader.parse(rejection.bytes)
            Issue.record("Expected a rejection, got \(value)")
        } catch {
            #expect(error == JSONParseError(
                reason: rejection.reason, offset: rejection.offset, line: rejection.line, column: rejection.column
            ))
        }
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
