import ModelValidation

/// Runs trials against the engine and ``YiiModel`` and compares them: the safe and active
/// attributes, each assignment's report (or the refusal a strict assignment throws) and the
/// model's values after each assignment.
public enum PropertyRun {
    /// A trial on which the engine and the model disagree, shrunk to a small case.
    public struct Failure: Sendable, CustomStringConvertible {
        /// The trial's seed (``run(trials:seed:)`` with the same seed replays it; so does
        /// ``replay(seed:)``).
        public var seed: UInt64
        /// What differed.
        public var difference: String
        /// The smallest case found that still differs.
        public var reproduction: TrialCase

        /// The seed, the difference and the reproduction as Swift code.
        public var description: String {
            "seed \(seed): \(difference)\nreproduction:\n\(PropertyRun.swiftCode(reproduction))"
        }
    }

    /// Runs `trials` trials from `seed`.
    ///
    /// - Parameters:
    ///   - trials: How many trials.
    ///   - seed: The run's seed; trial `i` uses ``SplitMix64/trialSeed(run:trial:)``.
    ///   - maximumFailures: Stop after this many failures.
    /// - Returns: The failures, each shrunk.
    public static func run(trials: Int, seed: UInt64, maximumFailures: Int = 5) -> [Failure] {
        var failures: [Failure] = []
        for index in 0..<trials {
            if let failure = replay(seed: SplitMix64.trialSeed(run: seed, trial: index)) {
                failures.append(failure)
                if failures.count >= maximumFailures { break }
            }
        }
        return failures
    }

    /// Runs the trial of `seed` alone.
    ///
    /// - Returns: The failure, shrunk, or `nil` when the engine and the model agree.
    public static func replay(seed: UInt64) -> Failure? {
        var generator = CaseGenerator(seed: seed)
        let trial = generator.trial()
        guard let difference = compare(trial) else { return nil }
        let small = shrink(trial)
        return Failure(seed: seed, difference: compare(small) ?? difference, reproduction: small)
    }

    /// The first difference between the engine and the model on `trial`, or `nil`. A case the
    /// engine cannot build (a nested schema naming an attribute it lacks, left by shrinking)
    /// has no difference.
    public static func compare(_ trial: TrialCase) -> String? {
        guard var model = try? trial.schema.makeModel() else { return nil }
        model.scenario = trial.scenario
        let scenario = trial.scenario
        let expectedSafe = YiiModel.safeAttributes(trial.schema, scenario: scenario)
        let expectedActive = YiiModel.activeAttributes(trial.schema, scenario: scenario)
        if !sameNames(model.safeAttributes, expectedSafe) {
            return "safeAttributes \(literal(model.safeAttributes)), Yii \(literal(expectedSafe))"
        }
        if !sameNames(model.activeAttributes, expectedActive) {
            return "activeAttributes \(literal(model.activeAttributes)), Yii \(literal(expectedActive))"
        }
        for name in CaseGenerator.names {
            if model.isAttributeSafe(name) != YiiModel.contains(expectedSafe, name) {
                return "isAttributeSafe(\(literal(name))) is \(model.isAttributeSafe(name))"
            }
            if model.isAttributeActive(name) != YiiModel.contains(expectedActive, name) {
                return "isAttributeActive(\(literal(name))) is \(model.isAttributeActive(name))"
            }
        }
        var state = YiiModel.State(trial.schema)
        for (number, original) in trial.bodies.enumerated() {
            var body = original
            // Through JSON, the bytes are also assigned member by member into a copy, which
            // must end like the model.
            var viaBytes: (report: AssignmentReport, model: DynamicModel)?
            if trial.throughJSON {
                let bytes = Array(JSONWriter.string(.object(original)).utf8)
                guard let parsed = try? JSONReader.parseObject(bytes) else {
                    return "body \(number) does not survive JSON"
                }
                body = parsed
                if !trial.strict {
                    var copy = model
                    guard let report = try? copy.assign(json: bytes, safeOnly: trial.safeOnly) else {
                        return "body \(number) is not assigned from its bytes"
                    }
                    viaBytes = (report, copy)
                }
            }
            var next = state
            let expected = YiiModel.assign(body, to: &next, schema: trial.schema, scenario: scenario, safeOnly: trial.safeOnly)
            let refused = trial.strict && expected.hasRefusals
            if !refused { state = next }
            let actual: AssignmentReport
            var thrown = false
            if trial.strict {
                do {
                    actual = try model.assign(body, safeOnly: trial.safeOnly, strict: true)
                } catch {
                    actual = error.report
                    thrown = true
                }
            } else {
                actual = model.assign(body, safeOnly: trial.safeOnly)
            }
            if thrown != refused { return "assignment \(number) \(thrown ? "threw" : "did not throw"), Yii \(refused ? "refuses" : "accepts") it" }
            if let difference = difference(actual, refused ? expected.refusals : expected) {
                return "assignment \(number): \(difference)"
            }
            if model.attributeValues != state.object {
                return "after assignment \(number) the values are \(literal(.object(model.attributeValues))), Yii \(literal(.object(state.object)))"
            }
            if let viaBytes {
                if let difference = difference(viaBytes.report, expected) {
                    return "assignment \(number) from bytes: \(difference)"
                }
                if viaBytes.model.attributeValues != model.attributeValues {
                    return "after assignment \(number) from bytes the values are \(literal(.object(viaBytes.model.attributeValues)))"
                }
            }
        }
        return nil
    }

