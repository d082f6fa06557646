/// Reads a schema document leniently: every problem is collected with its JSON path instead of
/// stopping at the first, so all of them can be listed at once.
///
/// A `nested` rule's own schema is read the same way when the rule is built, and its problems
/// are listed under the rule's path (`rules[2].schema.rules[0].min`). A rule's faulty common keys
/// are listed first, each read as absent (``Rule/read(json:index:requiresAttributes:)``), then
/// what building the rule finds. Each rule is built once; one that does not build is read again
/// to find every mistake in its parameters (``RuleMistakes``).
struct SchemaReader {
    /// The declared attributes, in order.
    private(set) var attributes: [String] = []
    /// Explicit labels.
    private(set) var labels: [String: String] = [:]
    /// The explicit scenario map, if the document has one.
    private(set) var scenarios: ScenarioMap?
    /// The rules that were read and built without problems, built.
    private(set) var rules: [CompiledRule] = []
    /// Every problem, in document order; a rule's, in the order its type reads its parameters
    /// (see ``RuleMistakes``).
    private(set) var problems: [SchemaError.Problem] = []

    /// Reads a document and checks every part of it.
    ///
    /// - Parameters:
    ///   - json: The document.
    ///   - registry: Where rule types are looked up.
    init(json: AttributeValue, registry: ValidatorRegistry) {
        guard case .object(let object) = json else {
            problem("(root)", "expected a JSON object, got \(json.kindName)")
            return
        }
        for key in object.keys where !ModelSchema.keys.contains(key) {
            problem(key, "unknown key (expected \(ModelSchema.keys.joined(separator: ", ")))")
        }
        readAttributes(object["attributes"])
        readLabels(object["labels"])
        readScenarios(object["scenarios"])
        readRules(object["rules"], registry: registry)
    }

    private mutating func problem(_ path: String, _ reason: String) {
        problems.append(SchemaError.Problem(path: path, reason: reason))
    }

    private mutating func readAttributes(_ value: AttributeValue?) {
        guard case .array(let items)? = value else {
            problem("attributes", value == nil ? "missing (a list of attribute names)" : "expected a list of attribute names")
            return
        }
        var seen = Set<NameKey>()
        for (i, item) in items.enumerated() {
            guard case .string(let name) = item, !name.isEmpty else {
                problem("attributes[\(i)]", "expected a non-empty string")
                continue
            }
            // Still declared: the rules and labels naming it are not reported again.
            if name.hasSameBytes(as: ValidationErrors.modelKey) { problem("attributes[\(i)]", ValidationErrors.reservedNameReason) }
            if seen.insert(NameKey(name)).inserted { attributes.append(name) } else {
                problem("attributes[\(i)]", "\"\(name)\" is declared twice")
            }
        }
    }

    private mutating func readLabels(_ value: AttributeValue?) {
        guard let value, !value.isNull else { return }
        guard case .object(let map) = value else { problem("labels", "expected an object"); return }
        let declared = Set(attributes.map(NameKey.init))
        for (key, label) in map {
            guard case .string(let text) = label else { problem("labels.\(key)", "expected a string"); continue }
            if !declared.contains(NameKey(key)) {
                problem("labels.\(key)", "not a declared attribute")
                continue
            }
            if let other = labels.index(forKey: key) {
                // A dictionary cannot hold labels for two spellings of one canonical name.
                problem("labels.\(key)", "the label of \"\(labels[other].key)\" has a canonically equivalent name; give only one of them a label")
                continue
            }
            labels[key] = text
        }
    }

    private mutating func readScenarios(_ value: AttributeValue?) {
        guard let value, !value.isNull else { return }
        guard case .object(let map) = value else { problem("scenarios", "expected an object"); return }
        let declared = Set(attributes.map(NameKey.init))
        var scenarioMap = ScenarioMap()
        for (name, list) in map {
            guard case .array(let entries) = list else {
                problem("scenarios.\(name)", "expected a list of attribute names")
                continue
            }
            var names: [String] = []
            for (i, entry) in entries.enumerated() {
                guard case .string(let text) = entry else { problem("scenarios.\(name)[\(i)]", "expected a string"); continue }
                let bare = String(text.drop { $0 == "!" })
                if !declared.contains(NameKey(bare)) {
                    problem("scenarios.\(name)[\(i)]", "\"\(bare)\" is not a declared attribute")
                    continue
                }
                names.append(text)
            }
            scenarioMap[name] = names
        }
        scenarios = scenarioMap
    }

    private mutating func readRules(_ value: AttributeValue?, registry: ValidatorRegistry) {
        guard let value, !value.isNull else { return }
        guard case .array(let items) = value else { problem("rules", "expected a list of rule objects"); return }
        let declared = Set(attributes.map(NameKey.init))
        for (index, item) in items.enumerated() {
            // Every faulty common key, each read as absent, so that the rule is still built.
            let reading = Rule.read(json: item, index: index, requiresAttributes: true)
            // Each rule is built once, here; a nested schema inside is read (and built) once.
            let built = RuleSet.build(reading, index: index, registry: registry)
            // Every mistake in the rule's common keys, its parameters and a nested schema, not
            // only the first.
            for mistake in built.mistakes { problem(mistake.path, mistake.reason) }
            // The attributes are known without the validator: listed too, not left for the next
            // run of the check.
            undeclared(reading.attributeNames, ofRule: index, declared: declared)
            guard let rule = built.rule else { continue }
            // What the rule reads or writes, known once it is built, its faulty keys aside.
            problems += rule.undeclaredUses(declared: declared)
            if built.mistakes.isEmpty { rules.append(rule) }
        }
    }

    /// Files a problem for each of `names` (the attributes of rule `index`) that `declared`
    /// lacks.
    private mutating func undeclared(_ names: [String], ofRule index: Int, declared: Set<NameKey>) {
        for (i, name) in names.enumerated() where !declared.contains(NameKey(name)) {
            problem("rules[\(index)].attributes[\(i)]", "\"\(name)\" is not a declared attribute")
        }
    }

    /// The schema object of a `nested` rule object, if it has one.
    static func nestedSchema(in rule: AttributeValue) -> AttributeValue? {
        guard case .object(let object) = rule, object["type"] == .string("nested"), let schema = object["schema"] else {
            return nil
        }
        return schema
    }
}
