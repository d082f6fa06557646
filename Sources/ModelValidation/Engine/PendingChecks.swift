/// The asynchronous checks in flight during one ``ValidatableModel/validateAsync(_:clearErrors:isolation:)``,
/// and what it takes to add their failures as if each had finished in its rule's turn.
///
/// While checks are pending, the rules after them keep running. Errors those rules add are
/// recorded in order, beside a marker for each check. Settling awaits every pending check, puts
/// the errors back to what they were when the first check was prepared, and replays the record:
/// each rule's additions and each check's failures in declaration order. The result is the error
/// list the rules would have produced one after the other, attribute order included.
///
/// ```swift
/// // rules: [email: unique], [password: string]; the lookup is slow
/// // prepare unique(email) → pending; string(password) adds "Password must be a string." meanwhile
/// // settle: errors = [email: "Email \"ann@x\" has already been taken."], [password: …]
/// ```
struct PendingChecks {
    /// A check's identity in the task group, and what it returns.
    typealias Outcome = (id: Int, failures: [AsyncCheck.Failure])

    /// One thing that happened while checks were pending, in order.
    private enum Event {
        /// Errors a rule added.
        case added([ValidationError])
        /// A check whose failures belong here.
        case check(id: Int, attribute: String)
    }

    /// The errors when the first pending check was prepared; `nil` when none is pending.
    private var base: ValidationErrors?
    private var events: [Event] = []
    /// The attributes pending checks may add errors to.
    private var attributes: Set<String> = []
    private var nextID = 0

    /// Whether no check is pending.
    var isEmpty: Bool { base == nil }

    /// Whether a rule about to run on `attribute` must wait for the pending checks: it skips on
    /// error and a check may add one to `attribute`, or it reads errors a check may add.
    func mustWait(_ step: ValidationPlan.Step, on attribute: String) -> Bool {
        guard !attributes.isEmpty else { return false }
        if step.skipOnError && attributes.contains(attribute) { return true }
        guard let reads = step.errorReads.attributes(for: attribute) else { return true }
        return reads.contains(where: attributes.contains)
    }

    /// Records a check prepared on `attribute`; `errors` are the model's errors now.
    ///
    /// - Returns: The check's identity in the task group.
    mutating func add(on attribute: String, errors: ValidationErrors) -> Int {
        if base == nil { base = errors }
        let id = nextID
        nextID += 1
        events.append(.check(id: id, attribute: attribute))
        attributes.insert(attribute)
        return id
    }

    /// Records the errors a rule added while checks were pending: those in `after` beyond
    /// `before`. Rules that run meanwhile only ever add errors (see ``ErrorReads``).
    mutating func recordAdditions(from before: ValidationErrors, to after: ValidationErrors) {
        guard base != nil, after.count != before.count else { return }
        var added: [ValidationError] = []
        for attribute in after.attributes {
            let now = after[attribute]
            let then = before[attribute].count
            if now.count > then { added += now[then...] }
        }
        events.append(.added(added))
    }

    /// Awaits every pending check and rebuilds `model`'s errors in declaration order.
    ///
    /// - Throws: The first error a check threw (the other checks are then cancelled).
    mutating func settle<M: ValidatableModel>(_ group: inout ThrowingTaskGroup<Outcome, any Error>, model: inout M) async throws {
        guard let base else { return }
        var failures: [Int: [AsyncCheck.Failure]] = [:]
        while let outcome = try await group.next() { failures[outcome.id] = outcome.failures }
        model.validation.errors = base
        for event in events {
            switch event {
            case .added(let errors):
                for error in errors { model.validation.errors.add(error) }
            case .check(let id, let attribute):
                for failure in failures[id] ?? [] {
                    model.addError(attribute, code: failure.code, template: failure.template, value: failure.value,
                                   arguments: failure.arguments)
                }
            }
        }
        self.base = nil
        events.removeAll()
        attributes.removeAll()
    }
}
