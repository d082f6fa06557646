#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ModelValidation

extension UUID: AttributeConvertible {
    /// Reads a UUID in its usual text form, upper or lower case:
    /// `e621e1f8-c36c-495a-93fc-0c247a3e6e5f`.
    ///
    /// ```swift
    /// UUID(attributeValue: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f") // E621E1F8-C36C-…
    /// UUID(attributeValue: "e621e1f8")                             // nil
    /// ```
    ///
    /// - Parameter attributeValue: The value.
    public init?(attributeValue: AttributeValue) {
        guard case .string(let text) = attributeValue, let uuid = UUID(uuidString: text) else { return nil }
        self = uuid
    }

    /// The UUID as Foundation writes it, upper case: `.string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F")`.
    public var attributeValue: AttributeValue { .string(uuidString) }
}
