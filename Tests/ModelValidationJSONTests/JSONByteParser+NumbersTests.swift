import Testing
import ModelValidationValues
@testable import ModelValidationJSON

/// Numbers: integers that fit in 64 bits stay integers, the rest become doubles, exactly on the
/// fast path and correctly rounded on the slow one; and every number the reader rejects.
struct JSONByteParserNumbersTests {
    typealias Rejection = JSONByteParserTests.Rejection

    static let rejections: [Rejection] = [
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

    @Test(arguments: rejections)
    func rejects(_ rejection: Rejection) {
        JSONByteParserTests.expectRejected(rejection)
    }

    @Test(arguments: [
        ("0", .int(0)),
        ("-0", .int(0)),
        ("42", .int(42)),
        ("-42", .int(-42)),
        ("9223372036854775807", .int(Int.max)),
        ("-9223372036854775808", .int(Int.min)),
        ("9223372036854775808", .double(9_223_372_036_854_775_808.0)),
        ("-9223372036854775809", .double(-9_223_372_036_854_775_809.0)),
        ("123456789012345678901234567890", .double(1.2345678901234568e29)),
        ("1.0", .double(1.0)),
        ("1000.0", .double(1000.0)),
        ("1e2", .double(100.0)),
        ("1E2", .double(100.0)),
        ("1e+2", .double(100.0)),
        ("1e-2", .double(0.01)),
        ("0.1", .double(0.1)),
        ("-2.5", .double(-2.5)),
        ("0e0", .double(0.0)),
        ("0.30000000000000004", .double(0.30000000000000004)),
        ("1.7976931348623157e308", .double(Double.greatestFiniteMagnitude)),
        ("5e-324", .double(Double.leastNonzeroMagnitude)),
        ("1e-400", .double(0.0)),
        ("9007199254740993", .int(9_007_199_254_740_993)),
        ("18446744073709551616", .double(18_446_744_073_709_551_616)),
        ("1E+2", .double(100)),
        ("123.456e-2", .double(1.23456)),
        ("-2.5e-3", .double(-0.0025)),
        ("12345678901234567890123", .double(1.2345678901234568e22)),
        ("1e-99999", .double(0)),
    ] as [(String, AttributeValue)])
    func reads(text: String, expected: AttributeValue) throws {
        #expect(try JSONReader.parse(text) == expected)
    }

    @Test func negativeZeroDoubleKeepsItsSign() throws {
        let value = try JSONReader.parse("-0.0")
        #expect(value.doubleValue?.sign == .minus)
        #expect(value.doubleValue == 0.0)
    }

    /// Numbers on the fast and the slow path agree with the standard library's conversion.
    @Test(arguments: [
        "1e22", "1e23", "9007199254740992.0", "9007199254740993.0", "123.456e-10", "4.9e-324",
        "2.2250738585072014e-308", "1.5e300", "0.000001", "3.141592653589793238462643383279",
        "18446744073709551615.5", "1e-22", "1e-23", "-7.0e-10", "12345678901234567890e-10",
    ])
    func doublesAreCorrectlyRounded(text: String) throws {
        #expect(try JSONReader.parse(text) == .double(Double(text)!))
    }

    @Test func megabyteNumbers() throws {
        let digits = String(repeating: "1", count: 1_000_000)
        #expect(throws: JSONParseError(reason: "number out of range", offset: 0, line: 1, column: 1)) {
            try JSONReader.parse(digits)
        }
        #expect(try JSONReader.parse("0." + digits) == .double(0.1111111111111111))
        #expect(try JSONReader.parse("[" + String(repeating: "1,", count: 500_000) + "1]").arrayValue?.count == 500_001)
    }
}
