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
    /// Values inside nested attributes that the last massive assignment could not take (see
    /// `Nested/`), until the attribute is assigned again: elements of typed nested lists that
    /// were not objects (the list's `.nested` rule fails each with `attribute.invalidType` at
    /// its index, and leaves alone the fresh model standing in for it), and values of the wrong
    /// shape for a nested attribute of an object a nested schema assigned (its `nested` rule
    /// hands each to the model it validates the object in, as that model's failed assignment).
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
    /// The scenario and the rarely set part, read together: in generic code each read of a
    /// model's `validation` copies all of it.
    var scenarioAndRare: (scenario: String, rare: Rare?) { (scenario, rare) }
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

    /// A value inside a nested attribute that massive assignment could not take: the
    /// attribute, the value's place below it and the value.
    ///
    /// The place is an index (`[1]`) for an element of a typed nested list that is not an
    /// object; for a nested schema it ends with the key of a nested attribute whose value had
    /// the wrong shape, after the index of the object in a list and the keys and indexes of
    /// the objects around it (`[0, "crates"]` in `consignments`).
    @usableFromInline
    struct InvalidElement: Sendable, Equatable {
        let attribute: String
        let path: [AttributePath.Segment]
        let value: AttributeValue

        /// The same attribute (by its bytes), place and value.
        @usableFromInline
        static func == (lhs: InvalidElement, rhs: InvalidElement) -> Bool {
            lhs.attribute.hasSameBytes(as: rhs.attribute) && lhs.path.count == rhs.path.count
                && zip(lhs.path, rhs.path).allSatisfy(Self.same) && lhs.value == rhs.value
        }

        /// Whether two segments are the same index, or names with the same bytes.
        static func same(_ lhs: AttributePath.Segment, _ rhs: AttributePath.Segment) -> Bool {
            switch (lhs, rhs) {
            case (.index(let a), .index(let b)): return a == b
            case (.name(let a), .name(let b)): return a.hasSameBytes(as: b)
            default: return false
            }
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
