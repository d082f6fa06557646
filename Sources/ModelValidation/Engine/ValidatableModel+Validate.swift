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
        guard beginValidation(clearErrors: clearErrors) else { return false }
        // The rule set is held for the whole validation (even if a validator replaces the
        // model's), and its scenario, the scenario's plan and the program kept for the plan are
        // read through it with no reference counted (see `RuleSet.unretainedScenario(named:)`).
        let rules = ruleSet
        let stopped: ModelError?
        // A model of the type (a dynamic model: with the names) and in the scenario its rule set
        // keeps a run for: the plan and the program found at once (see `CompiledRun`); the
        // scenario's name is compared where it lies. Only typed and dynamic models have one.
        let names = Self.self == DynamicModel.self && attributeNames == nil ? self.attributeNames : nil
        if attributeNames == nil, let kept = withUnsafePointer(to: &validation.scenario, { scenario in
            Self.self == DynamicModel.self ? rules.unretainedRun(for: ObjectIdentifier(Self.self), names: names, scenario: scenario)
                : rules.unretainedRun(for: ObjectIdentifier(Self.self), scenario: scenario)
        }) {
            stopped = kept._withUnsafeGuaranteedRef { kept in
                runCompiled(kept.plan, Unmanaged.passUnretained(kept.published), isTyped: Self.self != DynamicModel.self)
            }
        } else {
            guard let found = rules.unretainedScenario(named: validation.scenario) else {
                throw Self.scenarioError(validation.scenario, in: rules)
            }
            stopped = found._withUnsafeGuaranteedRef { scenario in
                if let attributeNames {
                    return execute(ValidationPlan(targets: attributeNames, ruleIndices: scenario.activeRuleIndices, rules: rules.rules),
                                   attributeNames: attributeNames, keepingIn: nil)
                }
                return execute(scenario.plan, attributeNames: nil, keepingIn: (rules, found))
            }
        }
        withExtendedLifetime(rules) {}
        if let stopped { throw stopped }
        afterValidate()
        return validation.errors.isEmpty
    }

    /// Runs `plan` (step 4 of ``validate(_:clearErrors:)``) for `attributeNames` (`nil`: the
    /// scenario's); returns the error that stops the validation, if any. A typed or dynamic
    /// model's run of the scenario's plan is kept in `keeping`'s rule set (see ``CompiledRun``).
    @inlinable
    mutating func execute(_ plan: ValidationPlan, attributeNames: [String]?,
                          keepingIn keeping: (rules: RuleSet, scenario: Unmanaged<ResolvedScenario.Storage>)?) -> ModelError? {
        if let step = plan.asynchronousStep { return ModelError(.asynchronousRule, name: step.name) }
        // Each attribute's position in the model and the plan compiled for them (see
        // `InPlaceProgram`): made once per typed model type (its attributes are its type's) and
        // once per list of names of dynamic models (models copied from one template share it),
        // once per validation otherwise. An entry the plan keeps lives as long as the plan and
        // is read with no reference counted; one made for this validation is held by `owner`.
        let compiled: (entry: Unmanaged<PositionCache.Published>, owner: PositionCache.Published?)
        // A typed model is read through a pointer to it (see `readValue(atPosition:typed:)`);
        // the cast is made once per validation, not per read.
        // (A dynamic model is known not to be typed: the failing cast cost a conformance search.)
        let typed = Self.self == DynamicModel.self ? nil : Self.self as? any TypedModel.Type
        if attributeNames == nil, let typed {
            compiled = plan.unretainedCompiled(for: ObjectIdentifier(Self.self), names: nil, placement: .storedProperties) {
                var positions = resolvePositions(of: plan.attributes)
                for slot in plan.attributes.indices {
                    if let position = positions[slot] { positions.setStoredProperty(typed.storedProperty(atPosition: position), slot: slot) }
                }
                return positions
            }
            // (The run holds the program: one the plan's cache did not keep lives as long.)
            if let keeping {
                keeping.rules.keepRun(for: ObjectIdentifier(Self.self), names: nil, scenario: keeping.scenario, published: compiled.entry)
            }
        } else if attributeNames == nil && Self.self == DynamicModel.self {
            let names = self.attributeNames
            compiled = plan.unretainedCompiled(for: ObjectIdentifier(Self.self), names: names, placement: .storage) {
                resolvePositions(of: plan.attributes)
            }
            if let keeping {
                keeping.rules.keepRun(for: ObjectIdentifier(Self.self), names: names, scenario: keeping.scenario, published: compiled.entry)
            }
        } else {
            let own = plan.compiled(positions: resolvePositions(of: plan.attributes),
                                    placement: Self.self == DynamicModel.self ? .storage : .nowhere)
            compiled = (Unmanaged.passUnretained(own), own)
        }
        let stopped = runCompiled(plan, compiled.entry, isTyped: typed != nil)
        withExtendedLifetime(compiled.owner) {}
        return stopped
    }

    /// Runs the program `published` compiled of `plan` for this model (`isTyped`: a
    /// ``TypedModel``, whose properties it reads in place); returns the error that stops the
    /// validation, if any. The caller holds the plan and the program until it returns.
    @inlinable
    mutating func runCompiled(_ plan: ValidationPlan, _ published: Unmanaged<PositionCache.Published>, isTyped: Bool) -> ModelError? {
        // The steps unretained: the plan holds them, and the caller holds the plan until the
        // loop has ended, even if a validator replaces the model's rule set.
        // The names borrowed for the loop: reading one from the array copied it (a retain and
        // a release per rule and attribute).
        // The positions by pointer too (the entry's own, see `PositionCache.Published`): the
        // struct is nearly a hundred bytes.
        var failed = FailedSlots(errors: validation.errors)
        return published._withUnsafeGuaranteedRef { published in
            plan.attributes.withUnsafeBufferPointer { names in
                plan.unownedSteps.withUnsafeBufferPointer { steps in
                    run(published.entry.program, steps: steps, names: names, positions: published.positions, isTyped: isTyped,
                        failed: &failed)
                }
            }
        }
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

    /// Runs the operations of `program` (step 4): the rules in order, each on its attributes;
    /// returns the error that stops the validation, if any. Values are checked where they lie
    /// first (the common case, and a short loop); what that does not pass goes to
    /// ``runSlot(_:_:names:positions:isTyped:failed:checked:)``.
    @inlinable
    mutating func run(_ program: InPlaceProgram, steps: UnsafeBufferPointer<Unmanaged<ValidationPlan.Step>>,
                      names: UnsafeBufferPointer<String>, positions: UnsafePointer<SlotPositions>, isTyped: Bool,
                      failed: inout FailedSlots) -> ModelError? {
        let ops = program.ops
        // A dynamic model's strings are lent to their checks where they lie.
        let lending = Self.self == DynamicModel.self ? AttributeValue.stringLayout : nil
        var next = 0
        let first = ops.baseAddress.unsafelyUnwrapped
        while next < ops.count {
            // The operation read in place, each field where it is used: copied out whole, its
            // fields were loaded at once and most of them set aside on the stack.
            let op = first + next
            next &+= 1
            // Only a model with errors can have one on this attribute: most have none (no
            // buffer of errors, one test; an emptied buffer is settled by the lookup). The
            // slots the loop gave errors are known without a lookup (see `FailedSlots`).
            if op.pointee.skipOnError && validation.errors.mayHaveFailures
                && (failed.hasErrors(op.pointee.slot) ?? failed.lookUp(op.pointee.slot, names: names, errors: validation.errors)) {
                continue
            }
            var checked = false
            switch op.pointee.kind {
            case .fused:
                // Rules that search one string for bytes of classes, passed together.
                if op.pointee.fused.unsafelyUnwrapped._withUnsafeGuaranteedRef({
                    Self.self == DynamicModel.self
                        ? passesAll($0, position: op.pointee.offset, lending: lending)
                        : passesAll($0, stored: StoredProperty(kind: op.pointee.property, offset: op.pointee.offset))
                }) {
                    next = op.pointee.next
                }
                continue
            // One case per kind of `String?` check, each with its first sight as a constant:
            // one case for the three, with the kind tested inside, ran longer than `check`.
            case .optionalStringNonBlank:
                // (A dynamic model's operations are never of the `String?` kinds.)
                if Self.self == DynamicModel.self { fallthrough }
                if passesOptionalString(op, lengths: false, nonBlank: true)
                    || addsCheckFailure(op, at: next &- 1, program, steps, names, &failed, lending, checked: &checked) {
                    continue
                }
            case .optionalStringLengths:
                // (A dynamic model's operations are never of the `String?` kinds.)
                if Self.self == DynamicModel.self { fallthrough }
                if passesOptionalString(op, lengths: true, nonBlank: false)
                    || addsCheckFailure(op, at: next &- 1, program, steps, names, &failed, lending, checked: &checked) {
                    continue
                }
            case .optionalString:
                // (A dynamic model's operations are never of the `String?` kinds.)
                if Self.self == DynamicModel.self { fallthrough }
                if passesOptionalString(op, lengths: false, nonBlank: false)
                    || addsCheckFailure(op, at: next &- 1, program, steps, names, &failed, lending, checked: &checked) {
                    continue
                }
            case .check:
                if op.pointee.check.unsafelyUnwrapped._withUnsafeGuaranteedRef({ check in
                    let (skipsNull, skipsEmptyString) = (op.pointee.skipsNull, op.pointee.skipsEmptyString)
                    return Self.self == DynamicModel.self
                        ? passesInStorage(op.pointee.offset, check: check, skipsNull: skipsNull, skipsEmptyString: skipsEmptyString, lending: lending)
                        : passesInPlace(StoredProperty(kind: op.pointee.property, offset: op.pointee.offset), check: check,
                                        skipsNull: skipsNull, skipsEmptyString: skipsEmptyString)
                }) {
                    continue
                }
                // A string whose failure the check names: added here, without the validator.
                if addsCheckFailure(op, at: next &- 1, program, steps, names, &failed, lending, checked: &checked) { continue }
            case .compareOptionalStrings:
                // (A dynamic model's operations are never of this kind.) As `general` below
                // does for a rule that compares in place, with the two properties known.
                if Self.self == DynamicModel.self { fallthrough }
                if steps[op.pointee.step]._withUnsafeGuaranteedRef({ step in
                    equalsInPlace(StoredProperty(kind: .optionalString, offset: op.pointee.offset),
                                  StoredProperty(kind: .optionalString, offset: op.pointee.otherOffset),
                                  otherName: names.baseAddress.unsafelyUnwrapped + step.comparedSlots[op.pointee.index], step)
                        || addComparisonFailure(op.pointee.slot, op.pointee.index, program: program, names: names,
                                                positions: positions, isTyped: isTyped, failed: &failed, step)
                }) {
                    continue
                }
            case .general:
                // Two strings compared where they lie: equal, or a failure the engine adds.
                if steps[op.pointee.step]._withUnsafeGuaranteedRef({ step in
                    step.mode.contains(.comparesInPlace)
                        && (equalsWhereTheyLie(op.pointee.slot, op.pointee.index, names: names, positions: positions, isTyped: isTyped, step)
                            || addComparisonFailure(op.pointee.slot, op.pointee.index, program: program, names: names,
                                                    positions: positions, isTyped: isTyped, failed: &failed, step))
                }) {
                    continue
                }
            }
            if let error = steps[op.pointee.step]._withUnsafeGuaranteedRef({
                runSlot($0, op.pointee.slot, names: names, positions: positions, isTyped: isTyped, failed: &failed, checked: checked)
            }) {
                return error
            }
        }
        return nil
    }

    /// Runs `step` on the attribute in `slot` the general way, once the checks in place have
    /// not passed it: reads its value and runs the validator (`checked`: a check in place
    /// decided that the value fails, so the validator's value check is not asked again).
    /// Returns the error that stops the validation, if any. Out of line: the loop that calls it
    /// then keeps few values alive.
    @inlinable @inline(never)
    mutating func runSlot(_ step: ValidationPlan.Step, _ slot: Int, names: UnsafeBufferPointer<String>,
                          positions: UnsafePointer<SlotPositions>, isTyped: Bool, failed: inout FailedSlots,
                          checked: Bool) -> ModelError? {
        let mode = step.mode
        let read: AttributeValue?
        if let position = SlotPositions.position(slot, at: positions) {
            read = readValue(atPosition: position, isTyped: isTyped)
        } else {
            read = value(of: names[slot])
        }
        // Yii reads an attribute only to judge it empty (`skipOnEmpty`) and to validate it, and
        // checks `when` in between: a failing `when` leaves an undeclared attribute unread, and
        // a `when` reading an undeclared attribute stops the validation.
        guard let value = read else {
            if !mode.contains(.skipOnEmpty), mode.contains(.hasWhen), let when = step.when {
                switch when.decides(for: self, attribute: names[slot]) {
                case .success(false): return nil
                case .failure(let error): return error
                case .success(true): break
                }
            }
            return ModelError(.unknownAttribute, name: names[slot])
        }
        if mode.contains(.skipOnEmpty) && step.isEmpty.isEmpty(value) { return nil }
        if mode.contains(.hasWhen), let when = step.when {
            switch when.decides(for: self, attribute: names[slot]) {
            case .success(false): return nil
            case .failure(let error): return error
            case .success(true): break
            }
        }
        // A value the validator passes without the model: no call through the model.
        if mode.contains(.hasValueCheck) && !checked {
            switch value {
            case .string(let string): if step.valueCheck.passes(string: string) { return nil }
            case .int(let int): if step.valueCheck.passes(int: int) { return nil }
            default: break
            }
        }
        step.validator.validate(names[slot], value: value, model: &self)
        if let error = validation.abortError { validation.abortError = nil; return error }
        failed.note(step, ranOn: slot, errors: validation.errors)
        return nil
    }

    /// Steps 1–3: clear, re-add failed assignments, `beforeValidate`, resolve the scenario.
    /// Returns `nil` when `beforeValidate` cancelled.
    @inlinable
    mutating func prepareValidation(clearErrors: Bool) throws(ModelError) -> ResolvedScenario? {
        guard beginValidation(clearErrors: clearErrors) else { return nil }
        let rules = ruleSet
        guard let scenario = rules.scenario(named: validation.scenario) else {
            throw Self.scenarioError(validation.scenario, in: rules)
        }
        return scenario
    }

    /// Steps 1 and 2 of a validation: clears the errors (unless `clearErrors` is `false`),
    /// re-adds the failed assignments' errors and asks ``beforeValidate()``; `false` cancels.
    // Inlinable so that the model's state is read directly, not copied through the protocol.
    @inlinable
    mutating func beginValidation(clearErrors: Bool) -> Bool {
        validation.abortError = nil
        if clearErrors && !validation.errors.isEmpty { validation.errors.removeAll() }
        if !validation.invalidAssignments.isEmpty {
            for (attribute, value) in validation.invalidAssignments where !validation.errors.contains(attribute) {
                addError(attribute, code: "attribute.invalidType", template: "{attribute} is invalid.", value: value)
            }
        }
        return beforeValidate()
    }

    /// The error for the scenario `name`, which `rules` lacks: a rule set that failed to build
    /// has no scenarios, and the error says why.
    @usableFromInline
    static func scenarioError(_ name: String, in rules: RuleSet) -> ModelError {
        if let error = rules.configurationError { return ModelError(.invalidRules, name: error.description) }
        return ModelError(.unknownScenario, name: name)
    }
}
