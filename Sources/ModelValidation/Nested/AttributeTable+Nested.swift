extension AttributeTable.Binding where Root: ValidatableModel & SendableMetatype {
    /// Binds `name` to a nested model.
    ///
    /// Reading gives the nested model's attributes as an object; massive assignment of an
    /// object assigns into the nested model, following *its* safe attributes (in the scenario
    /// `scenario` chooses), and reports the keys it refused as `name.key`
    /// (``AssignmentReport/nestedUnsafe``). A value that is not an object, `null` included, is
    /// refused (``AssignmentReport/invalid``): the model is kept and validation fails with
    /// `attribute.invalidType`. Validate it with `.nested` in typed rules or
    /// `{"type": "nested"}` in JSON rules; its errors are reported as `name.attribute`.
    ///
    /// ```swift
    /// static let attributes: AttributeTable<Order> = [
    ///     .attribute("number", \.number),
    ///     .model("address", \.address),
    /// ]
    /// ```
    ///
    /// - Parameters:
    ///   - name: The attribute name.
    ///   - keyPath: The property holding the nested model.
    ///   - scenario: The nested model's scenario for validation and assignment.
    /// - Returns: The binding.
    public static func model<Child: ValidatableModel & Sendable>(
        _ name: String, _ keyPath: WritableKeyPath<Root, Child> & Sendable, scenario: NestedScenario = .inherited
    ) -> Self {
        let assign: @Sendable (inout Root, AttributeValue, AttributePath, inout AssignmentReport) -> Bool = { root, value, path, report in
            guard case .object(let object) = value else { return false }
            let parent = root.validation.scenario
            var child = root[keyPath: keyPath]
            child.validation.scenario = scenario.resolve(parent: parent, child: child)
            report.addRefusals(of: child.assign(object), under: path, in: child)
            root[keyPath: keyPath] = child
            return true
        }
        var binding = Self(
            name: name,
            get: { .object($0.pointee[keyPath: keyPath].attributeValues) },
            set: { root, value in
                var ignored = AssignmentReport()
                return assign(&root, value, AttributePath(name), &ignored)
            },
            keyPath: keyPath
        )
        binding.assignNested = assign
        binding.nested = NestedModelValidator<Root, Child>(access: .one(keyPath), scenario: scenario)
        return binding
    }

    /// Binds `name` to an array of nested models.
    ///
    /// Reading gives a list of objects; massive assignment of a list assigns element `i` into
    /// model `i` (made with `make` when the array is shorter) and drops models beyond the list,
    /// each following its own safe attributes; refused keys are reported as `name.index.key`.
    /// Errors are reported as `name.index.attribute` (`items.2.sku`).
    ///
    /// An element that is not an object (`5`, `null`) is not assigned: a new model made with
    /// `make` keeps its place, and `.nested` fails the element with `attribute.invalidType` at
    /// its index (`items.1`) instead of validating that model, until the attribute is assigned
    /// again. The other elements are assigned and validated, as with a `nested` rule's schema.
    /// A value that is not a list, `null` included, is refused (``AssignmentReport/invalid``):
    /// the models are kept and validation fails with `attribute.invalidType`.
    ///
    /// - Parameters:
    ///   - name: The attribute name.
    ///   - keyPath: The property holding the models.
    ///   - make: Makes a new model for an element beyond the current array.
    ///   - scenario: The nested models' scenario for validation and assignment.
    /// - Returns: The binding.
    public static func models<Child: ValidatableModel & Sendable>(
        _ name: String, _ keyPath: WritableKeyPath<Root, [Child]> & Sendable,
        make: @escaping @Sendable () -> Child, scenario: NestedScenario = .inherited
    ) -> Self {
        let assign: @Sendable (inout Root, AttributeValue, AttributePath, inout AssignmentReport) -> Bool = { root, value, path, report in
            guard case .array(let items) = value else { return false }
            // One read of the state (in generic code a read copies all of it).
            let state = root.validation
            let parent = state.scenario
            let earlier = state.invalidElements
            let current = root[keyPath: keyPath]
            var models: [Child] = []
            models.reserveCapacity(items.count)
            var invalid: [ValidationState.InvalidElement] = []
            for (index, item) in items.enumerated() {
                guard case .object(let object) = item else {
                    // Not an object: a fresh model keeps its place, and `.nested` fails the
                    // element at its index (the data form keeps the element itself).
                    invalid.append(ValidationState.InvalidElement(attribute: name, path: [.index(index)], value: item))
                    models.append(make())
                    continue
                }
                var child = index < current.count ? current[index] : make()
                child.validation.scenario = scenario.resolve(parent: parent, child: child)
                report.addRefusals(of: child.assign(object), under: path.appending(.index(index)), in: child)
                models.append(child)
            }
            root[keyPath: keyPath] = models
            if !earlier.isEmpty || !invalid.isEmpty {
                root.validation.invalidElements = earlier.filter { !$0.attribute.hasSameBytes(as: name) } + invalid
            }
            return true
        }
        var binding = Self(
            name: name,
            get: { .array($0.pointee[keyPath: keyPath].map { .object($0.attributeValues) }) },
            set: { root, value in
                var ignored = AssignmentReport()
                return assign(&root, value, AttributePath(name), &ignored)
            },
            keyPath: keyPath
        )
        binding.assignNested = assign
        binding.nested = NestedModelValidator<Root, Child>(access: .many(keyPath), scenario: scenario)
        return binding
    }
}
