extension Rule {
    /// The keys every rule object may have besides the validator's parameters.
    static let commonKeys: Set<String> = [
        "attributes", "type", "on", "except", "skipOnEmpty", "skipOnError", "message", "when",
        "isEmpty", "enableClientValidation", "whenClient",
    ]

    /// Decodes a rule from its JSON object form (`{"attributes": [...], "type": "string", "min": 3}`).
    ///
    /// Only the common keys are checked here; the validator's parameters are checked when a
    /// ``RuleSet`` builds the rule.
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
    /// - Throws: ``RuleError`` naming the rule and key when the object is malformed.
    public init(json: AttributeValue, index: Int, requiresAttributes: Bool = true) throws(RuleError) {
        guard case .object(let object) = json else {
            throw RuleError(.invalidRule, ruleIndex: index, reason: "expected a rule object, got \(json.kindName)")
        }
        func fail(_ key: String, _ reason: String) -> RuleError {
            RuleError(.invalidParameter, ruleIndex: index, key: key, reason: reason)
        }
        func names(_ key: String) throws(RuleError) -> [String] {
            switch object[key] {
            case nil, .null?: return []
            case .string(let s)?: return [s]
            case .array(let items)?:
                var out: [String] = []
                for item in items {
                    guard case .string(let s) = item else { throw fail(key, "expected a string or a list of strings") }
                    out.append(s)
                }
                return out
            case let other?: throw fail(key, "expected a string or a list of strings, got \(other.kindName)")
            }
        }
        func flag(_ key: String) throws(RuleError) -> Bool? {
            switch object[key] {
            case nil, .null?: return nil
            case .bool(let b)?: return b
            case let other?: throw fail(key, "expected a boolean, got \(other.kindName)")
            }
        }

        let attributes = try names("attributes")
        if requiresAttributes && object["attributes"] == nil {
            throw RuleError(.invalidRule, ruleIndex: index, key: "attributes", reason: "missing attributes")
        }
        if !requiresAttributes, !attributes.isEmpty {
            throw RuleError(.invalidRule, ruleIndex: index, key: "attributes", reason: "a nested rule has no attributes")
        }
        guard case .string(let type)? = object["type"] else {
            throw RuleError(.invalidRule, ruleIndex: index, key: "type",
                            reason: object["type"] == nil ? "missing type" : "expected a string")
        }
        var message: String?
        switch object["message"] {
        case nil, .null?: message = nil
        case .string(let s)?: message = s
        case let other?: throw fail("message", "expected a string, got \(other.kindName)")
        }
        var when: Condition?
        if let value = object["when"], !value.isNull {
            guard case .object(let w) = value, case .string(let name)? = w["attribute"] else {
                throw fail("when", "expected an object {\"attribute\": name, \"value\": value, \"not\": bool}")
            }
            for key in w.keys where !["attribute", "value", "not"].contains(key) {
                throw RuleError(.unknownParameter, ruleIndex: index, key: "when.\(key)", reason: "unknown key")
            }
            var negated = false
            if let n = w["not"] {
                guard case .bool(let b) = n else { throw fail("when.not", "expected a boolean") }
                negated = b
            }
            when = .attribute(name, equals: w["value"] ?? .null, negated: negated)
        }
        var isEmpty: EmptinessCheck?
        switch object["isEmpty"] {
        case nil, .null?: isEmpty = nil
        case .string(let s)?:
            guard let check = EmptinessCheck(name: s) else {
                throw fail("isEmpty", "expected \"default\", \"trimmed\" or \"null\"")
            }
            isEmpty = check
        case .some: throw fail("isEmpty", "expected \"default\", \"trimmed\" or \"null\"")
        }
        if object["whenClient"] != nil {
            throw RuleError(.unknownParameter, ruleIndex: index, key: "whenClient",
                            reason: "client-side code has no meaning here")
        }
        _ = try flag("enableClientValidation")

        var parameters = AttributeObject()
        for (key, value) in object where !Self.commonKeys.contains(key) { parameters[key] = value }
        self.init(attributes, type, parameters,
                  on: try names("on"), except: try names("except"),
                  skipOnEmpty: try flag("skipOnEmpty"), skipOnError: try flag("skipOnError"),
                  message: message, when: when, isEmpty: isEmpty)
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
