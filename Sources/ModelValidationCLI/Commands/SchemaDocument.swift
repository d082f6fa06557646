import ModelValidation

/// A schema file read leniently: every problem is collected with its JSON path instead of
/// stopping at the first, so `check` can list them all and `validate` can refuse to start.
///
/// A schema is `{"attributes": [names], "labels": {name: label}, "scenarios": {name: [names]},
/// "rules": [rule objects]}`; only `attributes` is required.
struct SchemaDocument {
    /// The declared attributes, in order.
    private(set) var attributes: [String] = []
    /// Explicit labels.
    private(set) var labels: [String: String] = [:]
    /// The explicit scenario map, if the schema has one.
    private(set) var scenarios: ScenarioMap?
    /// The rules that were read and built without problems.
    private(set) var rules: [Rule] = []
    /// Every problem, as `path: reason`, in document order.
    private(set) var problems: [String] = []
    /// Parameters PHP would silently convert (``RuleSet/warnings``), as `path: reason`.
    private(set) var warnings: [String] = []

    static let keys = ["attributes", "labels", "rules", "scenarios"]

    /// Reads a schema and checks every part of it.
    init(json: AttributeValue, registry: ValidatorRegistry = .builtIn) {
        guard case .object(let object) = json else {
            problems.append("(root): expected a JSON object, got \(json.kindName)")
            return
        }
        for key in object.keys where !Self.keys.contains(key) {
            problems.append("\(key): unknown key (expected \(Self.keys.joined(separator: ", ")))")
        }
        readAttributes(object["attributes"])
        readLabels(object["labels"])
        readScenarios(object["scenarios"])
        readRules(object["rules"], registry: registry)
    }

    private mutating func readAttributes(_ value: AttributeValue?) {
        guard case .array(let items)? = value else {
            problems.append("attributes: " + (value == nil ? "missing (a list of attribute names)" : "expected a list of attribute names"))
            return
        }
        var seen = Set<String>()
        for (i, item) in items.enumerated() {
            guard case .string(let name) = item, !name.isEmpty else {
                problems.append("attributes[\(i)]: expected a non-empty string")
                continue
            }
            if seen.insert(name).inserted { attributes.append(name) } else {
                problems.append("attributes[\(i)]: \"\(name)\" is declared twice")
            }
        }
    }

    private mutating func readLabels(_ value: AttributeValue?) {
        guard let value, !value.isNull else { return }
        guard case .object(let map) = value else { problems.append("labels: expected an object"); return }
        for (key, label) in map {
            guard case .string(let text) = label else { problems.append("labels.\(key): expected a string"); continue }
            if !attributes.contains(key) { problems.append("labels.\(key): not a declared attribute") }
            labels[key] = text
        }
    }

    private mutating func readScenarios(_ value: AttributeValue?) {
        guard let value, !value.isNull else { return }
        guard case .object(let map) = value else { problems.append("scenarios: expected an object"); return }
        let declared = Set(attributes)
        var scenarioMap = ScenarioMap()
        for (name, list) in map {
            guard case .array(let entries) = list else { problems.append("scenarios.\(name): expected a list of attribute names"); continue }
            var names: [String] = []
            for (i, entry) in entries.enumerated() {
                guard case .string(let text) = entry else { problems.append("scenarios.\(name)[\(i)]: expected a string"); continue }
                let bare = text.hasPrefix("!") ? String(text.drop { $0 == "!" }) : text
                if !declared.contains(bare) { problems.append("scenarios.\(name)[\(i)]: \"\(bare)\" is not a declared attribute") }
                names.append(text)
            }
            scenarioMap[name] = names
        }
        scenarios = scenarioMap
    }

    private mutating func readRules(_ value: AttributeValue?, registry: ValidatorRegistry) {
        guard let value, !value.isNull else { return }
        guard case .array(let items) = value else { problems.append("rules: expected a list of rule objects"); return }
        let declared = Set(attributes)
        for (index, item) in items.enumerated() {
            let rule: Rule
            do {
                rule = try Rule(json: item, index: index)
                // Built alone, the rule is number 0: put its real index back in the path.
                for var warning in try RuleSet([rule], scenarios: ScenarioMap(), registry: registry).warnings {
                    warning.ruleIndex = index
                    warnings.append(warning.description)
                }
            } catch {
                var error = error
                if error.ruleIndex != nil { error.ruleIndex = index }
                problems.append(error.description)
                continue
            }
            for (i, name) in rule.attributeNames.enumerated() where !declared.contains(name) {
                problems.append("rules[\(index)].attributes[\(i)]: \"\(name)\" is not a declared attribute")
            }
            rules.append(rule)
        }
    }
}
