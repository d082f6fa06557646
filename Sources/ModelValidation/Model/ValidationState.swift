/// The validation bookkeeping a model carries: its scenario, its errors and the values that
/// could not be assigned.
///
/// A model stores one of these (``ValidatableModel/validation``); the engine reads and updates it.
///
/// ```swift
/// struct Signup: TypedModel {
///     var email = ""
///     var validation = ValidationState()
///     // ...
/// }
/// ```
public struct ValidationState: Sendable, Equatable {
    /// The name of the default scenario.
    public static let defaultScenario = "default"

    /// The current scenario. Setting an unknown name is allowed; validating in it throws.
    public var scenario: String
    /// The current errors.
    public var errors: ValidationErrors
    /// Attributes whose last assigned value could not be converted to the property's type,
    /// with that value. Each becomes an `attribute.invalidType` error when validating, until
    /// the attribute is assigned successfully.
    public var invalidAssignments: [(attribute: String, value: AttributeValue)] {
        @inlinable get { rare?.invalidAssignments ?? [] }
        set { rare = Rare.holding(newValue, rare?.abortError) }
    }
    /// A failure a validator raised with ``ValidatableModel/abortValidation(_:)``; the running
    /// `validate()` throws it as soon as that validator returns.
    @inlinable var abortError: ModelError? {
        get { rare?.abortError }
        set {
            // Clearing what is already clear (each validation starts so) changes nothing.
            if newValue == nil && rare?.abortError == nil { return }
            rare = Rare.holding(invalidAssignments, newValue)
        }
    }
    /// ``invalidAssignments`` and ``abortError``, which few validations have: `nil` without
    /// them, so that copying or dropping a state (a typed model's copy, say) retains or
    /// releases one reference for both, not one for each.
    @usableFromInline var rare: Rare?

    /// The rarely set part of a state, immutable (a change makes a new one).
    @usableFromInline
    final class Rare: Sendable {
        @usableFromInline let invalidAssignments: [(attribute: String, value: AttributeValue)]
        @usableFromInline let abortError: ModelError?

        init(invalidAssignments: [(attribute: String, value: AttributeValue)], abortError: ModelError?) {
            self.invalidAssignments = invalidAssignments
            self.abortError = abortError
        }

        /// A part holding both, or `nil` when both are empty.
        @usableFromInline
        static func holding(_ invalidAssignments: [(attribute: String, value: AttributeValue)], _ abortError: ModelError?) -> Rare? {
            if invalidAssignments.isEmpty && abortError == nil { return nil }
            return Rare(invalidAssignments: invalidAssignments, abortError: abortError)
        }
    }

    /// Creates a state in `scenario` with no errors.
    public init(scenario: String = ValidationState.defaultScenario) {
        self.scenario = scenario
        self.errors = ValidationErrors()
        self.rare = nil
    }

    public static func == (lhs: ValidationState, rhs: ValidationState) -> Bool {
        lhs.scenario == rhs.scenario && lhs.errors == rhs.errors
            && lhs.invalidAssignments.count == rhs.invalidAssignments.count
            && zip(lhs.invalidAssignments, rhs.invalidAssignments).allSatisfy { $0.attribute.hasSameBytes(as: $1.attribute) }
            && lhs.invalidAssignments.map(\.value) == rhs.invalidAssignments.map(\.value)
    }
}
