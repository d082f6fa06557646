/// What building a specification needs: where aliases are looked up, the rule's index for
/// error paths, and how key paths and nested bindings resolve.
struct SpecBuildContext {
    var registry: ValidatorRegistry
    var ruleIndex: Int
    /// The attribute name of a key path, or `nil` when the model does not bind it.
    var resolve: (AnyKeyPath) -> String? = { _ in nil }
    /// The nested-model validator of the rule's attribute, if it holds one.
    var nested: () -> (any Validator)? = { nil }
}

extension ValidatorSpec {
    /// The rule this specification stands for, on `attributes`.
    ///
    /// Alias specifications become data rules that ``RuleSet`` builds through the registry, as
    /// JSON rules are; composites are built here, children first.
    ///
    /// - Throws: ``RuleError`` for an unbound key path or a faulty child.
    func rule(for attributes: [String], context: SpecBuildContext, keyPrefix: String = "") throws(RuleError) -> Rule {
        var rule: Rule
        switch kind {
        case .alias(let type, var parameters):
            for reference in attributeReferences {
                guard let name = context.resolve(reference.keyPath) else {
                    throw RuleError(.invalidParameter, ruleIndex: context.ruleIndex, key: keyPrefix + reference.key,
                                    reason: "the key path names no attribute of the model's attribute table")
                }
                parameters[reference.key] = .string(name)
            }
            rule = Rule(attributes, type, parameters)
            rule.message = message
        case .instance(let validator, let name):
            rule = Rule(attributes, validator: validator, name: self.name ?? name)
        case .composite, .nested:
            rule = Rule(attributes, validator: try makeValidator(context: context, keyPrefix: keyPrefix), name: type)
        }
        rule.skipOnEmpty = skipOnEmpty
        rule.skipOnError = skipOnError
        rule.isEmpty = isEmpty
        return rule
    }

    /// Builds the validator this specification stands for.
    ///
    /// - Throws: ``RuleError`` for an unknown alias, a faulty parameter or child.
    func makeValidator(context: SpecBuildContext, keyPrefix: String = "") throws(RuleError) -> any Validator {
        switch kind {
        case .alias:
            let rule = try self.rule(for: [], context: context, keyPrefix: keyPrefix)
            return try CompositeRules.compile(rule, ruleIndex: context.ruleIndex, keyPrefix: keyPrefix,
                                              registry: context.registry).validator
        case .instance(let validator, _):
            return validator
        case .nested:
            guard let validator = context.nested() else {
                throw RuleError(.invalidParameter, ruleIndex: context.ruleIndex, key: keyPrefix + "type",
                                reason: "\"nested\" needs an attribute bound with .model or .models")
            }
            return validator
        case .composite(let composite, let children):
            func child(_ j: Int, _ key: String) throws(RuleError) -> CompiledRule {
                let prefix = keyPrefix + key + "."
                let rule = try children[j].rule(for: [], context: context, keyPrefix: prefix)
                return try CompositeRules.compile(rule, ruleIndex: context.ruleIndex, keyPrefix: prefix,
                                                  registry: context.registry)
            }
            switch composite {
            case .allOf(let stop):
                var built: [CompiledRule] = []
                for j in children.indices { built.append(try child(j, "validators[\(j)]")) }
                return AllOfValidator(children: built, stopOnFirstError: stop, message: message)
            case .anyOf:
                var built: [CompiledRule] = []
                for j in children.indices { built.append(try child(j, "validators[\(j)]")) }
                return AnyOfValidator(children: built, message: message)
            case .not:
                return NotValidator(child: try child(0, "validator"), message: message)
            case .conditional:
                return ConditionalValidator(if: try child(0, "if"), then: try child(1, "then"),
                                            else: children.count > 2 ? try child(2, "else") : nil)
            }
        }
    }

    /// The specification as a JSON rule object without attributes, or `nil` when it holds a
    /// validator instance, a nested binding or an unresolved key path, which have no data form.
    public var jsonValue: AttributeValue? {
        guard attributeReferences.isEmpty else { return nil }
        var object = AttributeObject()
        object["type"] = .string(type)
        switch kind {
        case .instance, .nested: return nil
        case .alias(_, let parameters):
            for (key, value) in parameters { object[key] = value }
        case .composite(let composite, let children):
            var items: [AttributeValue] = []
            for child in children {
                guard let json = child.jsonValue else { return nil }
                items.append(json)
            }
            object["type"] = .string(ValidatorSpec(kind).type)
            switch composite {
            case .allOf(let stop):
                object["validators"] = .array(items)
                if !stop { object["stopOnFirstError"] = false }
            case .anyOf: object["validators"] = .array(items)
            case .not: object["validator"] = items[0]
            case .conditional:
                object["if"] = items[0]
                object["then"] = items[1]
                if items.count > 2 { object["else"] = items[2] }
            }
        }
        if let message { object["message"] = .string(message) }
        if let skipOnEmpty { object["skipOnEmpty"] = .bool(skipOnEmpty) }
        if let skipOnError { object["skipOnError"] = .bool(skipOnError) }
        if let isEmpty {
            guard let name = isEmpty.name else { return nil }
            object["isEmpty"] = .string(name)
        }
        return .object(object)
    }
}

extension ValidatorRegistry {
    /// Registers a specification under `alias`, so JSON rules can use a named composite or
    /// preset written in Swift (`{"type": "companyEmail"}`).
    ///
    /// The specification is built with the registry that builds the rule, each time a rule set
    /// uses it; a rule using the alias takes no parameters of its own.
    ///
    /// ```swift
    /// var registry = ValidatorRegistry.builtIn
    /// registry.register("companyEmail", spec: .allOf(.required, .email, .string(max: 254)))
    /// let rules = try RuleSet(json: [["attributes": ["email"], "type": "companyEmail"]], registry: registry)
    /// ```
    ///
    /// - Parameters:
    ///   - alias: The alias.
    ///   - spec: The specification it stands for.
    public mutating func register(_ alias: String, spec: ValidatorSpec) {
        register(alias) { _, parameters in
            var spec = spec
            if spec.message == nil { spec.message = parameters.message }
            let context = SpecBuildContext(registry: parameters.registry ?? .builtIn, ruleIndex: parameters.ruleIndex)
            return try spec.makeValidator(context: context, keyPrefix: parameters.keyPrefix)
        }
    }
}
