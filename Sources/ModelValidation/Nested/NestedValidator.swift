/// Validates a nested object or list of objects held by an attribute (alias `nested`).
///
/// It has two forms.
///
/// **With a schema** (the data form, for ``DynamicModel`` and schema documents): the rule holds
/// a ``ModelSchema`` of its own, with attributes, labels, scenarios and rules. The attribute's
/// value is an object (or, with `list`, a list of objects), each validated as a model of that
/// schema; its errors are filed under paths (`address.city`, `items.2.sku`) with the nested
/// schema's labels in the messages. On a ``DynamicModel`` massive assignment follows the nested
/// schema's safe attributes, and values the nested rules filter are written back. A value of
/// the wrong shape for a nested attribute inside an object is refused by the object's model,
/// as at the top level: the key keeps its value and fails at its path when validated.
///
/// ```json
/// {"attributes": ["items"], "type": "nested", "list": true, "schema": {
///     "attributes": ["sku", "quantity"],
///     "rules": [{"attributes": ["sku", "quantity"], "type": "required"}]}}
/// ```
///
/// **Without a schema** (on a typed model): it finds the attribute's binding in the model's
/// ``AttributeTable`` (``AttributeTable/Binding/model(_:_:scenario:)`` or
/// ``AttributeTable/Binding/models(_:_:make:scenario:)``) and runs its nested validation,
/// failing each element of an assigned list that was not an object at its index, as the data
/// form does. On a model without such a binding it does nothing.
///
/// | parameter | default | meaning |
/// | --- | --- | --- |
/// | `schema` | none | the nested schema document |
/// | `list` | `false` | the value is a list of objects, each validated (needs `schema`) |
/// | `min`, `max` | none | the fewest and most objects in the list (needs `list`) |
/// | `scenario` | the owner's, when the schema declares it, else `default` | the nested scenario (needs `schema`) |
/// | `message`, `tooFew`, `tooMany` | see below | messages |
///
/// | code | default message |
/// | --- | --- |
/// | the nested models' | the nested models', under `attribute.nested` paths |
/// | `attribute.invalidType` | `{attribute} is invalid.`: the value (or an element of the list) is not an object; or, inside an object, a nested attribute's value had the wrong shape (filed at its path, `items.0.address`, with the nested label) |
/// | `nested.tooFew` | `{attribute} should contain at least {min, number} {min, plural, one{item} other{items}}.` |
/// | `nested.tooMany` | `{attribute} should contain at most {max, number} {max, plural, one{item} other{items}}.` |
///
/// A list with too few or too many objects fails with that error alone; its objects are not
/// validated.
///
/// With a schema, empty values (`null`, `""`, `[]`) are skipped unless the rule says otherwise:
/// require the attribute with `required`.
///
/// ```swift
/// Rule(["address", "items"], "nested")
/// Rule(["items"], validator: NestedValidator(schema: lineItem, list: true), name: "nested")
/// ```
public struct NestedValidator: ConfigurableValidator {
    /// The alias of rules: `nested`.
    public static let aliases = ["nested"]

    /// The nested schema, or `nil` for the typed form.
    public let schema: ModelSchema?
    /// Whether the value is a list of objects rather than one object.
    public let isList: Bool
    /// The scenario the nested objects are validated and assigned in.
    public let scenario: NestedScenario
    /// The fewest objects a list may hold, if limited.
    public let minCount: Int?
    /// The most objects a list may hold, if limited.
    public let maxCount: Int?
    /// The template of `attribute.invalidType`.
    let message: String
    /// The template of `nested.tooFew`.
    let tooFew: String
    /// The template of `nested.tooMany`.
    let tooMany: String

    static let defaultTooFew = "{attribute} should contain at least {min, number} {min, plural, one{item} other{items}}."
    static let defaultTooMany = "{attribute} should contain at most {max, number} {max, plural, one{item} other{items}}."

