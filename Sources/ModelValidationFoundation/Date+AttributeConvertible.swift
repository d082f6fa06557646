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

    /// The date and time to the second, as written: PHP's `Y` pads the year to four digits
    /// (`-0001` before the year 0).
    static let wholeSeconds = PHPDateFormat(#"Y-m-d\TH:i:s"#)

    /// The first second of the year 0000 and the first after the year 9999, since 1970.
    static let firstRFC3339Second = CivilDate.days(year: 0, month: 1, day: 1) * 86_400
    static let endOfRFC3339Seconds = CivilDate.days(year: 10_000, month: 1, day: 1) * 86_400

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
            let whole = days * 86_400 + hour * 3600 + minute * 60 + second - offset
            // The moment in UTC, to the millisecond it is written with, stays within the years
            // RFC 3339 writes, so that it can be written back (`0000-01-01T00:00:00+01:00` is in
            // the year -1 in UTC, `9999-12-31T23:59:59.9999Z` is written in the year 10000).
            guard whole >= Self.firstRFC3339Second,
                  (Double(whole) * 1000 + (fraction * 1000).rounded()) < Double(Self.endOfRFC3339Seconds) * 1000 else { return nil }
            return Double(whole) + fraction
        }
    }

    /// The date in RFC 3339 in UTC, to the nearest millisecond, with the milliseconds when they
    /// are not zero: `.string("2024-05-01T12:30:00Z")`, `.string("2024-05-01T12:30:00.250Z")`.
    ///
    /// What it writes reads back as the same text, for every moment of the years 0000 to 9999
    /// (a date outside them is written with its year as it is, `-0001` or `10000`, and does not
    /// convert back). The text is made by the library's own date formatter, in the proleptic
    /// Gregorian calendar RFC 3339 uses:
    /// Foundation's format style wrote dates before 1582 in the Julian calendar (the year 1 two
    /// days off) and cut the fraction it holds as a binary number (a date read from `.001Z`
    /// could be written `.000Z`).
    public var attributeValue: AttributeValue {
        let milliseconds = (timeIntervalSince1970 * 1000).rounded()
        guard milliseconds.isFinite, abs(milliseconds) < 9e18 else { return .string(formatted(Date.ISO8601FormatStyle())) }
        let total = Int(milliseconds)
        let seconds = total >= 0 ? total / 1000 : -((-total + 999) / 1000)
        let fraction = total - seconds * 1000
        var text = Self.wholeSeconds.format(seconds, timeZone: .utc)
        if fraction != 0 {
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: 3 - digits.count) + digits
        }
        return .string(text + "Z")
    }
}
