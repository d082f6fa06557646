import Testing
@testable import ModelValidation

/// The data form of `nested`: schemas inside rules, validated on a `DynamicModel`.
struct NestedDataFormTests {
    static let order: AttributeValue = [
        "attributes": ["userId", "address", "items"],
        "scenarios": ["default": ["userId", "address", "items"], "checkout": ["userId", "address", "items"]],
        "rules": [
            ["attributes": ["userId", "items"], "type": "required"],
            ["attributes": ["address"], "type": "nested", "schema": [
                "attributes": ["city", "zip", "verified"],
                "labels": ["zip": "Postal Code"],
                "rules": [
                    ["attributes": ["city"], "type": "trim"],
                    ["attributes": ["city"], "type": "required"],
                    ["attributes": ["zip"], "type": "string", "length": 5, "on": ["checkout"]],
                    ["attributes": ["!verified"], "type": "boolean"],
                ],
            ]],
            ["attributes": ["items"], "type": "nested", "list": true, "schema": [
                "attributes": ["sku", "quantity", "tags"],
                "rules": [
                    ["attributes": ["sku", "quantity"], "type": "required"],
                    ["attributes": ["sku"], "type": "match", "pattern": "/^[A-Z0-9-]{1,20}$/"],
                    ["attributes": ["quantity"], "type": "integer", "min": 1, "max": 1000],
                    ["attributes": ["tags"], "type": "each", "rule": ["type": "string", "max": 5]],
                ],
            ]],
        ],
    ]

    static func model(scenario: String = "default") throws -> DynamicModel {
        try ModelSchema(json: order).makeModel(scenario: scenario)
    }

    static let body: AttributeObject = [
        "userId": 7,
        "address": ["city": "  ", "zip": "123", "verified": true, "extra": 1],
        "items": [
            ["sku": "A-1", "quantity": 2],
            ["sku": "b", "quantity": 0],
            ["sku": "", "quantity": 1, "tags": ["ok", "toolong"]],
        ],
    ]

