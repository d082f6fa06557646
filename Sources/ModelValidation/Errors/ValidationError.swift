/// One validation failure: the attribute, a stable code, the message template and its arguments.
///
/// A failure is data. ``code`` is a stable dotted string (`"string.tooShort"`) meant for programs;
/// ``message`` is the English text Yii would show, rendered on demand from ``template`` and
/// ``arguments`` (which always include `attribute`, the label, and `value`, the attribute's
/// value when it failed). Render it in another language with ``message(using:)``.
///
/// ```swift
/// let error = model.errors.first(for: "email")!
/// error.code     // "email.invalid"
/// error.message  // "Email is not a valid email address."
/// ```
public struct ValidationError: Sendable, Equatable {
    /// The attribute (or model-level key) the failure belongs to.
    public var attribute: String
    /// The stable failure code, such as `"required.blank"` or `"string.tooShort"`.
    public var code: String
    /// The message template (the rule's custom message or the validator's default).
    public var template: String
    /// The values for the template's placeholders.
    public var arguments: MessageArguments
    /// Whether ``template`` is a finished message added by hand (``ValidatableModel/addError(_:message:)``),
    /// rendered as is.
    public var isLiteral: Bool

    /// The code of failures added by hand with a literal message.
    public static let customCode = "custom"

    /// Creates a failure from a template and its arguments.
    ///
    /// - Parameters:
    ///   - attribute: The attribute that failed.
    ///   - code: The stable failure code.
    ///   - template: The message template, with `{placeholder}`s.
    ///   - arguments: Values for the placeholders.
    public init(attribute: String, code: String, template: String, arguments: MessageArguments) {
        self.attribute = attribute
        self.code = code
        self.template = template
        self.arguments = arguments
        self.isLiteral = false
    }

    /// Creates a failure whose message is final text, with the code ``customCode``.
    ///
    /// - Parameters:
    ///   - attribute: The attribute (or model-level key) the message belongs to.
    ///   - message: The message, shown as is.
    public init(attribute: String, message: String) {
        self.attribute = attribute
        self.code = Self.customCode
        self.template = message
        self.arguments = MessageArguments()
        self.isLiteral = true
    }

    /// The message in English, formatted as Yii formats it.
    public var message: String { message(using: YiiMessageFormatter.english) }

    /// The message rendered by `formatter`.
    ///
    /// - Parameter formatter: The formatter, for instance one for another language.
    /// - Returns: The rendered text; a literal message is returned unchanged.
    public func message(using formatter: some MessageFormatter) -> String {
        isLiteral ? template : formatter.format(template, arguments: arguments)
    }
}
