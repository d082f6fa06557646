/// Checks that a value is present, or equal to a required value (alias `required`).
///
/// Without `requiredValue`, a value fails when it is empty once a string is trimmed with PHP's
/// `trim()` (`" "` fails; `"0"`, `0` and `false` pass); with `strict`, only `null` fails. With
/// `requiredValue`, the value must equal it loosely (PHP `==`: `"1"`, `1` and `true` all match
/// `1`), or identically with `strict`. Empty values are not skipped by default.
///
/// | parameter | default | meaning |
/// | --- | --- | --- |
/// | `requiredValue` | `null` | the value the attribute must have |
/// | `strict` | `false` | identity instead of loose comparison; without `requiredValue`, only `null` is blank |
///
/// | code | default message |
/// | --- | --- |
/// | `required.blank` | `{attribute} cannot be blank.` |
/// | `required.mismatch` | `{attribute} must be "{requiredValue}".` |
///
/// ```swift
/// Rule(["email"], "required")
/// Rule(["terms"], "required", ["requiredValue": 1, "message": "Please accept the terms."])
/// ```
public struct RequiredValidator: ConfigurableValidator {
    public static let aliases = ["required"]

    /// The value the attribute must equal, if any.
    public let requiredValue: AttributeValue?
    /// Whether comparisons are strict.
    public let strict: Bool
    /// The message template.
    public let message: String
    /// The rule's emptiness test (what counts as blank).
    package let isEmpty: EmptinessCheck

    public var skipsOnEmptyByDefault: Bool { false }
    public var marksAttributeRequired: Bool { true }

    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        requiredValue = parameters.value("requiredValue")
        strict = try parameters.bool("strict") ?? false
        isEmpty = parameters.isEmpty
        message = parameters.message
            ?? (requiredValue == nil ? "{attribute} cannot be blank." : "{attribute} must be \"{requiredValue}\".")
    }

    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        if let requiredValue {
            if strict ? PHPSemantics.isIdentical(value, requiredValue) : PHPSemantics.looseEquals(value, requiredValue) { return }
            var arguments = MessageArguments()
            arguments.set("requiredValue", requiredValue)
            model.addError(attribute, code: "required.mismatch", template: message, value: value, arguments: arguments)
            return
        }
        if strict {
            if !value.isNull { return }
        } else {
            let checked: AttributeValue
            if case .string(let s) = value {
                switch isEmpty {
                case .default, .trimmed:
                    // Empty once trimmed: every byte is whitespace. No trimmed copy is built.
                    if !PHPSemantics.trimsToEmpty(s, mask: .whitespace) { return }
                    checked = ""
                case .null, .custom:
                    checked = .string(PHPSemantics.trim(s))
                }
            } else {
                checked = value
            }
            if !isEmpty.isEmpty(checked) { return }
        }
        model.addError(attribute, code: "required.blank", template: message, value: value)
    }
}

extension RequiredValidator: ValueCheck {
    /// Passes a string with a byte that is not whitespace (or any string, when strict), the
    /// way ``validate(_:value:model:)`` decides without a `requiredValue`.
    @usableFromInline package func passes(string value: String) -> Bool {
        guard requiredValue == nil else { return false }
        if strict { return true }
        switch isEmpty {
        case .default, .trimmed: return !PHPSemantics.trimsToEmpty(value, mask: .whitespace)
        case .null, .custom: return false
        }
    }

    /// `required.blank` for a string that is whitespace only, when that is how
    /// ``validate(_:value:model:)`` decides (no `requiredValue`, not strict, the default or
    /// trimmed emptiness).
    @usableFromInline package func failure(string value: String) -> ValueCheckFailure? {
        failureOfRejectedStrings.flatMap { PHPSemantics.trimsToEmpty(value, mask: .whitespace) ? $0 : nil }
    }

    /// A first byte that is not whitespace when ``passes(string:)`` decides by whitespace
    /// alone (no `requiredValue`, not strict, the default or trimmed emptiness).
    @usableFromInline package var firstSight: FirstSight {
        guard failureOfRejectedStrings != nil else { return .none }
        return .nonBlank
    }

    /// `required.blank` without a `requiredValue`, unless a custom emptiness check decides
    /// whether `null` is empty.
    @usableFromInline package var failureOfNull: ValueCheckFailure? {
        guard requiredValue == nil else { return nil }
        if !strict, case .custom = isEmpty { return nil }
        return blank
    }

    /// `required.blank` when ``passes(string:)`` decides by whitespace alone (no
    /// `requiredValue`, not strict, the default or trimmed emptiness): it then rejects exactly
    /// the blank strings.
    @usableFromInline package var failureOfRejectedStrings: ValueCheckFailure? {
        guard requiredValue == nil, !strict else { return nil }
        switch isEmpty {
        case .default, .trimmed: return blank
        case .null, .custom: return nil
        }
    }

    /// `required.blank`, as ``validate(_:value:model:)`` adds it.
    private var blank: ValueCheckFailure { ValueCheckFailure(code: "required.blank", template: message) }

    /// Passes any integer: no emptiness check but a custom one counts an integer as empty.
    @usableFromInline package func passes(int value: Int) -> Bool {
        guard requiredValue == nil else { return false }
        if case .custom = isEmpty { return strict }
        return true
    }
}
