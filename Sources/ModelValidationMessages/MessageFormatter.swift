/// Turns a message template and its arguments into the final text of an error message.
///
/// Validators describe failures with templates such as `"{attribute} cannot be blank."` and
/// arguments (`attribute`, `value`, `min`, …). A formatter renders them; the default is
/// ``YiiMessageFormatter``, which reproduces Yii's output in English, or in any language with
/// ``YiiMessageFormatter/init(language:)``. Supply your own to restyle messages.
///
/// ```swift
/// struct Shouting: MessageFormatter {
///     func format(_ template: String, arguments: MessageArguments) -> String {
///         YiiMessageFormatter.english.format(template, arguments: arguments).uppercased()
///     }
/// }
/// ```
public protocol MessageFormatter: Sendable {
    /// Renders `template` with `arguments`.
    ///
    /// - Parameters:
    ///   - template: the message template, with `{name}` placeholders.
    ///   - arguments: the placeholder values.
    /// - Returns: the rendered message.
    func format(_ template: String, arguments: MessageArguments) -> String

    /// Renders `template` with `arguments`, knowing who wrote the template.
    ///
    /// A translating formatter looks a built-in template up in every catalog and one the
    /// application wrote only in the application's catalogs. The default implementation
    /// ignores `origin` and calls ``format(_:arguments:)``.
    ///
    /// - Parameters:
    ///   - template: the message template.
    ///   - arguments: the placeholder values.
    ///   - origin: whether the template is one of the package's defaults or the application's.
    /// - Returns: the rendered message.
    func format(_ template: String, arguments: MessageArguments, origin: TemplateOrigin) -> String
}

extension MessageFormatter {
    /// Renders as ``format(_:arguments:)`` does, whatever the origin.
    public func format(_ template: String, arguments: MessageArguments, origin: TemplateOrigin) -> String {
        format(template, arguments: arguments)
    }
}

/// Who wrote a message template, which decides the catalogs that may translate it.
///
/// Yii translates its validators' default messages with its own message files
/// (`Yii::t('yii', …)`), but never a `message` the application set on a rule: that one is the
/// application's to translate. Labels are the application's too.
///
/// ```swift
/// let german = YiiMessageFormatter(language: MessageLanguage(LocaleIdentifier("de")!))
/// german.format("{attribute} is invalid.", arguments: ["attribute": "Code"], origin: .builtIn)
/// // "Code ist ungültig."
/// german.format("{attribute} is invalid.", arguments: ["attribute": "Code"], origin: .application)
/// // "Code is invalid."
/// ```
public enum TemplateOrigin: UInt8, Sendable, Hashable {
    /// One of the package's default messages (Yii's wording): translated by the application's
    /// catalogs, else Yii's.
    case builtIn
    /// Text the application wrote, such as a rule's custom `message`: translated only by the
    /// application's catalogs.
    case application
}
