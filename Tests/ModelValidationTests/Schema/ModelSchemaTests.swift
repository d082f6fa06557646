import Testing
@testable import ModelValidation

struct ModelSchemaTests {
    static let signup: AttributeValue = [
        "attributes": ["name", "email", "isAdmin"],
        "labels": ["email": "E-mail"],
        "scenarios": ["default": ["name", "email"], "admin": ["name", "email", "isAdmin"]],
        "rules": [
            ["attributes": ["name", "email"], "type": "required"],
            ["attributes": ["email"], "type": "email"],
        ],
    ]

    @Test func aDocumentBuildsAModel() throws {
        let schema = try ModelSchema(json: Self.signup)
        #expect(schema.attributes == ["name", "email", "isAdmin"])
        #expect(schema.labels == ["email": "E-mail"])
        #expect(schema.scenarios?.names == ["default", "admin"])
        #expect(schema.rules.count == 2)
        var model = try schema.makeModel()
        #expect(model.scenario == "default")
        let report = model.assign(["email": "x", "isAdmin": true])
        #expect(report.unsafe == ["isAdmin"])
        #expect(try model.validate() == false)
        #expect(model.errorSummary() == ["Name cannot be blank.", "E-mail is not a valid email address."])
        #expect(try schema.makeModel(scenario: "admin").scenario == "admin")
        #expect(throws: ModelError(.unknownScenario, name: "nope")) { try schema.makeModel(scenario: "nope") }
    }

