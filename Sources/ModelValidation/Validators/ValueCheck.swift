/// What a validator can decide from a value alone: that validating it changes nothing.
///
/// Before it calls ``Validator/validate(_:value:model:)``, the engine asks a validator that
/// conforms whether the value passes. `true` promises that the call would add no error, write
/// no value and not stop the validation, whatever the rest of the model holds, so the engine
/// skips it; `false` promises nothing, and the validator then runs as usual and decides (and
/// reports). A check only needs to answer `true` for the common passing values it can decide
/// cheaply: the answer for a value it cannot decide is `false`.
///
/// The checks take strings and integers as the model stores them, so a typed model's property
/// is checked where it lies (see ``StoredProperty``) without building an
/// ``AttributeValue`` and without calling through the model.
@usableFromInline
package protocol ValueCheck: Validator {
    /// Whether validating the string `value` would change nothing.
    func passes(string value: String) -> Bool
    /// Whether validating the integer `value` would change nothing.
    func passes(int value: Int) -> Bool
    /// Whether validating `null` writes the empty string and does nothing else (`trim`); the
    /// engine then writes it in place.
    var writesEmptyStringForNull: Bool { get }
    /// The string validating the string `value` writes, when writing it is all the validation
    /// does (a filter such as `trim`); the engine then writes it in place. `nil` promises
    /// nothing.
    func rewritten(string value: String) -> String?
}

extension ValueCheck {
    @usableFromInline package func passes(string value: String) -> Bool { false }
    @usableFromInline package func passes(int value: Int) -> Bool { false }
    @usableFromInline package var writesEmptyStringForNull: Bool { false }
    @usableFromInline package func rewritten(string value: String) -> String? { nil }

    /// ``passes(string:)`` or ``passes(int:)`` for a string or an integer; `false` for any
    /// other value.
    @inlinable
    package func passes(_ value: AttributeValue) -> Bool {
        switch value {
        case .string(let string): passes(string: string)
        case .int(let int): passes(int: int)
        default: false
        }
    }
}

/// The check of a step whose validator has none: it never passes a value.
struct NoValueCheck: ValueCheck {
    func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {}
}
