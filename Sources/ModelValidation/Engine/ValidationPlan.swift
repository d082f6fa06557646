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
@usableFromInline
struct ValidationPlan: Sendable {
    /// One rule, with what the engine needs from it at hand, and the slots it validates.
    ///
    /// A class, so that walking the plan copies one reference per rule, not every field of a
    /// ``CompiledRule``.
    @usableFromInline
    final class Step: Sendable {
        /// The attributes the rule validates, as indices into ``ValidationPlan/attributes``, in
        /// target order. A target listed twice (Yii's `["a", "!a"]`) appears twice.
        @usableFromInline let slots: [Int]
        @usableFromInline let validator: any Validator
        @usableFromInline let skipOnEmpty: Bool
        @usableFromInline let skipOnError: Bool
        @usableFromInline let isEmpty: EmptinessCheck
        @usableFromInline let when: Condition?
        @usableFromInline let validatesValues: Bool
        @usableFromInline let isAsynchronous: Bool
        /// The name an asynchronous-rule error reports (`rules[2] (unique on email)`).
        @usableFromInline let name: String
        /// The validator as an asynchronous one, if it is.
        let asyncValidator: (any AsyncValidator)?
        /// Which errors the rule reads besides `skipOnError`'s (see ``ErrorReads``).
        let errorReads: ErrorReads

        init(_ rule: CompiledRule, slots: [Int]) {
            self.slots = slots
            validator = rule.validator
            skipOnEmpty = rule.skipOnEmpty
            skipOnError = rule.skipOnError
            isEmpty = rule.isEmpty
            when = rule.when
            validatesValues = rule.validatesValues
            isAsynchronous = rule.isAsynchronous
            name = rule.summary
            asyncValidator = rule.validator as? any AsyncValidator
            errorReads = ErrorReads(rule)
        }
    }

    /// The distinct target attributes, in first-appearance order.
    @usableFromInline let attributes: [String]
    /// The rules that run, in declaration order.
    @usableFromInline let steps: [Step]
    /// The first asynchronous rule that would validate an attribute, which the synchronous
    /// `validate()` refuses before running any rule.
    @usableFromInline let asynchronousStep: Step?

    /// Builds the plan for validating `targets` with the rules at `ruleIndices`.
    ///
    /// - Parameters:
    ///   - targets: The attributes to validate, in order (duplicates allowed).
    ///   - ruleIndices: The active rules, in declaration order.
    ///   - rules: The rule set's rules.
    @usableFromInline
    init(targets: [String], ruleIndices: [Int], rules: [CompiledRule]) {
        // Distinct by their bytes: "é" and "e\u{301}" are two attributes.
        var slots = NameIndex()
        var targetSlots: [Int] = []
        for name in targets {
            if let slot = slots.position(of: name) {
                targetSlots.append(slot)
            } else {
                targetSlots.append(slots.count)
                slots.append(name)
            }
        }
        self.attributes = slots.names
        steps = ruleIndices.map { index in
            let rule = rules[index]
            var slots: [Int] = []
            for (name, slot) in zip(targets, targetSlots) where rule.validates(name) { slots.append(slot) }
            return Step(rule, slots: slots)
        }
        asynchronousStep = steps.first { $0.isAsynchronous && $0.validatesValues && !$0.slots.isEmpty }
    }
}
