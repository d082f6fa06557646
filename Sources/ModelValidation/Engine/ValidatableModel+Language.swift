extension ValidatableModel {
    /// Validates the model in a language: sets ``ValidationState/language`` to `language`, then
    /// validates as ``validate(_:clearErrors:)`` does.
    ///
    /// Labels are translated into the language when failures are recorded (by the
    /// application's catalogs), validators that depend on the language use it (the date
    /// validator's default formats), and every message rendered later from the failures is in
    /// it unless a formatter is given to the rendering call. The language stays on the model,
    /// so later validations and ``addError(_:code:template:value:arguments:path:)`` use it too.
    ///
    /// ```swift
    /// let german = MessageLanguage(LocaleIdentifier("de")!)
    /// try model.validate(language: german)
    /// model.firstError("email")   // "Email darf nicht leer sein."
    /// ```
    ///
    /// - Parameters:
    ///   - attributeNames: Validate only these (see ``validate(_:clearErrors:)``).
    ///   - clearErrors: Whether to clear existing errors first.
    ///   - language: The language of this validation's failures.
    /// - Returns: Whether the model has no errors afterwards.
    /// - Throws: ``ModelError``, as ``validate(_:clearErrors:)`` does.
    @discardableResult
    public mutating func validate(_ attributeNames: [String]? = nil, clearErrors: Bool = true,
                                  language: MessageLanguage) throws(ModelError) -> Bool {
        validation.language = language
        return try validate(attributeNames, clearErrors: clearErrors)
    }

    /// Validates the model in a language, awaiting asynchronous validators: sets
    /// ``ValidationState/language``, then validates as the `async` ``validate(_:clearErrors:)``.
    ///
    /// - Parameters:
    ///   - attributeNames: Validate only these.
    ///   - clearErrors: Whether to clear existing errors first.
    ///   - language: The language of this validation's failures.
    /// - Returns: Whether the model has no errors afterwards.
    /// - Throws: ``ModelError``, as the `async` ``validate(_:clearErrors:)`` does.
    @discardableResult
    public mutating func validate(_ attributeNames: [String]? = nil, clearErrors: Bool = true,
                                  language: MessageLanguage) async throws(ModelError) -> Bool {
        validation.language = language
        return try await validate(attributeNames, clearErrors: clearErrors)
    }
}
