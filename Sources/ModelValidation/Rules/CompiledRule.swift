/// A rule after its validator was built and its options resolved: what the engine runs.
///
/// ```swift
/// let rule = ruleSet.rules[0]
/// rule.attributeNames  // ["username", "email"]
/// rule.skipOnEmpty     // false for "required"
/// ```
public struct CompiledRule: Sendable {
    /// The rule's position in its rule set.
    public let index: Int
    /// The rule as written.
    public let rule: Rule
    /// The attributes the rule validates (without `!` marks).
    public let attributeNames: [String]
    /// Whether empty values are skipped (the rule's option or the validator's default).
    public let skipOnEmpty: Bool
    /// Whether attributes that already have errors are skipped.
    public let skipOnError: Bool
    /// The rule's condition, if any.
    public let when: Condition?
    /// The rule's emptiness test.
    public let isEmpty: EmptinessCheck
    /// The validator.
    public let validator: any Validator
    /// Whether the validator is asynchronous.
    public let isAsynchronous: Bool
    /// Whether the validator looks at values (``Validator/validatesValues``), read once.
    @usableFromInline let validatesValues: Bool
    /// The attributes, matched by their bytes.
    let attributeIndex: NameIndex
    /// Parameters of the rule (and of its nested rules) that PHP would silently convert.
    let warnings: [RuleError]

    init(index: Int, rule: Rule, validator: any Validator, warnings: [RuleError] = []) {
        self.index = index
        self.rule = rule
        self.attributeNames = rule.attributeNames
        self.attributeIndex = NameIndex(attributeNames)
        self.skipOnEmpty = rule.skipOnEmpty ?? validator.skipsOnEmptyByDefault
        self.skipOnError = rule.skipOnError ?? true
        self.when = rule.when
        self.isEmpty = rule.isEmpty ?? .default
        self.validator = validator
        self.isAsynchronous = validator is any AsyncValidator
        self.validatesValues = validator.validatesValues
        self.warnings = warnings
    }

    /// Whether the rule applies in `scenario`: not excepted, and `on` is empty or names it
    /// (scenario names match by their bytes).
    public func isActive(in scenario: String) -> Bool {
        if rule.except.contains(where: { $0.hasSameBytes(as: scenario) }) { return false }
        return rule.on.isEmpty || rule.on.contains { $0.hasSameBytes(as: scenario) }
    }

    /// Whether the rule validates `attribute` (byte for byte).
    public func validates(_ attribute: String) -> Bool { attributeIndex.contains(attribute) }

    /// How errors about the rule name it: its index, type and attributes
    /// (`rules[2] (unique on email)`).
    var summary: String {
        "rules[\(index)] (\(rule.type) on \(attributeNames.joined(separator: ", ")))"
    }
}
