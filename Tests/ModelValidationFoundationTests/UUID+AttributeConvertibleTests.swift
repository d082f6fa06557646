import Foundation
import Testing
import ModelValidation
import ModelValidationFoundation

struct UUIDAttributeConvertibleTests {
    @Test func uuids() {
        let text = "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"
        #expect(UUID(attributeValue: .string(text)) == UUID(uuidString: text))
        #expect(UUID(attributeValue: .string(text))?.attributeValue == .string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(UUID(attributeValue: "e621e1f8") == nil)
        #expect(UUID(attributeValue: 1) == nil)
    }
}
