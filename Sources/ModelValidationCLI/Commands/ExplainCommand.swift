import ModelValidation
import ModelValidationSchema

/// `model-validate explain`: what a schema does in each scenario: the active, safe, unsafe and
/// required attributes, the rules that run on each attribute, in run order, and what of them
/// its JSON Schema (`model-validate schema`) does not express; with `--language`, the messages
/// each rule can report, in that language.
enum ExplainCommand {
    static func run(_ arguments: [String], stdout: OutputSink, stderr: OutputSink) throws(UsageError) -> Int32 {
        let parsed = try ArgumentParser.parse(arguments, options: ["--rules", "--scenario", "--format", "--language"], flags: ["--help"])
        if parsed.flags.contains("--help") {
            stdout.write(HelpText.explain)
            return 0
        }
        guard let rulesPath = parsed.options["--rules"] else { throw UsageError(message: "explain needs --rules SCHEMA.json") }
        guard parsed.operands.isEmpty else { throw UsageError(message: "explain takes no operands (use --rules)") }
        let format = try parsed.format(default: .text)
        let (language, languageWarning) = try parsed.language()
        let scenarioName = parsed.options["--scenario"]
        let schema = try Schema.load(rulesPath, scenario: scenarioName, anyScenario: true)
        if let languageWarning { stderr.write(languageWarning); stderr.flush() }
        let ruleSet = schema.ruleSet
        let names = scenarioName.map { [$0] } ?? ruleSet.scenarioMap.names
        let scenarios = names.compactMap(ruleSet.scenario(named:))
        let exporter = JSONSchemaExporter(model: schema.template)
        func gaps(_ scenario: ResolvedScenario) -> [SchemaGap] {
            (try? exporter.export(scenario: scenario.name))?.gaps ?? []
        }
        switch format {
        case .json:
            var object: AttributeObject = [
                "scenarios": .array(scenarios.map { json($0, ruleSet, gaps: gaps($0), language: language) }),
            ]
            if let language {
                object["language"] = .string(language.description)
                // The catalog the messages come from when it is another locale's (as the text
                // heading says: `de-AT, from de`).
                if let nearest = Self.nearestCatalog(of: language) { object["messagesFrom"] = .string(nearest.description) }
            }
            stdout.writeJSONLine(.object(object))
        case .text:
            for (i, scenario) in scenarios.enumerated() {
                if i > 0 { stdout.write("\n") }
                writeText(scenario, ruleSet, gaps: gaps(scenario), to: stdout)
                if let language { writeMessages(scenario, ruleSet, language: language, to: stdout) }
            }
        }
        return 0
    }

    /// The active attributes that are not safe.
    static func unsafeAttributes(_ scenario: ResolvedScenario) -> [String] {
        scenario.activeAttributes.filter { !scenario.isSafe($0) }
    }

    /// The required attributes in the order of the active ones.
    static func requiredAttributes(_ scenario: ResolvedScenario) -> [String] {
        scenario.activeAttributes.filter(scenario.isRequired)
    }

    /// The rules that run on each attribute, in run order, gathered in one pass over the
    /// active rules: asking every rule about every attribute cost rules times attributes (a
    /// schema of 20,000 attributes with a rule each took minutes to explain).
    static func rulesByAttribute(in scenario: ResolvedScenario, _ ruleSet: RuleSet) -> [NameKey: [CompiledRule]] {
        var rules: [NameKey: [CompiledRule]] = [:]
        for index in scenario.activeRuleIndices {
            let rule = ruleSet.rules[index]
            // A name the rule lists twice once.
            var seen = Set<NameKey>()
            for name in rule.attributeNames where seen.insert(NameKey(name)).inserted {
                rules[NameKey(name), default: []].append(rule)
            }
        }
        return rules
    }

    /// A rule's options besides its attributes and type, as JSON.
    static func options(_ rule: CompiledRule) -> AttributeObject {
        var object = rule.rule.jsonValue?.objectValue ?? [:]
        object["attributes"] = nil
        object["type"] = nil
        return object
    }

