import Testing
@testable import ModelValidationValues

/// PHP 8's numeric strings and its casts to `float` and `int`.
struct PHPSemanticsNumbersTests {
    static let numericStringCases: [(String, Bool)] = [
        ("1", true),
        (" 1", true),
        ("1 ", true),
        (" \t\n\r\u{0B}\u{0C}1e3 ", true),
        ("1e3", true),
        (".5", true),
        ("5.", true),
        ("-0", true),
        ("+5", true),
        ("012", true),
        ("1.5e-3", true),
        ("1234567890123456789012345", true),
        ("", false),
        (" ", false),
        ("abc", false),
        ("0x1A", false),
        ("0b11", false),
        ("1_000", false),
        ("1,5", false),
        ("1e", false),
        (".", false),
        ("INF", false),
        ("\u{00A0}12", false),
        ("１２", false),
        ("12abc", false),
        ("--1", false),
    ]

    @Test(arguments: numericStringCases)
    func numericStrings(text: String, isNumeric: Bool) {
        #expect(PHPSemantics.isNumericString(text) == isNumeric)
    }

    static let floatCastCases: [(AttributeValue, Double)] = [
        (AttributeValue.string("12abc"), 12.0),
        ("abc", 0),
        (" 1.5", 1.5),
        (true, 1),
        (nil, 0),
        (["x"], 1),
        ([], 0),
        ("1e3", 1000),
        (".5", 0.5),
        ("5.", 5),
        ("-2.5e1x", -25),
        (7, 7),
    ]

    @Test(arguments: floatCastCases)
    func floatCast(value: AttributeValue, expected: Double) {
        #expect(PHPSemantics.toDouble(value) == expected)
    }

    @Test(arguments: ["-0", "-00", " -0", "\n-0", "-0abc", "-0.0", "-0e5", "-.0"])
    func floatCastKeepsTheSignOfANegativeZero(text: String) {
        let d = PHPSemantics.toDouble(.string(text))
        #expect(d == 0 && d.sign == .minus)
    }

    @Test(arguments: ["0", "+0", " 0", "0abc", "-", "-abc", "a-0"])
    func floatCastGivesAPositiveZeroOtherwise(text: String) {
        let d = PHPSemantics.toDouble(.string(text))
        #expect(d == 0 && d.sign == .plus)
    }

    static let intCastCases: [(AttributeValue, Int)] = [
        (AttributeValue.string("12abc"), 12),
        ("0x1A", 0),
        ("1e3", 1000),
        (" 42", 42),
        ("1.9", 1),
        ("-1.9", -1),
        ("99999999999999999999", Int.max),
        ("-99999999999999999999", Int.min),
        ("9223372036854775807", Int.max),
        ("-9223372036854775808", Int.min),
        (1e20, 7766279631452241920),
        (.double(.nan), 0),
        (-3.7, -3),
        (true, 1),
        (nil, 0),
        (["a"], 1),
        ("1e400", 0),
    ]

    @Test(arguments: intCastCases)
    func intCast(value: AttributeValue, expected: Int) {
        #expect(PHPSemantics.toInt(value) == expected)
    }

    /// What a numeric string stands for: an integer without a fraction or an exponent that fits
    /// in 64 bits, a double otherwise (with the side an integer overflowed to).
    @Test(arguments: [
        ("42", PHPSemantics.Number.int(42)),
        (" -7 ", .int(-7)),
        ("+3", .int(3)),
        ("007", .int(7)),
        ("9223372036854775807", .int(Int.max)),
        ("-9223372036854775808", .int(Int.min)),
        ("9223372036854775808", .double(9_223_372_036_854_775_808, overflow: 1)),
        ("-9223372036854775809", .double(-9_223_372_036_854_775_808, overflow: -1)),
        ("5.", .double(5, overflow: 0)),
        (".5", .double(0.5, overflow: 0)),
        ("-.5e1", .double(-5, overflow: 0)),
        ("1E3", .double(1000, overflow: 0)),
        ("1e+2", .double(100, overflow: 0)),
        ("1e400", .double(.infinity, overflow: 0)),
    ])
    func wholeNumericStrings(text: String, number: PHPSemantics.Number) {
        #expect(PHPSemantics.parseNumber(text, allowTrailingData: false) == number)
        #expect(PHPSemantics.parseNumber(text, allowTrailingData: true) == number)
    }

    /// With trailing data allowed (PHP's casts), the longest numeric prefix counts; an `e` with
    /// no digits after it is trailing data, not an exponent.
    @Test(arguments: [
        ("12abc", PHPSemantics.Number?.some(.int(12))),
        ("1e", .int(1)),
        ("1e+", .int(1)),
        ("2.5x", .double(2.5, overflow: 0)),
        ("3 4", .int(3)),
        ("abc", nil),
        (".", nil),
        ("-", nil),
        ("", nil),
        ("0x1A", .int(0)),
    ])
    func leadingNumericPrefixes(text: String, number: PHPSemantics.Number?) {
        #expect(PHPSemantics.parseNumber(text, allowTrailingData: true) == number)
        #expect(PHPSemantics.parseNumber(text, allowTrailingData: false) == nil)
    }

    /// Every string of up to four bytes drawn from the bytes a numeric string is made of (and
    /// two it is not) is a whole numeric string exactly when PHP's grammar, written as a
    /// pattern, matches it; and the test of its first and last bytes never refuses one.
    @Test func wholeNumericStringsFollowTheGrammar() throws {
        let grammar = try Regex("^[ \\t\\n\\r\\x{0B}\\x{0C}]*[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+-]?[0-9]+)?[ \\t\\n\\r\\x{0B}\\x{0C}]*$")
        let alphabet = ["0", "5", ".", "-", "+", "e", " ", "\t", "x", "é"]
        var strings = [""]
        var frontier = [""]
        for _ in 1...4 {
            frontier = frontier.flatMap { prefix in alphabet.map { prefix + $0 } }
            strings += frontier
        }
        var numeric = 0
        for text in strings {
            let whole = text.wholeMatch(of: grammar) != nil
            #expect((PHPSemantics.parseNumber(text, allowTrailingData: false) != nil) == whole, "\(text.debugDescription)")
            let ends = Array(text.utf8).withUnsafeBufferPointer { PHPSemantics.endsAllowNumber($0, allowTrailingData: false) }
            #expect(!whole || ends, "\(text.debugDescription)")
            if whole { numeric += 1 }
        }
        #expect(strings.count == 11_111 && numeric == 630)
    }

    @Test func numericWhitespaceIsTheSixASCIISpaces() {
        #expect((0...255).filter { PHPSemantics.isNumericWhitespace(UInt8($0)) } == [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20])
    }
}
