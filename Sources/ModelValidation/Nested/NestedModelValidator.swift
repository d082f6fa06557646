/// Validates the nested model, or each model of the collection, held by an attribute of `Root`.
///
/// Made by ``AttributeTable/Binding/model(_:_:scenario:)`` and
/// ``AttributeTable/Binding/models(_:_:make:scenario:)``; rules use it with `.nested` (typed
/// rules) or `{"type": "nested"}` (JSON rules on a typed model).
///
/// Each nested model is validated with its own rules in the scenario chosen by
/// ``NestedScenario``; its errors are copied to the owner under a path (`address.city`,
/// `items.2.sku`) with their codes, templates and arguments, so the nested model's labels
/// appear in the messages ("City cannot be blank."). Filtered values and the nested errors
/// are kept in the nested models too. A model of a collection standing in for an element that
/// was not an object (``ValidationState/invalidElements``) is not validated: the element fails
/// with `attribute.invalidType` at its index, in the list's order.
struct NestedModelValidator<Root: ValidatableModel, Child: ValidatableModel>: Validator {
    /// How the value is reached.
    enum Access: Sendable {
        case one(WritableKeyPath<Root, Child> & Sendable)
        case many(WritableKeyPath<Root, [Child]> & Sendable)
    }

    let access: Access
    let scenario: NestedScenario

    var skipsOnEmptyByDefault: Bool { false }

    func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        guard var root = model as? Root else { return }
        var failures: [ValidationError] = []
        var abort: ModelError?
        // One read of the state (in generic code a read copies all of it).
        let (parent, rare) = root.validation.scenarioAndRare
        func run(_ child: inout Child, prefix: String, path: AttributePath) {
            child.validation.scenario = scenario.resolve(parent: parent, child: child)
            do { try child.validate() } catch { abort = abort ?? error }
            for error in child.errors.all {
                failures.append(error.moved(under: prefix, path: path))
            }
        }
        switch access {
        case .one(let keyPath):
            run(&root[keyPath: keyPath], prefix: attribute, path: AttributePath(attribute))
        case .many(let keyPath):
            // The elements assigned that were not objects, by increasing index: each fails here,
            // as the data form fails the element it keeps, and the fresh model standing in for
            // it is not validated.
            let invalid = rare?.invalidElements.filter { $0.attribute.hasSameBytes(as: attribute) } ?? []
            var next = 0
            for index in root[keyPath: keyPath].indices {
                if next < invalid.count && invalid[next].path == [.index(index)] {
                    failures.append(NestedValidator.invalidTypeError(
                        invalid[next].value, of: attribute, index: index, in: root, template: NestedValidator.invalidTypeMessage))
                    next += 1
                    continue
                }
                run(&root[keyPath: keyPath][index], prefix: attribute + "." + String(index),
                    path: [.name(attribute), .index(index)])
            }
        }
        for failure in failures { root.validation.errors.add(failure) }
        if let abort { root.abortValidation(abort) }
        if let back = root as? M { model = back }
    }
}

/// The scenario a nested model is validated and assigned in.
public enum NestedScenario: Sendable {
    /// The owner's scenario when the nested model's rules declare it, else the nested model's
    /// own current scenario.
    case inherited
    /// Always this scenario.
    case fixed(Scenario)
    /// The nested model's own current scenario.
    case own

    /// The scenario to use.
    ///
    /// - Parameters:
    ///   - parent: The owner's current scenario.
    ///   - child: The nested model.
    /// - Returns: The scenario's name.
    public func resolve(parent: String, child: some ValidatableModel) -> String {
        switch self {
        case .fixed(let scenario): return scenario.rawValue
        case .own: return child.validation.scenario
        case .inherited:
            return child.ruleSet.scenario(named: parent) != nil ? parent : child.validation.scenario
        }
    }
}

extension ValidationError {
    /// The failure of a nested model, filed in its owner: under `prefix.attribute`, with the
    /// path `path` followed by its own. One about the nested model as a whole (filed under
    /// `*` there) stays about it: filed as `prefix.*`, it points at the nested object
    /// (``modelPath``).
    func moved(under prefix: String, path: AttributePath) -> ValidationError {
        var moved = self
        let inner = self.path
        let aboutModel = modelPath != nil
        moved.attribute = prefix + "." + attribute
        moved.path = path.appending(inner)
        if aboutModel { moved.markAsAboutNestedModel() }
        return moved
    }
}
