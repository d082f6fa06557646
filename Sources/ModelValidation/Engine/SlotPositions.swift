/// Where each attribute of a ``ValidationPlan`` lives in the model being validated, resolved
/// once per validation and kept inline (no allocation).
///
/// Up to ``capacity`` slots with positions below 255 are kept; any other slot answers `nil`,
/// and the engine then reads that attribute by name, as it would without the plan.
///
/// ```swift
/// var positions = SlotPositions()
/// positions[0] = 3
/// positions[0]  // 3
/// positions[40] // nil (beyond the capacity: read by name)
/// ```
@usableFromInline
struct SlotPositions: Sendable {
    /// The number of slots kept.
    @usableFromInline static let capacity = 32

    /// One byte per slot: the position plus one, or 0 for "read by name".
    @usableFromInline var bytes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    @inlinable init() {}

    /// The position of the attribute in `slot`, or `nil` when it must be read by name.
    @inlinable
    subscript(slot: Int) -> Int? {
        get {
            guard slot < Self.capacity else { return nil }
            let stored = withUnsafeBytes(of: bytes) { $0[slot] }
            return stored == 0 ? nil : Int(stored) - 1
        }
        set {
            guard slot < Self.capacity else { return }
            let stored: UInt8 = newValue.map { $0 >= 0 && $0 < 255 ? UInt8($0 + 1) : 0 } ?? 0
            withUnsafeMutableBytes(of: &bytes) { $0[slot] = stored }
        }
    }
}
