import Testing
@testable import ModelValidationValues

/// PHP 8's loose comparison: `==` and `<=>`.
struct PHPSemanticsCompareTests {
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

    @Test func equalBytesAreLooselyEqualWithoutParsing() {
        #expect(PHPSemantics.looseEquals("1e3", "1e3"))
        #expect(PHPSemantics.looseEquals("1e3", "1000"))
        #expect(PHPSemantics.looseEquals(" 1", "1"))
        #expect(PHPSemantics.looseEquals("abc", "abc"))
        #expect(!PHPSemantics.looseEquals("abc", "abd"))
        #expect(PHPSemantics.looseEquals("99999999999999999999", "99999999999999999999"))
    }

    /// Two strings with `<=>`: as numbers when both are numeric, else byte by byte; integers
    /// overflowing to the same side with the same double are compared as text.
    @Test(arguments: [
        ("10", "9", 1),
        ("10", "9a", -1),
        ("1e1", "10", 0),
        (" 1", "1", 0),
        ("abc", "abd", -1),
        ("abc", "ab", 1),
        ("", "0", -1),
        ("é", "z", 1),
        ("9223372036854775808", "9223372036854775809", -1),
        ("9223372036854775809", "9223372036854775808", 1),
        ("9223372036854775808", "1", 1),
        ("-9223372036854775809", "1", -1),
        ("1e400", "2e400", -1),
    ])
    func compareStrings(a: String, b: String, expected: Int) {
        #expect(PHPSemantics.compareStrings(a, b) == expected)
        #expect(PHPSemantics.stringsEqual(a, b) == (expected == 0))
    }

    @Test func byteCompareIsStrcmp() {
        #expect(PHPSemantics.byteCompare("a", "ab") == -1)
        #expect(PHPSemantics.byteCompare("b", "ab") == 1)
        #expect(PHPSemantics.byteCompare("", "") == 0)
        #expect(PHPSemantics.byteCompare("\u{E9}", "e\u{301}") == 1)
        #expect(PHPSemantics.byteCompare("10", "9") == -1)
    }
}
