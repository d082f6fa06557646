#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ModelValidation

extension Decimal: AttributeConvertible {
    /// Reads an integer, a double or a numeric string: `12`, `12.5`, `"12.50"`, `"1e3"`.
    ///
    /// A string is read digit for digit, so `"0.1"` is exactly one tenth; a double is read from
    /// its shortest decimal form (`0.1` too, not the binary approximation). Strings take the same
    /// shapes as for `Double` (digits, a point, a sign, an exponent); `"12abc"` and `"1.2.3"` do not
    /// convert.
    ///
    /// ```swift
    /// Decimal(attributeValue: "19.99") // 19.99
    /// Decimal(attributeValue: "abc")   // nil
    /// ```
    ///
    /// - Parameter attributeValue: The value.
    public init?(attributeValue: AttributeValue) {
        switch attributeValue {
        case .int(let integer):
            self = Decimal(integer)
        case .double(let number):
            guard number.isFinite, let decimal = Decimal(string: String(number)) else { return nil }
            self = decimal
        case .string(let text):
            // Double's parser checks the whole string; Decimal's stops at the first stray character.
            guard !text.isEmpty, Double(text) != nil,
                  text.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D || $0 == 0x2B || $0 == 0x65 || $0 == 0x45 }),
                  let decimal = Decimal(string: text) else { return nil }
            self = decimal
        default:
            return nil
        }
    }

    /// The number as a decimal string, exact: `.string("19.99")`. A string keeps every digit
    /// (a double would not), and the `number`, `integer` and `compare` rules read numeric strings.
    public var attributeValue: AttributeValue { .string(description) }
}
