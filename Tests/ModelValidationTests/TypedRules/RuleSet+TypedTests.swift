import Testing
@testable import ModelValidation

extension Scenario {
    static let signup: Scenario = "signup"
    static let admin: Scenario = "admin"
}

/// A typed model whose rule set can be swapped, to compare typed and JSON rules.
struct Account: TypedModel {
    var email = ""
    var password = ""
    var passwordRepeat = ""
    var role = "user"
    var type = "personal"
    var company = ""
    var validation = ValidationState()
    var ruleSet: RuleSet = Account.typedRules

    static let attributes: AttributeTable<Account> = [
        .attribute("email", \.email),
        .attribute("password", \.password),
        .attribute("passwordRepeat", \.passwordRepeat),
        .attribute("role", \.role),
        .attribute("type", \.type),
        .attribute("company", \.company),
    ]

    static let typedRules = try! RuleSet(for: Account.self) {
        Validate(\.email, .trim, .required, .string(max: 20))
        Validate(\.password, .required, .string(min: 8, max: 64)).on(.signup)
        Validate(\.company, .required).when(\.type, equals: "business")
        Validate(\.type, .in(["personal", "business"]))
        RuleGroup(on: .admin) {
            Validate(\.role, .in(["user", "admin"]))
        }
    }

    static let jsonRules = try! RuleSet(json: [
        ["attributes": ["email"], "type": "trim"],
        ["attributes": ["email"], "type": "required"],
        ["attributes": ["email"], "type": "string", "max": 20],
        ["attributes": ["password"], "type": "required", "on": ["signup"]],
        ["attributes": ["password"], "type": "string", "min": 8, "max": 64, "on": ["signup"]],
        ["attributes": ["company"], "type": "required", "when": ["attribute": "type", "value": "business"]],
        ["attributes": ["type"], "type": "in", "range": ["personal", "business"]],
        ["attributes": ["role"], "type": "in", "range": ["user", "admin"], "on": ["admin"]],
    ])
}

struct RuleSetTypedTests {
    @Test func typedRulesAreTheSameDataAsJSONRules() {
        #expect(Account.typedRules.jsonValue == Account.jsonRules.jsonValue)
        #expect(Account.typedRules.scenarioMap == Account.jsonRules.scenarioMap)
    }

    static let inputs: [(Scenario, AttributeObject)] = [
        (.default, [:]),
        (.default, ["email": "  ann@example.com  "]),
        (.default, ["email": "someone-with-a-long@example.com", "type": "business"]),
        (.signup, ["email": "a@b.co", "password": "short"]),
        (.admin, ["email": "a@b.co", "role": "root", "type": "x"]),
    ]

    @Test(arguments: inputs)
    func typedAndJSONRulesGiveIdenticalErrors(scenario: Scenario, input: AttributeObject) throws {
        var typed = Account()
        var json = Account()
        json.ruleSet = Account.jsonRules
        typed.setScenario(scenario)
        json.setScenario(scenario)
        typed.assign(input, safeOnly: false)
        json.assign(input, safeOnly: false)
        let typedValid = try typed.validate()
        let jsonValid = try json.validate()
        #expect(typedValid == jsonValid)
        #expect(typed.errors == json.errors)
        #expect(typed.email == json.email)
    }

    @Test func messagesAndCodes() throws {
        var model = Account()
        model.setScenario(.signup)
        model.assign(["email": "ann@example.com", "password": "abc"])
        #expect(try model.validate() == false)
        #expect(model.errors["password"].map(\.code) == ["string.tooShort"])
        #expect(model.firstError("password") == "Password should contain at least 8 characters.")
        #expect(model.isIn(.signup))
        #expect(model.safeAttributes == ["email", "password", "company", "type"])
    }

