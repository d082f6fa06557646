import Testing
@testable import ModelValidation

struct AssignmentReportErrorsTests {
    @Test func refusedKeysBecomeFailuresAfterTheValidationErrors() {
        var model = makeModel(["email", "role"], [Rule(["email"], "required"), Rule(["!role"], "safe")])
        let values: AttributeObject = ["role": "admin", "extra": 1]
        let report = model.assign(values)
        #expect(!check(&model))
        model.addErrors(for: report, values: values)
        #expect(model.errors.attributes == ["email", "role", "extra"])
        #expect(model.errors.all.map(\.code) == ["required.blank", "assignment.unsafe", "assignment.unknown"])
        #expect(model.errorSummary() == [
            "Email cannot be blank.", "Role cannot be assigned in this scenario.", "Extra is not an attribute of the schema.",
        ])
        #expect(model.errors.first(for: "role")?.arguments["value"] == "admin")
        #expect(model.errors.first(for: "role")?.parameters == [:])
    }

    @Test func anEmptyReportAddsNothing() {
        var model = makeModel(["a"], [])
        model.addErrors(for: AssignmentReport())
        #expect(!model.hasErrors())
    }
}
