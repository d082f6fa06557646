import ModelValidation

/// Exports a rule set, for one scenario, as a JSON Schema (draft 2020-12) or an OpenAPI 3.1
/// document: the contract front ends and gateways can check before a request reaches the model.
///
/// The schema describes the document that is massively assigned into the model: an object whose
/// properties are the scenario's safe attributes, each constrained by the active rules that
/// validate it. It is **sound**: every document the engine accepts, the schema accepts. Yii's
/// rules are looser than JSON Schema's types (`integer` accepts `"42"`, `boolean` accepts `"1"`
/// and `0`, `skipOnEmpty` lets `""`, `null` and `[]` through), so the schema says so; what it
/// cannot express (a comparison with another attribute, `when`, the checks after a filter, a
/// validator written in Swift) it leaves out and lists in ``ExportedSchema/gaps`` and the
/// schema's `$comment`.
///
/// An attribute the document leaves out keeps its initial value (`null` for data-form models),
/// so it is `required` in the schema exactly when its rules reject that value. In strict mode
/// (the engine refusing unknown and unsafe keys) the schema has `additionalProperties: false`.
///
/// ```swift
/// let rules = try RuleSet([
///     Rule(["email", "age"], "required"),
///     Rule(["email"], "email"),
///     Rule(["age"], "integer", ["min": 18]),
/// ])
/// let export = try JSONSchemaExporter(ruleSet: rules, labels: ["email": "E-mail"]).export(strict: true)
/// print(export.json)
/// ```
///
/// See `Docs/Schema.md` for the mapping of every rule.
public struct JSONSchemaExporter: Sendable {
    /// The rules and scenarios exported.
    public let ruleSet: RuleSet
    /// Explicit labels, used as `title`; other attributes get Yii's generated label. A label is
    /// an attribute's when its key has the attribute's bytes: the one given for `"é"` is not
    /// `"e\u{301}"`'s.
    public var labels: [String: String]
    /// What an attribute holds when the document leaves it out (keys matched byte for byte, as
    /// ``labels``); `null` when not listed.
    public var initialValues: [String: AttributeValue]
    /// The labels and values of a model's attributes (``init(model:)``), by exact name, for the
    /// names ``labels`` and ``initialValues`` hold no entry of: a `String`-keyed dictionary
    /// holds one entry for two canonically equivalent names, which a model tells apart.
    private var modelLabels: [NameKey: String] = [:]
    private var modelValues: [NameKey: AttributeValue] = [:]
    /// Whether massive assignment writes the objects of data-form `nested` attributes into models
    /// of their schema (``DynamicModel``'s, the data form) rather than storing the value as it is.
    let assignsNestedObjects: Bool
    /// Whether the model is a ``TypedModel``, whose typed `nested` rules validate the models its
    /// attribute table binds (on other models they do nothing).
    let isTypedModel: Bool
    /// For a typed model: how assignment converts each attribute's value into its property's
    /// type before the rules see it.
    let conversions: [NameKey: AttributeConversion]

    /// The JSON Schema dialect of the exported documents.
    public static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// Creates an exporter for a rule set.
    ///
    /// - Parameters:
    ///   - ruleSet: The rules and scenarios.
    ///   - labels: Explicit attribute labels.
    ///   - initialValues: Values attributes hold before assignment (default `null`).
    public init(ruleSet: RuleSet, labels: [String: String] = [:], initialValues: [String: AttributeValue] = [:]) {
        self.init(ruleSet: ruleSet, labels: labels, initialValues: initialValues, assignsNestedObjects: true,
                  isTypedModel: false, conversions: [:])
    }

    private init(ruleSet: RuleSet, labels: [String: String], initialValues: [String: AttributeValue],
                 assignsNestedObjects: Bool, isTypedModel: Bool, conversions: [NameKey: AttributeConversion]) {
        self.ruleSet = ruleSet
        self.labels = labels
        self.initialValues = initialValues
        self.assignsNestedObjects = assignsNestedObjects
        self.isTypedModel = isTypedModel
        self.conversions = conversions
    }

    /// Creates an exporter for a model: its rule set, its labels and its current values as the
    /// values of attributes a document leaves out.
    ///
    /// ```swift
    /// let exporter = JSONSchemaExporter(model: try DynamicModel(attributes: ["email"], rules: rules))
    /// ```
    ///
    /// - Parameter model: The model.
    public init(model: some ValidatableModel) {
        // The public dictionaries get the first of two canonically equivalent names, the exact
        // tables every name.
        var labels: [String: String] = [:]
        var modelLabels: [NameKey: String] = [:]
        for name in model.attributeNames {
            let label = model.label(of: name)
            if labels[name] == nil { labels[name] = label }
            modelLabels[NameKey(name)] = label
        }
        var values: [String: AttributeValue] = [:]
        var modelValues: [NameKey: AttributeValue] = [:]
        for (name, value) in model.attributeValues {
            if values[name] == nil { values[name] = value }
            modelValues[NameKey(name)] = value
        }
        self.init(ruleSet: model.ruleSet, labels: labels, initialValues: values,
                  assignsNestedObjects: model is DynamicModel, isTypedModel: model is any TypedModel,
                  conversions: (model as? any TypedModel).map { type(of: $0).attributeConversions } ?? [:])
        self.modelLabels = modelLabels
        self.modelValues = modelValues
    }

