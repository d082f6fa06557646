import Testing
@testable import ModelValidation

/// An element of the typed nested list below; `Self.schema` is the same model as a schema.
struct Crate: TypedModel, Sendable {
    var sku = ""
    var weight = 0
    var id: Int? = nil
    var validation = ValidationState()
    static let attributes: AttributeTable<Crate> = [
        .attribute("sku", \.sku), .attribute("weight", \.weight), .attribute("id", \.id),
    ]
    static let rules = try! RuleSet(for: Crate.self) {
        Validate(\.sku, .required)
        Validate(\.weight, .integer(min: 1))
        Validate(\.id, .integer).unsafe()
    }
    var ruleSet: RuleSet { Self.rules }

    static let schema: AttributeValue = ["attributes": ["sku", "weight", "id"], "rules": [
        ["attributes": ["sku"], "type": "required"],
        ["attributes": ["weight"], "type": "integer", "min": 1],
        ["attributes": ["!id"], "type": "integer"],
    ]]
}

/// A typed model with a nested list, as `Self.dynamic()` has it from a rules file.
struct Consignment: TypedModel, Sendable {
    var crates: [Crate] = []
    var validation = ValidationState()
    static let attributes: AttributeTable<Consignment> = [.models("crates", \.crates, make: Crate.init)]
    static let rules = try! RuleSet(for: Consignment.self) { Validate(\.crates, .nested) }
    var ruleSet: RuleSet { Self.rules }

    static let schema: AttributeValue = ["attributes": ["crates"], "rules": [
        ["attributes": ["crates"], "type": "nested", "list": true, "schema": Crate.schema],
    ]]

    static func dynamic() throws -> DynamicModel {
        try DynamicModel(attributes: ["crates"], rules: [Rule(["crates"], "nested", ["list": true, "schema": Crate.schema])])
    }
}

/// A typed model with one nested model, as `Self.dynamic()` has it from a rules file.
struct Dispatch: TypedModel, Sendable {
    var pallet = Crate()
    var validation = ValidationState()
    static let attributes: AttributeTable<Dispatch> = [.model("pallet", \.pallet)]
    static let rules = try! RuleSet(for: Dispatch.self) { Validate(\.pallet, .nested) }
    var ruleSet: RuleSet { Self.rules }

    static let schema: AttributeValue = ["attributes": ["pallet"], "rules": [
        ["attributes": ["pallet"], "type": "nested", "schema": Crate.schema],
    ]]

    static func dynamic() throws -> DynamicModel {
        try DynamicModel(attributes: ["pallet"], rules: [Rule(["pallet"], "nested", ["schema": Crate.schema])])
    }
}

/// A typed model two lists deep.
struct Depot: TypedModel, Sendable {
    var consignments: [Consignment] = []
    var validation = ValidationState()
    static let attributes: AttributeTable<Depot> = [.models("consignments", \.consignments, make: Consignment.init)]
    static let rules = try! RuleSet(for: Depot.self) { Validate(\.consignments, .nested) }
    var ruleSet: RuleSet { Self.rules }

    static let schema: AttributeValue = ["attributes": ["consignments"], "rules": [
        ["attributes": ["consignments"], "type": "nested", "list": true, "schema": Consignment.schema],
    ]]

    static func dynamic() throws -> DynamicModel {
        try DynamicModel(attributes: ["consignments"], rules: [Rule(["consignments"], "nested", ["list": true, "schema": Consignment.schema])])
    }
}

/// Nested models holding nested models: a model holding one (`dispatch.pallet`), a list of
/// them (`routes.0.pallet`), and lists two levels below a model (`depot.consignments.0.crates`).
struct Yard: TypedModel, Sendable {
    var dispatch = Dispatch()
    var routes: [Dispatch] = []
    var depot = Depot()
    var validation = ValidationState()
    static let attributes: AttributeTable<Yard> = [
        .model("dispatch", \.dispatch), .models("routes", \.routes, make: Dispatch.init), .model("depot", \.depot),
    ]
    static let rules = try! RuleSet(for: Yard.self) {
        Validate(\.dispatch, .nested)
        Validate(\.routes, .nested)
        Validate(\.depot, .nested)
    }
    var ruleSet: RuleSet { Self.rules }

