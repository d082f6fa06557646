/// A scenario name as a typed value.
///
/// Scenarios are plain names in rules and JSON; `Scenario` lets Swift code declare them once
/// as constants, so a misspelt scenario is a compile error instead of a rule that never runs.
/// It is expressible by a string literal, so a literal works wherever a `Scenario` is expected.
///
/// ```swift
/// extension Scenario {
///     static let signup: Scenario = "signup"
///     static let admin: Scenario = "admin"
/// }
///
/// Validate(\.role, .in(["user", "admin"])).on(.admin)
/// model.setScenario(.signup)
/// ```
public struct Scenario: Sendable, Hashable, RawRepresentable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The scenario's name, as rules and ``ValidationState/scenario`` spell it.
    public let rawValue: String

    /// Creates a scenario from its name.
    ///
    /// - Parameter rawValue: The scenario's name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a scenario from its name.
    ///
    /// - Parameter name: The scenario's name.
    public init(_ name: String) { self.rawValue = name }

    /// Creates a scenario from a string literal.
    ///
    /// - Parameter value: The scenario's name.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Yii's `default` scenario, the one every model starts in.
    public static let `default` = Scenario(rawValue: ValidationState.defaultScenario)

    /// The scenario's name.
    public var description: String { rawValue }
}

extension ValidatableModel {
    /// Switches the model to `scenario` (Yii's `$model->scenario = ...`).
    ///
    /// ```swift
    /// model.setScenario(.signup)
    /// model.scenario // "signup"
    /// ```
    ///
    /// - Parameter scenario: The scenario to validate and assign in.
    public mutating func setScenario(_ scenario: Scenario) {
        validation.scenario = scenario.rawValue
    }

    /// Whether the model is currently in `scenario`.
    ///
    /// - Parameter scenario: The scenario to test.
    /// - Returns: `true` when ``ValidatableModel/scenario`` names it.
    public func isIn(_ scenario: Scenario) -> Bool { validation.scenario.hasSameBytes(as: scenario.rawValue) }
}
