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
        guard let found = rules.unretainedScenario(named: validation.scenario) else {
            throw Self.scenarioError(validation.scenario, in: rules)
        }
        let stopped = found._withUnsafeGuaranteedRef { scenario in
            if let attributeNames {
                return execute(ValidationPlan(targets: attributeNames, ruleIndices: scenario.activeRuleIndices, rules: rules.rules),
                               attributeNames: attributeNames)
            }
            return execute(scenario.plan, attributeNames: nil)
        }
        withExtendedLifetime(rules) {}
        if let stopped { throw stopped }
        afterValidate()
        return validation.errors.isEmpty
    }

    /// Runs `plan` (step 4 of ``validate(_:clearErrors:)``) for `attributeNames` (`nil`: the
    /// scenario's); returns the error that stops the validation, if any.
    @inlinable
    mutating func execute(_ plan: ValidationPlan, attributeNames: [String]?) -> ModelError? {
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
        } else if attributeNames == nil && Self.self == DynamicModel.self {
            compiled = plan.unretainedCompiled(for: ObjectIdentifier(Self.self), names: self.attributeNames, placement: .storage) {
                resolvePositions(of: plan.attributes)
            }
        } else {
            let own = plan.compiled(positions: resolvePositions(of: plan.attributes),
                                    placement: Self.self == DynamicModel.self ? .storage : .nowhere)
            compiled = (Unmanaged.passUnretained(own), own)
        }
        // The steps unretained: the plan holds them, and the caller holds the plan until the
        // loop has ended, even if a validator replaces the model's rule set.
        // The names borrowed for the loop: reading one from the array copied it (a retain and
        // a release per rule and attribute).
        // The positions by pointer too: the struct is nearly a hundred bytes.
        var failed = FailedSlots(errors: validation.errors)
        let stopped: ModelError? = compiled.entry._withUnsafeGuaranteedRef { published in
            withUnsafePointer(to: published.entry.positions) { slots in plan.attributes.withUnsafeBufferPointer { names in
                plan.unownedSteps.withUnsafeBufferPointer { steps in
                    run(published.entry.program, steps: steps, names: names, positions: slots, isTyped: typed != nil, failed: &failed)
                }
            } }
        }
        withExtendedLifetime(compiled.owner) {}
        return stopped
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

    /// Whether a ``DynamicModel``'s string at `position` passes every pattern of `fused` (the
    /// caller checks that `Self` is one; `false` says nothing), lent where it lies with
    /// `lending` (see `passesInStorage`).
    @inlinable
    mutating func passesAll(_ fused: ContainsAllPatterns, position: Int, lending: AttributeValue.StringLayout?) -> Bool {
        withUnsafeMutablePointer(to: &self) { pointer in
            let model = UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: DynamicModel.self)
            if let lending {
                return model.pointee.values.withUnsafeBufferPointer { values in
                    AttributeValue.lendString(at: values.baseAddress.unsafelyUnwrapped + position, layout: lending) { fused.allMatch($0) }
                } ?? false
            }
            guard case .string(let string) = model.pointee.values[position] else { return false }
            return fused.allMatch(string)
        }
    }

    /// Whether the string property at `stored`, read where it lies, passes every pattern of
    /// `fused` (`false` says nothing).
    @inlinable
    mutating func passesAll(_ fused: ContainsAllPatterns, stored: StoredProperty) -> Bool {
        // The bytes searched where the string keeps them: passed to `allMatch(_:)`, which is
        // not inlined here, a lent optional string was retained and released around the call.
        lendString(stored) { string in
            string.utf8.withContiguousStorageIfAvailable { fused.allMatch(utf8: $0) } ?? fused.allMatch(string)
        } ?? false
    }

    /// Calls `body` with the string property at `stored`, moved out of the model for the call
    /// and back after it (read through a pointer and passed on, it was copied: a retain and a
    /// release, atomic). `nil` when the property holds no string (`nil`, or an integer).
    @inlinable
    mutating func lendString<R>(_ stored: StoredProperty, _ body: (String) -> R) -> R? {
        withUnsafeMutablePointer(to: &self) { model in
            Self.lendString(at: UnsafeMutableRawPointer(model).advanced(by: stored.offset), kind: stored.kind, body)
        }
    }

    /// ``lendString(_:_:)`` for the property of type `kind` at `property`. Nothing may read the
    /// property meanwhile: `body` sees only the string.
    @inlinable
    static func lendString<R>(at property: UnsafeMutableRawPointer, kind: StoredProperty.Kind, _ body: (String) -> R) -> R? {
        switch kind {
        case .string:
            let pointer = property.assumingMemoryBound(to: String.self)
            let string = pointer.move()
            let result = body(string)
            pointer.initialize(to: string)
            return result
        case .optionalString:
            let pointer = property.assumingMemoryBound(to: String?.self)
            guard let string = pointer.move() else { pointer.initialize(to: nil); return nil }
            let result = body(string)
            pointer.initialize(to: string)
            return result
        case .int, .optionalInt:
            return nil
        }
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
            // Only a model with errors can have one on this attribute: most have none. The
            // slots the loop gave errors are known without a lookup (see `FailedSlots`).
            if op.pointee.skipOnError && !validation.errors.isEmpty
                && (failed.hasErrors(op.pointee.slot) ?? validation.errors.contains(names[op.pointee.slot])) {
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
                checked = op.pointee.decides
                // A string whose failure the check names: added here, without the validator.
                if checked && addCheckFailure(at: next &- 1, program: program, steps: steps, names: names, failed: &failed,
                                              lending: lending) {
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

    /// Adds the failure that the check of the operation at `index` names for the string, the
    /// integer or the `null` it did not pass (see ``ValueCheck/verdict(string:)``,
    /// ``ValueCheck/failure(int:)`` and ``ValueCheck/failureOfNull``), the value read where it
    /// lies, and returns `true`, also when a second look at the string passes it; `false` when
    /// the check decides nothing: the validator then runs. What the validator would do through
    /// the model (read the value, add the failure by name, look up the label by name) cost as
    /// much again as the check; out of line, as the loop's other slow paths.
    @inlinable @inline(never)
    mutating func addCheckFailure(at index: Int, program: InPlaceProgram,
                                  steps: UnsafeBufferPointer<Unmanaged<ValidationPlan.Step>>,
                                  names: UnsafeBufferPointer<String>, failed: inout FailedSlots,
                                  lending: AttributeValue.StringLayout?) -> Bool {
        let op = program.ops[index]
        let name = names.baseAddress.unsafelyUnwrapped + op.slot
        // The label first: reading the model's labels while a string is lent could see it gone.
        let label = label(ofSlot: op.slot, names: names, program: program, explicit: attributeLabels)
        let check = op.check.unsafelyUnwrapped
        // The failure is added where the string is lent (to `validation`, which the loan
        // leaves alone): passed out of the loan, it was copied and destroyed once more.
        // What became of the value: a failure added, passed at second look, or left to the
        // validator (`nil`: no string, integer or `null` to check).
        let outcome: CheckOutcome? = withUnsafeMutablePointer(to: &self) { model in
            // The verdict consumed: its failure's fields move into the error (copied, they were
            // retained for it and released with the verdict).
            func add(_ verdict: consuming ValueCheckVerdict, _ value: AttributeValue) -> CheckOutcome {
                switch consume verdict {
                case .fails(let failure):
                    model.pointee.validation.errors.add(attribute: name.pointee, failure: failure, label: label, value: value)
                    return .added
                case .passes: return .passed
                case .undecided: return .undecided
                }
            }
            func add(_ string: String) -> CheckOutcome {
                add(check._withUnsafeGuaranteedRef { $0.verdict(rejected: string) }, .string(string))
            }
            func add(int: Int) -> CheckOutcome {
                guard let failure = check._withUnsafeGuaranteedRef({ $0.failure(int: int) }) else { return .undecided }
                return add(.fails(failure), .int(int))
            }
            func addNull() -> CheckOutcome {
                guard let failure = check._withUnsafeGuaranteedRef({ $0.failureOfNull }) else { return .undecided }
                return add(.fails(failure), .null)
            }
            if Self.self == DynamicModel.self {
                let dynamic = UnsafeMutableRawPointer(model).assumingMemoryBound(to: DynamicModel.self)
                if let lending, let outcome = dynamic.pointee.values.withUnsafeBufferPointer({ values in
                    AttributeValue.lendString(at: values.baseAddress.unsafelyUnwrapped + op.offset, layout: lending, add)
                }) {
                    return outcome
                }
                switch dynamic.pointee.values[op.offset] {
                case .string(let string): return add(string)
                case .int(let int): return add(int: int)
                case .null: return addNull()
                default: return nil
                }
            }
            let property = UnsafeMutableRawPointer(model).advanced(by: op.offset)
            switch op.property {
            case .int: return add(int: property.load(as: Int.self))
            case .optionalInt:
                guard let int = property.load(as: Int?.self) else { return addNull() }
                return add(int: int)
            case .string:
                return Self.lendString(at: property, kind: op.property, add)
            case .optionalString:
                if let outcome = Self.lendString(at: property, kind: op.property, add) { return outcome }
                return addNull()
            }
        }
        switch outcome {
        case .added: break
        case .passed: return true
        case .undecided, nil: return false
        }
        steps[op.step]._withUnsafeGuaranteedRef { failed.note($0, ranOn: op.slot, errors: validation.errors) }
        return true
    }

    /// ``label(of:)`` for the attribute in `slot`: the label `program` generated for it when
    /// the model's own labels (`explicit`) are empty, as they most often are, else looked up.
    @inlinable
    func label(ofSlot slot: Int, names: UnsafeBufferPointer<String>, program: InPlaceProgram,
               explicit: [String: String]) -> String {
        explicit.isEmpty && slot < program.labels.count ? program.labels[slot] : label(of: names[slot])
    }

    /// Adds the failure of the string in `slot` compared with the other attribute's string by
    /// the `compare` rule of `step`, both read where they lie (see
    /// `CompareValidator.failure(string:other:otherLabel:)`), and returns `true`; `false` when
    /// a value is no string, the other attribute has errors the rule reports, or the comparison
    /// holds after all (PHP's `==` finds `"1e1"` and `"10"` equal): the validator then runs.
    @inlinable @inline(never)
    mutating func addComparisonFailure(_ slot: Int, _ index: Int, program: InPlaceProgram, names: UnsafeBufferPointer<String>,
                                       positions: UnsafePointer<SlotPositions>, isTyped: Bool, failed: inout FailedSlots,
                                       _ step: ValidationPlan.Step) -> Bool {
        let other = step.comparedSlots[index]
        // An emptiness check of the rule's own (`trimmed`, custom) may skip the value: left to
        // the validator, as `equalsWhereTheyLie` leaves it.
        guard other >= 0, let comparison = step.comparison, step.skipsInPlace != nil else { return false }
        if step.comparisonReadsErrors && !validation.errors.isEmpty && validation.errors.contains(names[other]) { return false }
        // The labels first: reading the model's labels while a string is lent could see it gone.
        let explicit = attributeLabels
        let ownLabel = label(ofSlot: slot, names: names, program: program, explicit: explicit)
        let otherLabel = label(ofSlot: other, names: names, program: program, explicit: explicit)
        let name = names.baseAddress.unsafelyUnwrapped + slot
        // The failure is added while both strings are lent (see `addCheckFailure`).
        let added: Bool? = withUnsafeMutablePointer(to: &self) { model in
            func add(_ value: String, _ otherValue: String) -> Bool {
                guard let failure = comparison.failure(string: value, other: otherValue, otherLabel: otherLabel) else { return false }
                model.pointee.validation.errors.add(attribute: name.pointee, failure: failure, label: ownLabel, value: .string(value))
                return true
            }
            if Self.self == DynamicModel.self {
                guard let position = SlotPositions.position(slot, at: positions),
                      let otherPosition = SlotPositions.position(other, at: positions), position != otherPosition else { return nil }
                let dynamic = UnsafeMutableRawPointer(model).assumingMemoryBound(to: DynamicModel.self)
                guard case .string(let value) = dynamic.pointee.values[position],
                      case .string(let otherValue) = dynamic.pointee.values[otherPosition] else { return nil }
                return add(value, otherValue)
            }
            guard isTyped, let stored = SlotPositions.storedProperty(slot, at: positions),
                  let otherStored = SlotPositions.storedProperty(other, at: positions), stored.offset != otherStored.offset else {
                return nil
            }
            let base = UnsafeMutableRawPointer(model)
            // Two properties (not the same offset), so lending one leaves the other alone.
            return Self.lendString(at: base.advanced(by: stored.offset), kind: stored.kind) { value in
                Self.lendString(at: base.advanced(by: otherStored.offset), kind: otherStored.kind) { add(value, $0) }
            } ?? nil
        }
        guard added == true else { return false }
        failed.note(step, ranOn: slot, errors: validation.errors)
        return true
    }

    /// Whether the string in `slot` equals the one `step` compares it with, both read where they
    /// lie (`false` says nothing).
    @inlinable
    mutating func equalsWhereTheyLie(_ slot: Int, _ index: Int, names: UnsafeBufferPointer<String>,
                                     positions: UnsafePointer<SlotPositions>, isTyped: Bool,
                                     _ step: ValidationPlan.Step) -> Bool {
        let other = step.comparedSlots[index]
        guard other >= 0 else { return false }
        // (`Self` decides first: a dynamic model's loop then holds no code for typed ones.)
        if Self.self != DynamicModel.self && isTyped, let stored = SlotPositions.storedProperty(slot, at: positions),
           let otherStored = SlotPositions.storedProperty(other, at: positions) {
            return equalsInPlace(stored, otherStored, otherName: names.baseAddress! + other, step)
        }
        if Self.self == DynamicModel.self, let position = SlotPositions.position(slot, at: positions),
           let otherPosition = SlotPositions.position(other, at: positions) {
            return equalsInStorage(position, otherPosition, otherName: names.baseAddress! + other, step)
        }
        return false
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
        guard let value = read else {
            return ModelError(.unknownAttribute, name: names[slot])
        }
        if mode.contains(.skipOnEmpty) && step.isEmpty.isEmpty(value) { return nil }
        if mode.contains(.hasWhen), let when = step.when, !when.isSatisfied(by: self, attribute: names[slot]) { return nil }
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

    /// Whether the property at `stored` is skipped as empty (`null` when `skipsNull`, `""` when
    /// `skipsEmptyString`) or passes `check`, read in place. `false` says nothing: the engine
    /// then reads the value and runs the validator.
    @inlinable
    mutating func passesInPlace(_ stored: StoredProperty, check: ValueCheckBox, skipsNull: Bool, skipsEmptyString: Bool) -> Bool {
        withUnsafeMutablePointer(to: &self) { model in
            let property = UnsafeMutableRawPointer(model).advanced(by: stored.offset)
            // A string is moved out of the model for its check and moved back after it: read
            // through a pointer and passed on, it was copied (a retain and a release, atomic,
            // per check). Nothing reads the model in between: the check sees only the string.
            switch stored.kind {
            case .string:
                let pointer = property.assumingMemoryBound(to: String.self)
                let string = pointer.move()
                let passed = skipsEmptyString && string.isEmpty || check.passes(string: string)
                let rewritten = passed ? nil : check.rewritten(string: string)
                pointer.initialize(to: rewritten ?? string)
                return passed || rewritten != nil
            case .optionalString:
                let pointer = property.assumingMemoryBound(to: String?.self)
                let value = pointer.move()
                guard let string = value else {
                    if skipsNull { pointer.initialize(to: nil); return true }
                    let writes = check.writesEmptyStringForNull
                    pointer.initialize(to: writes ? "" : nil)
                    return writes
                }
                let passed = skipsEmptyString && string.isEmpty || check.passes(string: string)
                let rewritten = passed ? nil : check.rewritten(string: string)
                pointer.initialize(to: rewritten ?? string)
                return passed || rewritten != nil
            case .int:
                return check.passes(int: property.load(as: Int.self))
            case .optionalInt:
                guard let int = property.load(as: Int?.self) else { return skipsNull }
                return check.passes(int: int)
            }
        }
    }

    /// ``passesInPlace(_:check:skipsNull:skipsEmptyString:)`` for a ``DynamicModel`` (the
    /// caller checks that `Self` is one): its value at `position`, read in its storage (a string
    /// lent where it lies with `lending`, ``AttributeValue/stringLayout``, when there is one).
    @inlinable
    mutating func passesInStorage(_ position: Int, check: ValueCheckBox, skipsNull: Bool, skipsEmptyString: Bool,
                                  lending: AttributeValue.StringLayout?) -> Bool {
        withUnsafeMutablePointer(to: &self) { pointer in
            let model = UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: DynamicModel.self)
            // A string, lent: binding the case's payload copied it. What a filter would write
            // instead is written once the loan has ended. A string the check passes at first
            // sight is passed before the emptiness test, which it makes needless (in the typed
            // loop, the same order made the loop longer than it saved).
            if let lending, let lent = model.pointee.values.withUnsafeBufferPointer({ values in
                AttributeValue.lendString(at: values.baseAddress.unsafelyUnwrapped + position, layout: lending) { string in
                    check.firstSight.passes(string) || skipsEmptyString && string.isEmpty || check.passesString(string)
                        ? (passed: true, rewritten: nil) : (passed: false, rewritten: check.rewritten(string: string))
                }
            }) {
                guard let rewritten = lent.rewritten else { return lent.passed }
                model.pointee.values[position] = .string(rewritten)
                return true
            }
            switch model.pointee.values[position] {
            case .string(let string):
                if skipsEmptyString && string.isEmpty { return true }
                if check.passes(string: string) { return true }
                guard let rewritten = check.rewritten(string: string) else { return false }
                model.pointee.values[position] = .string(rewritten)
                return true
            case .int(let int):
                return check.passes(int: int)
            case .null:
                if skipsNull { return true }
                guard check.writesEmptyStringForNull else { return false }
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
    mutating func equalsInStorage(_ position: Int, _ otherPosition: Int, otherName: UnsafePointer<String>,
                                  _ step: ValidationPlan.Step) -> Bool {
        guard let (skipsNull, skipsEmptyString) = step.skipsInPlace else { return false }
        let hasErrors = step.comparisonReadsErrors && !validation.errors.isEmpty
        return withUnsafeMutablePointer(to: &self) { pointer in
            let model = UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: DynamicModel.self)
            // Two strings lent where they lie (see `passesInStorage`); `nil` when the value is
            // not a string.
            if let lending = AttributeValue.stringLayout, let equal = model.pointee.values.withUnsafeBufferPointer({ values in
                AttributeValue.lendString(at: values.baseAddress.unsafelyUnwrapped + position, layout: lending) { value in
                    if skipsEmptyString && value.isEmpty { return true }
                    if hasErrors && model.pointee.validation.errors.contains(otherName.pointee) { return false }
                    return AttributeValue.lendString(at: values.baseAddress.unsafelyUnwrapped + otherPosition, layout: lending) { other in
                        ValidationPlan.sameBytes(value, other)
                    } ?? false
                }
            }) {
                return equal
            }
            switch model.pointee.values[position] {
            case .null: return skipsNull
            case .string(let value):
                if skipsEmptyString && value.isEmpty { return true }
                guard case .string(let other) = model.pointee.values[otherPosition] else { return false }
                if hasErrors && model.pointee.validation.errors.contains(otherName.pointee) { return false }
                return ValidationPlan.sameBytes(value, other)
            default:
                return false
            }
        }
    }

    /// Whether the string property at `stored` is skipped as empty or has the bytes of the one
    /// at `other` (whose name is at `otherName`: it must have no errors), both read in place. `false`
    /// says nothing: the engine then reads the value and runs the `compare` validator.
    @inlinable
    mutating func equalsInPlace(_ stored: StoredProperty, _ other: StoredProperty, otherName: UnsafePointer<String>,
                                _ step: ValidationPlan.Step) -> Bool {
        guard let (skipsNull, skipsEmptyString) = step.skipsInPlace else { return false }
        // The validator reports an attribute compared with one that has errors (unless it skips
        // on errors: then it compares the values all the same).
        let otherHasErrors = step.comparisonReadsErrors && !validation.errors.isEmpty && validation.errors.contains(otherName.pointee)
        // Compared with itself: left to the validator (the strings are moved out below).
        guard stored.offset != other.offset else { return false }
        // Both strings lent (see `lendString`); `nil`: the property holds no string.
        let equal = withUnsafeMutablePointer(to: &self) { model in
            let base = UnsafeMutableRawPointer(model)
            return Self.lendString(at: base.advanced(by: stored.offset), kind: stored.kind) { value in
                if skipsEmptyString && value.isEmpty { return true }
                if otherHasErrors { return false }
                // Another property (not the same offset), so lending it leaves `value` alone.
                return Self.lendString(at: base.advanced(by: other.offset), kind: other.kind) { ValidationPlan.sameBytes(value, $0) } ?? false
            }
        }
        if let equal { return equal }
        // `nil` or an integer: a `nil` string is skipped as empty when the rule says so.
        return stored.kind == .optionalString && skipsNull
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
