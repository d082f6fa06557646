extension Rule {
    /// The keys every rule object may have besides the validator's parameters.
    static let commonKeys: Set<String> = [
        "attributes", "type", "on", "except", "skipOnEmpty", "skipOnError", "message", "when",
        "isEmpty", "enableClientValidation", "whenClient",
    ]

    /// Decodes a rule from its JSON object form (`{"attributes": [...], "type": "string", "min": 3}`).
    ///
    /// Only the common keys are checked here; the validator's parameters are checked when a
    /// ``RuleSet`` builds the rule. Every faulty common key is found (see
    /// ``read(json:index:requiresAttributes:)``); the first is thrown.
    ///
    /// ```swift
    /// let rule = try Rule(json: ["attributes": ["email"], "type": "email", "on": "signup"], index: 0)
    /// rule.on // ["signup"]
    /// ```
    ///
    /// - Parameters:
    ///   - json: The rule object.
    ///   - index: The rule's position in its list, used in error paths.
    ///   - requiresAttributes: `false` for the nested rule of `each`, which has none (an empty
    ///     `attributes` list is accepted there, as ``jsonValue`` writes one).
    /// - Throws: ``RuleError`` naming the rule and key of the first mistake when the object is
    ///   malformed, in the order ``commonKeyOrder`` gives.
    public init(json: AttributeValue, index: Int, requiresAttributes: Bool = true) throws(RuleError) {
        let reading = Self.read(json: json, index: index, requiresAttributes: requiresAttributes)
        guard let rule = reading.rule, reading.mistakes.isEmpty else {
            var first = reading.mistakes.first ?? RuleError(.invalidRule, ruleIndex: index, reason: "expected a rule object")
            first.mistakes = reading.mistakes
            throw first
        }
        self = rule
    }

    /// The order in which ``init(json:index:requiresAttributes:)`` reads the common keys, and
    /// lists their mistakes.
    static let commonKeyOrder = [
        "attributes", "type", "message", "when", "isEmpty", "whenClient", "enableClientValidation",
        "on", "except", "skipOnEmpty", "skipOnError",
    ]

    /// The common keys a validator factory is given (``RuleParameters/message``,
    /// ``RuleParameters/isEmpty``, ``RuleParameters/skipOnEmpty``,
    /// ``RuleParameters/skipOnError``): when one is faulty, what the factory finds may follow
    /// from its reading as absent.
    static let keysGivenToFactories: Set<String> = ["message", "isEmpty", "skipOnEmpty", "skipOnError"]

    /// A rule object read with every mistake in its common keys found.
    struct Reading {
        /// The rule, each faulty common key read as absent (`[]` for a faulty `attributes`,
        /// `on` or `except`, `nil` for the others); `nil` when the object is not one or its
        /// `type` is missing or not a string, so that no validator can be named.
        var rule: Rule?
        /// The attributes the rule names (without `!`), known even without its type.
        var attributeNames: [String]
        /// The mistakes in the common keys, in the order of ``Rule/commonKeyOrder``; within
        /// `when`, its unknown keys in the order they are written, then `when.not`.
        var mistakes: [RuleError]
        /// Whether a faulty key is one of ``Rule/keysGivenToFactories``.
        var withholdsAnOption: Bool
    }

    /// Reads a rule object, checking every common key: a faulty one is noted and read as
    /// absent, so that the next is checked too, and the rule can be built to find the mistakes
    /// in its parameters.
    ///
    /// - Parameters:
    ///   - json: The rule object.
    ///   - index: The rule's position in its list, used in error paths.
    ///   - requiresAttributes: `false` for a child rule (the rule of `each`, a composite's).
    static func read(json: AttributeValue, index: Int, requiresAttributes: Bool) -> Reading {
        guard case .object(let object) = json else {
            let mistake = RuleError(.invalidRule, ruleIndex: index, reason: "expected a rule object, got \(json.kindName)")
            return Reading(rule: nil, attributeNames: [], mistakes: [mistake], withholdsAnOption: false)
        }
        var mistakes: [RuleError] = []
        func fail(_ key: String, _ reason: String) {
            mistakes.append(RuleError(.invalidParameter, ruleIndex: index, key: key, reason: reason))
        }
        func names(_ key: String) -> [String] {
            switch object[key] {
            case nil, .null?: return []
            case .string(let s)?: return [s]
            case .array(let items)?:
                var out: [String] = []
                for item in items {
                    guard case .string(let s) = item else {
                        fail(key, "expected a string or a list of strings")
                        return []
                    }
                    out.append(s)
                }
                return out
            case let other?:
                fail(key, "expected a string or a list of strings, got \(other.kindName)")
                return []
            }
        }
        func flag(_ key: String) -> Bool? {
            switch object[key] {
            case nil: return nil
            // PHP reads an option set to null as false (Yii's `$this->skipOnEmpty && …`).
            case .null?: return false
            case .bool(let b)?: return b
            case let other?:
                fail(key, "expected a boolean, got \(other.kindName)")
                return nil
            }
        }

        var attributes = names("attributes")
        if requiresAttributes && object["attributes"] == nil {
            mistakes.append(RuleError(.invalidRule, ruleIndex: index, key: "attributes", reason: "missing attributes"))
        }
        if !requiresAttributes, !attributes.isEmpty {
            mistakes.append(RuleError(.invalidRule, ruleIndex: index, key: "attributes", reason: "a nested rule has no attributes"))
            attributes = []
        }
        var type: String?
        switch object["type"] {
        case .string(let s)?: type = s
        case let other:
            mistakes.append(RuleError(.invalidRule, ruleIndex: index, key: "type",
                                      reason: other == nil ? "missing type" : "expected a string"))
        }
        var message: String?
        switch object["message"] {
        case nil, .null?: message = nil
        case .string(let s)?: message = s
        case let other?: fail("message", "expected a string, got \(other.kindName)")
        }
        let when = condition(object["when"], index: index, mistakes: &mistakes)
        var isEmpty: EmptinessCheck?
        switch object["isEmpty"] {
        case nil, .null?: isEmpty = nil
        case .string(let s)?:
            isEmpty = EmptinessCheck(name: s)
            if isEmpty == nil { fail("isEmpty", "expected \"default\", \"trimmed\" or \"null\"") }
        case .some: fail("isEmpty", "expected \"default\", \"trimmed\" or \"null\"")
        }
        if object["whenClient"] != nil {
            mistakes.append(RuleError(.unknownParameter, ruleIndex: index, key: "whenClient",
                                      reason: "client-side code has no meaning here"))
        }
        _ = flag("enableClientValidation")
        let on = names("on"), except = names("except")
        let skipOnEmpty = flag("skipOnEmpty"), skipOnError = flag("skipOnError")

        var parameters = AttributeObject()
        for (key, value) in object where !Self.commonKeys.contains(key) { parameters[key] = value }
        let rule = type.map {
            Rule(attributes, $0, parameters, on: on, except: except, skipOnEmpty: skipOnEmpty, skipOnError: skipOnError,
                 message: message, when: when, isEmpty: isEmpty)
        }
        let withholdsAnOption = mistakes.contains { $0.key.map(keysGivenToFactories.contains) == true }
        return Reading(rule: rule, attributeNames: Rule(attributes, "").attributeNames, mistakes: mistakes,
                       withholdsAnOption: withholdsAnOption)
    }

    /// Reads the `when` of a rule object: `nil` when absent or faulty (each mistake appended
    /// to `mistakes`: its unknown keys in the order they are written, then `not`).
    private static func condition(_ value: AttributeValue?, index: Int, mistakes: inout [RuleError]) -> Condition? {
        guard let value, !value.isNull else { return nil }
        guard case .object(let w) = value, case .string(let name)? = w["attribute"] else {
            mistakes.append(RuleError(.invalidParameter, ruleIndex: index, key: "when",
                                      reason: "expected an object {\"attribute\": name, \"value\": value, \"not\": bool}"))
            return nil
        }
        let before = mistakes.count
        for key in w.keys where !["attribute", "value", "not"].contains(key) {
            mistakes.append(RuleError(.unknownParameter, ruleIndex: index, key: "when.\(key)", reason: "unknown key"))
        }
        var negated = false
        if let n = w["not"] {
            if case .bool(let b) = n { negated = b } else {
                mistakes.append(RuleError(.invalidParameter, ruleIndex: index, key: "when.not", reason: "expected a boolean"))
            }
        }
        return mistakes.count > before ? nil : .attribute(name, equals: w["value"] ?? .null, negated: negated)
    }

    /// The rule as a JSON rule object, or `nil` when it holds Swift closures or a validator
    /// instance, which have no data form. `attributes` is always there (an empty list for a rule
    /// that validates nothing), so the object reads back as a rule.
    public var jsonValue: AttributeValue? {
        guard validator == nil else { return nil }
        var object = AttributeObject()
        object["attributes"] = .array(attributes.map(AttributeValue.string))
        object["type"] = .string(type)
        if !on.isEmpty { object["on"] = .array(on.map(AttributeValue.string)) }
        if !except.isEmpty { object["except"] = .array(except.map(AttributeValue.string)) }
        if let skipOnEmpty { object["skipOnEmpty"] = .bool(skipOnEmpty) }
        if let skipOnError { object["skipOnError"] = .bool(skipOnError) }
        if let message { object["message"] = .string(message) }
        switch when {
        case nil: break
        case .attribute(let name, let value, let negated)?:
            var w: AttributeObject = ["attribute": .string(name), "value": value]
            if negated { w["not"] = true }
            object["when"] = .object(w)
        case .custom?: return nil
        }
        if let isEmpty {
            guard let name = isEmpty.name else { return nil }
            object["isEmpty"] = .string(name)
        }
        for (key, value) in parameters { object[key] = value }
        return .object(object)
    }
}