    /// Builds the validator from a rule's parameters.
    ///
    /// - Throws: ``RuleError`` for a faulty nested schema (its key names the problem's path
    ///   below `schema`, as in `rules[2].schema.rules[0].min`), schemas nested deeper than
    ///   ``ModelSchema/maximumDepth``, a `scenario` the nested schema does not declare, `min`
    ///   and `max` without `list` (or out of order), or options without a schema.
    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        let json = parameters.value("schema")
        // A schema set aside as faulty (see `RuleMistakes`) is there: the other keys are read
        // as with one.
        guard json != nil || parameters.setAside.contains(NameKey("schema")) else {
            for key in ["list", "scenario", "min", "max", "tooFew", "tooMany"] where parameters.contains(key) {
                // Read, so that it is not listed as unknown too.
                _ = parameters.rawValue(key)
                parameters.note(parameters.error(key, "only a nested rule with a \"schema\" takes \"\(key)\""), isolated: true)
            }
            if !parameters.noted.isEmpty { throw parameters.notedMistake() }
            self.init()
            return
        }
        var schema: ModelSchema?
        if let json {
            if Self.depth(of: json, limit: ModelSchema.maximumDepth) > ModelSchema.maximumDepth {
                throw parameters.valueError("schema", "schemas nest deeper than \(ModelSchema.maximumDepth) levels")
            }
            do { schema = try ModelSchema(json: json, registry: parameters.registry ?? .builtIn) } catch {
                let first = error.problems.first ?? SchemaError.Problem(path: "(root)", reason: "invalid schema")
                let more = error.problems.count - 1
                var failure = parameters.error(Self.schemaKey(first.path), first.reason + (more > 0 ? " (and \(more) more)" : ""))
                failure.mistakes = error.problems.map { found in parameters.error(Self.schemaKey(found.path), found.reason) }
                // Only `scenario` depends on the schema, and is not checked without it.
                parameters.note(failure.aboutItsValueAlone, isolated: true)
            }
        }
        let isList = try parameters.bool("list") ?? false
        var scenario = NestedScenario.inherited
        if let name = try parameters.string("scenario") {
            if let schema, schema.ruleSet.scenario(named: name) == nil {
                // The schema was read as written: the mistake holds whatever else is faulty.
                throw parameters.valueError("scenario", "the nested schema declares no scenario \"\(name)\"")
            }
            scenario = .fixed(Scenario(name))
        }
        let minCount = try parameters.int("min"), maxCount = try parameters.int("max")
        if isList {
            if let minCount, minCount < 0 { throw parameters.valueError("min", "expected a count of 0 or more") }
            if let minCount, let maxCount, maxCount < minCount { throw parameters.error("max", "expected a count of at least \"min\" (\(minCount))") }
        } else {
            for (key, count) in [("min", minCount), ("max", maxCount)] where count != nil {
                parameters.note(parameters.error(key, "only a nested rule with \"list\": true takes \"\(key)\""), isolated: true)
            }
        }
        let tooFew = try parameters.string("tooFew"), tooMany = try parameters.string("tooMany")
        guard let schema, parameters.noted.isEmpty else { throw parameters.notedMistake() }
        self.init(schema: schema, list: isList, min: minCount, max: maxCount, scenario: scenario,
                  message: parameters.message, tooFew: tooFew, tooMany: tooMany)
    }

    /// Creates the typed form, which validates the nested models of an attribute table's
    /// bindings.
    public init() {
        schema = nil
        isList = false
        scenario = .inherited
        minCount = nil
        maxCount = nil
        message = Self.invalidTypeMessage
        tooFew = Self.defaultTooFew
        tooMany = Self.defaultTooMany
    }

    /// Creates the data form: the attribute holds an object (or a list of objects) of `schema`.
    ///
    /// ```swift
    /// let item = try ModelSchema(attributes: ["sku"], rules: [Rule(["sku"], "required")])
    /// let items = Rule(["items"], validator: NestedValidator(schema: item, list: true, max: 50), name: "nested")
    /// ```
    ///
    /// - Parameters:
    ///   - schema: The nested schema.
    ///   - list: Whether the value is a list of objects.
    ///   - min: The fewest objects in the list, if limited.
    ///   - max: The most objects in the list, if limited.
    ///   - scenario: The nested scenario.
    ///   - message: The template of `attribute.invalidType`; `nil` for the default.
    ///   - tooFew: The template of `nested.tooFew`; `nil` for the default.
    ///   - tooMany: The template of `nested.tooMany`; `nil` for the default.
    public init(schema: ModelSchema, list: Bool = false, min: Int? = nil, max: Int? = nil,
                scenario: NestedScenario = .inherited, message: String? = nil, tooFew: String? = nil, tooMany: String? = nil) {
        self.schema = schema
        self.isList = list
        self.scenario = scenario
        self.minCount = min
        self.maxCount = max
        self.message = message ?? Self.invalidTypeMessage
        self.tooFew = tooFew ?? Self.defaultTooFew
        self.tooMany = tooMany ?? Self.defaultTooMany
    }

    /// The data form skips empty values; the typed form always runs (a nested model is never
    /// empty).
    public var skipsOnEmptyByDefault: Bool { schema != nil }

    /// Validates the nested object or list (with a schema), or the nested models of the
    /// attribute's binding (typed form).
    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        if let schema {
            validate(attribute, value: value, model: &model, schema: schema)
            return
        }
        guard let typed = M.self as? any TypedModel.Type else { return }
        func binding<T: TypedModel>(_ type: T.Type) -> (any Validator)? { T.attributes.binding(attribute)?.nested }
        binding(typed)?.validate(attribute, value: value, model: &model)
    }

    /// The key, below the rule, of a problem at `path` in its nested schema
    /// (`schema.rules[0].min`; `schema` for the schema itself).
    static func schemaKey(_ path: String) -> String {
        path == "(root)" ? "schema" : "schema" + (path.hasPrefix("[") ? path : "." + path)
    }

    /// How many levels of schemas `json` holds (1 for a schema without nested ones), counted up
    /// to just beyond `limit`.
    static func depth(of json: AttributeValue, limit: Int) -> Int {
        guard limit >= 0, case .object(let object) = json, case .array(let rules)? = object["rules"] else { return 1 }
        var deepest = 0
        for rule in rules {
            guard let inner = SchemaReader.nestedSchema(in: rule) else { continue }
            deepest = max(deepest, depth(of: inner, limit: limit - 1))
            if deepest > limit { break }
        }
        return 1 + deepest
    }
}
