import ModelValidation

/// The registration form as a typed model: the workload's attributes as Swift properties and its
/// rules written in Swift (the same rules as `registration-rules.json`).
struct RegistrationForm: TypedModel {
    var username: String?
    var email: String?
    var password: String?
    var passwordRepeat: String?
    var age: Int?
    var website: String?
    var role: String?
    var bio: String?
    var isAdmin: Bool?
    var validation = ValidationState(scenario: Workload.scenario)

    static let attributes: AttributeTable<RegistrationForm> = [
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

    static let rules: RuleSet = {
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

    var ruleSet: RuleSet { Self.rules }
}
