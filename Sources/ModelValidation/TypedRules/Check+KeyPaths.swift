extension Check {
    /// `compare` with another attribute of the model, named by key path.
    ///
    /// ```swift
    /// Validate(\.passwordRepeat, .compare(to: \.password))
    /// Validate(\.end, .compare(to: \.start, operator: .greaterThan, type: .number))
    /// ```
    ///
    /// The key path is resolved to the attribute's name through the model's
    /// ``AttributeTable`` when the rule set is built; the rule is then exactly
    /// `{"type": "compare", "compareAttribute": "password"}`.
    ///
    /// - Parameters:
    ///   - keyPath: The other attribute.
    ///   - operator: The comparison.
    ///   - type: How both sides are converted.
    /// - Returns: The check.
    public static func compare<Value>(to keyPath: KeyPath<Root, Value> & Sendable,
                                      operator: ComparisonOperator = .equal,
                                      type: ComparisonType = .string) -> Check {
        var check = compareParameters(["compareAttribute": ""], `operator`, type)
        check.spec.attributeReferences.append((key: "compareAttribute", keyPath: keyPath))
        return check
    }

    /// Validates the nested model or collection the attribute holds, recursively, in the
    /// scenario its binding names (by default the owner's, when the nested model declares it,
    /// else the nested model's own); its errors are added under paths such as `address.city` and
    /// `items.2.sku`. The attribute must be bound with ``AttributeTable/Binding/model(_:_:scenario:)``
    /// or ``AttributeTable/Binding/models(_:_:make:scenario:)``.
    ///
    /// ```swift
    /// Validate(\.address, .nested)
    /// ```
    public static var nested: Check { Check(ValidatorSpec(.nested)) }
}
