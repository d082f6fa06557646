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
