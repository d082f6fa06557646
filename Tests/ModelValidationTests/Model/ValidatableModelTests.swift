import Testing
@testable import ModelValidation

/// A typed model whose hooks record what happened.
private struct Hooked: TypedModel {
    var name: String? = nil
    var cancel = false
    var calls: [String] = []
    var validation = ValidationState()
    static let attributes: AttributeTable<Hooked> = [.attribute("name", \.name)]
    static let rules = try! RuleSet([Rule(["name"], "required")])
    var ruleSet: RuleSet { Self.rules }

    mutating func beforeValidate() -> Bool {
        calls.append("before")
        return !cancel
    }

    mutating func afterValidate() { calls.append("after") }
}

/// Fails any value after a suspension, standing in for a database lookup.
private struct SlowRejector: AsyncValidator {
    func prepareCheck<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) -> AsyncCheck? {
        AsyncCheck {
            await Task.yield()
            return [AsyncCheck.Failure(code: "slow.taken", template: "{attribute} \"{value}\" has already been taken.", value: value)]
        }
    }
}

struct ValidatableModelTests {
    @Test func beforeValidateCanCancel() throws {
        var model = Hooked()
        model.cancel = true
        #expect(try model.validate() == false)
        #expect(model.calls == ["before"])
        #expect(model.errors.isEmpty)
    }

    @Test func hooksSurroundTheRules() throws {
        var model = Hooked()
        #expect(try model.validate() == false)
        #expect(model.calls == ["before", "after"])
        #expect(model.firstError("name") == "Name cannot be blank.")
    }

    @Test func asyncRulesRunOnlyInTheAsyncForm() async throws {
        var model = try DynamicModel(attributes: ["email"], rules: [
            Rule(["email"], "required"),
            Rule(["email"], validator: SlowRejector(), name: "unique"),
        ])
        model.assign(["email": "ann@example.com"])
        #expect(throws: ModelError(.asynchronousRule, name: "rules[1] (unique on email)")) { try model.validate() }
        #expect(model.errors.isEmpty)   // refused before any rule ran
        let valid = try await model.validateAsync()
        #expect(valid == false)
        #expect(model.errors.first(for: "email")?.code == "slow.taken")
        #expect(model.firstError("email") == "Email \"ann@example.com\" has already been taken.")
    }
}
