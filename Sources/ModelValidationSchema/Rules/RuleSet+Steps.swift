import ModelValidation

/// What the exporter reads from a rule set for one attribute of one scenario, at the top level
/// and in nested schemas alike.
extension RuleSet {
    /// The rules that validate `attribute` in `scenario`, in run order, with the rules that
    /// write it from another attribute (see ``ScenarioSteps``).
    func steps(for attribute: String, in scenario: ResolvedScenario) -> [AttributeReader.Step] {
        ScenarioSteps(self, scenario).steps(for: attribute)
    }

    /// The value of the first `default` rule on `attribute` in `scenario`, as an annotation.
    func defaultValue(for attribute: String, in scenario: ResolvedScenario) -> AttributeValue? {
        ScenarioSteps(self, scenario).defaultValue(for: attribute)
    }
}

/// What the exporter reads from a rule set for the attributes of one scenario, at the top level
/// and in nested schemas alike, gathered in one pass over the scenario's rules.
///
/// A rule validates the scenario's active attributes it names one after another, in the
/// scenario's order, a target listed twice twice (Yii's `["a", "!a"]`). A `date` rule whose
/// `timestampAttribute` is `attribute` writes it each time it validates another attribute:
/// before its own check of `attribute` when that attribute comes first (`["c", "b"]` with
/// `timestampAttribute: "b"` checks the value validating `c` wrote), after it otherwise.
///
/// Asking every active rule about every attribute, and each rule about every active attribute,
/// cost rules times attributes: exporting a schema of 20,000 attributes with a rule each took
/// minutes. Each rule now finds its targets from its own attributes.
struct ScenarioSteps {
    private var steps: [NameKey: [AttributeReader.Step]] = [:]
    private var defaults: [NameKey: AttributeValue] = [:]

    init(_ ruleSet: RuleSet, _ scenario: ResolvedScenario) {
        let active = scenario.activeAttributes
        var places: [NameKey: [Int]] = [:]
        for (place, name) in active.enumerated() { places[NameKey(name), default: []].append(place) }
        for index in scenario.activeRuleIndices {
            let rule = ruleSet.rules[index]
            let written = (rule.validator as? DateValidator)?.timestampAttribute
            // The targets the rule validates, in the scenario's order (a name the rule lists
            // twice once).
            var validated: [Int] = []
            var seen = Set<NameKey>()
            for name in rule.attributeNames where seen.insert(NameKey(name)).inserted {
                validated += places[NameKey(name)] ?? []
            }
            if seen.count > 1 { validated.sort() }
            for place in validated {
                let target = active[place]
                steps[NameKey(target), default: []].append(.rule(rule))
                if let written, !target.hasSameBytes(as: written) {
                    steps[NameKey(written), default: []].append(.overwrite(rule))
                }
            }
            if let validator = rule.validator as? DefaultValueValidator, !validator.value.isNull {
                for name in rule.attributeNames where defaults[NameKey(name)] == nil {
                    defaults[NameKey(name)] = validator.value
                }
            }
        }
    }

    /// The rules that validate `attribute`, in run order, with the rules that write it from
    /// another attribute.
    func steps(for attribute: String) -> [AttributeReader.Step] { steps[NameKey(attribute)] ?? [] }

    /// The value of the first `default` rule on `attribute`, as an annotation.
    func defaultValue(for attribute: String) -> AttributeValue? { defaults[NameKey(attribute)] }

    /// The annotations of an attribute's property: its label as `title` (`label`, else Yii's
    /// generated label) and its `default`.
    func annotations(for attribute: String, label: String?) -> AttributeObject {
        var annotations: AttributeObject = ["title": .string(label ?? AttributeLabel.generate(attribute))]
        if let value = defaultValue(for: attribute) { annotations["default"] = value }
        return annotations
    }
}

extension ValueSet {
    /// The set as a property's schema: the `title` annotation first, then the keywords, then
    /// the other annotations (`default`).
    func propertySchema(annotations: AttributeObject) -> AttributeObject {
        var schema = AttributeObject()
        if let title = annotations["title"] { schema["title"] = title }
        for (key, value) in jsonSchema() { schema[key] = value }
        for (key, value) in annotations where key != "title" { schema[key] = value }
        return schema
    }
}
