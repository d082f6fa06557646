import ModelValidation

/// An independent model of Yii's massive assignment, written from `yii\base\Model`:
/// `scenarios()`, `safeAttributes()`, `activeAttributes()` and `setAttributes()`, plus what the
/// library adds on top (the report of every key, strict assignment, nested schemas). It shares
/// no code with the engine: names are PHP array keys here, compared byte for byte, and lists
/// are plain arrays searched from the start.
///
/// Where Yii throws (a safe key naming no property), the library reports the key as unknown;
/// the model follows the library there.
public enum YiiModel {
    /// PHP's comparison of two array keys: the same bytes.
    static func same(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }

    static func contains(_ list: [String], _ name: String) -> Bool { list.contains { same($0, name) } }

    static func position(_ list: [String], _ name: String) -> Int? { list.firstIndex { same($0, name) } }

    /// `scenarios()`: the explicit map, or the one Yii derives from the rules.
    ///
    /// Derived: `default` first, then every scenario an `on` or `except` names, in rule order.
    /// A rule with neither adds its attributes (marks kept) to every scenario, one with only
    /// `except` to every scenario it does not name, one with `on` to exactly those scenarios.
    /// Each list keeps first appearances.
    static func scenarios(_ schema: SchemaCase) -> [(name: String, entries: [String])] {
        if let explicit = schema.scenarios {
            // A PHP array literal: a repeated name keeps its first place and its last list.
            var names: [String] = [], lists: [[String]] = []
            for (name, entries) in explicit {
                if let at = position(names, name) { lists[at] = entries } else { names.append(name); lists.append(entries) }
            }
            return Array(zip(names, lists)).map { (name: $0.0, entries: $0.1) }
        }
        var names = ["default"]
        for rule in schema.rules {
            for name in rule.on + rule.except where !contains(names, name) { names.append(name) }
        }
        var lists = Array(repeating: [String](), count: names.count)
        func add(_ attributes: [String], to index: Int) {
            for attribute in attributes where !contains(lists[index], attribute) { lists[index].append(attribute) }
        }
        for rule in schema.rules {
            if rule.on.isEmpty && rule.except.isEmpty {
                for index in names.indices { add(rule.attributes, to: index) }
            } else if rule.on.isEmpty {
                for (index, name) in names.enumerated() where !contains(rule.except, name) { add(rule.attributes, to: index) }
            } else {
                for name in rule.on { add(rule.attributes, to: position(names, name)!) }
            }
        }
        return Array(zip(names, lists)).map { (name: $0.0, entries: $0.1) }
    }

    /// The entries of `scenario`, or `nil` when the schema does not declare it.
    static func entries(_ schema: SchemaCase, _ scenario: String) -> [String]? {
        scenarios(schema).first { same($0.name, scenario) }?.entries
    }

    /// `safeAttributes()`: entries that are not empty, carry no `!`, and whose `!` twin is not
    /// listed.
    public static func safeAttributes(_ schema: SchemaCase, scenario: String) -> [String] {
        guard let entries = entries(schema, scenario) else { return [] }
        return entries.filter { !$0.isEmpty && !$0.hasPrefix("!") && !contains(entries, "!" + $0) }
    }

    /// `activeAttributes()`: the entries without repeats, then one leading `!` removed from each
    /// (so `a` and `!a` give `a` twice).
    public static func activeAttributes(_ schema: SchemaCase, scenario: String) -> [String] {
        guard let entries = entries(schema, scenario) else { return [] }
        var distinct: [String] = []
        for entry in entries where !contains(distinct, entry) { distinct.append(entry) }
        return distinct.map { $0.hasPrefix("!") ? String($0.dropFirst()) : $0 }
    }

    /// What one assignment reports.
    public struct Report: Sendable {
        /// Keys written.
        public var assigned: [String] = []
        /// Keys refused as unsafe.
        public var unsafe: [String] = []
        /// Keys refused as unknown.
        public var unknown: [String] = []
        /// Keys whose value has the wrong shape for a nested schema.
        public var invalid: [String] = []
        /// Keys refused by nested models, with their paths.
        public var nestedUnsafe: [[AttributePath.Segment]] = []
        /// Keys nested models do not declare, with their paths.
        public var nestedUnknown: [[AttributePath.Segment]] = []

        /// Whether some key was refused, here or in a nested model.
        public var hasRefusals: Bool { !unsafe.isEmpty || !unknown.isEmpty || !nestedUnsafe.isEmpty || !nestedUnknown.isEmpty }

