import Testing
import ModelValidation
@testable import ModelValidationSchema

/// Soundness, validator by validator: every value the engine accepts for an attribute is in the
/// set the exporter writes for it. Each rule set is run by the engine on every sample value.
struct RuleEffectValidatorsTests {
    static let ruleSets: [(name: String, rules: [Rule])] = [
        ("required", [Rule(["a"], "required")]),
        ("required strict", [Rule(["a"], "required", ["strict": true])]),
        ("required requiredValue", [Rule(["a"], "required", ["requiredValue": 1])]),
        ("required requiredValue strict", [Rule(["a"], "required", ["requiredValue": "1", "strict": true])]),
        ("required isEmpty null", [Rule(["a"], "required", isEmpty: .null)]),
        ("string", [Rule(["a"], "string")]),
        ("string min max", [Rule(["a"], "string", ["min": 3, "max": 5])]),
        ("string length", [Rule(["a"], "string", ["length": 4])]),
        ("string length list", [Rule(["a"], "string", ["length": [2, 4]])]),
        ("string not strict", [Rule(["a"], "string", ["max": 2, "strict": false])]),
        ("string 8bit", [Rule(["a"], "string", ["min": 2, "max": 3, "encoding": "8bit"])]),
        ("string UTF-16", [Rule(["a"], "string", ["min": 2, "max": 3, "encoding": "UTF-16"])]),
        ("string not skipping", [Rule(["a"], "string", ["min": 1], skipOnEmpty: false)]),
        ("string trimmed emptiness", [Rule(["a"], "string", ["min": 3], isEmpty: .trimmed)]),
        ("integer", [Rule(["a"], "integer", ["min": 13, "max": 130])]),
        ("number", [Rule(["a"], "number", ["min": "0.5"])]),
        ("number allowArray", [Rule(["a"], "number", ["allowArray": true, "max": 100])]),
        ("integer custom pattern", [Rule(["a"], "integer", ["integerPattern": "/^\\d{2}$/"])]),
        ("integer string bound", [Rule(["a"], "integer", ["max": "100"])]),
        ("boolean", [Rule(["a"], "boolean")]),
        ("boolean strict", [Rule(["a"], "boolean", ["strict": true])]),
        ("boolean true false", [Rule(["a"], "boolean", ["trueValue": true, "falseValue": false])]),
        ("in", [Rule(["a"], "in", ["range": ["user", "admin", "editor"]])]),
        ("in numbers", [Rule(["a"], "in", ["range": [1, "2", .null, 0.5]])]),
        ("in strict", [Rule(["a"], "in", ["range": ["1", 2], "strict": true])]),
        ("in not", [Rule(["a"], "in", ["range": ["abc", 1, .null, true], "not": true])]),
        ("in not strict", [Rule(["a"], "in", ["range": ["abc", 1, false], "not": true, "strict": true])]),
        ("in allowArray", [Rule(["a"], "in", ["range": ["a", "1"], "allowArray": true])]),
        ("match", [Rule(["a"], "match", ["pattern": "/^[a-z]+$/"])]),
        ("match not", [Rule(["a"], "match", ["pattern": "/^[a-z]+$/", "not": true])]),
        ("match caseless", [Rule(["a"], "match", ["pattern": "/^abc$/i"])]),
        ("match unicode", [Rule(["a"], "match", ["pattern": "/^.{1,2}$/u"])]),
        ("match untranslatable", [Rule(["a"], "match", ["pattern": "/\\bab/"])]),
        ("match empty allowed", [Rule(["a"], "match", ["pattern": "/^\\d*$/"], skipOnEmpty: false)]),
        ("email", [Rule(["a"], "email")]),
        ("email allowName", [Rule(["a"], "email", ["allowName": true])]),
        ("email custom", [Rule(["a"], "email", ["pattern": "/^[a-z]+@example\\.com$/"])]),
        ("url", [Rule(["a"], "url")]),
        ("url defaultScheme", [Rule(["a"], "url", ["defaultScheme": "https"])]),
        ("url ftp", [Rule(["a"], "url", ["validSchemes": ["ftp"]])]),
        ("ip", [Rule(["a"], "ip")]),
        ("ip normalize", [Rule(["a"], "ip", ["subnet": .null, "normalize": true])]),
        ("date exact", [Rule(["a"], "date", ["format": "php:Y-m-d", "strictDateFormat": true])]),
        ("date loose", [Rule(["a"], "date", ["format": "php:Y-m-d"])]),
        ("date timestamp", [Rule(["a"], "date", ["format": "php:Y-m-d", "strictDateFormat": true, "timestampAttribute": "a"])]),
        ("compare number", [Rule(["a"], "compare", ["compareValue": 18, "operator": ">=", "compareType": "number"])]),
        ("compare number equal", [Rule(["a"], "compare", ["compareValue": "5", "compareType": "number"])]),
        ("compare number not", [Rule(["a"], "compare", ["compareValue": 1, "operator": "!=", "compareType": "number"])]),
        ("compare string", [Rule(["a"], "compare", ["compareValue": "abc"])]),
        ("compare numeric string", [Rule(["a"], "compare", ["compareValue": 12])]),
        ("compare identical", [Rule(["a"], "compare", ["compareValue": "1", "operator": "==="])]),
        ("compare not equal", [Rule(["a"], "compare", ["compareValue": "user", "operator": "!="])]),
        ("compare less", [Rule(["a"], "compare", ["compareValue": "m", "operator": "<"])]),
        ("compare attribute", [Rule(["a"], "compare", ["compareAttribute": "b"])]),
        ("uppercase", [Rule(["a"], "uppercase", ["min": 2])]),
        ("minLength", [Rule(["a"], "minLength", ["min": 3])]),
        ("maxLength", [Rule(["a"], "maxLength", ["max": 2])]),
        ("equals", [Rule(["a"], "equals", ["value": "yes"])]),
        ("equals loose", [Rule(["a"], "equals", ["value": 1, "strict": false])]),
        ("notEquals", [Rule(["a"], "notEquals", ["value": "password"])]),
        ("notEquals number", [Rule(["a"], "notEquals", ["value": 1])]),
        ("empty", [Rule(["a"], "empty")]),
        ("notEmpty", [Rule(["a"], "notEmpty")]),
        ("default then in", [Rule(["a"], "default", ["value": "user"]), Rule(["a"], "in", ["range": ["user", "admin"]], skipOnEmpty: false)]),
        ("default outside", [Rule(["a"], "default", ["value": "x"]), Rule(["a"], "in", ["range": ["user"]], skipOnEmpty: false)]),
        ("trim then string", [Rule(["a"], "trim"), Rule(["a"], "string", ["min": 2, "max": 3])]),
        ("required trim string", [Rule(["a"], "required"), Rule(["a"], "trim"), Rule(["a"], "string", ["min": 2])]),
        ("trim then required", [Rule(["a"], "trim"), Rule(["a"], "required")]),
        ("trim chars", [Rule(["a"], "trim", ["chars": "a"]), Rule(["a"], "string", ["min": 2], skipOnEmpty: false)]),
        ("trim arrays", [Rule(["a"], "trim", ["skipOnArray": false]), Rule(["a"], "each", ["rule": ["type": "string", "min": 2]])]),
        ("filter then integer", [Rule(["a"], "filter", ["filter": "intval"]), Rule(["a"], "integer", ["min": 5])]),
        ("integer then filter", [Rule(["a"], "integer", ["min": 5]), Rule(["a"], "filter", ["filter": "strtoupper"])]),
        ("when", [Rule(["a"], "string", ["max": 1], when: .attribute("b", equals: "x"))]),
        ("each", [Rule(["a"], "each", ["rule": ["type": "integer", "min": 2]])]),
        ("each required", [Rule(["a"], "each", ["rule": ["type": "required"]])]),
        ("each trim", [Rule(["a"], "each", ["rule": ["type": "trim"]]), Rule(["a"], "each", ["rule": ["type": "string", "max": 1]])]),
        ("each inactive", [Rule(["a"], "each", ["rule": ["type": "integer", "on": "other"]])]),
        ("allOf", [Rule(["a"], "allOf", ["validators": [["type": "trim"], ["type": "string", "max": 3]]])]),
        ("allOf plain", [Rule(["a"], "allOf", ["validators": [["type": "string"], ["type": "match", "pattern": "/^a/"]]])]),
        ("anyOf", [Rule(["a"], "anyOf", ["validators": [["type": "integer"], ["type": "email"]]])]),
        ("not", [Rule(["a"], "not", ["validator": ["type": "integer"]])]),
        ("conditional", [Rule(["a"], "conditional", ["if": ["type": "integer"], "then": ["type": "integer", "max": 20],
                                                    "else": ["type": "string", "max": 3]])]),
        ("safe", [Rule(["a"], "safe")]),
    ]