    @Test func keyPathComparisonsResolveToAttributeNames() throws {
        let rules = try Rule.list(for: Account.self) {
            Validate(\.passwordRepeat, .compare(to: \.password))
            Validate(\.password, .compare(value: 8, operator: .greaterThanOrEqual, type: .number))
        }
        #expect(rules.map(\.jsonValue) == [
            ["attributes": ["passwordRepeat"], "type": "compare", "compareAttribute": "password"],
            ["attributes": ["password"], "type": "compare", "compareValue": 8, "operator": ">=", "compareType": "number"],
        ])
    }

    @Test func factoriesWriteTheJSONParameters() throws {
        let rules = try Rule.list(for: Account.self) {
            Validate([\.email, \.company], .email, .url, .ip, .boolean, .number(min: 1.5, max: 10), .integer(min: 1))
            Validate(\.role, .notIn(["root"], strict: true), .match("/^[a-z]+$/", not: true), .date(format: "php:Y-m-d"))
            Validate(\.role, .required(value: "admin", strict: true).message("Must be admin."), .default("user"), .safe)
            Validate(\.role, .string(length: 4).setting("notEqual", "Four!")).unsafe().except(.admin)
        }
        #expect(rules.map { $0.jsonValue } == [
            ["attributes": ["email", "company"], "type": "email"],
            ["attributes": ["email", "company"], "type": "url"],
            ["attributes": ["email", "company"], "type": "ip"],
            ["attributes": ["email", "company"], "type": "boolean"],
            ["attributes": ["email", "company"], "type": "number", "min": 1.5, "max": 10],
            ["attributes": ["email", "company"], "type": "integer", "min": 1],
            ["attributes": ["role"], "type": "in", "range": ["root"], "not": true, "strict": true],
            ["attributes": ["role"], "type": "match", "pattern": "/^[a-z]+$/", "not": true],
            ["attributes": ["role"], "type": "date", "format": "php:Y-m-d"],
            ["attributes": ["role"], "type": "required", "message": "Must be admin.", "requiredValue": "admin", "strict": true],
            ["attributes": ["role"], "type": "default", "value": "user"],
            ["attributes": ["role"], "type": "safe"],
            ["attributes": ["!role"], "type": "string", "except": ["admin"], "length": 4, "notEqual": "Four!"],
        ])
    }

    @Test func closureConditionsSeeTheTypedModel() throws {
        let rules = try RuleSet(for: Account.self) {
            Validate(\.company, .required).when { $0.type == "business" }
        }
        var model = Account()
        model.ruleSet = rules
        #expect(try model.validate())
        model.type = "business"
        #expect(try model.validate() == false)
        #expect(model.firstError("company") == "Company cannot be blank.")
    }

    @Test func builderControlFlow() throws {
        let strict = true
        let rules = try Rule.list(for: Account.self) {
            if strict {
                Validate(\.email, .required)
            } else {
                Validate(\.email, .safe)
            }
            for keyPath in [\Account.role, \Account.type] as [PartialKeyPath<Account> & Sendable] {
                Validate(keyPath, .string)
            }
            Rule(["company"], "safe")
            RuleGroup(except: .admin) {
                Validate(\.password, .required)
            }
        }
        #expect(rules.map(\.type) == ["required", "string", "string", "safe", "required"])
        #expect(rules[4].except == ["admin"])
    }

    @Test func anUnboundKeyPathIsARuleError() {
        #expect(throws: RuleError.self) {
            _ = try Rule.list(for: Account.self) { Validate(\.validation, .required) }
        }
        do {
            _ = try Rule.list(for: Account.self) {
                Validate(\.email, .required)
                Validate(\.email, .compare(to: \.validation))
            }
        } catch {
            #expect(error.path == "rules[1].compareAttribute")
        }
    }

    /// A validator that only accepts strings, on a property that can never hold one, would
    /// fail every value: a rule error when the rule set is built.
    @Test func aStringValidatorOnANonStringPropertyIsARuleError() throws {
        #expect(throws: RuleError(.invalidRule, ruleIndex: 1, key: "attributes",
                                  reason: "\"email\" validates strings, but age is Int")) {
            _ = try Rule.list(for: Person.self) {
                Validate(\.name, .required)
                Validate(\.age, .email)
            }
        }
        #expect(throws: RuleError(.invalidRule, ruleIndex: 0, key: "attributes",
                                  reason: "\"string\" validates strings, but score is Optional<Double>")) {
            _ = try Rule.list(for: Person.self) { Validate([\.name, \.score], .string(max: 10)) }
        }
        #expect(throws: RuleError(.invalidRule, ruleIndex: 0, key: "attributes",
                                  reason: "\"maxLength\" validates strings, but tags is Array<String>")) {
            _ = try Rule.list(for: Person.self) { Validate(\.tags, .allOf(.required, .maxLength(3))) }
        }
        // What works on a number stays allowed: match and in read the value as PHP text, and a
        // custom type or AttributeValue may hold a string.
        _ = try Rule.list(for: Person.self) {
            Validate(\.age, .match("/^\\d+$/"), .in(["1", "2"]), .integer(min: 0))
            Validate(\.nickname, .email, .string(max: 30))
            Validate(\.extra, .email)
            Validate(\.email, .email)
            Validate(\.name, .email, .url, .ip, .minLength(1), .uppercase())
        }
    }

    /// `RuleSet(declaring:)` never stops the program: a mistake is kept and thrown by validate().
    @Test func aDeclaredRuleSetKeepsItsMistakeInsteadOfTrapping() throws {
        let faulty = RuleSet(declaring: Person.self) {
            Validate(\.name, .required)
            Validate(\.unbound, .required)
        }
        #expect(faulty.configurationError?.path == "rules[1].attributes")
        #expect(faulty.rules.isEmpty)
        var person = Person()
        person.ruleSet = faulty
        #expect(throws: ModelError(.invalidRules, name: faulty.configurationError!.description)) {
            _ = try person.validate()
        }
        let good = RuleSet(declaring: Person.self) { Validate(\.name, .required) }
        #expect(good.configurationError == nil)
        person.ruleSet = good
        #expect(try person.validate() == false)
        #expect(person.errors["name"].map(\.code) == ["required.blank"])
    }

    @Test func typedModelsKeepMassiveAssignmentAndJSONRules() throws {
        var model = Account()
        model.ruleSet = Account.jsonRules
        let report = model.assign(["email": "ann@example.com", "role": "admin", "nope": 1])
        #expect(report.assigned == ["email"])
        #expect(report.unsafe == ["role"])
        #expect(report.unknown == ["nope"])
    }
}

