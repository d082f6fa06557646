import ModelValidationLocks

/// The work of one validation, resolved once: which rules run, in order, and on which attributes.
///
/// The engine used to ask every active rule about every target attribute (a set lookup per
/// pair, each hashing the name) and to copy each rule it ran. A plan does that once, when the
/// rule set is built, for the scenario's active attributes; `validate()` then walks the steps,
/// reading each attribute by its position in the model (see ``SlotPositions``).
///
/// ```swift
/// // rules: [required: a, b], [string: b]; targets: a, b
/// // attributes: ["a", "b"]; steps: [rule 0 → slots 0, 1], [rule 1 → slot 1]
/// ```
///
/// A class, so that reading a scenario's plan retains one reference: as a struct of five
/// references, each `validate()` retained and released all five.
@usableFromInline
final class ValidationPlan: Sendable {
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

    /// Whether two strings have the same bytes (PHP's `==` and `===` hold then).
    @usableFromInline
    static func sameBytes(_ a: String, _ b: String) -> Bool { PHPSemantics.bytesEqual(a, b) }

    /// A step's emptiness check, as far as the engine decides it in place.
    @usableFromInline
    enum Emptiness: Sendable {
        /// `null`, `""` and `[]` are empty.
        case `default`
        /// Only `null` is empty.
        case null
        /// `trimmed` or a custom check.
        case other
    }

    /// The distinct target attributes, in first-appearance order.
    @usableFromInline let attributes: [String]
    /// The rules that run, in declaration order.
    @usableFromInline let steps: [Step]
    /// ``steps`` without their references counted, for the engine's loop (``steps`` holds them).
    @usableFromInline let unownedSteps: [Unmanaged<Step>]
    /// The first asynchronous rule that would validate an attribute, which the synchronous
    /// `validate()` refuses before running any rule.
    @usableFromInline let asynchronousStep: Step?
    /// The positions of ``attributes`` in each typed model validated with the plan.
    let positionCache = PositionCache()

    /// Builds the plan for validating `targets` with the rules at `ruleIndices`.
    ///
    /// - Parameters:
    ///   - targets: The attributes to validate, in order (duplicates allowed).
    ///   - ruleIndices: The active rules, in declaration order.
    ///   - rules: The rule set's rules.
    @usableFromInline
    init(targets: [String], ruleIndices: [Int], rules: [CompiledRule]) {
        // Distinct by their bytes: "é" and "e\u{301}" are two attributes.
        var names = NameIndex()
        var targetSlots: [Int] = []
        for name in targets {
            targetSlots.append(names.insert(name).position)
        }
        self.attributes = names.names
        let resolved = ruleIndices.map { index in
            let rule = rules[index]
            var slots: [Int] = []
            var comparedSlots: [Int] = []
            let equality = (rule.validator as? CompareValidator).flatMap { $0.requiresEqualStrings ? $0 : nil }
            for (name, slot) in zip(targets, targetSlots) where rule.validates(name) {
                slots.append(slot)
                if let equality {
                    comparedSlots.append(names.position(of: equality.compareAttribute ?? name + "_repeat") ?? -1)
                }
            }
            return (rule: rule, slots: slots, comparedSlots: comparedSlots)
        }
        let fused = Self.fusedMatches(resolved.map { ($0.rule, $0.slots) })
        steps = resolved.indices.map { Step(resolved[$0].rule, slots: resolved[$0].slots, comparedSlots: resolved[$0].comparedSlots, fused: fused[$0]) }
        unownedSteps = steps.map { Unmanaged.passUnretained($0) }
        asynchronousStep = steps.first { $0.isAsynchronous && $0.validatesValues && !$0.slots.isEmpty }
    }
}

extension ValidationPlan {
    /// For each step, in order, the check its patterns and those of the steps after it share
    /// (see ``Step/fusedMatches``): runs of at least two `match` rules, with no `not`, no `when`
    /// and an emptiness check the engine knows, each validating one slot, the same, with a
    /// pattern that searches for one byte of a class.
    static func fusedMatches(_ steps: [(rule: CompiledRule, slots: [Int])]) -> [(ContainsAllPatterns, count: Int)?] {
        func pattern(_ step: (rule: CompiledRule, slots: [Int]), slots: [Int]) -> PCREPattern? {
            guard step.slots.count == 1, step.slots == slots, step.rule.when == nil, step.rule.validatesValues,
                  let match = step.rule.validator as? MatchValidator, !match.not, match.pattern.checksForAnyByteOfAClass else { return nil }
            switch step.rule.isEmpty {
            case .default, .null: return match.pattern
            case .trimmed, .custom: return nil
            }
        }
        var fused: [(ContainsAllPatterns, count: Int)?] = Array(repeating: nil, count: steps.count)
        var start = 0
        while start < steps.count {
            var patterns: [PCREPattern] = []
            while start + patterns.count < steps.count, patterns.count < 8,
                  let next = pattern(steps[start + patterns.count], slots: steps[start].slots) {
                patterns.append(next)
            }
            if let check = ContainsAllPatterns(patterns) { fused[start] = (check, patterns.count) }
            start += max(patterns.count, 1)
        }
        return fused
    }