    @Test(arguments: ruleSets.map(\.name))
    func everyValueTheEngineAcceptsIsInTheSet(_ name: String) throws {
        let rules = try #require(Self.ruleSets.first { $0.name == name }).rules
        let accepted = try SchemaTesting.accepted(rules).set
        for value in SchemaTesting.samples where try SchemaTesting.engineAccepts(rules, value: value, attributes: ["a", "b"]) {
            #expect(accepted.mayContain(value), "\(name): the engine accepts \(JSONWriter.string(value))")
        }
    }

    /// The sets are not just "anything": each rule set rejects what it should.
    @Test(arguments: [
        ("required", [AttributeValue.null, "", " ", .array([])]),
        ("string min max", [1, "ab", "abcdef", ["x"]]),
        ("integer", [12, 131, 1.5, "abc", true]),
        ("boolean", ["yes", 2, ["1"]]),
        ("in", ["root", 1, false]),
        ("in not", ["abc", 1, true]),
        ("match", ["Abc", "ab1", ["a"]]),
        ("match not", ["abc"]),
        ("email", ["john@example", "john", 5]),
        ("url", ["example.com", "ftp://example.com"]),
        ("date exact", [5, true, ["2024-01-05"]]),
        ("compare number", [17, 17.5, false]),
        ("compare string", ["abd", 5, true]),
        ("compare not equal", ["user"]),
        ("uppercase", ["A", 5]),
        ("empty", ["a", 0, false]),
        ("notEmpty", [.null, " ", .object([:])]),
        ("default outside", ["admin"]),
        ("required trim string", ["a", .null]),
        ("each", ["1", [1], ["x"]]),
        ("anyOf", [true, 1.5, ["x"]]),
    ] as [(String, [AttributeValue])])
    func setsRejectWhatTheEngineRejects(_ name: String, _ rejected: [AttributeValue]) throws {
        let rules = try #require(Self.ruleSets.first { $0.name == name }).rules
        let accepted = try SchemaTesting.accepted(rules).set
        for value in rejected {
            #expect(!(try SchemaTesting.engineAccepts(rules, value: value)), "\(name): the engine rejects \(JSONWriter.string(value))")
            #expect(!accepted.mayContain(value), "\(name): the set excludes \(JSONWriter.string(value))")
        }
    }

