import Testing
@testable import ModelValidation

struct Address: TypedModel, Sendable {
    var city = ""
    var zip = ""
    var verified = false
    var validation = ValidationState()
    static let attributes: AttributeTable<Address> = [
        .attribute("city", \.city), .attribute("zip", \.zip), .attribute("verified", \.verified),
    ]
    static let rules = try! RuleSet(for: Address.self) {
        Validate(\.city, .trim, .required)
        Validate(\.zip, .string(length: 5)).on("checkout")
        Validate(\.verified, .boolean).unsafe()
    }
    var ruleSet: RuleSet { Self.rules }
    var attributeLabels: [String: String] { ["zip": "Postal Code"] }
}

struct LineItem: TypedModel, Sendable {
    var sku = ""
    var quantity = 0
    var validation = ValidationState()
    static let attributes: AttributeTable<LineItem> = [.attribute("sku", \.sku), .attribute("quantity", \.quantity)]
    static let rules = try! RuleSet(for: LineItem.self) {
        Validate(\.sku, .required)
        Validate(\.quantity, .integer(min: 1))
    }
    var ruleSet: RuleSet { Self.rules }
}

struct Order: TypedModel, Sendable {
    var number = ""
    var address = Address()
    var items: [LineItem] = []
    var validation = ValidationState()
    static let attributes: AttributeTable<Order> = [
        .attribute("number", \.number),
        .model("address", \.address),
        .models("items", \.items, make: LineItem.init),
    ]
    static let rules = try! RuleSet(for: Order.self) {
        Validate(\.number, .required)
        Validate([\.address, \.items], .nested).on("default", "checkout")
    }
    var ruleSet: RuleSet = Order.rules
}

/// A check across a kit's attributes that fails the kit as a whole (`*`), as a validator does
/// with `addError(ValidationErrors.modelKey, …)`.
struct WholeKitCheck: ConfigurableValidator {
    static let aliases = ["kitCheck"]
    static let code = "kit.tooLarge"
    static let template = "The kit holds more than {max, number} parts."

    init() {}
    init(alias: String, parameters: inout RuleParameters) throws(RuleError) {}

    func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        guard let parts = value.intValue, parts > 10 else { return }
        model.addError(ValidationErrors.modelKey, code: Self.code, template: Self.template, value: .null, arguments: ["max": 10])
    }
}

/// A nested model with a check on the whole of it.
struct Kit: TypedModel, Sendable {
    var sku = ""
    var parts = 0
    var validation = ValidationState()
    static let attributes: AttributeTable<Kit> = [.attribute("sku", \.sku), .attribute("parts", \.parts)]
    static let rules = try! RuleSet(for: Kit.self) {
        Validate(\.sku, .required)
        Validate(\.parts, .validator(WholeKitCheck(), name: "kitCheck"))
    }
    var ruleSet: RuleSet { Self.rules }

    /// The same model as a schema, with `kitCheck` registered.
    static let schema: AttributeValue = ["attributes": ["sku", "parts"], "rules": [
        ["attributes": ["sku"], "type": "required"],
        ["attributes": ["parts"], "type": "kitCheck"],
    ]]
}

/// One kit and a list of them.
struct KitOrder: TypedModel, Sendable {
    var main = Kit()
    var kits: [Kit] = []
    var validation = ValidationState()
    static let attributes: AttributeTable<KitOrder> = [.model("main", \.main), .models("kits", \.kits, make: Kit.init)]
    static let rules = try! RuleSet(for: KitOrder.self) { Validate([\.main, \.kits], .nested) }
    var ruleSet: RuleSet { Self.rules }

    /// The same model from a rules file.
    static func dynamic() throws -> DynamicModel {
        var registry = ValidatorRegistry.builtIn
        registry.register(WholeKitCheck.self)
        return try DynamicModel(attributes: ["main", "kits"], rules: [
            Rule(["main"], "nested", ["schema": Kit.schema]),
            Rule(["kits"], "nested", ["list": true, "schema": Kit.schema]),
        ], registry: registry)
    }

    /// A body with a kit too large in each place, and a key named `*` in the first kit.
    static let body: AttributeObject = [
        "main": ["sku": "M", "parts": 11],
        "kits": [["sku": "A", "parts": 1, "*": 3], ["sku": "B", "parts": 12]],
    ]

    /// The problem details of `body`: each whole kit at its object, the key at `/kits/0/*`.
    static let failures: [ValidationProblem.Failure] = [
        .init(pointer: "/main", detail: "The kit holds more than 10 parts.", code: WholeKitCheck.code, params: ["max": 10]),
        .init(pointer: "/kits/1", detail: "The kit holds more than 10 parts.", code: WholeKitCheck.code, params: ["max": 10]),
        .init(pointer: "/kits/0/*", detail: "* is not an attribute of the schema.", code: AssignmentReport.unknownCode),
    ]
}

