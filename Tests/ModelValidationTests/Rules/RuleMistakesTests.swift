import ModelValidationLocks
import Testing
@testable import ModelValidation

/// Every mistake in a rule's parameters is listed at once, in the order the rule's type reads
/// them, unknown keys last; the first is the one a schema is refused with, as before; and
/// nothing that follows from an earlier mistake is listed.
struct RuleMistakesTests {
    /// The problems of a schema document, as `path: reason` lines.
    func problems(_ json: AttributeValue, registry: ValidatorRegistry = .builtIn) -> [String] {
        do {
            _ = try ModelSchema(json: json, registry: registry)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    /// A schema of one attribute `a` with `rules`.
    func schema(_ rules: AttributeValue...) -> AttributeValue {
        ["attributes": ["a"], "rules": .array(rules)]
    }

    @Test func everyMistakeInOneRuleIsListed() {
        #expect(problems(schema(["attributes": ["a"], "type": "string", "lenght": 8, "min": "three", "max": [], "tooShort": 5])) == [
            "rules[0].min: expected a number, got string",
            "rules[0].max: expected a number, got array",
            "rules[0].tooShort: expected a string, got integer",
            #"rules[0].lenght: unknown parameter of "string""#,
        ])
        // Values that make the rule meaningless, each one.
        #expect(problems(schema(["attributes": ["a"], "type": "integer", "max": "one hundred", "min": "zero"])) == [
            #"rules[0].min: expected a number, got the non-numeric string "zero""#,
            #"rules[0].max: expected a number, got the non-numeric string "one hundred""#,
        ])
        // A missing parameter does not hide the others, nor a misspelt key.
        #expect(problems(schema(["attributes": ["a"], "type": "match", "patern": "^a", "not": "yes"])) == [
            #"rules[0].pattern: the "pattern" property must be set"#,
            "rules[0].not: expected a boolean, got string",
            #"rules[0].patern: unknown parameter of "match""#,
        ])
        #expect(problems(schema(["attributes": ["a"], "type": "conditional", "iff": ["type": "required"]])) == [
            #"rules[0].if: the "if" parameter is required"#,
            #"rules[0].then: the "then" parameter is required"#,
            #"rules[0].iff: unknown parameter of "conditional""#,
        ])
        #expect(problems(schema(["attributes": ["a"], "type": "maxLength", "maximum": 8, "strict": true])) == [
            #"rules[0].max: the "max" parameter is required"#,
            #"rules[0].maximum: unknown parameter of "maxLength""#,
            #"rules[0].strict: unknown parameter of "maxLength""#,
        ])
    }

    @Test func theMistakesOfTwoRulesAreListedRuleByRule() {
        let rules: AttributeValue = [
            ["attributes": ["a", "zz"], "type": "integer", "max": "one hundred", "min": "zero", "tooBig": 1],
            ["attributes": ["a"], "type": "required"],
            ["attributes": ["a"], "type": "match", "patern": "^a", "not": "yes"],
        ]
        let json: AttributeValue = ["attributes": ["a"], "rules": rules]
        #expect(problems(json) == [
            #"rules[0].min: expected a number, got the non-numeric string "zero""#,
            #"rules[0].max: expected a number, got the non-numeric string "one hundred""#,
            "rules[0].tooBig: expected a string, got integer",
            #"rules[0].attributes[1]: "zz" is not a declared attribute"#,
            #"rules[2].pattern: the "pattern" property must be set"#,
            "rules[2].not: expected a boolean, got string",
            #"rules[2].patern: unknown parameter of "match""#,
        ])
        // Refused naming the first, as before.
        #expect(throws: RuleError(.invalidParameter, ruleIndex: 0, key: "min", reason: #"expected a number, got the non-numeric string "zero""#)) {
            try RuleSet(json: rules)
        }
        do {
            _ = try ModelSchema(json: json)
            Issue.record("no error")
        } catch {
            #expect(error.description == #"rules[0].min: expected a number, got the non-numeric string "zero" (and 6 more)"#)
        }
    }

    /// `RuleSet` and the Swift API throw the first mistake, as before; a schema built in Swift
    /// lists them all.
    @Test func theFirstMistakeIsTheOneThrown() throws {
        let rules = [Rule(["a"], "string", ["max": [], "min": "three", "foo": 1])]
        #expect(throws: RuleError(.invalidParameter, ruleIndex: 0, key: "min", reason: "expected a number, got string")) {
            try RuleSet(rules)
        }
        #expect(RuleSet(declaring: rules).configurationError?.description == "rules[0].min: expected a number, got string")
        #expect(throws: RuleError(.missingParameter, ruleIndex: 0, key: "range", reason: #"the "range" parameter is required"#)) {
            try RuleSet([Rule(["a"], "in", ["strict": "yes"])])
        }
        #expect(throws: RuleError(.unknownParameter, ruleIndex: 0, key: "b", reason: #"unknown parameter of "string""#)) {
            try RuleSet([Rule(["a"], "string", ["b": 1, "c": 2])])
        }
        #expect(throws: SchemaError(problems: [
            .init(path: "rules[0].min", reason: "expected a number, got string"),
            .init(path: "rules[0].max", reason: "expected a number, got array"),
            .init(path: "rules[0].foo", reason: #"unknown parameter of "string""#),
        ])) {
            try ModelSchema(attributes: ["a"], rules: rules)
        }
    }

    /// What follows from a faulty parameter is not listed: the rule is read on as if it were
    /// absent, and a check that could depend on it is left for the next run.
    @Test func noMistakeFollowsFromAnother() {
        // `min` read with the default format instead of the faulty one.
        #expect(problems(schema(["attributes": ["a"], "type": "date", "format": 5, "min": "2020-01-01", "tooBig": 3])) == [
            "rules[0].format: expected a string, got integer",
            "rules[0].tooBig: expected a string, got integer",
        ])
        #expect(problems(schema(["attributes": ["a"], "type": "date", "format": "php:d.m.Y", "min": "2020-01-01"])) == [
            "rules[0].min: Invalid min date value: 2020-01-01",
        ])
        // `min` of a nested rule that is not a list, when `list` is faulty.
        #expect(problems(schema(["attributes": ["a"], "type": "nested", "list": "yes", "min": 1, "schema": ["attributes": ["s"]]])) == [
            "rules[0].list: expected a boolean, got string",
        ])
        // A faulty `rule`, `range`, `if`: never "missing" too.
        #expect(problems(schema(["attributes": ["a"], "type": "each", "rule": ["type": "string", "min": "x", "max": "y"], "stopOnFirstError": 1])) == [
            "rules[0].rule.min: expected a number, got string",
            "rules[0].rule.max: expected a number, got string",
            "rules[0].stopOnFirstError: expected a boolean, got integer",
        ])
        #expect(problems(schema(["attributes": ["a"], "type": "in", "range": nil, "strict": "yes"])) == [
            "rules[0].range: expected a list, got null",
            "rules[0].strict: expected a boolean, got string",
        ])
        #expect(problems(schema(["attributes": ["a"], "type": "conditional", "if": ["type": "nope"], "then": ["type": "required"], "x": 1])) == [
            #"rules[0].if.type: unknown validator type "nope""#,
            #"rules[0].x: unknown parameter of "conditional""#,
        ])
        // Without `list`, `min` is a mistake whatever the faulty schema holds.
        #expect(problems(schema(["attributes": ["a"], "type": "nested", "schema": ["attributes": ["s", "s"]], "min": 2])) == [
            #"rules[0].schema.attributes[1]: "s" is declared twice"#,
            #"rules[0].min: only a nested rule with "list": true takes "min""#,
        ])
    }

    /// A factory of one's own is called again with the faulty parameter reading as absent; what
    /// it throws after reading that parameter is listed only if it is in a value alone.
    @Test func aRegisteredFactoryIsReadAgain() {
        let calls = Locked(0)
        var registry = ValidatorRegistry.builtIn
        registry.register("between") { _, parameters in
            calls.withLock { $0 += 1 }
            let low = try parameters.int("low") ?? 0
            if let high = try parameters.int("high"), high < low {
                throw parameters.error("high", "expected at least low (\(low))")
            }
            return InlineValidator(code: "between.invalid", message: "{attribute} is out of range.") { _, _, _ in true }
        }
        #expect(problems(schema(["attributes": ["a"], "type": "between", "low": "x", "high": -1, "wide": true]), registry: registry) == [
            "rules[0].low: expected an integer, got string",
            #"rules[0].wide: unknown parameter of "between""#,
        ])
        #expect(calls.withLock { $0 } == 3)
        #expect(problems(schema(["attributes": ["a"], "type": "between", "low": 5, "high": 1, "wide": true]), registry: registry) == [
            "rules[0].high: expected at least low (5)",
            #"rules[0].wide: unknown parameter of "between""#,
        ])
    }

    @Test func nestedSchemasListEveryMistakeOfTheirRules() {
        let json: AttributeValue = [
            "attributes": ["items"],
            "rules": [
                ["attributes": ["items"], "type": "nested", "list": true, "tooMany": 3, "schema": [
                    "attributes": ["sku"],
                    "rules": [
                        ["attributes": ["sku", "qty"], "type": "string", "max": "twenty", "min": [], "size": 3],
                        ["attributes": ["sku"], "type": "each", "rule": ["type": "in"], "stop": true],
                    ],
                ]],
            ],
        ]
        #expect(problems(json) == [
            "rules[0].schema.rules[0].min: expected a number, got array",
            "rules[0].schema.rules[0].max: expected a number, got string",
            #"rules[0].schema.rules[0].size: unknown parameter of "string""#,
            #"rules[0].schema.rules[0].attributes[1]: "qty" is not a declared attribute"#,
            #"rules[0].schema.rules[1].rule.range: the "range" parameter is required"#,
            #"rules[0].schema.rules[1].stop: unknown parameter of "each""#,
            "rules[0].tooMany: expected a string, got integer",
        ])
    }

    @Test func everyChildOfACompositeIsChecked() {
        #expect(problems(schema(["attributes": ["a"], "type": "allOf", "extra": true, "stopOnFirstError": 1, "validators": [
            ["type": "string", "max": "x"], ["type": "integer", "bogus": 1], ["type": "required"],
        ]])) == [
            "rules[0].validators[0].max: expected a number, got string",
            #"rules[0].validators[1].bogus: unknown parameter of "integer""#,
            "rules[0].stopOnFirstError: expected a boolean, got integer",
            #"rules[0].extra: unknown parameter of "allOf""#,
        ])
    }

    /// A faulty child rule is built once however deep it sits: reading a rule again sets the
    /// faulty children aside.
    @Test func aFaultyChildIsBuiltOnce() {
        let calls = Locked(0)
        var registry = ValidatorRegistry.builtIn
        registry.register("probe") { _, _ in
            calls.withLock { $0 += 1 }
            return InlineValidator(code: "probe.invalid", message: "{attribute} is invalid.") { _, _, _ in true }
        }
        var rule: AttributeValue = ["type": "string", "min": "x"]
        for _ in 0..<20 { rule = ["type": "allOf", "validators": [rule, ["type": "probe"]], "stopOnFirstError": "no"] }
        guard case .object(var object) = rule else { return }
        object["attributes"] = ["a"]
        let found = problems(schema(.object(object)), registry: registry)
        #expect(found.count == 21)
        #expect(found.first == "rules[0]" + String(repeating: ".validators[0]", count: 20) + ".min: expected a number, got string")
        #expect(calls.withLock { $0 } == 20)
    }

    /// A rule whose common keys are faulty is read on: each of them is listed, in the order they
    /// are read, then what building the rule finds, then its undeclared attributes.
    @Test func everyFaultyCommonKeyIsListedWithTheParameters() {
        #expect(problems(schema(["attributes": "a", "type": "string", "on": 5, "min": "x", "skipOnEmpty": "no", "lenght": 3])) == [
            "rules[0].on: expected a string or a list of strings, got integer",
            "rules[0].skipOnEmpty: expected a boolean, got string",
            "rules[0].min: expected a number, got string",
            #"rules[0].lenght: unknown parameter of "string""#,
        ])
        #expect(problems(schema(["attributes": ["a", "b"], "type": "integer", "when": ["attribute": "a", "val": 1], "message": [], "max": "many"])) == [
            "rules[0].message: expected a string, got array",
            "rules[0].when.val: unknown key",
            #"rules[0].max: expected a number, got the non-numeric string "many""#,
            #"rules[0].attributes[1]: "b" is not a declared attribute"#,
        ])
        // A rule that builds, its faulty keys aside, is checked like one that has none: what it
        // reads is declared or not whatever they say.
        #expect(problems(schema(["attributes": ["a"], "type": "compare", "except": 1, "when": ["attribute": "ghost"]])) == [
            "rules[0].except: expected a string or a list of strings, got integer",
            #"rules[0].when.attribute: "ghost" is not a declared attribute"#,
            #"rules[0]: "a" is compared with "a_repeat", which is not a declared attribute (give compareAttribute or compareValue)"#,
        ])
    }

    /// Without a type, or with a faulty one, no parameter can be checked: the rule's common keys
    /// and attributes are, and an unknown type is named after the common keys.
    @Test func aFaultyOrUnknownTypeLeavesTheParametersUnchecked() {
        #expect(problems(schema(["attributes": ["a", "b"], "type": ["string"], "skipOnError": "no", "min": "x", "bogus": 1])) == [
            "rules[0].type: expected a string",
            "rules[0].skipOnError: expected a boolean, got string",
            #"rules[0].attributes[1]: "b" is not a declared attribute"#,
        ])
        #expect(problems(schema(["on": [], "except": true, "type": "strnig", "min": "x"])) == [
            "rules[0].attributes: missing attributes",
            "rules[0].except: expected a string or a list of strings, got boolean",
            #"rules[0].type: unknown validator type "strnig""#,
        ])
    }

    /// The options a factory is given (`message`, `isEmpty`, `skipOnEmpty`, `skipOnError`) read
    /// as absent when faulty: what the factory finds after may follow from that, and only
    /// mistakes in a value alone and unknown keys are listed with them.
    @Test func aFaultyOptionHoldsBackWhatMayFollowFromIt() {
        var registry = ValidatorRegistry.builtIn
        registry.register("labelled") { _, parameters in
            let width = try parameters.int("width") ?? 0
            if parameters.message == nil && width > 10 { throw parameters.error("width", "too wide for the default message") }
            return InlineValidator(code: "labelled.invalid", message: "{attribute} is invalid.") { _, _, _ in true }
        }
        // With a faulty message the factory sees none: what it says of `width` then is not listed.
        #expect(problems(schema(["attributes": ["a"], "type": "labelled", "message": 1, "width": 20, "wide": true]), registry: registry) == [
            "rules[0].message: expected a string, got integer",
            #"rules[0].wide: unknown parameter of "labelled""#,
        ])
        #expect(problems(schema(["attributes": ["a"], "type": "labelled", "skipOnEmpty": 1, "width": "w"]), registry: registry) == [
            "rules[0].skipOnEmpty: expected a boolean, got integer",
            "rules[0].width: expected an integer, got string",
        ])
        // A faulty key the factory is not given holds nothing back.
        #expect(problems(schema(["attributes": ["a"], "type": "labelled", "on": 1, "width": 20]), registry: registry) == [
            "rules[0].on: expected a string or a list of strings, got integer",
            "rules[0].width: too wide for the default message",
        ])
        #expect(problems(schema(["attributes": ["a"], "type": "labelled", "on": 1, "message": "{attribute}!", "width": 20]), registry: registry) == [
            "rules[0].on: expected a string or a list of strings, got integer",
        ])
    }

    /// Child rules (`each`, the composites) and the rules of a nested schema list their faulty
    /// common keys with their parameters, under their own paths.
    @Test func childRulesAndNestedSchemasListEveryFaultyCommonKey() {
        #expect(problems(schema(["attributes": ["a"], "type": "each", "rule": ["type": "string", "on": "x", "except": [1], "max": "y"], "stopOnFirstError": 1])) == [
            "rules[0].rule.except: expected a string or a list of strings",
            "rules[0].rule.max: expected a number, got string",
            "rules[0].stopOnFirstError: expected a boolean, got integer",
        ])
        #expect(problems(schema(["attributes": ["a"], "type": "anyOf", "extra": 1, "validators": [
            ["attributes": ["a"], "type": "integer", "min": "m"],
            ["type": "required", "when": ["attribute": "a", "nott": true], "message": 2],
            ["type": "nosuch", "skipOnEmpty": "no"],
            ["type": "string"],
        ]])) == [
            "rules[0].validators[0].attributes: a nested rule has no attributes",
            #"rules[0].validators[0].min: expected a number, got the non-numeric string "m""#,
            "rules[0].validators[1].message: expected a string, got integer",
            "rules[0].validators[1].when.nott: unknown key",
            "rules[0].validators[2].skipOnEmpty: expected a boolean, got string",
            #"rules[0].validators[2].type: unknown validator type "nosuch""#,
            #"rules[0].extra: unknown parameter of "anyOf""#,
        ])
        #expect(problems(schema(["attributes": ["a"], "type": "not", "validator": ["type": "each", "on": [:], "rule": ["type": "in", "isEmpty": 0]]])) == [
            "rules[0].validator.on: expected a string or a list of strings, got object",
            #"rules[0].validator.rule.isEmpty: expected "default", "trimmed" or "null""#,
            #"rules[0].validator.rule.range: the "range" parameter is required"#,
        ])
        #expect(problems(schema(["attributes": ["a"], "type": "nested", "schema": [
            "attributes": ["s"],
            "rules": [["attributes": ["s", "t"], "on": 2, "type": "integer", "max": "z", "foo": 1]],
        ]])) == [
            "rules[0].schema.rules[0].on: expected a string or a list of strings, got integer",
            #"rules[0].schema.rules[0].max: expected a number, got the non-numeric string "z""#,
            #"rules[0].schema.rules[0].foo: unknown parameter of "integer""#,
            #"rules[0].schema.rules[0].attributes[1]: "t" is not a declared attribute"#,
        ])
    }

    /// `RuleSet(json:)` throws the first mistake as before (the first rule object with a faulty
    /// common key, before any rule is built), carrying every mistake of that rule.
    @Test func ruleSetsFromJSONThrowTheFirstFaultyCommonKey() {
        let each: AttributeValue = ["attributes": ["a"], "type": "each", "rule": ["type": "string", "except": [1], "max": "y"]]
        var faultyEach = each
        faultyEach.set("on", 2)
        let rules: AttributeValue = [["attributes": ["a"], "type": "string", "min": "x"], faultyEach]
        do {
            _ = try RuleSet(json: rules)
            Issue.record("no error")
        } catch {
            #expect(error == RuleError(.invalidParameter, ruleIndex: 1, key: "on", reason: "expected a string or a list of strings, got integer"))
            #expect(error.everyMistake.map(\.description) == [
                "rules[1].on: expected a string or a list of strings, got integer",
                "rules[1].rule.except: expected a string or a list of strings",
                "rules[1].rule.max: expected a number, got string",
            ])
        }
        // A faulty child: its first faulty common key, below its owner's parameter, as before.
        #expect(throws: RuleError(.invalidParameter, ruleIndex: 0, key: "rule.except", reason: "expected a string or a list of strings")) {
            try RuleSet(json: [each])
        }
        #expect(throws: RuleError(.invalidRule, ruleIndex: 0, key: "validators[1].type", reason: "missing type")) {
            try RuleSet(json: [["attributes": ["a"], "type": "allOf", "validators": [["type": "required"], ["on": 1]]]])
        }
    }
}

private extension AttributeValue {
    /// Sets `key` of an object to `value`.
    mutating func set(_ key: String, _ value: AttributeValue) {
        guard case .object(var object) = self else { return }
        object[key] = value
        self = .object(object)
    }
}
