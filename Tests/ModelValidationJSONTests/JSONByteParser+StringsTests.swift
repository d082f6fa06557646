import Testing
import ModelValidationValues
@testable import ModelValidationJSON

/// Strings: escapes decoded, UTF-8 validated, the scan for the bytes that end a plain run; and
/// every string the reader rejects.
struct JSONByteParserStringsTests {
    typealias Rejection = JSONByteParserTests.Rejection

    static let rejections: [Rejection] = [
        Rejection("\"abc", "unexpected end of input", offset: 4),
        Rejection("\"a\\", "unexpected end of input", offset: 3),
        Rejection("\"a\nb\"", "control character U+000A in string", offset: 2),
        Rejection("\"a\tb\"", "control character U+0009 in string", offset: 2),
        Rejection("\"\\n\u{1F}\"", "control character U+001F in string", offset: 3),
        Rejection(#""\x""#, #"invalid escape '\x'"#, offset: 1),
        Rejection(#""ab\'""#, #"invalid escape '\''"#, offset: 3),
        Rejection("\"\\\u{1}\"", #"invalid escape '\' followed by U+0001"#, offset: 1),
        // A character beyond ASCII is named by its code point, not by its first byte.
        Rejection("\"\\é\"", #"invalid escape '\' followed by U+00E9"#, offset: 1),
        Rejection("\"\\😀\"", #"invalid escape '\' followed by U+1F600"#, offset: 1),
        Rejection(bytes: [0x22, 0x5C, 0xC3, 0x22], #"invalid escape '\' followed by invalid UTF-8"#, offset: 1),
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

    @Test(arguments: rejections + utf8)
    func rejects(_ rejection: Rejection) {
        JSONByteParserTests.expectRejected(rejection)
    }

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
        JSONByteParserTests.expectRejected(Rejection(
            bytes: Array("\"\(prefix)\u{1}b\"".utf8), "control character U+0001 in string", offset: position + 1
        ))
        JSONByteParserTests.expectRejected(Rejection(
            bytes: [0x22] + Array(prefix.utf8) + [0xFF, 0x22], "invalid UTF-8", offset: position + 1
        ))
    }

    @Test func megabyteStrings() throws {
        let plain = String(repeating: "abcdefgh", count: 131_072)
        #expect(try JSONReader.parse("\"\(plain)\"") == .string(plain))
        let escaped = String(repeating: "ab\\n", count: 262_144)
        let decoded = String(repeating: "ab\n", count: 262_144)
        #expect(try JSONReader.parse("\"\(escaped)\"") == .string(decoded))
    }

    /// The bytes `"`, `\` and those below 0x20 are found at every position of a word; the
    /// lowest bit of the mask names the first of them.
    @Test(arguments: [UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x00, 0x0A, 0x1F])
    func specialBytesAreFoundAtEveryPosition(special: UInt8) {
        for position in 0..<8 {
            var bytes = Array("abcdefgh".utf8)
            bytes[position] = special
            if position < 7 { bytes[7] = special }
            let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
            let mask = JSONByteParser.specialByteMask(word)
            #expect(mask.trailingZeroBitCount == position * 8 + 7, "byte \(special) at \(position)")
        }
    }

    @Test func otherBytesAreNotSpecial() {
        let bytes: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x80, 0xFF]
        let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
        #expect(JSONByteParser.specialByteMask(word) == 0)
    }

    @Test(arguments: [
        ([0x41], 1), ([0xC3, 0xA9], 2), ([0xE2, 0x82, 0xAC], 3), ([0xF0, 0x9F, 0x98, 0x80], 4),
        ([0xEF, 0xBF, 0xBF], 3), ([0xF4, 0x8F, 0xBF, 0xBF], 4),
        ([0x80], 0), ([0xC0, 0x80], 0), ([0xC1, 0xBF], 0), ([0xE0, 0x80, 0x80], 0), ([0xED, 0xA0, 0x80], 0),
        ([0xF0, 0x80, 0x80, 0x80], 0), ([0xF4, 0x90, 0x80, 0x80], 0), ([0xF5, 0x80, 0x80, 0x80], 0),
        ([0xC3], 0), ([0xE2, 0x82], 0), ([0xE2, 0x82, 0x41], 0), ([0xFF], 0),
    ] as [([UInt8], Int)])
    func sequenceLengths(bytes: [UInt8], length: Int) {
        #expect(bytes.withUnsafeBufferPointer { JSONByteParser.validUTF8SequenceLength(in: $0, at: 0) } == length)
    }

    @Test func theFirstInvalidByteIsFoundAndValidBytesMakeAString() {
        let valid = Array("aé€😀".utf8)
        let invalid = valid + [0xFF, 0x41]
        valid.withUnsafeBufferPointer { bytes in
            #expect(JSONByteParser.firstInvalidUTF8(in: bytes, from: 0, to: bytes.count) == nil)
            #expect(JSONByteParser.validatedString(bytes) == "aé€😀")
        }
        invalid.withUnsafeBufferPointer { bytes in
            #expect(JSONByteParser.firstInvalidUTF8(in: bytes, from: 0, to: bytes.count) == 10)
            #expect(JSONByteParser.firstInvalidUTF8(in: bytes, from: 0, to: 10) == nil)
            // A sequence cut by the end of the region is invalid there.
            #expect(JSONByteParser.firstInvalidUTF8(in: bytes, from: 3, to: 5) == 3)
            #expect(JSONByteParser.validatedString(bytes) == nil)
        }
    }
}
