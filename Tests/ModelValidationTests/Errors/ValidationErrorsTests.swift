import Testing
@testable import ModelValidation

struct ValidationErrorsTests {
    @Test func errorsKeepInsertionOrderPerAttribute() {
        var model = makeModel(["a", "b"], [])
        model.addError("b", message: "b1")
        model.addError("a", message: "a1")
        model.addError("b", message: "b2")
        model.addError(ValidationErrors.modelKey, message: "whole")
        #expect(model.errors.attributes == ["b", "a", "*"])
        #expect(model.errorSummary() == ["b1", "b2", "a1", "whole"])
        #expect(model.errorSummary(showAll: false) == ["b1", "a1", "whole"])
        #expect(model.errors.firstMessages.map(\.message) == ["b1", "a1", "whole"])
        #expect(model.firstError("b") == "b1")
        #expect(model.hasErrors("a"))
        #expect(model.errors.count == 4)
        model.clearErrors("b")
        #expect(model.errors.attributes == ["a", "*"])
        model.clearErrors()
        #expect(!model.hasErrors())
    }

    @Test func anAttributeHasTheErrorsOfItsParts() {
        var errors = ValidationErrors()
        errors.add(ValidationError(attribute: "user.name", message: "Taken."))
        #expect(!errors.contains("user"))   // a plain attribute whose name has a dot
        var nested = ValidationError(attribute: "items.2.sku", message: "Unknown product.")
        nested.path = ["items", 2, "sku"]
        errors.add(nested)
        #expect(errors.contains("items"))
        #expect(errors.contains("items.2"))
        #expect(errors.contains("items.2.sku"))
        #expect(!errors.contains("item"))
        #expect(!errors.contains("items.2.s"))
        #expect(!errors.contains("items.2.sku.x"))
        #expect(errors["items"].isEmpty)   // filed under the whole path
        errors.removeAll(for: "items")
        errors.removeAll(for: "user")
        #expect(errors.attributes == ["user.name"])
    }

    @Test func hasErrorsCountsNestedModels() throws {
        var order = Order()
        order.assign(["number": "A-1", "address": ["city": "Oslo"], "items": [["sku": "", "quantity": 1]]])
        #expect(try order.validate() == false)
        #expect(order.hasErrors("items"))
        #expect(!order.hasErrors("address"))
        #expect(!order.hasErrors("number"))
        order.clearErrors("items")
        #expect(!order.hasErrors())
    }

    @Test func literalMessagesAreNotFormatted() {
        let error = ValidationError(attribute: "a", message: "{attribute} stays")
        #expect(error.message == "{attribute} stays")
        #expect(error.code == "custom")
    }

    @Test func addErrorsTakesLists() {
        var model = makeModel(["a"], [])
        model.addErrors([(attribute: "a", messages: ["x", "y"])])
        #expect(model.errors.messages(for: "a") == ["x", "y"])
    }

    @Test func templatedErrorsCarryCodeLabelAndValue() {
        var model = makeModel(["firstName"], [Rule(["firstName"], "string", ["min": 2])])
        model.assign(["firstName": "A"])
        #expect(!check(&model))
        let error = try! #require(model.errors.first(for: "firstName"))
        #expect(error.code == "string.tooShort")
        #expect(error.arguments["attribute"] == "First Name")
        #expect(error.arguments["value"] == "A")
        #expect(error.arguments["min"] == 2)
        #expect(error.message == "First Name should contain at least 2 characters.")
    }
}
