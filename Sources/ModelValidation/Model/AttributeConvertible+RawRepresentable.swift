// Enumerations with raw values are attributes: declare the conformance, the raw value does
// the rest.
extension AttributeConvertible where Self: RawRepresentable, RawValue: AttributeConvertible {
    /// Converts the value to the raw value's type (`"pro"` for a `String` enum, `2` or `"2"` for an
    /// `Int` enum), then to the case with that raw value; `nil` when there is none, so massive
    /// assignment reports the attribute in ``AssignmentReport/invalid`` and validation adds
    /// `attribute.invalidType`.
    ///
    /// ```swift
    /// enum Plan: String, AttributeConvertible { case free, pro }
    ///
    /// Plan(attributeValue: "pro")  // .pro
    /// Plan(attributeValue: "gold") // nil
    /// ```
    ///
    /// - Parameter attributeValue: The value.
    @inlinable public init?(attributeValue: AttributeValue) {
        guard let raw = RawValue(attributeValue: attributeValue) else { return nil }
        self.init(rawValue: raw)
    }

    /// The raw value as an attribute value: `.string("pro")`, `.int(2)`.
    @inlinable public var attributeValue: AttributeValue { rawValue.attributeValue }
}
