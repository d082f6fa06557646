extension ValidatableModel {
    /// Validates the model in a language: binds ``MessageLanguage/current`` to `language` while
    /// it validates as ``validate(_:clearErrors:)`` does, then records the language in every
    /// failure the model holds that has none.
    ///
    /// Validators that depend on the language use it (the date validator's default formats),
    /// and the messages rendered from the failures later are in it, wherever and whenever they
    /// are rendered (labels translated by the application's catalogs), unless a formatter is
    /// given to the rendering call.
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
        var outcome: Result<Bool, ModelError> = .success(false)
        MessageLanguage.$current.withValue(language) {
            do throws(ModelError) {
                outcome = .success(try validate(attributeNames, clearErrors: clearErrors))
            } catch {
                outcome = .failure(error)
            }
        }
        validation.errors.record(language)
        return try outcome.get()
    }

    /// Validates the model in a language, awaiting asynchronous rules: binds
    /// ``MessageLanguage/current`` to `language` while it validates as
    /// ``validateAsync(_:clearErrors:isolation:)`` does, then records the language in the
    /// failures.
    ///
    /// - Parameters:
    ///   - attributeNames: Validate only these.
    ///   - clearErrors: Whether to clear existing errors first.
    ///   - language: The language of this validation's failures.
    ///   - isolation: The caller's actor, filled in by the compiler.
    /// - Returns: Whether the model has no errors afterwards.
    /// - Throws: What ``validateAsync(_:clearErrors:isolation:)`` throws.
    @discardableResult
    public mutating func validateAsync(_ attributeNames: [String]? = nil, clearErrors: Bool = true,
                                       language: MessageLanguage,
                                       isolation: isolated (any Actor)? = #isolation) async throws -> Bool {
        var model = self
        let outcome: Result<Bool, any Error> = await MessageLanguage.$current.withValue(language, operation: {
            do {
                return .success(try await model.validateAsync(attributeNames, clearErrors: clearErrors, isolation: isolation))
            } catch {
                return .failure(error)
            }
        }, isolation: isolation)
        self = model
        validation.errors.record(language)
        return try outcome.get()
    }
}
