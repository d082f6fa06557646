// On ``Check`` only, the specifications of typed rules: a model validates these rules with
// `validateAsync()`, while a `@Validated` property or a ``ValidatedField`` validates
// synchronously, so there `.unique` and `.exist` do not compile.
extension Check {
    /// `unique` on the attribute's own column of the store's only table.
    public static var unique: Self { alias("unique") }

    /// `unique`: no record of `targetClass` already has the value (see ``UniqueValidator``).
    ///
    /// ```swift
    /// Validate(\.email, .unique(targetClass: "users", filter: .compare("deleted", .equal, false)))
    /// ```
    ///
    /// - Parameters:
    ///   - targetClass: The table; `nil` when the store has one.
    ///   - targetAttribute: The columns and attributes compared; `nil` for the attribute's own column.
    ///   - junction: How several columns combine.
    ///   - filter: An extra condition.
    ///   - primaryKey: The attributes holding the record's key, so a stored record is not its
    ///     own duplicate.
    ///   - store: The registered store's name; `nil` for `"default"`.
    /// - Returns: The specification.
    public static func unique(targetClass: String? = nil, targetAttribute: TargetAttribute? = nil,
                              junction: TargetAttribute.Junction = .and, filter: RecordCondition? = nil,
                              primaryKey: TargetAttribute? = nil, store: String? = nil) -> Self {
        var parameters = recordParameters(targetClass, targetAttribute, junction, filter, store)
        if let primaryKey { parameters["primaryKey"] = primaryKey.jsonValue }
        return alias("unique", parameters)
    }

    /// `exist` on the attribute's own column of the store's only table.
    public static var exist: Self { alias("exist") }

    /// `exist`: a record of `targetClass` has the value (see ``ExistValidator``).
    ///
    /// ```swift
    /// Validate(\.userId, .exist(targetClass: "users", targetAttribute: ["userId": "id"]))
    /// ```
    ///
    /// - Parameters:
    ///   - targetClass: The table; `nil` when the store has one.
    ///   - targetAttribute: The columns and attributes compared; `nil` for the attribute's own column.
    ///   - junction: How several columns combine.
    ///   - filter: An extra condition.
    ///   - allowArray: Accept a list of values, each of which must exist.
    ///   - store: The registered store's name; `nil` for `"default"`.
    /// - Returns: The specification.
    public static func exist(targetClass: String? = nil, targetAttribute: TargetAttribute? = nil,
                             junction: TargetAttribute.Junction = .and, filter: RecordCondition? = nil,
                             allowArray: Bool = false, store: String? = nil) -> Self {
        var parameters = recordParameters(targetClass, targetAttribute, junction, filter, store)
        if allowArray { parameters["allowArray"] = true }
        return alias("exist", parameters)
    }

    static func recordParameters(_ targetClass: String?, _ targetAttribute: TargetAttribute?,
                                 _ junction: TargetAttribute.Junction, _ filter: RecordCondition?,
                                 _ store: String?) -> AttributeObject {
        var parameters = AttributeObject()
        if let targetClass { parameters["targetClass"] = .string(targetClass) }
        if let targetAttribute { parameters["targetAttribute"] = targetAttribute.jsonValue }
        if junction != .and { parameters["targetAttributeJunction"] = .string(junction.rawValue) }
        if let filter { parameters["filter"] = filter.jsonValue }
        if let store { parameters["store"] = .string(store) }
        return parameters
    }
}
