import Testing
@testable import ModelValidation

/// A password policy written once in Swift and once in JSON.
private struct Credentials: TypedModel {
    var password = ""
    var validation = ValidationState()
    var ruleSet: RuleSet = Credentials.swiftPolicy

    static let attributes: AttributeTable<Credentials> = [.attribute("password", \.password)]

    static let swiftPolicy = try! RuleSet(for: Credentials.self) {
        Validate(\.password, .required, .minLength(8), .uppercase(), .lowercase(), .digits(), .symbols(),
                 .notEquals("Password1!"))
            .skipOnError(false)
    }

    static let jsonPolicy = try! RuleSet(json: try! JSONReader.parse("""
        [
          {"attributes": ["password"], "type": "required", "skipOnError": false},
          {"attributes": ["password"], "type": "minLength", "min": 8, "skipOnError": false},
          {"attributes": ["password"], "type": "uppercase", "min": 1, "skipOnError": false},
          {"attributes": ["password"], "type": "lowercase", "min": 1, "skipOnError": false},
          {"attributes": ["password"], "type": "digits", "min": 1, "skipOnError": false},
          {"attributes": ["password"], "type": "symbols", "min": 1, "skipOnError": false},
          {"attributes": ["password"], "type": "notEquals", "value": "Password1!", "skipOnError": false}
        ]
        """))
}

struct PasswordPolicyTests {
    @Test(arguments: ["", "short", "alllowercase", "ALLUPPER123", "NoSymbols123", "Password1!", "G00d-enough"])
    func swiftAndJSONPoliciesGiveIdenticalErrors(password: String) throws {
        var swift = Credentials()
        var json = Credentials()
        json.ruleSet = Credentials.jsonPolicy
        swift.password = password
        json.password = password
        #expect(try swift.validate() == json.validate())
        #expect(swift.errors == json.errors)
    }

    @Test func everyFailureIsListed() throws {
        var model = Credentials()
        model.password = "short"
        #expect(try model.validate() == false)
        #expect(model.errors["password"].map(\.code) == ["minLength.tooShort", "uppercase.tooFew", "digits.tooFew", "symbols.tooFew"])
        #expect(model.errors.messages(for: "password") == [
            "Password should contain at least 8 characters.",
            "Password must contain at least 1 uppercase letter.",
            "Password must contain at least 1 digit.",
            "Password must contain at least 1 special character.",
        ])
        model.password = "G00d-enough"
        #expect(try model.validate())
    }
}