/// A value type for a property that holds an email address.
struct EmailAddress: AttributeConvertible {
    var text: String
    init(_ text: String) { self.text = text }
    init?(attributeValue: AttributeValue) {
        guard case .string(let text) = attributeValue else { return nil }
        self.text = text
    }
    var attributeValue: AttributeValue { .string(text) }
}

/// A typed model with properties of several types, and one property its table leaves out.
struct Person: TypedModel {
    var name = ""
    var age = 0
    var score: Double? = nil
    var tags: [String] = []
    var nickname: String? = nil
    var extra: AttributeValue = .null
    var email = EmailAddress("")
    var unbound = ""
    var validation = ValidationState()
    var ruleSet = try! RuleSet([])

    static let attributes: AttributeTable<Person> = [
        .attribute("name", \.name), .attribute("age", \.age), .attribute("score", \.score),
        .attribute("tags", \.tags), .attribute("nickname", \.nickname), .attribute("extra", \.extra),
        .attribute("email", \.email),
    ]
}

struct TypedRulesWithPoolValidatorsTests {
    @Test func compareToAKeyPathAndEmail() throws {
        let rules = try RuleSet(for: Account.self) {
            Validate(\.email, .required, .email)
            Validate(\.passwordRepeat, .compare(to: \.password))
        }
        var model = Account()
        model.ruleSet = rules
        model.email = "not-an-email"
        model.password = "secret-1"
        model.passwordRepeat = "secret-2"
        #expect(try model.validate() == false)
        #expect(model.errors["email"].map(\.code) == ["email.invalid"])
        #expect(model.firstError("email") == "Email is not a valid email address.")
        #expect(model.errors["passwordRepeat"].map(\.code) == ["compare.invalid"])
        #expect(model.firstError("passwordRepeat") == "Password Repeat must be equal to \"Password\".")
        model.email = "ann@example.com"
        model.passwordRepeat = "secret-1"
        #expect(try model.validate())
    }
}