    /// The positions of ``attributes`` in models of `type`, resolved with `resolve` at the
    /// first validation, and the plan compiled for them with `placement` (see
    /// ``InPlaceProgram``), kept together: a typed model's attributes are those of its type
    /// (`names` is then `nil`); a ``DynamicModel``'s are its list of names, `names`, whose
    /// storage the cache holds on to, so that the same storage means the same names. The entry
    /// holds both while the validation runs.
    ///
    /// - Parameters:
    ///   - type: The model type.
    ///   - names: The model's attribute names when they are not its type's.
    ///   - placement: Where the model keeps the values checked in place.
    ///   - resolve: Resolves the positions by name (run outside the lock).
    /// - Returns: The entry.
    @usableFromInline
    func compiled(for type: ObjectIdentifier, names: [String]?, placement: InPlaceProgram.Placement,
                  resolve: () -> SlotPositions) -> PositionCache.Published {
        positionCache.entry(for: type, names: names) {
            compiled(positions: resolve(), type: type, names: names, placement: placement, labels: attributes.map(AttributeLabel.generate))
        }
    }

    /// ``compiled(for:names:placement:resolve:)`` with no reference counted for the entry this
    /// plan keeps (valid while the plan lives); `owner` holds one it does not keep.
    @usableFromInline
    func unretainedCompiled(for type: ObjectIdentifier, names: [String]?, placement: InPlaceProgram.Placement,
                            resolve: () -> SlotPositions) -> (entry: Unmanaged<PositionCache.Published>, owner: PositionCache.Published?) {
        // The first entry looked at before the closure that makes one is formed: the closure
        // retained what it captures (this plan and the names) for each call.
        if let first = positionCache.unretainedFirst(for: type, names: names) { return (first, nil) }
        let entry = compiled(for: type, names: names, placement: placement, resolve: resolve)
        return (Unmanaged.passUnretained(entry), entry)
    }

    /// ``compiled(for:names:placement:resolve:)`` for a validation of its own, not kept.
    @usableFromInline
    func compiled(positions: SlotPositions, placement: InPlaceProgram.Placement) -> PositionCache.Published {
        PositionCache.Published(compiled(positions: positions, type: ObjectIdentifier(ValidationPlan.self), names: nil,
                                         placement: placement, labels: []))
    }

    /// The entry of a program compiled for `positions`, with the generated `labels` of the
    /// plan's attributes (none for a program of one validation: generating them would cost it
    /// more than it saves).
    private func compiled(positions: SlotPositions, type: ObjectIdentifier, names: [String]?,
                          placement: InPlaceProgram.Placement, labels: [String]) -> PositionCache.Entry {
        PositionCache.Entry(type: type, names: names, positions: positions,
                            program: InPlaceProgram(steps: steps, positions: positions, placement: placement, labels: labels))
    }
}

/// Attribute positions of a plan, and the plan compiled for them, by model type (and, for
/// models whose attributes are their own, by list of names), shared by the threads that
/// validate with the plan.
///
/// A plan is used by one or a few models, so the entries are searched one by one; beyond
/// ``limit`` entries, they are made per validation, as without the cache.
@usableFromInline
final class PositionCache: Sendable {
    /// One model type, or one list of names, its positions and the plan compiled for them.
    @usableFromInline
    struct Entry: Sendable {
        let type: ObjectIdentifier
        /// Held, so that its storage is not freed and reused for other names while cached.
        let names: [String]?
        @usableFromInline let positions: SlotPositions
        /// The plan compiled for those positions.
        @usableFromInline let program: InPlaceProgram

        /// Whether the entry is for `type` and the very same list of names (by its storage).
        func matches(_ type: ObjectIdentifier, _ names: [String]?) -> Bool {
            guard type == self.type else { return false }
            switch (names, self.names) {
            case (nil, nil): return true
            case let (given?, kept?):
                return given.sharesStorage(with: kept)
            default: return false
            }
        }
    }

    /// An entry as an object: the first one is read without the lock, and a validation holds
    /// on to its entry while it runs the entry's program.
    @usableFromInline
    final class Published: Sendable {
        @usableFromInline let entry: Entry
        @usableFromInline init(_ entry: Entry) { self.entry = entry }
    }

    /// The most entries kept.
    static let limit = 16

    /// The first entry kept, read without the lock: a plan is nearly always used by one model
    /// type (or one template's list of names), and locking for it cost about a hundred
    /// instructions a validation (and two threads validating took turns at one lock).
    private let first = PublishedOnce<Published>()
    /// The others.
    private let entries = Locked<[Published]>([])

    /// The number of entries kept.
    var count: Int { entries.withLock { $0.count } + first.withValue { $0 == nil ? 0 : 1 } }

    /// The first entry when it is the one for `type` and `names`, with no reference counted:
    /// this cache keeps it as long as it lives.
    func unretainedFirst(for type: ObjectIdentifier, names: [String]?) -> Unmanaged<Published>? {
        guard let found = first.unretainedValue, found._withUnsafeGuaranteedRef({ $0.entry.matches(type, names) }) else {
            return nil
        }
        return found
    }

    /// The entry kept for `type` and `names`, or the one `resolve` gives (then kept while there
    /// is room).
    func entry(for type: ObjectIdentifier, names: [String]?, resolve: () -> Entry) -> Published {
        if let found = first.value, found.entry.matches(type, names) { return found }
        if let found = entries.withLock({ $0.first { $0.entry.matches(type, names) } }) { return found }
        let resolved = Published(resolve())
        // The first entry is published once; when another thread published first, this one
        // joins the others (unless the same, which both resolved at once).
        if first.publish(resolved) { return resolved }
        if first.withValue({ $0?.entry.matches(type, names) == true }) { return resolved }
        entries.withLock {
            if $0.count < Self.limit - 1 && !$0.contains(where: { $0.entry.matches(type, names) }) {
                $0.append(resolved)
            }
        }
        return resolved
    }
}
