#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ModelValidation

extension Date: AttributeConvertible {
    /// Reads an RFC 3339 date and time (the profile of ISO 8601 that JSON APIs write), with
    /// its offset from UTC: `2024-05-01T12:30:00Z`, `2024-05-01T14:30:00+02:00`,
    /// `2024-05-01T12:30:00.250Z`.
    ///
    /// The text must be a real moment and nothing else: a four-digit year, a day that month has
    /// (no February 30), hours 00–23, minutes and seconds 00–59, an optional fraction of one
    /// digit or more, then `Z` or `±hh:mm`; `T` and `Z` may be lower case. A date without a time
    /// or without an offset names no single instant and does not convert, nor does a number
    /// (seconds since when?): keep such a value in a `String` and check it with the `date` rule.
    /// The text is read here rather than by Foundation's format style, which on some platforms
    /// takes what follows a valid prefix (`…00Zjunk`) and carries impossible fields over
    /// (`2024-02-30` as March 1).
    ///
    /// ```swift
    /// Date(attributeValue: "2024-05-01T12:30:00Z") // 2024-05-01 12:30:00 +0000
    /// Date(attributeValue: "2024-05-01")           // nil
    /// Date(attributeValue: "2024-02-30T12:30:00Z") // nil
    /// ```
    ///
    /// - Parameter attributeValue: The value.
    public init?(attributeValue: AttributeValue) {
        guard case .string(let text) = attributeValue,
              let seconds = Self.rfc3339Seconds(text) else { return nil }
        self = Date(timeIntervalSince1970: seconds)
    }

    /// The seconds since 1970 that an RFC 3339 date-time names, or `nil` for any other text.
    /// Linear in the text (a long fraction is read to the nanosecond, the rest only checked).
    static func rfc3339Seconds(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { bytes -> Double? in
            var i = 0
            /// `count` digits at `i` as a number, or `nil`.
            func digits(_ count: Int) -> Int? {
                guard i + count <= bytes.count else { return nil }
                var value = 0
                for _ in 0..<count {
                    let byte = bytes[i]
                    guard byte >= 0x30 && byte <= 0x39 else { return nil }
                    value = value * 10 + Int(byte - 0x30)
                    i += 1
                }
                return value
            }
            /// Whether the byte at `i` is one of `accepted`, taken if so.
            func take(_ accepted: UInt8...) -> Bool {
                guard i < bytes.count, accepted.contains(bytes[i]) else { return false }
                i += 1
                return true
            }
            guard let year = digits(4), take(0x2D), let month = digits(2), take(0x2D), let day = digits(2),
                  take(0x54, 0x74), let hour = digits(2), take(0x3A), let minute = digits(2), take(0x3A),
                  let second = digits(2),
                  (1...12).contains(month), (1...CivilDate.daysInMonth(year: year, month: month)).contains(day),
                  hour < 24, minute < 60, second < 60 else { return nil }
            var fraction = 0.0
            if take(0x2E) {
                let start = i
                var nanoseconds = 0, scale = 1_000_000_000
                while i < bytes.count, bytes[i] >= 0x30 && bytes[i] <= 0x39 {
                    if scale > 1 {
                        scale /= 10
                        nanoseconds += Int(bytes[i] - 0x30) * scale
                    }
                    i += 1
                }
                guard i > start else { return nil }
                fraction = Double(nanoseconds) / 1_000_000_000
            }
            var offset = 0
            if !take(0x5A, 0x7A) {
                guard i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D else { return nil }
                let sign = bytes[i] == 0x2D ? -1 : 1
                i += 1
                guard let offsetHours = digits(2), take(0x3A), let offsetMinutes = digits(2),
                      offsetHours < 24, offsetMinutes < 60 else { return nil }
                offset = sign * (offsetHours * 3600 + offsetMinutes * 60)
            }
            guard i == bytes.count else { return nil }
            let days = CivilDate.days(year: year, month: month, day: day)
            return Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset) + fraction
        }
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
