import Testing
@testable import ModelValidationPatterns

/// The pattern string as PHP's `preg_*` splits it: delimiters, body and modifiers.
struct PatternEnvelopeTests {
    static func body(_ source: String) throws -> String {
        String(decoding: try PatternEnvelope(source).body, as: UTF8.self)
    }

    @Test(arguments: [
        ("/abc/", "abc"),
        ("  \t#a#", "a"),
        ("(a(b)c)", "a(b)c"),
        ("{a{1,2}}", "a{1,2}"),
        ("<a>", "a"),
        ("[[a]]", "[a]"),
        ("/a\\/b/", "a\\/b"),
        ("~a/b~", "a/b"),
        ("//", ""),
    ])
    func bodies(source: String, body: String) throws {
        #expect(try Self.body(source) == body)
    }

    @Test func modifiers() throws {
        let all = try PatternEnvelope("/a/imsxuAnD")
        var expected = PatternEnvelope.Modifiers()
        expected.caseless = true
        expected.multiline = true
        expected.dotAll = true
        expected.extended = true
        expected.unicode = true
        expected.anchored = true
        expected.noAutoCapture = true
        expected.dollarEndOnly = true
        #expect(all.modifiers == expected)
        // U, S, X and whitespace change nothing here.
        #expect(try PatternEnvelope("/a/USX \n").modifiers == PatternEnvelope.Modifiers())
        // J lets groups share a name.
        #expect(try PatternEnvelope("/a/J").modifiers.duplicateNames)
    }

    @Test(arguments: [
        ("", "empty regular expression"),
        ("  \n", "empty regular expression"),
        ("abc", "delimiter must not be alphanumeric, backslash, or NUL"),
        ("\\a\\", "delimiter must not be alphanumeric, backslash, or NUL"),
        ("/abc", "no ending delimiter '/' found"),
        ("/abc\\/", "no ending delimiter '/' found"),
        ("(abc", "no ending matching delimiter ')' found"),
        ("(a(b)", "no ending matching delimiter ')' found"),
        ("/a/e", "the /e modifier is no longer supported"),
        ("/a/k", "unknown modifier 'k'"),
        ("/a/é", "unknown modifier '\\xc3'"),
    ])
    func errors(source: String, reason: String) {
        #expect(throws: PatternError(reason: reason)) { try PatternEnvelope(source) }
    }

    /// The body's units: bytes, or scalars with `u`.
    @Test func units() throws {
        #expect(try PatternEnvelope("/é/").units() == [0xC3, 0xA9])
        #expect(try PatternEnvelope("/é😀/u").units() == [0xE9, 0x1F600])
    }
}
