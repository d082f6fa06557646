extension ValidatableModel {
    /// What the loop does with a string, integer or `null` the check of `op` (at `index`) did
    /// not pass: when the check decides (`checked`), adds the failure it names and returns
    /// `true` (see ``addCheckFailure(at:program:steps:names:failed:lending:)``); `false`: the
    /// validator runs. Written once for the loop's cases of checks (`check` and the `String?` kinds).
    @inlinable @inline(__always)
    mutating func addsCheckFailure(_ op: UnsafePointer<InPlaceProgram.Op>, at index: Int, _ program: InPlaceProgram,
                                   _ steps: UnsafeBufferPointer<Unmanaged<ValidationPlan.Step>>, _ names: UnsafeBufferPointer<String>,
                                   _ failed: inout FailedSlots, _ lending: AttributeValue.StringLayout?, checked: inout Bool) -> Bool {
        checked = op.pointee.decides
        return checked && addCheckFailure(at: index, program: program, steps: steps, names: names, failed: &failed, lending: lending)
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
        var label = label(ofSlot: op.slot, names: names, program: program, explicit: attributeLabels)
        let check = op.check.unsafelyUnwrapped
        // The failure is added where the string is lent (to `validation`, which the loan
        // leaves alone): passed out of the loan, it was copied and destroyed once more.
        // What became of the value: a failure added, passed at second look, or left to the
        // validator (`nil`: no string, integer or `null` to check).
        // The label through a pointer: the failure moves it into the error (a captured `var`
        // was checked for exclusive access at each use).
        let outcome: CheckOutcome? = withUnsafeMutablePointer(to: &label) { label in withUnsafeMutablePointer(to: &self) { model in
            // The verdict consumed: its failure's fields move into the error (copied, they were
            // retained for it and released with the verdict).
            func add(_ verdict: consuming ValueCheckVerdict, _ value: AttributeValue) -> CheckOutcome {
                switch consume verdict {
                case .fails(let failure):
                    model.pointee.validation.errors.add(attribute: name.pointee, failure: failure, label: label.take(), value: value)
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
        } }
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
    /// Mutating, the lookup made through a pointer to the model: the loop's failure paths,
    /// which are mutating, copied the whole model onto the stack to call it on a borrowed one.
    @inlinable
    mutating func label(ofSlot slot: Int, names: UnsafeBufferPointer<String>, program: InPlaceProgram,
                        explicit: [String: String]) -> String {
        if explicit.isEmpty && slot < program.labels.count { return program.labels[slot] }
        return withUnsafeMutablePointer(to: &self) { $0.pointee.label(of: names[slot]) }
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
        var ownLabel = label(ofSlot: slot, names: names, program: program, explicit: explicit)
        let otherLabel = label(ofSlot: other, names: names, program: program, explicit: explicit)
        let name = names.baseAddress.unsafelyUnwrapped + slot
        // The failure is added while both strings are lent, the label moved into it (see
        // `addCheckFailure`).
        let added: Bool? = withUnsafeMutablePointer(to: &ownLabel) { ownLabel in withUnsafeMutablePointer(to: &self) { model in
            func add(_ value: String, _ otherValue: String) -> Bool {
                guard let failure = comparison.failure(string: value, other: otherValue, otherLabel: otherLabel) else { return false }
                model.pointee.validation.errors.add(attribute: name.pointee, failure: failure, label: ownLabel.take(), value: .string(value))
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
        } }
        guard added == true else { return false }
        failed.note(step, ranOn: slot, errors: validation.errors)
        return true
    }
}

extension UnsafeMutablePointer where Pointee == String {
    /// The string moved out, the empty string left in its place (which costs nothing to free):
    /// how a failure path moves a label it holds in a local into the error.
    @inlinable
    func take() -> String {
        let taken = move()
        initialize(to: "")
        return taken
    }
}
