import ModelValidationPatterns

/// A ``ValidationPlan`` compiled for the positions of one model's attributes: one operation per
/// rule and attribute, in the order the engine visits them, with what the engine needs to check
/// the attribute where it lies read off in advance (the property's offset and type, the rule's
/// emptiness and skip flags, its check).
///
/// Walking the plan, the engine read each rule's fields and decoded each attribute's stored
/// property again for every record, about forty instructions per rule and attribute, as many
/// as a short check. A program is built once per typed model type and once per list of names
/// of dynamic models, kept with their positions (see ``PositionCache``), and read as a flat
/// list; for a validation of listed attributes, or a model of another kind, it is built for
/// that validation.
///
/// ```swift
/// // rules: [required: name, email], [string: name]; name and email String? properties
/// // ops: [check name (required)], [check email (required)], [check name (string)]
/// ```
///
/// Only what is decided in place is compiled; anything else is a ``Op/Kind/general`` operation
/// that runs the rule on the attribute the general way. Immutable once built (unchecked: the
/// operations are memory it owns and only reads).
@usableFromInline
final class InPlaceProgram: @unchecked Sendable {
    /// One rule on one attribute.
    @usableFromInline
    struct Op {
        /// What the engine does.
        @usableFromInline
        enum Kind: UInt8 {
            /// Runs the rule on the attribute the general way (compare in place, else read the
            /// value and call the validator).
            case general
            /// Checks the property at ``offset`` (or the dynamic model's value at that position)
            /// in place with ``check``.
            case check
            /// Checks the string property at ``offset`` against ``fused`` (see
            /// ``ValidationPlan/Step/fusedMatches``): when it passes, goes on at ``next``.
            case fused
            /// ``check`` of a typed model's `String?` property whose check passes no string at
            /// first sight (``FirstSight/none``).
            ///
            /// The three kinds of `String?` checks (the most common operation of a typed model)
            /// are told apart by this one byte: the engine's loop then reaches each with one
            /// jump, the property's type and the first sight known in its code. Through
            /// ``check``, a second jump on the property's type and a test of the first sight
            /// followed: about seventeen instructions more per operation on a valid record.
            case optionalString
            /// ``optionalString`` for a check whose first sight is
            /// ``FirstSight/scalarLengths(lower:upper:)`` (`string`).
            case optionalStringLengths
            /// ``optionalString`` for a check whose first sight is ``FirstSight/nonBlank``
            /// (`required`).
            case optionalStringNonBlank
            /// ``general`` for a `compare` rule between two of a typed model's `String?`
            /// properties (compared in place, ``ValidationPlan/Step/Mode/comparesInPlace``): the
            /// property at ``offset`` with the one at ``otherOffset``, both read off when the
            /// program was built instead of looked up in the positions on every record.
            case compareOptionalStrings
        }

        @usableFromInline let kind: Kind
        /// The four flags below, one bit each: read as one byte in the engine's loop.
        @usableFromInline let bits: UInt8
        /// The rule's `skipOnError`.
        @inlinable var skipOnError: Bool { bits & 1 != 0 }
        /// Which empty values pass (see ``ValidationPlan/Step/skipsInPlace``), for ``Kind/check``.
        @inlinable var skipsNull: Bool { bits & 2 != 0 }
        @inlinable var skipsEmptyString: Bool { bits & 4 != 0 }
        /// A value that fails ``check`` is not checked again before the validator runs.
        @inlinable var decides: Bool { bits & 8 != 0 }
        /// The property's type, for ``Kind/check`` and ``Kind/fused``.
        @usableFromInline let property: StoredProperty.Kind
        /// The property's offset in the model, for ``Kind/check`` and ``Kind/fused``.
        @usableFromInline let offset: Int
        /// The rule, as an index into the plan's steps.
        @usableFromInline let step: Int
        /// The attribute, as an index into the step's slots, and its slot.
        @usableFromInline let index: Int
        @usableFromInline let slot: Int
        /// The check, for ``Kind/check`` (the step holds it).
        @usableFromInline let check: Unmanaged<ValueCheckBox>?
        /// The patterns, for ``Kind/fused`` (the step holds them).
        @usableFromInline let fused: Unmanaged<ContainsAllPatterns>?
        /// For ``Kind/fused``: the operation after those of the rules it answers for; for
        /// ``Kind/compareOptionalStrings``: ``otherOffset``.
        @usableFromInline var next: Int
        /// For ``Kind/compareOptionalStrings``: the offset of the property compared with (held in
        /// ``next``, which no other kind of operation uses).
        @inlinable var otherOffset: Int { next }

        init(kind: Kind, skipOnError: Bool, skipsNull: Bool, skipsEmptyString: Bool, decides: Bool, property: StoredProperty.Kind,
             offset: Int, step: Int, index: Int, slot: Int, check: Unmanaged<ValueCheckBox>?,
             fused: Unmanaged<ContainsAllPatterns>?, next: Int) {
            self.kind = kind
            bits = (skipOnError ? 1 : 0) | (skipsNull ? 2 : 0) | (skipsEmptyString ? 4 : 0) | (decides ? 8 : 0)
            self.property = property
            self.offset = offset
            self.step = step
            self.index = index
            self.slot = slot
            self.check = check
            self.fused = fused
            self.next = next
        }
    }

