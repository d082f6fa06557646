import Foundation
import Testing
import ModelValidation
import ModelValidationFoundation

// Twin of the ModelValidationFoundation example in Docs/Server.md.

struct Invoice: TypedModel {
    var id = UUID()
    var issuedAt = Date()
    var total: Decimal = 0
    var receipt: URL? = nil
    var validation = ValidationState()
    static let attributes: AttributeTable<Invoice> = [.attribute(\.id), .attribute(\.issuedAt), .attribute(\.total), .attribute(\.receipt)]
    static let rules = RuleSet(declaring: Invoice.self) {
        Validate([\.id, \.issuedAt, \.receipt], .safe)
        Validate(\.total, .number(min: 0.01))
    }
}

struct ServerFoundationExamplesTests {
    @Test func foundationAttributes() throws {
        var invoice = Invoice()
        try invoice.assign(json: Array(#"{"issuedAt": "2024-05-01T12:30:00Z", "total": "19.99"}"#.utf8))
        #expect(try invoice.validate() == true)
        #expect(invoice.total == Decimal(string: "19.99"))
        #expect(invoice.issuedAt == Date(timeIntervalSince1970: 1714566600))
    }
}
