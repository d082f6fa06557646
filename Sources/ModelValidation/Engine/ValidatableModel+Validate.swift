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
        // Each attribute's position in the model: resolved once per typed model type (its
        // attributes are its type's) and once per list of names of dynamic models (models
        // copied from one template share it), once per validation otherwise.
        let positions: SlotPositions
        if attributeNames == nil && Self.self is any TypedModel.Type {
            positions = plan.positions(for: ObjectIdentifier(Self.self), names: nil) { resolvePositions(of: plan.attributes) }
        } else if attributeNames == nil && Self.self == DynamicModel.self {
            positions = plan.positions(for: ObjectIdentifier(Self.self), names: self.attributeNames) {
                resolvePositions(of: plan.attributes)
            }
        } else {
            positions = resolvePositions(of: plan.attributes)
        }
        // The steps unretained: the plan holds them, and it lives until the loop has ended
        // (`withExtendedLifetime` below), even if a validator replaces the model's rule set.
        let attributes = plan.attributes
        for step in plan.unownedSteps {
            if let error = step._withUnsafeGuaranteedRef({ run($0, attributes: attributes, positions: positions) }) {
                throw error
            }
        }
        withExtendedLifetime(plan) {}
        afterValidate()
        return validation.errors.isEmpty
    }

    /// The positions of `attributes` in this model.
    @inlinable
    func resolvePositions(of attributes: [String]) -> SlotPositions {
        var positions = SlotPositions()
        for (slot, name) in attributes.prefix(SlotPositions.capacity).enumerated() {
            positions[slot] = attributePosition(of: name)
        }
        return positions
    }

    /// Runs one rule on its attributes (step 4 for one rule); returns the error that stops the
    /// validation, if any.
    @inlinable
    mutating func run(_ step: ValidationPlan.Step, attributes: [String], positions: SlotPositions) -> ModelError? {
        guard step.validatesValues else { return nil }
        for slot in step.slots {
            let attribute = attributes[slot]
            if step.skipOnError && validation.errors.contains(attribute) { continue }
            let read: AttributeValue?
            if let position = positions[slot] { read = value(atPosition: position) } else { read = value(of: attribute) }
            guard let value = read else {
                return ModelError(.unknownAttribute, name: attribute)
            }
            if step.skipOnEmpty && step.isEmpty.isEmpty(value) { continue }
            if let when = step.when, !when.isSatisfied(by: self, attribute: attribute) { continue }
            step.validator.validate(attribute, value: value, model: &self)
            if let error = validation.abortError { validation.abortError = nil; return error }
        }
        return nil
    }

    /// Steps 1–3: clear, re-add failed assignments, `beforeValidate`, resolve the scenario.
    /// Returns `nil` when `beforeValidate` cancelled.
    // Inlinable so that the model's state is read directly, not copied through the protocol.
    @inlinable
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
