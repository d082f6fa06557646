import Testing
@testable import ModelValidationValues

/// PHP 8 conversions and comparisons; tables follow the `message`, `compare`, `in`, `boolean`
/// and `required` groups of the conformance vectors.
struct PHPSemanticsTests {
    static let stringCastCases: [(AttributeValue, String)] = [
        (AttributeValue.null, ""),
        (true, "1"),
        (false, ""),
        (42, "42"),
        (-7, "-7"),
        ("s", "s"),
        (1.0, "1"),
        (1.5, "1.5"),
        (1e20, "1.0E+20"),
        (1e-7, "1.0E-7"),
        (.double(0.1 + 0.2), "0.3"),
        (-0.0, "-0"),
        (123456789012345678.0, "1.2345678901235E+17"),
        (1e14, "1.0E+14"),
        (1e13, "10000000000000"),
        (0.0001, "0.0001"),
        (0.00001, "1.0E-5"),
        (-1.5e-10, "-1.5E-10"),
        (100000000000005.0, "1.0E+14"),
        (100000000000015.0, "1.0000000000002E+14"),
        (0.1, "0.1"),
        (.double(1.0 / 3.0), "0.33333333333333"),
        (.double(2.0 / 3.0), "0.66666666666667"),
        (.double(.infinity), "INF"),
        (.double(-.infinity), "-INF"),
        (.double(.nan), "NAN"),
        (.double(.leastNonzeroMagnitude), "4.9406564584125E-324"),
        (9007199254740993.0, "9.007199254741E+15"),
    ]

    @Test(arguments: stringCastCases)
    func stringCast(value: AttributeValue, expected: String) {
        #expect(PHPSemantics.string(value) == expected)
    }

    @Test func arraysHaveNoStringForm() {
        #expect(PHPSemantics.string(["x"]) == nil)
        #expect(PHPSemantics.messageString(["k": "v"]) == "array()")
        #expect(PHPSemantics.messageString(nil) == "")
    }

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

    static let looseEqualityCases: [(AttributeValue, AttributeValue, Bool)] = [
        (AttributeValue.string("1e1"), AttributeValue.string("10"), true),
        ("abc", 0, false),
        (nil, 0, true),
        (nil, false, true),
        (nil, "", true),
        (nil, "0", false),
        (nil, [], true),
        (true, "a", true),
        (true, "0", false),
        ("1", 1, true),
        ("1 ", "1", true),
        ("01", "1", true),
        ("1.0", "1", true),
        ("-0", "0", true),
        (" 1", "1", true),
        ("1e3", "1", false),
        (" 12 ", "1", false),
        ("0x1A", 26, false),
        (1.0, 1, true),
        (18449.00001, 18449, false),
        ("18449", 18449, true),
        (false, 18449, false),
        ("abc", "ABC", false),
        (1e20, "1.0E+20", true),
        ([1, 2], ["1", "2"], true),
        (["a": 1], ["a": "1"], true),
        ([1], [1, 2], false),
        ([], false, true),
        ("", 0, false),
        ("0", false, true),
        (0.0, "0", true),
        ("9223372036854775808", "9223372036854775809", false),
        ("é", "e\u{301}", false),
    ]

    @Test(arguments: looseEqualityCases)
    func looseEquality(a: AttributeValue, b: AttributeValue, equal: Bool) {
        #expect(PHPSemantics.looseEquals(a, b) == equal)
        #expect(PHPSemantics.looseEquals(b, a) == equal)
    }

    static let spaceshipCases: [(AttributeValue, AttributeValue, Int)] = [
        (AttributeValue.string("10"), AttributeValue.string("9"), 1),
        ("abc", "abd", -1),
        ("abc", "5", 1),
        ("abc", 5, 1),
        (" ", 0, -1),
        (nil, -1, -1),
        (2, 1.5, 1),
        ("1e3", 999, 1),
        ([1], 5, 1),
        ([1], "zzz", 1),
        (nil, "a", -1),
        (true, false, 1),
        ("a", "a", 0),
        ([1, 2], [1, 3], -1),
        ("", "a", -1),
    ]

