import Testing
@testable import ModelValidation

/// The rules whose failures the engine adds itself when a value checked in place fails (see
/// `addCheckFailure`), each also with a `when` that always holds, which keeps the rule off the
/// in-place path: the validator then adds its failures through the model.
private func checkedRules(general: Bool) -> [Rule] {
    let always: Condition? = general ? .custom { _, _ in true } : nil
    return [
        Rule(["name", "email"], "required", when: always),
        Rule(["name"], "string", ["min": 3, "max": 8], when: always),
        Rule(["name"], "match", ["pattern": "/^[a-z]+$/"], message: "{attribute} takes lower-case letters.", when: always),
        Rule(["email"], "email", when: always),
        Rule(["site"], "url", when: always),
        Rule(["role"], "in", ["range": ["user", "admin"]], when: always),
        Rule(["password"], "required", when: always),
        Rule(["repeat"], "compare", ["compareAttribute": "password"], when: always),
        // Long passwords are counted at the check's second look.
        Rule(["password"], "string", ["max": 300], when: always),
        Rule(["confirm"], "compare", ["compareAttribute": "password", "operator": "==="], skipOnError: false, when: always),
        Rule(["age"], "integer", ["min": 13, "max": 130], when: always),
        // A bound that is no integer: the validator decides.
        Rule(["age"], "number", ["max": 99.5], when: always),
        Rule(["count"], "integer", ["min": 1, "max": 1000], when: always),
        // Numeric strings in the range: "01" is in it for PHP's `==`.
        Rule(["level"], "in", ["range": ["1", "2", "x"]], when: always),
    ]
}

private func ruleSet(general: Bool) -> RuleSet {
    do {
        return try RuleSet(checkedRules(general: general))
    } catch {
        fatalError("the rules do not build: \(error)")
    }
}

private let inPlaceRules = ruleSet(general: false)
private let generalRules = ruleSet(general: true)

struct CheckedMember: TypedModel {
    var name: String?
    var email = ""
    var site: String?
    var role: String?
    var password = ""
    var repeated: String?
    var confirm: String?
    var age: Int?
    var count = 0
    var level: String?
    var validation = ValidationState()
    var general = false
    static let attributes: AttributeTable<CheckedMember> = [
        .attribute(\.name), .attribute(\.email), .attribute(\.site), .attribute(\.role), .attribute(\.password),
        .attribute("repeat", \.repeated), .attribute(\.confirm), .attribute(\.age), .attribute(\.count),
        .attribute(\.level),
    ]
    var ruleSet: RuleSet { general ? generalRules : inPlaceRules }
}

struct ValidatableModelFailuresTests {
    static let members: [CheckedMember] = [
        CheckedMember(name: "ann", email: "ann@example.com", site: "https://example.com", role: "user",
                      password: "Secret1", repeated: "Secret1", confirm: "Secret1", age: 30, count: 5, level: "2"),
        CheckedMember(name: "  ", email: " ", site: "example", role: "root", password: "Secret1", repeated: "Secret2", confirm: "secret1",
                      age: 12, count: 0, level: "01"),
        CheckedMember(name: "Ab", email: "ann at example", site: nil, role: "Admin", password: "", repeated: "x", confirm: "x",
                      age: 131, count: 1001, level: "3"),
        CheckedMember(name: "annabelle-lee", email: "", site: "ftp://example.com", role: "", password: "10", repeated: "1e1", confirm: "1e1",
                      age: 100, count: -5, level: "x "),
        CheckedMember(name: nil, email: "a@b", site: "http://", role: nil, password: String(repeating: "é", count: 200),
                      repeated: nil, confirm: "",
                      age: nil, count: 1000, level: nil),
    ]

    /// What the engine adds for a failure in place is what the validator adds, field for field
    /// (code, template, label, value, arguments), in the same order, on typed and dynamic models.
    @Test(arguments: members)
    func theEngineAddsTheFailuresTheValidatorsWould(member: CheckedMember) throws {
        var inPlace = member
        var general = member
        general.general = true
        let passed = try inPlace.validate()
        #expect(try general.validate() == passed)
        #expect(inPlace.errors == general.errors)
        let names = ["name", "email", "site", "role", "password", "repeat", "confirm", "age", "count", "level"]
        var dynamic = try DynamicModel(attributes: names, rules: checkedRules(general: false))
        var dynamicGeneral = try DynamicModel(attributes: names, rules: checkedRules(general: true))
        for name in names {
            dynamic[name] = member.value(of: name) ?? .null
            dynamicGeneral[name] = member.value(of: name) ?? .null
        }
        #expect(try dynamic.validate() == passed)
        #expect(try dynamicGeneral.validate() == passed)
        #expect(dynamic.errors == general.errors)
        #expect(dynamicGeneral.errors == general.errors)
    }

