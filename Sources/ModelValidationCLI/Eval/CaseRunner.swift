import ModelValidation
import ModelValidationSchema

/// Runs one conformance case object (FORMAT.md §1) and reports the outcome (FORMAT.md §5).
///
/// The case's steps run in the order Yii's oracle took them: build the model and its rules,
/// apply `set`, select the scenario, add `preErrors`, massively assign `input`, validate (in the
/// case's `language`, Yii's application language), report.
/// A failure at any step becomes an `error` object naming the step (`phase`) and the Yii
/// exception class a PHP user would have seen.
///
/// ```swift
/// let result = CaseRunner.run(["id": "demo", "attributes": ["email"],
///                              "rules": [["attributes": ["email"], "type": "required"]]])
/// result.objectValue?["valid"] // false
/// ```
public enum CaseRunner {
    /// Runs a case and returns its result object, with the case's `id` first.
    ///
    /// - Parameters:
    ///   - caseValue: A case object; `expect` and metadata keys are ignored.
    ///   - withSchema: Whether to add `jsonSchema`: the JSON Schema `model-validate schema`
    ///     writes for the case's rules and scenario, for documents assigned into its model
    ///     before `set` (omitted when the scenario is unknown).
    /// - Returns: The result object, or an object with `id` and `error`.
    public static func run(_ caseValue: AttributeValue, withSchema: Bool = false) -> AttributeValue {
        let id = caseValue.objectValue?["id"] ?? .null
        do {
            var result: AttributeObject = ["id": id]
            for (key, value) in try evaluate(caseValue) { result[key] = value }
            if withSchema, let schema = jsonSchema(caseValue) { result["jsonSchema"] = schema }
            return .object(result)
        } catch {
            return .object(["id": id, "error": error.jsonValue])
        }
    }

    /// The JSON Schema of a case's rules and scenario, for its model before `set`.
    static func jsonSchema(_ caseValue: AttributeValue) -> AttributeValue? {
        guard case .object(let object) = caseValue, let spec = try? CaseSpec(object),
              let rules = try? RuleSet(json: spec.rules, scenarios: spec.scenarios) else { return nil }
        let model = DynamicModel(attributes: spec.attributes, ruleSet: rules, labels: spec.labels)
        return (try? JSONSchemaExporter(model: model).export(scenario: spec.scenario))?.document
    }

    static func evaluate(_ caseValue: AttributeValue) throws(CaseError) -> AttributeObject {
        guard case .object(let object) = caseValue else {
            throw CaseError(phase: "case", type: "OracleCaseError", message: "a case must be a JSON object")
        }
        let spec = try CaseSpec(object)
        var model: DynamicModel
        do {
            let rules = try RuleSet(json: spec.rules, scenarios: spec.scenarios)
            model = DynamicModel(attributes: spec.attributes, ruleSet: rules, labels: spec.labels)
        } catch {
            throw CaseError(rules: error)
        }
        for (name, value) in spec.set {
            if model.setValue(phpNormalized(value), of: name) != .written {
                throw CaseError(phase: "set", type: "UnknownPropertyException", message: "Setting unknown property: \(name)")
            }
        }
        model.scenario = spec.scenario
        for (attribute, messages) in spec.preErrors {
            for message in messages { model.addError(attribute, message: message) }
        }
        if case .object(let input) = spec.input {
            // Yii writes every safe key; one the model lacks is an error, not a refusal.
            for key in input.keys where model.isAttributeSafe(key) && !model.hasAttribute(key) {
                throw CaseError(phase: "input", type: "UnknownPropertyException", message: "Setting unknown property: \(key)")
            }
            model.assign(phpNormalized(.object(input)).objectValue ?? input)
        }
        let valid: Bool
        do {
            if let language = spec.language {
                valid = try model.validate(spec.validateAttributes, clearErrors: spec.clearErrors, language: language)
            } else {
                valid = try model.validate(spec.validateAttributes, clearErrors: spec.clearErrors)
            }
        } catch {
            switch error.kind {
            case .unknownScenario:
                throw CaseError(phase: "validate", type: "InvalidArgumentException", message: error.description)
            case .unknownAttribute:
                throw CaseError(phase: "validate", type: "UnknownPropertyException", message: "Getting unknown property: \(error.name)")
            case .asynchronousRule, .invalidRules:
                throw CaseError(phase: "validate", type: "InvalidConfigException", message: error.description)
            }
        }
        return report(model, valid: valid)
    }

    static func report(_ model: DynamicModel, valid: Bool) -> AttributeObject {
        var errors = AttributeObject()
        for (attribute, messages) in model.errors.messagesByAttribute {
            errors[attribute] = .array(messages.map(AttributeValue.string))
        }
        var scenarios = AttributeObject()
        for (name, list) in zip(model.scenarios.names, model.scenarios.lists) {
            scenarios[name] = .array(list.map(AttributeValue.string))
        }
        func strings(_ list: [String]) -> AttributeValue { .array(list.map(AttributeValue.string)) }
        return [
            "valid": .bool(valid),
            "errors": .object(errors),
            "errorSummary": strings(model.errorSummary()),
            "attributes": .object(model.attributeValues.reduce(into: AttributeObject()) { $0[$1.key] = phpNormalized($1.value) }),
            "safeAttributes": strings(model.safeAttributes),
            "activeAttributes": strings(model.activeAttributes),
            "requiredAttributes": strings(model.attributeNames.filter(model.isAttributeRequired)),
            "scenarios": .object(scenarios),
        ]
    }

    /// JSON objects as PHP sees them: `{}` is an empty array, and an object keyed `"0"…"n-1"`
    /// in order is a list.
    static func phpNormalized(_ value: AttributeValue) -> AttributeValue {
        switch value {
        case .array(let items): return .array(items.map(phpNormalized))
        case .object(let object):
            if object.isListShaped { return .array(object.values.map(phpNormalized)) }
            return .object(AttributeObject(object.map { ($0.key, phpNormalized($0.value)) }))
        default: return value
        }
    }
}
