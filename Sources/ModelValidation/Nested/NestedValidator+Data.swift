// The data form of `nested`: objects of a nested schema held in an attribute's value.
//
// It reuses the typed form's mechanisms: the nested scenario is resolved by `NestedScenario`,
// failures are moved under the owner's path as `NestedModelValidator` moves them, and massive
// assignment assigns into a model of the nested schema, element by element, as the
// `.model`/`.models` bindings do. A typed nested model keeps the values it could not take as
// its own failed assignments; the model of a nested schema lasts one assignment or validation,
// so the owner keeps them (`ValidationState.invalidElements`, with their places) and hands them
// back to the model each object is assigned or validated in.

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
        let (parent, rare) = model.validation.scenarioAndRare
        // What the attribute's last assignment could not take inside its objects.
        let kept = InvalidValues(rare?.invalidElements.filter { $0.attribute.hasSameBytes(as: attribute) } ?? [])
        var failures: [ValidationError] = []
        var abort: ModelError?
        /// Validates one object, at `place` in the attribute's value, in a model holding its
        /// failed assignments; returns it with the values the nested rules filtered.
        func check(_ object: AttributeObject, at place: [AttributePath.Segment], prefix: String, path: AttributePath) -> AttributeValue {
            var child = schema.template
            child.validation.scenario = scenario.resolve(parent: parent, child: child)
            child.store(object)
            if !kept.isEmpty { Self.hand(kept.of(place), at: place, to: &child) }
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
            checked = check(object, at: [], prefix: attribute, path: AttributePath(attribute))
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
                elements[index] = check(object, at: [.index(index)], prefix: attribute + "." + String(index),
                                        path: [.name(attribute), .index(index)])
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
    /// nested schema (starting from the current object at its place, with the values that
    /// object could not take before), keeping only its safe attributes; `nil` when `value` has
    /// the wrong shape (not an object, or not a list). The keys the nested models refuse are
    /// added to `report` under `path` (and the index of the object in a list).
    ///
    /// Elements of a list that are not objects are kept as they are, so validation reports
    /// them with their index. A value of the wrong shape for a nested attribute of an object
    /// (at any depth) is refused by the model the object is assigned in, as at the top level:
    /// the key keeps its value, and the refusal goes into `invalid` with its place, so that
    /// validating the object fails it at its path with `attribute.invalidType`.
    ///
    /// - Parameters:
    ///   - value: The assigned value.
    ///   - current: The attribute's current value.
    ///   - attribute: The attribute.
    ///   - invalid: The values the attribute's objects could not take
    ///     (``ValidationState/invalidElements`` of `attribute`): those of the current value on
    ///     entry, those of the value written on return; unchanged when the result is `nil`.
    ///   - parentScenario: The owner's scenario.
    ///   - path: The attribute's path from the model being assigned.
    ///   - report: Where refused keys are added.
    func assigned(_ value: AttributeValue, current: AttributeValue, of attribute: String,
                  invalid: inout [ValidationState.InvalidElement], parentScenario: String,
                  path: AttributePath, report: inout AssignmentReport) -> AttributeValue? {
        guard let schema else { return value }
        let earlier = InvalidValues(invalid)
        var later: [ValidationState.InvalidElement] = []
        func assign(_ object: AttributeObject, onto current: AttributeValue?, at place: [AttributePath.Segment]) -> AttributeValue {
            var child = schema.template
            if case .object(let existing)? = current {
                child.store(existing)
                if !earlier.isEmpty { Self.hand(earlier.of(place), at: place, to: &child) }
            }
            child.validation.scenario = scenario.resolve(parent: parentScenario, child: child)
            report.addRefusals(of: child.assign(object), under: path.appending(AttributePath(place)), in: child)
            if child.validation.rare != nil { later += Self.invalidElements(of: child, at: place, in: attribute) }
            return .object(child.attributeValues)
        }
        let written: AttributeValue
        switch (isList, value) {
        case (_, .null): written = .null
        case (false, .object(let object)): written = assign(object, onto: current, at: [])
        case (true, .array(let items)):
            let existing = current.arrayValue ?? []
            var elements: [AttributeValue] = []
            elements.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                guard case .object(let object) = item else { elements.append(item); continue }
                elements.append(assign(object, onto: index < existing.count ? existing[index] : nil, at: [.index(index)]))
            }
            written = .array(elements)
        default:
            return nil
        }
        invalid = later
        return written
    }

    /// The values an attribute's objects could not take, found for one object in one lookup:
    /// handing each object of a list the whole list of them cost the number of objects times
    /// the number of values (a body of 20,000 objects, each with one value of the wrong shape,
    /// took minutes).
    struct InvalidValues {
        /// All of them.
        let all: [ValidationState.InvalidElement]
        /// Those of the objects of a list, by the object's index (the first segment of their
        /// places).
        let byIndex: [Int: [ValidationState.InvalidElement]]

        init(_ all: [ValidationState.InvalidElement]) {
            self.all = all
            var byIndex: [Int: [ValidationState.InvalidElement]] = [:]
            for element in all {
                if case .index(let index)? = element.path.first { byIndex[index, default: []].append(element) }
            }
            self.byIndex = byIndex
        }

        var isEmpty: Bool { all.isEmpty }

        /// Those of the object at `place`: `[]` for the attribute's one object, `[index]` for an
        /// object of a list.
        func of(_ place: [AttributePath.Segment]) -> [ValidationState.InvalidElement] {
            guard case .index(let index)? = place.first else { return all }
            return byIndex[index] ?? []
        }
    }

    /// Gives `child`, the model of the object at `place` in an attribute's value, what that
    /// object could not take, from the attribute's `invalid` values: a key's value as its
    /// failed assignment, and a value deeper down as an invalid element of the key.
    static func hand(_ invalid: [ValidationState.InvalidElement], at place: [AttributePath.Segment], to child: inout DynamicModel) {
        var assignments: [(attribute: String, value: AttributeValue)] = []
        var elements: [ValidationState.InvalidElement] = []
        for element in invalid where element.path.count > place.count
            && zip(element.path, place).allSatisfy(ValidationState.InvalidElement.same) {
            guard case .name(let key) = element.path[place.count] else { continue }
            let below = Array(element.path[(place.count + 1)...])
            if below.isEmpty {
                assignments.append((attribute: key, value: element.value))
            } else {
                elements.append(ValidationState.InvalidElement(attribute: key, path: below, value: element.value))
            }
        }
        if !assignments.isEmpty { child.validation.invalidAssignments = assignments }
        if !elements.isEmpty { child.validation.invalidElements = elements }
    }

    /// What `child`, the model of the object at `place` in `attribute`'s value, could not take,
    /// as invalid values of `attribute`: ``hand(_:at:to:)`` read backwards.
    static func invalidElements(of child: DynamicModel, at place: [AttributePath.Segment],
                                in attribute: String) -> [ValidationState.InvalidElement] {
        let state = child.validation
        return state.invalidAssignments.map {
            ValidationState.InvalidElement(attribute: attribute, path: place + [.name($0.attribute)], value: $0.value)
        } + state.invalidElements.map {
            ValidationState.InvalidElement(attribute: attribute, path: place + [.name($0.attribute)] + $0.path, value: $0.value)
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
