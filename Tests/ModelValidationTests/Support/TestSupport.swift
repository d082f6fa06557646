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

/// A model that is neither typed nor dynamic: the engine reads it through `value(of:)` only, so
/// every rule runs its validator (none of its values is checked in place). Values not set are
/// `null`; filters write into the dictionary.
struct ByNameModel: ValidatableModel {
    var values: [String: AttributeValue]
    let attributeNames: [String]
    let ruleSet: RuleSet
    var validation = ValidationState()

    init(_ values: [String: AttributeValue], attributes: [String], rules: RuleSet) {
        self.values = values
        attributeNames = attributes
        ruleSet = rules
    }

    func value(of attribute: String) -> AttributeValue? {
        attributeNames.contains(attribute) ? values[attribute] ?? .null : nil
    }

    mutating func setValue(_ value: AttributeValue, of attribute: String) -> AttributeWriteResult {
        guard attributeNames.contains(attribute) else { return .unknownAttribute }
        values[attribute] = value
        return .written
    }
}
