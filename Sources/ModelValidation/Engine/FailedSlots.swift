/// Which of a validation's slots have errors, known without looking the names up while every
/// error the model has was added by the engine's own loop.
///
/// A rule that skips on error asks whether its attribute has errors before each value it
/// visits; on a model with errors that was a lookup by name, byte for byte, among the failing
/// attributes (about a hundred instructions, called out of line). The loop knows better: it
/// starts from a model without errors, and a validator that only ever adds errors to the
/// attribute it validates (the built-in ones, see ``ValidationPlan/Step/Mode/addsOnlyOwnErrors``)
/// gave the slot it ran on errors exactly when the number of failing attributes grew. Any other
/// validator, or errors already there, ends the knowledge: the loop's next lookup by name then
/// marks the slots from the errors as they are, once per validation (see
/// ``lookUp(_:names:errors:)``), and looks names up for the rest of it only when that cannot be
/// done (keys with paths of their own, or a hash index).
///
/// ```swift
/// // required(a) fails: a's bit is set; string(b) then asks about b: no bit, no lookup
/// ```
@usableFromInline
struct FailedSlots {
    /// Bit `i`: slot `i` (below 64) has errors.
    @usableFromInline var bits: UInt64 = 0
    /// The number of attributes with errors the bits account for.
    @usableFromInline var keys = 0
    /// Whether the bits are the truth; else the loop looks names up.
    @usableFromInline var isExact: Bool
    /// Whether the slots were marked from the errors once (see ``lookUp(_:names:errors:)``).
    @usableFromInline var wereMarked = false

    /// Starts exact when the model has no errors.
    @inlinable
    init(errors: ValidationErrors) {
        isExact = errors.isEmpty
    }

    /// Whether the attribute in `slot` (of `names`) has errors, when the bits do not know:
    /// `errors` (the model's) looked up by name. The first time, the slots are marked from the
    /// errors (``markSlots(of:names:)``), so that the bits know again: a model that had errors
    /// before the loop (a failed assignment's) looked every attribute up by name for the whole
    /// validation. Out of line: the loop stays short.
    @usableFromInline @inline(never)
    mutating func lookUp(_ slot: Int, names: UnsafeBufferPointer<String>, errors: ValidationErrors) -> Bool {
        if !wereMarked {
            wereMarked = true
            markSlots(of: errors, names: names)
            if let known = hasErrors(slot) { return known }
        }
        return errors.contains(names[slot])
    }

    /// Makes the bits exact when each key of `errors` is a whole name (no key with a path of
    /// its own, no hash index): marks the slots among `names` (the first 64) that `errors` has
    /// keys for, byte for byte as ``ValidationErrors/contains(_:)`` finds them. The bits then
    /// hold what the errors are now, whatever made them inexact (errors there before the loop,
    /// a validator that adds or removes other attributes' errors).
    @usableFromInline
    mutating func markSlots(of errors: ValidationErrors, names: UnsafeBufferPointer<String>) {
        guard !errors.hasPaths && errors.index == nil else { return }
        bits = 0
        let slots = min(names.count, 64)
        for entry in errors.entries {
            let key = entry.attribute
            let length = key.utf8.count
            for slot in 0..<slots where names[slot].utf8.count == length && names[slot].hasSameBytes(as: key) {
                bits |= 1 &<< UInt64(slot)
            }
        }
        keys = errors.entries.count
        isExact = true
    }

    /// Whether slot `slot` has errors, when the bits know (`nil` otherwise).
    @inlinable
    func hasErrors(_ slot: Int) -> Bool? {
        guard isExact && slot < 64 else { return nil }
        return bits & (1 &<< UInt64(slot)) != 0
    }

    /// Takes in what the validator of `step` did on `slot`: `errors` are the model's errors
    /// after it ran.
    @inlinable
    mutating func note(_ step: ValidationPlan.Step, ranOn slot: Int, errors: ValidationErrors) {
        guard isExact else { return }
        guard step.mode.contains(.addsOnlyOwnErrors) else {
            isExact = false
            return
        }
        let count = errors.entries.count
        guard count != keys else { return }
        keys = count
        if slot < 64 { bits |= 1 &<< UInt64(slot) }
    }
}
