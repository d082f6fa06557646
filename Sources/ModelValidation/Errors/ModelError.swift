/// A usage error raised by a model operation, as opposed to a validation failure.
///
/// ```swift
/// model.scenario = "nope"
/// do { try model.validate() } catch { print(error) } // Unknown scenario: nope
/// ```
public struct ModelError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// `validate()` ran in a scenario the model does not declare.
        case unknownScenario
        /// An attribute name that the model does not have was read or written.
        case unknownAttribute
        /// A synchronous `validate()` (or live re-validation) met a rule that can only run
        /// asynchronously; ``ModelError/name`` names the rule (`rules[2] (unique on email)`).
        case asynchronousRule
        /// The model's rule set could not be built (see ``RuleSet/configurationError``); `name`
        /// holds the rule error's description.
        case invalidRules
    }

    /// The kind of error.
    public var kind: Kind
    /// The scenario, attribute or rule involved.
    public var name: String

    /// Creates a model error.
    public init(_ kind: Kind, name: String) {
        self.kind = kind
        self.name = name
    }

    public var description: String {
        switch kind {
        case .unknownScenario: return "Unknown scenario: \(name)"
        case .unknownAttribute: return "Unknown attribute: \(name)"
        case .asynchronousRule: return "\(name) is asynchronous: validate with try await validateAsync()"
        case .invalidRules: return "Invalid rules: \(name)"
        }
    }
}
