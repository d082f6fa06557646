/// A model whose attributes are declared at run time and held in a dictionary (Yii's
/// `DynamicModel`).
///
/// Every declared attribute starts as `null`. Use it when the rules come from data (a JSON
/// schema, a configuration file) rather than from a Swift type.
///
/// ```swift
/// var model = try DynamicModel(
///     attributes: ["email", "age"],
///     rules: [Rule(["email", "age"], "required"), Rule(["age"], "integer", ["min": 13])]
/// )
/// model.assign(["email": "ann@example.com", "age": 9])
/// try model.validate()        // false
/// model.firstError("age")     // "Age must be no less than 13."
/// ```
public struct DynamicModel: ValidatableModel, Sendable {
    /// The declared attribute names, in order.
    public var attributeNames: [String] { shape.index.names }
    /// The values, in the order of the names.
    @usableFromInline var values: [AttributeValue]
    /// The names and their positions, matched by their bytes.
    var index: NameIndex { shape.index }
    /// The rules and scenarios.
    public var ruleSet: RuleSet {
        get { shape.ruleSet }
        set { uniqueShape().ruleSet = newValue }
    }
    /// Explicit labels.
    public var attributeLabels: [String: String] {
        get { shape.attributeLabels }
        set { uniqueShape().attributeLabels = newValue }
    }
    /// The scenario, errors and failed assignments.
    public var validation = ValidationState()
    /// The form name for ``ValidatableModel/load(_:formName:)``; Yii's is `"DynamicModel"`.
    public var formName: String {
        get { shape.formName }
        set { uniqueShape().formName = newValue }
    }
    /// The names, rules, labels and form name, which models copied from one template share
    /// and seldom change: one reference, so that copying or dropping a model retains or
    /// releases it once, not each of their half a dozen buffers (a model copied per record
    /// spent more on that than on some of its checks).
    private var shape: Shape

    /// ``DynamicModel/shape``: copied before a change when another model shares it.
    private final class Shape: @unchecked Sendable {
        // @unchecked: changed only through `uniqueShape()`, by the one model holding it, so
        // no access overlaps another and none needs checking at run time either.
        @exclusivity(unchecked) var index: NameIndex
        @exclusivity(unchecked) var ruleSet: RuleSet
        @exclusivity(unchecked) var attributeLabels: [String: String]
        @exclusivity(unchecked) var formName: String

        init(index: NameIndex, ruleSet: RuleSet, attributeLabels: [String: String], formName: String) {
            self.index = index
            self.ruleSet = ruleSet
            self.attributeLabels = attributeLabels
            self.formName = formName
        }

        func copy() -> Shape { Shape(index: index, ruleSet: ruleSet, attributeLabels: attributeLabels, formName: formName) }
    }

    /// The shape, made this model's own first if another shares it.
    private mutating func uniqueShape() -> Shape {
        if !isKnownUniquelyReferenced(&shape) { shape = shape.copy() }
        return shape
    }

    /// Creates a model with `attributes` (all `null`) and a built rule set.
    public init(attributes: [String], ruleSet: RuleSet, labels: [String: String] = [:]) {
        self.values = []
        self.shape = Shape(index: NameIndex(), ruleSet: ruleSet, attributeLabels: labels, formName: "DynamicModel")
        for name in attributes { defineAttribute(name) }
    }

    /// Creates a model with `attributes` (all `null`), building `rules`.
    ///
    /// - Throws: ``RuleError`` for a faulty rule.
    public init(attributes: [String], rules: [Rule], scenarios: ScenarioMap? = nil,
                labels: [String: String] = [:], registry: ValidatorRegistry = .builtIn) throws(RuleError) {
        self.init(attributes: attributes, ruleSet: try RuleSet(rules, scenarios: scenarios, registry: registry),
                  labels: labels)
    }

    /// Declares an attribute (or resets an existing one) with a value. Names are told apart by
    /// their bytes, as in Yii: `"é"` and `"e\u{301}"` are two attributes.
    public mutating func defineAttribute(_ name: String, value: AttributeValue = .null) {
        let (isNew, at) = uniqueShape().index.insert(name)
        if isNew { values.append(value) } else { values[at] = value }
    }

    /// Whether the model declares `name` (byte for byte).
    public func hasAttribute(_ name: String) -> Bool { index.contains(name) }

    /// Makes this model what `template` is again (its values, rules, labels, scenario and
    /// state), keeping this model's storage for the values when the two have the same
    /// attributes: `model = template` shares the template's values, so the model's first write
    /// copies them all; a model reset for each record copies none.
    ///
    /// For a model that takes one record after another, as `model-validate validate` does:
    ///
    /// ```swift
    /// var model = template
    /// for line in lines {
    ///     model.reset(to: template)
    ///     _ = try line.withUnsafeBytes { try model.assign(json: $0) }
    ///     print(try model.validate())
    /// }
    /// ```
    ///
    /// - Parameter template: The model to become.
    /// - Complexity: O(*n*) in the number of attributes.
    public mutating func reset(to template: DynamicModel) {
        // The same list of names (the same storage) means the same attributes at the same
        // positions; anything else becomes a plain copy of the template.
        guard shape === template.shape || index.names.sharesStorage(with: template.index.names),
              values.count == template.values.count else {
            self = template
            return
        }
        if !values.sharesStorage(with: template.values) {
            for position in values.indices { values[position] = template.values[position] }
        }
        if shape !== template.shape { shape = template.shape }
        // Field by field: the state's errors are most often empty in both already.
        validation.scenario = template.validation.scenario
        if !(validation.errors.isEmpty && template.validation.errors.isEmpty) { validation.errors = template.validation.errors }
        validation.rare = template.validation.rare
    }

