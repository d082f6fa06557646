import ModelValidation

/// What the exporter reads from a rule set for one attribute of one scenario, at the top level
/// and in nested schemas alike.
extension RuleSet {
    /// The rules that validate `attribute` in `scenario`, in run order, with the rules that
    /// write it from another attribute.
    func steps(for attribute: String, in scenario: ResolvedScenario) -> [AttributeReader.Step] {
        var steps: [AttributeReader.Step] = []
        for index in scenario.activeRuleIndices {
            let rule = rules[index]
            if rule.validates(attribute) {
                // A target listed twice is validated twice (Yii's `["a", "!a"]`).
                let count = scenario.activeAttributes.filter { $0 == attribute }.count
                for _ in 0..<Swift.max(1, count) { steps.append(.rule(rule)) }
            }
            if let date = rule.validator as? DateValidator, date.timestampAttribute == attribute,
               rule.attributeNames.contains(where: { $0 != attribute && scenario.isActive($0) }) {
                steps.append(.overwrite(rule))
            }
        }
        return steps
    }

    /// The value of the first `default` rule on `attribute` in `scenario`, as an annotation.
    func defaultValue(for attribute: String, in scenario: ResolvedScenario) -> AttributeValue? {
        for index in scenario.activeRuleIndices {
            let rule = rules[index]
            if rule.validates(attribute), let validator = rule.validator as? DefaultValueValidator, !validator.value.isNull {
                return validator.value
            }
        }
        return nil
    }

    /// The annotations of an attribute's property: its label as `title` (`labels`, else Yii's
    /// generated label) and its `default`.
    func annotations(for attribute: String, in scenario: ResolvedScenario, labels: [String: String]) -> AttributeObject {
        var annotations: AttributeObject = ["title": .string(labels[attribute] ?? AttributeLabel.generate(attribute))]
        if let value = defaultValue(for: attribute, in: scenario) { annotations["default"] = value }
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
