/// The one place that decides which ``MessageFormatter`` renders a message.
///
/// Every API that turns failures into text (``ValidationError/message(using:)``,
/// ``ValidationErrors/summary(showAll:using:)``, ``ValidatableModel/firstError(_:using:)``,
/// ``ValidationProblem``, ``FlatValidationErrors``, the `Encodable` forms) takes an optional
/// formatter and asks this type for the one to use. A formatter given to the call wins;
/// otherwise the default is Yii's English (``YiiMessageFormatter/english``). Nothing global is
/// read or written, so concurrent validations can render in different ways.
///
/// ```swift
/// MessageRendering.render("{attribute} cannot be blank.", arguments: ["attribute": "Email"], using: nil)
/// // "Email cannot be blank."
/// let formatter = MessageRendering.formatter(nil) // the English formatter
/// ```
public enum MessageRendering {
    /// The formatter a call uses.
    ///
    /// - Parameter formatter: The formatter the caller chose, or `nil` for the default.
    /// - Returns: `formatter`, or the default English formatter.
    public static func formatter(_ formatter: (any MessageFormatter)?) -> any MessageFormatter {
        formatter ?? YiiMessageFormatter.english
    }

    /// Renders `template` with `arguments` through the formatter a call uses.
    ///
    /// - Parameters:
    ///   - template: The message template.
    ///   - arguments: The placeholder values.
    ///   - formatter: The formatter the caller chose, or `nil` for the default.
    /// - Returns: The rendered message.
    public static func render(_ template: String, arguments: MessageArguments,
                              using formatter: (any MessageFormatter)?) -> String {
        // The English default is called directly: no existential dispatch on the common path.
        guard let formatter else { return YiiMessageFormatter.english.format(template, arguments: arguments) }
        return formatter.format(template, arguments: arguments)
    }
}

extension CodingUserInfoKey {
    /// The key under which an encoder's `userInfo` may hold the ``MessageFormatter`` (an
    /// `any MessageFormatter`) that renders the messages of encoded failures.
    ///
    /// ```swift
    /// let encoder = JSONEncoder()
    /// encoder.userInfo[.messageFormatter] = myFormatter
    /// try encoder.encode(model.errors)
    /// ```
    public static let messageFormatter = CodingUserInfoKey(rawValue: "ModelValidation.messageFormatter")!
}

extension MessageRendering {
    /// The formatter an encoder carries under ``Swift/CodingUserInfoKey/messageFormatter``, if any.
    static func formatter(in encoder: any Encoder) -> (any MessageFormatter)? {
        encoder.userInfo[.messageFormatter] as? any MessageFormatter
    }
}
