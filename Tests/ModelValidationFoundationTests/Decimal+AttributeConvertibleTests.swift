import Foundation
import Testing
import ModelValidation
import ModelValidationFoundation

struct DecimalAttributeConvertibleTests {
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
}
