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
        // A typed model is read through a pointer to it (see `readValue(atPosition:typed:)`);
        // the cast is made once per validation, not per read.
        // (A dynamic model is known not to be typed: the failing cast cost a conformance search.)
        let typed = Self.self == DynamicModel.self ? nil : Self.self as? any TypedModel.Type
        if attributeNames == nil, let typed {
            positions = plan.positions(for: ObjectIdentifier(Self.self), names: nil) {
                var positions = resolvePositions(of: plan.attributes)
                for slot in plan.attributes.indices {
                    if let position = positions[slot] { positions.setStoredProperty(typed.storedProperty(atPosition: position), slot: slot) }
                }
                return positions
            }
        } else if attributeNames == nil && Self.self == DynamicModel.self {
            positions = plan.positions(for: ObjectIdentifier(Self.self), names: self.attributeNames) {
                resolvePositions(of: plan.attributes)
            }
        } else {
            positions = resolvePositions(of: plan.attributes)
        }
        // The steps unretained: the plan holds them, and it lives until the loop has ended
        // (`withExtendedLifetime` below), even if a validator replaces the model's rule set.
        // The names borrowed for the loop: reading one from the array copied it (a retain and
        // a release per rule and attribute).
        // The positions by pointer too: the struct is nearly a hundred bytes.
        var failed = FailedSlots(errors: validation.errors)
        let stopped: ModelError? = withUnsafePointer(to: positions) { slots in plan.attributes.withUnsafeBufferPointer { names in
            for step in plan.unownedSteps {
                if let error = step._withUnsafeGuaranteedRef({
                    run($0, names: names, positions: slots, isTyped: typed != nil, failed: &failed)
                }) {
                    return error
                }
            }
            return nil
        } }
        withExtendedLifetime(plan) {}
        if let stopped { throw stopped }
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
    mutating func run(_ step: ValidationPlan.Step, names: UnsafeBufferPointer<String>, positions: UnsafePointer<SlotPositions>,
                      isTyped: Bool, failed: inout FailedSlots) -> ModelError? {
        guard step.validatesValues else { return nil }
        // What the loop needs from the step, read once per rule rather than once per attribute.
        let mode = step.mode
        let skipOnError = mode.contains(.skipOnError)
        let checksInPlace = mode.contains(.checksInPlace)
        let comparesInPlace = mode.contains(.comparesInPlace)
        let slots = step.slots
        for index in slots.indices {
            let slot = slots[index]
            // Only a model with errors can have one on this attribute: most have none. The
            // slots the loop gave errors are known without a lookup (see `FailedSlots`).
            if skipOnError && !validation.errors.isEmpty && (failed.hasErrors(slot) ?? validation.errors.contains(names[slot])) {
                continue
            }
            var checked = false
            // A typed model's string or integer property, checked where it lies.
            if checksInPlace && isTyped, let stored = SlotPositions.storedProperty(slot, at: positions) {
                if passesInPlace(stored, step) { continue }
                checked = mode.contains(.decidesInPlace)
            }
            // A dynamic model's value, checked in its storage without a copy.
            if checksInPlace && Self.self == DynamicModel.self, let position = SlotPositions.position(slot, at: positions) {
                if passesInStorage(position, step) { continue }
                checked = mode.contains(.decidesInPlace)
            }
            // Equal to another string property (`compare`), both read where they lie.
            if comparesInPlace && isTyped, let stored = SlotPositions.storedProperty(slot, at: positions),
               case let other = step.comparedSlots[index], other >= 0,
               let otherStored = SlotPositions.storedProperty(other, at: positions),
               equalsInPlace(stored, otherStored, otherName: names[other], step) {
                continue
            }
            if comparesInPlace && Self.self == DynamicModel.self, let position = SlotPositions.position(slot, at: positions),
               case let other = step.comparedSlots[index], other >= 0, let otherPosition = SlotPositions.position(other, at: positions),
               equalsInStorage(position, otherPosition, otherName: names[other], step) {
                continue
            }
            let read: AttributeValue?
            if let position = SlotPositions.position(slot, at: positions) {
                read = readValue(atPosition: position, isTyped: isTyped)
            } else {
                read = value(of: names[slot])
            }
            guard let value = read else {
                return ModelError(.unknownAttribute, name: names[slot])
            }
            if mode.contains(.skipOnEmpty) && step.isEmpty.isEmpty(value) { continue }
            if mode.contains(.hasWhen), let when = step.when, !when.isSatisfied(by: self, attribute: names[slot]) { continue }
            // A value the validator passes without the model: no call through the model.
            if mode.contains(.hasValueCheck) && !checked {
                switch value {
                case .string(let string): if step.valueCheck.passes(string: string) { continue }
                case .int(let int): if step.valueCheck.passes(int: int) { continue }
                default: break
                }
            }
            step.validator.validate(names[slot], value: value, model: &self)
            if let error = validation.abortError { validation.abortError = nil; return error }
            failed.note(step, ranOn: slot, errors: validation.errors)
        }
        return nil
    }

    /// Whether the property at `stored` is skipped as empty or passes `check`, read in place.
    /// `false` says nothing: the engine then reads the value and runs the validator.
    @inlinable
    mutating func passesInPlace(_ stored: StoredProperty, _ step: ValidationPlan.Step) -> Bool {
        // Empty as the `default` and `null` checks say; other checks see the value itself.
        guard let (skipsNull, skipsEmptyString) = step.skipsInPlace else { return false }
        return withUnsafeMutablePointer(to: &self) { model in
            let property = UnsafeMutableRawPointer(model).advanced(by: stored.offset)
            // A string is moved out of the model for its check and moved back after it: read
            // through a pointer and passed on, it was copied (a retain and a release, atomic,
            // per check). Nothing reads the model in between: the check sees only the string.
            switch stored.kind {
            case .string:
                let pointer = property.assumingMemoryBound(to: String.self)
                let string = pointer.move()
                let passed = skipsEmptyString && string.isEmpty || step.valueCheck.passes(string: string)
                let rewritten = passed ? nil : step.valueCheck.rewritten(string: string)
                pointer.initialize(to: rewritten ?? string)
                return passed || rewritten != nil
            case .optionalString:
                let pointer = property.assumingMemoryBound(to: String?.self)
                let value = pointer.move()
                guard let string = value else {
                    if skipsNull { pointer.initialize(to: nil); return true }
                    let writes = step.valueCheck.writesEmptyStringForNull
                    pointer.initialize(to: writes ? "" : nil)
                    return writes
                }
                let passed = skipsEmptyString && string.isEmpty || step.valueCheck.passes(string: string)
                let rewritten = passed ? nil : step.valueCheck.rewritten(string: string)
                pointer.initialize(to: rewritten ?? string)
                return passed || rewritten != nil
            case .int:
                return step.valueCheck.passes(int: property.load(as: Int.self))
            case .optionalInt:
                guard let int = property.load(as: Int?.self) else { return skipsNull }
                return step.valueCheck.passes(int: int)
            }
        }
    }

    /// ``passesInPlace(_:_:)`` for a ``DynamicModel`` (the caller checks that `Self` is one):
    /// its value at `position`, read in the model's storage.
    @inlinable
    mutating func passesInStorage(_ position: Int, _ step: ValidationPlan.Step) -> Bool {
        guard let (skipsNull, skipsEmptyString) = step.skipsInPlace else { return false }
        return withUnsafeMutablePointer(to: &self) { pointer in
            let model = UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: DynamicModel.self)
            switch model.pointee.values[position] {
            case .string(let string):
                if skipsEmptyString && string.isEmpty { return true }
                if step.valueCheck.passes(string: string) { return true }
                guard let rewritten = step.valueCheck.rewritten(string: string) else { return false }
                model.pointee.values[position] = .string(rewritten)
                return true
            case .int(let int):
                return step.valueCheck.passes(int: int)
            case .null:
                if skipsNull { return true }
                guard step.valueCheck.writesEmptyStringForNull else { return false }
                model.pointee.values[position] = ""
                return true
            default:
                return false
            }
        }
    }

    /// ``equalsInPlace(_:_:otherName:_:)`` for a ``DynamicModel`` (the caller checks that
    /// `Self` is one): its values at `position` and `otherPosition`, read in its storage.
    @inlinable
    mutating func equalsInStorage(_ position: Int, _ otherPosition: Int, otherName: String,
                                  _ step: ValidationPlan.Step) -> Bool {
        guard let (skipsNull, skipsEmptyString) = step.skipsInPlace else { return false }
        let hasErrors = !validation.errors.isEmpty
        return withUnsafeMutablePointer(to: &self) { pointer in
            let model = UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: DynamicModel.self)
            switch model.pointee.values[position] {
            case .null: return skipsNull
            case .string(let value):
                if skipsEmptyString && value.isEmpty { return true }
                guard case .string(let other) = model.pointee.values[otherPosition] else { return false }
                if hasErrors && model.pointee.validation.errors.contains(otherName) { return false }
                return ValidationPlan.sameBytes(value, other)
            default:
                return false
            }
        }
    }

    /// Whether the string property at `stored` is skipped as empty or has the bytes of the one
    /// at `other` (named `otherName`, which must have no errors), both read in place. `false`
    /// says nothing: the engine then reads the value and runs the `compare` validator.
    @inlinable
    mutating func equalsInPlace(_ stored: StoredProperty, _ other: StoredProperty, otherName: String,
                                _ step: ValidationPlan.Step) -> Bool {
        guard let (skipsNull, skipsEmptyString) = step.skipsInPlace else { return false }
        let hasErrors = !validation.errors.isEmpty
        return withUnsafeMutablePointer(to: &self) { model in
            let base = UnsafeRawPointer(model)
            let property = base.advanced(by: stored.offset), compared = base.advanced(by: other.offset)
            let value: String
            switch stored.kind {
            case .string: value = property.assumingMemoryBound(to: String.self).pointee
            case .optionalString:
                guard let some = property.assumingMemoryBound(to: String?.self).pointee else { return skipsNull }
                value = some
            case .int, .optionalInt: return false
            }
            if skipsEmptyString && value.isEmpty { return true }
            let otherValue: String
            switch other.kind {
            case .string: otherValue = compared.assumingMemoryBound(to: String.self).pointee
            case .optionalString:
                guard let some = compared.assumingMemoryBound(to: String?.self).pointee else { return false }
                otherValue = some
            case .int, .optionalInt: return false
            }
            // The validator reports an attribute compared with one that has errors.
            if hasErrors && model.pointee.validation.errors.contains(otherName) { return false }
            return ValidationPlan.sameBytes(value, otherValue)
        }
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
