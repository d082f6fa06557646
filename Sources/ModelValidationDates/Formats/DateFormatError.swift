/// A configuration mistake in a date format, locale or time zone.
///
/// Date formats, locales and time zones are checked when a ``DateFormat`` or a ``TZ`` is made,
/// so a bad rule is reported when rules are built, never while validating data.
///
/// ```swift
/// do {
///     _ = try DateFormat("dd MMM yyyy", type: .date, locale: "de-DE")
/// } catch {
///     print(error.code)   // "date.unsupportedLocale"
/// }
/// ```
public struct DateFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable, dotted code: `date.unsupportedLocale`, `date.unknownTimeZone`,
    /// `date.invalidFormat`.
    public let code: String
    /// A human-readable explanation naming the offending value.
    public let message: String

    /// Creates an error from a code and a message.
    ///
    /// - Parameters:
    ///   - code: The stable code.
    ///   - message: The explanation.
    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    public var description: String { message }

    static func unsupportedLocale(_ locale: String) -> DateFormatError {
        DateFormatError(code: "date.unsupportedLocale",
                        message: "Unsupported locale for ICU date formats: \(locale) (ICU date names are available for en-US, en-GB, de and fr only).")
    }

    static func unknownTimeZone(_ name: String) -> DateFormatError {
        DateFormatError(code: "date.unknownTimeZone", message: "Unknown or bad time zone: \(name)")
    }

    static func invalidFormat(_ format: String, _ reason: String) -> DateFormatError {
        DateFormatError(code: "date.invalidFormat", message: "Invalid date format \"\(format)\": \(reason)")
    }
}
