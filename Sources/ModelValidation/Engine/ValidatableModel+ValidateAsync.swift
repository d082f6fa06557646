extension ValidatableModel {
    /// Validates the model, awaiting asynchronous rules (`unique`, `exist`, ``AsyncValidator``s):
    /// Yii's `validate()` for rules that ask a database.
    ///
    /// The steps, order and results are those of ``validate(_:clearErrors:)``; the difference is
    /// that asynchronous checks that do not depend on each other run at the same time. Each
    /// check is prepared in its rule's turn (so it sees the values and errors Yii's would see),
    /// then runs while the following rules run. A rule waits for the pending checks only when
    /// it reads errors they may add: it skips on error on the same attribute, reads the
    /// attribute's errors itself (`compare` with `skipOnError: false`, `unique` and `exist` on
    /// their target attributes), or runs code the engine cannot see into (a `when` closure, a
    /// custom validator). The errors come out in declaration order, as if every check had
    /// finished in its turn. So `unique` on `username` and `unique` on `email` are two lookups
    /// in flight at once, while a rule after `unique` on `email` that skips on error waits for it.
    ///
    /// ```swift
    /// var signup = try DynamicModel(attributes: ["username", "email"], rules: [
    ///     Rule(["username", "email"], "unique", ["targetClass": "users"]),
    /// ], registry: registry)
    /// signup.assign(["username": "ann", "email": "ann@example.com"])
    /// let valid = try await signup.validateAsync()   // both lookups run at once
    /// ```
    ///
    /// It is called `validateAsync` rather than being an `async` overload of `validate`: inside
    /// an `async` function Swift prefers the `async` overload, so `try model.validate()` would
    /// stop compiling (it would need `await`) in every server handler. With its own name, the
    /// synchronous form means the same everywhere, and the call that waits on the database says
    /// so.
    ///
    /// It runs on the caller's actor (the `isolation` parameter, which the caller never writes),
    /// so a model held by the main actor or another actor is validated in place; only the
    /// lookups run elsewhere, concurrently.
    ///
    /// - Parameters:
    ///   - attributeNames: Validate only these (see ``validate(_:clearErrors:)``).
    ///   - clearErrors: Whether to clear existing errors first.
    ///   - isolation: The caller's actor, filled in by the compiler.
    /// - Returns: Whether the model has no errors afterwards.
    /// - Throws: ``ModelError`` as ``validate(_:clearErrors:)`` does (but never for an
    ///   asynchronous rule), or the error a check threw (a database that is down), unchanged;
    ///   the other checks are then cancelled.
    @discardableResult
    public mutating func validateAsync(_ attributeNames: [String]? = nil, clearErrors: Bool = true,
                                       isolation: isolated (any Actor)? = #isolation) async throws -> Bool {
        guard let scenario = try prepareValidation(clearErrors: clearErrors) else { return false }
        let plan = attributeNames.map {
            ValidationPlan(targets: $0, ruleIndices: scenario.activeRuleIndices, rules: ruleSet.rules)
        } ?? scenario.plan
        try await withThrowingTaskGroup(of: PendingChecks.Outcome.self) { group in
            var pending = PendingChecks()
            for step in plan.steps where step.validatesValues {
                for slot in step.slots {
                    let attribute = plan.attributes[slot]
                    if pending.mustWait(step, on: attribute) { try await pending.settle(&group, model: &self) }
                    if step.skipOnError && validation.errors.contains(attribute) { continue }
                    // As `runSlot`: an undeclared attribute is read by the empty check or the
                    // validator, after `when`, which may itself read an undeclared one.
                    guard let value = value(of: attribute) else {
                        if !step.skipOnEmpty, let when = step.when,
                           !(try when.decides(for: self, attribute: attribute).get()) { continue }
                        throw ModelError(.unknownAttribute, name: attribute)
                    }
                    if step.skipOnEmpty && step.isEmpty.isEmpty(value) { continue }
                    if let when = step.when, !(try when.decides(for: self, attribute: attribute).get()) { continue }
                    let before = validation.errors
                    if let validator = step.asyncValidator {
                        let check = validator.prepareCheck(attribute, value: value, model: &self)
                        pending.recordAdditions(from: before, to: validation.errors)
                        if let check, validation.abortError == nil {
                            let id = pending.add(on: attribute, errors: validation.errors)
                            group.addTask { (id: id, failures: try await check.run()) }
                        }
                    } else {
                        step.validator.validate(attribute, value: value, model: &self)
                        pending.recordAdditions(from: before, to: validation.errors)
                    }
                    if let error = validation.abortError { validation.abortError = nil; throw error }
                }
            }
            try await pending.settle(&group, model: &self)
        }
        afterValidate()
        return validation.errors.isEmpty
    }
}
