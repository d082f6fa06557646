/// `unique`: no record of a table already has the value (Yii's `UniqueValidator`).
///
/// The rule asks a ``RecordStore`` how many records of `targetClass` match the model's values,
/// and fails when there is one. It is asynchronous: run it with
/// ``ValidatableModel/validateAsync(_:clearErrors:isolation:)``.
///
/// Parameters:
/// - `targetClass`: the table to search (Yii's ActiveRecord class); may be left out when the
///   store has one table.
/// - `targetAttribute`: not set, the attribute's own column; a string, the column to compare
///   the attribute's value with; a list (`["a", "b"]`) or an object (`{"a": "column"}`), several
///   model attributes whose values must be unique together (each attribute gets the combination
///   message).
/// - `targetAttributeJunction`: `"and"` (default) or `"or"`, how several columns combine.
/// - `filter`: an extra condition in Yii's hash or operator form (see ``RecordCondition``).
/// - `primaryKey`: the model attribute (or attributes) holding the record's primary key, as
///   `targetAttribute` writes them; when they are not empty, the model is a stored record and
///   its own row is not a duplicate (Yii's check of the old primary key).
/// - `forceMasterDb`: read from the primary database (default `true`).
/// - `store`: the registered store's name (default `"default"`).
/// - `message` (and Yii's deprecated `comboNotUnique`).
///
/// | code | default message |
/// | --- | --- |
/// | `unique.taken` | `{attribute} "{value}" has already been taken.` |
/// | `unique.combinationTaken` | `The combination {values} of {attributes} has already been taken.` |
/// | `unique.invalidValue` | `{attribute} is invalid.` (a target value is an array or object) |
///
/// ```swift
/// Rule(["email"], "unique", ["targetClass": "users"])
/// Rule(["firstName", "lastName"], "unique", ["targetClass": "people", "targetAttribute": ["firstName", "lastName"]])
/// ```
public struct UniqueValidator: AsyncValidator, ConfigurableValidator {
    public static let aliases = ["unique"]

    /// Yii's message for one column.
    public static let takenMessage = "{attribute} \"{value}\" has already been taken."
    /// Yii's message for several columns.
    public static let combinationTakenMessage = "The combination {values} of {attributes} has already been taken."

    let lookup: RecordLookup
    let message: String
    let primaryKey: [RecordLookup.Pair]?

    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        lookup = try RecordLookup(alias: alias, parameters: &parameters)
        primaryKey = try parameters.value("primaryKey").map { (value: AttributeValue) throws(RuleError) in
            try RecordLookup.pairs(value, key: "primaryKey", parameters: parameters)
        }
        let combination = try parameters.string("comboNotUnique")
        message = parameters.message ?? (lookup.isCombined ? combination ?? Self.combinationTakenMessage : Self.takenMessage)
    }

    public func errorDependencies(of attribute: String) -> [String] {
        lookup.errorDependencies(of: attribute)
    }

    public func prepareCheck<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) -> AsyncCheck? {
        if lookup.skips(attribute, in: model) { return nil }
        guard let values = lookup.values(for: attribute, value: value, model: &model) else { return nil }
        if values.contains(where: { $0.value.isCollection }) {
            model.addError(attribute, code: "unique.invalidValue", template: "{attribute} is invalid.", value: value)
            return nil
        }
        var exclusion: RecordCondition?
        if let primaryKey {
            var key: [RecordCondition] = []
            for pair in primaryKey {
                guard let id = model.value(of: pair.attribute) else {
                    model.abortValidation(ModelError(.unknownAttribute, name: pair.attribute))
                    return nil
                }
                if id.isEmptyValue { key = []; break }
                key.append(.compare(pair.column, .equal, id))
            }
            // A stored record: its own row does not count.
            if !key.isEmpty { exclusion = RecordCondition.and(key).negated }
        }
        let query = lookup.query(lookup.targetCondition(values), excluding: exclusion.map(Self.flatten))
        let failure: AsyncCheck.Failure
        if lookup.isCombined {
            var arguments = MessageArguments()
            arguments.set("attributes", .string(Self.sentence(values.map { model.label(of: $0.pair.attribute) })))
            arguments.set("values", .string(values.map { "\"" + PHPSemantics.messageString($0.value) + "\"" }.joined(separator: "-")))
            failure = AsyncCheck.Failure(code: "unique.combinationTaken", template: message, value: value, arguments: arguments)
        } else {
            failure = AsyncCheck.Failure(code: "unique.taken", template: message, value: value)
        }
        let store = lookup.store
        return AsyncCheck(failure: failure) { try await store.count(query) > 0 }
    }

    /// A one-part OR as its part (`NOT (id = 5)` is `id != 5`).
    private static func flatten(_ condition: RecordCondition) -> RecordCondition {
        if case .or(let parts) = condition, parts.count == 1 { return parts[0] }
        return condition
    }

    /// Words joined as Yii's `Inflector::sentence()` joins them: `A`, `A and B`, `A, B and C`.
    static func sentence(_ words: [String]) -> String {
        guard words.count > 2 else { return words.joined(separator: " and ") }
        return words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
    }
}