    public func value(of attribute: String) -> AttributeValue? {
        attributePosition(of: attribute).map { values[$0] }
    }

    public func attributePosition(of attribute: String) -> Int? { index.position(of: attribute) }

    // Inlinable so that the engine's loop reads the value without a call.
    @inlinable
    public func value(atPosition position: Int) -> AttributeValue? { values[position] }

    /// Writes `value` to `attribute`.
    ///
    /// An attribute that a `nested` rule with a schema declares takes an object (or a list of
    /// objects) of that schema: each object is assigned into a model of the nested schema,
    /// keeping only its safe attributes, and a value of another shape is refused
    /// (``AttributeWriteResult/typeMismatch``). `null` clears it. Inside an object, a value of
    /// another shape for a nested attribute is refused by the object's model in the same way:
    /// the key keeps its value, and the `nested` rule fails it at its path
    /// (`items.0.address`) with `attribute.invalidType` until the attribute is written again.
    public mutating func setValue(_ value: AttributeValue, of attribute: String) -> AttributeWriteResult {
        var ignored = AssignmentReport()
        return setValue(value, of: attribute, report: &ignored)
    }

    /// Writes `value` to `attribute` for massive assignment: as ``setValue(_:of:)``, and the keys
    /// that a nested schema's models refused are added to `report` under the attribute's path
    /// (`items.1.price`).
    public mutating func setValue(_ value: AttributeValue, of attribute: String,
                                  report: inout AssignmentReport) -> AttributeWriteResult {
        guard let at = attributePosition(of: attribute) else { return .unknownAttribute }
        return setValue(value, at: at, of: attribute, report: &report)
    }

    /// ``setValue(_:of:report:)`` for the attribute at `position`, already looked up.
    mutating func setValue(_ value: AttributeValue, at position: Int, of attribute: String,
                           report: inout AssignmentReport) -> AttributeWriteResult {
        if !ruleSet.nestedSchemas.isEmpty, let nested = ruleSet.nestedSchemas[NameKey(attribute)] {
            return setNestedValue(value, at: position, of: attribute, with: nested, report: &report)
        }
        values[position] = value
        return .written
    }

    /// ``setValue(_:at:of:report:)`` for an attribute a nested schema declares: out of line, so
    /// that a flat attribute's write stays a store.
    @inline(never)
    private mutating func setNestedValue(_ value: AttributeValue, at position: Int, of attribute: String,
                                         with nested: NestedValidator, report: inout AssignmentReport) -> AttributeWriteResult {
        let earlier = validation.invalidElements
        var invalid = earlier.isEmpty ? [] : earlier.filter { $0.attribute.hasSameBytes(as: attribute) }
        guard let assigned = nested.assigned(value, current: values[position], of: attribute, invalid: &invalid,
                                             parentScenario: validation.scenario, path: AttributePath(attribute),
                                             report: &report) else {
            return .typeMismatch
        }
        values[position] = assigned
        if !earlier.isEmpty || !invalid.isEmpty {
            validation.invalidElements = earlier.filter { !$0.attribute.hasSameBytes(as: attribute) } + invalid
        }
        return .written
    }

    /// Massive assignment (``ValidatableModel/assign(_:safeOnly:)``) with one lookup per key:
    /// the key's position among the attributes, whose safe flags the scenario resolved once
    /// for this list of names. A key is safe exactly when the attribute with its bytes is.
    mutating func assignByPosition(_ values: AttributeObject, safeOnly: Bool) -> AssignmentReport {
        var report = AssignmentReport()
        report.assigned.reserveCapacity(values.count)
        let names = index
        let safe: [Bool]?
        if safeOnly {
            // An unknown scenario has no safe attributes.
            safe = currentScenario.map { $0.safeFlags(of: names.names) } ?? []
        } else {
            safe = nil
        }
        var hasInvalidAssignments = !validation.invalidAssignments.isEmpty
        let keys = values.keys
        let items = values.values
        for i in keys.indices {
            let key = keys[i]
            guard let at = names.position(of: key) else {
                report.unknown.append(key)
                continue
            }
            if let safe, !(at < safe.count && safe[at]) {
                report.unsafe.append(key)
                continue
            }
            let result = setValue(items[i], at: at, of: key, report: &report)
            record(result, of: items[i], for: key, report: &report, hasInvalidAssignments: &hasInvalidAssignments)
        }
        return report
    }

    mutating func store(_ object: AttributeObject) {
        for (key, value) in object {
            if let at = attributePosition(of: key) { values[at] = value }
        }
    }

    /// Writes `value` at `position` as it is.
    mutating func store(_ value: AttributeValue, at position: Int) { values[position] = value }

    /// The value of a declared attribute; `nil` for an undeclared one.
    public subscript(attribute: String) -> AttributeValue? {
        get { value(of: attribute) }
        set { _ = setValue(newValue ?? .null, of: attribute) }
    }
}
