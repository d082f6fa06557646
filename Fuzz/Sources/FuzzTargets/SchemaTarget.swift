import ModelValidation

/// A schema document and a record: reading rules, massive assignment and validation.
///
/// Input: the schema document on the first line, the record after it. The document also goes
/// through `RuleSet(json:)` (its `rules`, or the whole document when it is an array).
///
/// Checks, for the default scenario and up to three declared ones: two validations of the same
/// record give byte-identical values, errors, messages and assignment reports; `validate()`
/// returns `true` exactly when there are no errors; strict assignment throws exactly when the
/// plain one refuses keys, and names the same keys; the schema written back as JSON
/// (`jsonValue`) reads again and validates the record the same way.
enum SchemaTarget {
    static let target = FuzzTarget(
        name: "schema", summary: "ModelSchema(bytes:), RuleSet(json:), assign + validate; determinism, strict mode, jsonValue round trip",
        maxLength: 4096, run: run)

    static func run(_ input: [UInt8]) {
        var parts = FuzzInput(input)
        let document = parts.line()
        let recordBytes = parts.rest()
        exerciseRuleSet(document)
        guard let schema = try? ModelSchema(bytes: document) else { return }
        let record = try? JSONReader.parseObject(recordBytes, maxDepth: 64)

        var scenarios = [ValidationState.defaultScenario]
        for name in schema.ruleSet.scenarioMap.names.prefix(3) where name != ValidationState.defaultScenario {
            scenarios.append(name)
        }
        let reread = schema.jsonValue.flatMap { try? ModelSchema(json: $0) }
        if let json = schema.jsonValue {
            Invariant.expect(reread != nil, "the schema's jsonValue does not read back: \(JSONWriter.string(json))")
            if let again = reread?.jsonValue {
                Invariant.expect(ExactValue.bytes(again) == ExactValue.bytes(json), "jsonValue changes when read back")
            }
        }
        for scenario in scenarios {
            guard let first = validate(schema, scenario: scenario, record: record) else { continue }
            let second = validate(schema, scenario: scenario, record: record)
            Invariant.expect(second == first, "two validations of one record differ in scenario \(Invariant.quoted(scenario))")
            if let reread {
                Invariant.expect(validate(reread, scenario: scenario, record: record) == first,
                                 "the schema read back from jsonValue validates differently in scenario \(Invariant.quoted(scenario))")
            }
        }
    }

    /// Assigns and validates `record` in `scenario`; the fingerprint, or `nil` when the schema
    /// lacks the scenario.
    static func validate(_ schema: ModelSchema, scenario: String, record: AttributeObject?) -> [UInt8]? {
        guard var model = try? schema.makeModel(scenario: scenario) else { return nil }
        var report: AssignmentReport?
        if let record {
            var strictModel = model
            let plain = model.assign(record)
            report = plain
            do {
                let strictReport = try strictModel.assign(record, strict: true)
                Invariant.expect(!plain.hasRefusedKeys, "strict assignment accepts a record the plain one refuses keys of")
                Invariant.expect(strictReport == plain, "strict assignment reports otherwise than the plain one")
            } catch {
                Invariant.expect(plain.hasRefusedKeys, "strict assignment throws on a record the plain one takes whole")
                Invariant.expect(ModelFingerprint.refused(error.report) == ModelFingerprint.refused(plain),
                                 "strict and plain assignment refuse different keys")
            }
        }
        let valid: Bool
        do { valid = try model.validate() } catch { return Array("model error \(error)".utf8) }
        Invariant.expect(valid == model.errors.isEmpty && valid == !model.hasErrors(), "validate() disagrees with the errors")
        return ModelFingerprint.of(model, report: report)
    }

    /// Builds a rule set from the document's rules, and validates an all-null model with it.
    static func exerciseRuleSet(_ document: ArraySlice<UInt8>) {
        guard let json = try? JSONReader.parse(document, maxDepth: 64) else { return }
        let rules: AttributeValue
        switch json {
        case .array: rules = json
        case .object(let object): guard let inner = object["rules"] else { return }; rules = inner
        default: return
        }
        guard let ruleSet = try? RuleSet(json: rules) else { return }
        var names: [String] = []
        for rule in ruleSet.rules {
            for name in rule.attributeNames where !names.contains(where: { $0.utf8.elementsEqual(name.utf8) }) { names.append(name) }
        }
        var model = DynamicModel(attributes: names, ruleSet: ruleSet)
        _ = try? model.validate()
    }
}
