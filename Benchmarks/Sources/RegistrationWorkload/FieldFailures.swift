/// What ``ByteLevelChecks`` found wrong with a record: at most one failure per field (each
/// field's rules stop at its first failure, as Yii's `skipOnError` does), kept in one word so
/// that a valid record costs no allocation. Messages are rendered when asked for.
package struct FieldFailures: Equatable, Sendable {
    /// Why a field failed; each case has Yii's default message (or the rule's own).
    package enum Failure: UInt8, Sendable {
        case blank = 1, notString, tooShort, tooLong, patternMismatch, notEmail, noUpperCase, noLowerCase,
             noDigit, notEqual, notInteger, tooSmall, tooBig, notURL, notInRange
    }

    /// One byte per field (by ``PlainRegistration/Field`` position): a ``Failure`` raw value,
    /// or 0 when the field passed.
    private var codes: UInt64 = 0

    /// No failures.
    package init() {}

    /// Whether the record passed.
    package var isEmpty: Bool { codes == 0 }

    /// Notes that `field` failed.
    @inline(__always)
    package mutating func add(_ failure: Failure, _ field: PlainRegistration.Field) {
        codes |= UInt64(failure.rawValue) << UInt64(field.rawValue &* 8)
    }

    /// The failure of `field`, if it failed.
    package subscript(field: PlainRegistration.Field) -> Failure? {
        Failure(rawValue: UInt8(truncatingIfNeeded: codes >> UInt64(field.rawValue * 8)))
    }

    /// The fields that failed, in field order.
    package var fields: [PlainRegistration.Field] {
        PlainRegistration.Field.allCases.filter { self[$0] != nil }
    }

    /// The message of `field`'s failure, as Yii words it for the workload's rules.
    package func message(for field: PlainRegistration.Field) -> String? {
        guard let failure = self[field] else { return nil }
        let label = field.label
        switch failure {
        case .blank: return "\(label) cannot be blank."
        case .notString: return "\(label) must be a string."
        case .tooShort: return "\(label) should contain at least \(field == .username ? 3 : 8) characters."
        case .tooLong: return "\(label) should contain at most \(field == .username ? 32 : 500) characters."
        case .patternMismatch, .notInRange: return "\(label) is invalid."
        case .notEmail: return "\(label) is not a valid email address."
        case .noUpperCase: return "\(label) must contain an upper-case letter."
        case .noLowerCase: return "\(label) must contain a lower-case letter."
        case .noDigit: return "\(label) must contain a digit."
        case .notEqual: return "\(label) must be equal to \"Password\"."
        case .notInteger: return "\(label) must be an integer."
        case .tooSmall: return "\(label) must be no less than 13."
        case .tooBig: return "\(label) must be no greater than 130."
        case .notURL: return "\(label) is not a valid URL."
        }
    }
}
