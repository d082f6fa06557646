import Testing
import ModelValidation
@testable import ModelValidationSchema

/// The PHP sets hold every value PHP's comparisons find equal (checked against `PHPSemantics`
/// on every sample), and exclusions remove only values certainly equal.
struct ValueSetPHPTests {
    static let constants: [AttributeValue] = [
        .null, true, false, 0, 1, 1.5, -2, "", "0", "1", "1.0", " 1", "abc", "user", "1e1", .array([]), ["a"], ["k": 1],
    ]

    @Test(arguments: constants)
    func looseEqualityHoldsEveryEqualValue(_ constant: AttributeValue) {
        let set = ValueSet.looselyEqual(to: constant)
        for value in SchemaTesting.samples where PHPSemantics.looseEquals(value, constant) {
            #expect(set.mayContain(value), "\(JSONWriter.string(value)) == \(JSONWriter.string(constant))")
        }
    }

    @Test(arguments: constants)
    func identityHoldsEveryIdenticalValue(_ constant: AttributeValue) {
        let set = ValueSet.identical(to: constant)
        for value in SchemaTesting.samples where PHPSemantics.isIdentical(value, constant) {
            #expect(set.mayContain(value), "\(JSONWriter.string(value)) === \(JSONWriter.string(constant))")
        }
    }

