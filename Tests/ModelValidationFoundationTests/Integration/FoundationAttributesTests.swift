import Foundation
import Testing
import ModelValidation
import ModelValidationFoundation

private struct Order: TypedModel, Codable {
    var id = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
    var placedAt = Date(timeIntervalSince1970: 0)
    var total: Decimal = 0
    var receipt: URL? = nil
    var validation = ValidationState()
    static let attributes: AttributeTable<Order> = [
        .attribute(\.id), .attribute(\.placedAt), .attribute(\.total), .attribute(\.receipt),
    ]
    static let rules = try! RuleSet(for: Order.self) {
        Validate([\.id, \.placedAt, \.receipt], .safe)
        Validate(\.total, .number(min: 0.01))
        Validate(\.receipt, .url)
    }
}

/// A typed model whose attributes are Foundation types, end to end: assigned from JSON and from
/// a dictionary, validated, and encoded with `Codable`.
struct FoundationAttributesTests {
    @Test func aModelWithFoundationTypesIsAssignedFromJSONBytes() throws {
        var order = Order()
        let body = #"{"id": "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "placedAt": "2024-05-01T12:30:00Z", "total": "19.99", "receipt": "https://example.com/r/1"}"#
        let report = try order.assign(json: Data(body.utf8), safeOnly: true)
        #expect(report.assigned == ["id", "placedAt", "total", "receipt"])
        #expect(order.id == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(order.placedAt == Date(timeIntervalSince1970: 1714566600))
        #expect(order.total == Decimal(string: "19.99"))
        #expect(order.receipt == URL(string: "https://example.com/r/1"))
        #expect(try order.validate())
    }

    @Test func badFoundationValuesAreInvalidTypeErrors() throws {
        var order = Order()
        let report = try order.assign(json: Array(#"{"id": "x", "placedAt": "soon", "total": "free", "receipt": "r"}"#.utf8))
        #expect(report.invalid == ["id", "placedAt", "total", "receipt"])
        #expect(try order.validate() == false)
        #expect(order.errors.attributes == ["id", "placedAt", "total", "receipt"])
        #expect(order.errors.all.map(\.code) == Array(repeating: "attribute.invalidType", count: 4))
        #expect(order.errors["placedAt"].map(\.message) == ["Placed At is invalid."])
    }

    @Test func rulesReadTheAttributeValue() throws {
        var order = Order()
        order.total = 0
        #expect(try order.validate() == false)
        #expect(order.errors["total"].map(\.code) == ["number.tooSmall"])
    }

    @Test func foundationValuesInADictionaryConvert() throws {
        let date = Date(timeIntervalSince1970: 1714566600)
        #expect(AttributeValue(converting: date) == .string("2024-05-01T12:30:00Z"))
        #expect(AttributeValue(converting: Decimal(string: "2.50")!) == .string("2.5"))
        var order = Order()
        let report = order.assign(["placedAt": date, "total": Decimal(5)] as [String: Any])
        #expect(report.assigned == ["placedAt", "total"])
        #expect(order.total == 5)
    }

    @Test func aCodableModelEncodesItsFoundationValuesWithoutTheState() throws {
        var order = Order()
        order.total = Decimal(string: "1.5")!
        _ = try order.validate()
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(order), as: UTF8.self)
        #expect(!json.contains("validation"))
        let back = try JSONDecoder().decode(Order.self, from: Data(json.utf8))
        #expect(back.total == order.total)
        #expect(back.id == order.id)
        #expect(back.validation == ValidationState())
    }
}
