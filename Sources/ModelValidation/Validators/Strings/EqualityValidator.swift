/// Checks that a value equals, or differs from, a given value (aliases `equals` and
/// `notEquals`).
///
/// Comparison is by identity by default (`"1"` differs from `1`); with `strict: false` it is
/// PHP's loose `==` (`"1"`, `1` and `true` all equal `1`).
///
/// | parameter | default | meaning |
/// | --- | --- | --- |
/// | `value` | — (required) | the value compared with |
/// | `strict` | `true` | identity instead of PHP's loose comparison |
///
/// | code | default message |
/// | --- | --- |
/// | `equals.invalid` | `{attribute} must be equal to "{compareValue}".` |
/// | `notEquals.invalid` | `{attribute} must not be equal to "{compareValue}".` |
///
/// ```swift
/// Rule(["terms"], "equals", ["value": "yes"])
/// Rule(["password"], "notEquals", ["value": "password"])
/// ```
public struct EqualityValidator: ConfigurableValidator {
    public static let aliases = ["equals", "notEquals"]

    /// The value compared with.
    public let expected: AttributeValue
    /// Whether the value must differ (`notEquals`).
    public let negated: Bool
    /// Whether comparison is by identity.
    public let strict: Bool
    let message: String

    /// Creates the validator.
    ///
    /// - Parameters:
    ///   - expected: The value compared with.
    ///   - negated: Whether the value must differ.
    ///   - strict: Whether comparison is by identity.
    ///   - message: The template; `nil` for the default.
    public init(_ expected: AttributeValue, negated: Bool = false, strict: Bool = true, message: String? = nil) {
        self.expected = expected
        self.negated = negated
        self.strict = strict
        self.message = message ?? (negated
            ? "{attribute} must not be equal to \"{compareValue}\"."
            : "{attribute} must be equal to \"{compareValue}\".")
    }

    /// Builds the validator from a rule's parameters.
    ///
    /// - Throws: ``RuleError`` when `value` is missing or not a scalar.
    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        let isGiven = parameters.contains("value")
        if !isGiven { parameters.noteMissing("value", "the \"value\" parameter is required") }
        let expected = parameters.rawValue("value") ?? .null
        if expected.isCollection { throw parameters.valueError("value", "expected a scalar, got \(expected.kindName)") }
        let strict = try parameters.bool("strict") ?? true
        guard isGiven else { throw parameters.notedMistake() }
        self.init(expected, negated: alias == "notEquals", strict: strict, message: parameters.message)
    }

    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        let equal = strict ? PHPSemantics.isIdentical(value, expected) : PHPSemantics.looseEquals(value, expected)
        if equal != negated { return }
        var arguments = MessageArguments()
        arguments.set("compareValue", expected)
        model.addError(attribute, code: negated ? "notEquals.invalid" : "equals.invalid",
                       template: message, value: value, arguments: arguments)
    }
}
