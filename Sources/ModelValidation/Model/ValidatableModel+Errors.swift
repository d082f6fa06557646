extension ValidatableModel {
    /// The model's errors, per attribute in first-failure order.
    public var errors: ValidationErrors { validation.errors }

    /// Whether the model has any error, or `attribute` has one.
    ///
    /// An attribute holding nested models has errors when any of them has: `hasErrors("items")`
    /// is `true` when `items.2.sku` failed.
    ///
    /// - Parameter attribute: An attribute, or `nil` for the whole model.
    public func hasErrors(_ attribute: String? = nil) -> Bool {
        guard let attribute else { return !validation.errors.isEmpty }
        return validation.errors.contains(attribute)
    }

    /// The first message of `attribute`, if it has errors (Yii's `getFirstError()`).
    ///
    /// - Parameters:
    ///   - attribute: The attribute (or a nested path such as `items.2.sku`).
    ///   - formatter: Renders the message; `nil` for the default (see ``MessageRendering``).
    /// - Returns: The message, or `nil`.
    public func firstError(_ attribute: String, using formatter: (any MessageFormatter)? = nil) -> String? {
        validation.errors.first(for: attribute)?.message(using: formatter)
    }

    /// Every message, attribute by attribute, or only the first per attribute
    /// (Yii's `getErrorSummary()`).
    ///
    /// - Parameters:
    ///   - showAll: `true` for every message, `false` for the first per attribute.
    ///   - formatter: Renders the messages; `nil` for the default.
    /// - Returns: The messages.
    public func errorSummary(showAll: Bool = true, using formatter: (any MessageFormatter)? = nil) -> [String] {
        validation.errors.summary(showAll: showAll, using: formatter)
    }

    /// Adds an error with a finished message (Yii's `addError()`); its code is
    /// ``ValidationError/customCode``.
    ///
    /// ```swift
    /// model.addError("email", message: "This address is blocked.")
    /// model.addError(ValidationErrors.modelKey, message: "The form expired.")
    /// ```
    public mutating func addError(_ attribute: String, message: String) {
        validation.errors.add(ValidationError(attribute: attribute, message: message))
    }

    /// Adds errors with finished messages for several attributes (Yii's `addErrors()`).
    public mutating func addErrors(_ messages: [(attribute: String, messages: [String])]) {
        for (attribute, list) in messages {
            for message in list { addError(attribute, message: message) }
        }
    }

    /// Adds a failure rendered from a template: the arguments get `attribute` (the label,
    /// marked as one so that a language's catalogs can translate it when the message is
    /// rendered) and `value` (`value` as it failed), then the validator's own.
    ///
    /// - Parameters:
    ///   - attribute: The attribute that failed.
    ///   - code: The stable failure code.
    ///   - template: The message template.
    ///   - value: The value that failed.
    ///   - arguments: The validator's placeholders (`min`, `max`, …).
    ///   - path: Where in the attribute's value the failure is, when it is deeper than the
    ///     attribute itself (`["tags", 1]` for an element); `nil` for the attribute.
    public mutating func addError(
        _ attribute: String, code: String, template: String, value: AttributeValue,
        arguments: MessageArguments = MessageArguments(), path: AttributePath? = nil
    ) {
        validation.errors.add(attribute: attribute, code: code, template: template, label: label(of: attribute),
                              value: value, arguments: arguments, path: path)
    }

    /// Stops the running validation with a model error, as Yii does when a validator reads a
    /// property the model lacks.
    ///
    /// The validator returns normally; ``validate(_:clearErrors:)`` then throws `error` before
    /// any further rule runs. Use it for mistakes in the model or its rules that can only be
    /// seen while validating (a `compare` rule naming an attribute the model does not have).
    ///
    /// ```swift
    /// guard let other = model.value(of: "password_repeat") else {
    ///     model.abortValidation(ModelError(.unknownAttribute, name: "password_repeat"))
    ///     return
    /// }
    /// ```
    ///
    /// - Parameter error: The error `validate()` throws.
    public mutating func abortValidation(_ error: ModelError) {
        if validation.abortError == nil { validation.abortError = error }
    }

    /// Removes every error, or those of `attribute`.
    public mutating func clearErrors(_ attribute: String? = nil) {
        validation.errors.removeAll(for: attribute)
    }

    /// Writes a value computed by a filter. A value the attribute's type cannot hold becomes
    /// an `attribute.invalidType` error instead; an attribute the model does not have (a
    /// `date` rule's `timestampAttribute` it lacks) stops the validation with
    /// ``ModelError/Kind/unknownAttribute``, as Yii's write of an unknown property throws.
    public mutating func setFilteredValue(_ value: AttributeValue, of attribute: String) {
        switch setValue(value, of: attribute) {
        case .typeMismatch:
            addError(attribute, code: "attribute.invalidType", template: "{attribute} is invalid.", value: value)
        case .unknownAttribute:
            abortValidation(ModelError(.unknownAttribute, name: attribute))
        case .written:
            break
        }
    }
}
