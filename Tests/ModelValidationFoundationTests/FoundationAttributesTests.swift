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

struct FoundationAttributesTests {
    @Test(arguments: [
        ("2024-05-01T12:30:00Z", 1714566600.0),
        ("2024-05-01T14:30:00+02:00", 1714566600.0),
        ("2024-05-01T12:30:00.250Z", 1714566600.25),
    ])
    func datesAreReadFromISO8601(text: String, seconds: Double) {
        #expect(Date(attributeValue: .string(text))?.timeIntervalSince1970 == seconds)
    }

    @Test(arguments: [
        AttributeValue.string("2024-05-01"), "2024-05-01T12:30:00", "2024-13-01T12:30:00Z", "", "yesterday",
        .int(1714566600), .double(1.5), .null, .bool(true),
    ])
    func otherValuesAreNotDates(value: AttributeValue) {
        #expect(Date(attributeValue: value) == nil)
    }

    @Test func datesAreWrittenInISO8601() {
        #expect(Date(timeIntervalSince1970: 1714566600).attributeValue == .string("2024-05-01T12:30:00Z"))
        #expect(Date(timeIntervalSince1970: 1714566600.25).attributeValue == .string("2024-05-01T12:30:00.250Z"))
        let date = Date(timeIntervalSince1970: 1714566600.5)
        #expect(Date(attributeValue: date.attributeValue) == date)
    }

    @Test func uuids() {
        let text = "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"
        #expect(UUID(attributeValue: .string(text)) == UUID(uuidString: text))
        #expect(UUID(attributeValue: .string(text))?.attributeValue == .string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(UUID(attributeValue: "e621e1f8") == nil)
        #expect(UUID(attributeValue: 1) == nil)
    }

    @Test(arguments: [
        (AttributeValue.string("19.99"), "19.99"),
        ("0.1", "0.1"),
        ("-12.50", "-12.5"),
        ("1e3", "1000"),
        (.int(42), "42"),
        (.double(0.1), "0.1"),
        (.double(-2.5), "-2.5"),
    ])
    func decimals(value: AttributeValue, text: String) {
        #expect(Decimal(attributeValue: value)?.attributeValue == .string(text))
    }

    @Test(arguments: [AttributeValue.string("12abc"), "1.2.3", "", "abc", " 1", .bool(true), .null, .double(.infinity)])
    func otherValuesAreNotDecimals(value: AttributeValue) {
        #expect(Decimal(attributeValue: value) == nil)
    }

    @Test func urls() {
        #expect(URL(attributeValue: "https://example.com/a?b=1")?.attributeValue == .string("https://example.com/a?b=1"))
        #expect(URL(attributeValue: "mailto:ann@example.com")?.scheme == "mailto")
        #expect(URL(attributeValue: "example.com") == nil)
        #expect(URL(attributeValue: "/relative") == nil)
        #expect(URL(attributeValue: "") == nil)
        #expect(URL(attributeValue: 3) == nil)
    }

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
