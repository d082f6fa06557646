import ModelValidation

extension AttributeReader {
    /// What a data-form `nested` rule lets through: an object (or, with `list`, a list of
    /// `min`…`max` objects) whose nested attributes pass the nested schema's rules in the nested
    /// scenario, each read as the exporter reads a top-level attribute.
    ///
    /// The rule validates the object as it gets it: a key it leaves out holds `null` (the nested
    /// model's initial value), other keys are ignored. Values its rules filter are written back,
    /// so the rules after it see them changed (the transform is then opaque); a value that
    /// massive assignment already shaped is left as it is otherwise. The typed form (a nested
    /// model bound in a typed model's attribute table) is not expressed; on other models it does
    /// nothing.
    mutating func nested(_ validator: NestedValidator, rule: CompiledRule, owner: CompiledRule?) -> RuleEffect {
        guard let schema = validator.schema else {
            // The typed form validates the models a typed model binds; on any other model (and
            // on the scratch model a composite's child runs on) it does nothing.
            guard isTypedModel && owner == nil else { return RuleEffect(passes: .any) }
            return .unknown("a typed nested model (an attribute table's .model or .models binding) is not expressed")
        }
        // A child of a composite runs on a scratch model in the default scenario, on the value
        // as it is (no nested assignment).
        let parent = owner == nil ? scenario : ValidationState.defaultScenario
        let assigned = owner == nil && holdsAssignedObjects
        var objects = NestedObjects(schema: schema, scenario: validator.nestedScenario(parent: parent), holdsAssignedObjects: assigned)
        let properties = objects.read()
        for gap in objects.gaps { noteNested(gap, rule: rule, owner: owner, list: validator.isList) }
        var element = ValueSet.nothing
        element.objects = ContainerSet(properties: properties)
        var set = element
        if validator.isList {
            set = .nothing
            set.arrays = ContainerSet(minCount: validator.minCount ?? 0, maxCount: validator.maxCount, element: element)
        }
        let keeps = assigned && !defaultsToContainer && !objects.rewritesValues
        return RuleEffect(passes: set, transform: keeps ? .identity : .opaque)
    }

    /// Records a gap of the nested schema under this attribute (`items.*.sku`, `shipping.zip`),
    /// on the rule (or its top-level owner).
    private mutating func noteNested(_ inner: SchemaGap, rule: CompiledRule, owner: CompiledRule?, list: Bool) {
        let top = owner ?? rule
        var reason = "its schema's rule #\(inner.ruleIndex) \(inner.ruleType): \(inner.reason)"
        if owner != nil { reason = "its \(rule.rule.type) rule: " + reason }
        let gap = SchemaGap(attribute: attribute + (list ? ".*." : ".") + inner.attribute,
                            ruleIndex: top.index, ruleType: top.rule.type, reason: reason)
        if !gaps.contains(gap) { gaps.append(gap) }
    }
}

/// The objects of a nested schema in one scenario, as the `nested` rule validates them: one
/// property per active nested attribute, with the values its rules may pass.
struct NestedObjects {
    /// The nested schema.
    let schema: ModelSchema
    /// The nested scenario.
    let scenario: String
    /// Whether the objects come from a ``DynamicModel``'s massive assignment (see
    /// ``AttributeReader/holdsAssignedObjects``).
    let holdsAssignedObjects: Bool
    /// What the nested rules check that is not expressed, by nested attribute.
    private(set) var gaps: [SchemaGap] = []
    /// Whether a nested rule may change a value (so that the `nested` rule writes values back).
    private(set) var rewritesValues = false

    init(schema: ModelSchema, scenario: String, holdsAssignedObjects: Bool) {
        self.schema = schema
        self.scenario = scenario
        self.holdsAssignedObjects = holdsAssignedObjects
    }

    /// The properties of the objects that pass; `nil` when the scenario constrains none.
    mutating func read() -> PropertySet? {
        guard let resolved = schema.ruleSet.scenario(named: scenario) else {
            // The engine fails every object then; leaving them free stays sound.
            return nil
        }
        var properties: [PropertySet.Property] = []
        var seen = Set<NameKey>()
        let index = ScenarioSteps(schema.ruleSet, resolved)
        for attribute in resolved.activeAttributes where seen.insert(NameKey(attribute)).inserted {
            var reader = AttributeReader(attribute: attribute, scenario: scenario,
                                         holdsAssignedObjects: holdsAssignedObjects && schema.ruleSet.nestedSchemas[NameKey(attribute)] != nil)
            let steps = index.steps(for: attribute)
            let set = reader.read(steps)
            gaps += reader.gaps
            if reader.rewritesValues { rewritesValues = true }
            properties.append(PropertySet.Property(
                name: attribute, set: set, allowsMissing: set.mayContain(.null),
                annotations: index.annotations(for: attribute, label: schema.labels.value(forExactKey: attribute))))
        }
        return properties.isEmpty ? nil : PropertySet(properties)
    }
}

extension NestedValidator {
    /// The scenario a data-form `nested` rule validates and assigns its objects in, under a
    /// model in `parent`: as ``NestedScenario/resolve(parent:child:)`` finds it for a new model
    /// of the schema (which starts in `default`).
    func nestedScenario(parent: String) -> String {
        switch scenario {
        case .fixed(let fixed): return fixed.rawValue
        case .own: return ValidationState.defaultScenario
        case .inherited:
            return schema?.ruleSet.scenario(named: parent) != nil ? parent : ValidationState.defaultScenario
        }
    }
}
