import Testing
@testable import ModelValidation

/// A named composite built once and reused on several models.
private let emailValidator: ValidatorSpec = .allOf(.trim, .required, .string(max: 12)).named("shortEmail")

private struct Contact: TypedModel {
    var email = ""
    var backup = ""
    var validation = ValidationState()
    static let attributes: AttributeTable<Contact> = [.attribute("email", \.email), .attribute("backup", \.backup)]
    static let rules = try! RuleSet(for: Contact.self) {
        Validate(\.email, .use(emailValidator))
        Validate(\.backup, .use(emailValidator)).skipOnEmpty(true)
    }
    var ruleSet: RuleSet { Self.rules }
}

private struct Login: TypedModel {
    var user = ""
    var validation = ValidationState()
    static let attributes: AttributeTable<Login> = [.attribute("user", \.user)]
    static let rules = try! RuleSet(for: Login.self) { Validate(\.user, .use(emailValidator)) }
    var ruleSet: RuleSet { Self.rules }
}

struct CompositeRulesTests {
    @Test(arguments: [
        // allOf: first failing child only, or every error.
        (["type": "allOf", "validators": [["type": "required"], ["type": "string", "min": 3], ["type": "lowercase"]]],
         "AB", ["string.tooShort"]),
        (["type": "allOf", "stopOnFirstError": false,
          "validators": [["type": "string", "min": 3], ["type": "lowercase"]]],
         "AB", ["string.tooShort", "lowercase.tooFew"]),
        (["type": "allOf", "validators": [["type": "required"], ["type": "string", "min": 3]]], "", ["required.blank"]),
        (["type": "allOf", "validators": [["type": "string", "min": 3]], "message": "Bad."], "ab", ["allOf.invalid"]),
        // anyOf
        (["type": "anyOf", "validators": [["type": "in", "range": ["a"]], ["type": "string", "min": 3]]], "a", []),
        (["type": "anyOf", "validators": [["type": "in", "range": ["a"]], ["type": "string", "min": 3]]], "abc", []),
        (["type": "anyOf", "validators": [["type": "in", "range": ["a"]], ["type": "string", "min": 3]]], "b", ["anyOf.invalid"]),
        // not
        (["type": "not", "validator": ["type": "in", "range": ["admin", "root"]]], "root", ["not.invalid"]),
        (["type": "not", "validator": ["type": "in", "range": ["admin", "root"]]], "ann", []),
        // conditional
        (["type": "conditional", "if": ["type": "string", "max": 3], "then": ["type": "uppercase", "min": 3],
          "else": ["type": "digits"]], "ab", ["uppercase.tooFew"]),
        (["type": "conditional", "if": ["type": "string", "max": 3], "then": ["type": "uppercase", "min": 3],
          "else": ["type": "digits"]], "abcd", ["digits.tooFew"]),
        (["type": "conditional", "if": ["type": "string", "max": 3], "then": ["type": "uppercase", "min": 3]], "abcd", []),
        // nesting
        (["type": "not", "validator": ["type": "anyOf", "validators": [["type": "digits"], ["type": "symbols"]]]], "a1", ["not.invalid"]),
    ] as [(AttributeObject, AttributeValue, [String])])
    func jsonComposites(rule: AttributeObject, value: AttributeValue, codes: [String]) throws {
        var object = rule
        object["attributes"] = ["attr"]
        var model = DynamicModel(attributes: ["attr"], ruleSet: try RuleSet(json: [.object(object)]))
        _ = model.setValue(value, of: "attr")
        check(&model)
        #expect(model.errors["attr"].map(\.code) == codes)
    }

    @Test(arguments: [
        (["type": "allOf"], "rules[0].validators"),
        (["type": "allOf", "validators": [["type": "string", "min": "x"]]], "rules[0].validators[0].min"),
        (["type": "allOf", "validators": [["type": "required"], ["type": "nope"]]], "rules[0].validators[1].type"),
        (["type": "allOf", "validators": [["attributes": ["a"], "type": "required"]]], "rules[0].validators[0].attributes"),
        (["type": "anyOf", "validators": [["type": "allOf", "validators": [["type": "string", "max": []]]]]],
         "rules[0].validators[0].validators[0].max"),
        (["type": "not"], "rules[0].validator"),
        (["type": "not", "validator": ["type": "string", "foo": 1]], "rules[0].validator.foo"),
        (["type": "conditional", "if": ["type": "string"]], "rules[0].then"),
        (["type": "conditional", "if": ["type": "string"], "then": ["min": 1]], "rules[0].then.type"),
    ] as [(AttributeObject, String)])
    func faultyJSONComposites(rule: AttributeObject, path: String) {
        var object = rule
        object["attributes"] = ["attr"]
        do {
            _ = try RuleSet(json: [.object(object)])
            Issue.record("expected a rule error at \(path)")
        } catch {
            #expect(error.path == path)
        }
    }

