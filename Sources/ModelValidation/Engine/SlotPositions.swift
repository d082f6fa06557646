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

    /// Two bytes per slot: where a typed model stores the attribute (see ``StoredProperty``),
    /// the kind in the top three bits and the offset below them, or 0 for none.
    @usableFromInline var stored: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)

    @inlinable init() {}

    /// Where the model stores the attribute in `slot`, when the engine can check it in place.
    @inlinable
    func storedProperty(_ slot: Int) -> StoredProperty? {
        guard slot < Self.capacity else { return nil }
        let packed = withUnsafeBytes(of: stored) { $0.load(fromByteOffset: slot &* 2, as: UInt16.self) }
        guard let kind = StoredProperty.Kind(rawValue: packed >> 13) else { return nil }
        return StoredProperty(kind: kind, offset: Int(packed & 0x1FFF))
    }

    /// ``storedProperty(_:)`` of the positions at `positions`, read in place (reading through
    /// `pointee` copied the whole table of stored properties first).
    @inlinable
    static func storedProperty(_ slot: Int, at positions: UnsafePointer<SlotPositions>) -> StoredProperty? {
        guard slot < capacity else { return nil }
        let packed = UnsafeRawPointer(positions).load(fromByteOffset: storedOffset &+ slot &* 2, as: UInt16.self)
        guard let kind = StoredProperty.Kind(rawValue: packed >> 13) else { return nil }
        return StoredProperty(kind: kind, offset: Int(packed & 0x1FFF))
    }

    /// The subscript's position of the positions at `positions`, read in place.
    @inlinable
    static func position(_ slot: Int, at positions: UnsafePointer<SlotPositions>) -> Int? {
        guard slot < capacity else { return nil }
        let stored = UnsafeRawPointer(positions).load(fromByteOffset: bytesOffset &+ slot, as: UInt8.self)
        return stored == 0 ? nil : Int(stored) - 1
    }

    /// Where ``bytes`` and ``stored`` lie in the struct, as constants for the engine's loop
    /// (`MemoryLayout.offset(of:)` is not one); a test checks them against the layout.
    @inlinable static var bytesOffset: Int { 0 }
    @inlinable static var storedOffset: Int { 32 }

    /// Records where the model stores the attribute in `slot` (an offset beyond 8,191 bytes is
    /// not kept: the attribute is then read through the model).
    @inlinable
    mutating func setStoredProperty(_ property: StoredProperty?, slot: Int) {
        guard slot < Self.capacity else { return }
        var packed: UInt16 = 0
        if let property, property.offset >= 0, property.offset < 0x2000 {
            packed = property.kind.rawValue << 13 | UInt16(property.offset)
        }
        withUnsafeMutableBytes(of: &stored) { $0.storeBytes(of: packed, toByteOffset: slot &* 2, as: UInt16.self) }
    }

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
