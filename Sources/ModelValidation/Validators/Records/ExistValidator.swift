/// `exist`: a record of a table has the value (Yii's `ExistValidator`), typically a foreign key
/// such as an order's `userId`.
///
/// The rule asks a ``RecordStore`` how many records of `targetClass` match the model's values,
/// and fails when there is none. It is asynchronous: run it with
/// ``ValidatableModel/validateAsync(_:clearErrors:isolation:)``.
///
/// Parameters: `targetClass`, `targetAttribute`, `targetAttributeJunction`, `filter`,
/// `forceMasterDb`, `store` and `message`, as for ``UniqueValidator``, and:
/// - `allowArray`: accept a list of values, every one of which must exist (each distinct value
///   is looked up, at most ``maxLookupsInFlight`` at a time, until one is missing);
///   `targetAttribute` must then name a single column.
///
/// Yii's `targetRelation` needs ActiveRecord relations and is refused: name the `targetClass`
/// and `targetAttribute` instead.
///
/// | code | default message |
/// | --- | --- |
/// | `exist.missing` | `{attribute} is invalid.` |
/// | `exist.invalidValue` | `{attribute} is invalid.` (an array or object value without `allowArray`) |
///
/// ```swift
/// Rule(["userId"], "exist", ["targetClass": "users", "targetAttribute": ["userId": "id"]])
/// ```
public struct ExistValidator: AsyncValidator, ConfigurableValidator {
    public static let aliases = ["exist"]

    /// Yii's message.
    public static let missingMessage = "{attribute} is invalid."

    /// The most lookups one `allowArray` check has in flight at once. The list comes from the
    /// request, so its length must not decide how many queries wait on the database together.
    public static let maxLookupsInFlight = 8

    let lookup: RecordLookup
    let message: String
    let allowArray: Bool

    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        if parameters.contains("targetRelation") {
            _ = parameters.rawValue("targetRelation")
            parameters.note(parameters.valueError("targetRelation", "relations need ActiveRecord; name the targetClass and targetAttribute instead"),
                            isolated: true)
        }
        lookup = try RecordLookup(alias: alias, parameters: &parameters)
        allowArray = try parameters.bool("allowArray") ?? false
        if !parameters.noted.isEmpty { throw parameters.notedMistake() }
        if allowArray, case .pairs = lookup.target {
            throw parameters.error("targetAttribute", "with allowArray, targetAttribute must name a single column")
        }
        message = parameters.message ?? Self.missingMessage
    }

    public func errorDependencies(of attribute: String) -> [String] {
        lookup.errorDependencies(of: attribute)
    }

    public func prepareCheck<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) -> AsyncCheck? {
        if lookup.skips(attribute, in: model) { return nil }
        guard let values = lookup.values(for: attribute, value: value, model: &model) else { return nil }
        let failure = AsyncCheck.Failure(code: "exist.missing", template: message, value: value)
        let store = lookup.store
        if allowArray, let items = value.arrayValue ?? value.objectValue?.values {
            // Every distinct value (PHP's array_unique: by string form) must exist.
            var seen: Set<String> = []
            var queries: [RecordQuery] = []
            for item in items {
                guard let key = PHPSemantics.string(item) else {
                    model.addError(attribute, code: "exist.invalidValue", template: "{attribute} is invalid.", value: value)
                    return nil
                }
                if seen.insert(key).inserted {
                    queries.append(lookup.query(RecordCondition.equals(values[0].pair.column, item)))
                }
            }
            let lookups = queries
            return AsyncCheck(failure: failure) {
                try await withThrowingTaskGroup(of: Bool.self) { group in
                    // A window of lookups: the next starts when one finds its value, and the
                    // first missing value ends the check.
                    var next = 0
                    while next < min(lookups.count, Self.maxLookupsInFlight) {
                        let query = lookups[next]
                        group.addTask { try await store.count(query) > 0 }
                        next += 1
                    }
                    while let found = try await group.next() {
                        if !found {
                            group.cancelAll()
                            return true
                        }
                        if next < lookups.count {
                            let query = lookups[next]
                            group.addTask { try await store.count(query) > 0 }
                            next += 1
                        }
                    }
                    return false
                }
            }
        }
        if values.contains(where: { $0.value.isCollection }) {
            model.addError(attribute, code: "exist.invalidValue", template: "{attribute} is invalid.", value: value)
            return nil
        }
        let query = lookup.query(lookup.targetCondition(values))
        return AsyncCheck(failure: failure) { try await store.count(query) == 0 }
    }
}
