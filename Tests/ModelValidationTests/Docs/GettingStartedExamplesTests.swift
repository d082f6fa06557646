import Testing
import ModelValidation

// Twins of the examples in Docs/GettingStarted.md.

extension Scenario {
    static let register: Scenario = "register"
}

struct Member: TypedModel {
    var email = ""
    var password = ""
    var passwordRepeat = ""
    var validation = ValidationState()

    static let attributes: AttributeTable<Member> = [.attribute(\.email), .attribute(\.password), .attribute(\.passwordRepeat)]

    static let rules = RuleSet(declaring: Member.self) {
        Validate(\.email, .trim, .required, .email)
        Validate(\.password, .required, .string(min: 8, max: 64))
        Validate(\.passwordRepeat, .compare(to: \.password)).on(.register)
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct NewsletterForm: ValidatedForm {
    @Validated(.required, .email) var email = ""
}

struct GettingStartedExamplesTests {
    @Test func assignAndValidate() throws {
        var member = Member()
        member.setScenario(.register)
        let report = member.assign(["email": " ann@example.com ", "password": "secret", "isAdmin": true])
        #expect(report.assigned == ["email", "password"])
        #expect(report.unknown == ["isAdmin"])
        let valid = try member.validate()
        #expect(valid == false)
        #expect(member.email == "ann@example.com")
        #expect(member.firstError("password") == "Password should contain at least 8 characters.")
        #expect(member.errors.first(for: "password")?.code == "string.tooShort")
    }

    @Test func theSameRulesAsData() throws {
        let json = try JSONReader.parse("""
            [
              {"attributes": ["email"], "type": "trim"},
              {"attributes": ["email"], "type": "required"},
              {"attributes": ["email"], "type": "email"},
              {"attributes": ["password"], "type": "required"},
              {"attributes": ["password"], "type": "string", "min": 8, "max": 64},
              {"attributes": ["passwordRepeat"], "type": "compare", "compareAttribute": "password", "on": ["register"]}
            ]
            """)
        #expect(Member.rules.jsonValue == (try RuleSet(json: json)).jsonValue)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aSingleField() {
        let form = NewsletterForm()
        form.$email.validate()
        #expect(form.$email.firstError == "Value cannot be blank.")
        form.validateFields()
        #expect(form.fieldErrors.first?.message == "Email cannot be blank.")
    }
}
