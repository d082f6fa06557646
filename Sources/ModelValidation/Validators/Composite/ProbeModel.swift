/// A scratch model in which a composite tries a child rule without side effects.
///
/// It holds the value under test under the owner's attribute name, reads every other
/// attribute and the labels from the owner, starts with no errors, and keeps writes to itself.
struct ProbeModel<Owner: ValidatableModel>: ValidatableModel {
    let owner: Owner
    let attribute: String
    private var current: AttributeValue
    private var overrides: [(name: String, value: AttributeValue)] = []
    var validation = ValidationState()

    init(owner: Owner, attribute: String, value: AttributeValue) {
        self.owner = owner
        self.attribute = attribute
        self.current = value
    }

    var attributeNames: [String] { owner.attributeNames }
    var ruleSet: RuleSet { CompositeRules.noRules }
    var attributeLabels: [String: String] { owner.attributeLabels }
    var formName: String { owner.formName }

    func value(of name: String) -> AttributeValue? {
        if name == attribute { return current }
        if let at = overrides.lastIndex(where: { $0.name == name }) { return overrides[at].value }
        return owner.value(of: name)
    }

    mutating func setValue(_ value: AttributeValue, of name: String) -> AttributeWriteResult {
        if name == attribute {
            current = value
            return .written
        }
        guard owner.value(of: name) != nil else { return .unknownAttribute }
        overrides.append((name: name, value: value))
        return .written
    }
}