    /// The label of `attribute`: ``labels``' entry with its bytes, else the model's, else none
    /// (Yii's generated label then).
    func label(of attribute: String) -> String? {
        labels.value(forExactKey: attribute) ?? modelLabels[NameKey(attribute)]
    }

    /// What `attribute` holds when the document leaves it out: ``initialValues``' entry with
    /// its bytes, else the model's value, else `null`.
    func initialValue(of attribute: String) -> AttributeValue {
        initialValues.value(forExactKey: attribute) ?? modelValues[NameKey(attribute)] ?? .null
    }

    /// Exports one scenario as a JSON Schema.
    ///
    /// - Parameters:
    ///   - scenario: The scenario (default `default`).
    ///   - strict: Whether keys other than the safe attributes make a document invalid
    ///     (`additionalProperties: false`), as in the engine's strict assignment.
    /// - Returns: The schema and what it leaves out.
    /// - Throws: ``SchemaExportError`` when the rule set does not declare `scenario`.
    public func export(scenario: String = ValidationState.defaultScenario, strict: Bool = false) throws(SchemaExportError) -> ExportedSchema {
        guard let resolved = ruleSet.scenario(named: scenario) else {
            throw SchemaExportError(unknownScenario: scenario, declared: ruleSet.scenarioMap.names)
        }
        var properties = AttributeObject()
        var required: [AttributeValue] = []
        var gaps: [SchemaGap] = []
        // Names are told apart by their bytes, as the engine tells them ("é" and "e\u{301}").
        var seen = Set<NameKey>()
        let index = ScenarioSteps(ruleSet, resolved)
        for attribute in resolved.safeAttributes where seen.insert(NameKey(attribute)).inserted {
            let read = values(of: attribute, in: resolved, index)
            gaps += read.gaps
            let annotations = index.annotations(for: attribute, label: label(of: attribute))
            properties[attribute] = .object(read.document.propertySchema(annotations: annotations))
            if !read.allowsMissing { required.append(.string(attribute)) }
        }
        var document: AttributeObject = ["$schema": .string(Self.dialect)]
        if !gaps.isEmpty {
            document["$comment"] = .string("Not expressed (the engine still checks them): "
                + gaps.map(\.description).joined(separator: "; "))
        }
        document["type"] = "object"
        document["properties"] = .object(properties)
        if !required.isEmpty { document["required"] = .array(required) }
        if strict { document["additionalProperties"] = false }
        return ExportedSchema(scenario: scenario, isStrict: strict, document: .object(document), gaps: gaps)
    }

    /// ``values(of:in:_:)`` with the scenario's steps gathered for this one attribute.
    func values(of attribute: String, in resolved: ResolvedScenario) -> (document: ValueSet, allowsMissing: Bool, gaps: [SchemaGap]) {
        values(of: attribute, in: resolved, ScenarioSteps(ruleSet, resolved))
    }

    /// What the document may hold under a safe attribute's key, whether it may leave the key
    /// out, and what the rules check beyond that.
    func values(of attribute: String, in resolved: ResolvedScenario, _ index: ScenarioSteps) -> (document: ValueSet, allowsMissing: Bool, gaps: [SchemaGap]) {
        let nested = assignsNestedObjects ? ruleSet.nestedSchemas[NameKey(attribute)] : nil
        var reader = AttributeReader(attribute: attribute, scenario: resolved.name, holdsAssignedObjects: nested != nil,
                                     isTypedModel: isTypedModel)
        let steps = index.steps(for: attribute)
        let accepted = reader.read(steps)
        let initial = initialValue(of: attribute)
        // The rules see what massive assignment wrote; the schema describes the document.
        let document = nested.map {
            NestedAssignment.documentValues(assigning: accepted, with: $0, parent: resolved.name, current: initial,
                                            refusesWrongShape: true, validatesObjects: NestedAssignment.validatesObjects(steps))
        } ?? accepted
        // A typed model converts the document's value into the property's type first: admit
        // the values that convert into one the rules accept.
        let admitted = conversions[NameKey(attribute)].map { document.admittingConversions($0) } ?? document
        // A key the document leaves out is not assigned: the attribute keeps its value.
        return (admitted, accepted.mayContain(initial), reader.gaps)
    }

    /// Exports scenarios as the component schemas of an OpenAPI 3.1 document, named after the
    /// scenarios (characters OpenAPI does not allow in a name become `_`).
    ///
    /// ```swift
    /// let api = try JSONSchemaExporter(ruleSet: rules).openAPI(title: "Accounts", version: "1.0")
    /// print(api.json)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The document's `info.title`.
    ///   - version: The document's `info.version`.
    ///   - scenarios: The scenarios to export (default: all, in declaration order).
    ///   - strict: Whether the schemas forbid keys other than the safe attributes.
    /// - Returns: The document and the schemas in it.
    /// - Throws: ``SchemaExportError`` for a scenario the rule set does not declare.
    public func openAPI(title: String, version: String, scenarios: [String]? = nil,
                        strict: Bool = false) throws(SchemaExportError) -> OpenAPIExport {
        var exports: [ExportedSchema] = []
        for name in scenarios ?? ruleSet.scenarioMap.names { exports.append(try export(scenario: name, strict: strict)) }
        return OpenAPIExport(title: title, version: version, schemas: exports)
    }
}