    @Test func bytesParseOnceAndAParseErrorNamesLineAndColumn() throws {
        let text = #"{"attributes": ["a"], "rules": [{"attributes": ["a"], "type": "required"}]}"#
        let schema = try ModelSchema(bytes: Array(text.utf8))
        #expect(schema.rules.count == 1)
        #expect(try ModelSchema(bytes: text.utf8).attributes == ["a"])   // not contiguous: copied once
        #expect(throws: SchemaError(problems: [.init(path: "", reason: "unexpected character '}' at line 2, column 1")])) {
            try ModelSchema(bytes: Array("{\"attributes\": [\"a\"\n}".utf8))
        }
        do { _ = try ModelSchema(bytes: Array("{\"attributes\": [\"a\"\n}".utf8)) } catch {
            #expect(error.description == "unexpected character '}' at line 2, column 1")
        }
    }

    /// A JSON reader keeps the last value of a key written twice, so a second `"rules"` would
    /// hide the first: read from bytes, such a key is a problem, listed before the others (as
    /// `model-validate check` lists it).
    @Test func aKeyWrittenTwiceIsAProblemListedFirst() throws {
        let repeated = "repeated key; only its last value is read"
        let sound = #"{"attributes": ["a"], "rules": [], "rules": [{"attributes": ["a"], "type": "required"}]}"#
        #expect(throws: SchemaError(problems: [.init(path: "rules", reason: repeated)])) {
            try ModelSchema(bytes: Array(sound.utf8))
        }
        // Read from bytes not stored contiguously, from a parsed value (which has only the last
        // `"rules"`).
        #expect(throws: SchemaError(problems: [.init(path: "rules", reason: repeated)])) {
            try ModelSchema(bytes: Array(sound.utf8).lazy.map { $0 })
        }
        #expect(try ModelSchema(json: try JSONReader.parse(sound)).rules.count == 1)
        let faulty = #"""
            {"attributes": ["a", "b"], "rules": [
              {"attributes": ["a"], "type": "string", "min": 1, "min": "x"},
              {"attributes": ["b"], "type": "nested", "schema": {"attributes": ["c"], "attributes": ["c"],
                "rules": [{"attributes": ["c"], "type": "nope"}]}}],
             "labels": {"a": "A", "\u0061": "Also A"}}
            """#
        do {
            _ = try ModelSchema(bytes: Array(faulty.utf8))
            Issue.record("no error")
        } catch {
            #expect(error.problems.map(\.description) == [
                "rules[0].min: \(repeated)",
                "rules[1].schema.attributes: \(repeated)",
                "labels.a: \(repeated)",
                "rules[0].min: expected a number, got string",
                "rules[1].schema.rules[0].type: unknown validator type \"nope\"",
            ])
            #expect(error.description == "rules[0].min: \(repeated) (and 4 more)")
        }
    }

    @Test func everyProblemIsListedWithItsPath() {
        let json: AttributeValue = [
            "attributes": ["a", "a", 3],
            "labels": ["b": "B", "a": 1],
            "scenarios": ["s": ["a", "!c"]],
            "rules": [
                ["attributes": ["a"], "type": "string", "min": "x"],
                ["attributes": ["d"], "type": "required"],
                ["attributes": ["a"], "type": "nope"],
            ],
            "extra": true,
        ]
        do {
            _ = try ModelSchema(json: json)
            Issue.record("no error")
        } catch {
            #expect(error.problems.map(\.description) == [
                "extra: unknown key (expected attributes, labels, rules, scenarios)",
                "attributes[1]: \"a\" is declared twice",
                "attributes[2]: expected a non-empty string",
                "labels.b: not a declared attribute",
                "labels.a: expected a string",
                "scenarios.s[1]: \"c\" is not a declared attribute",
                "rules[0].min: expected a number, got string",
                "rules[1].attributes[0]: \"d\" is not a declared attribute",
                "rules[2].type: unknown validator type \"nope\"",
            ])
            #expect(error.description == "extra: unknown key (expected attributes, labels, rules, scenarios) (and 8 more)")
        }
        #expect(throws: SchemaError(problems: [.init(path: "(root)", reason: "expected a JSON object, got array")])) {
            try ModelSchema(json: [1])
        }
        #expect(throws: SchemaError(problems: [.init(path: "attributes", reason: "missing (a list of attribute names)")])) {
            try ModelSchema(json: [:])
        }
    }

    /// A rule that cannot be built still has its attributes checked: both mistakes are listed
    /// at once, not the second after the first is mended.
    @Test func aRuleThatFailsToBuildHasItsAttributesChecked() {
        let json: AttributeValue = [
            "attributes": ["a"],
            "rules": [
                ["attributes": ["a", "zz"], "type": "string", "min": "x"],
                ["attributes": ["yy"], "type": "nope"],
            ],
        ]
        #expect(throws: SchemaError(problems: [
            .init(path: "rules[0].min", reason: "expected a number, got string"),
            .init(path: "rules[0].attributes[1]", reason: #""zz" is not a declared attribute"#),
            .init(path: "rules[1].type", reason: #"unknown validator type "nope""#),
            .init(path: "rules[1].attributes[0]", reason: #""yy" is not a declared attribute"#),
        ])) {
            try ModelSchema(json: json)
        }
    }

    /// Names are bytes: both spellings of "é" are attributes; a label for each cannot be held.
    @Test func canonicallyEquivalentNamesAreTwoAttributes() throws {
        let schema = try ModelSchema(json: ["attributes": ["\u{E9}", "e\u{301}"], "labels": ["\u{E9}": "Composed"]])
        let model = schema.template
        #expect(model.attributeNames.count == 2)
        #expect(model.label(of: "\u{E9}") == "Composed")
        #expect(model.label(of: "e\u{301}") == AttributeLabel.generate("e\u{301}"))
        #expect(throws: SchemaError(problems: [.init(
            path: "labels.e\u{301}",
            reason: "the label of \"\u{E9}\" has a canonically equivalent name; give only one of them a label")])) {
            try ModelSchema(json: ["attributes": ["\u{E9}", "e\u{301}"], "labels": ["\u{E9}": "A", "e\u{301}": "B"]])
        }
    }

    @Test func aSchemaBuiltInSwiftIsCheckedToo() throws {
        let schema = try ModelSchema(attributes: ["sku"], labels: ["sku": "SKU"], rules: [Rule(["sku"], "required")])
        var model = try schema.makeModel()
        #expect(try model.validate() == false)
        #expect(model.firstError("sku") == "SKU cannot be blank.")
        #expect(throws: SchemaError(problems: [
            .init(path: "attributes[1]", reason: "\"sku\" is declared twice"),
            .init(path: "scenarios.s[0]", reason: "\"x\" is not a declared attribute"),
            .init(path: "rules[0].attributes[0]", reason: "\"qty\" is not a declared attribute"),
            .init(path: "labels.y", reason: "not a declared attribute"),
        ])) {
            try ModelSchema(attributes: ["sku", "sku"], labels: ["y": "Y"], scenarios: ["s": ["!x"]], rules: [Rule(["qty"], "required")])
        }
        #expect(throws: SchemaError(problems: [.init(path: "rules[0].min", reason: "expected a number, got string")])) {
            try ModelSchema(attributes: ["sku"], rules: [Rule(["sku"], "string", ["min": "x"])])
        }
    }

    /// A rule that reads or writes an attribute besides those it validates names a declared
    /// one: the attribute `compare` compares with (given, or the `_repeat` default), the model
    /// attributes of `targetAttribute` and `primaryKey`, the `timestampAttribute` of `date`.
    /// Without a schema the validation stops instead (Yii's unknown property), when the rule
    /// runs.
    @Test func attributesARuleUsesAreDeclared() throws {
        let json: AttributeValue = [
            "attributes": ["a", "b", "a_repeat"],
            "rules": [
                ["attributes": ["a", "b"], "type": "compare"],
                ["attributes": ["a"], "type": "compare", "compareAttribute": "nope"],
                ["attributes": ["a"], "type": "compare", "compareAttribute": "b"],
                ["attributes": ["b"], "type": "compare", "compareValue": 3],
                ["attributes": ["a"], "type": "unique", "targetClass": "t", "targetAttribute": ["a": "x", "zz": "y"], "primaryKey": "id"],
                ["attributes": ["a"], "type": "exist", "targetClass": "t", "targetAttribute": ["a", "q", "q"]],
                ["attributes": ["a"], "type": "exist", "targetClass": "t", "targetAttribute": "column"],
                ["attributes": ["a"], "type": "date", "format": "php:Y-m-d", "timestampAttribute": "ts"],
                ["attributes": ["a"], "type": "date", "format": "php:Y-m-d", "timestampAttribute": "b"],
            ],
        ]
        #expect(throws: SchemaError(problems: [
            .init(path: "rules[0]", reason: #""b" is compared with "b_repeat", which is not a declared attribute (give compareAttribute or compareValue)"#),
            .init(path: "rules[1].compareAttribute", reason: #""nope" is not a declared attribute"#),
            .init(path: "rules[4].targetAttribute", reason: #""zz" is not a declared attribute"#),
            .init(path: "rules[4].primaryKey", reason: #""id" is not a declared attribute"#),
            .init(path: "rules[5].targetAttribute", reason: #""q" is not a declared attribute"#),
            .init(path: "rules[7].timestampAttribute", reason: #""ts" is not a declared attribute"#),
        ])) {
            var registry = ValidatorRegistry.builtIn
            registry.register(store: InMemoryRecordStore(["t": []]))
            return try ModelSchema(json: json, registry: registry)
        }
        #expect(throws: SchemaError(problems: [.init(path: "rules[0].compareAttribute", reason: #""nope" is not a declared attribute"#)])) {
            try ModelSchema(attributes: ["a"], rules: [Rule(["a"], "compare", ["compareAttribute": "nope"])])
        }
        // The child rules of `each` and of the composites, with their keys.
        let composite: AttributeValue = [
            "attributes": ["a"],
            "rules": [
                ["attributes": ["a"], "type": "each", "rule": ["type": "compare"]],
                ["attributes": ["a"], "type": "conditional", "if": ["type": "compare", "compareAttribute": "x"],
                 "then": ["type": "each", "rule": ["type": "compare", "compareAttribute": "a"]],
                 "else": ["type": "not", "validator": ["type": "allOf", "validators": [["type": "compare", "compareAttribute": "y"]]]]],
                ["attributes": ["a"], "type": "anyOf", "validators": [["type": "required"], ["type": "compare", "compareAttribute": "z"]]],
            ],
        ]
        #expect(throws: SchemaError(problems: [
            .init(path: "rules[0].rule", reason: #""a" is compared with "a_repeat", which is not a declared attribute (give compareAttribute or compareValue)"#),
            .init(path: "rules[1].if.compareAttribute", reason: #""x" is not a declared attribute"#),
            .init(path: "rules[1].else.validator.validators[0].compareAttribute", reason: #""y" is not a declared attribute"#),
            .init(path: "rules[2].validators[1].compareAttribute", reason: #""z" is not a declared attribute"#),
        ])) {
            try ModelSchema(json: composite)
        }
        // The same rule on a model without a schema: the validation stops when it runs.
        var model = try DynamicModel(attributes: ["a"], rules: [Rule(["a"], "compare", ["compareAttribute": "nope"])])
        model["a"] = "x"
        #expect(throws: ModelError(.unknownAttribute, name: "nope")) { try model.validate() }
    }

    /// The attribute a rule's `when` reads is declared: undeclared, it read as `null`, so a
    /// misspelt name turned the rule off (or, with `not`, on for every record) without a word.
    @Test func theAttributeAWhenConditionReadsIsDeclared() throws {
        let json: AttributeValue = [
            "attributes": ["b", "c"],
            "rules": [
                ["attributes": ["b"], "type": "required", "when": ["attribute": "zz", "value": 1]],
                ["attributes": ["b"], "type": "required", "when": ["attribute": "c", "value": 1]],
                ["attributes": ["c"], "type": "required", "when": ["attribute": "yy", "value": "x", "not": true]],
                ["attributes": ["b"], "type": "compare", "compareAttribute": "zz", "when": ["attribute": "zz", "value": 1]],
            ],
        ]
        #expect(throws: SchemaError(problems: [
            .init(path: "rules[0].when.attribute", reason: #""zz" is not a declared attribute"#),
            .init(path: "rules[2].when.attribute", reason: #""yy" is not a declared attribute"#),
            .init(path: "rules[3].when.attribute", reason: #""zz" is not a declared attribute"#),
        ])) {
            try ModelSchema(json: json)
        }
        #expect(throws: SchemaError(problems: [.init(path: "rules[0].when.attribute", reason: #""zz" is not a declared attribute"#)])) {
            try ModelSchema(attributes: ["b"], rules: [Rule(["b"], "required", when: .attribute("zz", equals: 1))])
        }
        let schema = try ModelSchema(attributes: ["b", "c"], rules: [Rule(["b"], "required", when: .attribute("c", equals: 1))])
        var model = try schema.makeModel()
        model["c"] = 1
        #expect(try !model.validate())
        #expect(model.errors.first(for: "b")?.code == "required.blank")
    }

    @Test func theDocumentComesBack() throws {
        let schema = try ModelSchema(json: Self.signup)
        let json = try #require(schema.jsonValue)
        #expect(JSONWriter.string(json) == #"{"attributes":["name","email","isAdmin"],"labels":{"email":"E-mail"},"scenarios":{"default":["name","email"],"admin":["name","email","isAdmin"]},"rules":[{"attributes":["name","email"],"type":"required"},{"attributes":["email"],"type":"email"}]}"#)
        #expect(try ModelSchema(json: json).jsonValue == json)
        let inline = try ModelSchema(attributes: ["a"], rules: [Rule(["a"], validator: InlineValidator(code: "a.odd", message: "{attribute} is odd.") { _, _, _ in true })])
        #expect(inline.jsonValue == nil)
    }

    /// `*` is the key of the errors about the whole model: no attribute may be named so.
    @Test func aSchemaRefusesAnAttributeNamedStar() throws {
        let reserved = #""*" is reserved for errors about the whole model"#
        #expect(throws: SchemaError(problems: [.init(path: "attributes[1]", reason: reserved)])) {
            try ModelSchema(attributes: ["a", "*"], rules: [Rule(["*"], "required")])
        }
        do {
            _ = try ModelSchema(bytes: Array("""
                {"attributes": ["*", "items"], "rules": [
                  {"attributes": ["*"], "type": "required"},
                  {"attributes": ["items"], "type": "nested", "schema": {"attributes": ["sku", "*"]}}]}
                """.utf8))
            Issue.record("no error")
        } catch {
            #expect(error.problems.map(\.description) == [
                "attributes[0]: \(reserved)",
                "rules[1].schema.attributes[1]: \(reserved)",
            ])
        }
    }
}
