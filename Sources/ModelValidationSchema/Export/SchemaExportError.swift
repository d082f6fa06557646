/// Why a schema could not be exported.
///
/// ```swift
/// do {
///     _ = try JSONSchemaExporter(ruleSet: rules).export(scenario: "nope")
/// } catch {
///     print(error) // unknown scenario "nope" (the rule set declares: default, admin)
/// }
/// ```
public struct SchemaExportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The scenario asked for.
    public let scenario: String
    /// The scenarios the rule set declares.
    public let declared: [String]

    /// Creates the error for an unknown scenario.
    ///
    /// - Parameters:
    ///   - scenario: The scenario asked for.
    ///   - declared: The scenarios the rule set declares.
    public init(unknownScenario scenario: String, declared: [String]) {
        self.scenario = scenario
        self.declared = declared
    }

    /// `unknown scenario "x" (the rule set declares: a, b)`.
    public var description: String {
        "unknown scenario \"\(scenario)\" (the rule set declares: \(declared.joined(separator: ", ")))"
    }
}
