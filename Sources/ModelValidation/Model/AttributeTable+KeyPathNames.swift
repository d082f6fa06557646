// Attribute tables written from key paths alone: each attribute is named once, by its property.
//
// The name comes from the key path's description, which the standard library builds from the
// type's field metadata: `String(describing: \Signup.email)` is `\Signup.email` in debug and
// release builds alike. Where no name can be derived (a computed property, a nested path such
// as `\.address.city`, a binary built without reflection metadata, where stored properties print
// as `<offset 8 (String)>`), the binding keeps the description as its name and building typed
// rules for the model throws a `RuleError` saying which binding to name explicitly.

extension AttributeTable.Binding {
    /// Binds a property of a convertible type, named after the property.
    ///
    /// ```swift
    /// static let attributes: AttributeTable<Signup> = [.attribute(\.email), .attribute(\.age)]
    /// // the same as [.attribute("email", \.email), .attribute("age", \.age)]
    /// ```
    ///
    /// Use ``attribute(_:_:)`` to choose another name, and for a key path that is not a single
    /// stored property.
    ///
    /// - Parameter keyPath: A stored property of the model.
    /// - Returns: The binding.
    // Inlinable, as the named form, so that the accessors are specialized in the model's module.
    @inlinable
    public static func attribute<Value: AttributeConvertible>(
        _ keyPath: WritableKeyPath<Root, Value> & Sendable
    ) -> AttributeTable.Binding {
        let derived = AttributeTable.derivedName(of: keyPath)
        var binding = attribute(derived.name, keyPath)
        binding.nameProblem = derived.problem
        return binding
    }
}

extension AttributeTable.Binding where Root: ValidatableModel & SendableMetatype {
    /// Binds a nested model, named after the property: ``model(_:_:scenario:)`` without the name.
    ///
    /// ```swift
    /// static let attributes: AttributeTable<Order> = [.attribute(\.number), .model(\.address)]
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The stored property holding the nested model.
    ///   - scenario: The nested model's scenario for validation and assignment.
    /// - Returns: The binding.
    public static func model<Child: ValidatableModel & Sendable>(
        _ keyPath: WritableKeyPath<Root, Child> & Sendable, scenario: NestedScenario = .inherited
    ) -> Self {
        let derived = AttributeTable.derivedName(of: keyPath)
        var binding = model(derived.name, keyPath, scenario: scenario)
        binding.nameProblem = derived.problem
        return binding
    }

    /// Binds an array of nested models, named after the property:
    /// ``models(_:_:make:scenario:)`` without the name.
    ///
    /// ```swift
    /// static let attributes: AttributeTable<Shipment> = [.models(\.parcels, make: Parcel.init)]
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The stored property holding the models.
    ///   - make: Makes a new model for an element beyond the current array.
    ///   - scenario: The nested models' scenario for validation and assignment.
    /// - Returns: The binding.
    public static func models<Child: ValidatableModel & Sendable>(
        _ keyPath: WritableKeyPath<Root, [Child]> & Sendable,
        make: @escaping @Sendable () -> Child, scenario: NestedScenario = .inherited
    ) -> Self {
        let derived = AttributeTable.derivedName(of: keyPath)
        var binding = models(derived.name, keyPath, make: make, scenario: scenario)
        binding.nameProblem = derived.problem
        return binding
    }
}

extension AttributeTable {
    /// The attribute name for `keyPath`: its property's name, or, when none can be derived, the
    /// key path's description with the reason.
    @usableFromInline
    static func derivedName(of keyPath: AnyKeyPath) -> (name: String, problem: String?) {
        let description = String(describing: keyPath)
        if let name = propertyName(in: description, root: String(describing: Root.self)) {
            return (name, nil)
        }
        return (description, "cannot derive an attribute name from the key path \(description): "
                + "bind it with an explicit name, as in .attribute(\"name\", keyPath)")
    }

    /// The property name in a key path's description (`\Signup.email` → `email`), or `nil` when
    /// the description is not `\Root.name` for a single named property.
    static func propertyName(in description: String, root: String) -> String? {
        let prefix = "\\" + root + "."
        guard description.hasPrefix(prefix) else { return nil }
        let name = description.dropFirst(prefix.count)
        guard let first = name.unicodeScalars.first, !(0x30...0x39).contains(first.value), name != "self" else {
            return nil
        }
        // Anything but an identifier: a nested path (`.`), optional chaining (`?`, `!`), a
        // subscript, a tuple element (`..0`), a computed or unnamed component (`<computed …>`).
        let notInIdentifiers: Set<Unicode.Scalar> = [".", "?", "!", "<", ">", "[", "]", "(", ")", ",", ":", " ", "\\", "#", "@", "`"]
        guard name.unicodeScalars.allSatisfy({ !notInIdentifiers.contains($0) && $0.value > 0x20 }) else { return nil }
        return String(name)
    }
}
