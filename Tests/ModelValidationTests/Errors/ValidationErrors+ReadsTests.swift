import Testing
@testable import ModelValidation

/// Reading a model's failures: by attribute, first ones, all of them, by path, rendered.
struct ValidationErrorsReadsTests {
    /// `b` twice, then `a`, then a nested failure under `items.0.sku` filed under `items`.
    static var errors: ValidationErrors {
        var errors = ValidationErrors()
        errors.add(ValidationError(attribute: "b", message: "b1"))
        errors.add(ValidationError(attribute: "a", message: "a1"))
        errors.add(ValidationError(attribute: "b", message: "b2"))
        var nested = ValidationError(attribute: "items", message: "Unknown product.")
        nested.path = ["items", 0, "sku"]
        errors.add(nested)
        return errors
    }

    @Test func byAttribute() {
        let errors = Self.errors
        #expect(errors["b"].map(\.message) == ["b1", "b2"])
        #expect(errors["c"].isEmpty)
        #expect(errors.first(for: "b")?.message == "b1")
        #expect(errors.first(for: "c") == nil)
        #expect(errors.messages(for: "a") == ["a1"])
    }

    @Test func everyAttribute() {
        let errors = Self.errors
        #expect(errors.messagesByAttribute.map(\.attribute) == ["b", "a", "items"])
        #expect(errors.messagesByAttribute.map(\.messages) == [["b1", "b2"], ["a1"], ["Unknown product."]])
        #expect(errors.firstMessages.map(\.message) == ["b1", "a1", "Unknown product."])
        #expect(errors.summary() == ["b1", "b2", "a1", "Unknown product."])
        #expect(errors.summary(showAll: false) == ["b1", "a1", "Unknown product."])
    }

    /// The flat form: each path once, in first-failure order.
    @Test func byPath() {
        var errors = Self.errors
        var again = ValidationError(attribute: "items", message: "Out of stock.")
        again.path = ["items", 0, "sku"]
        errors.add(again)
        let byPath = errors.messagesByPath(using: nil)
        #expect(byPath.map(\.path) == ["b", "a", "items.0.sku"])
        #expect(byPath.last?.messages == ["Unknown product.", "Out of stock."])
    }

    /// Templates are rendered by the formatter given; literal messages stay as written.
    @Test func rendering() {
        var errors = ValidationErrors()
        errors.add(ValidationError(attribute: "name", code: "required.blank", template: "{attribute} cannot be blank.",
                                   arguments: ["attribute": "Name"]))
        errors.add(ValidationError(attribute: "name", message: "{not a template}"))
        #expect(errors.messages(for: "name") == ["Name cannot be blank.", "{not a template}"])
        struct Upper: MessageFormatter {
            func format(_ template: String, arguments: MessageArguments) -> String {
                YiiMessageFormatter.english.format(template, arguments: arguments).uppercased()
            }
        }
        #expect(errors.messages(for: "name", using: Upper()) == ["NAME CANNOT BE BLANK.", "{not a template}"])
        #expect(errors.summary(showAll: false, using: Upper()) == ["NAME CANNOT BE BLANK."])
    }

    /// The language recorded in the first failure that has one.
    @Test func theFirstLanguage() throws {
        var errors = Self.errors
        #expect(errors.firstLanguage == nil)
        let german = MessageLanguage(try #require(LocaleIdentifier("de")))
        errors.add(ValidationError(attribute: "z", code: "required.blank", template: "{attribute} cannot be blank.",
                                   arguments: ["attribute": "Z"]))
        errors.record(german)
        #expect(errors.firstLanguage == german)
        #expect(errors.messages(for: "z") == ["Z darf nicht leer sein."])
        // Literal messages record no language.
        #expect(errors["b"].allSatisfy { $0.language == nil })
    }
}
