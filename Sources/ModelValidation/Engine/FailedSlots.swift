/// Which of a validation's slots have errors, known without looking the names up while every
/// error the model has was added by the engine's own loop.
///
/// A rule that skips on error asks whether its attribute has errors before each value it
/// visits; on a model with errors that was a lookup by name, byte for byte, among the failing
/// attributes (about a hundred instructions, called out of line). The loop knows better: it
/// starts from a model without errors, and a validator that only ever adds errors to the
/// attribute it validates (the built-in ones, see ``ValidationPlan/Step/Mode/addsOnlyOwnErrors``)
/// gave the slot it ran on errors exactly when the number of failing attributes grew. Any other
/// validator, or errors already there, ends the knowledge: the loop then looks names up again.
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

    /// Starts exact when the model has no errors.
    @inlinable
    init(errors: ValidationErrors) {
        isExact = errors.isEmpty
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