    private static func json(_ scenario: ResolvedScenario, _ ruleSet: RuleSet, gaps: [SchemaGap],
                             language: MessageLanguage?) -> AttributeValue {
        func strings(_ list: [String]) -> AttributeValue { .array(list.map(AttributeValue.string)) }
        var rules = AttributeObject()
        let byAttribute = rulesByAttribute(in: scenario, ruleSet)
        for attribute in scenario.activeAttributes {
            rules[attribute] = .array((byAttribute[NameKey(attribute)] ?? []).map { rule in
                var entry: AttributeObject = ["index": .int(rule.index), "type": .string(rule.rule.type)]
                for (key, value) in options(rule) { entry[key] = value }
                if let language {
                    var messages = AttributeObject()
                    for (code, template) in RuleMessages.translated(rule.rule, in: language) { messages[code] = .string(template) }
                    entry["messages"] = .object(messages)
                }
                return .object(entry)
            })
        }
        return [
            "name": .string(scenario.name),
            "active": strings(scenario.activeAttributes),
            "safe": strings(scenario.safeAttributes),
            "unsafe": strings(unsafeAttributes(scenario)),
            "required": strings(requiredAttributes(scenario)),
            "rules": .object(rules),
            "notInJSONSchema": .array(gaps.map { gap in
                ["attribute": .string(gap.attribute), "index": .int(gap.ruleIndex), "type": .string(gap.ruleType),
                 "reason": .string(gap.reason)]
            }),
        ]
    }

    private static func writeText(_ scenario: ResolvedScenario, _ ruleSet: RuleSet, gaps: [SchemaGap], to out: OutputSink) {
        func list(_ names: [String]) -> String { names.isEmpty ? "(none)" : names.joined(separator: ", ") }
        out.write("Scenario \"\(scenario.name)\"\n")
        out.write("  active:   \(list(scenario.activeAttributes))\n")
        out.write("  safe:     \(list(scenario.safeAttributes))\n")
        out.write("  unsafe:   \(list(unsafeAttributes(scenario)))\n")
        out.write("  required: \(list(requiredAttributes(scenario)))\n\n")
        var rows: [[String]] = [["attribute", "safe", "required", "rules in run order"]]
        let byAttribute = rulesByAttribute(in: scenario, ruleSet)
        for attribute in scenario.activeAttributes {
            let rules = byAttribute[NameKey(attribute)] ?? []
            let descriptions = rules.isEmpty ? ["(none)"] : rules.map(describe)
            for (i, description) in descriptions.enumerated() {
                rows.append(i == 0
                    ? [attribute, scenario.isSafe(attribute) ? "yes" : "no",
                       scenario.isRequired(attribute) ? "yes" : "no", description]
                    : ["", "", "", description])
            }
        }
        var widths = [Int](repeating: 0, count: 3)
        for row in rows { for c in 0..<3 { widths[c] = max(widths[c], row[c].count) } }
        for row in rows {
            var line = "  "
            for c in 0..<3 { line += row[c] + String(repeating: " ", count: widths[c] - row[c].count + 2) }
            out.write(line + row[3] + "\n")
        }
        out.write("\n  not in its JSON Schema:" + (gaps.isEmpty ? " (none)\n" : "\n"))
        for gap in gaps { out.write("    \(gap)\n") }
    }

    /// The messages of the scenario's active rules in `language`, one line per failure code.
    private static func writeMessages(_ scenario: ResolvedScenario, _ ruleSet: RuleSet, language: MessageLanguage,
                                      to out: OutputSink) {
        var rows: [[String]] = []
        for index in scenario.activeRuleIndices {
            let rule = ruleSet.rules[index]
            for (code, template) in RuleMessages.translated(rule.rule, in: language) {
                rows.append(["#\(rule.index) \(rule.rule.type)", code, template])
            }
        }
        out.write("\n  messages (\(heading(language))):\n")
        guard !rows.isEmpty else { out.write("    (none)\n"); return }
        var widths = [0, 0]
        for row in rows { for c in 0..<2 { widths[c] = max(widths[c], row[c].count) } }
        for row in rows {
            out.write("    " + row[0] + String(repeating: " ", count: widths[0] - row[0].count + 2)
                      + row[1] + String(repeating: " ", count: widths[1] - row[1].count + 2) + row[2] + "\n")
        }
    }

    /// The locale of the nearest catalog of `language` when it is another locale's (`de` for
    /// `de-AT`), else `nil`.
    static func nearestCatalog(of language: MessageLanguage) -> LocaleIdentifier? {
        guard let nearest = language.catalogLocales.first, nearest != language.locale else { return nil }
        return nearest
    }

    /// The language of the messages and, when its nearest catalog is another locale's, that
    /// catalog: `de`, `pt-BR`, `de-AT, from de`, `zh-HK, from zh-TW`.
    static func heading(_ language: MessageLanguage) -> String {
        guard let nearest = nearestCatalog(of: language) else { return language.description }
        return language.description + ", from " + nearest.description
    }

    /// `#1 string {"min":3,"max":32}`.
    static func describe(_ rule: CompiledRule) -> String {
        let options = options(rule)
        return "#\(rule.index) \(rule.rule.type)" + (options.isEmpty ? "" : " " + JSONWriter.string(.object(options)))
    }
}
