/// The one place that decides which ``MessageFormatter`` renders a message, and so its language.
///
/// Every API that turns failures into text (``ValidationError/message(using:)``,
/// ``ValidationErrors/summary(showAll:using:)``, ``ValidatableModel/firstError(_:using:)``,
/// ``ValidationProblem``, ``FlatValidationErrors``, the `Encodable` forms) takes an optional
/// formatter and asks this type for the one to use, in this order:
///
/// 1. the formatter given to the call (an explicit choice always wins);
/// 2. the language the failure was recorded in (``ValidationError/language``, set by
///    `validate(language:)`);
/// 3. the task's ``MessageLanguage/current`` when rendering (so a validation inside
///    `MessageLanguage.$current.withValue(…)` renders in that language within the scope);
/// 4. Yii's English (``YiiMessageFormatter/english``).
///
/// Texts that belong to no single failure (a problem's title and detail, the flat form's
/// summary) use the first failure's language in step 2. Nothing global is read or written, so
/// concurrent validations render in their own languages.
///
/// ```swift
/// MessageRendering.render("{attribute} cannot be blank.", arguments: ["attribute": "Email"], using: nil)
/// // "Email cannot be blank."
/// let formatter = MessageRendering.formatter(nil) // the English formatter, outside a language scope
/// ```
public enum MessageRendering {
    /// The formatter a call uses.
    ///
    /// - Parameter formatter: The formatter the caller chose, or `nil` for the default.
    /// - Returns: `formatter`, else the task's ``MessageLanguage/current``, else English.
    public static func formatter(_ formatter: (any MessageFormatter)?) -> any MessageFormatter {
        if let formatter { return formatter }
        if let language = MessageLanguage.current { return language.formatter }
        return YiiMessageFormatter.english
    }

    /// The formatter for the texts about a set of failures (a title, a summary).
    ///
    /// - Parameters:
    ///   - formatter: The formatter the caller chose, or `nil` for the default.
    ///   - errors: The failures; the first one's language applies when no formatter is given.
    /// - Returns: `formatter`, else the first failure's language, else as ``formatter(_:)``.
    public static func formatter(_ formatter: (any MessageFormatter)?, for errors: ValidationErrors) -> any MessageFormatter {
        if let formatter { return formatter }
        if let language = errors.firstLanguage { return language.formatter }
        return Self.formatter(nil)
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
        render(template, arguments: arguments, origin: .builtIn, using: formatter, language: nil)
    }

    /// Renders a failure's template: with `formatter` when given, else in `language`, else in
    /// the task's language, else in English.
    ///
    /// - Parameters:
    ///   - template: The message template.
    ///   - arguments: The placeholder values.
    ///   - origin: Who wrote the template.
    ///   - formatter: The formatter the caller chose, or `nil`.
    ///   - language: The language the failure was recorded in, or `nil`.
    /// - Returns: The rendered message.
    public static func render(_ template: String, arguments: MessageArguments, origin: TemplateOrigin,
                              using formatter: (any MessageFormatter)?, language: MessageLanguage?) -> String {
        if let formatter { return formatter.format(template, arguments: arguments, origin: origin) }
        if let language = language ?? MessageLanguage.current {
            return YiiMessageFormatter(language: language).format(template, arguments: arguments, origin: origin)
        }
        // The English default is called directly: no existential dispatch on the common path.
        return YiiMessageFormatter.english.format(template, arguments: arguments)
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
