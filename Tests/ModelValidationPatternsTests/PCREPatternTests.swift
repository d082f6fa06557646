import Testing
@testable import ModelValidationPatterns

struct PCREPatternTests {
    private func check(_ pattern: String, _ subject: String, _ expected: Bool,
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let compiled = try PCREPattern(pattern)
        #expect(compiled.matches(subject) == expected, "\(pattern) on \(subject.debugDescription)",
                sourceLocation: sourceLocation)
        var bytes = subject
        let viaBytes = bytes.withUTF8 { compiled.matches(utf8: $0) }
        #expect(viaBytes == expected, "\(pattern) on bytes of \(subject.debugDescription)", sourceLocation: sourceLocation)
        try expectEnginesAgree(pattern, subject, expected, sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        ("/ab+/", "xabbb", true), ("#ab+#u", "abb", true), ("{x}s", "axb", true), ("~a~x", "cat", true),
        ("(a(b)c)", "xabcx", true), ("[a]", "a", true), ("<a>", "b", false), ("  /a/", "a", true),
        ("{a{2}}", "aa", true), ("{a{2}}", "a", false), ("/a\\/b/", "a/b", true), ("%50\\%%", "50%", true),
        ("!^x!i", "X", true),
    ])
    func delimiters(pattern: String, subject: String, expected: Bool) throws {
        try check(pattern, subject, expected)
    }

    @Test(arguments: [
        ("/abc", "no ending delimiter '/' found"),
        ("(abc", "no ending matching delimiter ')' found"),
        ("", "empty regular expression"),
        ("   ", "empty regular expression"),
        ("abc", "delimiter must not be alphanumeric, backslash, or NUL"),
        ("\\abc\\", "delimiter must not be alphanumeric, backslash, or NUL"),
        ("/abc/k", "unknown modifier 'k'"),
        ("/abc/e", "the /e modifier is no longer supported"),
        ("/a\\Gb/", "unsupported construct \\G at offset 1"),
        ("/(?R)/", "unsupported construct (?R (recursion) at offset 0"),
        ("/(?<=a)b/", "unsupported construct (?<= (lookbehind) at offset 0"),
        ("/x(?<!a)b/", "unsupported construct (?<! (lookbehind) at offset 1"),
        ("/(?(1)a|b)/", "unsupported construct (?( (a conditional group) at offset 0"),
        ("/\\p{Greek}/u", "unsupported Unicode property \\p{Greek} at offset 0"),
        ("/[a-\\d]/", "invalid range in character class at offset 3"),
        ("/[\\d-z]/", "invalid range in character class at offset 4"),
        ("/[[:alpha:]-z]/", "invalid range in character class at offset 11"),
        ("/(a/", "missing closing parenthesis at offset 0"),
        ("/a)/", "unmatched closing parenthesis at offset 1"),
        ("/[a/", "missing terminating ] for character class at offset 0"),
        ("/*a/", "quantifier does not follow a repeatable item at offset 0"),
        ("/a{3,2}/", "numbers out of order in {} quantifier at offset 1"),
        ("/[z-a]/", "range out of order in character class at offset 3"),
        ("/\\x{100}/", "character code point value in \\x{} or \\o{} is too large at offset 0"),
        ("/[[:foo:]]/", "unknown POSIX class name at offset 1"),
    ])
    func invalidPatterns(pattern: String, reason: String) {
        #expect(throws: PatternError(reason: reason)) { try PCREPattern(pattern) }
    }

    /// The J modifier lets groups share a name, as PCRE2_DUPNAMES does.
    @Test func duplicateNamesNeedJ() throws {
        #expect(throws: PatternError(reason: "two named subpatterns have the same name (PCRE2_DUPNAMES not set) at offset 7")) {
            try PCREPattern("/(?<n>a)(?<n>b)/")
        }
        try check("/(?<n>a)|(?<n>b)/J", "b", true)
    }

    @Test func errorDescriptionNamesTheReason() {
        #expect(PatternError(reason: "unknown modifier 'k'").description == "invalid pattern: unknown modifier 'k'")
    }

    @Test(arguments: [
        ("/abc/i", "xAbCx", true), ("/abc/", "ABC", false),
        ("/^b$/m", "a\nb\nc", true), ("/^b$/", "a\nb\nc", false),
        ("/a.b/s", "a\nb", true), ("/a.b/", "a\nb", false),
        ("/a b # comment\n c/x", "abc", true), ("/a[ ]b/x", "a b", true),
        ("/b/A", "ab", false), ("/a/A", "ab", true),
        ("/^\\d+$/D", "12", true), ("/a+?/U", "aa", true), ("/a/S", "a", true), ("/a/X", "a", true),
        ("/(?<n>a)(?<n>b)/J", "ab", true), ("/(a)/n", "a", true),
        ("/a(?i)b/", "aB", true), ("/a(?i)b/", "AB", false), ("/(?i:a)b/", "Ab", true), ("/(?i:a)b/", "AB", false),
        ("/(?i)a(?-i)b/", "Ab", true), ("/(?i)a(?-i)b/", "AB", false),
    ])
    func modifiers(pattern: String, subject: String, expected: Bool) throws {
        try check(pattern, subject, expected)
    }

    @Test(arguments: [
        ("/^.$/", "é", false), ("/^..$/", "é", true), ("/^.$/u", "é", true), ("/^..$/u", "é", false),
        ("/^[^a]$/", "é", false), ("/^[^a]$/u", "é", true),
        ("/^\\w$/", "é", false), ("/^\\w$/u", "é", true),
        ("/É/i", "é", false), ("/É/iu", "é", true), ("/é/", "café", true),
        ("/^[à-ÿ]+$/u", "éè", true), ("/\\xe9/", "é", false), ("/\\xc3\\xa9/", "é", true),
        ("/\\x{e9}/u", "é", true), ("/^[[:alpha:]]+$/u", "éa", true), ("/^[[:alpha:]]+$/", "éa", false),
        ("/^\\p{Ll}+$/u", "éa", true), ("/ω/iu", "Ω", true), ("/д/iu", "Д", true),
        ("/^\\d$/u", "١", true), ("/^\\d$/", "١", false), ("/\\bcafé\\b/u", "un café noir", true),
        ("/k/iu", "\u{212A}", true), ("/s/iu", "\u{17F}", true), ("/k/i", "\u{212A}", false),
        ("/^\\S+$/u", "a\u{A0}b", false), ("/^\\S+$/", "a\u{A0}b", true),
    ])
    func byteAndUnicodeSemantics(pattern: String, subject: String, expected: Bool) throws {
        try check(pattern, subject, expected)
    }

    @Test(arguments: [
        ("/^\\d+$/", "12\n", false), ("/^\\d+$/D", "12\n", false), ("/^\\d+\\Z/", "12\n", true),
        ("/^\\d+\\z/", "12\n", false), ("/^\\d+$/m", "12\n", true), ("/^\\d+$/", "12", true),
        ("/12$/", "12\n", false), ("/^\\d+\\Z/", "12\n\n", false),
    ])
    func trailingNewlineIsRejected(pattern: String, subject: String, expected: Bool) throws {
        try check(pattern, subject, expected)
    }

    @Test(arguments: [
        ("/^a\\tb\\n$/", "a\tb\n", true), ("/\\x41\\x{42}\\103/", "ABC", true), ("/\\e\\f\\v\\r\\0/", "\u{1B}\u{C}\u{B}\r\0", true),
        ("/a\\.b/", "a.b", true), ("/a\\.b/", "axb", false), ("/\\Qa.b\\E+/", "a.bb", true), ("/\\Qa.b\\E/", "axb", false),
        ("/^[\\w.-]+$/", "a-b.c_d", true), ("/^[a\\-z]+$/", "a-z", true), ("/^[a\\-z]+$/", "b", false),
        ("/^[]a]+$/", "]a", true), ("/^[^]a]+$/", "bc", true), ("/^[[:digit:][:upper:]]+$/", "A1", true),
        ("/^[[:^digit:]]+$/", "ab", true), ("/^[[:^digit:]]+$/", "a1", false),
        ("/^(ab|cd)+$/", "abcdab", true), ("/^(ab|cd)+$/", "abc", false), ("/^a{2}$/", "aa", true),
        ("/^a{2,}$/", "a", false), ("/^a{2,3}$/", "aaaa", false), ("/^a{2,3}$/", "aaa", true), ("/a{,2}/", "a{,2}", true),
        ("/^x{1}y?z*$/", "x", true), ("/\\bfoo\\b/", "a foo b", true), ("/\\bfoo\\b/", "afoo", false), ("/\\Bfoo/", "afoo", true),
        ("/^\\h+$/", " \t", true), ("/^a\\Rb$/", "a\r\nb", true), ("/^\\N+$/", "ab\n", false), ("/^\\Aab\\z/", "ab", true),
        ("/(?P<year>\\d{4})-(?P=year)/", "2020-2020", true), ("/(a)\\1/", "aa", true), ("/(a)\\1/", "ab", false),
        ("/a(?=b)/", "ab", true), ("/a(?!b)/", "ab", false), ("/a++b/", "aab", true),
        ("/(?>a+)b/", "aab", true), ("/^\\p{Lu}/", "A", true), ("/a(?#note)b/", "ab", true), ("/\\cA/", "\u{1}", true),
        ("/(?<x>a)\\k<x>/", "aa", true), ("/(a)(b)\\g{-1}/", "abb", true), ("/(a)(b)\\g{-1}/", "aba", false),
        ("/^[\\d-]+$/", "1-2", true), ("/^[-\\d]+$/", "1-2", true),
        ("/^$/", "", true), ("/x*/", "", true), ("/^(a|)+$/", "aaa", true), ("/(a*)*b/", "aaab", true),
    ])
    func syntax(pattern: String, subject: String, expected: Bool) throws {
        try check(pattern, subject, expected)
    }

    @Test func equalityAndHashingUseTheSource() throws {
        let a = try PCREPattern("/a/")
        let b = try PCREPattern("/a/")
        let c = try PCREPattern("#a#")
        #expect(a == b)
        #expect(a != c)
        #expect(Set([a, b, c]).count == 2)
        #expect(a.source == "/a/")
    }

    @Test func invalidUTF8NeverMatchesInUnicodeMode() throws {
        let bytes: [UInt8] = [0x61, 0xFF, 0x62]
        let unicode = try PCREPattern("/a/u")
        let bytewise = try PCREPattern("/a/")
        let unicodeAutomaton = try PCREPattern("/a.b/u")
        bytes.withUnsafeBufferPointer { buffer in
            #expect(!unicode.matches(utf8: buffer))
            #expect(bytewise.matches(utf8: buffer))
            #expect(!unicodeAutomaton.matches(utf8: buffer))
        }
    }
}
