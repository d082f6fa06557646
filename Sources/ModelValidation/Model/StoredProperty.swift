/// Where a typed model keeps an attribute whose value the engine can check in place: a
/// `String`, `String?`, `Int` or `Int?` property stored inline in the model at a byte offset.
///
/// The engine reads such a property through a pointer to the model and hands it to a
/// validator's ``ValueCheck`` as it lies, without building an ``AttributeValue`` (a copy of the
/// string) or calling the binding's reading closure. Properties of other types, and properties
/// without an offset (computed, or with `willSet`/`didSet`), have none.
@usableFromInline
package struct StoredProperty: Sendable, Equatable {
    /// The property's type.
    @usableFromInline
    package enum Kind: UInt16, Sendable {
        case string = 1, optionalString, int, optionalInt
    }

    @usableFromInline package let kind: Kind
    /// The property's offset in the model, in bytes.
    @usableFromInline package let offset: Int

    @inlinable
    package init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    /// The stored form of a property of type `Value` at `offset`, or `nil` for other types.
    @inlinable
    package static func of<Value>(_ type: Value.Type, at offset: Int) -> StoredProperty? {
        let kind: Kind
        if Value.self == String.self { kind = .string }
        else if Value.self == String?.self { kind = .optionalString }
        else if Value.self == Int.self { kind = .int }
        else if Value.self == Int?.self { kind = .optionalInt }
        else { return nil }
        return StoredProperty(kind: kind, offset: offset)
    }
}
