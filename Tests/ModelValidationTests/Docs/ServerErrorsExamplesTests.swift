import Foundation
import Testing
import ModelValidation

// Twins of the examples in the "Nested bodies" and "Errors out" sections of Docs/Server.md.

struct ServerErrorsExamplesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func bytes(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent(relative)))
    }

    /// The JSON bodies of the ```http blocks of Docs/Server.md, in order.
    static func httpBodies() throws -> [AttributeValue] {
        let text = String(decoding: try bytes("Docs/Server.md"), as: UTF8.self)
        var bodies: [AttributeValue] = []
        var block: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if block == nil, line == "```http" { block = [] } else if block != nil, line == "```" {
                let lines = block!
                let body = lines.drop { !$0.isEmpty }.joined(separator: "\n")
                bodies.append(try JSONReader.parse(body))
                block = nil
            } else if block != nil {
                block!.append(line)
            }
        }
        return bodies
    }

    @Test func nestedBodies() throws {
        let rulesFile = try Self.bytes("Examples/orders/rules.json")
        #expect(try ModelSchema(json: JSONReader.parse(rulesFile)).jsonValue != nil)
        let orders = try ModelSchema(bytes: rulesFile)
        var order = try orders.makeModel()
        order.assign(["userId": 7, "items": [["sku": "A-1", "quantity": 2], ["sku": "b", "quantity": 0, "price": 0]]])
        #expect(try order.validate() == false)
        #expect(order.errors.attributes == ["items.1.sku", "items.1.quantity"])
        #expect(order.hasErrors("items"))
        #expect(JSONWriter.string(order["items"]!) == #"[{"sku":"A-1","quantity":2,"price":null},{"sku":"b","quantity":0,"price":null}]"#)
        #expect(order.firstError("items.1.sku") == "SKU is invalid.")
    }

    @Test func theDocumentedFileIsTheExample() throws {
        let text = String(decoding: try Self.bytes("Docs/Server.md"), as: UTF8.self)
        let start = try #require(text.range(of: "`Examples/orders/rules.json`:\n\n```json\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        #expect(try JSONReader.parse(String(text[start.upperBound..<end.lowerBound]))
            == JSONReader.parse(Self.bytes("Examples/orders/rules.json")))
    }

    @Test func problemDetailsAndTheFlatForm() throws {
        let orders = try ModelSchema(bytes: try Self.bytes("Examples/orders/rules.json"))
        let body = Array(#"{"userId": 7, "items": [{"sku": "A-1", "quantity": 2}, {"sku": "b", "quantity": 0}], "isAdmin": true}"#.utf8)
        var order = try orders.makeModel()
        let report = try order.assign(json: body)
        var answered: ValidationProblem?
        if try !order.validate() || report.hasRefusedKeys {
            let problem = ValidationProblem(order, refused: report)
            // respond: problem.status, ValidationProblem.contentType, problem.jsonBytes
            answered = problem
        }
        let problem = try #require(answered)
        #expect(problem.status == 422)
        #expect(ValidationProblem.contentType == "application/problem+json")
        let flat = FlatValidationErrors(order, refused: report)
        let bodies = try Self.httpBodies()
        #expect(bodies.count == 2)
        #expect(try JSONReader.parse(problem.jsonBytes) == bodies[0])
        #expect(try JSONReader.parse(flat.jsonBytes) == bodies[1])

        let shouted = ValidationProblem(order, using: Shouting())
        #expect(shouted.errors[0].detail == "SKU IS INVALID.")
    }
}

/// The formatter of the "Messages per call" example: English, upper-cased.
private struct Shouting: MessageFormatter {
    func format(_ template: String, arguments: MessageArguments) -> String {
        YiiMessageFormatter.english.format(template, arguments: arguments).uppercased()
    }
}
