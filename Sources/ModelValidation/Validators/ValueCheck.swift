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
    /// The failure validating the string `value` adds, when ``passes(string:)`` answered
    /// `false` and adding it is all the validation would do, decided from the value alone:
    /// the engine then adds it itself instead of calling the validator. `nil` promises
    /// nothing: the engine calls the validator.
    func failure(string value: String) -> ValueCheckFailure?
}

/// One failure a ``ValueCheck`` names: what ``ValidatableModel/addError(_:code:template:value:arguments:path:)``
/// would be given, but the attribute and its value.
@usableFromInline
package struct ValueCheckFailure: Sendable {
    /// The failure's code.
    @usableFromInline let code: String
    /// The message template.
    @usableFromInline let template: String
    /// The validator's own arguments (`min`, `max`, …).
    @usableFromInline let arguments: MessageArguments

    init(code: String, template: String, arguments: MessageArguments = MessageArguments()) {
        self.code = code
        self.template = template
        self.arguments = arguments
    }
}

extension ValueCheck {
    @usableFromInline package func passes(string value: String) -> Bool { false }
    @usableFromInline package func passes(int value: Int) -> Bool { false }
    @usableFromInline package var writesEmptyStringForNull: Bool { false }
    @usableFromInline package func rewritten(string value: String) -> String? { nil }
    @usableFromInline package func failure(string value: String) -> ValueCheckFailure? { nil }

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

/// A step's ``ValueCheck`` as an object, whose methods the engine's loop calls through
/// closures made for the check's own type: called as an existential, each check first had its
/// value found in the existential's box (a call) and then went through a witness thunk,
/// together about thirty instructions per check, which is as much as a short check itself; a
/// generic class is compiled once for all checks, so its methods went through the same thunk.
///
/// A box made without a check is that of a validator that has none: it never passes a value.
/// Immutable, so shared between threads.
@usableFromInline
final class ValueCheckBox: Sendable {
    /// ``ValueCheck/writesEmptyStringForNull``.
    @usableFromInline let writesEmptyStringForNull: Bool
    /// The check's ``ValueCheck/passes(string:)``.
    @usableFromInline let passesString: @Sendable (String) -> Bool
    /// The check's ``ValueCheck/passes(int:)``.
    @usableFromInline let passesInt: @Sendable (Int) -> Bool
    /// The check's ``ValueCheck/rewritten(string:)``.
    @usableFromInline let rewrittenString: @Sendable (String) -> String?
    /// The check's ``ValueCheck/failure(string:)``.
    @usableFromInline let failureOfString: @Sendable (String) -> ValueCheckFailure?

    /// The box of a validator without a check.
    init() {
        writesEmptyStringForNull = false
        passesString = { _ in false }
        passesInt = { _ in false }
        rewrittenString = { _ in nil }
        failureOfString = { _ in nil }
    }

    /// The box of `check`, its closures compiled for `Check` where this is called with a
    /// concrete type (see ``holding(_:)``).
    private init<Check: ValueCheck>(_ check: Check) {
        writesEmptyStringForNull = check.writesEmptyStringForNull
        // The closures capture one reference (the closure's context is then the object
        // itself; a captured validator was unpacked from a box of its own at each call).
        let held = Held(check)
        passesString = { held.check.passes(string: $0) }
        passesInt = { held.check.passes(int: $0) }
        rewrittenString = { held.check.rewritten(string: $0) }
        failureOfString = { held.check.failure(string: $0) }
    }

    /// A check behind one reference.
    private final class Held<Check: ValueCheck>: Sendable {
        let check: Check
        init(_ check: Check) { self.check = check }
    }

    /// The box of `check`: for each built-in check, made with its own type, so that the
    /// closures call its methods directly.
    static func holding<Check: ValueCheck>(_ check: Check) -> ValueCheckBox {
        switch check {
        case let check as RequiredValidator: ValueCheckBox(check)
        case let check as StringValidator: ValueCheckBox(check)
        case let check as MatchValidator: ValueCheckBox(check)
        case let check as EmailValidator: ValueCheckBox(check)
        case let check as UrlValidator: ValueCheckBox(check)
        case let check as NumberValidator: ValueCheckBox(check)
        case let check as RangeValidator: ValueCheckBox(check)
        case let check as TrimValidator: ValueCheckBox(check)
        default: ValueCheckBox(check)
        }
    }

    /// ``ValueCheck/passes(string:)``.
    @inlinable func passes(string value: String) -> Bool { passesString(value) }
    /// ``ValueCheck/passes(int:)``.
    @inlinable func passes(int value: Int) -> Bool { passesInt(value) }
    /// ``ValueCheck/rewritten(string:)``.
    @inlinable func rewritten(string value: String) -> String? { rewrittenString(value) }
    /// ``ValueCheck/failure(string:)``.
    @inlinable func failure(string value: String) -> ValueCheckFailure? { failureOfString(value) }
}