    @Test func nestedObjectsAndListsAreValidatedWithPaths() throws {
        var model = try Self.model()
        let report = model.assign(Self.body)
        #expect(report.assigned == ["userId", "address", "items"])
        #expect(try model.validate() == false)
        #expect(model.errors.attributes == ["address.city", "items.1.sku", "items.1.quantity", "items.2.sku", "items.2.tags"])
        #expect(model.errors.all.map(\.path.description) == ["address.city", "items.1.sku", "items.1.quantity", "items.2.sku", "items.2.tags.1"])
        #expect(model.errors.all.map(\.code) == ["required.blank", "match.invalid", "number.tooSmall", "required.blank", "string.tooLong"])
        #expect(model.errorSummary() == [
            "City cannot be blank.", "Sku is invalid.", "Quantity must be no less than 1.", "Sku cannot be blank.",
            "Tags should contain at most 5 characters.",
        ])
        #expect(model.hasErrors("items"))
        #expect(model.hasErrors("address"))
        #expect(!model.hasErrors("userId"))
        #expect(model.firstError("items.1.quantity") == "Quantity must be no less than 1.")
        // Filtered values are written back; the nested model's unsafe and unknown keys were never
        // assigned (`zip` is active only in `checkout`, `verified` is never safe).
        #expect(model["address"] == ["city": "", "zip": nil, "verified": nil])
        #expect(model["items"] == [
            ["sku": "A-1", "quantity": 2, "tags": nil],
            ["sku": "b", "quantity": 0, "tags": nil],
            ["sku": "", "quantity": 1, "tags": ["ok", "toolong"]],
        ])
    }

    @Test func theProblemBodyPointsIntoTheLists() throws {
        var model = try Self.model()
        var body = Self.body
        body["isAdmin"] = true
        let report = model.assign(body)
        #expect(try model.validate() == false)
        let problem = ValidationProblem(model, refused: report)
        // The nested schema's refused keys follow the body's own, by their paths.
        #expect(report.nestedUnsafe == [["address", "zip"], ["address", "verified"]])
        #expect(report.nestedUnknown == [["address", "extra"]])
        #expect(problem.errors.map(\.pointer) == [
            "/address/city", "/items/1/sku", "/items/1/quantity", "/items/2/sku", "/items/2/tags/1",
            "/address/zip", "/address/verified", "/isAdmin", "/address/extra",
        ])
        #expect(problem.errors[5].detail == "Postal Code cannot be assigned in this scenario.")
        #expect(problem.errors[8].detail == "Extra is not an attribute of the schema.")
        #expect(problem.errors[8].code == "assignment.unknown")
        #expect(JSONWriter.string(problem.errors[4].jsonValue)
            == #"{"pointer":"/items/2/tags/1","detail":"Tags should contain at most 5 characters.","code":"string.tooLong","params":{"max":5}}"#)
        #expect(FlatValidationErrors(model).errors.map(\.path) == ["address.city", "items.1.sku", "items.1.quantity", "items.2.sku", "items.2.tags.1"])
    }

    @Test func strictAssignmentRefusesKeysTheNestedSchemaRefuses() throws {
        var model = try Self.model()
        let body: AttributeObject = ["userId": 1, "items": [["sku": "A", "quantity": 1], ["sku": "B", "quantity": 1, "color": "red"]]]
        #expect(throws: AssignmentError.self) { try model.assign(body, strict: true) }
        #expect(model["userId"] == .null && model["items"] == .null)
        do {
            try model.assign(body, strict: true)
        } catch {
            #expect(error.report.nestedUnknown == [["items", 1, "color"]])
            #expect(error.report.unknown.isEmpty && error.report.unsafe.isEmpty)
        }
        let clean: AttributeObject = ["userId": 1, "items": [["sku": "A", "quantity": 1]]]
        let report = try model.assign(clean, strict: true)
        #expect(report.assigned == ["userId", "items"] && !report.hasRefusedKeys)
        #expect(model["items"] == [["sku": "A", "quantity": 1, "tags": nil]])
    }

    @Test func deeperSchemasReportTheirRefusalsWithFullPaths() throws {
        let schema = try ModelSchema(json: [
            "attributes": ["orders"],
            "rules": [["attributes": ["orders"], "type": "nested", "list": true, "schema": [
                "attributes": ["lines"],
                "rules": [["attributes": ["lines"], "type": "nested", "list": true, "schema": [
                    "attributes": ["sku", "secret"],
                    "labels": ["secret": "Hidden"],
                    "rules": [["attributes": ["sku", "!secret"], "type": "safe"]],
                ]]],
            ]]],
        ])
        var model = try schema.makeModel()
        let report = model.assign(["orders": [["lines": [["sku": "A"], ["sku": "B", "secret": 1, "x": 2]]]]])
        #expect(report.nestedUnsafe == [["orders", 0, "lines", 1, "secret"]])
        #expect(report.nestedUnknown == [["orders", 0, "lines", 1, "x"]])
        model.addErrors(for: report)
        #expect(model.errors.first(for: "orders.0.lines.1.secret")?.message == "Hidden cannot be assigned in this scenario.")
        #expect(ValidationProblem(model).errors.map(\.pointer) == ["/orders/0/lines/1/secret", "/orders/0/lines/1/x"])
    }

    @Test func aValidBodyPasses() throws {
        var model = try Self.model()
        model.assign(["userId": 1, "address": ["city": " Oslo "], "items": [["sku": "X", "quantity": 1000, "tags": ["a"]]]])
        #expect(try model.validate())
        #expect(model["address"] == ["city": "Oslo", "zip": nil, "verified": nil])
    }

    @Test func nestedSchemasInheritTheScenarioTheyDeclare() throws {
        var model = try Self.model(scenario: "checkout")
        model.assign(["userId": 1, "address": ["city": "Oslo", "zip": "123", "verified": true], "items": [["sku": "X", "quantity": 1]]])
        #expect(try model.validate() == false)
        #expect(model.errors.attributes == ["address.zip"])
        #expect(model.firstError("address.zip") == "Postal Code should contain 5 characters.")
        #expect(model["address"] == ["city": "Oslo", "zip": "123", "verified": nil])   // verified: still unsafe
        var fixed = try DynamicModel(attributes: ["address"], rules: [
            Rule(["address"], "nested", ["scenario": "checkout", "schema": [
                "attributes": ["zip"], "rules": [["attributes": ["zip"], "type": "required", "on": ["checkout"]]],
            ]]),
        ])
        fixed.assign(["address": ["zip": ""]])
        #expect(try fixed.validate() == false)
        #expect(fixed.errors.attributes == ["address.zip"])
    }

    @Test func reassigningMergesIntoTheObjectsAtTheirPlaces() throws {
        var model = try Self.model()
        model.assign(["items": [["sku": "A", "quantity": 1], ["sku": "B", "quantity": 2]]])
        model.assign(["items": [["quantity": 5]]])
        #expect(model["items"] == [["sku": "A", "quantity": 5, "tags": nil]])
        model.scenario = "checkout"
        model.assign(["address": ["city": "Oslo"]])
        model.assign(["address": ["zip": "12345"]])
        #expect(model["address"] == ["city": "Oslo", "zip": "12345", "verified": nil])
        model.scenario = "default"
        model.assign(["address": ["city": "Bergen", "zip": "99999"]])   // zip is not safe in default
        #expect(model["address"] == ["city": "Bergen", "zip": "12345", "verified": nil])
        model.assign(["address": nil])
        #expect(model["address"] == .null)
    }

    @Test func badShapesAreErrorsWithTheirPlace() throws {
        var model = try Self.model()
        let report = model.assign(["userId": 1, "address": [1, 2], "items": [["sku": "A", "quantity": 1], 7, [["sku": "B"]], "x"]])
        #expect(report.invalid == ["address"])
        #expect(try model.validate() == false)
        #expect(model.errors.all.map(\.path.description) == ["address", "items.1", "items.2", "items.3"])
        #expect(model.errors.all.map(\.code) == Array(repeating: "attribute.invalidType", count: 4))
        #expect(model.errorSummary() == ["Address is invalid.", "Items is invalid.", "Items is invalid.", "Items is invalid."])
        #expect(ValidationProblem(model).errors.map(\.pointer) == ["/address", "/items/1", "/items/2", "/items/3"])

        var scalar = try Self.model()
        #expect(scalar.assign(["userId": 1, "items": "many", "address": "Oslo"]).invalid == ["items", "address"])
        #expect(try scalar.validate() == false)
        #expect(scalar.errors.all.map(\.path.description) == ["items", "address"])
        #expect(scalar.errors.all.map(\.code) == ["attribute.invalidType", "attribute.invalidType"])
    }

    @Test func emptyNestedValuesAreLeftToRequired() throws {
        var model = try Self.model()
        model.assign(["userId": 1, "address": nil, "items": []])
        #expect(try model.validate() == false)
        #expect(model.errors.attributes == ["items"])
        #expect(model.errors.all.map(\.code) == ["required.blank"])
    }

    @Test func deepValuesAreJustInvalid() throws {
        var deep: AttributeValue = "x"
        for _ in 0..<300 { deep = [deep] }
        var model = try Self.model()
        model.assign(["userId": 1, "items": [["sku": deep, "quantity": ["a": deep]]]])
        #expect(try model.validate() == false)
        #expect(model.errors.all.map(\.code) == ["match.invalid", "number.invalid"])
    }

    @Test func threeLevelsDeep() throws {
        var model = try DynamicModel(attributes: ["orders"], rules: [
            Rule(["orders"], "nested", ["list": true, "schema": [
                "attributes": ["items"],
                "rules": [["attributes": ["items"], "type": "nested", "list": true, "schema": [
                    "attributes": ["name"],
                    "rules": [["attributes": ["name"], "type": "required"]],
                ]]],
            ]]),
        ])
        model.assign(["orders": [["items": [["name": "a"]]], ["items": [["name": "b"], ["name": ""]]]]])
        #expect(try model.validate() == false)
        #expect(model.errors.attributes == ["orders.1.items.1.name"])
        #expect(ValidationProblem(model).errors.map(\.pointer) == ["/orders/1/items/1/name"])
        #expect(model.hasErrors("orders"))
    }

    static func orders() throws -> DynamicModel {
        try DynamicModel(attributes: ["orders"], rules: [
            Rule(["orders"], "nested", ["list": true, "schema": [
                "attributes": ["items", "note"],
                "rules": [
                    ["attributes": ["items"], "type": "nested", "list": true, "schema": [
                        "attributes": ["name"],
                        "rules": [["attributes": ["name"], "type": "required"]],
                    ]],
                    ["attributes": ["note"], "type": "string"],
                ],
            ]]),
        ])
    }

    /// A value of the wrong shape for a nested attribute inside an object: the object's model
    /// refuses it, the owner keeps it with its place, and validating the object fails it there.
    @Test func aWrongShapeInsideAnObjectIsKeptWithItsPlaceAndFailsThere() throws {
        var model = try Self.orders()
        let report = model.assign(["orders": [["items": [["name": "a"]]], ["items": "x", "note": "n"], ["items": [7]]]])
        #expect(report.assigned == ["orders"] && report.invalid.isEmpty && !report.hasRefusedKeys)
        #expect(model.validation.invalidElements == [
            ValidationState.InvalidElement(attribute: "orders", path: [.index(1), .name("items")], value: "x"),
        ])
        // The key keeps its value (`null` in a new object); the other keys are assigned.
        #expect(model["orders"] == [["items": [["name": "a"]], "note": nil], ["items": nil, "note": "n"], ["items": [7], "note": nil]])
        #expect(try model.validate() == false)
        #expect(model.errors.attributes == ["orders.1.items", "orders.2.items.0"])
        #expect(model.errors.all.map(\.code) == ["attribute.invalidType", "attribute.invalidType"])
        #expect(model.errorSummary() == ["Items is invalid.", "Items is invalid."])
        #expect(model.errors.first(for: "orders.1.items")?.arguments["value"] == "x")
        #expect(ValidationProblem(model).errors.map(\.pointer) == ["/orders/1/items", "/orders/2/items/0"])

        // Writing the attribute in any way assigns it again: the failure goes with the value.
        model["orders"] = [["items": [["name": "a"]]]]
        #expect(model.validation.invalidElements.isEmpty)
        #expect(try model.validate())
    }

    /// The owner's record of what an object could not take, handed to the model of the object
    /// at its place and read back from it.
    @Test func theModelOfAnObjectGetsWhatItCouldNotTake() throws {
        let invalid = [
            ValidationState.InvalidElement(attribute: "orders", path: [.index(1), .name("note")], value: 1),
            ValidationState.InvalidElement(attribute: "orders", path: [.index(2), .name("items")], value: "x"),
            ValidationState.InvalidElement(attribute: "orders", path: [.index(2), .name("items"), .index(0), .name("name")], value: [1]),
            ValidationState.InvalidElement(attribute: "orders", path: [.index(2)], value: 5),
        ]
        let schema = try #require(try Self.orders().ruleSet.nestedSchemas[NameKey("orders")]?.schema)
        var child = schema.template
        NestedValidator.hand(invalid, at: [.index(2)], to: &child)
        #expect(child.validation.invalidAssignments.map(\.attribute) == ["items"])
        #expect(child.validation.invalidAssignments.map(\.value) == ["x"])
        #expect(child.validation.invalidElements == [
            ValidationState.InvalidElement(attribute: "items", path: [.index(0), .name("name")], value: [1]),
        ])
        #expect(NestedValidator.invalidElements(of: child, at: [.index(2)], in: "orders") == Array(invalid[1...2]))

        var top = schema.template
        NestedValidator.hand(invalid, at: [], to: &top)
        #expect(top.validation.invalidAssignments.isEmpty && top.validation.invalidElements.isEmpty)
    }

    /// A failure a nested schema's rule adds about its object as a whole points at the object
    /// (`/kits/1`), as in a typed model; a key named `*` refused in an object stays that key.
    @Test func aFailureAboutANestedObjectPointsAtIt() throws {
        var model = try KitOrder.dynamic()
        let report = model.assign(KitOrder.body)
        #expect(report.nestedUnknown == [["kits", 0, "*"]])
        #expect(try model.validate() == false)
        #expect(model.errors.attributes == ["main.*", "kits.1.*"])
        let kit = try #require(model.errors.first(for: "kits.1.*"))
        #expect(kit.path == ["kits", 1, "*"] && kit.modelPath == ["kits", 1] && !kit.isModelLevel)
        #expect(ValidationProblem(model, refused: report).errors == KitOrder.failures)

        // Two levels down.
        var registry = ValidatorRegistry.builtIn
        registry.register(WholeKitCheck.self)
        var deep = try DynamicModel(attributes: ["orders"], rules: [
            Rule(["orders"], "nested", ["list": true, "schema": [
                "attributes": ["kits"],
                "rules": [["attributes": ["kits"], "type": "nested", "list": true, "schema": Kit.schema]],
            ]]),
        ], registry: registry)
        let deepReport = deep.assign(["orders": [["kits": [["sku": "A", "parts": 1, "*": 1], ["sku": "", "parts": 20]]]]])
        #expect(try deep.validate() == false)
        #expect(ValidationProblem(deep, refused: deepReport).errors == [
            .init(pointer: "/orders/0/kits/1/sku", detail: "Sku cannot be blank.", code: "required.blank"),
            .init(pointer: "/orders/0/kits/1", detail: "The kit holds more than 10 parts.", code: WholeKitCheck.code, params: ["max": 10]),
            .init(pointer: "/orders/0/kits/0/*", detail: "* is not an attribute of the schema.", code: AssignmentReport.unknownCode),
        ])
    }

    @Test func schemasBuiltInSwiftNestToo() throws {
        let item = try ModelSchema(attributes: ["sku", "price"], rules: [Rule(["sku"], "required"), Rule(["!price"], "number")])
        var model = try DynamicModel(attributes: ["items"], rules: [
            Rule(["items"], validator: NestedValidator(schema: item, list: true), name: "nested"),
        ])
        model.assign(["items": [["sku": "", "price": 0]]])
        #expect(model["items"] == [["sku": "", "price": nil]])
        #expect(try model.validate() == false)
        #expect(model.errors.attributes == ["items.0.sku"])
    }

    @Test func listsCanLimitTheirLength() throws {
        let item: AttributeValue = ["attributes": ["sku"], "rules": [["attributes": ["sku"], "type": "required"]]]
        var model = try DynamicModel(attributes: ["items"], rules: [
            Rule(["items"], "nested", ["list": true, "min": 2, "max": 3, "schema": item]),
        ])
        model.assign(["items": [["sku": ""]]])
        #expect(try model.validate() == false)
        #expect(model.errors.all.map(\.code) == ["nested.tooFew"])
        #expect(model.errorSummary() == ["Items should contain at least 2 items."])
        #expect(model.errors.all[0].parameters == ["min": 2])
        model.assign(["items": [["sku": "a"], ["sku": "b"], ["sku": "c"], ["sku": ""]]])
        #expect(try model.validate() == false)
        #expect(model.errorSummary() == ["Items should contain at most 3 items."])   // the objects are not validated
        model.assign(["items": [["sku": "a"], ["sku": ""]]])
        #expect(try model.validate() == false)
        #expect(model.errors.attributes == ["items.1.sku"])

        var custom = try DynamicModel(attributes: ["items"], rules: [
            Rule(["items"], "nested", ["list": true, "max": 1, "tooMany": "{attribute}: {max} at most.", "schema": item]),
        ])
        custom.assign(["items": [["sku": "a"], ["sku": "b"]]])
        #expect(try custom.validate() == false)
        #expect(custom.errorSummary() == ["Items: 1 at most."])
        var one = try DynamicModel(attributes: ["items"], rules: [
            Rule(["items"], "nested", ["list": true, "min": 1, "max": 1, "schema": item], message: "{attribute} must hold objects."),
        ])
        one.assign(["items": [5]])
        #expect(try one.validate() == false)
        #expect(one.errorSummary() == ["Items must hold objects."])
        one.assign(["items": [["sku": "a"], ["sku": "b"]]])
        #expect(try one.validate() == false)
        #expect(one.errorSummary() == ["Items should contain at most 1 item."])
    }

    /// A validator that stops the validation of the model it runs on.
    struct Stops: Validator {
        func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
            model.abortValidation(ModelError(.unknownAttribute, name: "nope"))
        }
    }

    @Test func aModelErrorInANestedSchemaStopsTheOwner() throws {
        var registry = ValidatorRegistry.builtIn
        registry.register("stops") { _, _ in Stops() }
        var model = try DynamicModel(attributes: ["a", "b"], rules: [
            Rule(["a"], "nested", ["schema": [
                "attributes": ["x"], "rules": [["attributes": ["x"], "type": "stops"]],
            ]]),
            Rule(["b"], "required"),
        ], registry: registry)
        model.assign(["a": ["x": 1]])
        #expect(throws: ModelError(.unknownAttribute, name: "nope")) { try model.validate() }
        #expect(model.errors.isEmpty)
    }

    /// A nested schema's rule that reads an attribute its schema lacks is refused when the
    /// rules are built, with its path.
    @Test func aNestedSchemaReadingAnUndeclaredAttributeIsRefused() {
        do {
            _ = try DynamicModel(attributes: ["a"], rules: [
                Rule(["a"], "nested", ["schema": [
                    "attributes": ["x"], "rules": [["attributes": ["x"], "type": "compare", "compareAttribute": "nope"]],
                ]]),
            ])
            Issue.record("no error")
        } catch {
            #expect(error.description.contains(#"schema.rules[0].compareAttribute: "nope" is not a declared attribute"#), "\(error)")
        }
    }
}

