import Testing
import ModelValidation
@testable import ModelValidationSchema

struct ValueSetTests {
    @Test func anyAndNothing() {
        #expect(ValueSet.any.isAny && !ValueSet.any.isNothing)
        #expect(ValueSet.nothing.isNothing && !ValueSet.nothing.isAny)
        for value in SchemaTesting.samples {
            #expect(ValueSet.any.mayContain(value) && !ValueSet.nothing.mayContain(value))
        }
    }

    @Test func emptiesFollowTheEmptinessTest() {
        let standard = ValueSet.empties(.default)
        #expect(standard.mayContain(.null) && standard.mayContain("") && standard.mayContain(.array([])) && standard.mayContain(.object([:])))
        #expect(!standard.mayContain(" ") && !standard.mayContain(0) && !standard.mayContain(false) && !standard.mayContain(["a"]))
        let trimmed = ValueSet.empties(.trimmed)
        #expect(trimmed.mayContain(" \t") && !trimmed.mayContain("a"))
        let null = ValueSet.empties(.null)
        #expect(null.mayContain(.null) && !null.mayContain(""))
        #expect(ValueSet.empties(.custom { _ in false }).isAny)
    }

    @Test func intersectionAndUnionWorkTypeByType() {
        var strings = ValueSet.strings(clauses: [StringClause(.minLength(2))])
        strings.allowsNull = true
        var numbers = ValueSet.nothing
        numbers.numbers = NumberSet(integersOnly: true)
        numbers.allowsNull = true
        let both = strings.intersection(numbers)
        #expect(both.allowsNull && both.strings == nil && both.numbers == nil && !both.isNothing)
        let either = strings.union(numbers)
        #expect(either.mayContain("ab") && either.mayContain(3) && !either.mayContain(3.5) && !either.mayContain("a") && !either.mayContain(true))
    }

    @Test func onlyTheStringsSatisfyingTheClauses() {
        #expect(ValueSet.strings(clauses: [StringClause(.minLength(3)), StringClause(.maxLength(2))]).isNothing)
        #expect(ValueSet.strings().mayContain("anything") && !ValueSet.strings().mayContain(1))
    }
}

/// Strings in value sets compare by their UTF-8 bytes, as PHP and the engine compare them:
/// `"é"` (U+00E9) and `"e\u{301}"` (an `e` and a combining accent) are two values, which
/// Swift's `==` on strings finds equal.
struct ValueSetBytesTests {
    static let composed = "\u{E9}"
    static let decomposed = "e\u{301}"

    static func schemaText(_ set: ValueSet) -> String {
        JSONWriter.string(.object(set.jsonSchema()))
    }

    @Test func constraintsAndPatternsCompareStringsByTheirBytes() {
        #expect(StringClause.Constraint.oneOf([Self.composed]) != .oneOf([Self.decomposed]))
        #expect(StringClause.Constraint.noneOf([Self.composed]) != .noneOf([Self.decomposed]))
        #expect(StringClause.Constraint.oneOf([Self.composed, "a"]) == .oneOf([Self.composed, "a"]))
        #expect(Set<StringClause.Constraint>([.oneOf([Self.composed]), .oneOf([Self.decomposed]), .oneOf([Self.composed])]).count == 2)
        #expect(SchemaPattern(ecmaScript: Self.composed, engine: nil) != SchemaPattern(ecmaScript: Self.decomposed, engine: nil))
        #expect(StringClause(.oneOf([Self.composed])).mayHold(for: Self.decomposed) == false)
        #expect(StringClause(.noneOf([Self.composed])).mayHold(for: Self.decomposed))
    }

    @Test func theUnionKeepsBothSpellings() {
        let both = #"{"enum":["\#(Self.composed)","\#(Self.decomposed)"]}"#
        let union = ValueSet.identical(to: .string(Self.composed)).union(.identical(to: .string(Self.decomposed)))
        #expect(Self.schemaText(union) == both)
        let built = ValueSet.union(of: [Self.composed, Self.decomposed, Self.composed].map { ValueSet.identical(to: .string($0)) })
        #expect(Self.schemaText(built) == both)
        #expect(built == union)
    }

    @Test func anIntersectionKeepsOnlyTheSameBytes() {
        let one = ValueSet.identical(to: .string(Self.composed))
        let both = ValueSet.union(of: [Self.decomposed, Self.composed].map { ValueSet.identical(to: .string($0)) })
        #expect(Self.schemaText(both.intersection(one)) == #"{"const":"\#(Self.composed)"}"#)
        #expect(one.intersection(.identical(to: .string(Self.decomposed))).isNothing)
    }

    @Test func leavingOneSpellingOutKeepsTheOther() {
        let both = ValueSet.union(of: [Self.composed, Self.decomposed].map { ValueSet.identical(to: .string($0)) })
        let left = both.excluding([.string(Self.composed), .string(Self.composed)], strictly: true)
        #expect(Self.schemaText(left) == #"{"const":"\#(Self.decomposed)"}"#)
        let excluded = ValueSet.any.excluding([.string(Self.composed), .string(Self.decomposed), .string(Self.composed)], strictly: true)
        #expect(excluded.strings == StringSet.make([StringClause(.noneOf([Self.composed, Self.decomposed]))]))
    }

