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

/// A step's ``ValueCheck`` as an object, which the engine's loop calls through the class's
/// table of methods: called as an existential, each check first had its value found in the
/// existential's box (a call) and then went through a witness thunk, together about thirty
/// instructions per check, which is as much as a short check itself.
///
/// The base class is the check of a validator that has none: it never passes a value.
/// Immutable, so shared between threads (unchecked: a class that is not final cannot be
/// checked).
@usableFromInline
class ValueCheckBox: @unchecked Sendable {
    /// ``ValueCheck/writesEmptyStringForNull``.
    @usableFromInline let writesEmptyStringForNull: Bool

    init(writesEmptyStringForNull: Bool = false) {
        self.writesEmptyStringForNull = writesEmptyStringForNull
    }

    /// The box of `check`: a class of its own for each built-in check (see
    /// ``BuiltInCheckBox``), a generic one for any other.
    static func holding<Check: ValueCheck>(_ check: Check) -> ValueCheckBox {
        switch check {
        case let check as RequiredValidator: BuiltInCheckBox.Required(check)
        case let check as StringValidator: BuiltInCheckBox.Text(check)
        case let check as MatchValidator: BuiltInCheckBox.Match(check)
        case let check as EmailValidator: BuiltInCheckBox.Email(check)
        case let check as UrlValidator: BuiltInCheckBox.Url(check)
        case let check as NumberValidator: BuiltInCheckBox.Number(check)
        case let check as RangeValidator: BuiltInCheckBox.Range(check)
        case let check as TrimValidator: BuiltInCheckBox.Trim(check)
        default: TypedValueCheckBox(check)
        }
    }

    /// ``ValueCheck/passes(string:)``.
    @usableFromInline func passes(string value: String) -> Bool { false }
    /// ``ValueCheck/passes(int:)``.
    @usableFromInline func passes(int value: Int) -> Bool { false }
    /// ``ValueCheck/rewritten(string:)``.
    @usableFromInline func rewritten(string value: String) -> String? { nil }
    /// ``ValueCheck/failure(string:)``.
    @usableFromInline func failure(string value: String) -> ValueCheckFailure? { nil }
}

/// The box of one kind of check, whose methods call the check's own directly.
final class TypedValueCheckBox<Check: ValueCheck>: ValueCheckBox, @unchecked Sendable {
    let check: Check

    init(_ check: Check) {
        self.check = check
        super.init(writesEmptyStringForNull: check.writesEmptyStringForNull)
    }

    override func passes(string value: String) -> Bool { check.passes(string: value) }
    override func passes(int value: Int) -> Bool { check.passes(int: value) }
    override func rewritten(string value: String) -> String? { check.rewritten(string: value) }
    override func failure(string value: String) -> ValueCheckFailure? { check.failure(string: value) }
}

/// The boxes of the built-in checks, one final class each, whose methods call the validator's
/// own directly: the generic ``TypedValueCheckBox`` is compiled once for all checks, so its
/// methods reached the check through the protocol's witness table and a thunk (two calls more
/// per check, and no inlining).
enum BuiltInCheckBox {
    final class Required: ValueCheckBox, @unchecked Sendable {
        let check: RequiredValidator
        init(_ check: RequiredValidator) {
            self.check = check
            super.init(writesEmptyStringForNull: check.writesEmptyStringForNull)
        }
        override func passes(string value: String) -> Bool { check.passes(string: value) }
        override func passes(int value: Int) -> Bool { check.passes(int: value) }
        override func rewritten(string value: String) -> String? { check.rewritten(string: value) }
        override func failure(string value: String) -> ValueCheckFailure? { check.failure(string: value) }
    }

    final class Text: ValueCheckBox, @unchecked Sendable {
        let check: StringValidator
        init(_ check: StringValidator) {
            self.check = check
            super.init(writesEmptyStringForNull: check.writesEmptyStringForNull)
        }
        override func passes(string value: String) -> Bool { check.passes(string: value) }
        override func passes(int value: Int) -> Bool { check.passes(int: value) }
        override func rewritten(string value: String) -> String? { check.rewritten(string: value) }
        override func failure(string value: String) -> ValueCheckFailure? { check.failure(string: value) }
    }

    final class Match: ValueCheckBox, @unchecked Sendable {
        let check: MatchValidator
        init(_ check: MatchValidator) {
            self.check = check
            super.init(writesEmptyStringForNull: check.writesEmptyStringForNull)
        }
        override func passes(string value: String) -> Bool { check.passes(string: value) }
        override func passes(int value: Int) -> Bool { check.passes(int: value) }
        override func rewritten(string value: String) -> String? { check.rewritten(string: value) }
        override func failure(string value: String) -> ValueCheckFailure? { check.failure(string: value) }
    }

    final class Email: ValueCheckBox, @unchecked Sendable {
        let check: EmailValidator
        init(_ check: EmailValidator) {
            self.check = check
            super.init(writesEmptyStringForNull: check.writesEmptyStringForNull)
        }
        override func passes(string value: String) -> Bool { check.passes(string: value) }
        override func passes(int value: Int) -> Bool { check.passes(int: value) }
        override func rewritten(string value: String) -> String? { check.rewritten(string: value) }
        override func failure(string value: String) -> ValueCheckFailure? { check.failure(string: value) }
    }

    final class Url: ValueCheckBox, @unchecked Sendable {
        let check: UrlValidator
        init(_ check: UrlValidator) {
            self.check = check
            super.init(writesEmptyStringForNull: check.writesEmptyStringForNull)
        }
        override func passes(string value: String) -> Bool { check.passes(string: value) }
        override func passes(int value: Int) -> Bool { check.passes(int: value) }
        override func rewritten(string value: String) -> String? { check.rewritten(string: value) }
        override func failure(string value: String) -> ValueCheckFailure? { check.failure(string: value) }
    }

    final class Number: ValueCheckBox, @unchecked Sendable {
        let check: NumberValidator
        init(_ check: NumberValidator) {
            self.check = check
            super.init(writesEmptyStringForNull: check.writesEmptyStringForNull)
        }
        override func passes(string value: String) -> Bool { check.passes(string: value) }
        override func passes(int value: Int) -> Bool { check.passes(int: value) }
        override func rewritten(string value: String) -> String? { check.rewritten(string: value) }
        override func failure(string value: String) -> ValueCheckFailure? { check.failure(string: value) }
    }

    final class Range: ValueCheckBox, @unchecked Sendable {
        let check: RangeValidator
        init(_ check: RangeValidator) {
            self.check = check
            super.init(writesEmptyStringForNull: check.writesEmptyStringForNull)
        }
        override func passes(string value: String) -> Bool { check.passes(string: value) }
        override func passes(int value: Int) -> Bool { check.passes(int: value) }
        override func rewritten(string value: String) -> String? { check.rewritten(string: value) }
        override func failure(string value: String) -> ValueCheckFailure? { check.failure(string: value) }
    }

    final class Trim: ValueCheckBox, @unchecked Sendable {
        let check: TrimValidator
        init(_ check: TrimValidator) {
            self.check = check
            super.init(writesEmptyStringForNull: check.writesEmptyStringForNull)
        }
        override func passes(string value: String) -> Bool { check.passes(string: value) }
        override func passes(int value: Int) -> Bool { check.passes(int: value) }
        override func rewritten(string value: String) -> String? { check.rewritten(string: value) }
        override func failure(string value: String) -> ValueCheckFailure? { check.failure(string: value) }
    }
}
