import Testing
@testable import ModelValidation

struct ValidationErrorTests {
    @Test func thePathIsTheAttributeUnlessSet() {
        var error = ValidationError(attribute: "tags", message: "Too long.")
        #expect(error.path == ["tags"])
        error.path = ["tags", 1]
        #expect(error.path.jsonPointer == "/tags/1")
        #expect(error.attribute == "tags")
        error.path = ["tags"]
        #expect(error == ValidationError(attribute: "tags", message: "Too long."))
    }

    @Test func aPathIsTheAttributeOnlyByItsBytes() {
        // Composed and decomposed spellings of one name are two keys, as in Yii: a path spelled
        // the other way is kept, not taken for the attribute.
        var error = ValidationError(attribute: "caf\u{E9}", message: "Taken.")
        error.path = [.name("cafe\u{301}")]
        #expect(error.path.jsonPointer.utf8.elementsEqual("/cafe\u{301}".utf8))
        #expect(error.hasOwnPath)
        error.path = [.name("caf\u{E9}")]
        #expect(!error.hasOwnPath)
        var errors = ValidationErrors()
        errors.add(attribute: "caf\u{E9}", code: "x", template: "{attribute}", label: "Caf\u{E9}", value: "v",
                   arguments: MessageArguments(), path: [.name("cafe\u{301}")])
        errors.add(attribute: "caf\u{E9}", code: "y", template: "{attribute}", label: "Caf\u{E9}", value: "v",
                   arguments: MessageArguments(), path: [.name("caf\u{E9}")])
        let added = errors.all
        #expect(added.map(\.code) == ["x", "y"])
        #expect(added.map(\.hasOwnPath) == [true, false])
        #expect(added[1].arguments["attribute"] == "Caf\u{E9}")
        #expect(added[1].arguments["value"] == "v")
    }

    @Test func parametersLeaveOutTheLabelAndTheValue() {
        var model = makeModel(["name"], [Rule(["name"], "string", ["min": 3, "max": 5])])
        model.assign(["name": "ab"])
        #expect(!check(&model))
        let error = try! #require(model.errors.first(for: "name"))
        #expect(error.arguments["value"] == "ab")
        #expect(error.parameters == ["min": 3])
        #expect(ValidationError(attribute: "a", message: "x").parameters == [:])
    }

    @Test func parametersLeaveOutAnotherAttributesSubmittedValueAndItsLabel() throws {
        var model = makeModel(["password", "password_repeat"], [Rule(["password"], "compare"), Rule(["password_repeat"], "safe")])
        model.assign(["password": "hunter22", "password_repeat": "hunter2"])
        #expect(!check(&model))
        let error = try #require(model.errors.first(for: "password"))
        #expect(error.message == "Password must be equal to \"Password Repeat\".")
        #expect(error.arguments["compareValue"] == "hunter2")
        #expect(error.arguments.entries.map(\.isSubmitted) == [false, false, false, true, false])
        #expect(error.parameters == [:])
        let problem = ValidationProblem(model)
        #expect(String(decoding: problem.jsonBytes, as: UTF8.self).contains("hunter2") == false)
        // A constant in the rule is no secret: it stays.
        var adult = makeModel(["age"], [Rule(["age"], "compare", ["compareValue": 18, "operator": ">="])])
        adult.assign(["age": 16])
        #expect(!check(&adult))
        #expect(adult.errors.first(for: "age")?.parameters == ["compareAttribute": 18, "compareValue": 18, "compareValueOrAttribute": 18])
    }

    /// A failure about a nested model as a whole (as moving it to the owner marks it) points
    /// at the nested object; the same path without the mark is a key named `*`.
    @Test func aFailureAboutANestedModelPointsAtItsObject() throws {
        var nested = ValidationError(attribute: "items.0.*", message: "Conflicts.")
        nested.path = ["items", 0, "*"]
        let key = nested
        nested.markAsAboutNestedModel()
        #expect(nested.modelPath == ["items", 0] && nested.jsonPointer == "/items/0")
        #expect(!nested.isModelLevel)
        #expect(key.modelPath == nil && key.jsonPointer == "/items/0/*")
        // The dotted forms keep the key it is filed under.
        #expect(nested.path == key.path && nested.path.description == "items.0.*")
        #expect(nested != key)
        #expect(ValidationProblem.Failure(nested).pointer == "/items/0")
        #expect(ValidationProblem.Failure(key).pointer == "/items/0/*")
        // The failure about the model validated points at the whole document.
        let whole = ValidationError(attribute: ValidationErrors.modelKey, message: "Refused.")
        #expect(whole.modelPath == [] && whole.jsonPointer == "")
        #expect(ValidationError(attribute: "email", message: "Taken.").modelPath == nil)

        // A language keeps the mark; a path set again says where the failure is, and drops it.
        var german = nested
        german.language = MessageLanguage(try #require(LocaleIdentifier("de")))
        #expect(german.jsonPointer == "/items/0" && german != nested)
        var moved = nested
        moved.path = ["items", 0, "*"]
        #expect(moved.modelPath == nil && moved == key)
    }

    @Test func messagesRenderWithTheFormatterGiven() {
        let error = ValidationError(attribute: "a", code: "x", template: "{attribute} is bad.", arguments: ["attribute": "A"])
        #expect(error.message == "A is bad.")
        #expect(error.message(using: nil) == "A is bad.")
        #expect(error.message(using: Upper()) == "A IS BAD.")
        #expect(ValidationError(attribute: "a", message: "kept {attribute}").message(using: Upper()) == "kept {attribute}")
    }
}

/// A formatter that renders in English, then upper-cases.
struct Upper: MessageFormatter {
    func format(_ template: String, arguments: MessageArguments) -> String {
        YiiMessageFormatter.english.format(template, arguments: arguments).uppercased()
    }

    @Test func aPathOfItsOwnMakesAFailureUnderTheModelKeyAKey() {
        let whole = ValidationError(attribute: ValidationErrors.modelKey, message: "Refused.")
        var key = whole
        key.path = ["*"]
        #expect(whole.isModelLevel && whole.jsonPointer == "")
        #expect(!key.isModelLevel && key.jsonPointer == "/*")
        #expect(whole.path == key.path)
        #expect(whole != key)
        #expect(ValidationProblem.Failure(whole).pointer == "")
        #expect(ValidationProblem.Failure(key).pointer == "/*")
        // Under any other key, the path of the attribute alone is no path of its own.
        var email = ValidationError(attribute: "email", message: "Taken.")
        email.path = ["email"]
        #expect(email == ValidationError(attribute: "email", message: "Taken."))
        #expect(!email.isModelLevel && email.jsonPointer == "/email")
    }
}
