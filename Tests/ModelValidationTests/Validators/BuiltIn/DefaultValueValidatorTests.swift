import Testing
@testable import ModelValidation

struct DefaultValueValidatorTests {
    @Test(arguments: [
        (AttributeValue.null, AttributeValue.int(5)), ("", 5), ([], 5), ("x", "x"), (0, 0), (false, false),
    ] as [(AttributeValue, AttributeValue)])
    func replacesEmptyValues(value: AttributeValue, expected: AttributeValue) {
        #expect(run("default", ["value": 5], value: value).value == expected)
    }

    @Test func defaultValueIsNull() {
        #expect(run("default", value: "").value == .null)
    }
}
