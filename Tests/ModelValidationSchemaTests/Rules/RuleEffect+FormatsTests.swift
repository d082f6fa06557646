import Testing
import ModelValidation
@testable import ModelValidationSchema

/// What `email`, `url`, `ip`, `date`, `compare` and `match` leave out, exactly.
struct RuleEffectFormatsTests {
    static let gaps: [(Rule, [String])] = [
        (Rule(["a"], "email"), []),
        (Rule(["a"], "email", ["allowName": true, "enableIDN": true]), ["with allowName and enableIDN, only the type is expressed"]),
        (Rule(["a"], "email", ["pattern": "/\\bx/"]), ["its pattern /\\bx/ has no exact ECMA-262 form"]),
        (Rule(["a"], "url"), []),
        (Rule(["a"], "url", ["enableIDN": true]), ["with enableIDN, only the type and the length limit are expressed"]),
        (Rule(["a"], "ip"), ["only the type is expressed: the address syntax, subnets and ranges are not"]),
        (Rule(["a"], "date", ["format": "php:Y-m-d", "strictDateFormat": true]), []),
        (Rule(["a"], "date", ["format": "php:Y-m-d", "strictDateFormat": true, "max": "2030-01-01"]), ["the min and max dates are not expressed"]),
        (Rule(["a"], "date", ["max": 5]), ["only the types are expressed: the date format and limits are not"]),
        (Rule(["a"], "time"), ["only the types are expressed: the date format is not"]),
        (Rule(["a"], "compare", ["compareValue": 3, "operator": "<", "compareType": "number"]), ["strings are compared by their leading number, which is not expressed"]),
        (Rule(["a"], "compare", ["compareValue": "b", "operator": ">="]), ["ordering as PHP compares strings is not expressed"]),
        (Rule(["a"], "compare", ["compareValue": "b"]), []),
        (Rule(["a"], "compare"), ["compares with another attribute (a_repeat)"]),
        (Rule(["a"], "match", ["pattern": "/^[a-z]+$/"]), []),
        (Rule(["a"], "match", ["pattern": "/\\bab/"]), ["its pattern /\\bab/ has no exact ECMA-262 form (a word boundary (\\b, \\B))"]),
    ]

    @Test(arguments: gaps)
    func leavesOut(_ rule: Rule, _ reasons: [String]) throws {
        #expect(try SchemaTesting.accepted([rule]).gaps.map(\.reason) == reasons)
    }

    static let yearMonthDay = Rule(["a"], "date", ["format": "php:Y-m-d", "strictDateFormat": true], skipOnEmpty: false)

    /// The year 0000 passes the engine (as PHP's), and a `format: "date"` check in Python's
    /// jsonschema would refuse it: the schema writes a pattern, and no `format`.
    @Test func aStrictYearMonthDayIsAPatternThatTakesTheYearZero() throws {
        let property = try SchemaTesting.property([Rule(["a"], "required"), Self.yearMonthDay])
        #expect(property.objectValue?["format"] == nil)
        let pattern = try #require(property.objectValue?["pattern"]?.stringValue)
        #expect(JSONWriter.string(property) == #"{"type":"string","pattern":"# + JSONWriter.string(.string(pattern)) + "}")
        #expect(pattern == SchemaPattern.yearMonthDay.ecmaScript && SchemaPattern.yearMonthDay.engine != nil)
        let accepted = try SchemaTesting.accepted([Self.yearMonthDay]).set
        for date in ["0000-01-01", "0000-02-29", "2000-02-29", "9999-12-31"] {
            #expect(try SchemaTesting.engineAccepts([Self.yearMonthDay], value: .string(date)), "\(date)")
            #expect(accepted.mayContain(.string(date)), "\(date)")
        }
    }

    /// The pattern holds exactly where the engine accepts: every month and day number from 00 to
    /// 39 in years around each leap rule, the 29th of February in every year, malformed dates.
    @Test func theDatePatternMatchesTheEngine() throws {
        let pattern = try #require(SchemaPattern.yearMonthDay.engine)
        func agrees(_ date: String) throws {
            #expect(pattern.matches(date) == (try SchemaTesting.engineAccepts([Self.yearMonthDay], value: .string(date))), "\(date)")
        }
        func digits(_ n: Int, _ width: Int) -> String {
            let text = String(n)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        for year in [0, 1, 4, 100, 400, 1900, 1970, 2000, 2023, 2024, 9999] {
            for month in 0...13 {
                for day in 0...39 { try agrees("\(digits(year, 4))-\(digits(month, 2))-\(digits(day, 2))") }
            }
        }
        for year in 0...9999 { try agrees("\(digits(year, 4))-02-29") }
        for date in ["2024-1-05", "2024-01-5", "24-01-05", "02024-01-05", "+2024-01-05", "-2024-01-05", " 2024-01-05",
                     "2024-01-05 ", "2024-01-05\n", "2024/01/05", "2024-01-05T00:00", "２０２４-01-05"] {
            try agrees(date)
        }
    }

    /// A date rule that writes its own timestamp lets that timestamp through: any integer, or
    /// with timestampAttributeFormat a value in that format (only the types are expressed then).
    @Test func aRuleThatWritesItsOwnTimestampLetsItThrough() throws {
        let plain = Rule(["a"], "date", ["format": "php:Y-m-d", "strictDateFormat": true, "timestampAttribute": "a"])
        #expect(try SchemaTesting.engineAccepts([plain], value: 1704412800))
        #expect(try SchemaTesting.accepted([plain]).set.mayContain(1704412800))
        let formatted = Rule(["a"], "date", ["format": "php:Y-m-d", "strictDateFormat": true, "timestampAttribute": "a",
                                             "timestampAttributeFormat": "php:d.m.Y"])
        let read = try SchemaTesting.accepted([formatted])
        for value: AttributeValue in ["05.01.2024", "2024-01-05"] {
            #expect(try SchemaTesting.engineAccepts([formatted], value: value), "\(value)")
            #expect(read.set.mayContain(value), "\(value)")
        }
        #expect(read.gaps.map(\.reason) == ["only the types are expressed: the date format is not"])
    }

    @Test func urlPatternsUseTheSchemes() throws {
        #expect(JSONWriter.string(try SchemaTesting.property([Rule(["a"], "url", ["validSchemes": ["ftp"]], skipOnEmpty: false)]))
            == #"{"type":"string","maxLength":1999,"pattern":"^[Ff][Tt][Pp]:\\/\\/[0-9A-Za-z][\\-0-9A-Z_a-z]*(?:\\.[0-9A-Za-z][\\-0-9A-Z_a-z]*)+(?::[0-9]{1,5})?(?:\\n?$|[#/?])"}"#)
    }

    @Test func urlPatternMatchesTheScanner() throws {
        let rules = [Rule(["a"], "url", skipOnEmpty: false)]
        let accepted = try SchemaTesting.accepted(rules).set
        for sample in ["http://example.com", "HTTPS://EXAMPLE.COM/x", "http://a.b:8080?x", "http://a.b:123456", "http://a_b.c#f",
                       "http://-a.b", "http://a.b.", "http://localhost", "ftp://a.b", "http//a.b", "http://a.b x", "http://ä.b"] {
            let engine = try SchemaTesting.engineAccepts(rules, value: .string(sample))
            #expect(accepted.mayContain(.string(sample)) == engine, "\(sample)")
        }
    }
}
