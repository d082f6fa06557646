import ModelValidation

/// How a ``DynamicModel``'s massive assignment writes an attribute that a data-form `nested`
/// rule declares, read backwards: the document values it turns into values the rules accept.
///
/// Assignment writes an object (or each object of a list) into a new model of the nested schema,
/// keeping only the nested scenario's safe attributes; a key the document leaves out keeps the
/// value at its place (`null` in a new model), unknown and unsafe keys are dropped, and lists
/// keep their elements that are not objects (validation reports them). `null` clears the
/// attribute. A value of another shape (a string for an object, an object for a list) is refused:
/// at the top level that is an `attribute.invalidType` failure. Inside a nested object the
/// object's model refuses it the same way (the key keeps its value), and the failure comes
/// when the `nested` rule holding the object validates it: when that rule may not run, or may
/// run on a value an earlier rule rewrote, the key is read as keeping its value, which then
/// has to pass.
///
/// The rules see the assigned values; the schema describes the document. Everything here is
/// exact, except that a list whose current elements differ lets each element's keys be left out.
enum NestedAssignment {
    /// The document values assignment turns into a member of `after`.
    ///
    /// - Parameters:
    ///   - after: The values the attribute's rules accept (the value after assignment).
    ///   - nested: The `nested` rule that declares the attribute.
    ///   - parent: The scenario of the model the attribute belongs to.
    ///   - current: The attribute's value before assignment; `nil` when it may be anything.
    ///   - refusesWrongShape: Whether a value of another shape fails validation: `true` at the
    ///     top level, and in a nested object that its `nested` rule certainly validates
    ///     (``validatesObjects(_:)``); `false` when the key may keep its value unreported.
    ///   - validatesObjects: Whether the attribute's own `nested` rule certainly validates the
    ///     objects assigned (so that a value of another shape inside them fails).
    /// - Returns: The document values.
    static func documentValues(assigning after: ValueSet, with nested: NestedValidator, parent: String,
                               current: AttributeValue?, refusesWrongShape: Bool, validatesObjects: Bool) -> ValueSet {
        guard let schema = nested.schema else { return after }
        let scenario = nested.nestedScenario(parent: parent)
        var out = ValueSet.nothing
        out.allowsNull = after.allowsNull
        // A refused value that nothing reports leaves the current one, which then has to pass.
        if !refusesWrongShape && (current.map(after.mayContain) ?? true) {
            out.booleans = .both
            out.numbers = NumberSet()
            out.strings = StringSet()
            if nested.isList { out.objects = ContainerSet() } else { out.arrays = ContainerSet() }
        }
        if nested.isList {
            guard let arrays = after.arrays else { return out }
            // Element i starts from the current element i, if there is one.
            let elementCurrent: AttributeValue?
            if let current, current.arrayValue?.isEmpty ?? true { elementCurrent = .null } else { elementCurrent = nil }
            var element = arrays.element?.set ?? .any
            element.objects = element.objects.flatMap {
                objects(assigning: $0, schema: schema, scenario: scenario, current: elementCurrent, validated: validatesObjects)
            }
            out.arrays = ContainerSet(minCount: arrays.minCount, maxCount: arrays.maxCount, element: element, orEmpty: arrays.orEmpty)
        } else if let objects = after.objects {
            out.objects = Self.objects(assigning: objects, schema: schema, scenario: scenario, current: current, validated: validatesObjects)
        }
        return out
    }

    /// Whether the `nested` rule among an attribute's `steps` (in run order) certainly
    /// validates every object the attribute was assigned, and so reports what their models
    /// refused: it runs unconditionally (no `when`, no custom emptiness test) on the value as
    /// assigned (every rule before it leaves values as they are; a rule that writes the value
    /// assigns it again, and what the first assignment refused is gone).
    ///
    /// An empty value it skips holds no objects; a list it fails for its length, or an
    /// attribute with errors already, fails anyway.
    static func validatesObjects(_ steps: [AttributeReader.Step]) -> Bool {
        for step in steps {
            guard case .rule(let rule) = step else { return false }
            if let nested = rule.validator as? NestedValidator, nested.schema != nil {
                if case .custom = rule.isEmpty, rule.skipOnEmpty { return false }
                return rule.when == nil
            }
            guard RuleEffect.isIdentity(rule.validator) else { return false }
        }
        return false
    }

    /// The document objects assignment turns into a member of `after` (which hold exactly the
    /// nested schema's attributes); `nil` when there are none.
    ///
    /// - Parameters:
    ///   - after: The assigned objects that pass.
    ///   - schema: The nested schema.
    ///   - scenario: The nested scenario.
    ///   - current: The object at the place before assignment (`null` for none); `nil` when it
    ///     may be anything.
    ///   - validated: Whether the `nested` rule holding the objects certainly validates them
    ///     (see ``validatesObjects(_:)``), so that what their models refuse fails.
    static func objects(assigning after: ContainerSet, schema: ModelSchema, scenario: String,
                        current: AttributeValue?, validated: Bool) -> ContainerSet? {
        let count = schema.attributes.count
        // Without attributes, every object becomes the empty one.
        if count == 0 { return after.containsEmpty ? ContainerSet() : nil }
        if count < after.minCount { return nil }
        if let maxCount = after.maxCount, count > maxCount { return nil }
        guard let resolved = schema.ruleSet.scenario(named: scenario) else { return ContainerSet() }
        // Names match by their bytes, as the engine matches them.
        let declared = Set(schema.attributes.map(NameKey.init))
        /// What an assigned object holds at `name`: its set, with what every value may be.
        func assigned(_ name: String) -> ValueSet {
            var set = after.properties?.property(named: name)?.set ?? .any
            if let element = after.element { set = set.intersection(element.set) }
            return set
        }
        func currentValue(_ name: String) -> AttributeValue? {
            current.map { $0.objectValue?[name] ?? .null }
        }
        // An unsafe attribute keeps its current value, which has to pass.
        for name in schema.attributes where !resolved.isSafe(name) {
            if let value = currentValue(name), !assigned(name).mayContain(value) { return nil }
        }
        var properties: [PropertySet.Property] = []
        var seen = Set<NameKey>()
        let index = ScenarioSteps(schema.ruleSet, resolved)
        for name in resolved.safeAttributes where seen.insert(NameKey(name)).inserted && declared.contains(NameKey(name)) {
            let set = assigned(name)
            let value = currentValue(name)
            var document = set
            if let inner = schema.ruleSet.nestedSchemas[NameKey(name)] {
                // A value of another shape for `name` is refused by the object's model; it fails
                // where the objects are validated.
                let inside = validated && validatesObjects(index.steps(for: name))
                document = documentValues(assigning: set, with: inner, parent: scenario, current: value,
                                          refusesWrongShape: validated, validatesObjects: inside)
            }
            properties.append(PropertySet.Property(
                name: name, set: document, allowsMissing: value.map(set.mayContain) ?? true,
                annotations: index.annotations(for: name, label: schema.labels.value(forExactKey: name))))
        }
        return ContainerSet(properties: properties.isEmpty ? nil : PropertySet(properties))
    }
}
