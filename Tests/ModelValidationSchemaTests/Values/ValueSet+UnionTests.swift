import Testing
import ModelValidation
import AssignmentProperties
@testable import ModelValidationSchema

/// `ValueSet.union(of:)` is the fold of `union(_:)` built in one pass: the same set, so the same
/// schema, byte for byte, whatever the values and their order.
struct ValueSetUnionTests {
    /// The fold `RuleEffect.range` used to build an `in` rule's set: `union` once per value.
    static func folded(_ range: [AttributeValue], strict: Bool) -> ValueSet {
        let make = strict ? ValueSet.identical(to:) : ValueSet.looselyEqual(to:)
        return range.reduce(ValueSet.nothing) { $0.union(make($1)) }
    }

    /// The set as the JSON Schema text the exporter writes for it.
    static func schemaText(_ set: ValueSet) -> String {
        JSONWriter.string(.object(set.jsonSchema()))
    }

    static let ranges: [[AttributeValue]] = [
        [],
        ["user"],
        ["user", "admin", "editor"],
        ["a", "b", "a", "c", "b", "a"],
        // `""` first: the strings after it come first in the list.
        ["", "a", "b", "a"],
        ["", ""],
        ["", "", "a", ""],
        ["a", "", "b", ""],
        ["", "0", "a"],
        // Numeric strings, which PHP's `==` compares as numbers.
        ["1", "01", "1.0", " 1", "1e0", "+1", "abc"],
        ["abc", "1", "def"],
        [1, 2, 3, 2, 1],
        [1, 1.0, 2.5, -0.0, 0, 0.0],
        [1, "1", 1.0, "x", 2],
        [.double(1e300), 1, 2, .double(-1e300)],
        [9_007_199_254_740_993, 1, "9007199254740993"],
        [.double(.infinity), 1, .double(-.infinity)],
        [.null, true, false, 0, "", "0"],
        [true, "a", 1],
        [false, "a", .null, "b"],
        [.null, "a", "b", .null],
        [.array([]), .array(["a"]), .object([:]), .object(["k": 1]), "x", 1],
        [["a", "b"], "a", .object(["k": "v"]), "b"],
        // Strings Swift finds equal (canonically equivalent) and PHP does not.
        ["é", "e\u{301}", "é"],
        ["a", 1, "b", 2, "c", 3.5, "d"],
        ["a", .null, 1, "b"],
    ]

    @Test(arguments: ranges, [false, true])
    func isTheFoldOfUnion(range: [AttributeValue], strict: Bool) {
        let make = strict ? ValueSet.identical(to:) : ValueSet.looselyEqual(to:)
        let built = ValueSet.union(of: range.map(make))
        let folded = Self.folded(range, strict: strict)
        #expect(built == folded)
        #expect(Self.schemaText(built) == Self.schemaText(folded))
    }

    /// A long list of values drawn from every kind (for `seed` % 3 == 0), only strings (1) or
    /// only numbers (2): the lists that grow. Half of them are fresh, so the lists grow long.
    static func mixedRange(seed: Int) -> [AttributeValue] {
        var random = SplitMix64(seed: UInt64(seed))
        let pool: [AttributeValue] = [
            .null, true, false, 0, 1, 2, -1, 1.0, 0.5, -0.0, 2.5, .double(1e300), 9_007_199_254_740_993,
            "", "0", "1", "01", "1.0", " 2", "2.5", "1e3", "a", "b", "c", "abc", "é", "e\u{301}",
            .array([]), .array([1]), .object([:]), .object(["k": "v"]),
        ]
        let kind = seed % 3
        let drawn = kind == 0 ? pool : pool.filter { kind == 1 ? $0.stringValue != nil : $0.numberValue != nil }
        return (0..<(20 + seed * 7)).map { _ -> AttributeValue in
            guard random.chance(50) else { return random.pick(drawn) }
            return kind == 2 ? .int(random.below(50)) : .string("s\(random.below(50))")
        }
    }

    /// Long lists of values drawn from every kind, in many orders.
    @Test(arguments: 0..<40, [false, true])
    func isTheFoldOfUnionOnMixedLists(seed: Int, strict: Bool) {
        let range = Self.mixedRange(seed: seed)
        let make = strict ? ValueSet.identical(to:) : ValueSet.looselyEqual(to:)
        let built = ValueSet.union(of: range.map(make))
        let folded = Self.folded(range, strict: strict)
        #expect(built == folded, "\(JSONWriter.string(.array(range)))")
        #expect(Self.schemaText(built) == Self.schemaText(folded))
    }

    /// What the exporter writes for one such list, exactly.
    @Test func keepsTheOrderOfTheFold() {
        let strict = ValueSet.union(of: ["", "a", "b", "a", 2, 1, 2.0].map(ValueSet.identical(to:)))
        #expect(Self.schemaText(strict) == #"{"enum":["a","","b",2,1]}"#)
        let loose = ValueSet.union(of: ["x", "y", "x"].map(ValueSet.looselyEqual(to:)))
        #expect(Self.schemaText(loose) == #"{"enum":["x","y",true]}"#)
    }

    /// The sets of other rules, which are not lists, fold the same too.
    @Test func isTheFoldOfUnionForAnySets() {
        let sets: [ValueSet] = [
            .identical(to: "a"), .empties(.default), .identical(to: "b"), .strings(clauses: [StringClause(.minLength(2))]),
            .identical(to: 1), .identical(to: 2), .any, .identical(to: 3),
        ]
        for count in 0...sets.count {
            let prefix = Array(sets.prefix(count))
            #expect(ValueSet.union(of: prefix) == prefix.reduce(ValueSet.nothing) { $0.union($1) })
        }
    }

    /// `in` rules export as the old fold did, with `allowArray` and `strict`.
    @Test(arguments: ranges, [false, true])
    func rangeEffectIsUnchanged(range: [AttributeValue], allowArray: Bool) throws {
        for strict in [false, true] {
            let rules = try RuleSet([Rule(["a"], "in", ["range": .array(range), "strict": .bool(strict), "allowArray": .bool(allowArray)])])
            let validator = try #require(rules.rules[0].validator as? RangeValidator)
            var expected = Self.folded(range, strict: strict)
            if allowArray {
                let element = expected
                expected = expected.union(ValueSet(allowsNull: false, booleans: .neither, numbers: nil, strings: nil,
                                                   arrays: ContainerSet(element: element), objects: ContainerSet(element: element)))
            }
            let passes = RuleEffect.range(validator).passes
            #expect(passes == expected)
            #expect(Self.schemaText(passes) == Self.schemaText(expected))
        }
    }
}
