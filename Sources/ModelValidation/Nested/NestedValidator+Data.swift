// The data form of `nested`: objects of a nested schema held in an attribute's value.
//
// It reuses the typed form's mechanisms: the nested scenario is resolved by `NestedScenario`,
// failures are moved under the owner's path as `NestedModelValidator` moves them, and massive
// assignment assigns into a model of the nested schema, element by element, as the
// `.model`/`.models` bindings do.

extension NestedValidator {
    /// The code and message of a value that is not an object (or a list of objects).
    static let invalidTypeCode = "attribute.invalidType"
    static let invalidTypeMessage = "{attribute} is invalid."

    /// The failure of a value that is not an object: the attribute's own (`index` `nil`), or
    /// that of the list's element at `index`, filed as `attribute.index` with the path to the
    /// element. The typed form fails the elements of a `.models` list with it too.
    ///
    /// - Parameters:
    ///   - value: The value, kept as the message's `value` argument.
    ///   - attribute: The attribute holding the object or the list.
    ///   - index: The element's index in the list, or `nil` for the attribute's value.
    ///   - model: The model holding the attribute, for its label.
    ///   - template: The message template.
    static func invalidTypeError(_ value: AttributeValue, of attribute: String, index: Int?,
                                 in model: some ValidatableModel, template: String) -> ValidationError {
        var arguments = MessageArguments()
        arguments.setLabel("attribute", model.label(of: attribute))
        arguments.set("value", value)
        var error = ValidationError(
            attribute: index.map { attribute + "." + String($0) } ?? attribute,
            code: invalidTypeCode, template: template, arguments: arguments)
        if let index { error.path = [.name(attribute), .index(index)] }
        return error
    }

    /// Validates the object, or each object of the list, in a model of `schema`.
    func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M, schema: ModelSchema) {
        let parent = model.validation.scenario
        var failures: [ValidationError] = []
        var abort: ModelError?
        /// Validates one object; returns it with the values the nested rules filtered.
        func check(_ object: AttributeObject, prefix: String, path: AttributePath) -> AttributeValue {
            var child = schema.template
            child.validation.scenario = scenario.resolve(parent: parent, child: child)
            child.store(object)
            do { try child.validate() } catch { abort = abort ?? error }
            for error in child.errors.all { failures.append(error.moved(under: prefix, path: path)) }
            return .object(child.attributeValues)
        }
        func invalid(_ element: AttributeValue, index: Int?) {
            failures.append(Self.invalidTypeError(element, of: attribute, index: index, in: model, template: message))
        }

        var checked = value
        switch (isList, value) {
        case (false, .object(let object)):
            checked = check(object, prefix: attribute, path: AttributePath(attribute))
        case (true, .array(let items)):
            if let minCount, items.count < minCount {
                model.addError(attribute, code: "nested.tooFew", template: tooFew, value: value, arguments: ["min": .int(minCount)])
                return
            }
            if let maxCount, items.count > maxCount {
                model.addError(attribute, code: "nested.tooMany", template: tooMany, value: value, arguments: ["max": .int(maxCount)])
                return
            }
            var elements = items
            for (index, item) in items.enumerated() {
                guard case .object(let object) = item else { invalid(item, index: index); continue }
                elements[index] = check(object, prefix: attribute + "." + String(index), path: [.name(attribute), .index(index)])
            }
            checked = .array(elements)
        default:
            invalid(value, index: nil)
        }
        for failure in failures { model.validation.errors.add(failure) }
        if checked != value { model.storeNested(checked, of: attribute) }
        if let abort { model.abortValidation(abort) }
    }

    /// What massive assignment writes for `value`: each object assigned into a model of the
    /// nested schema (starting from the current object at its place), keeping only its safe
    /// attributes; `nil` when `value` has the wrong shape (not an object, or not a list). The
    /// keys the nested models refuse are added to `report` under `path` (and the index of the
    /// object in a list).
    ///
    /// Elements of a list that are not objects are kept as they are, so validation reports
    /// them with their index.
    ///
    /// - Parameters:
    ///   - value: The assigned value.
    ///   - current: The attribute's current value.
    ///   - parentScenario: The owner's scenario.
    ///   - path: The attribute's path from the model being assigned.
    ///   - report: Where refused keys are added.
    func assigned(_ value: AttributeValue, current: AttributeValue, parentScenario: String,
                  path: AttributePath, report: inout AssignmentReport) -> AttributeValue? {
        guard let schema else { return value }
        func assign(_ object: AttributeObject, onto current: AttributeValue?, at path: AttributePath) -> AttributeValue {
            var child = schema.template
            if case .object(let existing)? = current { child.store(existing) }
            child.validation.scenario = scenario.resolve(parent: parentScenario, child: child)
            report.addRefusals(of: child.assign(object), under: path, in: child)
            return .object(child.attributeValues)
        }
        switch (isList, value) {
        case (_, .null): return .null
        case (false, .object(let object)): return assign(object, onto: current, at: path)
        case (true, .array(let items)):
            let existing = current.arrayValue ?? []
            var elements: [AttributeValue] = []
            elements.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                guard case .object(let object) = item else { elements.append(item); continue }
                elements.append(assign(object, onto: index < existing.count ? existing[index] : nil, at: path.appending(.index(index))))
            }
            return .array(elements)
        default:
            return nil
        }
    }
}

extension ValidatableModel {
    /// Writes a value the data form of `nested` checked: on a ``DynamicModel`` as it is (its
    /// massive assignment already applied), on other models as a filtered value.
    mutating func storeNested(_ value: AttributeValue, of attribute: String) {
        if var dynamic = self as? DynamicModel, let position = dynamic.attributePosition(of: attribute) {
            dynamic.store(value, at: position)
            if let back = dynamic as? Self { self = back }
            return
        }
        setFilteredValue(value, of: attribute)
    }
}
