extension ValidatableModel {
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

    /// ``passesInPlace(_:check:skipsNull:skipsEmptyString:)`` for the operation `op` of one of
    /// the `String?` kinds (``InPlaceProgram/Op/Kind/optionalString`` and the two after it),
    /// the check's first sight given as constants: `lengths` for
    /// ``FirstSight/scalarLengths(lower:upper:)``, `nonBlank` for ``FirstSight/nonBlank``,
    /// neither for ``FirstSight/none``. Inlined into each case of the loop, so that each holds
    /// only its own first sight.
    @inlinable @inline(__always)
    mutating func passesOptionalString(_ op: UnsafePointer<InPlaceProgram.Op>, lengths: Bool, nonBlank: Bool) -> Bool {
        let (offset, bits) = (op.pointee.offset, op.pointee.bits)
        return op.pointee.check.unsafelyUnwrapped._withUnsafeGuaranteedRef { check in
            withUnsafeMutablePointer(to: &self) { model in
                // Moved out and back, as in `passesInPlace`.
                let pointer = UnsafeMutableRawPointer(model).advanced(by: offset).assumingMemoryBound(to: String?.self)
                guard let string = pointer.move() else {
                    // `skipsNull`.
                    if bits & 2 != 0 { pointer.initialize(to: nil); return true }
                    let writes = check.writesEmptyStringForNull
                    pointer.initialize(to: writes ? "" : nil)
                    return writes
                }
                let sight = nonBlank ? FirstSight.startsWithNonWhitespace(string) : lengths && check.firstSight.passes(string)
                // The check before the emptiness test (`skipsEmptyString`), which it makes
                // needless for most strings; both only read the string.
                let passed = sight || check.passesString(string) || bits & 4 != 0 && string.isEmpty
                let rewritten = passed ? nil : check.rewritten(string: string)
                pointer.initialize(to: rewritten ?? string)
                return passed || rewritten != nil
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
}
