import Testing
@testable import ModelValidation

struct ValidatableModelValidateTests {
    @Test func rulesRunInDeclarationOrderAndSkipOnErrorStopsLaterRules() {
        var model = makeModel(["name"], [
            Rule(["name"], "required"),
            Rule(["name"], "string", ["min": 3]),
        ])
        #expect(!check(&model))
        #expect(codes(model, "name") == ["required.blank"])
        model.assign(["name": "ab"])
        #expect(!check(&model))
        #expect(codes(model, "name") == ["string.tooShort"])
    }

    @Test func skipOnErrorFalseStillRuns() {
        var model = makeModel(["name"], [
            Rule(["name"], "required"),
            Rule(["name"], "string", skipOnEmpty: false, skipOnError: false),
        ])
        #expect(!check(&model))
        #expect(codes(model, "name") == ["required.blank", "string.invalid"])
    }

    @Test func filtersChangeValuesForLaterRules() {
        var model = makeModel(["name"], [
            Rule(["name"], "trim"),
            Rule(["name"], "required"),
        ])
        model.assign(["name": "   "])
        #expect(!check(&model))
        #expect(model.value(of: "name") == "")
        #expect(codes(model, "name") == ["required.blank"])
    }

    @Test func defaultAfterFailedRequiredIsSkipped() {
        var model = makeModel(["a"], [Rule(["a"], "required"), Rule(["a"], "default", ["value": 5])])
        #expect(!check(&model))
        #expect(model.value(of: "a") == .null)
    }

    @Test func whenDataFormUsesIdentity() {
        var model = makeModel(["type", "company"], [
            Rule(["type", "company"], "safe"),
            Rule(["company"], "required", when: .attribute("type", equals: "business")),
        ])
        model.assign(["type": "private"])
        #expect(check(&model))
        model.assign(["type": "business"])
        #expect(!check(&model))
        #expect(model.isAttributeRequired("company") == false)
    }

    @Test func unknownScenarioFailsOnlyAtValidation() {
        var model = makeModel(["a"], [Rule(["a"], "required")])
        model.scenario = "nope"
        #expect(model.safeAttributes.isEmpty)
        #expect(model.assign(["a": 1]).unsafe == ["a"])
        #expect(throws: ModelError(.unknownScenario, name: "nope")) { try model.validate() }
    }

    @Test func validatingASubsetRunsOnlyThoseAttributesButClearsEverything() {
        var model = makeModel(["a", "b"], [Rule(["a", "b"], "required")])
        model.addError("c", message: "stale")
        #expect(!check(&model, ["a"]))
        #expect(model.errors.attributes == ["a"])
        #expect(check(&model, []))
        #expect(model.errors.isEmpty)
    }

    @Test func preexistingErrorsCanBeKept() throws {
        var model = makeModel(["a"], [Rule(["a"], "required")])
        model.addError("a", message: "server says no")
        model.assign(["a": "x"])
        #expect(try model.validate(clearErrors: false) == false)
        #expect(model.errors.messages(for: "a") == ["server says no"])
    }

    @Test func errorKeysFollowFirstFailureOrder() {
        var model = makeModel(["a", "b"], [
            Rule(["b"], "required"),
            Rule(["a"], "required"),
        ])
        #expect(!check(&model))
        #expect(model.errors.attributes == ["b", "a"])
    }

    @Test func attributesInARuleRunInActiveAttributeOrder() {
        var model = makeModel(["a", "b"], [
            Rule(["a", "b"], "safe"),
            Rule(["b", "a"], "required"),
        ])
        #expect(!check(&model))
        #expect(model.errors.attributes == ["a", "b"])
    }

    @Test func ruleOnUndeclaredAttributeFailsWhenRead() {
        var model = makeModel(["a"], [Rule(["ghost"], "required")])
        #expect(throws: ModelError(.unknownAttribute, name: "ghost")) { try model.validate() }
    }

    @Test func inlineValidatorsRun() throws {
        let reserved = InlineValidator(code: "username.reserved", message: "{attribute} is reserved.") { value, _, _ in
            value != "admin"
        }
        var model = try DynamicModel(attributes: ["username"], rules: [Rule(["username"], validator: reserved)])
        model.assign(["username": "admin"])
        #expect(!check(&model))
        #expect(codes(model, "username") == ["username.reserved"])
        #expect(model.firstError("username") == "Username is reserved.")
    }
}
