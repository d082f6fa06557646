/// Everything a scenario implies, computed once per rule set: the attribute views and the rules
/// that run.
///
/// ```swift
/// let scenario = ruleSet.scenario(named: "register")!
/// scenario.safeAttributes    // ["username", "email"]
/// scenario.activeAttributes  // ["username", "email", "secret"]
/// ```
public struct ResolvedScenario: Sendable {
    /// The scenario's name.
    public let name: String
    /// The scenario's list as declared or derived, with `!` marks.
    public let entries: [String]
    /// The attributes validated in this scenario: the entries, de-duplicated, with the `!` mark
    /// dropped. As in Yii, `["a", "!a"]` gives `["a", "a"]`.
    public let activeAttributes: [String]
    /// The attributes massive assignment may write: entries without `!` whose `!` twin is not
    /// listed.
    public let safeAttributes: [String]
    /// The positions (in the rule set) of the rules that run: active in this scenario and
    /// naming at least one active attribute, in declaration order.
    public let activeRuleIndices: [Int]
    /// Active attributes with an active `required` rule that has no `when`.
    public let requiredAttributes: Set<String>
    let safeSet: Set<String>
    let activeSet: Set<String>
    /// The rules and attributes of a validation of ``activeAttributes``, resolved once.
    @usableFromInline let plan: ValidationPlan

    init(name: String, entries: [String], rules: [CompiledRule]) {
        self.name = name
        self.entries = entries
        var seen = Set<String>()
        var active: [String] = []
        for entry in entries where seen.insert(entry).inserted {
            active.append(entry.hasPrefix("!") ? String(entry.dropFirst()) : entry)
        }
        activeAttributes = active
        activeSet = Set(active)
        let listed = Set(entries)
        safeAttributes = entries.filter { !$0.isEmpty && !$0.hasPrefix("!") && !listed.contains("!" + $0) }
        safeSet = Set(safeAttributes)
        var indices: [Int] = []
        var required = Set<String>()
        for (i, rule) in rules.enumerated() where rule.isActive(in: name) {
            let names = rule.attributeNames
            guard names.contains(where: activeSet.contains) else { continue }
            indices.append(i)
            if rule.validator.marksAttributeRequired && rule.when == nil {
                for attribute in names where activeSet.contains(attribute) { required.insert(attribute) }
            }
        }
        activeRuleIndices = indices
        requiredAttributes = required
        plan = ValidationPlan(targets: active, ruleIndices: indices, rules: rules)
    }

    /// Whether `attribute` may be massively assigned.
    public func isSafe(_ attribute: String) -> Bool { safeSet.contains(attribute) }

    /// Whether `attribute` is validated.
    public func isActive(_ attribute: String) -> Bool { activeSet.contains(attribute) }
}
