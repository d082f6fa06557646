import Testing
@testable import ModelValidation

/// Builds a dynamic model for a test, failing the test on a rule error.
func makeModel(
    _ attributes: [String], _ rules: [Rule], scenarios: ScenarioMap? = nil, labels: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
) -> DynamicModel {
    do {
        return try DynamicModel(attributes: attributes, rules: rules, scenarios: scenarios, labels: labels)
    } catch {
        Issue.record("rule error: \(error)", sourceLocation: sourceLocation)
        return DynamicModel(attributes: attributes, ruleSet: try! RuleSet([]))
    }
}

/// The rule error a rule list raises, or `nil`.
func ruleError(_ rules: [Rule]) -> RuleError? {
    do { _ = try RuleSet(rules); return nil } catch { return error }
}

/// Validates a model, failing the test on a model error.
@discardableResult
func check(_ model: inout DynamicModel, _ names: [String]? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    do { return try model.validate(names) } catch {
        Issue.record("model error: \(error)", sourceLocation: sourceLocation)
        return false
    }
}

/// The codes of an attribute's errors.
func codes(_ model: some ValidatableModel, _ attribute: String) -> [String] {
    model.errors[attribute].map(\.code)
}
