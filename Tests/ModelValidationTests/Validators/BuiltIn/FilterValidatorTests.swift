import Testing
@testable import ModelValidation

struct FilterValidatorTests {
    @Test(arguments: [
        ("intval", AttributeValue.null, AttributeValue.int(0)), ("intval", " 12 ", 12), ("intval", "1e3", 1000),
        ("intval", "012", 12), ("intval", "0x1A", 0), ("intval", 1e20, 7_766_279_631_452_241_920),
        ("intval", 1.9, 1), ("intval", true, 1), ("intval", ["a"], 1), ("intval", [], 0), ("intval", "-0", 0),
        ("intval", "2013-09-13", 2013), ("intval", "\u{00A0}12", 0),
        ("floatval", "1.5abc", 1.5), ("floatval", "1e3", 1000.0), ("floatval", "abc", 0.0), ("floatval", ",5", 0.0),
        ("boolval", "false", true), ("boolval", "", false), ("boolval", " ", true), ("boolval", 0.0, false),
        ("boolval", "0", false),
        ("strval", 1.0, "1"), ("strval", 0.1, "0.1"), ("strval", 1e20, "1.0E+20"), ("strval", true, "1"),
        ("strval", false, ""), ("strval", 100, "100"), ("strval", nil, ""),
        ("trim", " 1 ", "1"), ("trim", 0, "0"), ("trim", 1.0, "1"), ("trim", -2.5, "-2.5"), ("trim", true, "1"),
        ("trim", false, ""), ("trim", nil, ""), ("trim", "\0x\0", "x"), ("trim", "\u{00A0}12", "\u{00A0}12"),
        ("ltrim", "  x  ", "x  "), ("rtrim", "  x  ", "  x"),
        ("strtolower", "ÄBC", "Äbc"), ("strtolower", "ABC", "abc"), ("strtoupper", "abcä", "ABCä"),
        ("mb_strtolower", "ÄBC", "äbc"), ("mb_strtoupper", "straße", "STRASSE"),
        ("ucfirst", "äpfel", "äpfel"), ("ucfirst", "hello", "Hello"), ("lcfirst", "Hello", "hello"),
        ("ucwords", "hello world-foo bar_baz", "Hello World-foo Bar_baz"), ("ucwords", "a\tb\nc", "A\tB\nC"),
        ("strip_tags", "<b>bold</b> <script>x</script>", "bold x"), ("strip_tags", "a < b", "a < b"),
        ("strip_tags", "x<!-- c > d -->y", "xy"), ("strip_tags", "<a title=\"1>2\">t</a>", "t"),
        ("strip_tags", "a<?php echo 1; ?>b", "ab"), ("strip_tags", "1 > 0", "1 > 0"), ("strip_tags", "a<b", "a"),
        ("strip_tags", "\0", ""), ("strip_tags", "a\0b", "ab"), ("strip_tags", "<a\0b>c", "c"), ("strip_tags", "x<!-- \0 -->y\0", "xy"),
        ("htmlspecialchars", "<a href='x'>&amp;</a>", "&lt;a href=&#039;x&#039;&gt;&amp;amp;&lt;/a&gt;"),
        ("htmlspecialchars", "\"q\"", "&quot;q&quot;"),
        ("abs", "-5", 5), ("abs", -2.5, 2.5), ("abs", " -7 ", 7), ("abs", "1.5", 1.5), ("abs", "-1e3", 1000.0),
        ("abs", -3, 3), ("abs", .int(Int.min), 9_223_372_036_854_775_808.0), ("abs", true, 1), ("abs", nil, 0),
    ] as [(String, AttributeValue, AttributeValue)])
    func namedFunctionsBehaveLikePHP(function: String, value: AttributeValue, expected: AttributeValue) {
        let result = run("filter", ["filter": .string(function)], value: value)
        #expect(result.codes == [])
        #expect(result.value == expected)
    }

    @Test func theSignOfAZeroIsWrittenBack() {
        // -0.0 == 0.0, but PHP's abs(-0.0) is 0.0 and floatval("-0") is -0.0.
        #expect(run("filter", ["filter": "abs"], value: -0.0).value.doubleValue?.sign == .plus)
        #expect(run("filter", ["filter": "floatval"], value: "-0").value.doubleValue?.sign == .minus)
        #expect(run("filter", ["filter": "floatval"], value: -0.0).value.doubleValue?.sign == .minus)
    }