    @Test func swiftCompositesMatchJSONComposites() throws {
        let spec: ValidatorSpec = .allOf(.required, .anyOf(.in(["a"]), .not(.string(max: 2))), .when(.digits(), then: .maxLength(4)),
                                         stopOnFirstError: false)
        let json = try #require(spec.jsonValue)
        #expect(json == [
            "type": "allOf",
            "validators": [
                ["type": "required"],
                ["type": "anyOf", "validators": [["type": "in", "range": ["a"]], ["type": "not", "validator": ["type": "string", "max": 2]]]],
                ["type": "conditional", "if": ["type": "digits", "min": 1], "then": ["type": "maxLength", "max": 4]],
            ],
            "stopOnFirstError": false,
        ])
        for value: AttributeValue in ["", "a", "ab", "abc", "12345", "b1"] {
            var viaSwift = DynamicModel(attributes: ["attr"], ruleSet: try RuleSet([Rule(["attr"], validator: try spec.makeValidator(context: SpecBuildContext(registry: .builtIn, ruleIndex: 0)))]))
            var object = try #require(json.objectValue)
            object["attributes"] = ["attr"]
            var viaJSON = DynamicModel(attributes: ["attr"], ruleSet: try RuleSet(json: [.object(object)]))
            _ = viaSwift.setValue(value, of: "attr")
            _ = viaJSON.setValue(value, of: "attr")
            check(&viaSwift)
            check(&viaJSON)
            #expect(viaSwift.errors == viaJSON.errors, "value \(value)")
        }
    }

    @Test func aNamedCompositeIsReusedOnManyModels() throws {
        var contact = Contact()
        contact.email = "  ann@example.com  "
        #expect(try contact.validate() == false)
        #expect(contact.email == "ann@example.com")
        #expect(contact.errors["email"].map(\.code) == ["string.tooLong"])
        #expect(contact.errors["backup"].isEmpty)
        #expect(Contact.rules.rules[0].rule.type == "shortEmail")
        var login = Login()
        #expect(try login.validate() == false)
        #expect(login.firstError("user") == "User cannot be blank.")
        #expect(login.isAttributeRequired("user"))
    }

    @Test func aRegisteredSpecIsUsableFromJSON() throws {
        var registry = ValidatorRegistry.builtIn
        registry.register("shortEmail", spec: emailValidator)
        let rules = try RuleSet(json: [["attributes": ["email"], "type": "shortEmail"]], registry: registry)
        var model = DynamicModel(attributes: ["email"], ruleSet: rules)
        _ = model.setValue("  someone@example.com ", of: "email")
        check(&model)
        #expect(model.value(of: "email") == "someone@example.com")
        #expect(model.errors["email"].map(\.code) == ["string.tooLong"])
        #expect(throws: RuleError.self) {
            _ = try RuleSet(json: [["attributes": ["email"], "type": "shortEmail", "max": 3]], registry: registry)
        }
    }

    @Test func childrenKeepTheirOwnOptions() throws {
        let rules = try RuleSet(json: [[
            "attributes": ["attr"], "type": "allOf", "stopOnFirstError": false,
            "validators": [["type": "digits", "skipOnEmpty": false], ["type": "uppercase", "message": "{attribute}: caps!"]],
        ]])
        var model = DynamicModel(attributes: ["attr"], ruleSet: rules)
        check(&model)
        #expect(model.errors["attr"].map(\.code) == ["digits.invalid"])
        _ = model.setValue("x", of: "attr")
        check(&model)
        #expect(model.errors.messages(for: "attr") == ["Attr must contain at least 1 digit.", "Attr: caps!"])
    }

    @Test func probesDoNotLeakFilteredValuesOrErrors() throws {
        let rules = try RuleSet(json: [[
            "attributes": ["attr"], "type": "anyOf",
            "validators": [["type": "allOf", "validators": [["type": "trim"], ["type": "in", "range": ["x"]]]]],
        ]])
        var model = DynamicModel(attributes: ["attr"], ruleSet: rules)
        _ = model.setValue(" x ", of: "attr")
        check(&model)
        #expect(model.errors.isEmpty)
        #expect(model.value(of: "attr") == " x ")
    }
}