    /// `===` tells `1` from `1.0`, JSON Schema does not: a strict comparison with a whole number
    /// is listed as a gap (a number with a fraction is exact, a loose comparison is not affected).
    @Test(arguments: [
        (Rule(["a"], "notEquals", ["value": 1]),
         ["=== tells 1 from 1.0 and JSON Schema does not, so numbers equal to 1 are not excluded"]),
        (Rule(["a"], "in", ["range": [2, "x", 3.0], "not": true, "strict": true]),
         ["=== tells 2 from 2.0 and JSON Schema does not, so numbers equal to 2 or 3.0 are not excluded"]),
        (Rule(["a"], "in", ["range": [1, "x"], "strict": true]),
         ["=== tells 1 from 1.0 and JSON Schema does not, so numbers equal to 1 pass whatever their type"]),
        (Rule(["a"], "equals", ["value": 2.0]),
         ["=== tells 2.0 from 2 and JSON Schema does not, so numbers equal to 2.0 pass whatever their type"]),
        (Rule(["a"], "boolean", ["trueValue": 1, "falseValue": 0, "strict": true]),
         ["=== tells 1 from 1.0 and JSON Schema does not, so numbers equal to 1 or 0 pass whatever their type"]),
        (Rule(["a"], "required", ["requiredValue": 1, "strict": true]),
         ["=== tells 1 from 1.0 and JSON Schema does not, so numbers equal to 1 pass whatever their type"]),
        (Rule(["a"], "notEquals", ["value": 1.5]), []),
        (Rule(["a"], "notEquals", ["value": 1, "strict": false]), []),
        (Rule(["a"], "in", ["range": [1], "not": true]), []),
        (Rule(["a"], "boolean", ["strict": true]), []),
    ] as [(Rule, [String])])
    func strictComparisonsWithWholeNumbersAreGaps(_ rule: Rule, _ reasons: [String]) throws {
        #expect(try SchemaTesting.accepted([rule]).gaps.map(\.reason) == reasons)
    }

    @Test func emailDefaultPatternMatchesTheScanner() throws {
        let samples = ["john@example.com", "john.doe+x@mail.example.org", "o'neil@example.co.uk", "a@b.c",
                       "john@example", "john@@example.com", "john doe@example.com", ".john@example.com",
                       "john.@example.com", "john@-example.com", "john@example-.com", "john@exa_mple.com",
                       "John <john@example.com>", "jöhn@example.com", "john@example.com.", "x@y.z-w",
                       String(repeating: "a", count: 65) + "@example.com", "a@" + String(repeating: "b", count: 250) + ".com"]
        let rules = [Rule(["a"], "email")]
        let accepted = try SchemaTesting.accepted(rules).set
        for sample in samples where try SchemaTesting.engineAccepts(rules, value: .string(sample)) {
            #expect(accepted.mayContain(.string(sample)), "\(sample)")
        }
        for sample in ["john@example", String(repeating: "a", count: 65) + "@example.com", "a@" + String(repeating: "b", count: 250) + ".com"] {
            #expect(!accepted.mayContain(.string(sample)), "\(sample)")
        }
    }
}
