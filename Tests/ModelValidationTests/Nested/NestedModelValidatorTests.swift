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

struct NestedModelValidatorTests {
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
