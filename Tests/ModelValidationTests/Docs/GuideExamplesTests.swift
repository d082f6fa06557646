import Testing
import ModelValidation

private struct Shouting: MessageFormatter {
    func format(_ template: String, arguments: MessageArguments) -> String {
        YiiMessageFormatter.english.format(template, arguments: arguments).uppercased()
    }
}

/// Twins of the examples in Docs/Scenarios.md and Docs/Messages.md.
struct GuideExamplesTests {
    @Test func scenariosComeFromTheRules() throws {
        let rules = try RuleSet([
            Rule(["email", "password"], "required"),
            Rule(["inviteCode"], "required", on: ["signup"]),
            Rule(["!role"], "in", ["range": ["user", "admin"]], on: ["admin"]),
        ])
        #expect(rules.scenarioMap["signup"] == ["email", "password", "inviteCode"])
        #expect(rules.scenario(named: "admin")?.safeAttributes == ["email", "password"])
        #expect(rules.scenario(named: "admin")?.activeAttributes == ["email", "password", "role"])
        let explicit = try RuleSet([Rule(["email"], "required")], scenarios: ["signup": ["email", "!source"]])
        #expect(explicit.scenario(named: "default") == nil)
    }

    @Test func massiveAssignment() throws {
        var model = try DynamicModel(attributes: ["email", "password", "role"], rules: [
            Rule(["email", "password"], "required"),
            Rule(["!role"], "safe"),
        ])
        let report = model.assign(["email": "ann@example.com", "role": "admin", "isAdmin": true])
        #expect(report.assigned == ["email"])
        #expect(report.unsafe == ["role"])
        #expect(report.unknown == ["isAdmin"])
    }

    @Test func messagesAreData() throws {
        var model = try DynamicModel(attributes: ["firstName"], rules: [Rule(["firstName"], "string", ["min": 2])])
        model.assign(["firstName": "A"])
        try model.validate()
        let error = model.errors.first(for: "firstName")!
        #expect(error.code == "string.tooShort")
        #expect(error.arguments["min"] == 2)
        #expect(error.message == "First Name should contain at least 2 characters.")
        #expect(error.message(using: Shouting()) == "FIRST NAME SHOULD CONTAIN AT LEAST 2 CHARACTERS.")
    }

    @Test func labels() throws {
        let labelled = try DynamicModel(attributes: ["email"], rules: [], labels: ["email": "E-mail address"])
        #expect(labelled.label(of: "email") == "E-mail address")
        #expect(AttributeLabel.generate("XMLHttpRequest") == "Xml Http Request")
    }
}