    static func dynamic() throws -> DynamicModel {
        try DynamicModel(attributes: ["dispatch", "routes", "depot"], rules: [
            Rule(["dispatch"], "nested", ["schema": Dispatch.schema]),
            Rule(["routes"], "nested", ["list": true, "schema": Dispatch.schema]),
            Rule(["depot"], "nested", ["schema": Depot.schema]),
        ])
    }
}

/// Typed nested lists (`.models`) and models (`.model`) against the data form of `nested` (a
/// rules file's schema) on the same bodies: the same report, the same failures (pointers,
/// codes, messages, parameters, in the same order) and the same assigned values, wherever a
/// typed model can hold the value.
struct NestedListParityTests {
    /// What an assignment and the validation after it gave.
    struct Outcome: Equatable, CustomStringConvertible {
        var report: AssignmentReport
        var valid: Bool
        /// The validation's failures, then the refused keys, as a problem body lists them.
        var failures: [ValidationProblem.Failure]
        /// The failures' attributes (the keys they are filed under).
        var attributes: [String]

        init(_ model: some ValidatableModel, report: AssignmentReport, valid: Bool) {
            self.report = report
            self.valid = valid
            failures = ValidationProblem(model, refused: report).errors
            attributes = model.errors.all.map(\.attribute)
        }

        var description: String {
            "assigned \(report.assigned) invalid \(report.invalid) unsafe \(report.nestedUnsafe.map(\.description)) "
                + "unknown \(report.nestedUnknown.map(\.description)) valid \(valid) failures "
                + failures.map { "\($0.pointer) \($0.code) \"\($0.detail)\" \(JSONWriter.string(.object($0.params)))" }
                    .joined(separator: ", ")
        }
    }

    /// Assigns `value` to `crates` of both models (after `before`, when given) and validates.
    static func crates(_ value: AttributeValue, before: AttributeValue? = nil)
        throws -> (typed: Outcome, schema: Outcome, typedModel: Consignment, dynamicModel: DynamicModel) {
        var typed = Consignment()
        var dynamic = try Consignment.dynamic()
        if let before {
            typed.assign(["crates": before])
            dynamic.assign(["crates": before])
        }
        let typedReport = typed.assign(["crates": value])
        let dynamicReport = dynamic.assign(["crates": value])
        let typedValid = try typed.validate()
        let dynamicValid = try dynamic.validate()
        return (Outcome(typed, report: typedReport, valid: typedValid),
                Outcome(dynamic, report: dynamicReport, valid: dynamicValid), typed, dynamic)
    }

    /// The typed model's value for the list the schema's model holds: a fresh model where the
    /// schema's holds an element that is not an object (a typed list cannot hold it).
    static func typedValue(of schemaValue: AttributeValue?) -> AttributeValue? {
        guard case .array(let items)? = schemaValue else { return schemaValue }
        return .array(items.map { item in
            if case .object = item { return item }
            return .object(Crate().attributeValues)
        })
    }

    static func failure(_ pointer: String, _ code: String, _ detail: String, _ params: AttributeObject = [:]) -> ValidationProblem.Failure {
        ValidationProblem.Failure(pointer: pointer, detail: detail, code: code, params: params)
    }

    static let valid: AttributeValue = ["sku": "A", "weight": 1]

    @Test func anElementThatIsNotAnObjectFailsAtItsIndexAndTheOthersAreAssigned() throws {
        let (typed, schema, typedModel, dynamicModel) = try Self.crates([Self.valid, 5])
        #expect(typed == schema, "typed: \(typed)\nschema: \(schema)")
        #expect(typed.report.assigned == ["crates"] && typed.report.invalid.isEmpty)
        #expect(typed.failures == [Self.failure("/crates/1", "attribute.invalidType", "Crates is invalid.")])
        #expect(typed.attributes == ["crates.1"])
        #expect(typedModel.crates.map(\.sku) == ["A", ""] && typedModel.crates.map(\.weight) == [1, 0])
        #expect(dynamicModel["crates"] == [["sku": "A", "weight": 1, "id": nil], 5])
        #expect(typedModel.value(of: "crates") == Self.typedValue(of: dynamicModel["crates"]))
        let error = try #require(typedModel.errors.first(for: "crates.1"))
        #expect(error.path == ["crates", 1])
        #expect(error.arguments["value"] == 5)
        #expect(error.arguments == dynamicModel.errors.first(for: "crates.1")?.arguments)
        #expect(typedModel.hasErrors("crates"))
    }

