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

    /// The refused keys are rendered in the language the validation was, with the application's
    /// catalog (which translates the package's own texts and the labels), not in English.
    @Test func refusedKeysFollowTheValidationsLanguage() throws {
        let de = try #require(LocaleIdentifier("de"))
        let german = MessageLanguage(de, catalogs: MessageCatalogs.yii.adding(MessageCatalog(locale: de, translations: [
            "Extra": "Zusatz",
            "{attribute} is not an attribute of the schema.": "{attribute} ist kein Attribut des Schemas.",
        ])))
        var model = makeModel(["email"], [Rule(["email"], "required")])
        let report = model.assign(["extra": 1])
        #expect(try !model.validate(language: german))
        model.addErrors(for: report)
        #expect(model.errorSummary() == ["Email darf nicht leer sein.", "Zusatz ist kein Attribut des Schemas."])
        #expect(model.errors.first(for: "extra")?.language == german)
        var other = makeModel(["email"], [Rule(["email"], "required")])
        let otherReport = other.assign(["extra": 1])
        #expect(try !other.validate(language: german))
        let problem = ValidationProblem(other, refused: otherReport)
        #expect(problem.errors.map(\.detail) == ["Email darf nicht leer sein.", "Zusatz ist kein Attribut des Schemas."])

        // A model without failures has no language to pass on: given, it is used.
        var valid = makeModel(["email"], [])
        let refused = valid.assign(["extra": 1])
        #expect(try valid.validate(language: german))
        valid.addErrors(for: refused)
        #expect(valid.errorSummary() == ["Extra is not an attribute of the schema."])
        valid.clearErrors()
        valid.addErrors(for: refused, language: german)
        #expect(valid.errorSummary() == ["Zusatz ist kein Attribut des Schemas."])
    }

    @Test func anEmptyReportAddsNothing() {
        var model = makeModel(["a"], [])
        model.addErrors(for: AssignmentReport())
        #expect(!model.hasErrors())
    }
}
