import Testing
import ModelValidation

// Twins of the examples of "Typed models: each attribute named once" in Docs/SwiftAPI.md.

/// The model as it was written before names were derived from key paths.
enum TypedModelBefore {
    struct Signup: TypedModel {
        var username = ""
        var email = ""
        var password = ""
        var passwordRepeat = ""
        var age: Int? = nil
        var plan = "free"
        var newsletter = false
        var validation = ValidationState()

        static let attributes: AttributeTable<Signup> = [
            .attribute("username", \.username),
            .attribute("email", \.email),
            .attribute("password", \.password),
            .attribute("passwordRepeat", \.passwordRepeat),
            .attribute("age", \.age),
            .attribute("plan", \.plan),
            .attribute("newsletter", \.newsletter),
        ]

        static let rules = RuleSet(declaring: Signup.self) {
            Validate([\.username, \.email, \.password], .required)
            Validate(\.email, .email)
            Validate(\.password, .string(min: 8))
            Validate(\.passwordRepeat, .compare(to: \.password))
            Validate(\.age, .integer(min: 18))
            Validate(\.plan, .in(["free", "pro"]))
            Validate(\.newsletter, .boolean)
        }

        var ruleSet: RuleSet { Self.rules }
    }
}

/// The same model now.
enum TypedModelAfter {
    struct Signup: TypedModel {
        var username = ""
        var email = ""
        var password = ""
        var passwordRepeat = ""
        var age: Int? = nil
        var plan = "free"
        var newsletter = false
        var validation = ValidationState()

        static let attributes: AttributeTable<Signup> = [
            .attribute(\.username), .attribute(\.email), .attribute(\.password), .attribute(\.passwordRepeat),
            .attribute(\.age), .attribute(\.plan), .attribute(\.newsletter),
        ]

        static let rules = RuleSet(declaring: Signup.self) {
            Validate([\.username, \.email, \.password], .required)
            Validate(\.email, .email)
            Validate(\.password, .string(min: 8))
            Validate(\.passwordRepeat, .compare(to: \.password))
            Validate(\.age, .integer(min: 18))
            Validate(\.plan, .in(["free", "pro"]))
            Validate(\.newsletter, .boolean)
        }
    }
}

struct Temperature: TypedModel {
    var celsius = 0.0
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
    var validation = ValidationState()
    static let attributes: AttributeTable<Temperature> = [.attribute(\.celsius), .attribute(\.fahrenheit)]
}

struct SwiftAPITypedModelExamplesTests {
    @Test func bothFormsBuildTheSameModel() throws {
        #expect(TypedModelAfter.Signup.attributes.names == TypedModelBefore.Signup.attributes.names)
        #expect(TypedModelAfter.Signup.rules.jsonValue == TypedModelBefore.Signup.rules.jsonValue)
        let body: AttributeObject = ["username": "ann", "email": "ann@", "password": "short", "passwordRepeat": "other",
                                     "age": 12, "plan": "gold", "newsletter": "maybe"]
        var before = TypedModelBefore.Signup()
        var after = TypedModelAfter.Signup()
        #expect(before.assign(body) == after.assign(body))
        #expect(try before.validate() == false)
        #expect(try after.validate() == false)
        #expect(after.errors == before.errors)
        #expect(after.errors.attributes == ["newsletter", "email", "password", "passwordRepeat", "age", "plan"])
    }

    @Test func aNameThatCannotBeDerivedIsARuleError() throws {
        do {
            _ = try RuleSet(for: Temperature.self) { Validate(\.celsius, .number) }
            Issue.record("no error")
        } catch {
            #expect(error.description.hasPrefix("rules.attributes: cannot derive an attribute name from the key path \\Temperature.<computed 0x"))
            #expect(error.description.hasSuffix(" (Double)>: bind it with an explicit name, as in .attribute(\"name\", keyPath)"))
        }
    }
}
