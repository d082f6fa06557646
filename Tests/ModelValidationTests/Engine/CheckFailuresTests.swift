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
    var validation = ValidationState()
    var general = false
    static let attributes: AttributeTable<CheckedMember> = [.attribute(\.name), .attribute(\.email), .attribute(\.site), .attribute(\.role)]
    var ruleSet: RuleSet { general ? generalRules : inPlaceRules }
}

struct CheckFailuresTests {
    static let members: [CheckedMember] = [
        CheckedMember(name: "ann", email: "ann@example.com", site: "https://example.com", role: "user"),
        CheckedMember(name: "  ", email: " ", site: "example", role: "root"),
        CheckedMember(name: "Ab", email: "ann at example", site: nil, role: "Admin"),
        CheckedMember(name: "annabelle-lee", email: "", site: "ftp://example.com", role: ""),
        CheckedMember(name: "Annabelle", email: "a@b", site: "http://", role: nil),
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
        var dynamic = try DynamicModel(attributes: ["name", "email", "site", "role"], rules: checkedRules(general: false))
        var dynamicGeneral = try DynamicModel(attributes: ["name", "email", "site", "role"], rules: checkedRules(general: true))
        for name in ["name", "email", "site", "role"] {
            dynamic[name] = member.value(of: name) ?? .null
            dynamicGeneral[name] = member.value(of: name) ?? .null
        }
        #expect(try dynamic.validate() == passed)
        #expect(try dynamicGeneral.validate() == passed)
        #expect(dynamic.errors == general.errors)
        #expect(dynamicGeneral.errors == general.errors)
    }

    @Test func theFailuresOfAnInvalidMemberAreExact() throws {
        var member = CheckFailuresTests.members[2]
        #expect(try !member.validate())
        // The name's pattern is skipped: the name has an error already.
        #expect(member.errors.all.map(\.code) == ["string.tooShort", "email.invalid", "in.invalid"])
        #expect(member.errorSummary() == [
            "Name should contain at least 3 characters.", "Email is not a valid email address.", "Role is invalid.",
        ])
        let short = try #require(member.errors.first(for: "name"))
        #expect(short.arguments["attribute"] == "Name")
        #expect(short.arguments["value"] == "Ab")
        #expect(short.parameters == ["min": 3])
    }

    /// A model's own label is used, not the one generated from the name.
    @Test func anExplicitLabelNamesTheFailure() throws {
        var model = try DynamicModel(attributes: ["name", "email", "site", "role"], rules: checkedRules(general: false),
                                     labels: ["email": "E-mail address"])
        model["name"] = "ann"
        model["email"] = "nowhere"
        #expect(try !model.validate())
        #expect(model.firstError("email") == "E-mail address is not a valid email address.")
        #expect(model.errors.first(for: "email")?.arguments["attribute"] == "E-mail address")
    }

    /// A validation of listed attributes compiles a program of its own, with no generated
    /// labels: the label is looked up by name.
    @Test func aValidationOfListedAttributesNamesItsFailuresToo() throws {
        var member = CheckFailuresTests.members[1]
        #expect(try !member.validate(["email", "role"]))
        #expect(member.errorSummary() == ["Email cannot be blank.", "Role is invalid."])
    }
}