/// Mistakes in nested schemas are found when the rules are built, with their JSON paths.
struct NestedDataFormRuleTests {
    /// A schema whose attribute `a` nests `levels` schemas deep.
    static func chain(_ levels: Int) -> AttributeValue {
        var schema: AttributeValue = ["attributes": ["a"], "rules": [["attributes": ["a"], "type": "required"]]]
        for _ in 0..<levels {
            schema = ["attributes": ["a"], "rules": [["attributes": ["a"], "type": "nested", "schema": schema]]]
        }
        return schema
    }

    @Test func schemasNestUpToTheLimit() throws {
        _ = try ModelSchema(json: Self.chain(ModelSchema.maximumDepth))
        let tooDeep = Self.chain(ModelSchema.maximumDepth + 1)
        do {
            _ = try ModelSchema(json: tooDeep)
            Issue.record("no error")
        } catch {
            #expect(error.problems == [.init(path: "rules[0].schema", reason: "schemas nest deeper than 32 levels")])
        }
        guard case .object(let top) = tooDeep else { return }
        #expect(throws: RuleError(.invalidParameter, ruleIndex: 0, key: "schema", reason: "schemas nest deeper than 32 levels")) {
            try RuleSet(json: top["rules"]!)
        }
    }

    @Test func nestedProblemsAreListedUnderTheRule() {
        let json: AttributeValue = [
            "attributes": ["items"],
            "rules": [["attributes": ["items"], "type": "nested", "list": true, "schema": [
                "attributes": ["sku"],
                "labels": ["x": "X"],
                "rules": [["attributes": ["sku"], "type": "string", "min": "x"]],
            ]]],
        ]
        do {
            _ = try ModelSchema(json: json)
            Issue.record("no error")
        } catch {
            #expect(error.problems.map(\.description) == [
                "rules[0].schema.labels.x: not a declared attribute",
                "rules[0].schema.rules[0].min: expected a number, got string",
            ])
        }
        #expect(throws: RuleError(.invalidParameter, ruleIndex: 0, key: "schema.labels.x", reason: "not a declared attribute (and 1 more)")) {
            try RuleSet(json: json.objectValue!["rules"]!)
        }
        #expect(throws: RuleError(.invalidParameter, ruleIndex: 0, key: "schema", reason: "expected a JSON object, got string")) {
            try RuleSet([Rule(["items"], "nested", ["schema": "items.json"])])
        }
    }

    @Test func optionsNeedASchemaAndAKnownScenario() {
        #expect(throws: RuleError(.invalidParameter, ruleIndex: 0, key: "list", reason: "only a nested rule with a \"schema\" takes \"list\"")) {
            try RuleSet([Rule(["items"], "nested", ["list": true])])
        }
        #expect(throws: RuleError(.invalidParameter, ruleIndex: 0, key: "scenario", reason: "the nested schema declares no scenario \"x\"")) {
            try RuleSet([Rule(["items"], "nested", ["scenario": "x", "schema": ["attributes": ["a"]]])])
        }
        #expect(throws: RuleError(.invalidParameter, ruleIndex: 0, key: "list", reason: "expected a boolean, got string")) {
            try RuleSet([Rule(["items"], "nested", ["list": "yes", "schema": ["attributes": ["a"]]])])
        }
        #expect(throws: RuleError(.invalidParameter, ruleIndex: 0, key: "max", reason: "only a nested rule with \"list\": true takes \"max\"")) {
            try RuleSet([Rule(["items"], "nested", ["max": 3, "schema": ["attributes": ["a"]]])])
        }
        #expect(throws: RuleError(.invalidParameter, ruleIndex: 0, key: "max", reason: "expected a count of at least \"min\" (3)")) {
            try RuleSet([Rule(["items"], "nested", ["list": true, "min": 3, "max": 2, "schema": ["attributes": ["a"]]])])
        }
        #expect(throws: RuleError(.invalidParameter, ruleIndex: 0, key: "min", reason: "expected a count of 0 or more")) {
            try RuleSet([Rule(["items"], "nested", ["list": true, "min": -1, "schema": ["attributes": ["a"]]])])
        }
        #expect(throws: RuleError(.invalidParameter, ruleIndex: 0, key: "tooFew", reason: "only a nested rule with a \"schema\" takes \"tooFew\"")) {
            try RuleSet([Rule(["items"], "nested", ["tooFew": "x"])])
        }
    }

    @Test func oneSchemaPerAttributeAndNoneInsideEach() {
        let schema: AttributeValue = ["attributes": ["a"]]
        #expect(throws: RuleError(.invalidRule, ruleIndex: 1, key: "attributes[0]", reason: "\"x\" already has a nested schema (rules[0])")) {
            try RuleSet([Rule(["x"], "nested", ["schema": schema]), Rule(["x"], "nested", ["schema": schema])])
        }
        #expect(throws: RuleError.self) {
            try RuleSet([Rule(["x"], "each", ["rule": ["type": "nested", "schema": schema]])])
        }
        do {
            _ = try RuleSet([Rule(["x"], "anyOf", ["validators": [["type": "nested", "schema": schema]]])])
        } catch {
            #expect(error.path == "rules[0].validators[0].schema")
        }
    }
}
