/// Validates every element of an array with a nested rule (alias `each`).
///
/// The nested rule is a rule without attributes (`{"type": "integer", "min": 3}` in JSON),
/// built with the same registry when the rule set is built; a mistake in it is a ``RuleError``
/// whose key starts with `rule.` (`rules[2].rule.min`).
///
/// Each element is validated as Yii does it: in a temporary model that holds the element under
/// the owner's attribute name, sees the owner's other attributes and labels, and is in the
/// `default` scenario. The nested rule's own `skipOnEmpty`, `when`, `on` and `except` apply
/// there (a nested rule with `on: ["other"]` never runs). Values the nested rule filters
/// (`trim`, `filter`, `url` with `defaultScheme`, …) are written back into the array, for the
/// elements validated before validation stopped. Errors are filed under the owner's attribute,
/// as in Yii, and their ``ValidationError/path`` names the element (`tags.1`, or `tags.key`
/// for an object's value): the nested rule's own errors when `allowMessageFromRule` is set,
/// otherwise one `each.invalid` error per failing element (its `{value}` is the element, but
/// for a `null` element, which Yii renders as the owner's array, `array()`, and an array
/// element, which ICU reads as 1, or 0 when empty). With
/// `stopOnFirstError`, validation stops at the first failing element.
///
/// A value that is not an array or an object fails with `each.invalid`.
///
/// | parameter | default | meaning |
/// | --- | --- | --- |
/// | `rule` | — (required) | the nested rule object, without `attributes` |
/// | `allowMessageFromRule` | `true` | report the nested rule's errors rather than `message` |
/// | `stopOnFirstError` | `true` | stop at the first failing element |
///
/// | code | default message |
/// | --- | --- |
/// | `each.invalid` | `{attribute} is invalid.` |
///
/// ```swift
/// Rule(["categoryIDs"], "each", ["rule": ["type": "integer", "min": 1]])
/// let tags = try EachValidator(Rule([], "string", ["max": 20]), stopOnFirstError: false)
/// Rule(["tags"], validator: tags, name: "each")
/// ```
public struct EachValidator: ConfigurableValidator {
    public static let aliases = ["each"]

    /// The nested rule, built.
    public let rule: CompiledRule
    /// Whether the nested rule's errors are reported instead of ``message``.
    public let allowMessageFromRule: Bool
    /// Whether validation stops at the first failing element.
    public let stopOnFirstError: Bool
    /// The template for non-arrays and, without ``allowMessageFromRule``, failing elements.
    public let message: String

    static let defaultMessage = "{attribute} is invalid."

    /// Creates the validator from a nested rule.
    ///
    /// ```swift
    /// let ids = try EachValidator(Rule([], "integer", ["min": 1]))
    /// ```
    ///
    /// - Parameters:
    ///   - rule: The nested rule; its attribute list must be empty.
    ///   - allowMessageFromRule: Whether the nested rule's errors are reported.
    ///   - stopOnFirstError: Whether validation stops at the first failing element.
    ///   - message: The template of `each.invalid`; `nil` for the default.
    ///   - registry: Where the nested rule's type is looked up.
    /// - Throws: ``RuleError`` (without a rule index) when the nested rule cannot be built.
    public init(_ rule: Rule, allowMessageFromRule: Bool = true, stopOnFirstError: Bool = true,
                message: String? = nil, registry: ValidatorRegistry = .builtIn) throws(RuleError) {
        do {
            self.rule = try Self.compileNested(rule, ruleIndex: 0, keyPrefix: "rule.", registry: registry)
        } catch {
            var unindexed = error
            unindexed.ruleIndex = nil
            throw unindexed
        }
        self.allowMessageFromRule = allowMessageFromRule
        self.stopOnFirstError = stopOnFirstError
        self.message = message ?? Self.defaultMessage
        messageUsesICU = YiiMessageFormatter.usesICU(self.message)
    }

