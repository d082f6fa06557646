/// Turns a message template and its arguments into the final text of an error message.
///
/// Validators describe failures with templates such as `"{attribute} cannot be blank."` and
/// arguments (`attribute`, `value`, `min`, …). A formatter renders them; the default is
/// ``YiiMessageFormatter``, which reproduces Yii's English output. Supply your own to translate
/// or restyle messages.
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
}
