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

struct TypedRulesTests {
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

    @Test func typedModelsKeepMassiveAssignmentAndJSONRules() throws {
        var model = Account()
        model.ruleSet = Account.jsonRules
        let report = model.assign(["email": "ann@example.com", "role": "admin", "nope": 1])
        #expect(report.assigned == ["email"])
        #expect(report.unsafe == ["role"])
        #expect(report.unknown == ["nope"])
    }
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