    @Test func aNullElementFailsAtItsIndex() throws {
        let (typed, schema, typedModel, dynamicModel) = try Self.crates([.null, Self.valid])
        #expect(typed == schema, "typed: \(typed)\nschema: \(schema)")
        #expect(typed.failures == [Self.failure("/crates/0", "attribute.invalidType", "Crates is invalid.")])
        #expect(typedModel.crates.map(\.sku) == ["", "A"])
        #expect(dynamicModel["crates"] == [nil, ["sku": "A", "weight": 1, "id": nil]])
        #expect(typedModel.value(of: "crates") == Self.typedValue(of: dynamicModel["crates"]))
    }

    /// Bad elements among elements with failures of their own and refused keys: each failure
    /// at its place, in the order of the list, and the refused keys with their indices.
    @Test func badElementsMixedWithFailingElementsAndRefusedKeys() throws {
        let body: AttributeValue = [
            ["sku": "", "weight": 0],
            5,
            ["sku": "B", "weight": 2, "color": "red"],
            nil,
            ["sku": "C", "weight": 0, "id": 9],
            "x",
            [["sku": "D", "weight": 1]],
        ]
        let (typed, schema, typedModel, dynamicModel) = try Self.crates(body)
        #expect(typed == schema, "typed: \(typed)\nschema: \(schema)")
        #expect(typed.report.assigned == ["crates"] && typed.report.invalid.isEmpty)
        #expect(typed.report.nestedUnknown.map(\.description) == ["crates.2.color"])
        #expect(typed.report.nestedUnsafe.map(\.description) == ["crates.4.id"])
        #expect(typed.attributes == ["crates.0.sku", "crates.0.weight", "crates.1", "crates.3", "crates.4.weight", "crates.5", "crates.6"])
        #expect(typed.failures == [
            Self.failure("/crates/0/sku", "required.blank", "Sku cannot be blank."),
            Self.failure("/crates/0/weight", "number.tooSmall", "Weight must be no less than 1.", ["min": 1]),
            Self.failure("/crates/1", "attribute.invalidType", "Crates is invalid."),
            Self.failure("/crates/3", "attribute.invalidType", "Crates is invalid."),
            Self.failure("/crates/4/weight", "number.tooSmall", "Weight must be no less than 1.", ["min": 1]),
            Self.failure("/crates/5", "attribute.invalidType", "Crates is invalid."),
            Self.failure("/crates/6", "attribute.invalidType", "Crates is invalid."),
            Self.failure("/crates/4/id", "assignment.unsafe", "Id cannot be assigned in this scenario."),
            Self.failure("/crates/2/color", "assignment.unknown", "Color is not an attribute of the schema."),
        ])
        try #require(typedModel.crates.count == 7)
        #expect(typedModel.crates.map(\.sku) == ["", "", "B", "", "C", "", ""])
        #expect(typedModel.crates[4].id == nil)   // unsafe in Crate
        #expect(typedModel.value(of: "crates") == Self.typedValue(of: dynamicModel["crates"]))
        // The nested models keep their own failures; a stand-in for a bad element is not validated.
        #expect(typedModel.crates[0].errors.attributes == ["sku", "weight"])
        #expect(typedModel.crates[1].errors.isEmpty)
    }

    /// A type mismatch inside an element fails there, beside the elements that are not
    /// objects. (The schema's model holds the string, which its `integer` rule refuses with a
    /// code of its own; the paths are the same.)
    @Test func aValueOfTheWrongTypeInsideAnElementIsNotLost() throws {
        let (typed, schema, typedModel, _) = try Self.crates([["sku": "A", "weight": "heavy"], 5, nil])
        #expect(typed.failures.map(\.pointer) == ["/crates/0/weight", "/crates/1", "/crates/2"])
        #expect(typed.failures.map(\.pointer) == schema.failures.map(\.pointer))
        #expect(typed.failures.map(\.code) == ["attribute.invalidType", "attribute.invalidType", "attribute.invalidType"])
        #expect(typed.failures.map(\.detail) == ["Weight is invalid.", "Crates is invalid.", "Crates is invalid."])
        #expect(typed.report == schema.report)
        #expect(typedModel.crates.map(\.sku) == ["A", "", ""])
    }

    @Test func anEmptyListIsAssigned() throws {
        let (typed, schema, typedModel, dynamicModel) = try Self.crates([], before: [Self.valid, 5])
        #expect(typed == schema, "typed: \(typed)\nschema: \(schema)")
        #expect(typed.valid && typed.failures.isEmpty && typed.report.assigned == ["crates"])
        #expect(typedModel.crates.isEmpty && dynamicModel["crates"] == [])
    }

    /// A value that is not a list is refused: the current list is kept, with the failure at
    /// the attribute (`skipOnError` then leaves the nested rule out).
    @Test(arguments: [5, "x", ["sku": "A", "weight": 1], true] as [AttributeValue])
    func aValueThatIsNotAListIsRefused(_ value: AttributeValue) throws {
        let (typed, schema, typedModel, dynamicModel) = try Self.crates(value, before: [["sku": "", "weight": 1]])
        #expect(typed == schema, "typed: \(typed)\nschema: \(schema)")
        #expect(typed.report.assigned.isEmpty && typed.report.invalid == ["crates"])
        #expect(typed.failures == [Self.failure("/crates", "attribute.invalidType", "Crates is invalid.")])
        #expect(typedModel.crates.map(\.sku) == [""])
        #expect(typedModel.value(of: "crates") == dynamicModel["crates"])
    }

    /// The one difference: `null` clears a schema's list (left to `required`), while a typed
    /// list, an array that cannot be `nil`, refuses it like any value that is not a list.
    @Test func nullForTheListIsRefusedByATypedModel() throws {
        let (typed, schema, typedModel, dynamicModel) = try Self.crates(nil, before: [Self.valid])
        #expect(schema.valid && schema.report.assigned == ["crates"] && dynamicModel["crates"] == .null)
        #expect(!typed.valid && typed.report.invalid == ["crates"])
        #expect(typed.failures == [Self.failure("/crates", "attribute.invalidType", "Crates is invalid.")])
        #expect(typedModel.crates.map(\.sku) == ["A"])
    }

    /// Assigning again merges into the models at the same places: a stand-in is a fresh model
    /// (the schema's starts from nothing where it held a bad element), and the failures of the
    /// bad elements go with them.
    @Test func assigningAgainReplacesTheBadElements() throws {
        let before: AttributeValue = [["sku": "A", "weight": 1], ["sku": "B", "weight": 2], ["sku": "C", "weight": 3]]
        let (typed, schema, typedModel, dynamicModel) = try Self.crates([["weight": 5], 5], before: before)
        #expect(typed == schema, "typed: \(typed)\nschema: \(schema)")
        #expect(typedModel.crates.map(\.sku) == ["A", ""] && typedModel.crates.map(\.weight) == [5, 0])
        #expect(typedModel.value(of: "crates") == Self.typedValue(of: dynamicModel["crates"]))

        var typedAgain = typedModel, dynamicAgain = dynamicModel
        let body: AttributeObject = ["crates": [["weight": 6], ["sku": "E", "weight": 0]]]
        let reports = (typedAgain.assign(body), dynamicAgain.assign(body))
        #expect(reports.0 == reports.1)
        #expect(try typedAgain.validate() == false)
        #expect(try dynamicAgain.validate() == false)
        #expect(Outcome(typedAgain, report: reports.0, valid: false) == Outcome(dynamicAgain, report: reports.1, valid: false))
        #expect(typedAgain.errors.attributes == ["crates.1.weight"])
        #expect(typedAgain.crates.map(\.sku) == ["A", "E"] && typedAgain.crates.map(\.weight) == [6, 0])

        var fixed = typedModel
        fixed.assign(["crates": [Self.valid, Self.valid]])
        #expect(try fixed.validate())
    }

    @Test func aStrictAssignmentTakesTheBadElementsAsTheSchemaDoes() throws {
        var typed = Consignment()
        var dynamic = try Consignment.dynamic()
        let body: AttributeObject = ["crates": [Self.valid, 5]]
        let reports = (try typed.assign(body, strict: true), try dynamic.assign(body, strict: true))
        #expect(reports.0 == reports.1 && reports.0.assigned == ["crates"])
        #expect(try typed.validate() == false)
        #expect(typed.errors.attributes == ["crates.1"])
    }

    @Test func listsInsideListsFailAtTheirPaths() throws {
        var typed = Depot()
        var dynamic = try DynamicModel(attributes: ["consignments"], rules: [
            Rule(["consignments"], "nested", ["list": true, "schema": [
                "attributes": ["crates"],
                "rules": [["attributes": ["crates"], "type": "nested", "list": true, "schema": Crate.schema]],
            ]]),
        ])
        let body: AttributeObject = ["consignments": [["crates": [["sku": "", "weight": 1], 5]], 7, ["crates": []]]]
        let reports = (typed.assign(body), dynamic.assign(body))
        let typedValid = try typed.validate(), dynamicValid = try dynamic.validate()
        let (typedOutcome, schemaOutcome) = (Outcome(typed, report: reports.0, valid: typedValid),
                                             Outcome(dynamic, report: reports.1, valid: dynamicValid))
        #expect(typedOutcome == schemaOutcome, "typed: \(typedOutcome)\nschema: \(schemaOutcome)")
        #expect(typedOutcome.failures.map(\.pointer) == ["/consignments/0/crates/0/sku", "/consignments/0/crates/1", "/consignments/1"])
        #expect(typed.consignments.count == 3)
        #expect(typed.value(of: "consignments") == [
            ["crates": [["sku": "", "weight": 1, "id": nil], .object(Crate().attributeValues)]],
            ["crates": []],
            ["crates": []],
        ])
    }

    // MARK: - Wrong shapes one level down and deeper

    /// Assigns `body` to both models (after `before`, when given) and validates.
    static func outcomes<Typed: TypedModel>(_ typed: Typed, _ dynamic: DynamicModel, _ body: AttributeObject,
                                            before: AttributeObject? = nil) throws -> (typed: Outcome, schema: Outcome, Typed, DynamicModel) {
        var typed = typed, dynamic = dynamic
        if let before {
            typed.assign(before)
            dynamic.assign(before)
        }
        let reports = (typed.assign(body), dynamic.assign(body))
        let typedValid = try typed.validate(), dynamicValid = try dynamic.validate()
        return (Outcome(typed, report: reports.0, valid: typedValid), Outcome(dynamic, report: reports.1, valid: dynamicValid), typed, dynamic)
    }

    /// A value of the wrong shape for a nested list *inside* a nested object: the object's
    /// model refuses it as the top level does, the key keeps its value, and the failure is at
    /// its path, in a typed model and with a schema alike.
    @Test(arguments: ["x", ["sku": "A", "weight": 1], 5, true] as [AttributeValue])
    func aWrongShapeForAListInsideAnObjectFailsAtItsPath(_ value: AttributeValue) throws {
        let before: AttributeObject = ["consignments": [["crates": [Self.valid]]]]
        let (typed, schema, typedModel, dynamicModel) = try Self.outcomes(Depot(), try Depot.dynamic(),
                                                                          ["consignments": [["crates": value]]], before: before)
        #expect(typed == schema, "typed: \(typed)\nschema: \(schema)")
        #expect(!schema.valid)
        #expect(schema.report.assigned == ["consignments"] && schema.report.invalid.isEmpty && !schema.report.hasRefusedKeys)
        #expect(schema.failures == [Self.failure("/consignments/0/crates", "attribute.invalidType", "Crates is invalid.")])
        #expect(schema.attributes == ["consignments.0.crates"])
        // The key keeps its value.
        #expect(dynamicModel["consignments"] == [["crates": [["sku": "A", "weight": 1, "id": nil]]]])
        #expect(typedModel.value(of: "consignments") == dynamicModel["consignments"])
        let error = try #require(dynamicModel.errors.first(for: "consignments.0.crates"))
        #expect(error.path == ["consignments", 0, "crates"])
        #expect(error.arguments["value"] == value)
        #expect(error.arguments == typedModel.errors.first(for: "consignments.0.crates")?.arguments)
    }

    /// On a new model the key keeps `null` (a schema's new object) where a typed model keeps
    /// its empty list; the failures are the same.
    @Test func aWrongShapeInsideANewObjectFailsAtItsPath() throws {
        let (typed, schema, typedModel, dynamicModel) = try Self.outcomes(Depot(), try Depot.dynamic(),
                                                                          ["consignments": [["crates": "x"], ["crates": [Self.valid]]]])
        #expect(typed == schema, "typed: \(typed)\nschema: \(schema)")
        #expect(schema.failures == [Self.failure("/consignments/0/crates", "attribute.invalidType", "Crates is invalid.")])
        #expect(dynamicModel["consignments"] == [["crates": nil], ["crates": [["sku": "A", "weight": 1, "id": nil]]]])
        #expect(typedModel.value(of: "consignments") == [["crates": []], ["crates": [["sku": "A", "weight": 1, "id": nil]]]])
    }

    /// A value of the wrong shape for one nested model inside a nested object (the object of a
    /// model, an element of a list).
    @Test(arguments: ["x", 5, [Self.valid], [] as AttributeValue, false] as [AttributeValue])
    func aWrongShapeForAModelInsideAnObjectFailsAtItsPath(_ value: AttributeValue) throws {
        let before: AttributeObject = ["dispatch": ["pallet": Self.valid], "routes": [["pallet": Self.valid]]]
        let (typed, schema, typedModel, dynamicModel) = try Self.outcomes(
            Yard(), try Yard.dynamic(), ["dispatch": ["pallet": value], "routes": [["pallet": ["sku": "B", "weight": 2]], ["pallet": value]]],
            before: before)
        #expect(typed == schema, "typed: \(typed)\nschema: \(schema)")
        #expect(schema.report.assigned == ["dispatch", "routes"] && schema.report.invalid.isEmpty)
        #expect(schema.failures == [
            Self.failure("/dispatch/pallet", "attribute.invalidType", "Pallet is invalid."),
            Self.failure("/routes/1/pallet", "attribute.invalidType", "Pallet is invalid."),
        ])
        #expect(schema.attributes == ["dispatch.pallet", "routes.1.pallet"])
        #expect(dynamicModel["dispatch"] == ["pallet": ["sku": "A", "weight": 1, "id": nil]])
        #expect(dynamicModel["routes"] == [["pallet": ["sku": "B", "weight": 2, "id": nil]], ["pallet": nil]])
        #expect(typedModel.value(of: "dispatch") == dynamicModel["dispatch"])
        #expect(typedModel.routes.map(\.pallet.sku) == ["B", ""])
    }

    /// A valid `dispatch`: a typed model's always exists, and its new `pallet` fails.
    static let validDispatch: AttributeObject = ["dispatch": ["pallet": valid]]

    /// Two levels down: a list inside a list inside a model.
    @Test func aWrongShapeTwoLevelsDownFailsAtItsPath() throws {
        let body: AttributeObject = ["depot": ["consignments": [
            ["crates": [["sku": "", "weight": 1]]], ["crates": "x"], ["crates": [Self.valid, 7]],
        ]]]
        let (typed, schema, typedModel, dynamicModel) = try Self.outcomes(Yard(), try Yard.dynamic(), body, before: Self.validDispatch)
        #expect(typed == schema, "typed: \(typed)\nschema: \(schema)")
        #expect(schema.failures == [
            Self.failure("/depot/consignments/0/crates/0/sku", "required.blank", "Sku cannot be blank."),
            Self.failure("/depot/consignments/1/crates", "attribute.invalidType", "Crates is invalid."),
            Self.failure("/depot/consignments/2/crates/1", "attribute.invalidType", "Crates is invalid."),
        ])
        #expect(schema.attributes == ["depot.consignments.0.crates.0.sku", "depot.consignments.1.crates", "depot.consignments.2.crates.1"])
        #expect(dynamicModel["depot"] == ["consignments": [
            ["crates": [["sku": "", "weight": 1, "id": nil]]], ["crates": nil], ["crates": [["sku": "A", "weight": 1, "id": nil], 7]],
        ]])
        #expect(typedModel.depot.consignments.map(\.crates.count) == [1, 0, 2])
    }

    /// The failure lasts until the key is written again: an assignment that leaves it out
    /// keeps it, one that writes it clears it, and `null` for the attribute clears the schema's.
    @Test func theFailureLastsUntilTheKeyIsWrittenAgain() throws {
        var (_, _, typed, dynamic) = try Self.outcomes(Yard(), try Yard.dynamic(), ["depot": ["consignments": [["crates": "x"]]]],
                                                       before: Self.validDispatch)
        // Validating again reports it again.
        #expect(try !typed.validate() && !dynamic.validate())
        #expect(ValidationProblem(dynamic).errors.map(\.pointer) == ["/depot/consignments/0/crates"])

        /// Assigns `body` to both and validates.
        func assignBoth(_ body: AttributeObject) throws -> (typed: Outcome, schema: Outcome) {
            let reports = (typed.assign(body), dynamic.assign(body))
            let valid = (try typed.validate(), try dynamic.validate())
            return (Outcome(typed, report: reports.0, valid: valid.0), Outcome(dynamic, report: reports.1, valid: valid.1))
        }
        var outcomes = try assignBoth(["depot": ["consignments": [[:]]], "dispatch": ["pallet": ["weight": 2]]])
        #expect(outcomes.typed == outcomes.schema, "typed: \(outcomes.typed)\nschema: \(outcomes.schema)")
        #expect(outcomes.schema.failures == [Self.failure("/depot/consignments/0/crates", "attribute.invalidType", "Crates is invalid.")])

        outcomes = try assignBoth(["depot": ["consignments": [["crates": [Self.valid]]]]])
        #expect(outcomes.typed == outcomes.schema, "typed: \(outcomes.typed)\nschema: \(outcomes.schema)")
        #expect(outcomes.schema.valid && outcomes.schema.failures.isEmpty)

        dynamic.assign(["depot": ["consignments": [["crates": "x"]]]])
        #expect(try !dynamic.validate())
        dynamic.assign(["depot": nil])
        #expect(try dynamic.validate())
    }

    /// Assigned from JSON bytes, strictly, or both: the same failure.
    @Test func bytesAndStrictAssignmentKeepTheFailureToo() throws {
        let text = #"{"consignments":[{"crates":"x"}]}"#
        var fromBytes = try Depot.dynamic(), strict = try Depot.dynamic()
        let reports = (try fromBytes.assign(json: Array(text.utf8)), try strict.assign(JSONReader.parseObject(Array(text.utf8)), strict: true))
        #expect(reports.0.assigned == ["consignments"] && reports.0 == reports.1)
        for var model in [fromBytes, strict] {
            #expect(try !model.validate())
            #expect(ValidationProblem(model).errors == [Self.failure("/consignments/0/crates", "attribute.invalidType", "Crates is invalid.")])
        }
        // A body the reader refuses puts the failures back as they were.
        #expect(throws: JSONParseError.self) { try fromBytes.assign(json: Array(#"{"consignments":[{"crates":[]}],"#.utf8)) }
        #expect(try !fromBytes.validate())
        #expect(fromBytes.errors.attributes == ["consignments.0.crates"])
    }

    // MARK: - One nested model

    static func pallet(_ value: AttributeValue) throws -> (typed: Outcome, schema: Outcome, typedModel: Dispatch, dynamicModel: DynamicModel) {
        var typed = Dispatch()
        var dynamic = try Dispatch.dynamic()
        let body: AttributeObject = ["pallet": value]
        let reports = (typed.assign(body), dynamic.assign(body))
        let typedValid = try typed.validate(), dynamicValid = try dynamic.validate()
        return (Outcome(typed, report: reports.0, valid: typedValid), Outcome(dynamic, report: reports.1, valid: dynamicValid), typed, dynamic)
    }

    @Test func aNestedObjectFailsInsideWithItsRefusedKeys() throws {
        let (typed, schema, typedModel, dynamicModel) = try Self.pallet(["sku": "", "weight": 0, "id": 3, "color": "red"])
        #expect(typed == schema, "typed: \(typed)\nschema: \(schema)")
        #expect(typed.failures.map(\.pointer) == ["/pallet/sku", "/pallet/weight", "/pallet/id", "/pallet/color"])
        #expect(typedModel.value(of: "pallet") == dynamicModel["pallet"])
    }

    @Test(arguments: [5, "x", [["sku": "A", "weight": 1]], [] as AttributeValue, true] as [AttributeValue])
    func aNestedValueThatIsNotAnObjectIsRefused(_ value: AttributeValue) throws {
        let (typed, schema, _, _) = try Self.pallet(value)
        #expect(typed == schema, "typed: \(typed)\nschema: \(schema)")
        #expect(typed.report.invalid == ["pallet"])
        #expect(typed.failures == [Self.failure("/pallet", "attribute.invalidType", "Pallet is invalid.")])
    }

    /// As for a list: `null` clears a schema's object, while a typed nested model always exists
    /// and refuses it.
    @Test func nullForANestedModelIsRefusedByATypedModel() throws {
        let (typed, schema, _, dynamicModel) = try Self.pallet(nil)
        #expect(schema.valid && schema.report.assigned == ["pallet"] && dynamicModel["pallet"] == .null)
        #expect(typed.report.invalid == ["pallet"])
        #expect(typed.failures == [Self.failure("/pallet", "attribute.invalidType", "Pallet is invalid.")])
    }
}
