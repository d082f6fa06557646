/// Runs several validators as one: every child must pass (alias `allOf`).
///
/// Children run in order on the same attribute, exactly as separate rules would: each with its
/// own `skipOnEmpty`, `isEmpty`, `when` and message, and each seeing values earlier children
/// filtered. With `stopOnFirstError` (the default) the first failing child ends the run, so the
/// attribute gets that child's errors only; without it every child runs and every error is
/// kept. With a `message`, the children's errors are replaced by one `allOf.invalid` error.
///
/// In JSON the children are rule objects without attributes; a mistake in one is a
/// ``RuleError`` whose key names it (`rules[2].validators[1].min`).
///
/// | parameter | default | meaning |
/// | --- | --- | --- |
/// | `validators` | — (required) | the child rule objects, in order |
/// | `stopOnFirstError` | `true` | stop at the first failing child |
///
/// | code | default message |
/// | --- | --- |
/// | the children's | the children's |
/// | `allOf.invalid` | only with `message` |
///
/// ```swift
/// Rule(["email"], "allOf", ["validators": [["type": "required"], ["type": "email"]]])
/// let emailValidator: ValidatorSpec = .allOf(.required, .email, .string(max: 254))
/// ```
///
/// The validator skips empty values by default only when every child does, and it marks its
/// attribute required when a child does.
public struct AllOfValidator: ConfigurableValidator {
    public static let aliases = ["allOf"]

    /// The children, built.
    public let children: [CompiledRule]
    /// Whether the first failing child ends the run.
    public let stopOnFirstError: Bool
    /// A message replacing the children's errors, if set.
    public let message: String?

    /// Creates the validator from built children.
    ///
    /// - Parameters:
    ///   - children: The children, in order.
    ///   - stopOnFirstError: Whether the first failing child ends the run.
    ///   - message: A template replacing the children's errors.
    public init(children: [CompiledRule], stopOnFirstError: Bool = true, message: String? = nil) {
        self.children = children
        self.stopOnFirstError = stopOnFirstError
        self.message = message
    }

    /// Builds the validator from a rule's parameters.
    ///
    /// - Throws: ``RuleError`` when `validators` is missing or a child is faulty.
    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        let children = CompositeRules.children("validators", parameters: &parameters)
        let stopOnFirstError = try parameters.bool("stopOnFirstError") ?? true
        guard let children else { throw parameters.notedMistake() }
        self.init(children: children, stopOnFirstError: stopOnFirstError, message: parameters.message)
    }

    public var skipsOnEmptyByDefault: Bool { children.allSatisfy(\.skipOnEmpty) }
    public var marksAttributeRequired: Bool { children.contains { $0.validator.marksAttributeRequired } }

    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        if let message {
            var probe = ScratchModel(owner: model, attribute: attribute, value: value)
            for child in children {
                CompositeRules.run(child, on: attribute, model: &probe)
                if stopOnFirstError && !probe.validation.errors.isEmpty { break }
            }
            if let error = probe.validation.abortError { model.abortValidation(error) }
            if !probe.validation.errors.isEmpty {
                model.addError(attribute, code: "allOf.invalid", template: message, value: value)
            } else if let filtered = probe.value(of: attribute), filtered != value {
                model.setFilteredValue(filtered, of: attribute)
            }
            return
        }
        var count = CompositeRules.errorCount(attribute, in: model)
        for child in children {
            CompositeRules.run(child, on: attribute, model: &model)
            let now = CompositeRules.errorCount(attribute, in: model)
            if now > count && stopOnFirstError { return }
            count = now
        }
    }
}