    @Test(arguments: [
        ("trim", AttributeValue.array([1, 2])), ("trim", ["k": "v"]), ("strtoupper", ["a"]), ("strval", ["a"]),
        ("abs", "abc"), ("abs", "5abc"), ("abs", ["1"]), ("htmlspecialchars", []),
    ] as [(String, AttributeValue)])
    func typeErrorsBecomeValidationErrors(function: String, value: AttributeValue) {
        let result = run("filter", ["filter": .string(function)], value: value)
        #expect(result.codes == ["filter.invalidType"])
        #expect(result.messages == ["Attr is invalid."])
        #expect(result.value == value)
    }

    @Test func skipOnArrayLeavesArraysAlone() {
        #expect(run("filter", ["filter": "trim", "skipOnArray": true], value: [" a "]).value == [" a "])
        #expect(run("filter", ["filter": "intval", "skipOnArray": true], value: ["5"]).value == ["5"])
        #expect(run("filter", ["filter": "intval", "skipOnArray": true], value: ["k": "5"]).value == ["k": "5"])
        #expect(run("filter", ["filter": "intval"], value: ["5"]).value == 1)
    }

    @Test func emptyValuesReachTheFilterUnlessSkipped() {
        #expect(run("filter", ["filter": "intval"], value: "").value == 0)
        #expect(run("filter", ["filter": "strval"], value: nil, skipOnEmpty: true).value == .null)
        #expect(run("filter", ["filter": "trim"], value: nil, skipOnEmpty: true).value == .null)
    }

    @Test func laterRulesSeeTheFilteredValue() {
        var model = makeModel(["n"], [Rule(["n"], "filter", ["filter": "intval"]), Rule(["n"], "string", ["max": 1])])
        model["n"] = "12abc"
        #expect(!check(&model))
        #expect(model["n"] == 12)
        #expect(codes(model, "n") == ["string.invalid"])
    }

    @Test func filterIsRequiredAndMustBeKnown() {
        let missing = ruleError([Rule(["a"], "filter")])
        #expect(missing?.path == "rules[0].filter")
        #expect(missing?.kind == .missingParameter)
        #expect(ruleError([Rule(["a"], "filter", ["filter": "not_a_function"])])?.path == "rules[0].filter")
        #expect(ruleError([Rule(["a"], "filter", ["filter": "trim", "skipOnArray": "yes"])])?.path == "rules[0].skipOnArray")
    }

    @Test func closureFilters() {
        let split = FilterValidator { value in
            guard case .string(let s) = value else { return value }
            return .array(s.split(separator: ",").map { .string(String($0)) })
        }
        var model = makeModel(["tags"], [Rule(["tags"], validator: split, name: "filter")])
        model["tags"] = "a,b"
        #expect(check(&model))
        #expect(model["tags"] == ["a", "b"])
        #expect(split.function == nil)
        #expect(!split.skipsOnEmptyByDefault)

        let count = FilterValidator({ _ in 0 }, skipOnArray: true)
        var other = makeModel(["x"], [Rule(["x"], validator: count, name: "filter")])
        other["x"] = ["a"]
        #expect(check(&other))
        #expect(other["x"] == ["a"])
    }

    @Test func namedSwiftInitializer() {
        let validator = FilterValidator(.mb_strtoupper)
        #expect(validator.function == .mb_strtoupper)
        #expect(FilterValidator.Function.intval.apply(to: "12abc") == 12)
        #expect(FilterValidator.Function.abs.apply(to: "abc") == nil)
        #expect(FilterValidator.Function.allCases.count == 17)
    }

    @Test func docsExample() {
        let age = Rule(["age"], "filter", ["filter": "intval"])
        let slug = Rule(["slug"], validator: FilterValidator { value in
            .string((value.stringValue ?? "").lowercased())
        }, name: "filter")
        var model = makeModel(["age", "slug"], [age, slug])
        model["age"] = "42 years"
        model["slug"] = "Hello-World"
        #expect(check(&model))
        #expect(model["age"] == 42)
        #expect(model["slug"] == "hello-world")
    }
}
