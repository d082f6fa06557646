/// A temporary model in which a validator runs rules on one value without side effects: the
/// per-element model of `each` (Yii's per-element `DynamicModel`) and the probe in which a
/// composite tries a child.
///
/// It holds the value under test under the owner's attribute name, reads every other attribute
/// and the labels from the owner, starts with no errors in the `default` scenario, and keeps
/// writes to other attributes to itself, so only the tested value's new form can go back to the
/// owner.
struct ScratchModel<Owner: ValidatableModel>: ValidatableModel {
    let owner: Owner
    let attribute: String
    /// The current value under test (after any filter the rules applied).
    private(set) var current: AttributeValue
    /// Whether a rule wrote the value under test since the last ``reset(to:)`` (a filter may
    /// write a value equal to the old one but for the sign of a zero).
    private(set) var wroteCurrent = false
    /// Values written to other attributes while the rules ran.
    private var overrides: [(name: String, value: AttributeValue)] = []
    var validation = ValidationState()

    init(owner: Owner, attribute: String, value: AttributeValue = .null) {
        self.owner = owner
        self.attribute = attribute
        self.current = value
    }

    var attributeNames: [String] { owner.attributeNames }
    var ruleSet: RuleSet { scratchRuleSet }
    var attributeLabels: [String: String] { owner.attributeLabels }
    var formName: String { owner.formName }

    /// Starts over with `value`: no errors, no writes to other attributes.
    mutating func reset(to value: AttributeValue) {
        current = value
        wroteCurrent = false
        if !overrides.isEmpty { overrides.removeAll(keepingCapacity: true) }
        validation.errors.removeAll()
    }

    func value(of name: String) -> AttributeValue? {
        if name.hasSameBytes(as: attribute) { return current }
        if let at = overrides.lastIndex(where: { $0.name.hasSameBytes(as: name) }) { return overrides[at].value }
        return owner.value(of: name)
    }

    mutating func setValue(_ value: AttributeValue, of name: String) -> AttributeWriteResult {
        if name.hasSameBytes(as: attribute) {
            current = value
            wroteCurrent = true
            return .written
        }
        guard owner.value(of: name) != nil else { return .unknownAttribute }
        overrides.append((name: name, value: value))
        return .written
    }
}

/// The rule set of scratch models: they run their rules directly, never through `validate()`.
private let scratchRuleSet: RuleSet = {
    do { return try RuleSet([]) } catch { preconditionFailure("an empty rule set always builds") }
}()
