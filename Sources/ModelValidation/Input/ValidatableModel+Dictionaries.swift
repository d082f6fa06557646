// Massive assignment from the dictionaries servers hand over: `[String: Any]` (Foundation's
// `JSONSerialization`, most frameworks) and `[String: String]` (form fields, query strings).
//
// These overloads are disfavored, and the `[String: Any]` ones generic over the value type, so
// that a dictionary literal, `model.assign(["age": 42])` or `model.assign(["id": nil])`, still
// builds an `AttributeObject` and keeps its order; they are chosen for values whose type is a
// dictionary (`[String: Any]`, `[String: Int?]`, ...).
extension ValidatableModel {
    /// Massive assignment from a `[String: Any]` (or any `[String: Value]`), such as the object
    /// Foundation's `JSONSerialization` or a web framework returns for a JSON body.
    ///
    /// Each value is converted with ``AttributeValue/init(converting:)``: Foundation's booleans
    /// stay booleans, integers stay integers, `NSNull` is null, nested arrays keep their order.
    /// Keys are taken in sorted order (a dictionary has none). A key whose value does not
    /// convert at all (a `Date`, a custom class) is treated like a value of the wrong type: it is
    /// reported in ``AssignmentReport/invalid`` and the attribute fails validation with
    /// `attribute.invalidType` until it is assigned again. Otherwise this is
    /// the `AttributeObject` form of ``assign(_:safeOnly:)``: unsafe and unknown keys are refused.
    ///
    /// ```swift
    /// let body = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    /// let report = model.assign(body)
    /// ```
    ///
    /// - Parameters:
    ///   - values: Attribute names and values.
    ///   - safeOnly: `false` assigns every known attribute, safe or not.
    /// - Returns: What happened to each key.
    /// - Complexity: O(*n* log *n*) in the number of keys, plus the conversion of the values.
    @_disfavoredOverload
    @discardableResult
    public mutating func assign<Value>(_ values: [String: Value], safeOnly: Bool = true) -> AssignmentReport {
        var report = AssignmentReport()
        report.assigned.reserveCapacity(values.count)
        let scenario = safeOnly ? currentScenario : nil
        var hasInvalidAssignments = !validation.invalidAssignments.isEmpty
        for (key, item) in values.sorted(by: { $0.key < $1.key }) {
            if safeOnly && !(scenario?.isSafe(key) ?? false) {
                if value(of: key) == nil { report.unknown.append(key) } else { report.unsafe.append(key) }
                continue
            }
            if let converted = AttributeValue(converting: item) {
                write(converted, to: key, report: &report, hasInvalidAssignments: &hasInvalidAssignments)
            } else if value(of: key) == nil {
                report.unknown.append(key)
            } else {
                // The value has no attribute value to keep; the error's `value` argument is null.
                report.invalid.append(key)
                validation.invalidAssignments.removeAll { $0.attribute.hasSameBytes(as: key) }
                validation.invalidAssignments.append((attribute: key, value: .null))
                hasInvalidAssignments = true
            }
        }
        return report
    }

    /// Strict massive assignment from a `[String: Any]`: like the non-strict form, but if any
    /// key would be refused, nothing is written and the report is thrown.
    ///
    /// ```swift
    /// try model.assign(body, strict: true) // throws when body holds "isAdmin"
    /// ```
    ///
    /// - Parameters:
    ///   - values: Attribute names and values.
    ///   - safeOnly: `false` assigns every known attribute, safe or not.
    ///   - strict: `true` to refuse the whole assignment when a key is refused.
    /// - Returns: What happened to each key.
    /// - Throws: ``AssignmentError`` listing the unsafe and unknown keys, in sorted order, and
    ///   those nested models refused, with their paths.
    @_disfavoredOverload
    @discardableResult
    public mutating func assign<Value>(_ values: [String: Value], safeOnly: Bool = true, strict: Bool) throws(AssignmentError) -> AssignmentReport {
        guard strict else { return assign(values, safeOnly: safeOnly) }
        return try assignAllOrNothing { $0.assign(values, safeOnly: safeOnly) }
    }