    @Test(arguments: spaceshipCases)
    func spaceship(a: AttributeValue, b: AttributeValue, expected: Int) {
        #expect(PHPSemantics.compare(a, b) == expected)
        #expect(PHPSemantics.compare(b, a) == -expected)
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

    static let truthinessCases: [(AttributeValue, Bool)] = [
        (AttributeValue.string("0"), false),
        ("", false),
        ("0.0", true),
        (" ", true),
        (0.0, false),
        (-0.0, false),
        ([], false),
        (.object([:]), false),
        (["a"], true),
        (nil, false),
        (1, true),
        ("a", true),
    ]

    @Test(arguments: truthinessCases)
    func truthiness(value: AttributeValue, expected: Bool) {
        #expect(PHPSemantics.toBool(value) == expected)
    }

    @Test func trimming() {
        #expect(PHPSemantics.trim("  hi\n\t\0\u{0B}") == "hi")
        #expect(PHPSemantics.trim("\u{00A0}hi ") == "\u{00A0}hi")
        #expect(PHPSemantics.ltrim("  hi ") == "hi ")
        #expect(PHPSemantics.rtrim("  hi ") == "  hi")
        #expect(PHPSemantics.trim("abcxcba", characters: "a..c") == "x")
        #expect(PHPSemantics.trim("--x--", characters: "-") == "x")
        #expect(PHPSemantics.trim("   ") == "")
        #expect(PHPSemantics.trim("..x..", characters: "..") == "x")
        #expect(PHPCharacterMask("..").hasInvalidRange)
        #expect(!PHPCharacterMask("a..z").hasInvalidRange)
        let long = String(repeating: " ", count: 1_000_000) + "x"
        #expect(PHPSemantics.trim(long) == "x")
    }

    @Test func trimPredicatesAgreeWithTrimming() {
        let custom = PHPCharacterMask("a..c")
        for s in ["", " ", "x", " x", "x ", "a x b", "\0", "abc", "xabcx", "\u{00A0}x", "é ", String(repeating: "a", count: 40) + "!",
                  " \n\r\t\u{0B}\0", "\u{0C}", "\u{00A0}", String(repeating: " ", count: 40)] {
            #expect(PHPSemantics.isTrimmed(s, mask: .whitespace) == (PHPSemantics.trim(s) == s), "\(s)")
            #expect(PHPSemantics.trimsToEmpty(s, mask: .whitespace) == PHPSemantics.trim(s).isEmpty, "\(s)")
            #expect(PHPSemantics.isTrimmed(s, mask: custom) == (PHPSemantics.trim(s, characters: "a..c") == s), "\(s)")
            #expect(PHPSemantics.trimsToEmpty(s, mask: custom) == PHPSemantics.trim(s, characters: "a..c").isEmpty, "\(s)")
        }
    }

    @Test func theWhitespaceMaskIsPHPsDefaultList() {
        #expect(PHPCharacterMask.whitespace == PHPCharacterMask(" \n\r\t\u{0B}\0"))
        #expect((0...255).filter { PHPCharacterMask.whitespace.contains(UInt8($0)) } == [0x00, 0x09, 0x0A, 0x0B, 0x0D, 0x20])
        #expect((0...255).filter { PHPCharacterMask.isWhitespace(UInt8($0)) } == [0x00, 0x09, 0x0A, 0x0B, 0x0D, 0x20])
    }

    @Test func equalBytesAreLooselyEqualWithoutParsing() {
        #expect(PHPSemantics.looseEquals("1e3", "1e3"))
        #expect(PHPSemantics.looseEquals("1e3", "1000"))
        #expect(PHPSemantics.looseEquals(" 1", "1"))
        #expect(PHPSemantics.looseEquals("abc", "abc"))
        #expect(!PHPSemantics.looseEquals("abc", "abd"))
        #expect(PHPSemantics.looseEquals("99999999999999999999", "99999999999999999999"))
    }

    @Test func inArrayLooseAndStrict() {
        #expect(PHPSemantics.inArray("1e1", ["10"], strict: false))
        #expect(PHPSemantics.inArray(true, ["a"], strict: false))
        #expect(PHPSemantics.inArray(nil, [0], strict: false))
        #expect(!PHPSemantics.inArray("abc", [0], strict: false))
        #expect(PHPSemantics.inArray([], ["1", "2", "a"], strict: false) == false)
        #expect(!PHPSemantics.inArray("1", [1, 2, 3], strict: true))
        #expect(!PHPSemantics.inArray(1.0, [1], strict: true))
        #expect(PHPSemantics.inArray(10, [1, 10], strict: true))
        #expect(PHPSemantics.inArray(["a"], [["a"], ["b"]], strict: false))
        #expect(PHPSemantics.isIdentical(["a": 1], .object(["a": 1])))
        #expect(!PHPSemantics.isIdentical("é", "e\u{301}"))
    }
}
