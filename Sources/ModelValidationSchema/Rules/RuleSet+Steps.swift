import ModelValidation

/// What the exporter reads from a rule set for one attribute of one scenario, at the top level
/// and in nested schemas alike.
extension RuleSet {
    /// The rules that validate `attribute` in `scenario`, in run order, with the rules that
    /// write it from another attribute.
    ///
    /// A rule validates the scenario's active attributes it names one after another, in the
    /// scenario's order, a target listed twice twice (Yii's `["a", "!a"]`). A `date` rule whose
    /// `timestampAttribute` is `attribute` writes it each time it validates another attribute:
    /// before its own check of `attribute` when that attribute comes first (`["c", "b"]` with
    /// `timestampAttribute: "b"` checks the value validating `c` wrote), after it otherwise.
    func steps(for attribute: String, in scenario: ResolvedScenario) -> [AttributeReader.Step] {
        var steps: [AttributeReader.Step] = []
        for index in scenario.activeRuleIndices {
            let rule = rules[index]
            let writes = (rule.validator as? DateValidator)?.timestampAttribute?.hasSameBytes(as: attribute) == true
            guard writes || rule.validates(attribute) else { continue }
            for target in scenario.activeAttributes where rule.validates(target) {
                if target.hasSameBytes(as: attribute) {
                    steps.append(.rule(rule))
                } else if writes {
                    steps.append(.overwrite(rule))
                }
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
