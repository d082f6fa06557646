import ModelValidationLocks

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
        @usableFromInline let activeRuleIndices: [Int]
        let requiredAttributes: Set<String>
        /// The safe, active and required attributes, matched by their bytes.
        let safeIndex: NameIndex
        let activeIndex: NameIndex
        let requiredIndex: NameIndex
        @usableFromInline let plan: ValidationPlan
        /// Which attributes of a dynamic model's list of names are safe, by list.
        let safeFlags = SafeFlagCache()

        init(name: String, entries: [String], rules: [CompiledRule], lookup: ScenarioRuleLookup) {
            self.name = name
            self.entries = entries
            var seen = Set<NameKey>()
            var active: [String] = []
            for entry in entries where seen.insert(NameKey(entry)).inserted {
                active.append(entry.hasPrefix("!") ? String(entry.dropFirst()) : entry)
            }
            activeAttributes = active
            let activeIndex = NameIndex(active)
            self.activeIndex = activeIndex
            let listed = Set(entries.map(NameKey.init))
            safeAttributes = entries.filter { !$0.isEmpty && !$0.hasPrefix("!") && !listed.contains(NameKey("!" + $0)) }
            safeIndex = NameIndex(safeAttributes)
            // The rules naming an active attribute, found from the attributes, with the active
            // attributes each names: asking every rule cost scenarios times rules.
            var named: [Int: [(place: Int, attribute: String)]] = [:]
            var distinct = Set<NameKey>()
            for attribute in active where distinct.insert(NameKey(attribute)).inserted {
                for (i, place) in lookup.rules(naming: attribute) { named[i, default: []].append((place, attribute)) }
            }
            var indices: [Int] = []
            var required = NameIndex()
            for i in named.keys.sorted() where lookup.isActive(i, in: name) {
                let rule = rules[i]
                indices.append(i)
                if rule.validator.marksAttributeRequired && rule.when == nil {
                    // In the rule's order, as the rule lists them.
                    for (_, attribute) in named[i]!.sorted(by: { $0.place < $1.place }) where !required.contains(attribute) {
                        required.append(attribute)
                    }
                }
            }
            activeRuleIndices = indices
            requiredIndex = required
            requiredAttributes = Set(required.names)
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

    init(name: String, entries: [String], rules: [CompiledRule], lookup: ScenarioRuleLookup) {
        storage = Storage(name: name, entries: entries, rules: rules, lookup: lookup)
    }

    /// Whether `attribute` may be massively assigned. Names match by their bytes, as in Yii:
    /// `"e\u{301}"` is not safe because `"é"` is.
    ///
    /// - Complexity: O(1) on average.
    public func isSafe(_ attribute: String) -> Bool { storage.safeIndex.contains(attribute) }

    /// Whether `attribute` is validated (byte for byte, as ``isSafe(_:)``).
    public func isActive(_ attribute: String) -> Bool { storage.activeIndex.contains(attribute) }

    /// Whether each of `names` is safe, in order: resolved once per list of names (by its
    /// storage, which the scenario holds on to while it keeps the answer).
    func safeFlags(of names: [String]) -> [Bool] {
        storage.safeFlags.flags(of: names) { names.map(isSafe) }
    }

    /// Whether `attribute` is active and has an active `required` rule without `when` (byte for
    /// byte, as ``isSafe(_:)``).
    public func isRequired(_ attribute: String) -> Bool { storage.requiredIndex.contains(attribute) }
}

/// The rules of a rule set by the attributes they name, and the scenarios each runs in, looked
/// up by their bytes: what resolving each scenario asks, in time growing with the scenario
/// rather than with all the rules (and their `on` and `except` lists) at each scenario.
struct ScenarioRuleLookup {
    /// The positions of the rules naming each attribute, in declaration order, with where each
    /// first names it.
    private var rulesByAttribute: [NameKey: [(rule: Int, place: Int)]] = [:]
    /// Each rule's `on` (`nil` when it has none) and `except` names.
    private var on: [Set<NameKey>?] = []
    private var except: [Set<NameKey>] = []

    init(_ rules: [CompiledRule]) {
        for (i, rule) in rules.enumerated() {
            for (place, name) in rule.attributeNames.enumerated() where rulesByAttribute[NameKey(name)]?.last?.rule != i {
                rulesByAttribute[NameKey(name), default: []].append((i, place))
            }
            on.append(rule.rule.on.isEmpty ? nil : Set(rule.rule.on.map(NameKey.init)))
            except.append(Set(rule.rule.except.map(NameKey.init)))
        }
    }

    /// The positions of the rules naming `attribute` (byte for byte), in declaration order, with
    /// where each first names it.
    func rules(naming attribute: String) -> [(rule: Int, place: Int)] { rulesByAttribute[NameKey(attribute)] ?? [] }

    /// ``CompiledRule/isActive(in:)`` of the rule at `position`.
    func isActive(_ position: Int, in scenario: String) -> Bool {
        let key = NameKey(scenario)
        if except[position].contains(key) { return false }
        return on[position]?.contains(key) ?? true
    }
}

/// The safe flags of a scenario for the lists of attribute names of dynamic models, shared by
/// the threads that assign in the scenario. Models copied from one template share their list,
/// so there are few; beyond ``limit`` lists, flags are resolved per assignment.
final class SafeFlagCache: Sendable {
    /// One list of names, held so that its storage is not reused for other names, and its flags.
    private struct Entry: Sendable {
        let names: [String]
        let flags: [Bool]

        func matches(_ other: [String]) -> Bool {
            names.sharesStorage(with: other)
        }
    }

    /// The most lists kept.
    static let limit = 16

    private let entries = Locked<[Entry]>([])

    /// The flags kept for `names` (the very same list), or those `resolve` gives (then kept
    /// while there is room).
    func flags(of names: [String], resolve: () -> [Bool]) -> [Bool] {
        if let found = entries.withLock({ $0.first { $0.matches(names) }?.flags }) { return found }
        let resolved = resolve()
        entries.withLock {
            if $0.count < Self.limit && !$0.contains(where: { $0.matches(names) }) {
                $0.append(Entry(names: names, flags: resolved))
            }
        }
        return resolved
    }
}
