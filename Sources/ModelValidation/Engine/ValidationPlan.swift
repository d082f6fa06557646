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
        // Where each distinct attribute stands in `targets`, so that a rule finds the targets it
        // validates from its own attributes: asking every rule about every target cost rules
        // times attributes (a schema of 8,000 one-attribute rules took most of a minute).
        var places = Array(repeating: [Int](), count: names.names.count)
        for (place, slot) in targetSlots.enumerated() { places[slot].append(place) }
        let resolved = ruleIndices.map { index in
            let rule = rules[index]
            var slots: [Int] = []
            var comparedSlots: [Int] = []
            let equality = (rule.validator as? CompareValidator).flatMap { $0.requiresEqualStrings ? $0 : nil }
            // The targets the rule validates, in their order (a name the rule lists twice once).
            var validated: [Int] = []
            var seen = Set<Int>()
            for attribute in rule.attributeNames {
                guard let slot = names.position(of: attribute), seen.insert(slot).inserted else { continue }
                validated += places[slot]
            }
            if seen.count > 1 { validated.sort() }
            for place in validated {
                let (name, slot) = (targets[place], targetSlots[place])
                slots.append(slot)
                if let equality {
                    comparedSlots.append(names.position(of: equality.comparedAttribute(of: name)) ?? -1)
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
