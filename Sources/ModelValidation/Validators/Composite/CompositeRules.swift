/// What the composite validators share: building child rules and running them the way the
/// engine runs a rule on one attribute.
enum CompositeRules {
    /// Builds one child rule (a rule without attributes) as ``RuleSet`` builds a top-level one.
    ///
    /// - Parameters:
    ///   - rule: The child rule.
    ///   - ruleIndex: The owning rule's index, for error paths.
    ///   - keyPrefix: The child's key path inside the owner (`validators[1].`).
    ///   - registry: Where the child's alias is looked up.
    /// - Throws: ``RuleError`` for a faulty or asynchronous child.
    static func compile(_ rule: Rule, ruleIndex: Int, keyPrefix: String,
                        registry: ValidatorRegistry) throws(RuleError) -> CompiledRule {
        try RuleSet.compileNested(rule, ruleIndex: ruleIndex, keyPrefix: keyPrefix, registry: registry, owner: owner)
    }

    /// How errors about a child rule name the rule holding it.
    static let owner = "a composite"

    /// Decodes and builds one child rule object found under `key`.
    ///
    /// - Throws: ``RuleError`` for a faulty child, carrying its every mistake (its common keys'
    ///   first): a mistake in the value of `key` alone (``RuleError/concernsItsValueAlone``).
    static func child(_ json: AttributeValue, key: String, parameters: inout RuleParameters) throws(RuleError) -> CompiledRule {
        let compiled = try RuleSet.compileNested(json: json, ruleIndex: parameters.ruleIndex,
                                                 keyPrefix: parameters.keyPrefix + key + ".",
                                                 registry: parameters.registry ?? .builtIn, owner: owner)
        parameters.adoptWarnings(of: compiled)
        return compiled
    }

    /// Decodes and builds the list of child rule objects under `key` (`validators`), or notes
    /// why it cannot (``RuleParameters/note(_:isolated:)``): the list is missing or is not
    /// one, or children do not build (each is noted, and the others are still built).
    ///
    /// - Returns: The children, or `nil` when a mistake was noted.
    static func children(_ key: String, parameters: inout RuleParameters) -> [CompiledRule]? {
        guard parameters.contains(key) else {
            parameters.noteMissing(key, "the \"\(key)\" parameter is required")
            return nil
        }
        guard case .array(let items)? = parameters.value(key) else {
            parameters.note(parameters.valueError(key, "expected a list of rule objects"))
            return nil
        }
        var out: [CompiledRule] = []
        out.reserveCapacity(items.count)
        var isComplete = true
        for (j, item) in items.enumerated() {
            do { out.append(try child(item, key: "\(key)[\(j)]", parameters: &parameters)) } catch {
                parameters.note(error, isolated: true)
                isComplete = false
            }
        }
        return isComplete ? out : nil
    }

    /// Decodes and builds the single child rule object under `key`, or `nil` when absent.
    static func optionalChild(_ key: String, parameters: inout RuleParameters) throws(RuleError) -> CompiledRule? {
        guard let json = parameters.value(key) else { return nil }
        return try child(json, key: key, parameters: &parameters)
    }

    /// Runs `rule` on `attribute` of `model` as the engine would: the current value, the empty
    /// check, `when`, then the validator. Errors and filtered values land in `model`.
    static func run<M: ValidatableModel>(_ rule: CompiledRule, on attribute: String, model: inout M) {
        guard rule.validator.validatesValues, rule.isActive(in: ValidationState.defaultScenario) else { return }
        guard let value = model.value(of: attribute) else { return }
        if rule.skipOnEmpty && rule.isEmpty.isEmpty(value) { return }
        if let when = rule.when, !when.isSatisfied(by: model, attribute: attribute) { return }
        rule.validator.validate(attribute, value: value, model: &model)
    }

    /// Whether `rule` passes on `attribute` without touching `model`: it runs in a probe that
    /// sees the model's values and labels and keeps errors and writes to itself.
    /// A model error the child raised (``ValidatableModel/abortValidation(_:)``) is passed on.
    static func passes<M: ValidatableModel>(_ rule: CompiledRule, on attribute: String, value: AttributeValue,
                                            model: inout M) -> Bool {
        var probe = ScratchModel(owner: model, attribute: attribute, value: value)
        run(rule, on: attribute, model: &probe)
        if let error = probe.validation.abortError { model.abortValidation(error) }
        return probe.validation.errors.isEmpty
    }

    /// The number of errors `attribute` has in `model`.
    static func errorCount<M: ValidatableModel>(_ attribute: String, in model: M) -> Int {
        model.validation.errors[attribute].count
    }
}
