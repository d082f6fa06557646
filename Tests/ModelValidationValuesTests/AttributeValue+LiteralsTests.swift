import Testing
@testable import ModelValidationValues

/// Each literal spells one case of the value, exactly.
struct AttributeValueLiteralsTests {
    @Test func scalarLiteralsAreTheirCases() {
        let null: AttributeValue = nil
        let bool: AttributeValue = true
        let int: AttributeValue = -42
        let double: AttributeValue = 2.5
        let string: AttributeValue = "é"
        #expect(null == .null)
        #expect(bool == .bool(true))
        #expect(int == .int(-42))
        #expect(double == .double(2.5))
        #expect(string == .string("é"))
    }

    /// An integer literal stays an integer and a float literal a double, though PHP's `==` finds
    /// them equal.
    @Test func integerAndFloatLiteralsStayApart() {
        let int: AttributeValue = 1
        let double: AttributeValue = 1.0
        #expect(int != double)
    }

    @Test func arrayLiteralsKeepTheirOrder() {
        let list: AttributeValue = [1, "a", nil, [true]]
        #expect(list == .array([.int(1), .string("a"), .null, .array([.bool(true)])]))
    }

    @Test func dictionaryLiteralsKeepTheKeysInTheirOrder() {
        let value: AttributeValue = ["b": 1, "a": 2, "e\u{301}": 3, "\u{E9}": 4]
        guard case .object(let object) = value else {
            Issue.record("not an object: \(value)")
            return
        }
        #expect(object.pairs.map(\.key) == ["b", "a", "e\u{301}", "\u{E9}"])
        #expect(object.pairs.map(\.value) == [1, 2, 3, 4])
    }

    /// A key written twice keeps its first place and takes its last value, as a PHP array does.
    @Test func aRepeatedKeyKeepsItsFirstPlaceAndItsLastValue() {
        let value: AttributeValue = ["a": 1, "b": 2, "a": 3]
        #expect(value == .object(AttributeObject([("a", .int(3)), ("b", .int(2))])))
    }
}