        /// The refused keys alone (what a strict assignment throws).
        public var refusals: Report {
            Report(unsafe: unsafe, unknown: unknown, nestedUnsafe: nestedUnsafe, nestedUnknown: nestedUnknown)
        }
    }

    /// A model's state: its values, by declared attribute.
    public struct State: Sendable {
        /// The declared attributes and their values, in order.
        public var values: [(name: String, value: AttributeValue)]

        /// A new model: every attribute `null`.
        init(_ schema: SchemaCase) { values = schema.attributes.map { (name: $0, value: .null) } }

        func position(_ name: String) -> Int? { values.firstIndex { YiiModel.same($0.name, name) } }

        /// The values as an object.
        public var object: AttributeObject {
            var object = AttributeObject()
            for (name, value) in values { object[name] = value }
            return object
        }
    }

    /// `setAttributes()` on `state`, reported key by key.
    ///
    /// With `safeOnly`, a key is written only if it is safe in the scenario (and declared);
    /// otherwise it is unknown when no attribute has its name, unsafe when one has. Without,
    /// every declared attribute is written and other keys are unknown. A value for an attribute
    /// with a nested schema is assigned into models of that schema (always safe-only, in the
    /// nested scenario), and their refusals are reported under the attribute's path.
    public static func assign(_ body: AttributeObject, to state: inout State, schema: SchemaCase, scenario: String,
                              safeOnly: Bool) -> Report {
        var report = Report()
        let safe = safeAttributes(schema, scenario: scenario)
        for (key, value) in body {
            let declared = state.position(key)
            if safeOnly && !contains(safe, key) {
                if declared == nil { report.unknown.append(key) } else { report.unsafe.append(key) }
                continue
            }
            guard let at = declared else {
                report.unknown.append(key)
                continue
            }
            guard let nested = nestedCase(of: key, in: schema) else {
                state.values[at].value = value
                report.assigned.append(key)
                continue
            }
            guard let written = assignNested(value, onto: state.values[at].value, nested: nested, parentScenario: scenario,
                                             path: [.name(key)], report: &report) else {
                report.invalid.append(key)
                continue
            }
            state.values[at].value = written
            report.assigned.append(key)
        }
        return report
    }

    /// The nested schema of the first `nested` rule naming `attribute` (marks removed).
    static func nestedCase(of attribute: String, in schema: SchemaCase) -> NestedCase? {
        for rule in schema.rules {
            guard let nested = rule.nested else { continue }
            let names = rule.attributes.map { String($0.drop { $0 == "!" }) }
            if contains(names, attribute) { return nested }
        }
        return nil
    }

    /// What a nested attribute holds after `value` is assigned onto `current`, or `nil` when
    /// `value` has the wrong shape. Each object is assigned into a fresh nested model holding
    /// the current object's values.
    static func assignNested(_ value: AttributeValue, onto current: AttributeValue, nested: NestedCase,
                             parentScenario: String, path: [AttributePath.Segment], report: inout Report) -> AttributeValue? {
        let scenario = nested.scenario ?? (entries(nested.schema, parentScenario) != nil ? parentScenario : "default")
        func assignObject(_ object: AttributeObject, onto existing: AttributeValue?, at path: [AttributePath.Segment]) -> AttributeValue {
            var state = State(nested.schema)
            if case .object(let old)? = existing {
                for (name, value) in old { if let at = state.position(name) { state.values[at].value = value } }
            }
            let inner = assign(object, to: &state, schema: nested.schema, scenario: scenario, safeOnly: true)
            for key in inner.unsafe { report.nestedUnsafe.append(path + [.name(key)]) }
            for deeper in inner.nestedUnsafe { report.nestedUnsafe.append(path + deeper) }
            for key in inner.unknown { report.nestedUnknown.append(path + [.name(key)]) }
            for deeper in inner.nestedUnknown { report.nestedUnknown.append(path + deeper) }
            return .object(state.object)
        }
        switch (nested.isList, value) {
        case (_, .null):
            return .null
        case (false, .object(let object)):
            return assignObject(object, onto: current, at: path)
        case (true, .array(let items)):
            var existing: [AttributeValue] = []
            if case .array(let old) = current { existing = old }
            return .array(items.enumerated().map { index, item in
                guard case .object(let object) = item else { return item }
                return assignObject(object, onto: index < existing.count ? existing[index] : nil, at: path + [.index(index)])
            })
        default:
            return nil
        }
    }
}
