import Testing
import ModelValidation

// Twins of the examples in Docs/SwiftAPI.md.

extension Scenario {
    static let staff: Scenario = "staff"
}

struct Employee: TypedModel {
    var name = ""
    var role = "user"
    var kind = "person"
    var company = ""
    var validation = ValidationState()

    static let attributes: AttributeTable<Employee> = [
        .attribute("name", \.name), .attribute("role", \.role),
        .attribute("kind", \.kind), .attribute("company", \.company),
    ]

    static let rules = RuleSet(declaring: Employee.self) {
        Validate([\.name, \.company], .string(max: 50))
        Validate(\.name, .required)
        Validate(\.company, .required).when(\.kind, equals: "business")
        RuleGroup(on: .staff) {
            Validate(\.role, .in(["user", "admin"])).unsafe()
        }
    }

    var ruleSet: RuleSet { Self.rules }
}

struct PasswordChange: TypedModel {
    var password = ""
    var validation = ValidationState()
    static let attributes: AttributeTable<PasswordChange> = [.attribute("password", \.password)]
    static let rules = RuleSet(declaring: PasswordChange.self) {
        Validate(\.password, .required, .minLength(8), .uppercase(), .lowercase(), .digits(), .symbols())
            .skipOnError(false)
    }
    var ruleSet: RuleSet { Self.rules }
}

extension ValidatorSpecRepresentable {
    static var username: Self { .allOf(.required, .string(min: 3, max: 20)).named("username") }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct ProfileForm: ValidatedForm {
    @Validated(.username) var nickname = ""
    @Email var email = ""
    @Validated(.integer(min: 18), label: "Your age") var age: Int? = nil
}

struct Visitor: TypedModel {
    var age = 0
    var validation = ValidationState()
    static let attributes: AttributeTable<Visitor> = [.attribute("age", \.age)]
    static let rules = RuleSet(declaring: Visitor.self) { Validate(\.age, .email) }
    var ruleSet: RuleSet { Self.rules }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class Applicant: ValidatedForm {
    @Validated(.integer(min: 18), validatesOnChange: true) var age: Int? = nil
}

struct Parcel: TypedModel, Sendable {
    var weight = 0
    var validation = ValidationState()
    static let attributes: AttributeTable<Parcel> = [.attribute("weight", \.weight)]
    static let rules = RuleSet(declaring: Parcel.self) { Validate(\.weight, .integer(min: 1)) }
    var ruleSet: RuleSet { Self.rules }
}

struct Shipment: TypedModel, Sendable {
    var parcels: [Parcel] = []
    var validation = ValidationState()
    static let attributes: AttributeTable<Shipment> = [.models("parcels", \.parcels, make: Parcel.init)]
    static let rules = RuleSet(declaring: Shipment.self) { Validate(\.parcels, .nested) }
    var ruleSet: RuleSet { Self.rules }
}

struct SwiftAPIExamplesTests {
    @Test func typedRules() throws {
        var employee = Employee()
        employee.kind = "business"
        #expect(try employee.validate() == false)
        #expect(employee.errors.attributes == ["name", "company"])
        employee.setScenario(.staff)
        #expect(employee.safeAttributes == ["name", "company"])
        #expect(employee.activeAttributes == ["name", "company", "role"])
    }

    @Test func mistakesAreKeptNotTrapped() {
        #expect(Visitor.rules.configurationError?.description
            == "rules[0].attributes: \"email\" validates strings, but age is Int")
        var visitor = Visitor()
        #expect(throws: ModelError(.invalidRules, name: "rules[0].attributes: \"email\" validates strings, but age is Int")) {
            try visitor.validate()
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func classPropertiesAreLabelledFromTheFirstMessage() {
        let applicant = Applicant()
        applicant.age = 12
        #expect(applicant.$age.firstError == "Age must be no less than 18.")
        #expect(applicant.configurationErrors.isEmpty)
    }

    @Test func combiningTypedAndDataRules() throws {
        let typed = try Rule.list(for: Employee.self) {
            Validate(\.name, .required)
        }
        let combined = try RuleSet(typed + [Rule(["role"], "in", ["range": ["user", "admin"]])])
        #expect(combined.rules.map(\.rule.type) == ["required", "in"])
    }

    @Test func passwordPolicy() throws {
        var change = PasswordChange()
        change.password = "abc"
        #expect(try change.validate() == false)
        let swiftErrors = change.errors
        var json = try DynamicModel(attributes: ["password"], ruleSet: RuleSet(json: JSONReader.parse("""
            [
              {"attributes": ["password"], "type": "required", "skipOnError": false},
              {"attributes": ["password"], "type": "minLength", "min": 8, "skipOnError": false},
              {"attributes": ["password"], "type": "uppercase", "skipOnError": false},
              {"attributes": ["password"], "type": "lowercase", "skipOnError": false},
              {"attributes": ["password"], "type": "digits", "skipOnError": false},
              {"attributes": ["password"], "type": "symbols", "skipOnError": false}
            ]
            """)))
        json["password"] = "abc"
        try json.validate()
        #expect(json.errors == swiftErrors)
        #expect(swiftErrors["password"].map(\.code) == ["minLength.tooShort", "uppercase.tooFew", "digits.tooFew", "symbols.tooFew"])
    }

