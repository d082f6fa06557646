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

    @Test func parametersLeaveOutTheLabelAndTheValue() {
        var model = makeModel(["name"], [Rule(["name"], "string", ["min": 3, "max": 5])])
        model.assign(["name": "ab"])
        #expect(!check(&model))
        let error = try! #require(model.errors.first(for: "name"))
        #expect(error.arguments["value"] == "ab")
        #expect(error.parameters == ["min": 3])
        #expect(ValidationError(attribute: "a", message: "x").parameters == [:])
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
}
