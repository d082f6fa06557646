/// What `unique` and `exist` share: the store and table they search, the target columns and
/// the model attributes whose values fill them, how the columns combine, and the extra filter.
///
/// Everything is checked when the rule set is built: the store must be registered, the table
/// known to it, `targetAttribute`, `targetAttributeJunction` and `filter` well formed.
struct RecordLookup: Sendable {
    /// Which columns are compared with which values (Yii's `targetAttribute`).
    enum Target: Sendable {
        /// Not set: the validated attribute's value against the column of the same name.
        case sameName
        /// A string: the validated attribute's value against this column.
        case column(String)
        /// A list (`["a", "b"]`: each attribute against its column) or an object
        /// (`{"a": "col"}`: attribute → column).
        case pairs([Pair])
    }

    /// A model attribute whose value is compared with a column.
    struct Pair: Sendable {
        var attribute: String
        var column: String
    }

    let store: any RecordStore
    let table: String?
    let target: Target
    /// `targetAttributeJunction: "or"`: any target column may match.
    let matchesAny: Bool
    let filter: RecordCondition?
    let requiresPrimary: Bool
    /// The rule's `skipOnError`, which also skips when a target attribute has errors.
    let skipOnError: Bool

    /// Reads the shared parameters of a `unique` or `exist` rule.
    init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        let named = try parameters.string("store")
        let storeName = named ?? ValidatorRegistry.defaultStoreName
        let registry = parameters.registry ?? .builtIn
        guard let store = registry.store(named: storeName) else {
            if registry.storeNames.isEmpty {
                throw parameters.error(named == nil ? "type" : "store",
                                       "\"\(alias)\" needs a record store: register one with ValidatorRegistry.register(store:)")
            }
            throw parameters.valueError("store", "no record store named \"\(storeName)\" is registered (registered: "
                                   + registry.storeNames.map { "\"\($0)\"" }.joined(separator: ", ") + ")")
        }
        let table = try parameters.string("targetClass")
        guard store.hasTable(table) else {
            throw parameters.error("targetClass", table.map { "the record store \"\(storeName)\" has no table \"\($0)\"" }
                                   ?? "the record store \"\(storeName)\" needs a targetClass naming the table")
        }
        self.store = store
        self.table = table
        switch parameters.value("targetAttribute") {
        case nil: target = .sameName
        case .string(let column)?: target = .column(column)
        case let value?: target = .pairs(try Self.pairs(value, key: "targetAttribute", parameters: parameters))
        }
        switch try parameters.string("targetAttributeJunction") ?? "and" {
        case "and": matchesAny = false
        case "or": matchesAny = true
        default: throw parameters.valueError("targetAttributeJunction", "expected \"and\" or \"or\"")
        }
        if let json = parameters.value("filter") {
            do { filter = try RecordCondition(json: json) } catch {
                throw parameters.valueError("filter" + error.path, error.reason)
            }
        } else {
            filter = nil
        }
        requiresPrimary = try parameters.bool("forceMasterDb") ?? true
        skipOnError = parameters.skipOnError ?? true
    }

    /// Reads attribute → column pairs: a string (one attribute, its own column), a list of
    /// attributes (each its own column) or an object (attribute → column).
    static func pairs(_ value: AttributeValue, key: String, parameters: RuleParameters) throws(RuleError) -> [Pair] {
        var pairs: [Pair] = []
        switch value {
        case .string(let name):
            pairs = [Pair(attribute: name, column: name)]
        case .array(let items):
            for item in items {
                guard case .string(let name) = item else {
                    throw parameters.valueError(key, "expected a list of attribute names, found \(item.kindName)")
                }
                pairs.append(Pair(attribute: name, column: name))
            }
        case .object(let object):
            for (attribute, column) in object {
                guard case .string(let name) = column else {
                    throw parameters.valueError(key + "." + attribute, "expected a column name, got \(column.kindName)")
                }
                pairs.append(Pair(attribute: attribute, column: name))
            }
        default:
            throw parameters.valueError(key, "expected a column name, a list of attribute names or an object of attribute → column, got \(value.kindName)")
        }
        guard !pairs.isEmpty else { throw parameters.valueError(key, "expected at least one attribute") }
        return pairs
    }

    /// Whether several columns are compared (the combination message).
    var isCombined: Bool {
        if case .pairs(let pairs) = target { return pairs.count > 1 }
        return false
    }

    /// The attributes whose errors make the rule skip `attribute`, besides its own (Yii checks
    /// the target attributes; for a column name it checks an attribute of that name).
    func errorDependencies(of attribute: String) -> [String] {
        guard skipOnError else { return [] }
        switch target {
        case .sameName: return []
        case .column(let column): return [column]
        case .pairs(let pairs): return pairs.map(\.attribute)
        }
    }

    /// Whether one of the target attributes already has an error, so the rule skips.
    func skips<M: ValidatableModel>(_ attribute: String, in model: M) -> Bool {
        errorDependencies(of: attribute).contains { model.hasErrors($0) }
    }

    /// The columns and the model's values to compare them with, or `nil` when the model lacks
    /// a target attribute (validation then stops with ``ModelError/Kind/unknownAttribute``).
    func values<M: ValidatableModel>(for attribute: String, value: AttributeValue,
                                     model: inout M) -> [(pair: Pair, value: AttributeValue)]? {
        switch target {
        case .sameName: return [(Pair(attribute: attribute, column: attribute), value)]
        case .column(let column): return [(Pair(attribute: attribute, column: column), value)]
        case .pairs(let pairs):
            var out: [(pair: Pair, value: AttributeValue)] = []
            for pair in pairs {
                guard let value = model.value(of: pair.attribute) else {
                    model.abortValidation(ModelError(.unknownAttribute, name: pair.attribute))
                    return nil
                }
                out.append((pair, value))
            }
            return out
        }
    }

    /// The condition on the target columns: each equal to its value, combined by the junction.
    func targetCondition(_ values: [(pair: Pair, value: AttributeValue)]) -> RecordCondition {
        let parts = values.map { RecordCondition.equals($0.pair.column, $0.value) }
        return matchesAny ? .or(parts) : .all(parts)
    }

    /// The query for `condition` with the rule's filter.
    func query(_ condition: RecordCondition, excluding exclusion: RecordCondition? = nil) -> RecordQuery {
        var parts = [condition]
        if let filter { parts.append(filter) }
        if let exclusion { parts.append(exclusion) }
        return RecordQuery(table: table, condition: .all(parts), requiresPrimary: requiresPrimary)
    }
}