    /// The first difference between two reports, or `nil`.
    static func difference(_ actual: AssignmentReport, _ expected: YiiModel.Report) -> String? {
        let lists: [(String, [String], [String])] = [
            ("assigned", actual.assigned, expected.assigned), ("unsafe", actual.unsafe, expected.unsafe),
            ("unknown", actual.unknown, expected.unknown), ("invalid", actual.invalid, expected.invalid),
        ]
        for (name, mine, theirs) in lists where !sameNames(mine, theirs) {
            return "\(name) \(literal(mine)), Yii \(literal(theirs))"
        }
        let paths: [(String, [AttributePath], [[AttributePath.Segment]])] = [
            ("nestedUnsafe", actual.nestedUnsafe, expected.nestedUnsafe),
            ("nestedUnknown", actual.nestedUnknown, expected.nestedUnknown),
        ]
        for (name, mine, theirs) in paths where !samePaths(mine.map(\.segments), theirs) {
            return "\(name) \(mine.map(pathLiteral)), Yii \(theirs.map { pathLiteral(AttributePath($0)) })"
        }
        return nil
    }

    static func sameNames(_ a: [String], _ b: [String]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { YiiModel.same($0, $1) }
    }

    static func samePaths(_ a: [[AttributePath.Segment]], _ b: [[AttributePath.Segment]]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { x, y in
            x.count == y.count && zip(x, y).allSatisfy { s, t in
                switch (s, t) {
                case (.name(let m), .name(let n)): return YiiModel.same(m, n)
                case (.index(let i), .index(let j)): return i == j
                default: return false
                }
            }
        }
    }

    // MARK: - Shrinking

    /// The smallest variant of `trial` that still differs, found by removing one part at a time
    /// (a body key, a body, a rule, a rule's attribute or scenario, an explicit scenario or one
    /// of its entries, an attribute, an element of a nested value) while the difference stays.
    static func shrink(_ trial: TrialCase) -> TrialCase {
        var current = trial
        var rounds = 0
        search: while rounds < 200 {
            rounds += 1
            for candidate in smaller(current) where compare(candidate) != nil {
                current = candidate
                continue search
            }
            break
        }
        return current
    }

    /// Every variant of `trial` with one part removed or simplified.
    static func smaller(_ trial: TrialCase) -> [TrialCase] {
        var out: [TrialCase] = []
        if trial.bodies.count > 1 {
            for index in trial.bodies.indices { var copy = trial; copy.bodies.remove(at: index); out.append(copy) }
        }
        for (index, body) in trial.bodies.enumerated() {
            for variant in smaller(body) { var copy = trial; copy.bodies[index] = variant; out.append(copy) }
        }
        for schema in smaller(trial.schema) { var copy = trial; copy.schema = schema; out.append(copy) }
        if trial.throughJSON { var copy = trial; copy.throughJSON = false; out.append(copy) }
        if trial.strict { var copy = trial; copy.strict = false; out.append(copy) }
        if !trial.safeOnly { var copy = trial; copy.safeOnly = true; out.append(copy) }
        return out
    }

    static func smaller(_ object: AttributeObject) -> [AttributeObject] {
        var out: [AttributeObject] = []
        for key in object.keys { var copy = object; copy[key] = nil; out.append(copy) }
        for (key, value) in object {
            for variant in smaller(value) { var copy = object; copy[key] = variant; out.append(copy) }
        }
        return out
    }

    static func smaller(_ value: AttributeValue) -> [AttributeValue] {
        switch value {
        case .object(let object): return smaller(object).map { .object($0) }
        case .array(let items):
            var out: [AttributeValue] = []
            for index in items.indices { var copy = items; copy.remove(at: index); out.append(.array(copy)) }
            for (index, item) in items.enumerated() {
                for variant in smaller(item) { var copy = items; copy[index] = variant; out.append(.array(copy)) }
            }
            return out
        default:
            return value == .null ? [] : [.null]
        }
    }

