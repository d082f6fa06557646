import ModelValidation

/// A schema file for `validate`: attributes, labels, rules and scenarios, built into a model
/// template once.
struct Schema {
    let template: DynamicModel

    /// Builds the schema from its JSON object.
    ///
    /// - Throws: ``UsageError`` with the JSON path of the first problem.
    init(json: AttributeValue, scenario: String) throws(UsageError) {
        guard case .object(let object) = json else { throw UsageError(message: "the schema must be a JSON object") }
        for key in object.keys where !["attributes", "labels", "rules", "scenarios"].contains(key) {
            throw UsageError(message: "\(key): unknown schema key")
        }
        guard case .array(let items)? = object["attributes"] else {
            throw UsageError(message: "attributes: expected a list of attribute names")
        }
        var attributes: [String] = []
        for (i, item) in items.enumerated() {
            guard case .string(let name) = item else { throw UsageError(message: "attributes[\(i)]: expected a string") }
            attributes.append(name)
        }
        var labels: [String: String] = [:]
        if let value = object["labels"], !value.isNull {
            guard case .object(let map) = value else { throw UsageError(message: "labels: expected an object") }
            for (key, label) in map {
                guard case .string(let s) = label else { throw UsageError(message: "labels.\(key): expected a string") }
                labels[key] = s
            }
        }
        var scenarios: ScenarioMap?
        if let value = object["scenarios"], !value.isNull {
            guard case .object(let map) = value else { throw UsageError(message: "scenarios: expected an object") }
            var declared = ScenarioMap()
            for (name, list) in map {
                guard case .array(let entries) = list else { throw UsageError(message: "scenarios.\(name): expected a list") }
                var names: [String] = []
                for (i, entry) in entries.enumerated() {
                    guard case .string(let s) = entry else { throw UsageError(message: "scenarios.\(name)[\(i)]: expected a string") }
                    names.append(s)
                }
                declared[name] = names
            }
            scenarios = declared
        }
        let ruleSet: RuleSet
        do {
            ruleSet = try RuleSet(json: object["rules"] ?? .array([]), scenarios: scenarios)
        } catch {
            throw UsageError(message: error.description)
        }
        var model = DynamicModel(attributes: attributes, ruleSet: ruleSet, labels: labels)
        guard ruleSet.scenario(named: scenario) != nil else {
            throw UsageError(message: "unknown scenario \"\(scenario)\" (the schema declares: \(ruleSet.scenarioMap.names.joined(separator: ", ")))")
        }
        model.scenario = scenario
        template = model
    }
}
