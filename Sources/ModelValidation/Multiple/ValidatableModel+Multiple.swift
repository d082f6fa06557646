extension ValidatableModel {
    /// Loads tabular input into several models (Yii's `Model::loadMultiple()`).
    ///
    /// Model `i` reads entry `i` of `data` (an array, or an object with keys `"0"`, `"1"`, …)
    /// when `formName` is empty, or entry `i` of `data[formName]` otherwise; `formName`
    /// defaults to the first model's ``formName``. Missing and empty entries are skipped; each
    /// other entry is assigned with `load(entry, formName: "")`, following the model's safe
    /// attributes.
    ///
    /// ```swift
    /// var items = [LineItem(), LineItem()]
    /// LineItem.loadMultiple(&items, ["LineItem": [["sku": "A"], ["sku": "B"]]])  // true
    /// ```
    ///
    /// - Parameters:
    ///   - models: The models, loaded in place.
    ///   - data: The request payload.
    ///   - formName: The key holding the rows; `nil` takes the first model's form name.
    /// - Returns: `true` when at least one model was loaded; `false` for no models.
    @discardableResult
    public static func loadMultiple(_ models: inout [Self], _ data: AttributeValue, formName: String? = nil) -> Bool {
        guard let first = models.first else { return false }
        let scope = formName ?? first.formName
        let rows: AttributeValue?
        if scope.isEmpty {
            rows = data
        } else if case .object(let object) = data {
            rows = object[scope]
        } else {
            rows = nil
        }
        guard let rows else { return false }
        var loaded = false
        for index in models.indices {
            let entry: AttributeValue?
            switch rows {
            case .array(let items): entry = index < items.count ? items[index] : nil
            case .object(let object): entry = object[String(index)]
            default: entry = nil
            }
            guard let entry, !entry.isEmptyValue else { continue }
            if models[index].load(entry, formName: "") != nil { loaded = true }
        }
        return loaded
    }

    /// Validates several models (Yii's `Model::validateMultiple()`): every model is validated,
    /// none is skipped after a failure, and each clears its own errors first.
    ///
    /// ```swift
    /// let valid = try LineItem.validateMultiple(&items)
    /// ```
    ///
    /// - Parameters:
    ///   - models: The models, validated in place.
    ///   - attributeNames: Validate only these attributes, or all active ones.
    /// - Returns: Whether every model is valid.
    /// - Throws: ``ModelError`` from the first model that raised one (the others are still
    ///   validated); for models with asynchronous rules, ``ModelError/Kind/asynchronousRule``
    ///   (use ``validateMultipleAsync(_:attributeNames:isolation:)``).
    @discardableResult
    public static func validateMultiple(_ models: inout [Self], attributeNames: [String]? = nil) throws(ModelError) -> Bool {
        var valid = true
        var firstError: ModelError?
        for index in models.indices {
            do {
                if try !models[index].validate(attributeNames) { valid = false }
            } catch {
                valid = false
                firstError = firstError ?? error
            }
        }
        if let firstError { throw firstError }
        return valid
    }

    /// Validates several models with ``validateAsync(_:clearErrors:isolation:)``, asynchronous rules
    /// included: the models are validated at the same time, so the database checks of all of
    /// them are in flight together.
    ///
    /// As with ``validateMultiple(_:attributeNames:)``, every model is validated and keeps its
    /// own errors, even when another fails or throws.
    ///
    /// ```swift
    /// let valid = try await Invitee.validateMultipleAsync(&invitees)
    /// ```
    ///
    /// - Parameters:
    ///   - models: The models, validated in place.
    ///   - attributeNames: Validate only these attributes, or all active ones.
    ///   - isolation: The caller's actor, filled in by the compiler (see
    ///     ``validateAsync(_:clearErrors:isolation:)``).
    /// - Returns: Whether every model is valid.
    /// - Throws: The error of the first model (in order) that raised one: a ``ModelError`` or
    ///   the error a database check threw.
    @discardableResult
    public static func validateMultipleAsync(_ models: inout [Self], attributeNames: [String]? = nil,
                                             isolation: isolated (any Actor)? = #isolation) async throws -> Bool
        where Self: Sendable {
        typealias Outcome = (index: Int, model: Self, result: Result<Bool, any Error>)
        let outcomes = await withTaskGroup(of: Outcome.self, returning: [Outcome].self) { group in
            for (index, model) in models.enumerated() {
                group.addTask {
                    var model = model
                    do {
                        let valid = try await model.validateAsync(attributeNames)
                        return (index, model, .success(valid))
                    } catch {
                        return (index, model, .failure(error))
                    }
                }
            }
            var outcomes: [Outcome] = []
            for await outcome in group { outcomes.append(outcome) }
            return outcomes.sorted { $0.index < $1.index }
        }
        var valid = true
        var firstError: (any Error)?
        for outcome in outcomes {
            models[outcome.index] = outcome.model
            switch outcome.result {
            case .success(let ok): if !ok { valid = false }
            case .failure(let error):
                valid = false
                firstError = firstError ?? error
            }
        }
        if let firstError { throw firstError }
        return valid
    }
}
