/// How a typed attribute's Swift type turns a document's value into the value its rules see,
/// for tools that describe what a typed model accepts (the JSON Schema export).
///
/// Massive assignment converts each value with ``AttributeConvertible/init(attributeValue:)``
/// before any rule runs: an `Int` property takes `"42"` and `42.0` as `42`, a `Bool` property
/// takes `"true"` and `1` as `true`. A document's value is accepted when it converts and the
/// rules accept what it converted to, so a description of the rules alone is stricter than the
/// model unless it also admits the values that convert.
@usableFromInline
package enum AttributeConversion: Sendable, Equatable {
    /// Values the type takes pass unchanged (`String`, ``AttributeValue``, enumerations with
    /// `String` raw values, lists of them); others fail to convert.
    case identity
    /// Numbers and numeric strings become numbers (`Int`, `Double`, enumerations with `Int`
    /// raw values).
    case numeric
    /// Booleans, `0`, `1`, `"0"`, `"1"`, `"true"` and `"false"` become booleans.
    case boolean
    /// Lists whose elements convert.
    case list
    /// A type whose conversion the package does not know (an application's own type).
    case unknown

    /// The conversion of values into `type`.
    @usableFromInline
    package static func of<Value: AttributeConvertible>(_ type: Value.Type) -> AttributeConversion {
        of(type as Any.Type)
    }

    private static func of(_ type: Any.Type) -> AttributeConversion {
        if type == String.self || type == AttributeValue.self { return .identity }
        if type == Int.self || type == Double.self { return .numeric }
        if type == Bool.self { return .boolean }
        if let wrapper = type as? any ConversionWrapper.Type {
            return wrapper.conversion
        }
        if let raw = type as? any RawRepresentable.Type {
            return rawConversion(raw)
        }
        return .unknown
    }

    private static func rawConversion<R: RawRepresentable>(_ type: R.Type) -> AttributeConversion {
        switch of(R.RawValue.self) {
        case .identity: .identity
        case .numeric: .numeric
        default: .unknown
        }
    }
}

/// The standard library's containers of convertible values, whose conversion follows their
/// elements'.
private protocol ConversionWrapper {
    static var conversion: AttributeConversion { get }
}

extension Optional: ConversionWrapper where Wrapped: AttributeConvertible {
    // `null` becomes `nil` and reads back as `null`; other values convert as `Wrapped`'s.
    fileprivate static var conversion: AttributeConversion { .of(Wrapped.self) }
}

extension Array: ConversionWrapper where Element: AttributeConvertible {
    fileprivate static var conversion: AttributeConversion {
        AttributeConversion.of(Element.self) == .identity ? .identity : .list
    }
}

extension TypedModel {
    /// How assignment converts each attribute's value (``AttributeConversion/unknown`` for
    /// bindings of nested models and others not made from a property's type).
    package static var attributeConversions: [NameKey: AttributeConversion] {
        var conversions: [NameKey: AttributeConversion] = [:]
        for binding in attributes.bindings { conversions[NameKey(binding.name)] = binding.conversion ?? .unknown }
        return conversions
    }
}
