/// A model the engine can validate: attributes it can read and write by name, rules, and its
/// validation state.
///
/// Two kinds of model conform: typed Swift structs through a key-path table (``TypedModel``)
/// and ``DynamicModel``, whose attributes are known only at run time. The engine treats both the
/// same way.
///
/// Conforming types get Yii's model API from extensions: ``validate(_:clearErrors:)``,
/// ``assign(_:safeOnly:strict:)``, ``load(_:formName:)``, the scenario views
/// (``safeAttributes``, ``activeAttributes``, ``isAttributeRequired(_:)``) and the error API
/// (``errors``, ``addError(_:message:)``, ``hasErrors(_:)``, ``clearErrors(_:)``).
public protocol ValidatableModel {
    /// The attribute names, in declaration order.
    var attributeNames: [String] { get }

    /// The value of `attribute`, or `nil` when the model has no such attribute.
    func value(of attribute: String) -> AttributeValue?

    /// Writes `value` to `attribute`.
    ///
    /// - Returns: ``AttributeWriteResult/written`` on success; ``AttributeWriteResult/unknownAttribute``
    ///   when the model has no such attribute; ``AttributeWriteResult/typeMismatch`` when the value
    ///   does not convert to the attribute's type (the attribute keeps its value).
    mutating func setValue(_ value: AttributeValue, of attribute: String) -> AttributeWriteResult

    /// Writes `value` to `attribute` for massive assignment: as ``setValue(_:of:)``, and an
    /// attribute holding nested models (the `.model` and `.models` bindings, a `nested` rule with
    /// a schema) adds the keys the nested models refused to `report`, under the attribute's
    /// path (``AssignmentReport/nestedUnsafe``, ``AssignmentReport/nestedUnknown``).
    ///
    /// Default: ``setValue(_:of:)``, for models without nested models.
    ///
    /// ```swift
    /// var report = AssignmentReport()
    /// _ = order.setValue([["sku": "A-1", "color": "red"]], of: "items", report: &report)
    /// report.nestedUnknown // [["items", 0, "color"]]
    /// ```
    ///
    /// - Parameters:
    ///   - value: The assigned value.
    ///   - attribute: The attribute.
    ///   - report: Where nested refusals are added.
    /// - Returns: As ``setValue(_:of:)``.
    mutating func setValue(_ value: AttributeValue, of attribute: String, report: inout AssignmentReport) -> AttributeWriteResult

    /// The position of `attribute` in ``attributeNames``, or `nil` when it is not there.
    ///
    /// The engine resolves each attribute it validates once per validation and then reads it
    /// with ``value(atPosition:)``. Default: a search of ``attributeNames``; models with an index
    /// (``DynamicModel``, ``TypedModel``) answer from it.
    func attributePosition(of attribute: String) -> Int?

    /// The value of the attribute at `position` in ``attributeNames``: the same as
    /// ``value(of:)`` for that name, without looking the name up. Default: ``value(of:)``.
    func value(atPosition position: Int) -> AttributeValue?

    /// The rules and scenarios.
    var ruleSet: RuleSet { get }

    /// The scenario, errors and failed assignments.
    var validation: ValidationState { get set }

    /// Explicit labels; attributes without one get a generated label. Default: none.
    var attributeLabels: [String: String] { get }

    /// The key ``load(_:formName:)`` reads from when no form name is given.
    var formName: String { get }

    /// Called before validating; return `false` to cancel (the validation then returns `false`).
    mutating func beforeValidate() -> Bool

    /// Called after validating.
    mutating func afterValidate()
}

/// The outcome of writing one attribute.
public enum AttributeWriteResult: Sendable, Equatable {
    /// The value was written.
    case written
    /// The model has no such attribute.
    case unknownAttribute
    /// The value does not convert to the attribute's type; nothing was written.
    case typeMismatch
}

extension ValidatableModel {
    // The empty dictionary itself: the literal `[:]` built one from an empty list at each call
    // (once per failure, for its label).
    public var attributeLabels: [String: String] { Dictionary() }
    public var formName: String { String(describing: Self.self) }
    public mutating func beforeValidate() -> Bool { true }
    public mutating func afterValidate() {}
    public func attributePosition(of attribute: String) -> Int? {
        attributeNames.firstIndex { $0.hasSameBytes(as: attribute) }
    }
    public func value(atPosition position: Int) -> AttributeValue? { value(of: attributeNames[position]) }
    /// ``setValue(_:of:)``: a model without nested models has no nested refusals to report.
    public mutating func setValue(_ value: AttributeValue, of attribute: String,
                                  report: inout AssignmentReport) -> AttributeWriteResult {
        setValue(value, of: attribute)
    }

    /// The current scenario (Yii's `scenario` property). Any name may be set; validating in an
    /// unknown one throws.
    public var scenario: String {
        get { validation.scenario }
        set { validation.scenario = newValue }
    }

    /// The label of `attribute`: its explicit label or one generated from the name
    /// (`firstName` → `First Name`).
    ///
    /// An explicit label belongs to its name byte for byte: a label for `"é"` is not the label
    /// of `"e\u{301}"` (a dictionary would find it, by canonical equivalence).
    public func label(of attribute: String) -> String {
        if let label = attributeLabels.value(forExactKey: attribute) { return label }
        // The rule set generated the labels of the attributes its rules name when it was built.
        return ruleSet.generatedLabels.label(of: attribute) ?? AttributeLabel.generate(attribute)
    }

    /// Every attribute with its value, in declaration order.
    public var attributeValues: AttributeObject {
        var object = AttributeObject()
        for name in attributeNames { object[name] = value(of: name) ?? .null }
        return object
    }
}