    /// The operations, in order.
    @usableFromInline let ops: UnsafeBufferPointer<Op>
    /// The label generated from each slot's attribute name (``AttributeLabel/generate(_:)``,
    /// what ``ValidatableModel/label(of:)`` answers without an explicit label), for the
    /// failures the engine adds itself; empty when not generated.
    @usableFromInline let labels: [String]

    /// Where a model keeps the values the operations check in place.
    @usableFromInline
    enum Placement {
        /// A typed model's stored properties (their offsets and types are in the positions).
        case storedProperties
        /// A ``DynamicModel``'s storage: the operations hold the positions as their ``Op/offset``.
        case storage
        /// Nowhere the engine reads: every operation runs its rule the general way.
        case nowhere
    }

    /// Compiles `steps` for a model whose attributes are at `positions`, with values checked
    /// in place where `placement` says.
    @usableFromInline
    init(steps: [ValidationPlan.Step], positions: SlotPositions, placement: Placement, labels: [String] = []) {
        self.labels = labels
        // Where a slot's value is checked in place: a string or integer property, or any value
        // in a dynamic model's storage (its check looks at the value's case).
        func place(_ slot: Int) -> StoredProperty? {
            switch placement {
            case .storedProperties: positions.storedProperty(slot)
            case .storage: positions[slot].map { StoredProperty(kind: .string, offset: $0) }
            case .nowhere: nil
            }
        }
        var ops: [Op] = []
        // The first operation of each step, and the fused operations waiting for theirs.
        var firstOp: [Int] = []
        var fusedOps: [(op: Int, endStep: Int)] = []
        for (position, step) in steps.enumerated() {
            firstOp.append(ops.count)
            guard step.validatesValues else { continue }
            let skipOnError = step.mode.contains(.skipOnError)
            if let fused = step.fusedMatches, let stored = place(step.slots[0]),
               stored.kind == .string || stored.kind == .optionalString {
                fusedOps.append((ops.count, position + step.fusedCount))
                ops.append(Op(kind: .fused, skipOnError: false, skipsNull: false, skipsEmptyString: false, decides: false,
                              property: stored.kind, offset: stored.offset, step: position, index: 0, slot: step.slots[0],
                              check: nil, fused: Unmanaged.passUnretained(fused), next: 0))
            }
            for (index, slot) in step.slots.enumerated() {
                if step.mode.contains(.checksInPlace), let stored = place(slot),
                   let (skipsNull, skipsEmptyString) = step.skipsInPlace {
                    ops.append(Op(kind: Self.checkKind(of: stored.kind, step.valueCheck.firstSight, placement),
                                  skipOnError: skipOnError, skipsNull: skipsNull, skipsEmptyString: skipsEmptyString,
                                  decides: step.mode.contains(.decidesInPlace), property: stored.kind, offset: stored.offset,
                                  step: position, index: index, slot: slot, check: Unmanaged.passUnretained(step.valueCheck),
                                  fused: nil, next: 0))
                } else if let (own, other) = Self.comparedOptionalStrings(step, index, place, placement) {
                    ops.append(Op(kind: .compareOptionalStrings, skipOnError: skipOnError, skipsNull: false, skipsEmptyString: false,
                                  decides: false, property: .optionalString, offset: own, step: position, index: index, slot: slot,
                                  check: nil, fused: nil, next: other))
                } else {
                    ops.append(Op(kind: .general, skipOnError: skipOnError, skipsNull: false, skipsEmptyString: false, decides: false,
                                  property: .string, offset: 0, step: position, index: index, slot: slot,
                                  check: nil, fused: nil, next: 0))
                }
            }
        }
        firstOp.append(ops.count)
        for (op, endStep) in fusedOps { ops[op].next = firstOp[endStep] }
        let buffer = UnsafeMutableBufferPointer<Op>.allocate(capacity: ops.count)
        _ = buffer.initialize(from: ops)
        self.ops = UnsafeBufferPointer(buffer)
    }

    /// The kind of a ``Op/Kind/check`` of a property of type `property` by a check whose first
    /// sight is `sight`: one of the `String?` kinds for a typed model's optional string.
    static func checkKind(of property: StoredProperty.Kind, _ sight: FirstSight, _ placement: Placement) -> Op.Kind {
        guard case .storedProperties = placement, property == .optionalString else { return .check }
        switch sight {
        case .none: return .optionalString
        case .scalarLengths: return .optionalStringLengths
        case .nonBlank: return .optionalStringNonBlank
        }
    }

    /// The offsets of the two `String?` properties the `compare` rule of `step` compares in
    /// place for its `index`th attribute in a typed model (`place` finds a slot's property), or
    /// `nil` when they are not two such properties (another placement, another type, no compared
    /// attribute, or one property compared with itself).
    static func comparedOptionalStrings(_ step: ValidationPlan.Step, _ index: Int, _ place: (Int) -> StoredProperty?,
                                        _ placement: Placement) -> (own: Int, other: Int)? {
        guard case .storedProperties = placement, step.mode.contains(.comparesInPlace), index < step.comparedSlots.count,
              step.comparedSlots[index] >= 0, let own = place(step.slots[index]), let other = place(step.comparedSlots[index]),
              own.kind == .optionalString, other.kind == .optionalString, own.offset != other.offset else {
            return nil
        }
        return (own.offset, other.offset)
    }

    deinit {
        ops.deallocate()
    }
}
