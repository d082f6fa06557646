import ModelValidation

/// The registration form as a typed model: the workload's attributes as Swift properties and its
/// rules written in Swift (the same rules as `registration-rules.json`).
package struct RegistrationForm: TypedModel {
    /// An empty form in the workload's scenario.
    package init() {}

    package var username: String?
    package var email: String?
    package var password: String?
    package var passwordRepeat: String?
    package var age: Int?
    package var website: String?
    package var role: String?
    package var bio: String?
    package var isAdmin: Bool?
    package var validation = ValidationState(scenario: Workload.scenario)

    package static let attributes: AttributeTable<RegistrationForm> = [
        .attribute("username", \.username),
        .attribute("email", \.email),
        .attribute("password", \.password),
        .attribute("passwordRepeat", \.passwordRepeat),
        .attribute("age", \.age),
        .attribute("website", \.website),
        .attribute("role", \.role),
        .attribute("bio", \.bio),
        .attribute("isAdmin", \.isAdmin),
    ]

    package static let rules: RuleSet = {
        let all = ["username", "email", "password", "passwordRepeat", "age", "website", "role", "bio"]
        do {
            return try RuleSet([
                Rule(["username", "email", "password"], "required"),
                Rule(["username"], "string", ["min": 3, "max": 32]),
                Rule(["username"], "match", ["pattern": "/^[a-zA-Z0-9_]+$/"]),
                Rule(["email"], "email"),
                Rule(["password"], "string", ["min": 8]),
                Rule(["password"], "match", ["pattern": "/[A-Z]/"], message: "{attribute} must contain an upper-case letter."),
                Rule(["password"], "match", ["pattern": "/[a-z]/"], message: "{attribute} must contain a lower-case letter."),
                Rule(["password"], "match", ["pattern": "/[0-9]/"], message: "{attribute} must contain a digit."),
                Rule(["passwordRepeat"], "compare", ["compareAttribute": "password"]),
                Rule(["age"], "integer", ["min": 13, "max": 130]),
                Rule(["website"], "url", ["validSchemes": ["http", "https"]]),
                Rule(["role"], "in", ["range": ["user", "admin", "editor"]]),
                Rule(["bio"], "trim"),
                Rule(["bio"], "string", ["max": 500]),
                Rule(["isAdmin"], "boolean", on: ["admin"]),
            ], scenarios: ["default": all, "register": all, "admin": all + ["isAdmin"]])
        } catch {
            fatalError("the typed model's rules do not build: \(error)")
        }
    }()

    package var ruleSet: RuleSet { Self.rules }
}
