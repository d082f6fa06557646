import Testing
import ModelValidation
@testable import ModelValidationSchema

/// The JSON Schema keywords written for each kind of set, exactly.
struct ValueSetJSONSchemaTests {
    static let examples: [(rules: [Rule], schema: String)] = [
        // Required strings: one type, plain keywords.
        ([Rule(["a"], "required"), Rule(["a"], "string", ["min": 3, "max": 32]), Rule(["a"], "match", ["pattern": "/^[a-z_]+$/"])],
         #"{"type":"string","minLength":3,"maxLength":32,"pattern":"^[_a-z]+\\n?$"}"#),
        // Several patterns: the first as "pattern", the others in "allOf". Numbers pass as PHP
        // prints them: 1e25 is "1.0E+25", which has a capital letter and a digit.
        ([Rule(["a"], "required"), Rule(["a"], "match", ["pattern": "/[A-Z]/"]), Rule(["a"], "match", ["pattern": "/[0-9]/"])],
         #"{"type":["number","string"],"pattern":"[A-Z]","allOf":[{"pattern":"[0-9]"}]}"#),
        ([Rule(["a"], "required"), Rule(["a"], "match", ["pattern": "/[a-z]/"])], #"{"type":"string","pattern":"[a-z]"}"#),
        // Optional: skipOnEmpty lets null, "", [] and {} through.
        ([Rule(["a"], "string", ["min": 3])],
         #"{"type":["string","array","object","null"],"maxItems":0,"maxProperties":0,"anyOf":[{"maxLength":0},{"minLength":3}]}"#),
        // A maximum length holds for "" anyway.
        ([Rule(["a"], "string", ["max": 3])],
         #"{"type":["string","array","object","null"],"maxLength":3,"maxItems":0,"maxProperties":0}"#),
        // integer accepts integer strings too.
        ([Rule(["a"], "required"), Rule(["a"], "integer", ["min": 13, "max": 130])],
         #"{"type":["integer","string"],"minimum":13,"maximum":130,"pattern":"^[+\\-]?[0-9]+\\n?$"}"#),
        // A finite set is an enum; `true` is loosely equal to every non-empty string.
        ([Rule(["a"], "in", ["range": ["user", "admin"]], skipOnEmpty: false)], #"{"enum":["user","admin",true]}"#),
        ([Rule(["a"], "in", ["range": ["user"]], skipOnEmpty: false, isEmpty: nil), Rule(["a"], "required", ["strict": true])],
         #"{"enum":["user",true]}"#),
        ([Rule(["a"], "equals", ["value": "yes"])], #"{"enum":["yes","",null,[],{}]}"#),
        ([Rule(["a"], "equals", ["value": "yes"], skipOnEmpty: false)], #"{"const":"yes"}"#),
        // boolean: the numbers 1 and 0 by enum, strings numeric, both booleans.
        ([Rule(["a"], "boolean", skipOnEmpty: false)],
         #"{"anyOf":[{"type":["string","boolean"],"pattern":"^[\\t-\\r ]*[+\\-]?(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[Ee][+\\-]?[0-9]+)?[\\t-\\r ]*$"},{"enum":[1,0]}]}"#),
        ([Rule(["a"], "boolean", ["strict": true], skipOnEmpty: false)], #"{"enum":["1","0"]}"#),
        // Exclusions are one "not": {"enum"}; a string-only "not" names its type.
        ([Rule(["a"], "in", ["range": ["x", 2], "not": true], skipOnEmpty: false)], #"{"type":["number","string","boolean","array","object","null"],"not":{"enum":[2,"x",true]}}"#),
        ([Rule(["a"], "required"), Rule(["a"], "match", ["pattern": "/^admin$/", "not": true])],
         #"{"type":["number","string","boolean"],"pattern":"[^\\x00\\t\\n\\v\\r ]","allOf":[{"not":{"type":"string","pattern":"^admin(?![\\s\\S])"}}]}"#),
        // Bounds of compare.
        ([Rule(["a"], "compare", ["compareValue": 18, "operator": ">", "compareType": "number"], skipOnEmpty: false)],
         #"{"type":["number","string"],"exclusiveMinimum":18}"#),
        // each: arrays and objects whose elements pass the rule.
        ([Rule(["a"], "required"), Rule(["a"], "each", ["rule": ["type": "integer", "min": 1, "skipOnEmpty": false]])],
         #"{"type":["array","object"],"minItems":1,"items":{"type":["integer","string"],"minimum":1,"pattern":"^[+\\-]?[0-9]+\\n?$"},"minProperties":1,"additionalProperties":{"type":["integer","string"],"minimum":1,"pattern":"^[+\\-]?[0-9]+\\n?$"}}"#),
        // date with php:Y-m-d and strictDateFormat: a pattern of exactly the days of the
        // proleptic Gregorian calendar from 0000-01-01 to 9999-12-31 (no "format").
        ([Rule(["a"], "required"), Rule(["a"], "date", ["format": "php:Y-m-d", "strictDateFormat": true])],
         #"{"type":"string","pattern":"^(?:[0-9]{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)$"}"#),
        // Nothing passes: a maximum below zero, and no skipping.
        ([Rule(["a"], "string", ["max": -1], skipOnEmpty: false)], #"{"not":{}}"#),
        // Nothing constrained.
        ([Rule(["a"], "safe")], #"{}"#),
        // nested: an object whose nested attributes pass their rules, or null (skipped); a key
        // left out holds null.
        ([Rule(["a"], "nested", ["schema": ["attributes": ["x", "y"], "rules": [
            ["attributes": ["x"], "type": "required"], ["attributes": ["y"], "type": "integer", "skipOnEmpty": false]]]])],
         #"{"type":["object","null"],"properties":{"x":{"title":"X","type":["number","string","boolean","array","object"],"pattern":"[^\\x00\\t\\n\\v\\r ]","minItems":1,"minProperties":1},"y":{"title":"Y","type":["integer","string"],"pattern":"^[+\\-]?[0-9]+\\n?$"}},"required":["x","y"]}"#),
        // A list: min and max, objects as its items; required leaves the empty list out.
        ([Rule(["a"], "required"), Rule(["a"], "nested", ["list": true, "min": 2, "max": 3, "schema": ["attributes": ["x"], "rules": [
            ["attributes": ["x"], "type": "string", "max": 2]]]])],
         #"{"type":"array","minItems":2,"maxItems":3,"items":{"type":"object","properties":{"x":{"title":"X","type":["string","array","object","null"],"maxLength":2,"maxItems":0,"maxProperties":0}}}}"#),
    ]

    @Test(arguments: examples.indices)
    func writesTheKeywords(_ index: Int) throws {
        let example = Self.examples[index]
        let actual = JSONWriter.string(try SchemaTesting.property(example.rules))
        #expect(actual == example.schema)
    }

    @Test func finiteSetsListEveryValue() {
        var set = ValueSet.nothing
        set.strings = StringSet.make([StringClause(.oneOf(["a", "b"]))])
        set.numbers = .only([1, 2.5])
        set.booleans = BooleanSet(true: false, false: true)
        set.allowsNull = true
        set.arrays = .empty
        set.objects = .empty
        #expect(JSONWriter.string(.object(set.jsonSchema())) == #"{"enum":["a","b",1,2.5,false,null,[],{}]}"#)
    }

    @Test func anEnumerationBesideTypedValuesIsAnAlternative() {
        var set = ValueSet.nothing
        set.strings = StringSet.make([StringClause(.minLength(2))])
        set.numbers = .only([1])
        #expect(JSONWriter.string(.object(set.jsonSchema())) == #"{"anyOf":[{"type":"string","minLength":2},{"enum":[1]}]}"#)
    }

    @Test func oneBooleanBesideTypedValuesExcludesTheOther() {
        var set = ValueSet.nothing
        set.strings = StringSet.make([StringClause(.minLength(2))])
        set.booleans = BooleanSet(true: true, false: false)
        set.allowsNull = true
        #expect(JSONWriter.string(.object(set.jsonSchema())) == #"{"type":["string","boolean","null"],"minLength":2,"not":{"enum":[false]}}"#)
    }

    @Test func anEnumerationBesideOtherClausesAppliesToStringsOnly() {
        var set = ValueSet.nothing
        // A pattern without its compiled form may hold for any string, and certainly holds for none.
        set.strings = StringSet.make([StringClause(.oneOf(["a", " "])), StringClause(.pattern(SchemaPattern(ecmaScript: "^a", engine: nil)))])
        set.numbers = NumberSet()
        #expect(JSONWriter.string(.object(set.jsonSchema()))
            == #"{"type":["number","string"],"pattern":"^a","allOf":[{"if":{"type":"string"},"then":{"enum":["a"," "]}}]}"#)
    }

    @Test func namedPropertiesAlsoTakeTheElementSet() {
        var set = ValueSet.nothing
        let city = PropertySet.Property(name: "city", set: .strings(clauses: [StringClause(.minLength(2))]), allowsMissing: false,
                                        annotations: ["title": "City"])
        let zip = PropertySet.Property(name: "zip", set: .any, allowsMissing: true)
        set.objects = ContainerSet(maxCount: 3, element: .strings(clauses: [StringClause(.maxLength(5))]), properties: PropertySet([city, zip]))
        #expect(JSONWriter.string(.object(set.jsonSchema()))
            == #"{"type":"object","maxProperties":3,"properties":{"city":{"title":"City","type":"string","minLength":2,"maxLength":5},"zip":{"type":"string","maxLength":5}},"required":["city"],"additionalProperties":{"type":"string","maxLength":5}}"#)
    }

    @Test func blankAlternativesUseThePHPWhitespace() {
        var set = ValueSet.nothing
        set.strings = StringSet.make([StringClause(.minLength(3), or: .blank)])
        #expect(JSONWriter.string(.object(set.jsonSchema()))
            == #"{"type":"string","anyOf":[{"pattern":"^[\\x00\\t\\n\\v\\r ]*$"},{"minLength":3}]}"#)
    }
}
