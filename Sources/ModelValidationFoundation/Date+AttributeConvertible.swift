#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ModelValidation

extension Date: AttributeConvertible {
    /// Reads an ISO 8601 date and time with its offset from UTC, as JSON APIs write them:
    /// `2024-05-01T12:30:00Z`, `2024-05-01T14:30:00+02:00`, `2024-05-01T12:30:00.250Z`.
    ///
    /// A date without a time or without an offset names no single instant and does not convert,
    /// nor does a number (seconds since when?): keep such a value in a `String` and check it with
    /// the `date` rule.
    ///
    /// ```swift
    /// Date(attributeValue: "2024-05-01T12:30:00Z") // 2024-05-01 12:30:00 +0000
    /// Date(attributeValue: "2024-05-01")           // nil
    /// ```
    ///
    /// - Parameter attributeValue: The value.
    public init?(attributeValue: AttributeValue) {
        guard case .string(let text) = attributeValue else { return nil }
        guard let date = (try? Date.ISO8601FormatStyle().parse(text))
            ?? (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)) else { return nil }
        self = date
    }

    /// The date in ISO 8601 in UTC, with milliseconds when it has a fraction of a second:
    /// `.string("2024-05-01T12:30:00Z")`, `.string("2024-05-01T12:30:00.250Z")`.
    public var attributeValue: AttributeValue {
        let seconds = timeIntervalSinceReferenceDate
        let style = Date.ISO8601FormatStyle(includingFractionalSeconds: seconds.rounded(.down) != seconds)
        return .string(formatted(style))
    }
}