    static func smaller(_ schema: SchemaCase) -> [SchemaCase] {
        var out: [SchemaCase] = []
        for index in schema.attributes.indices { var copy = schema; copy.attributes.remove(at: index); out.append(copy) }
        for index in schema.rules.indices { var copy = schema; copy.rules.remove(at: index); out.append(copy) }
        for (index, rule) in schema.rules.enumerated() {
            for variant in smaller(rule) { var copy = schema; copy.rules[index] = variant; out.append(copy) }
        }
        if let scenarios = schema.scenarios {
            var derived = schema
            derived.scenarios = nil
            out.append(derived)
            for index in scenarios.indices {
                var copy = schema
                copy.scenarios!.remove(at: index)
                out.append(copy)
                for entry in scenarios[index].entries.indices {
                    var fewer = schema
                    fewer.scenarios![index].entries.remove(at: entry)
                    out.append(fewer)
                }
            }
        }
        return out
    }

    static func smaller(_ rule: RuleCase) -> [RuleCase] {
        var out: [RuleCase] = []
        if rule.attributes.count > 1 {
            for index in rule.attributes.indices { var copy = rule; copy.attributes.remove(at: index); out.append(copy) }
        }
        for index in rule.on.indices { var copy = rule; copy.on.remove(at: index); out.append(copy) }
        for index in rule.except.indices { var copy = rule; copy.except.remove(at: index); out.append(copy) }
        if let nested = rule.nested {
            for schema in smaller(nested.schema) { var copy = rule; copy.nested!.schema = schema; out.append(copy) }
            if nested.scenario != nil { var copy = rule; copy.nested!.scenario = nil; out.append(copy) }
        }
        return out
    }

    // MARK: - Reproductions

    /// `trial` as Swift code that builds the model and makes its assignments.
    public static func swiftCode(_ trial: TrialCase) -> String {
        var lines = ["var model = try DynamicModel(attributes: \(literal(trial.schema.attributes)), rules: \(rulesCode(trial.schema, indent: "    ")),"]
        lines.append("    scenarios: \(scenariosCode(trial.schema)))")
        lines.append("model.scenario = \(literal(trial.scenario))")
        for body in trial.bodies {
            let source = trial.throughJSON ? "JSONReader.parseObject(Array(\(literal(JSONWriter.string(.object(body)))).utf8))"
                : literal(.object(body))
            let call = trial.strict ? "try model.assign(\(source), safeOnly: \(trial.safeOnly), strict: true)"
                : "model.assign(\(source), safeOnly: \(trial.safeOnly))"
            lines.append(call)
        }
        return lines.joined(separator: "\n")
    }

    static func rulesCode(_ schema: SchemaCase, indent: String) -> String {
        guard !schema.rules.isEmpty else { return "[]" }
        let rules = schema.rules.map { rule -> String in
            let options = (rule.on.isEmpty ? "" : ", on: \(literal(rule.on))") + (rule.except.isEmpty ? "" : ", except: \(literal(rule.except))")
            guard let nested = rule.nested else { return "Rule(\(literal(rule.attributes)), \"safe\"\(options))" }
            let inner = "ModelSchema(attributes: \(literal(nested.schema.attributes)), scenarios: \(scenariosCode(nested.schema)), "
                + "rules: \(rulesCode(nested.schema, indent: indent + "    ")))"
            let scenario = nested.scenario.map { ", scenario: .fixed(Scenario(\(literal($0))))" } ?? ""
            return "Rule(\(literal(rule.attributes)), validator: NestedValidator(schema: try \(inner), list: \(nested.isList)\(scenario)), name: \"nested\"\(options))"
        }
        return "[\n" + rules.map { indent + "    " + $0 + "," }.joined(separator: "\n") + "\n" + indent + "]"
    }

    static func scenariosCode(_ schema: SchemaCase) -> String {
        guard let scenarios = schema.scenarios else { return "nil" }
        return "ScenarioMap([" + scenarios.map { "(\(literal($0.name)), \(literal($0.entries)))" }.joined(separator: ", ") + "])"
    }

    /// A Swift string literal, non-ASCII characters written as `\u{…}` so that composed and
    /// decomposed spellings show.
    static func literal(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value > 0x7E: out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func literal(_ strings: [String]) -> String { "[" + strings.map(literal).joined(separator: ", ") + "]" }

    static func pathLiteral(_ path: AttributePath) -> String {
        "[" + path.segments.map { segment in
            switch segment {
            case .name(let name): return literal(name)
            case .index(let index): return String(index)
            }
        }.joined(separator: ", ") + "]"
    }

    /// A value as a Swift literal.
    static func literal(_ value: AttributeValue) -> String {
        switch value {
        case .null: return "nil"
        case .bool(let flag): return String(flag)
        case .int(let number): return String(number)
        case .double(let number): return String(number)
        case .string(let text): return literal(text)
        case .array(let items): return "[" + items.map(literal).joined(separator: ", ") + "]"
        case .object(let object):
            if object.isEmpty { return "[:]" }
            return "[" + object.map { "\(literal($0.key)): \(literal($0.value))" }.joined(separator: ", ") + "]"
        }
    }
}
