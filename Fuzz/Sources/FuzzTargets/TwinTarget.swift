import ModelValidation
import ModelValidationJSON

/// A typed model and a dynamic model with the same attributes and rules, given the same values:
/// the typed engine's checks in place (`String?` properties read where they lie, the required
/// and length checks at first sight, two strings compared in place, pattern searches fused)
/// must decide exactly what the general path of a dynamic model decides.
///
/// Input: a flag byte (the scenario, and whether to validate a subset of the attributes or to
/// keep earlier errors), then a JSON object; members that are neither strings nor `null` are
/// dropped, since the typed model's properties are `String?`.
///
/// Checks: the two models report the same verdict, the same errors (attribute, code, rendered
/// message, pointer) in the same order, and hold the same values afterwards (`trim` writes).
enum TwinTarget {
    static let target = FuzzTarget(
        name: "twin", summary: "a typed model of String? properties against a dynamic model with the same rules and values",
        maxLength: 1024, run: run)

    static func run(_ input: [UInt8]) {
        var parts = FuzzInput(input)
        let flags = parts.byte()
        guard let body = try? JSONReader.parseObject(parts.rest()) else { return }
        var values = AttributeObject()
        for (key, value) in zip(body.keys, body.values) {
            switch value {
            case .string, .null: values[key] = value
            default: continue
            }
        }
        var typed = TwinForm()
        var dynamic = TwinForm.dynamic
        let scenario = ["default", "register", "admin"][Int(flags % 3)]
        typed.scenario = scenario
        dynamic.scenario = scenario
        let typedReport = typed.assign(values)
        let dynamicReport = dynamic.assign(values)
        Invariant.expect(typedReport == dynamicReport, "the assignments report \(typedReport) and \(dynamicReport)")

        // Earlier errors kept (`clearErrors: false`), or a subset of the attributes validated.
        let subset: [String]? = flags & 0x08 != 0 ? ["username", "password", "passwordRepeat", "bio"] : nil
        let keepsErrors = flags & 0x10 != 0
        if keepsErrors {
            typed.addError("email", message: "Taken.")
            dynamic.addError("email", message: "Taken.")
        }
        let typedVerdict = Result { () throws(ModelError) in try typed.validate(subset, clearErrors: !keepsErrors) }
        let dynamicVerdict = Result { () throws(ModelError) in try dynamic.validate(subset, clearErrors: !keepsErrors) }
        switch (typedVerdict, dynamicVerdict) {
        case (.success(let a), .success(let b)):
            Invariant.expect(a == b, "verdicts \(a) and \(b)")
        case (.failure(let a), .failure(let b)):
            Invariant.expect(a == b, "errors \(a) and \(b)")
        default:
            Invariant.expect(false, "one model threw: \(typedVerdict) and \(dynamicVerdict)")
        }
        let typedErrors = describe(typed.errors)
        let dynamicErrors = describe(dynamic.errors)
        Invariant.expect(typedErrors == dynamicErrors, "errors differ:\n  typed   \(typedErrors)\n  dynamic \(dynamicErrors)")
        Invariant.expect(ExactValue.same(.object(typed.attributeValues), .object(dynamic.attributeValues)),
                         "values differ: \(JSONWriter.string(.object(typed.attributeValues))) and \(JSONWriter.string(.object(dynamic.attributeValues)))")
    }

    /// Each error as one line: attribute, code, message and pointer.
    static func describe(_ errors: ValidationErrors) -> [String] {
        errors.all.map { "\($0.attribute) \($0.code) \(Invariant.quoted($0.message)) \($0.jsonPointer)" }
    }
}

/// The typed model of ``TwinTarget``: every attribute a `String?`, the rules of a registration
/// form (one of each check the typed engine runs in place) and a few more.
struct TwinForm: TypedModel, Sendable {
    var username: String?
    var email: String?
    var password: String?
    var passwordRepeat: String?
    var age: String?
    var website: String?
    var role: String?
    var bio: String?
    var isAdmin: String?
    var nickname: String?
    var validation = ValidationState()

    static let names = ["username", "email", "password", "passwordRepeat", "age", "website", "role", "bio", "isAdmin", "nickname"]

    static let attributes: AttributeTable<TwinForm> = [
        .attribute("username", \.username), .attribute("email", \.email), .attribute("password", \.password),
        .attribute("passwordRepeat", \.passwordRepeat), .attribute("age", \.age), .attribute("website", \.website),
        .attribute("role", \.role), .attribute("bio", \.bio), .attribute("isAdmin", \.isAdmin),
        .attribute("nickname", \.nickname),
    ]

    static let ruleList: [Rule] = [
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
        Rule(["role"], "in", ["range": ["user", "admin", "editor", "1"]]),
        Rule(["bio"], "trim"),
        Rule(["bio"], "string", ["max": 50]),
        Rule(["isAdmin"], "boolean", on: ["admin"]),
        Rule(["nickname"], "string", ["length": [2, 6]], skipOnEmpty: false),
        Rule(["website"], "string", ["max": 40], skipOnError: false),
        Rule(["age"], "required", when: .attribute("role", equals: "admin")),
        Rule(["nickname"], "compare", ["compareAttribute": "username", "operator": "!="]),
        Rule(["nickname", "role"], "required", on: ["admin"], message: "{attribute} is needed for {value}."),
    ]

    static let rules: RuleSet = {
        do {
            return try RuleSet(ruleList, scenarios: ["default": names, "register": names, "admin": names])
        } catch {
            fatalError("the twin's rules do not build: \(error)")
        }
    }()

    var ruleSet: RuleSet { Self.rules }

    /// The same model as a dynamic model.
    static var dynamic: DynamicModel { DynamicModel(attributes: names, ruleSet: rules) }
}
