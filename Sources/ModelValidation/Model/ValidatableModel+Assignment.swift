extension ValidatableModel {
    /// Massive assignment: writes the keys of `values` that are safe in the current scenario and
    /// reports what it did with every key (Yii's `setAttributes()`).
    ///
    /// Unsafe keys (attributes not safe now) and unknown keys (no such attribute) are refused and
    /// never written. A value that does not convert to a typed attribute is reported in
    /// ``AssignmentReport/invalid`` and fails validation until the attribute is assigned again.
    ///
    /// ```swift
    /// let report = model.assign(["email": "ann@example.com", "isAdmin": true])
    /// report.assigned // ["email"]
    /// report.unsafe   // ["isAdmin"]
    /// ```
    ///
    /// - Parameters:
    ///   - values: Attribute names and values, assigned in order.
    ///   - safeOnly: `false` assigns every known attribute, safe or not.
    /// - Returns: What happened to each key.
    @discardableResult
    public mutating func assign(_ values: AttributeObject, safeOnly: Bool = true) -> AssignmentReport {
        if Self.self == DynamicModel.self {
            // The same assignment with one lookup per key (the memory is a DynamicModel's).
            return withUnsafeMutablePointer(to: &self) {
                UnsafeMutableRawPointer($0).assumingMemoryBound(to: DynamicModel.self).pointee
                    .assignByPosition(values, safeOnly: safeOnly)
            }
        }
        var report = AssignmentReport()
        report.assigned.reserveCapacity(values.count)
        let scenario = safeOnly ? currentScenario : nil
        // Read once: in generic code each read of `validation` copies the whole state.
        var hasInvalidAssignments = !validation.invalidAssignments.isEmpty
        // By index: the object's own iterator allocates.
        let keys = values.keys
        let items = values.values
        for i in keys.indices {
            let key = keys[i]
            let value = items[i]
            if safeOnly && !(scenario?.isSafe(key) ?? false) {
                if self.value(of: key) == nil { report.unknown.append(key) } else { report.unsafe.append(key) }
                continue
            }
            write(value, to: key, report: &report, hasInvalidAssignments: &hasInvalidAssignments)
        }
        return report
    }

    /// Strict massive assignment: like ``assign(_:safeOnly:)``, but if any key would be refused,
    /// here or by a nested model (a key of an object in a nested list), nothing is written and
    /// the refused keys are thrown.
    ///
    /// ```swift
    /// do { try order.assign(body, strict: true) } catch {
    ///     error.report.nestedUnsafe // [["items", 1, "price"]]
    /// }
    /// ```
    ///
    /// - Throws: ``AssignmentError`` listing the unsafe and unknown keys, nested ones with their
    ///   paths.
    @discardableResult
    public mutating func assign(_ values: AttributeObject, safeOnly: Bool = true, strict: Bool) throws(AssignmentError) -> AssignmentReport {
        guard strict else { return assign(values, safeOnly: safeOnly) }
        return try assignAllOrNothing { $0.assign(values, safeOnly: safeOnly) }
    }

    /// Runs a massive assignment on a copy and keeps the copy only when no key was refused:
    /// nested refusals are known only once the nested models assigned.
    mutating func assignAllOrNothing(_ assign: (inout Self) -> AssignmentReport) throws(AssignmentError) -> AssignmentReport {
        var copy = self
        let report = assign(&copy)
        if report.hasRefusedKeys { throw AssignmentError(report: report.refusals) }
        self = copy
        return report
    }

    /// Massive assignment of a request-shaped payload (Yii's `load()`).
    ///
    /// With an empty form name the whole payload is assigned (when it is a non-empty object);
    /// otherwise the object under `formName` (default ``formName``) is. Unlike Yii's boolean, the
    /// result says what was assigned.
    ///
    /// ```swift
    /// model.load(["Signup": ["email": "ann@example.com"]])   // assigns email
    /// model.load(["email": "ann@example.com"], formName: "") // same
    /// ```
    ///
    /// - Returns: The assignment report, or `nil` when there was nothing to load.
    @discardableResult
    public mutating func load(_ data: AttributeValue, formName: String? = nil) -> AssignmentReport? {
        guard case .object(let object) = data else { return nil }
        let scope = formName ?? self.formName
        if scope.isEmpty {
            return object.isEmpty ? nil : assign(object)
        }
        guard case .object(let scoped)? = object[scope] else { return nil }
        return assign(scoped)
    }

    /// Writes one key that massive assignment accepted and records the outcome (with the keys a
    /// nested model refused). `hasInvalidAssignments` says whether the model holds failed
    /// assignments, so most writes skip looking.
    mutating func write(_ value: AttributeValue, to key: String, report: inout AssignmentReport,
                        hasInvalidAssignments: inout Bool) {
        record(setValue(value, of: key, report: &report), of: value, for: key, report: &report,
               hasInvalidAssignments: &hasInvalidAssignments)
    }

    /// Records the outcome of writing `value` to `key`: in the report, and in the failed
    /// assignments the next validation turns into errors.
    mutating func record(_ result: AttributeWriteResult, of value: AttributeValue, for key: String,
                         report: inout AssignmentReport, hasInvalidAssignments: inout Bool) {
        switch result {
        case .written:
            report.assigned.append(key)
            if hasInvalidAssignments {
                validation.invalidAssignments.removeAll { $0.attribute.hasSameBytes(as: key) }
                hasInvalidAssignments = !validation.invalidAssignments.isEmpty
            }
        case .unknownAttribute:
            report.unknown.append(key)
        case .typeMismatch:
            report.invalid.append(key)
            validation.invalidAssignments.removeAll { $0.attribute.hasSameBytes(as: key) }
            validation.invalidAssignments.append((attribute: key, value: value))
            hasInvalidAssignments = true
        }
    }
}
