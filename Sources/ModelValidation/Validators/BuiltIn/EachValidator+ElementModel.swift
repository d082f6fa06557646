extension EachValidator {
    /// The temporary model in which `each` validates one element (Yii's per-element
    /// `DynamicModel`).
    ///
    /// It holds the element under the owner's attribute name, reads every other attribute and
    /// the labels from the owner, starts with no errors in the `default` scenario, and keeps
    /// writes to other attributes to itself, so only the element's new value goes back to the
    /// owner.
    struct ElementModel<Owner: ValidatableModel>: ValidatableModel {
        let owner: Owner
        let attribute: String
        /// The element's current value.
        private(set) var element: AttributeValue = .null
        /// Values written to other attributes while validating the element.
        private var overrides: [(name: String, value: AttributeValue)] = []
        var validation = ValidationState()

        init(owner: Owner, attribute: String) {
            self.owner = owner
            self.attribute = attribute
        }

        var attributeNames: [String] { owner.attributeNames }
        var ruleSet: RuleSet { EachValidator.noRules }
        var attributeLabels: [String: String] { owner.attributeLabels }
        var formName: String { owner.formName }

        func value(of name: String) -> AttributeValue? {
            if name == attribute { return element }
            if let at = overrides.lastIndex(where: { $0.name == name }) { return overrides[at].value }
            return owner.value(of: name)
        }

        mutating func setValue(_ value: AttributeValue, of name: String) -> AttributeWriteResult {
            if name == attribute {
                element = value
                return .written
            }
            guard owner.value(of: name) != nil else { return .unknownAttribute }
            overrides.append((name: name, value: value))
            return .written
        }

        /// Validates `item` with `rule` from a clean state, as the engine runs a rule on one
        /// attribute: the empty check, then `when`, then the validator.
        mutating func validate(_ item: AttributeValue, with rule: CompiledRule) {
            element = item
            if !overrides.isEmpty { overrides.removeAll(keepingCapacity: true) }
            validation.errors.removeAll()
            if rule.skipOnEmpty && rule.isEmpty.isEmpty(item) { return }
            if let when = rule.when, !when.isSatisfied(by: self, attribute: attribute) { return }
            rule.validator.validate(attribute, value: item, model: &self)
        }
    }

    /// The rule set of element models: they run their one rule directly.
    static let noRules: RuleSet = {
        do { return try RuleSet([]) } catch { preconditionFailure("an empty rule set always builds") }
    }()
}
