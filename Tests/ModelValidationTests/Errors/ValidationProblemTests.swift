import Foundation
import Testing
@testable import ModelValidation

struct ValidationProblemTests {
    /// An order with a nested failure, validated after an assignment that refused `isAdmin`.
    static func invalidOrder() throws -> (Order, AssignmentReport) {
        var order = Order()
        let report = order.assign([
            "number": "", "isAdmin": true, "address": ["city": "Oslo"],
            "items": [["sku": "A", "quantity": 1], ["sku": "B", "quantity": 1], ["sku": "", "quantity": 0]],
        ])
        #expect(try order.validate() == false)
        return (order, report)
    }

    @Test func theBodyListsPointersCodesAndMessages() throws {
        let (order, report) = try Self.invalidOrder()
        let problem = ValidationProblem(order, refused: report)
        #expect(String(decoding: problem.jsonBytes, as: UTF8.self) == """
            {"type":"about:blank","title":"Unprocessable Content","status":422,"detail":"The data has 4 errors.","errors":[\
            {"pointer":"/number","detail":"Number cannot be blank.","code":"required.blank","params":{}},\
            {"pointer":"/items/2/sku","detail":"Sku cannot be blank.","code":"required.blank","params":{}},\
            {"pointer":"/items/2/quantity","detail":"Quantity must be no less than 1.","code":"number.tooSmall","params":{"min":1}},\
            {"pointer":"/isAdmin","detail":"Is Admin is not an attribute of the schema.","code":"assignment.unknown","params":{}}]}
            """)
        #expect(ValidationProblem.contentType == "application/problem+json")
        #expect(problem.errors.map(\.pointer) == ["/number", "/items/2/sku", "/items/2/quantity", "/isAdmin"])
    }

    @Test func withoutTheReportRefusedKeysAreLeftOut() throws {
        let (order, _) = try Self.invalidOrder()
        let problem = ValidationProblem(order)
        #expect(problem.errors.map(\.code) == ["required.blank", "required.blank", "number.tooSmall"])
        #expect(problem.detail == "The data has 3 errors.")
        #expect(order.errors.count == 3)   // the model is not changed
    }

    @Test(arguments: [(400, "Bad Request"), (409, "Conflict"), (422, "Unprocessable Content"), (499, "Invalid Request")])
    func theStatusIsConfigurable(status: Int, title: String) throws {
        let (order, _) = try Self.invalidOrder()
        let problem = ValidationProblem(order, status: status)
        #expect(problem.status == status)
        #expect(problem.title == title)
        #expect(problem.type == "about:blank")
    }

    @Test func typeTitleDetailAndInstanceCanBeGiven() throws {
        let (order, _) = try Self.invalidOrder()
        let problem = ValidationProblem(errors: order.errors, type: "https://example.com/problems/invalid-order",
                                        title: "Your order is not valid.", detail: "See the errors.", instance: "/orders/7")
        #expect(String(decoding: problem.jsonBytes, as: UTF8.self).hasPrefix(
            #"{"type":"https://example.com/problems/invalid-order","title":"Your order is not valid.","status":422,"detail":"See the errors.","instance":"/orders/7","errors":[{"pointer":"/number","#))
        #expect(ValidationProblem(errors: order.errors, type: "https://example.com/p").title == "Invalid data")
    }

    @Test func pointersEscapeTildeAndSlashAndUseElementIndexes() {
        var model = makeModel(["a/b", "m~n", "user.name", "tags"], [
            Rule(["a/b", "m~n", "user.name"], "required"),
            Rule(["tags"], "each", ["rule": ["type": "integer"]]),
        ])
        model.assign(["tags": [1, 2, "x"]])
        #expect(!check(&model))
        model.addError(ValidationErrors.modelKey, message: "The form expired.")
        let problem = ValidationProblem(errors: model.errors)
        #expect(problem.errors.map(\.pointer) == ["/a~1b", "/m~0n", "/user.name", "/tags/2", ""])
        #expect(problem.errors.map(\.code) == ["required.blank", "required.blank", "required.blank", "number.invalid", "custom"])
        #expect(problem.detail == "The data has 5 errors.")
    }

    @Test func oneErrorReadsInTheSingular() {
        var model = makeModel(["a"], [Rule(["a"], "required")])
        #expect(!check(&model))
        #expect(ValidationProblem(model).detail == "The data has 1 error.")
        #expect(ValidationProblem(errors: ValidationErrors()).detail == "The data has 0 errors.")
        #expect(ValidationProblem(errors: ValidationErrors()).errors.isEmpty)
    }

    @Test func aBodyThatIsNotJSONIsABadRequest() {
        var answered: ValidationProblem?
        do { _ = try JSONReader.parse("{\"a\": 1,\n \"b\" 2}") } catch {
            answered = ValidationProblem(parseError: error)
        }
        guard let problem = answered else { Issue.record("no parse error"); return }
        #expect(String(decoding: problem.jsonBytes, as: UTF8.self) == """
            {"type":"about:blank","title":"Bad Request","status":400,\
            "detail":"The body is not valid JSON: unexpected character '2' at line 2, column 6.","errors":[\
            {"pointer":"","detail":"The body is not valid JSON: unexpected character '2' at line 2, column 6.","code":"json.invalid","params":{"line":2,"column":6}}]}
            """)
        #expect(ValidationProblem(parseError: JSONParseError(reason: "x", offset: 0, line: 1, column: 1), status: 422).title
            == "Unprocessable Content")
    }

    @Test func itEncodesWithJSONEncoderToo() throws {
        let (order, report) = try Self.invalidOrder()
        let problem = ValidationProblem(order, refused: report, instance: "/orders")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try encoder.encode(problem), as: UTF8.self)
        #expect(text == """
            {"detail":"The data has 4 errors.","errors":[\
            {"code":"required.blank","detail":"Number cannot be blank.","params":{},"pointer":"/number"},\
            {"code":"required.blank","detail":"Sku cannot be blank.","params":{},"pointer":"/items/2/sku"},\
            {"code":"number.tooSmall","detail":"Quantity must be no less than 1.","params":{"min":1},"pointer":"/items/2/quantity"},\
            {"code":"assignment.unknown","detail":"Is Admin is not an attribute of the schema.","params":{},"pointer":"/isAdmin"}],\
            "instance":"/orders","status":422,"title":"Unprocessable Content","type":"about:blank"}
            """)
        // The same body, whichever way it was written.
        #expect(try JSONReader.parse(Array(text.utf8)) == JSONReader.parse(problem.jsonBytes).sortedKeys)
    }
}

extension AttributeValue {
    /// The value with every object's keys sorted, to compare bodies written in different orders.
    var sortedKeys: AttributeValue {
        switch self {
        case .array(let items): return .array(items.map(\.sortedKeys))
        case .object(let object):
            var sorted = AttributeObject()
            for key in object.keys.sorted() { sorted[key] = object[key]!.sortedKeys }
            return .object(sorted)
        default: return self
        }
    }
}
