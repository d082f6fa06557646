extension ValidationPlan {
    /// One rule, with what the engine needs from it at hand, and the slots it validates.
    ///
    /// A class, so that walking the plan copies one reference per rule, not every field of a
    /// ``CompiledRule``.
    // Unchecked: immutable once built; ``slots`` is memory the step owns and only reads.
    @usableFromInline
    final class Step: @unchecked Sendable {
        /// The attributes the rule validates, as indices into ``ValidationPlan/attributes``, in
        /// target order. A target listed twice (Yii's `["a", "!a"]`) appears twice. Memory the
        /// step owns: an array read from a step was retained, and looping over it in a closure
        /// made the engine's loop a call per rule.
        @usableFromInline let slots: UnsafeBufferPointer<Int>
        @usableFromInline let validator: any Validator
        /// The validator as a ``ValueCheck``, which the engine asks before calling it (when
        /// ``hasValueCheck``), in a box the engine calls through the class's methods (see
        /// ``ValueCheckBox``). Not optional: a validator without a check has the base box.
        @usableFromInline let valueCheck: ValueCheckBox
        /// Whether the validator is a ``ValueCheck``.
        @inlinable var hasValueCheck: Bool { mode.contains(.hasValueCheck) }
        /// The rule's `skipOnEmpty`.
        @inlinable var skipOnEmpty: Bool { mode.contains(.skipOnEmpty) }
        /// The rule's `skipOnError`.
        @inlinable var skipOnError: Bool { mode.contains(.skipOnError) }
        @usableFromInline let isEmpty: EmptinessCheck
        /// Which of the named checks ``isEmpty`` is, read without copying a custom check.
        @usableFromInline let emptiness: Emptiness

        /// Which empty values the rule skips, for a value checked in place: `null` (when it
        /// skips empty values and its check is `default` or `null`) and `""` (`default`).
        /// `nil` for another emptiness check, which only the value itself can answer.
        @inlinable
        var skipsInPlace: (null: Bool, emptyString: Bool)? {
            switch emptiness {
            case .default: (skipOnEmpty, skipOnEmpty)
            case .null: (skipOnEmpty, false)
            case .other: nil
            }
        }
        @usableFromInline let when: Condition?
        @usableFromInline let validatesValues: Bool
        @usableFromInline let isAsynchronous: Bool
        /// The name an asynchronous-rule error reports (`rules[2] (unique on email)`).
        @usableFromInline let name: String
        /// The validator as an asynchronous one, if it is.
        let asyncValidator: (any AsyncValidator)?
        /// Which errors the rule reads besides `skipOnError`'s (see ``ErrorReads``).
        let errorReads: ErrorReads
        /// For a `compare` rule that requires equal strings of two attributes: for each of
        /// ``slots``, the slot of the attribute it compares with (-1 when that attribute is not
        /// among the plan's). Empty for other rules.
        @usableFromInline let comparedSlots: [Int]
        /// Whether the `compare` rule's validator reports an attribute compared with one that
        /// has errors (its `skipOnError` is `false`): only then do the other's errors keep the
        /// engine from deciding equal strings in place.
        @usableFromInline let comparisonReadsErrors: Bool
        /// The `compare` validator of a step with ``comparedSlots``, for the failures the
        /// engine adds itself (see `addComparisonFailure`).
        @usableFromInline let comparison: CompareValidator?
        /// What the engine's loop asks of the step for each attribute, in one word: read once
        /// per rule, where reading each field (the optional `when` is five words) cost more
        /// than the loop over its one or two attributes.
        @usableFromInline let mode: Mode

        /// The questions the engine's loop asks of a step (computed options, not stored ones:
        /// a static stored property is reached through a lazy initializer from other modules).
        @usableFromInline
        struct Mode: OptionSet, Sendable {
            @usableFromInline let rawValue: UInt8
            @inlinable init(rawValue: UInt8) { self.rawValue = rawValue }

            /// ``Step/skipOnError``.
            @inlinable static var skipOnError: Mode { Mode(rawValue: 1) }
            /// ``Step/skipOnEmpty``.
            @inlinable static var skipOnEmpty: Mode { Mode(rawValue: 2) }
            /// The rule has a `when` condition.
            @inlinable static var hasWhen: Mode { Mode(rawValue: 4) }
            /// ``Step/hasValueCheck``.
            @inlinable static var hasValueCheck: Mode { Mode(rawValue: 8) }
            /// The value is checked where it lies: a value check and no `when`.
            @inlinable static var checksInPlace: Mode { Mode(rawValue: 16) }
            /// A value checked in place that did not pass is not checked again before the
            /// validator runs (unless the emptiness check kept it from being checked).
            @inlinable static var decidesInPlace: Mode { Mode(rawValue: 32) }
            /// Two strings compared in place (see ``Step/comparedSlots``), no `when`.
            @inlinable static var comparesInPlace: Mode { Mode(rawValue: 64) }
            /// The validator only ever adds errors, and only to the attribute it validates
            /// (see ``FailedSlots``).
            @inlinable static var addsOnlyOwnErrors: Mode { Mode(rawValue: 128) }
        }

        /// For the first of consecutive `match` rules that each search one attribute, the same,
        /// for some byte of a class (a password policy: `/[A-Z]/`, `/[a-z]/`, `/[0-9]/`): the
        /// check of all their patterns in one pass. When a string passes it, none of the rules
        /// can fail, so the engine skips them all (``fusedCount`` steps, this one included).
        let fusedMatches: ContainsAllPatterns?
        /// The number of steps ``fusedMatches`` answers for; 1 without it.
        let fusedCount: Int

        init(_ rule: CompiledRule, slots: [Int], comparedSlots: [Int] = [], fused: (ContainsAllPatterns, count: Int)? = nil) {
            fusedMatches = fused?.0
            fusedCount = fused?.count ?? 1
            let buffer = UnsafeMutableBufferPointer<Int>.allocate(capacity: slots.count)
            _ = buffer.initialize(from: slots)
            self.slots = UnsafeBufferPointer(buffer)
            self.comparedSlots = comparedSlots
            comparisonReadsErrors = (rule.validator as? CompareValidator).map { !$0.skipOnError } ?? false
            comparison = comparedSlots.isEmpty ? nil : rule.validator as? CompareValidator
            validator = rule.validator
            let check = rule.validator as? any ValueCheck
            valueCheck = check.map { ValueCheckBox.holding($0) } ?? ValueCheckBox()
            isEmpty = rule.isEmpty
            switch rule.isEmpty {
            case .default: emptiness = .default
            case .null: emptiness = .null
            case .trimmed, .custom: emptiness = .other
            }
            when = rule.when
            validatesValues = rule.validatesValues
            isAsynchronous = rule.isAsynchronous
            name = rule.summary
            asyncValidator = rule.validator as? any AsyncValidator
            errorReads = ErrorReads(rule)
            var mode: Mode = []
            if rule.skipOnError { mode.insert(.skipOnError) }
            if rule.skipOnEmpty { mode.insert(.skipOnEmpty) }
            if rule.when != nil { mode.insert(.hasWhen) }
            if check != nil { mode.insert(.hasValueCheck) }
            if check != nil && rule.when == nil {
                mode.insert(.checksInPlace)
                if emptiness != .other { mode.insert(.decidesInPlace) }
            }
            if !comparedSlots.isEmpty && rule.when == nil { mode.insert(.comparesInPlace) }
            if Self.addsOnlyOwnErrors(rule.validator) { mode.insert(.addsOnlyOwnErrors) }
            self.mode = mode
        }

        deinit {
            slots.deallocate()
        }

        /// Whether `validator` only ever adds errors, and only to the attribute it validates:
        /// the built-in validators that read no errors (``ReadsNoErrors``), `compare`, and either
        /// behind a rule's own messages; not `date` with a `timestampAttribute` (writing it may
        /// fail on that attribute).
        static func addsOnlyOwnErrors(_ validator: any Validator) -> Bool {
            switch validator {
            case let wrapped as ApplicationMessages: addsOnlyOwnErrors(wrapped.inner)
            case let date as DateValidator: date.timestampAttribute == nil
            case is any ReadsNoErrors, is CompareValidator: true
            default: false
            }
        }
    }
}
