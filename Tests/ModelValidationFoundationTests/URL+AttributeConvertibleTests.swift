import Foundation
import Testing
import ModelValidation
import ModelValidationFoundation

struct URLAttributeConvertibleTests {
    @Test func urls() {
        #expect(URL(attributeValue: "https://example.com/a?b=1")?.attributeValue == .string("https://example.com/a?b=1"))
        #expect(URL(attributeValue: "mailto:ann@example.com")?.scheme == "mailto")
        #expect(URL(attributeValue: "example.com") == nil)
        #expect(URL(attributeValue: "/relative") == nil)
        #expect(URL(attributeValue: "") == nil)
        #expect(URL(attributeValue: 3) == nil)
    }
}
