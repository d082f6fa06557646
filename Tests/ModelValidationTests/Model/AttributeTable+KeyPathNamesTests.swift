import Testing
@testable import ModelValidation

private struct PostalAddress: TypedModel, Sendable {
    var city = ""
    var validation = ValidationState()
    static let attributes: AttributeTable<PostalAddress> = [.attribute(\.city)]
    static let rules = try! RuleSet(for: PostalAddress.self) { Validate(\.city, .required) }
}

private struct KeyPathCustomer: TypedModel, Sendable {
    var firstName = ""
    var age: Int? = nil
    private var secret = ""
    var address = PostalAddress()
    var addresses: [PostalAddress] = []
    var validation = ValidationState()
    static let attributes: AttributeTable<KeyPathCustomer> = [
        .attribute(\.firstName), .attribute(\.age), .attribute("hidden", \.secret),
        .model(\.address), .models(\.addresses, make: PostalAddress.init),
    ]
    static let rules = try! RuleSet(for: KeyPathCustomer.self) {
        Validate(\.firstName, .required)
        Validate(\.age, .integer(min: 18))
        Validate([\.address, \.addresses], .nested)
    }
}

private enum Outer {
    struct Inner: TypedModel {
        var name = ""
        var validation = ValidationState()
        static let attributes: AttributeTable<Inner> = [.attribute(\.name)]
    }
}

private struct Box<Payload: AttributeConvertible>: TypedModel {
    var payload: Payload
    var validation = ValidationState()
    static var attributes: AttributeTable<Box> { [.attribute(\.payload)] }
}

private struct Computed: TypedModel {
    var stored = 0
    var doubled: Int {
        get { stored * 2 }
        set { stored = newValue / 2 }
    }
    var address = PostalAddress()
    var validation = ValidationState()
    static let attributes: AttributeTable<Computed> = [.attribute(\.stored), .attribute(\.doubled)]
}

/// A typed model with a property bound to the reserved name `*`.
private struct StarBound: TypedModel {
    var note = ""
    var validation = ValidationState()
    static let attributes: AttributeTable<StarBound> = [.attribute("*", \.note)]
}

private struct NestedPath: TypedModel {
    var address = PostalAddress()
    var validation = ValidationState()
    static let attributes: AttributeTable<NestedPath> = [.attribute(\.address.city)]
}

/// A model that implements `ruleSet` itself, ignoring `rules`.
private struct PerInstance: TypedModel {
    var name = ""
    var strict = false
    var validation = ValidationState()
    static let attributes: AttributeTable<PerInstance> = [.attribute(\.name)]
    var ruleSet: RuleSet {
        strict ? try! RuleSet([Rule(["name"], "required")]) : try! RuleSet([Rule(["name"], "safe")])
    }
}

private struct NoRules: TypedModel {
    var name = ""
    var validation = ValidationState()
    static let attributes: AttributeTable<NoRules> = [.attribute(\.name)]
}

struct AttributeTableKeyPathNamesTests {
    @Test func namesAreDerivedFromTheProperties() {
        #expect(KeyPathCustomer.attributes.names == ["firstName", "age", "hidden", "address", "addresses"])
        #expect(KeyPathCustomer.attributes.nameProblems.isEmpty)
        #expect(Outer.Inner.attributes.names == ["name"])
        #expect(Box<Int>.attributes.names == ["payload"])
        #expect(Box<[String]>.attributes.names == ["payload"])
    }

    @Test func derivedBindingsReadWriteAndValidateLikeNamedOnes() throws {
        var customer = KeyPathCustomer()
        let report = customer.assign(["firstName": "Ann", "age": 12, "address": ["city": ""], "addresses": [["city": "Oslo"], ["city": ""]]])
        #expect(report.assigned == ["firstName", "age", "address", "addresses"])
        #expect(customer.value(of: "firstName") == "Ann")
        #expect(try customer.validate() == false)
        #expect(customer.errors.attributes == ["age", "address.city", "addresses.1.city"])
    }