    /// Massive assignment from string fields: a submitted HTML form, a query string, a
    /// framework's decoded parameters.
    ///
    /// Every value is assigned as a string, keys in sorted order; typed attributes convert it as
    /// forms need (`"42"` to an `Int`, `"1"` or `"true"` to a `Bool`, see ``AttributeConvertible``).
    ///
    /// ```swift
    /// let report = model.assign(["email": "ann@example.com", "age": "42"] as [String: String])
    /// ```
    ///
    /// - Parameters:
    ///   - fields: Attribute names and their text.
    ///   - safeOnly: `false` assigns every known attribute, safe or not.
    /// - Returns: What happened to each key.
    @_disfavoredOverload
    @discardableResult
    public mutating func assign(_ fields: [String: String], safeOnly: Bool = true) -> AssignmentReport {
        assign(Self.object(fields), safeOnly: safeOnly)
    }

    /// Strict massive assignment from string fields: if any key would be refused, nothing is
    /// written and the report is thrown.
    ///
    /// ```swift
    /// try model.assign(fields, strict: true)
    /// ```
    ///
    /// - Parameters:
    ///   - fields: Attribute names and their text.
    ///   - safeOnly: `false` assigns every known attribute, safe or not.
    ///   - strict: `true` to refuse the whole assignment when a key is refused.
    /// - Returns: What happened to each key.
    /// - Throws: ``AssignmentError`` listing the unsafe and unknown keys, in sorted order.
    @_disfavoredOverload
    @discardableResult
    public mutating func assign(_ fields: [String: String], safeOnly: Bool = true, strict: Bool) throws(AssignmentError) -> AssignmentReport {
        try assign(Self.object(fields), safeOnly: safeOnly, strict: strict)
    }

    /// Yii's `load()` for a `[String: Any]` payload.
    ///
    /// With an empty form name the whole payload is assigned (when it is not empty); otherwise
    /// the dictionary under `formName` (default ``formName``) is, converted as the `[String: Any]`
    /// form of ``assign(_:safeOnly:)`` converts it.
    ///
    /// ```swift
    /// model.load(["Signup": ["email": "ann@example.com"]] as [String: Any])
    /// ```
    ///
    /// - Parameters:
    ///   - data: The payload.
    ///   - formName: The key holding the model's values; `""` for the payload itself.
    /// - Returns: The assignment report, or `nil` when there was nothing to load.
    @_disfavoredOverload
    @discardableResult
    public mutating func load(_ data: [String: Any], formName: String? = nil) -> AssignmentReport? {
        let scope = formName ?? self.formName
        if scope.isEmpty { return data.isEmpty ? nil : assign(data) }
        guard let scoped = data[scope] else { return nil }
        if let dictionary = scoped as? [String: Any] { return assign(dictionary) }
        guard case .object(let object)? = AttributeValue(converting: scoped) else { return nil }
        return assign(object)
    }

    /// Yii's `load()` for string fields, such as a submitted form.
    ///
    /// With an empty form name every field is assigned (when there is one). Otherwise the fields
    /// named `FormName[attribute]`, as Yii's forms name their inputs, are assigned as
    /// `attribute`; the other fields are ignored.
    ///
    /// ```swift
    /// let fields = ["Signup[email]": "ann@example.com", "Signup[age]": "42", "_csrf": "…"]
    /// model.load(fields) // assigns email and age
    /// ```
    ///
    /// - Parameters:
    ///   - fields: The submitted fields.
    ///   - formName: The form name (default ``formName``); `""` for plain field names.
    /// - Returns: The assignment report, or `nil` when there was nothing to load.
    @_disfavoredOverload
    @discardableResult
    public mutating func load(_ fields: [String: String], formName: String? = nil) -> AssignmentReport? {
        let scope = formName ?? self.formName
        if scope.isEmpty { return fields.isEmpty ? nil : assign(fields) }
        var scoped: [String: String] = [:]
        let prefix = scope + "["
        for (key, text) in fields where key.hasPrefix(prefix) && key.hasSuffix("]") {
            let name = key.dropFirst(prefix.count).dropLast()
            guard !name.isEmpty, !name.contains("["), !name.contains("]") else { continue }
            scoped[String(name)] = text
        }
        return scoped.isEmpty ? nil : assign(scoped)
    }

    /// String fields as an object, keys sorted.
    static func object(_ fields: [String: String]) -> AttributeObject {
        let sorted = fields.sorted { $0.key < $1.key }
        return AttributeObject(uniqueKeys: sorted.map(\.key), values: sorted.map { .string($0.value) })
    }
}