    @Test func composites() throws {
        let workEmail: ValidatorSpec = .allOf(.trim, .required, .email, .maxLength(40)).named("workEmail")

        var registry = ValidatorRegistry.builtIn
        registry.register("workEmail", spec: workEmail)
        let fromJSON = try RuleSet(json: [["attributes": ["email"], "type": "workEmail"]], registry: registry)
        let fromSwift = try RuleSet(for: Member.self) {
            Validate(\.email, .use(workEmail))
        }
        var b = DynamicModel(attributes: ["email", "password", "passwordRepeat"], ruleSet: fromJSON)
        b["email"] = "  not-an-email "
        var viaSwift = DynamicModel(attributes: ["email"], ruleSet: fromSwift)
        viaSwift["email"] = "  not-an-email "
        try viaSwift.validate()
        try b.validate()
        #expect(viaSwift.errors == b.errors)
        #expect(b.errors["email"].map(\.code) == ["email.invalid"])
        #expect(b["email"] == "not-an-email")
        let anyOf = try RuleSet(json: JSONReader.parse("""
            {"attributes": ["contact"], "type": "anyOf", "validators": [{"type": "email"}, {"type": "url"}]}
            """).arrayWrapped)
        var contact = DynamicModel(attributes: ["contact"], ruleSet: anyOf)
        contact["contact"] = "https://example.com"
        #expect(try contact.validate())
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func validatedProperties() async {
        let profile = ProfileForm()
        profile.nickname = "al"
        #expect(profile.$nickname.isValid == false)
        #expect(profile.$nickname.validate() == false)
        #expect(profile.$nickname.errors.map(\.code) == ["string.tooShort"])
        let updates = profile.$email.errorUpdates
        let reader = Task {
            for await errors in updates {
                print(errors.map(\.message))
                return errors.map(\.code)
            }
            return []
        }
        profile.$email.validate()
        #expect(await reader.value == ["required.blank"])
        profile.age = 12
        #expect(profile.validateFields() == false)
        #expect(profile.fieldErrors.last?.message == "Your age must be no less than 18.")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func liveValidation() throws {
        let live = LiveModel(Member())
        try live.validateUpdates()
        live.update { $0.setScenario(.register) }
        live.password = "secret-123"
        live.passwordRepeat = "secret-124"
        #expect(live.errors.first(for: "passwordRepeat")?.code == "compare.invalid")
        live.password = "secret-124"
        #expect(live.errors.isEmpty)
    }

    @Test func nestedCollections() throws {
        var shipment = Shipment()
        shipment.assign(["parcels": [["weight": 2], ["weight": 0]]])
        try shipment.validate()
        #expect(shipment.firstError("parcels.1.weight") == "Weight must be no less than 1.")
    }

    /// The paragraph after the nested example: elements that are not objects, values that are
    /// not lists.
    @Test func nestedBadShapes() throws {
        var shipment = Shipment()
        #expect(shipment.assign(["parcels": [["weight": 1], 5]]).assigned == ["parcels"])
        #expect(shipment.parcels.map(\.weight) == [1, 0])
        #expect(try shipment.validate() == false)
        #expect(shipment.errors.attributes == ["parcels.1"])
        #expect(shipment.firstError("parcels.1") == "Parcels is invalid.")
        #expect(ValidationProblem(shipment).errors.map(\.pointer) == ["/parcels/1"])
        shipment.assign(["parcels": [["weight": "heavy"], 5, nil]])
        #expect(try shipment.validate() == false)
        #expect(ValidationProblem(shipment).errors.map(\.pointer) == ["/parcels/0/weight", "/parcels/1", "/parcels/2"])
        shipment.assign(["parcels": [["weight": 0]]])
        #expect(try shipment.validate() == false)
        #expect(shipment.errors.attributes == ["parcels.0.weight"])
        for value: AttributeValue in [5, nil] {
            #expect(shipment.assign(["parcels": value]).invalid == ["parcels"])
            #expect(try shipment.validate() == false)
            #expect(shipment.errors.attributes == ["parcels"])
            #expect(shipment.parcels.map(\.weight) == [0])
        }
    }

    @Test func manyModels() throws {
        var parcels = [Parcel(), Parcel()]
        Parcel.loadMultiple(&parcels, ["Parcel": [["weight": 3], ["weight": 0]]])
        let allValid = try Parcel.validateMultiple(&parcels)
        #expect(allValid == false)
        #expect(parcels.map(\.weight) == [3, 0])
    }
}

private extension AttributeValue {
    /// A rule object wrapped in a list.
    var arrayWrapped: AttributeValue { .array([self]) }
}
