extension ValidatableModel {
    /// Validates the model in its current scenario, Yii's way.
    ///
    /// 1. Clears the errors (unless `clearErrors` is `false`) and re-adds an
    ///    `attribute.invalidType` error for each value that could not be assigned.
    /// 2. Calls ``beforeValidate()``; `false` cancels and returns `false`.
    /// 3. Throws if the scenario is unknown.
    /// 4. Runs the scenario's active rules in declaration order; each visits its attributes among
    ///    the targets (`attributeNames`, or the active attributes), in target order, skipping one
    ///    that already has errors (`skipOnError`) or is empty (`skipOnEmpty`), or whose `when`
    ///    fails. Filters write values that later rules see.
    /// 5. Calls ``afterValidate()``.
    ///
    /// ```swift
    /// var model = try DynamicModel(attributes: ["email"], rules: [Rule(["email"], "required")])
    /// try model.validate()          // false
    /// model.firstError("email")     // "Email cannot be blank."
    /// ```
    ///
    /// - Parameters:
    ///   - attributeNames: Validate only these (names no active rule lists are ignored; as in
    ///     Yii, a listed attribute is validated even when it is not active).
    ///   - clearErrors: Whether to clear existing errors first.
    /// - Returns: Whether the model has no errors afterwards (all of them, not only those of
    ///   the attributes validated).
    /// - Throws: ``ModelError`` for an unknown scenario, an attribute a rule names that the
    ///   model lacks, or an error a validator raised with ``abortValidation(_:)``; and, before
    ///   any rule runs, for an asynchronous rule (`unique`, `exist`): validate such a model
    ///   with ``validateAsync(_:clearErrors:isolation:)``.
    // Inlinable so that the loop is specialized for each model type in its own module: direct
    // access to the model's storage instead of protocol dispatch and generic copies.
    @inlinable @discardableResult
    public mutating func validate(_ attributeNames: [String]? = nil, clearErrors: Bool = true) throws(ModelError) -> Bool {
        guard let scenario = try prepareValidation(clearErrors: clearErrors) else { return false }
        let plan = attributeNames.map {
            ValidationPlan(targets: $0, ruleIndices: scenario.activeRuleIndices, rules: ruleSet.rules)
        } ?? scenario.plan
        if let step = plan.asynchronousStep { throw ModelError(.asynchronousRule, name: step.name) }
        // Each attribute's position in the model, resolved once.
        var positions = SlotPositions()
        for (slot, name) in plan.attributes.prefix(SlotPositions.capacity).enumerated() {
            positions[slot] = attributePosition(of: name)
        }
        for step in plan.steps {
            try run(step, attributes: plan.attributes, positions: positions)
        }
        afterValidate()
        return validation.errors.isEmpty
    }

    /// Runs one rule on its attributes (step 4 for one rule).
    @inlinable
    mutating func run(_ step: ValidationPlan.Step, attributes: [String], positions: SlotPositions) throws(ModelError) {
        guard step.validatesValues else { return }
        for slot in step.slots {
            let attribute = attributes[slot]
            if step.skipOnError && validation.errors.contains(attribute) { continue }
            let read: AttributeValue?
            if let position = positions[slot] { read = value(atPosition: position) } else { read = value(of: attribute) }
            guard let value = read else {
                throw ModelError(.unknownAttribute, name: attribute)
            }
            if step.skipOnEmpty && step.isEmpty.isEmpty(value) { continue }
            if let when = step.when, !when.isSatisfied(by: self, attribute: attribute) { continue }
            step.validator.validate(attribute, value: value, model: &self)
            if let error = validation.abortError { validation.abortError = nil; throw error }
        }
    }

    /// Steps 1–3: clear, re-add failed assignments, `beforeValidate`, resolve the scenario.
    /// Returns `nil` when `beforeValidate` cancelled.
    @usableFromInline
    mutating func prepareValidation(clearErrors: Bool) throws(ModelError) -> ResolvedScenario? {
        validation.abortError = nil
        if clearErrors { validation.errors.removeAll() }
        if !validation.invalidAssignments.isEmpty {
            for (attribute, value) in validation.invalidAssignments where !validation.errors.contains(attribute) {
                addError(attribute, code: "attribute.invalidType", template: "{attribute} is invalid.", value: value)
            }
        }
        guard beforeValidate() else { return nil }
        let rules = ruleSet
        guard let scenario = rules.scenario(named: validation.scenario) else {
            // A rule set that failed to build has no scenarios: say why.
            if let error = rules.configurationError { throw ModelError(.invalidRules, name: error.description) }
            throw ModelError(.unknownScenario, name: validation.scenario)
        }
        return scenario
    }
}