    @Test(arguments: constants, [false, true])
    func exclusionsRemoveOnlyEqualValues(_ constant: AttributeValue, strictly: Bool) {
        let set = ValueSet.any.excluding(constant, strictly: strictly)
        for value in SchemaTesting.samples where !set.mayContain(value) {
            #expect(strictly ? PHPSemantics.isIdentical(value, constant) : PHPSemantics.looseEquals(value, constant),
                    "\(JSONWriter.string(value)) against \(JSONWriter.string(constant))")
        }
    }

    /// A strict exclusion of a whole number leaves the numbers alone (`1.0` is not identical to
    /// `1`, and JSON Schema cannot tell them apart) and, above all, leaves `null` alone: the rule
    /// skips it. A number with a fraction is identical only to itself and is excluded.
    @Test(arguments: [
        ([Rule(["a"], "notEquals", ["value": 1])], #"{}"#),
        ([Rule(["a"], "notEquals", ["value": 1], skipOnEmpty: false)], #"{}"#),
        ([Rule(["a"], "in", ["range": [2], "not": true, "strict": true])], #"{}"#),
        ([Rule(["a"], "in", ["range": [2, "x"], "not": true, "strict": true], skipOnEmpty: false)],
         #"{"type":["number","string","boolean","array","object","null"],"not":{"enum":["x"]}}"#),
        ([Rule(["a"], "notEquals", ["value": 1.5], skipOnEmpty: false)],
         #"{"type":["number","string","boolean","array","object","null"],"not":{"enum":[1.5]}}"#),
        ([Rule(["a"], "each", ["rule": ["type": "notEquals", "value": 1]])],
         #"{"anyOf":[{"type":["array","object","null"]},{"enum":[""]}]}"#),
        ([Rule(["a"], "each", ["rule": ["type": "in", "range": [0, 1.5], "not": true, "strict": true, "skipOnEmpty": false]])],
         #"{"anyOf":[{"type":["array","object","null"],"items":{"type":["number","string","boolean","array","object","null"],"not":{"enum":[1.5]}},"additionalProperties":{"type":["number","string","boolean","array","object","null"],"not":{"enum":[1.5]}}},{"enum":[""]}]}"#),
        ([Rule(["a"], "nested", ["schema": ["attributes": ["x"], "rules": [["attributes": ["x"], "type": "notEquals", "value": 1]]]])],
         #"{"type":["object","null"],"properties":{"x":{"title":"X"}}}"#),
    ] as [([Rule], String)])
    func strictExclusionsOfNumbersKeepNull(_ rules: [Rule], _ schema: String) throws {
        #expect(JSONWriter.string(try SchemaTesting.property(rules)) == schema)
        #expect(try SchemaTesting.engineAccepts(rules, value: .null))
    }

    @Test func strictExclusionsKeepWholeNumbersAndDropFractions() {
        #expect(ValueSet.any.excluding(1, strictly: true) == .any)
        #expect(ValueSet.any.excluding(1.0, strictly: true) == .any)
        let fraction = ValueSet.any.excluding(1.5, strictly: true)
        #expect(fraction.allowsNull && !fraction.mayContain(1.5) && fraction.mayContain(1) && fraction.numbers?.excluded == [1.5])
        let loose = ValueSet.any.excluding(1, strictly: false)
        #expect(loose.allowsNull && loose.numbers?.excluded == [1] && !loose.mayContain(true))
    }

    /// Sets that leaving values out starts from: `not` of `in` starts from every value.
    static let startingSets: [ValueSet] = [
        .any, .empties(.default), .empties(.trimmed), .union(of: ["a", "b", "1", 2, 3.5].map(ValueSet.identical(to:))),
        .strings(clauses: [StringClause(.minLength(2), or: .emptyString), StringClause(.noneOf(["x", "a"]))]),
        .looselyEqual(to: true), .looselyEqual(to: 1),
    ]

    /// Leaving many values out at once is leaving them out one by one: the same set, so the same
    /// schema, byte for byte.
    @Test(arguments: ValueSetUnionTests.ranges, [false, true])
    func excludingManyIsExcludingEachInTurn(range: [AttributeValue], strictly: Bool) {
        for start in Self.startingSets {
            Self.expectSameExclusion(start, range, strictly: strictly)
        }
    }

    @Test(arguments: 0..<40, [false, true])
    func excludingManyIsExcludingEachInTurnOnMixedLists(seed: Int, strictly: Bool) {
        for start in Self.startingSets {
            Self.expectSameExclusion(start, ValueSetUnionTests.mixedRange(seed: seed), strictly: strictly)
        }
    }

    static func expectSameExclusion(_ start: ValueSet, _ range: [AttributeValue], strictly: Bool,
                                    sourceLocation: SourceLocation = #_sourceLocation) {
        let batch = start.excluding(range, strictly: strictly)
        let oneByOne = range.reduce(start) { $0.excluding($1, strictly: strictly) }
        #expect(batch == oneByOne, "\(JSONWriter.string(.array(range)))", sourceLocation: sourceLocation)
        #expect(ValueSetUnionTests.schemaText(batch) == ValueSetUnionTests.schemaText(oneByOne), sourceLocation: sourceLocation)
    }

    /// A string is left out once, a number as often as it is listed (the schema's `not` lists
    /// it again), in the order given.
    @Test func excludingManyKeepsTheirOrder() throws {
        let set = ValueSet.any.excluding(["b", "a", "b", 1, "1", 2.5], strictly: false)
        #expect(ValueSetUnionTests.schemaText(set)
                == #"{"type":["number","string","boolean","array","object","null"],"not":{"enum":[1,1,2.5,"b","a","1",true]}}"#)
        let rules = [Rule(["a"], "in", ["range": ["b", "a", "b", 1, "1", 2.5], "not": true], skipOnEmpty: false)]
        #expect(JSONWriter.string(try SchemaTesting.property(rules)) == ValueSetUnionTests.schemaText(set))
    }

    @Test func looseEqualityIsNarrowWhereItCanBe() {
        let user = ValueSet.looselyEqual(to: "user")
        #expect(!user.mayContain("User") && !user.mayContain(0) && !user.mayContain(.null) && user.mayContain(true) && !user.mayContain(false))
        let one = ValueSet.looselyEqual(to: 1)
        #expect(one.mayContain("01") && one.mayContain(1.0) && !one.mayContain(2) && !one.mayContain("abc") && !one.mayContain(.array([])))
    }

    @Test func numericStringsFollowPHP() throws {
        let pattern = try #require(SchemaPattern.numericString.engine)
        for sample in ["1", " 1", "1 ", "\t-1.5e3\n", ".5", "5.", "+0", "1e", "e1", "0x1A", "1_000", "", " ", "abc", "1.2.3", "\u{0B}7\u{0C}"] {
            #expect(pattern.matches(sample) == PHPSemantics.isNumericString(sample), "\(sample.debugDescription)")
        }
    }
}
