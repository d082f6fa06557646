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
    public var invalidAssignments: [(attribute: String, value: AttributeValue)]
    /// A failure a validator raised with ``ValidatableModel/abortValidation(_:)``; the running
    /// `validate()` throws it as soon as that validator returns.
    @usableFromInline var abortError: ModelError?

    /// Creates a state in `scenario` with no errors.
    public init(scenario: String = ValidationState.defaultScenario) {
        self.scenario = scenario
        self.errors = ValidationErrors()
        self.invalidAssignments = []
        self.abortError = nil
    }

    public static func == (lhs: ValidationState, rhs: ValidationState) -> Bool {
        lhs.scenario == rhs.scenario && lhs.errors == rhs.errors
            && lhs.invalidAssignments.count == rhs.invalidAssignments.count
            && zip(lhs.invalidAssignments, rhs.invalidAssignments).allSatisfy { $0.attribute.hasSameBytes(as: $1.attribute) }
            && lhs.invalidAssignments.map(\.value) == rhs.invalidAssignments.map(\.value)
    }
}
