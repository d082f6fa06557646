/// Checks that a value is one of a list (alias `in`).
///
/// Membership is PHP's `in_array`: loose by default (`"1"` and `"01"` match `1`; `"abc"` does
/// not match `0`), identical with `strict`. With `allowArray`, an array value passes when every
/// element is in the range. `not` inverts the check; `not` given as `null` lets every value
/// pass, as Yii's `$this->not !== $in` holds for null whatever the membership.
///
/// | parameter | default | meaning |
/// | --- | --- | --- |
/// | `range` | required | a list, or an object whose values are the list |
/// | `strict` | `false` | identity instead of loose comparison |
/// | `not` | `false` | the value must *not* be in the range |
/// | `allowArray` | `false` | accept an array whose elements are all in the range |
///
/// | code | default message |
/// | --- | --- |
/// | `in.invalid` | `{attribute} is invalid.` |
///
/// ```swift
/// Rule(["role"], "in", ["range": ["user", "admin"]])
/// ```
public struct RangeValidator: ConfigurableValidator {
    public static let aliases = ["in"]

    /// The allowed values.
    public let range: [AttributeValue]
    /// Whether membership is strict.
    public let strict: Bool
    /// Whether the check is inverted.
    public let not: Bool
    /// Whether arrays of allowed values pass.
    public let allowArray: Bool
    /// Whether `not` was given as `null`: every value passes.
    public let passesEveryValue: Bool
    let message: String

    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        let isGiven = parameters.contains("range")
        let range = try parameters.list("range")
        if range == nil {
            if isGiven {
                parameters.note(parameters.valueError("range", "expected a list, got null"))
            } else {
                parameters.noteMissing("range", "the \"range\" parameter is required")
            }
        }
        strict = try parameters.bool("strict") ?? false
        passesEveryValue = parameters.isNull("not")
        not = try parameters.bool("not") ?? false
        allowArray = try parameters.bool("allowArray") ?? false
        guard let range else { throw parameters.notedMistake() }
        self.range = range
        message = parameters.message ?? "{attribute} is invalid."
    }

    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        if passesEveryValue { return }
        var isIn = false
        if allowArray {
            switch value {
            case .array(let items): isIn = items.allSatisfy { PHPSemantics.inArray($0, range, strict: strict) }
            case .object(let object): isIn = object.values.allSatisfy { PHPSemantics.inArray($0, range, strict: strict) }
            default: break
            }
        }
        if !isIn { isIn = PHPSemantics.inArray(value, range, strict: strict) }
        if isIn == not {
            model.addError(attribute, code: "in.invalid", template: message, value: value)
        }
    }
}

extension RangeValidator: ValueCheck {
    /// Passes a string with the bytes of a string in the range (identical, so also equal to
    /// it in PHP's loose sense), unless `not`. A string equal to an element only loosely
    /// (`"1e1"` and `10`) is left to the validator.
    @usableFromInline package func passes(string value: String) -> Bool {
        if passesEveryValue { return true }
        guard !not else { return false }
        for case .string(let element) in range where PHPSemantics.bytesEqual(element, value) { return true }
        return false
    }

    /// ``passes(string:)`` as a closure over only what it reads, for the engine's loop: the
    /// answer itself when `not` or a `null` `not` decides every string, else the range's
    /// strings, so that neither flag nor the other elements are looked at per value.
    var membershipTest: @Sendable (String) -> Bool {
        if passesEveryValue { return { _ in true } }
        if not { return { _ in false } }
        let strings = range.compactMap { element -> String? in
            if case .string(let string) = element { return string }
            return nil
        }
        return { value in
            for element in strings where PHPSemantics.bytesEqual(element, value) { return true }
            return false
        }
    }

    /// `in.invalid` for a string that is not in the range (or, with `not`, is), as PHP's
    /// `in_array` compares it (a string is no array, so `allowArray` does not matter).
    @usableFromInline package func failure(string value: String) -> ValueCheckFailure? {
        !passesEveryValue && PHPSemantics.inArray(.string(value), range, strict: strict) == not ? invalid : nil
    }

    /// `in.invalid` when the strings ``passes(string:)`` rejects (those with the bytes of no
    /// element) are all out of the range: always with `strict`; otherwise when every element is
    /// a string that is not numeric, which PHP's `==` compares with a string byte by byte.
    /// `nil` with `not`, or with an element a string may equal loosely (`1`, `true`, `"1e1"`).
    @usableFromInline package var failureOfRejectedStrings: ValueCheckFailure? {
        guard !not, !passesEveryValue else { return nil }
        if !strict {
            for element in range {
                guard case .string(let string) = element, !PHPSemantics.isNumericString(string) else { return nil }
            }
        }
        return invalid
    }

    /// `in.invalid`, as ``validate(_:value:model:)`` adds it.
    private var invalid: ValueCheckFailure { ValueCheckFailure(code: "in.invalid", template: message) }
}
