/// Checks that a value is one of two configured values (alias `boolean`).
///
/// Without `strict`, the value is compared with PHP's loose `==`, so with the defaults `"1"`,
/// `"0"`, `1`, `0`, `1.0`, `"01"`, `" 1"`, `true` and `false` all pass, while `"true"`, `"on"` and
/// `"yes"` do not. With `trueValue: true`, any truthy value passes (`"abc" == true`). With
/// `strict`, only a value identical to `trueValue` or `falseValue` (`===`) passes, so `"1"`
/// passes by default but `1` and `true` do not.
///
/// In the message, `{true}` and `{false}` show the configured values; a configured `true`
/// shows as `true` and a configured `false` as `false` (not PHP's `"1"` and `""`). A value
/// configured as `null` is null, as in Yii (`"" == null` passes, `"0" == null` does not), and
/// shows as an empty string.
///
/// | parameter | default | meaning |
/// | --- | --- | --- |
/// | `trueValue` | `"1"` | the value meaning true |
/// | `falseValue` | `"0"` | the value meaning false |
/// | `strict` | `false` | compare with `===` instead of `==` |
///
/// | code | default message |
/// | --- | --- |
/// | `boolean.invalid` | `{attribute} must be either "{true}" or "{false}".` |
///
/// ```swift
/// Rule(["subscribe"], "boolean")
/// Rule(["accepted"], "boolean", ["trueValue": "yes", "falseValue": "no", "strict": true])
/// ```
public struct BooleanValidator: ConfigurableValidator {
    public static let aliases = ["boolean"]

    /// The value meaning true.
    public let trueValue: AttributeValue
    /// The value meaning false.
    public let falseValue: AttributeValue
    /// Whether values are compared with `===`.
    public let strict: Bool
    let message: String
    private let arguments: MessageArguments

    /// Builds the validator from a rule's parameters.
    ///
    /// - Parameters:
    ///   - alias: `boolean`.
    ///   - parameters: The rule's parameters.
    /// - Throws: ``RuleError`` for a mistyped `strict`.
    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        // A `null` given is PHP's null, compared as such, not the default.
        trueValue = parameters.rawValue("trueValue") ?? "1"
        falseValue = parameters.rawValue("falseValue") ?? "0"
        strict = try parameters.bool("strict") ?? false
        message = parameters.message ?? #"{attribute} must be either "{true}" or "{false}"."#
        var arguments = MessageArguments()
        arguments.set("true", trueValue == .bool(true) ? "true" : trueValue)
        arguments.set("false", falseValue == .bool(false) ? "false" : falseValue)
        self.arguments = arguments
    }

    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        let isValid = strict
            ? PHPSemantics.isIdentical(value, trueValue) || PHPSemantics.isIdentical(value, falseValue)
            : PHPSemantics.looseEquals(value, trueValue) || PHPSemantics.looseEquals(value, falseValue)
        if !isValid {
            model.addError(attribute, code: "boolean.invalid", template: message, value: value, arguments: arguments)
        }
    }
}
