/// A Swift type a typed model's property can have: convertible to and from ``AttributeValue``.
///
/// Conversions are exact: `Int` takes integers, doubles with an integral value and strings that
/// spell an integer (`"42"`, as forms send); `Double` takes numbers and numeric strings; `Bool`
/// takes booleans, `0`/`1` and `"0"`/`"1"`/`"true"`/`"false"`; `String` takes strings only.
/// Optionals take `null` as `nil`. Anything else does not convert, and massive assignment reports
/// it instead of writing. An enum with a `String` or `Int` raw value conforms by declaring it
/// (`enum Plan: String, AttributeConvertible`); `ModelValidationFoundation` adds `Date`, `UUID`,
/// `Decimal` and `URL`.
///
/// ```swift
/// Int(attributeValue: "42")  // 42
/// Int(attributeValue: "abc") // nil
/// ```
public protocol AttributeConvertible: Sendable {
    /// Converts a value, or returns `nil` when it does not fit this type.
    init?(attributeValue: AttributeValue)
    /// The value as an attribute value.
    var attributeValue: AttributeValue { get }
}

// The conversions are inlinable so that a typed model's accessors are specialized in its own
// module (reading an attribute is then a copy and a wrap, with no generic dispatch).
extension AttributeValue: AttributeConvertible {
    @inlinable public init?(attributeValue: AttributeValue) { self = attributeValue }
    @inlinable public var attributeValue: AttributeValue { self }
}

extension String: AttributeConvertible {
    @inlinable public init?(attributeValue: AttributeValue) {
        guard case .string(let s) = attributeValue else { return nil }
        self = s
    }
    @inlinable public var attributeValue: AttributeValue { .string(self) }
}

extension Int: AttributeConvertible {
    @inlinable public init?(attributeValue: AttributeValue) {
        switch attributeValue {
        case .int(let i): self = i
        case .double(let d):
            guard d.rounded() == d, let i = Int(exactly: d) else { return nil }
            self = i
        case .string(let s):
            guard let i = Int(s) else { return nil }
            self = i
        default: return nil
        }
    }
    @inlinable public var attributeValue: AttributeValue { .int(self) }
}

extension Double: AttributeConvertible {
    @inlinable public init?(attributeValue: AttributeValue) {
        switch attributeValue {
        case .double(let d): self = d
        case .int(let i): self = Double(i)
        case .string(let s):
            guard let d = Double(s), d.isFinite,
                  s.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D || $0 == 0x2B || $0 == 0x65 || $0 == 0x45 })
            else { return nil }
            self = d
        default: return nil
        }
    }
    @inlinable public var attributeValue: AttributeValue { .double(self) }
}

extension Bool: AttributeConvertible {
    @inlinable public init?(attributeValue: AttributeValue) {
        switch attributeValue {
        case .bool(let b): self = b
        case .int(0), .string("0"), .string("false"): self = false
        case .int(1), .string("1"), .string("true"): self = true
        default: return nil
        }
    }
    @inlinable public var attributeValue: AttributeValue { .bool(self) }
}

extension Optional: AttributeConvertible where Wrapped: AttributeConvertible {
    @inlinable public init?(attributeValue: AttributeValue) {
        if case .null = attributeValue { self = .none; return }
        guard let wrapped = Wrapped(attributeValue: attributeValue) else { return nil }
        self = .some(wrapped)
    }
    @inlinable public var attributeValue: AttributeValue { self?.attributeValue ?? .null }
}

extension Array: AttributeConvertible where Element: AttributeConvertible {
    @inlinable public init?(attributeValue: AttributeValue) {
        guard case .array(let items) = attributeValue else { return nil }
        var out: [Element] = []
        out.reserveCapacity(items.count)
        for item in items {
            guard let element = Element(attributeValue: item) else { return nil }
            out.append(element)
        }
        self = out
    }
    @inlinable public var attributeValue: AttributeValue { .array(map(\.attributeValue)) }
}
