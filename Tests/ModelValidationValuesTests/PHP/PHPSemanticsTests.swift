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