    @Test(arguments: [
        ("\\Signup.email", "Signup", "email"),
        ("\\Signup.first_name", "Signup", "first_name"),
        ("\\Signup.café", "Signup", "café"),
        ("\\Box<Int>.value", "Box<Int>", "value"),
        ("\\Inner.name", "Inner", "name"),
    ])
    func aPropertyNameIsReadFromADescription(description: String, root: String, name: String) {
        #expect(AttributeTable<NoRules>.propertyName(in: description, root: root) == name)
    }

    @Test(arguments: [
        // Without reflection metadata (-disable-reflection-metadata), stored properties have no name.
        "\\Signup.<offset 0 (String)>",
        "\\Signup.<computed 0x000055aa70000010 (Int)>",
        "\\Signup.address.city",
        "\\Signup.age?.bitWidth",
        "\\Signup.tuple..0",
        "\\Signup.list.<computed 0x00007f8ad4ce8d80 (Int)>",
        "\\Signup.self",
        "\\Other.email",
        "\\Signup.",
        "Signup.email",
    ])
    func noNameIsReadFromOtherDescriptions(description: String) {
        #expect(AttributeTable<NoRules>.propertyName(in: description, root: "Signup") == nil)
    }

    @Test func aComputedPropertyNeedsAnExplicitName() throws {
        let table = Computed.attributes
        #expect(table.names.first == "stored")
        #expect(table.nameProblems.count == 1)
        #expect(table.nameProblems[0].hasPrefix("cannot derive an attribute name from the key path \\Computed.<computed "))
        #expect(table.nameProblems[0].hasSuffix("(Int)>: bind it with an explicit name, as in .attribute(\"name\", keyPath)"))
        #expect(throws: RuleError.self) { try RuleSet(for: Computed.self) { Validate(\.stored, .required) } }
        do {
            _ = try RuleSet(for: Computed.self) { Validate(\.stored, .required) }
            Issue.record("no error")
        } catch {
            #expect(error.kind == .invalidRule)
            #expect(error.path == "rules.attributes")
            #expect(error.reason == table.nameProblems[0])
        }
    }

    @Test func aNestedKeyPathNeedsAnExplicitName() {
        #expect(NestedPath.attributes.nameProblems == [
            "cannot derive an attribute name from the key path \\NestedPath.address.city: bind it with an explicit name, as in .attribute(\"name\", keyPath)",
        ])
        #expect(throws: RuleError.self) { try Rule.list(for: NestedPath.self) { Validate(\.address.city, .required) } }
    }

    @Test func theRuleSetIsTheStaticRules() throws {
        var customer = KeyPathCustomer()
        #expect(customer.ruleSet.rules.count == KeyPathCustomer.rules.rules.count)
        #expect(customer.safeAttributes == ["firstName", "age", "address", "addresses"])
        #expect(try customer.validate() == false)
    }

    @Test func aModelMayStillImplementItsRuleSet() throws {
        var model = PerInstance()
        #expect(try model.validate())
        model.strict = true
        #expect(try model.validate() == false)
        #expect(model.errors["name"].map(\.code) == ["required.blank"])
    }

    @Test func withoutRulesNothingIsSafeAsInYii() throws {
        var model = NoRules()
        #expect(NoRules.rules.rules.isEmpty)
        #expect(model.assign(["name": "x"]).unsafe == ["name"])
        #expect(try model.validate())
    }

    /// `*` is the key of the errors about the whole model: a table may not bind it.
    @Test func aTypedTableRefusesAnAttributeNamedStar() {
        #expect(StarBound.attributes.nameProblems == [#""*" is reserved for errors about the whole model"#])
        do {
            _ = try RuleSet(for: StarBound.self) { Validate(\.note, .required) }
            Issue.record("no error")
        } catch {
            #expect(error.path == "rules.attributes")
            #expect(error.reason == #""*" is reserved for errors about the whole model"#)
        }
    }
}
