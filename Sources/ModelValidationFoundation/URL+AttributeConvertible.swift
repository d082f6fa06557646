#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ModelValidation

extension URL: AttributeConvertible {
    /// Reads a string that Foundation parses as a URL with a scheme: `https://example.com/a`,
    /// `mailto:ann@example.com`. A relative reference (`/a`, `not a url`) does not convert.
    ///
    /// Foundation accepts far more than a valid web address; add the `url` rule to check one.
    ///
    /// ```swift
    /// URL(attributeValue: "https://example.com") // https://example.com
    /// URL(attributeValue: "example.com")         // nil: no scheme
    /// ```
    ///
    /// - Parameter attributeValue: The value.
    public init?(attributeValue: AttributeValue) {
        guard case .string(let text) = attributeValue, let url = URL(string: text), url.scheme != nil else { return nil }
        self = url
    }

    /// The URL's text: `.string(absoluteString)`.
    public var attributeValue: AttributeValue { .string(absoluteString) }
}
