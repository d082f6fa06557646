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

    /// The date in ISO 8601 in UTC, to the nearest millisecond, with the milliseconds when they
    /// are not zero: `.string("2024-05-01T12:30:00Z")`, `.string("2024-05-01T12:30:00.250Z")`.
    ///
    /// What it writes reads back as the same text: the milliseconds are rounded here and
    /// written as digits, because Foundation's format style cuts the fraction it holds as a
    /// binary number (a date read from `.001Z` could be written `.000Z`, and one a fraction of a
    /// millisecond past the second as `.000Z`, which then read back as a whole second).
    public var attributeValue: AttributeValue {
        let milliseconds = (timeIntervalSince1970 * 1000).rounded()
        // The whole seconds below the instant, and the milliseconds after them (0...999).
        let seconds = (milliseconds / 1000).rounded(.down)
        let fraction = Int(milliseconds - seconds * 1000)
        var text = Date(timeIntervalSince1970: seconds).formatted(Date.ISO8601FormatStyle())
        if fraction != 0, text.last == "Z" {
            let digits = String(fraction)
            text.insert(contentsOf: "." + String(repeating: "0", count: 3 - digits.count) + digits, at: text.index(before: text.endIndex))
        }
        return .string(text)
    }
}
