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

    /// A key whose label is empty (`""`, `"_"`) is named by the key in quotes, here and in a
    /// nested model, so that the message does not start with nothing.
    @Test func keysWithoutALabelAreNamedInQuotes() {
        var model = makeModel(["email"], [Rule(["email"], "safe")])
        let values: AttributeObject = ["": 1, "_": 2, "email": "a@b.c"]
        let report = model.assign(values)
        #expect(report.unknown == ["", "_"])
        #expect(check(&model))
        model.addErrors(for: report, values: values)
        #expect(model.errorSummary() == [
            #""" is not an attribute of the schema."#, #""_" is not an attribute of the schema."#,
        ])
        #expect(model.errors.all.map(\.jsonPointer) == ["/", "/_"])
        #expect(model.errors.first(for: "")?.arguments["value"] == 1)

        var nested = AssignmentReport()
        nested.nestedUnknown = [["items", 0, ""]]
        var parent = makeModel(["items"], [])
        #expect(check(&parent))
        parent.addErrors(for: nested)
        #expect(parent.errorSummary() == [#""" is not an attribute of the schema."#])
        #expect(parent.errors.all.map(\.jsonPointer) == ["/items/0/"])
    }

    @Test func anEmptyReportAddsNothing() {
        var model = makeModel(["a"], [])
        model.addErrors(for: AssignmentReport())
        #expect(!model.hasErrors())
    }

    // A body key named `*`, the text of `ValidationErrors.modelKey`, is that key: refused, it is
    // reported at `/*`, and it is no failure about the whole model, whose pointer stays `""`.

    /// The orders schema of the server example, without its database rule.
    static func orders() throws -> ModelSchema {
        try ModelSchema(bytes: Array("""
            {"attributes": ["userId", "items"], "labels": {"userId": "User"}, "rules": [
              {"attributes": ["userId", "items"], "type": "required"},
              {"attributes": ["userId"], "type": "integer", "min": 1},
              {"attributes": ["items"], "type": "nested", "list": true, "schema": {
                "attributes": ["sku", "quantity"], "labels": {"sku": "SKU"},
                "rules": [{"attributes": ["sku", "quantity"], "type": "required"}]}}]}
            """.utf8))
    }

    static let refusedStar = "* is not an attribute of the schema."

    @Test func aRefusedTopLevelKeyNamedStarPointsAtItself() throws {
        var model = try Self.orders().makeModel()
        let body = Array(#"{"userId":1,"items":[{"sku":"A-1","quantity":2}],"*":1}"#.utf8)
        let report = try model.assign(json: body)
        #expect(report.unknown == ["*"])
        #expect(try model.validate())
        let problem = ValidationProblem(model, refused: report)
        #expect(String(decoding: problem.jsonBytes, as: UTF8.self) == """
            {"type":"about:blank","title":"Unprocessable Content","status":422,"detail":"The data has 1 error.","errors":[\
            {"pointer":"/*","detail":"* is not an attribute of the schema.","code":"assignment.unknown","params":{}}]}
            """)

        model.addErrors(for: report, values: try JSONReader.parseObject(body))
        let error = try #require(model.errors.first(for: "*"))
        #expect(!error.isModelLevel)
        #expect(error.jsonPointer == "/*")
        #expect(error.attribute == "*")
        #expect(error.path == ["*"])
        #expect(error.code == AssignmentReport.unknownCode)
        #expect(error.message == Self.refusedStar)
        #expect(error.arguments["value"] == 1)
        #expect(model.errors.attributes == ["*"])
        #expect(model.hasErrors("*"))
        // The dotted forms spell the key as it is.
        #expect(FlatValidationErrors(errors: model.errors).errors == [.init(path: "*", messages: [Self.refusedStar])])
        #expect(JSONWriter.string(error.jsonValue()) == """
            {"attribute":"*","path":"*","code":"assignment.unknown","params":{},"message":"* is not an attribute of the schema."}
            """)
    }

    @Test func aRefusedKeyNamedStarInANestedObjectKeepsItsPath() throws {
        var model = try Self.orders().makeModel()
        let report = try model.assign(json: Array(#"{"userId":1,"items":[{"sku":"A-1","quantity":2,"*":3}],"*":1}"#.utf8))
        #expect(report.unknownPaths == [["*"], ["items", 0, "*"]])
        #expect(try model.validate())
        let problem = ValidationProblem(model, refused: report)
        #expect(problem.errors == [
            .init(pointer: "/*", detail: Self.refusedStar, code: "assignment.unknown"),
            .init(pointer: "/items/0/*", detail: Self.refusedStar, code: "assignment.unknown"),
        ])
        #expect(FlatValidationErrors(model, refused: report).errors == [
            .init(path: "*", messages: [Self.refusedStar]), .init(path: "items.0.*", messages: [Self.refusedStar]),
        ])
    }

    @Test func aTypedModelReportsTheKeyTheSameWay() throws {
        var order = Order()
        let body = #"{"number":"A-1","address":{"city":"Oslo"},"items":[{"sku":"A-1","quantity":2,"*":3}],"*":1}"#
        let report = try order.assign(json: Array(body.utf8))
        #expect(report.unknownPaths == [["*"], ["items", 0, "*"]])
        #expect(try order.validate())
        let problem = ValidationProblem(order, refused: report)
        #expect(problem.errors == [
            .init(pointer: "/*", detail: Self.refusedStar, code: "assignment.unknown"),
            .init(pointer: "/items/0/*", detail: Self.refusedStar, code: "assignment.unknown"),
        ])
        order.addErrors(for: report)
        #expect(order.errors.all.map(\.isModelLevel) == [false, false])
        #expect(order.errors.attributes == ["*", "items.0.*"])
    }

    @Test func aFailureAboutTheWholeModelStillPointsAtTheDocument() throws {
        var model = try Self.orders().makeModel()
        let report = try model.assign(json: Array(#"{"userId":1,"items":[{"sku":"A-1","quantity":2}],"*":1}"#.utf8))
        #expect(try model.validate())
        model.addError(ValidationErrors.modelKey, message: "The form expired.")
        model.addError(ValidationErrors.modelKey, code: "record.conflict",
                       template: "The record changed while it was saved; send it again.", value: .null)
        let problem = ValidationProblem(model, refused: report)
        #expect(problem.errors == [
            .init(pointer: "", detail: "The form expired.", code: "custom"),
            .init(pointer: "", detail: "The record changed while it was saved; send it again.", code: "record.conflict"),
            .init(pointer: "/*", detail: Self.refusedStar, code: "assignment.unknown"),
        ])

        // Looked up by its text, the key holds both; each failure says which it is.
        model.addErrors(for: report)
        let filed = model.errors[ValidationErrors.modelKey]
        #expect(filed.map(\.isModelLevel) == [true, true, false])
        #expect(filed.map(\.jsonPointer) == ["", "", "/*"])
        #expect(filed.map(\.path.description) == ["*", "*", "*"])
        #expect(model.errors.attributes == ["*"])
        #expect(model.errors.all.filter(\.isModelLevel).map(\.code) == ["custom", "record.conflict"])
    }
}