    /// Builds the validator from a rule's parameters.
    ///
    /// - Throws: ``RuleError`` when `rule` is missing or the nested rule is faulty (keys
    ///   prefixed with `rule.`).
    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        let json = parameters.value("rule")
        if json == nil { parameters.noteMissing("rule", "the \"rule\" property must be set") }
        let prefix = parameters.keyPrefix + "rule."
        var rule: CompiledRule?
        if let json {
            rule = try RuleSet.compileNested(json: json, ruleIndex: parameters.ruleIndex, keyPrefix: prefix,
                                             registry: parameters.registry ?? .builtIn, owner: Self.owner)
        }
        allowMessageFromRule = try parameters.bool("allowMessageFromRule") ?? true
        stopOnFirstError = try parameters.bool("stopOnFirstError") ?? true
        guard let rule else { throw parameters.notedMistake() }
        parameters.adoptWarnings(of: rule)
        self.rule = rule
        message = parameters.message ?? Self.defaultMessage
        messageUsesICU = YiiMessageFormatter.usesICU(message)
    }

    /// Whether ``message`` is formatted with ICU (a typed placeholder), decided once.
    let messageUsesICU: Bool

    /// The `{value}` Yii's `addError($model, $attribute, $this->message, ['value' => $v])`
    /// renders for a failing element, when it is not the element's usual text: a `null` element
    /// is not `isset`, so Yii reads the owner's attribute instead, an array, and renders
    /// `array()`; an array element reaches ICU as an array, which PHP's intl reads as the number
    /// 1 when it has elements and 0 when it is empty (as text it is a PHP error).
    static func valueArgument(for item: AttributeValue, usesICU: Bool) -> MessageArguments {
        switch item {
        case .null:
            return ["value": "array()"]
        case .array(let list) where usesICU:
            return ["value": .int(list.isEmpty ? 0 : 1)]
        case .object(let object) where usesICU:
            return ["value": .int(object.isEmpty ? 0 : 1)]
        default:
            return MessageArguments()
        }
    }

    /// Builds the nested rule, as ``RuleSet`` builds a top-level rule.
    static func compileNested(_ rule: Rule, ruleIndex: Int, keyPrefix: String,
                              registry: ValidatorRegistry) throws(RuleError) -> CompiledRule {
        try RuleSet.compileNested(rule, ruleIndex: ruleIndex, keyPrefix: keyPrefix, registry: registry, owner: owner)
    }

    /// How errors about the nested rule name the rule holding it.
    static let owner = "\"each\""

    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        let items: [AttributeValue]
        var keys: [String]?
        switch value {
        case .array(let list): items = list
        case .object(let object): items = object.values; keys = object.keys
        default:
            model.addError(attribute, code: "each.invalid", template: message, value: value)
            return
        }
        guard !items.isEmpty, rule.validator.validatesValues,
              rule.isActive(in: ValidationState.defaultScenario) else { return }
        var filtered = items
        var changed = false
        var element = ScratchModel(owner: model, attribute: attribute)
        for (index, item) in items.enumerated() {
            element.reset(to: item)
            CompositeRules.run(rule, on: attribute, model: &element)
            // A model error of the element's rule (an attribute it reads or writes that the
            // model lacks) stops the owner's validation, as Yii's per-element model throws.
            if let error = element.validation.abortError {
                model.abortValidation(error)
                return
            }
            // Yii writes every element back; a filter's write may differ from the element only
            // in the sign of a zero (`abs(-0.0)` is 0.0), which `!=` does not see.
            if element.wroteCurrent {
                filtered[index] = element.current
                changed = true
            }
            let failures = element.validation.errors[attribute]
            if failures.isEmpty { continue }
            // Filed under the attribute, as Yii does; the path names the element.
            let elementPath: AttributePath = [.name(attribute), keys.map { .name($0[index]) } ?? .index(index)]
            if allowMessageFromRule {
                for failure in failures {
                    var moved = failure
                    moved.path = elementPath.appending(AttributePath(Array(failure.path.segments.dropFirst())))
                    model.validation.errors.add(moved)
                }
            } else {
                model.addError(attribute, code: "each.invalid", template: message, value: item,
                               arguments: Self.valueArgument(for: item, usesICU: messageUsesICU), path: elementPath)
            }
            if stopOnFirstError { break }
        }
        guard changed else { return }
        if let keys {
            model.setFilteredValue(.object(AttributeObject(zip(keys, filtered))), of: attribute)
        } else {
            model.setFilteredValue(.array(filtered), of: attribute)
        }
    }
}
