import Testing
@testable import ModelValidationPatterns

/// The `match` cases of the Yii2 conformance file, reduced to (pattern, subject, whether the
/// pattern matches). Non-string scalars are stringified as PHP does; `not` rules are inverted.
struct PCREPatternConformanceTests {
    static let cases: [(id: String, pattern: String, subject: String, matches: Bool)] = [
        ("yii.match.001", "/^[a-zA-Z0-9](\\.)?([^\\/]*)$/m", "b.4", true),
        ("yii.match.005", "/^[a-zA-Z0-9](\\.)?([^\\/]*)$/m", "b./", false),
        ("yii.match.009", "/^[a-zA-Z0-9]+$/", "abc", true),
        ("sys.matrix.match-digits.str-0", "/^\\d+$/", "0", true),
        ("sys.matrix.match-digits.str-01", "/^\\d+$/", "01", true),
        ("sys.matrix.match-digits.str-1.0", "/^\\d+$/", "1.0", false),
        ("sys.matrix.match-digits.str-space-1", "/^\\d+$/", " 1", false),
        ("sys.matrix.match-digits.str-1-space", "/^\\d+$/", "1 ", false),
        ("sys.matrix.match-digits.int-1", "/^\\d+$/", "1", true),
        ("sys.matrix.match-digits.int-max", "/^\\d+$/", "9223372036854775807", true),
        ("sys.matrix.match-digits.str-1.5", "/^\\d+$/", "1.5", false),
        ("sys.matrix.match-digits.str-1e3", "/^\\d+$/", "1e3", false),
        ("sys.matrix.match-digits.str-1E3", "/^\\d+$/", "1E3", false),
        ("sys.matrix.match-digits.str-pad-12", "/^\\d+$/", " 12 ", false),
        ("sys.matrix.match-digits.str-12-newline", "/^\\d+$/", "12\n", false), // deviation: Yii accepts it
        ("sys.matrix.match-digits.str-hex", "/^\\d+$/", "0x1A", false),
        ("sys.matrix.match-digits.str-bin", "/^\\d+$/", "0b11", false),
        ("sys.matrix.match-digits.str-minus5", "/^\\d+$/", "-5", false),
        ("sys.matrix.match-digits.str-5dot", "/^\\d+$/", "5.", false),
        ("sys.matrix.match-digits.str-dot5", "/^\\d+$/", ".5", false),
        ("sys.matrix.match-digits.str-comma", "/^\\d+$/", "1,5", false),
        ("sys.matrix.match-digits.str-false", "/^\\d+$/", "false", false),
        ("sys.matrix.match-digits.cjk", "/^\\d+$/", "日本語", false),
        ("sys.matrix.match-digits.umlaut", "/^\\d+$/", "Äpfel", false),
        ("sys.matrix.match-digits.emoji", "/^\\d+$/", "😀", false),
        ("sys.matrix.match-digits.nbsp-12", "/^\\d+$/", "\u{A0}12\u{A0}", false),
        ("sys.matrix.match-digits.fullwidth-12", "/^\\d+$/", "１２", false),
        ("sys.matrix.match-digits.arabic-12", "/^\\d+$/", "١٢", false),
        ("sys.matrix.match-digits.str-NAN", "/^\\d+$/", "NAN", false),
        ("sys.matrix.match-digits.str-neg0", "/^\\d+$/", "-0", false),
        ("sys.matrix.match-digits.email-like", "/^\\d+$/", "user@example.com", false),
        ("sys.matrix.match-digits.ip-like", "/^\\d+$/", "192.168.0.1", false),
        ("sys.match.002", "/^\\d+$/", "12\r\n", false),
        ("sys.match.003", "/^\\d+$/", "\n12", false),
        ("sys.match.004", "/^\\d+$/", "12", true),
        ("sys.match.007", "/^\\d+$/D", "12\n", false),
        ("sys.match.008", "/^\\d+$/D", "12", true),
        ("sys.match.009", "/^\\d+\\z/", "12\n", false),
        ("sys.match.010", "/^[a-z]+$/i", "ABC", true),
        ("sys.match.011", "/^[a-z]+$/i", "abc1", false),
        ("sys.match.012", "/^\\w+$/", "äöü", false),
        ("sys.match.013", "/^\\w+$/", "abc_1", true),
        ("sys.match.014", "/^\\w+$/u", "äöü", true),
        ("sys.match.015", "/^\\w+$/u", "日本", true),
        ("sys.match.018", "/^.$/u", "😀", true),
        ("sys.match.019", "/^\\p{Lu}/u", "Äbc", true),
        ("sys.match.020", "/^\\p{Lu}/u", "abc", false),
        ("sys.match.021", "#^a/b$#", "a/b", true),
        ("sys.match.022", "~^\\s*$~", "   ", true),
        ("sys.match.023", "~^\\s*$~", "\u{A0}", false),
        ("sys.match.025", "/^(?!admin$).+$/", "administrator", true),
        ("sys.match.028", "/^\\d+$/", "abc", false),
        ("sys.match.030", "/^(a+)+$/", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab", false),
    ]

    @Test(arguments: cases)
    func matchesLikeYii(id: String, pattern: String, subject: String, matches: Bool) throws {
        let compiled = try PCREPattern(pattern)
        #expect(compiled.matches(subject) == matches, "\(id)")
    }

    @Test func missingDelimiterIsAConfigurationError() {
        #expect(throws: PatternError(reason: "delimiter must not be alphanumeric, backslash, or NUL")) {
            try PCREPattern("not a regex")
        }
    }
}