struct NestedModelValidatorTests {
    /// A failure a nested model adds about itself as a whole (`*`) is filed under the nested
    /// path (`kits.1.*`) and points at the nested object (`/kits/1`), as the model's own points
    /// at the whole document; a key named `*` refused in a kit stays that key (`/kits/0/*`).
    @Test func aFailureAboutANestedModelPointsAtItsObject() throws {
        var order = KitOrder()
        let report = order.assign(KitOrder.body)
        #expect(report.nestedUnknown == [["kits", 0, "*"]])
        #expect(try order.validate() == false)
        #expect(order.errors.attributes == ["main.*", "kits.1.*"])
        let kit = try #require(order.errors.first(for: "kits.1.*"))
        #expect(kit.path == ["kits", 1, "*"] && kit.modelPath == ["kits", 1] && kit.jsonPointer == "/kits/1")
        #expect(!kit.isModelLevel)
        #expect(order.errors.first(for: "main.*")?.jsonPointer == "/main")
        // The kit keeps its own failure, about itself.
        #expect(order.kits[1].errors.first(for: ValidationErrors.modelKey)?.isModelLevel == true)

        let problem = ValidationProblem(order, refused: report)
        #expect(problem.errors == KitOrder.failures)
        #expect(String(decoding: problem.jsonBytes, as: UTF8.self).hasSuffix("""
            "errors":[{"pointer":"/main","detail":"The kit holds more than 10 parts.","code":"kit.tooLarge","params":{"max":10}},\
            {"pointer":"/kits/1","detail":"The kit holds more than 10 parts.","code":"kit.tooLarge","params":{"max":10}},\
            {"pointer":"/kits/0/*","detail":"* is not an attribute of the schema.","code":"assignment.unknown","params":{}}]}
            """))
        // The dotted forms spell the key each is filed under.
        #expect(FlatValidationErrors(order, refused: report).errors.map(\.path) == ["main.*", "kits.1.*", "kits.0.*"])
        #expect(JSONWriter.string(kit.jsonValue()) == """
            {"attribute":"kits.1.*","path":"kits.1.*","code":"kit.tooLarge","params":{"max":10},"message":"The kit holds more than 10 parts."}
            """)
        order.addErrors(for: report)
        let refused = try #require(order.errors.first(for: "kits.0.*"))
        #expect(refused.modelPath == nil && refused.jsonPointer == "/kits/0/*")
    }

    /// Two levels down, the failure points at the innermost object.
    @Test func aFailureAboutAModelTwoLevelsDownPointsAtItsObject() throws {
        var error = ValidationError(attribute: ValidationErrors.modelKey, message: "Too large.")
        error = error.moved(under: "kits.1", path: ["kits", 1]).moved(under: "orders.0", path: ["orders", 0])
        #expect(error.attribute == "orders.0.kits.1.*")
        #expect(error.path == ["orders", 0, "kits", 1, "*"])
        #expect(error.modelPath == ["orders", 0, "kits", 1] && error.jsonPointer == "/orders/0/kits/1")
        // A failure at a key named `*` moves as a key.
        var key = ValidationError(attribute: ValidationErrors.modelKey, message: "Refused.")
        key.path = ["*"]
        key = key.moved(under: "kits.1", path: ["kits", 1])
        #expect(key.modelPath == nil && key.jsonPointer == "/kits/1/*")
    }

    /// Keys the nested models refuse are reported with their paths, not dropped.
    @Test func nestedRefusalsAreReportedWithPaths() {
        var order = Order()
        let report = order.assign([
            "number": "A-1",
            "address": ["city": "Oslo", "verified": true, "floor": 3],
            "items": [["sku": "X", "quantity": 1], ["sku": "Y", "quantity": 2, "color": "red"]],
            "isAdmin": true,
        ])
        #expect(report.assigned == ["number", "address", "items"])
        #expect(report.unknown == ["isAdmin"])
        #expect(report.nestedUnsafe == [["address", "verified"]])
        #expect(report.nestedUnknown == [["address", "floor"], ["items", 1, "color"]])
        #expect(report.unknownPaths.map(\.description) == ["isAdmin", "address.floor", "items.1.color"])
        #expect(report.hasRefusedKeys)
        #expect(order.items.count == 2 && order.address.city == "Oslo")
    }

    /// A strict assignment refuses the whole body when a nested model refuses a key.
    @Test func strictAssignmentRefusesNestedKeys() {
        var order = Order()
        let body: AttributeObject = ["number": "A-1", "items": [["sku": "X", "quantity": 1], ["sku": "Y", "color": "red"]]]
        #expect(throws: AssignmentError.self) { try order.assign(body, strict: true) }
        #expect(order.number == "" && order.items.isEmpty)
        do {
            try order.assign(body, strict: true)
        } catch {
            #expect(error.report.nestedUnknown == [["items", 1, "color"]])
            #expect(error.report.assigned.isEmpty)
            #expect(error.description == "Refused keys (unknown: items.1.color)")
        }
        let dictionary: [String: Any] = ["number": "A-2", "address": ["city": "Oslo", "verified": true] as [String: Any]]
        #expect(throws: AssignmentError.self) { try order.assign(dictionary, strict: true) }
        #expect(order.number == "")
        let clean: AttributeObject = ["number": "A-3", "items": [["sku": "Z", "quantity": 1]]]
        let accepted = try? order.assign(clean, strict: true)
        #expect(accepted?.assigned == ["number", "items"])
        #expect(order.number == "A-3" && order.items.map(\.sku) == ["Z"])
    }

    /// The refused keys become failures at their paths, with the nested model's labels.
    @Test func nestedRefusalsBecomeFailuresAtTheirPaths() throws {
        var order = Order()
        let body: AttributeObject = ["number": "A-1", "address": ["city": "Oslo", "zip": "12345", "verified": true]]
        order.setScenario("checkout")
        let report = order.assign(body)
        #expect(try order.validate())
        order.addErrors(for: report, values: body)
        #expect(order.errors.attributes == ["address.verified"])
        #expect(order.hasErrors("address"))
        let error = try #require(order.errors.first(for: "address.verified"))
        #expect(error.code == "assignment.unsafe")
        #expect(error.path == ["address", "verified"])
        #expect(error.message == "Verified cannot be assigned in this scenario.")
        #expect(error.arguments["value"] == true)
        #expect(ValidationProblem(order).errors.map(\.pointer) == ["/address/verified"])
    }

    @Test func errorsAreKeyedByPathWithNestedLabels() throws {
        var order = Order()
        order.assign([
            "number": "A-1",
            "address": ["city": "  ", "zip": "123", "verified": true],
            "items": [["sku": "X", "quantity": 2], ["sku": "Y", "quantity": 0], ["sku": "", "quantity": 1]],
        ])
        #expect(order.address.verified == false)      // unsafe in Address
        #expect(order.items.count == 3)
        #expect(try order.validate() == false)
        #expect(order.errors.attributes == ["address.city", "items.1.quantity", "items.2.sku"])
        #expect(order.firstError("address.city") == "City cannot be blank.")
        #expect(order.firstError("items.1.quantity") == "Quantity must be no less than 1.")
        #expect(order.errors.first(for: "items.2.sku")?.code == "required.blank")
        #expect(order.address.errors["city"].map(\.code) == ["required.blank"])
    }

    @Test func nestedModelsFollowTheOwnersScenario() throws {
        var order = Order()
        order.setScenario("checkout")
        order.assign(["number": "A-2", "address": ["city": "Oslo", "zip": "123"]])
        #expect(try order.validate() == false)
        #expect(order.errors.attributes == ["address.zip"])
        #expect(order.firstError("address.zip") == "Postal Code should contain 5 characters.")
        #expect(order.address.scenario == "checkout")
    }

    @Test func massiveAssignmentReplacesAndGrowsCollections() {
        var order = Order()
        order.assign(["items": [["sku": "A", "quantity": 1], ["sku": "B", "quantity": 2]]])
        order.assign(["items": [["quantity": 5]]])
        #expect(order.items.map(\.sku) == ["A"])
        #expect(order.items.map(\.quantity) == [5])
        #expect(order.value(of: "address") == ["city": "", "zip": "", "verified": false])
        // A value that is not a list is refused and the list kept; an element that is not an
        // object takes its place as a fresh model, and fails validation (NestedListParityTests).
        #expect(order.assign(["items": 1]).invalid == ["items"])
        #expect(order.value(of: "items") == [["sku": "A", "quantity": 5]])
        #expect(order.assign(["items": [1]]).assigned == ["items"])
        #expect(order.value(of: "items") == [["sku": "", "quantity": 0]])
    }

    @Test func jsonRulesReachNestedModelsToo() throws {
        var order = Order()
        order.ruleSet = try RuleSet(json: [
            ["attributes": ["number"], "type": "required"],
            ["attributes": ["items"], "type": "nested"],
        ])
        order.assign(["number": "A-3", "items": [["sku": "", "quantity": 1]]])
        #expect(try order.validate() == false)
        #expect(order.errors.attributes == ["items.0.sku"])
        var dynamic = try DynamicModel(attributes: ["items"], rules: [Rule(["items"], "nested")])
        #expect(try dynamic.validate())   // no bindings: nothing to do
    }

    @Test func nestedOnAPlainAttributeIsARuleError() {
        #expect(throws: RuleError.self) {
            _ = try Rule.list(for: Order.self) { Validate(\.number, .nested) }
        }
    }
}
