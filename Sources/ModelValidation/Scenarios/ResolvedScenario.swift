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

        init(name: String, entries: [String], rules: [CompiledRule]) {
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
            var indices: [Int] = []
            var required = NameIndex()
            for (i, rule) in rules.enumerated() where rule.isActive(in: name) {
                let names = rule.attributeNames
                guard names.contains(where: activeIndex.contains) else { continue }
                indices.append(i)
                if rule.validator.marksAttributeRequired && rule.when == nil {
                    for attribute in names where activeIndex.contains(attribute) && !required.contains(attribute) {
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

    init(name: String, entries: [String], rules: [CompiledRule]) {
        storage = Storage(name: name, entries: entries, rules: rules)
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
