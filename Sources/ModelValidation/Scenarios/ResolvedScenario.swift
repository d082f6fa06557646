/// Everything a scenario implies, computed once per rule set: the attribute views and the rules
/// that run.
///
/// ```swift
/// let scenario = ruleSet.scenario(named: "register")!
/// scenario.safeAttributes    // ["username", "email"]
/// scenario.activeAttributes  // ["username", "email", "secret"]
/// ```
public struct ResolvedScenario: Sendable {
    /// The scenario's contents, shared: copying a resolved scenario (the engine and massive
    /// assignment look one up per call) copies one reference.
    @usableFromInline
    final class Storage: Sendable {
        let name: String
        let entries: [String]
        let activeAttributes: [String]
        let safeAttributes: [String]
        let activeRuleIndices: [Int]
        let requiredAttributes: Set<String>
        let safeSet: Set<String>
        let activeSet: Set<String>
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
            let activeSet = Set(active)
            self.activeSet = activeSet
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
    }

    @usableFromInline let storage: Storage

    /// The scenario's name.
    public var name: String { storage.name }
    /// The scenario's list as declared or derived, with `!` marks.
    public var entries: [String] { storage.entries }
    /// The attributes validated in this scenario: the entries, de-duplicated, with the `!` mark
    /// dropped. As in Yii, `["a", "!a"]` gives `["a", "a"]`.
    public var activeAttributes: [String] { storage.activeAttributes }
    /// The attributes massive assignment may write: entries without `!` whose `!` twin is not
    /// listed.
    public var safeAttributes: [String] { storage.safeAttributes }
    /// The positions (in the rule set) of the rules that run: active in this scenario and
    /// naming at least one active attribute, in declaration order.
    public var activeRuleIndices: [Int] { storage.activeRuleIndices }
    /// Active attributes with an active `required` rule that has no `when`.
    public var requiredAttributes: Set<String> { storage.requiredAttributes }
    /// The rules and attributes of a validation of ``activeAttributes``, resolved once.
    @inlinable var plan: ValidationPlan { storage.plan }

    init(name: String, entries: [String], rules: [CompiledRule]) {
        storage = Storage(name: name, entries: entries, rules: rules)
    }

    /// Whether `attribute` may be massively assigned.
    public func isSafe(_ attribute: String) -> Bool {
        let safe = storage.safeAttributes
        return safe.count <= 16 ? safe.namePosition(of: attribute) != nil : storage.safeSet.contains(attribute)
    }

    /// Whether `attribute` is validated.
    public func isActive(_ attribute: String) -> Bool { storage.activeSet.contains(attribute) }
}
