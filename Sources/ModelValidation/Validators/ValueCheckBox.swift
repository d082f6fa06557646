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
    /// The check's ``ValueCheck/verdict(string:)``.
    @usableFromInline let verdictOfString: @Sendable (String) -> ValueCheckVerdict
    /// The check's ``ValueCheck/failure(int:)``.
    @usableFromInline let failureOfInt: @Sendable (Int) -> ValueCheckFailure?
    /// The check's ``ValueCheck/failureOfRejectedStrings``.
    @usableFromInline let failureOfRejectedStrings: ValueCheckFailure?
    /// The check's ``ValueCheck/failureOfNull``.
    @usableFromInline let failureOfNull: ValueCheckFailure?
    /// The check's ``ValueCheck/firstSight``.
    @usableFromInline let firstSight: FirstSight

    /// The box of a validator without a check.
    init() {
        writesEmptyStringForNull = false
        passesString = { _ in false }
        passesInt = { _ in false }
        rewrittenString = { _ in nil }
        verdictOfString = { _ in .undecided }
        failureOfInt = { _ in nil }
        failureOfRejectedStrings = nil
        failureOfNull = nil
        firstSight = .none
    }

    /// The box of `check`, its closures compiled for `Check` where this is called with a
    /// concrete type (see ``holding(_:)``).
    private init<Check: ValueCheck>(_ check: Check, passes test: (@Sendable (String) -> Bool)? = nil) {
        writesEmptyStringForNull = check.writesEmptyStringForNull
        // The closures capture one reference (the closure's context is then the object
        // itself; a captured validator was unpacked from a box of its own at each call).
        let held = Held(check)
        // A test of the check's own, which holds less than the validator: calling the check's
        // method, the closure copied the whole validator to the stack first.
        if let test {
            passesString = test
        } else {
            passesString = { held.check.passes(string: $0) }
        }
        passesInt = { held.check.passes(int: $0) }
        rewrittenString = { held.check.rewritten(string: $0) }
        verdictOfString = { held.check.verdict(string: $0) }
        failureOfInt = { held.check.failure(int: $0) }
        failureOfRejectedStrings = check.failureOfRejectedStrings
        failureOfNull = check.failureOfNull
        firstSight = check.firstSight
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
        case let check as StringValidator: ValueCheckBox(check, passes: check.lengthTest)
        case let check as MatchValidator: ValueCheckBox(check)
        case let check as EmailValidator: ValueCheckBox(check, passes: check.builtInTest)
        case let check as UrlValidator: ValueCheckBox(check)
        case let check as NumberValidator: ValueCheckBox(check)
        case let check as RangeValidator: ValueCheckBox(check, passes: check.membershipTest)
        case let check as TrimValidator: ValueCheckBox(check)
        default: ValueCheckBox(check)
        }
    }

    /// ``ValueCheck/passes(string:)``, at first sight where it can (see ``FirstSight``): a
    /// call through the closure cost as much as most strings' checks.
    @inlinable func passes(string value: String) -> Bool { firstSight.passes(value) || passesString(value) }
    /// ``ValueCheck/passes(int:)``.
    @inlinable func passes(int value: Int) -> Bool { passesInt(value) }
    /// ``ValueCheck/rewritten(string:)``.
    @inlinable func rewritten(string value: String) -> String? { rewrittenString(value) }
    /// ``ValueCheck/verdict(string:)`` on a string ``passes(string:)`` answered `false` for:
    /// ``ValueCheck/failureOfRejectedStrings`` when the check has one, without deciding the
    /// string again.
    @inlinable func verdict(rejected value: String) -> ValueCheckVerdict {
        if let failure = failureOfRejectedStrings { return .fails(failure) }
        return verdictOfString(value)
    }
    /// ``ValueCheck/failure(int:)``.
    @inlinable func failure(int value: Int) -> ValueCheckFailure? { failureOfInt(value) }
}