    @Test func theFailuresOfAnInvalidMemberAreExact() throws {
        var member = ValidatableModelFailuresTests.members[2]
        #expect(try !member.validate())
        // The name's pattern is skipped: the name has an error already. The blank password
        // fails `required`, so `repeat` (skipping on errors) is compared all the same and
        // `confirm` (not skipping) reports the password instead.
        #expect(member.errors.all.map(\.code) == [
            "string.tooShort", "email.invalid", "in.invalid", "required.blank", "compare.invalid",
            "compare.invalidCompareAttribute", "number.tooBig", "number.tooBig", "in.invalid",
        ])
        #expect(member.errorSummary() == [
            "Name should contain at least 3 characters.", "Email is not a valid email address.", "Role is invalid.",
            "Password cannot be blank.", "Repeat must be equal to \"Password\".", "Password is invalid.",
            "Age must be no greater than 130.", "Count must be no greater than 1000.", "Level is invalid.",
        ])
        // The integer bound's failure is added by the engine (the decimal bound is skipped: the
        // age has an error already); the value is the integer.
        #expect(member.errors["age"].map(\.parameters) == [["max": 130]])
        #expect(member.errors.first(for: "count")?.arguments["value"] == 1001)
        let repeated = try #require(member.errors.first(for: "repeat"))
        #expect(repeated.arguments["compareValue"] == "")
        // The compared attribute is a label and its value a submitted one: neither is a parameter.
        #expect(repeated.arguments.entries.map(\.name) == ["attribute", "value", "compareAttribute", "compareValue", "compareValueOrAttribute"])
        #expect(repeated.arguments.entries.map(\.isLabel) == [true, false, true, false, true])
        #expect(repeated.arguments.entries.map(\.isSubmitted) == [false, false, false, true, false])
        #expect(repeated.parameters == [:])
        #expect(repeated.arguments["value"] == "x")
        // Equal for PHP's `==` though not byte for byte: no failure; `===` fails.
        var loose = ValidatableModelFailuresTests.members[3]
        #expect(try !loose.validate())
        #expect(!loose.hasErrors("repeat") && loose.firstError("confirm") == "Confirm must be equal to \"Password\".")
        // A decimal bound is the validator's to check.
        #expect(loose.errors["age"].map(\.parameters) == [["max": 99.5]])
        #expect(loose.firstError("count") == "Count must be no less than 1.")
        let short = try #require(member.errors.first(for: "name"))
        #expect(short.arguments["attribute"] == "Name")
        #expect(short.arguments["value"] == "Ab")
        #expect(short.parameters == ["min": 3])
    }

    /// A model's own label is used, not the one generated from the name.
    @Test func anExplicitLabelNamesTheFailure() throws {
        var model = try DynamicModel(attributes: ["name", "email", "site", "role", "password", "repeat", "confirm", "age", "count", "level"],
                                     rules: checkedRules(general: false),
                                     labels: ["email": "E-mail address", "password": "Passphrase", "repeat": "Again"])
        model["name"] = "ann"
        model["email"] = "nowhere"
        model["password"] = "a"
        model["repeat"] = "b"
        #expect(try !model.validate())
        #expect(model.firstError("email") == "E-mail address is not a valid email address.")
        #expect(model.errors.first(for: "email")?.arguments["attribute"] == "E-mail address")
        #expect(model.firstError("repeat") == "Again must be equal to \"Passphrase\".")
    }

    /// A validation of listed attributes compiles a program of its own, with no generated
    /// labels: the label is looked up by name.
    @Test func aValidationOfListedAttributesNamesItsFailuresToo() throws {
        var member = ValidatableModelFailuresTests.members[1]
        #expect(try !member.validate(["email", "role"]))
        #expect(member.errorSummary() == ["Email cannot be blank.", "Role is invalid."])
    }

    /// A comparison whose rule has an emptiness check of its own is left to the validator,
    /// which skips a value that check finds empty.
    @Test func aComparisonWithItsOwnEmptinessCheckIsTheValidators() throws {
        let rules = [Rule(["repeat"], "compare", ["compareAttribute": "password"], isEmpty: .trimmed)]
        var model = try DynamicModel(attributes: ["password", "repeat"], rules: rules)
        model["password"] = "secret"
        model["repeat"] = "   "
        #expect(try model.validate())
        model["repeat"] = " x "
        #expect(try !model.validate())
        #expect(model.firstError("repeat") == "Repeat must be equal to \"Password\".")
    }
}
