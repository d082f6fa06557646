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
        set { rare = Rare.holding(newValue, rare?.abortError, rare?.invalidElements ?? []) }
    }
    /// Elements of typed nested lists whose last assigned value was not an object (see
    /// `Nested/`). The list's `.nested` rule fails each with `attribute.invalidType` at its
    /// index, and leaves alone the fresh model standing in for it, until the attribute is
    /// assigned again.
    var invalidElements: [InvalidElement] {
        get { rare?.invalidElements ?? [] }
        set { rare = Rare.holding(invalidAssignments, rare?.abortError, newValue) }
    }
    /// A failure a validator raised with ``ValidatableModel/abortValidation(_:)``; the running
    /// `validate()` throws it as soon as that validator returns.
    @inlinable var abortError: ModelError? {
        get { rare?.abortError }
        set {
            // Clearing what is already clear (each validation starts so) changes nothing.
            if newValue == nil && rare?.abortError == nil { return }
            rare = Rare.holding(invalidAssignments, newValue, rare?.invalidElements ?? [])
        }
    }
    /// ``invalidAssignments``, ``abortError`` and the invalid elements, which few validations
    /// have: `nil` without them, so that copying or dropping a state (a typed model's copy,
    /// say) retains or releases one reference for all, not one for each.
    @usableFromInline var rare: Rare?

    /// The rarely set part of a state, immutable (a change makes a new one).
    @usableFromInline
    final class Rare: Sendable {
        @usableFromInline let invalidAssignments: [(attribute: String, value: AttributeValue)]
        @usableFromInline let abortError: ModelError?
        @usableFromInline let invalidElements: [InvalidElement]

        init(invalidAssignments: [(attribute: String, value: AttributeValue)], abortError: ModelError?,
             invalidElements: [InvalidElement]) {
            self.invalidAssignments = invalidAssignments
            self.abortError = abortError
            self.invalidElements = invalidElements
        }

        /// A part holding the three, or `nil` when all are empty.
        @usableFromInline
        static func holding(_ invalidAssignments: [(attribute: String, value: AttributeValue)], _ abortError: ModelError?,
                            _ invalidElements: [InvalidElement]) -> Rare? {
            if invalidAssignments.isEmpty && abortError == nil && invalidElements.isEmpty { return nil }
            return Rare(invalidAssignments: invalidAssignments, abortError: abortError, invalidElements: invalidElements)
        }
    }

    /// An element of a typed nested list that massive assignment could not assign, not being
    /// an object: the list's attribute, the element's index and its value.
    @usableFromInline
    struct InvalidElement: Sendable, Equatable {
        let attribute: String
        let index: Int
        let value: AttributeValue

        /// The same attribute (by its bytes), index and value.
        @usableFromInline
        static func == (lhs: InvalidElement, rhs: InvalidElement) -> Bool {
            lhs.attribute.hasSameBytes(as: rhs.attribute) && lhs.index == rhs.index && lhs.value == rhs.value
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
            && lhs.invalidElements == rhs.invalidElements
    }
}
