import Foundation
import Testing
@testable import ModelValidation

struct FlatValidationErrorsTests {
    @Test func pathsMapToTheirMessagesInOrder() throws {
        let (order, report) = try ValidationProblemTests.invalidOrder()
        let flat = FlatValidationErrors(order, refused: report)
        #expect(String(decoding: flat.jsonBytes, as: UTF8.self) == """
            {"message":"Number cannot be blank. (and 3 more errors)","errors":{\
            "number":["Number cannot be blank."],\
            "items.2.sku":["Sku cannot be blank."],\
            "items.2.quantity":["Quantity must be no less than 1."],\
            "isAdmin":["Is Admin is not an attribute of the schema."]}}
            """)
        #expect(flat["items.2.sku"] == ["Sku cannot be blank."])
        #expect(flat["nope"] == [])
    }

    @Test func elementsOfEachHaveTheirOwnPath() {
        var model = makeModel(["tags"], [
            Rule(["tags"], "each", ["rule": ["type": "string", "max": 2], "stopOnFirstError": false]),
            Rule(["tags"], "each", ["rule": ["type": "match", "pattern": "/^[a-z]*$/"], "stopOnFirstError": false],
                 skipOnError: false),
        ])
        model.assign(["tags": ["ok", "LONG", "x"]])
        #expect(!check(&model))
        let flat = FlatValidationErrors(errors: model.errors)
        #expect(flat.errors == [FlatValidationErrors.Entry(path: "tags.1", messages: ["Tags should contain at most 2 characters.", "Tags is invalid."])])
        #expect(flat.message == "Tags should contain at most 2 characters. (and 1 more error)")
    }

    @Test func oneOrNoErrors() {
        var model = makeModel(["a"], [Rule(["a"], "required")])
        #expect(!check(&model))
        #expect(FlatValidationErrors(model).message == "A cannot be blank.")
        #expect(FlatValidationErrors(errors: ValidationErrors()).jsonValue == ["message": "", "errors": [:]])
        #expect(FlatValidationErrors(model, message: "Fix the form.").message == "Fix the form.")
    }

    @Test func itEncodesWithJSONEncoderToo() throws {
        var model = makeModel(["a", "b"], [Rule(["a", "b"], "required")])
        #expect(!check(&model))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(FlatValidationErrors(model)), as: UTF8.self)
            == #"{"errors":{"a":["A cannot be blank."],"b":["B cannot be blank."]},"message":"A cannot be blank. (and 1 more error)"}"#)
    }
}