    static let rules: [(String, [Rule], String)] = [
        ("in", [Rule(["a"], "in", ["range": [.string(composed), .string(decomposed)], "strict": true], skipOnEmpty: false)],
         #"{"enum":["\#(composed)","\#(decomposed)"]}"#),
        ("in, then in with not", [
            Rule(["a"], "in", ["range": [.string(decomposed), "x"], "strict": true], skipOnEmpty: false),
            Rule(["a"], "in", ["range": [.string(composed)], "not": true, "strict": true], skipOnEmpty: false),
        ], #"{"enum":["\#(decomposed)","x"]}"#),
        ("in, then compare ==", [
            Rule(["a"], "in", ["range": [.string(decomposed), .string(composed)], "strict": true], skipOnEmpty: false),
            Rule(["a"], "compare", ["compareValue": .string(composed), "operator": "=="], skipOnEmpty: false),
        ], #"{"const":"\#(composed)"}"#),
        ("in, then compare !=", [
            Rule(["a"], "in", ["range": [.string(decomposed)], "strict": true], skipOnEmpty: false),
            Rule(["a"], "compare", ["compareValue": .string(composed), "operator": "!="], skipOnEmpty: false),
        ], #"{"const":"\#(decomposed)"}"#),
        ("two in rules", [
            Rule(["a"], "in", ["range": [.string(decomposed), .string(composed), "x"], "strict": true], skipOnEmpty: false),
            Rule(["a"], "in", ["range": [.string(composed), "x"], "strict": true], skipOnEmpty: false),
        ], #"{"enum":["\#(composed)","x"]}"#),
    ]

    /// The exported property, and the engine accepting each spelling exactly where it does.
    @Test(arguments: rules)
    func exportsWhatTheEngineAccepts(_ name: String, _ rules: [Rule], _ expected: String) throws {
        #expect(JSONWriter.string(try SchemaTesting.property(rules)) == expected, "\(name)")
        let accepted = try SchemaTesting.accepted(rules).set
        for spelling in [Self.composed, Self.decomposed] {
            let engine = try SchemaTesting.engineAccepts(rules, value: .string(spelling))
            #expect(accepted.mayContain(.string(spelling)) == engine, "\(name): \(spelling.unicodeScalars.map(\.value))")
        }
    }
}

/// Intersecting the sets of two `in` rules (or of an `in` rule and one with `not`) looks the
/// values up in hash sets: the set is the one a search of each list gives, value by value.
struct ValueSetIntersectionTests {
    static func range(_ values: [AttributeValue]) -> ValueSet {
        ValueSet.union(of: values.map(ValueSet.identical(to:)))
    }

    /// Whether `value` is among `values`, by a search of the list: strings by their bytes,
    /// numbers by value, the rest as the sets of `identical(to:)` tell them.
    static func listed(_ value: AttributeValue, in values: [AttributeValue]) -> Bool {
        values.contains { other in
            switch (value, other) {
            case let (.string(a), .string(b)): return a.hasSameBytes(as: b)
            case (.int, .int), (.int, .double), (.double, .int), (.double, .double): return value.numberValue == other.numberValue
            case (.null, .null): return true
            case let (.bool(a), .bool(b)): return a == b
            default: return false
            }
        }
    }

    /// Strings and numbers in turn, `count` of them; every third left out with `sparse`.
    static func mixed(_ count: Int, sparse: Bool = false) -> [AttributeValue] {
        var values: [AttributeValue] = []
        for i in 0..<count where !(sparse && i % 3 == 0) {
            values.append(i % 2 == 0 ? .string("v\(i)") : .double(Double(i) + 0.5))
        }
        return values
    }

    static let pairs: [([AttributeValue], [AttributeValue])] = [
        (["a", "b", "c"], ["c", "a", "x"]),
        (["a", "b"], ["x", "y"]),
        (["\u{E9}", "e\u{301}", "x"], ["e\u{301}", "y"]),
        ([1, 2, 3.5, "1", "a"], [3.5, 1.0, "a", "b"]),
        ([1, -0.0, 2], [0, 2.0, 4]),
        ([.null, true, "", "0", 0], ["", 0, false, .null]),
        (["a", 1, "b", 2, "c", 3.5, "d"], ["d", 3.5, "b", 7, "a"]),
        (mixed(300), mixed(300, sparse: true).reversed()),
    ]

    @Test(arguments: pairs)
    func twoRangesKeepTheValuesOfTheFirstListedInTheSecond(_ first: [AttributeValue], _ second: [AttributeValue]) {
        let expected = Self.range(first.filter { Self.listed($0, in: second) })
        let both = Self.range(first).intersection(Self.range(second))
        #expect(both == expected)
        #expect(JSONWriter.string(.object(both.jsonSchema())) == JSONWriter.string(.object(expected.jsonSchema())))
    }

    @Test(arguments: pairs)
    func aRangeWithoutAnotherKeepsTheValuesNotListedInIt(_ first: [AttributeValue], _ second: [AttributeValue]) {
        // `===` tells `1` from `1.0` and JSON Schema does not: whole numbers are not left out.
        let expected = Self.range(first.filter { value in
            !Self.listed(value, in: second) || value.numberValue.map { $0.rounded() == $0 } == true
        })
        let left = Self.range(first).intersection(ValueSet.any.excluding(second, strictly: true))
        #expect(left == expected)
    }

    @Test func exactSchemas() {
        let strings = Self.range(["a", "b", "c", "b"]).intersection(Self.range(["c", "b", "z"]))
        #expect(JSONWriter.string(.object(strings.jsonSchema())) == #"{"enum":["b","c"]}"#)
        let numbers = Self.range([1, 2.5, 3, 4]).intersection(Self.range([4, 3.0, 9]))
        #expect(JSONWriter.string(.object(numbers.jsonSchema())) == #"{"enum":[3,4]}"#)
        let excluded = Self.range(["a", "b", 1, 2]).intersection(ValueSet.any.excluding(["b", 2.0], strictly: false))
        #expect(JSONWriter.string(.object(excluded.jsonSchema())) == #"{"enum":["a",1]}"#)
    }
}
