/// Massive assignment into a dynamic model straight from JSON bytes, without building the
/// object first.
extension DynamicModel {
    /// Massive assignment from the bytes of a JSON object, read member by member: each key is
    /// looked up among the attributes by its bytes and its value written in place, without
    /// building the object first. The outcome is that of ``ValidatableModel/assign(json:safeOnly:)``
    /// (and of parsing the object and assigning it with ``ValidatableModel/assign(_:safeOnly:)``):
    /// the same report, the same values, the same errors.
    ///
    /// ```swift
    /// let line = Array(#"{"email": "ann@example.com", "age": 9}"#.utf8)
    /// var model = template
    /// let report = try line.withUnsafeBytes { try model.assign(json: $0) }
    /// report.assigned // ["email", "age"]
    /// ```
    ///
    /// - Parameters:
    ///   - bytes: The UTF-8 text of a JSON object.
    ///   - safeOnly: `false` assigns every known attribute, safe or not.
    /// - Returns: What happened to each key.
    /// - Throws: ``JSONParseError`` naming the line and column of the first problem, or saying
    ///   that the document is not an object; nothing is assigned then.
    /// - Complexity: O(*n*) in the number of bytes.
    @discardableResult
    public mutating func assign(json bytes: UnsafeRawBufferPointer, safeOnly: Bool = true) throws(JSONParseError) -> AssignmentReport {
        if let report = try assignMembers(json: bytes, safeOnly: safeOnly) { return report }
        // Not an object (the parse says what it is), or a repeated key.
        return assign(try JSONReader.parseObject(bytes), safeOnly: safeOnly)
    }

    /// ``ValidatableModel/assign(json:safeOnly:)`` member by member: each key is looked up by
    /// its bytes among the attributes and its value written at the position found, as soon as
    /// the value is read. A key that names an attribute is reported with the attribute's name
    /// (the same bytes), so only unknown keys become new strings, and no object is built.
    ///
    /// The outcome is that of parsing the object and assigning it (``assign(_:safeOnly:)``),
    /// except when the document repeats a key: the parsed object keeps the key's first
    /// position and its last value, which reading member by member cannot know before the
    /// end. Then, and when the document is not an object, nothing is assigned and `nil` says
    /// that the caller must parse the document and assign the object.
    ///
    /// - Parameters:
    ///   - bytes: The UTF-8 text of a JSON document.
    ///   - safeOnly: `false` assigns every known attribute, safe or not.
    /// - Returns: The report, or `nil` when the document is not an object or repeats a key.
    /// - Throws: ``JSONParseError`` for the first problem in the document (the error
    ///   ``JSONReader`` throws for it); nothing is assigned then.
    /// - Complexity: O(*n*) in the number of bytes, plus the cost of the writes.
    package mutating func assignMembers(json bytes: UnsafeRawBufferPointer, safeOnly: Bool = true) throws(JSONParseError) -> AssignmentReport? {
        var hasInvalidAssignments = !validation.invalidAssignments.isEmpty
        let hasNestedSchemas = !ruleSet.nestedSchemas.isEmpty
        // Without nested schemas and failed assignments, a value is only written: the writes
        // wait until the whole document has been read, so a problem leaves the model as it was
        // with nothing to put back. (Saving the values to put back shared their storage, and
        // the first write then copied it.) Otherwise the writes happen in place and a problem
        // puts back what they changed (the values and the failed assignments).
        let deferred = !hasNestedSchemas && !hasInvalidAssignments
        let savedValues = deferred ? [] : values
        // The failed assignments, and the values nested objects could not take.
        let savedRare = validation.rare
        // The names read through a local copy (one retain per document): read through `self`,
        // which the closure below holds `inout`, they were retained and released per key.
        let attributes = index
        var report = AssignmentReport()
        report.assigned.reserveCapacity(attributes.count)
        // An unknown scenario has no safe attributes.
        let safe: [Bool]? = safeOnly ? (currentScenario.map { $0.safeFlags(of: attributes.names) } ?? []) : nil
        var seen = SeenKeys()
        // The position after the last attribute found: where the next key most likely is.
        var expected = 0
        // Each attribute is written at most once (a repeated key stops the reading).
        return try withUnsafeTemporaryAllocation(of: (position: Int, value: AttributeValue).self,
                                                 capacity: deferred ? attributes.count : 0) { pending throws(JSONParseError) in
            var waiting = 0
            defer { pending.baseAddress.map { _ = $0.deinitialize(count: waiting) } }
            let outcome: JSONReader.MembersOutcome
            do throws(JSONParseError) {
                outcome = try JSONReader.readMembers(bytes) { key, value in
                    guard let at = attributes.position(ofUTF8: key, expected: expected) else {
                        // Valid UTF-8: the reader checked it.
                        let name = String(decoding: key, as: UTF8.self)
                        guard seen.insertUnknown(name) else { return false }
                        report.unknown.append(name)
                        return true
                    }
                    guard seen.insert(at) else { return false }
                    expected = at + 1
                    let name = attributes.names[at]
                    if let safe, !(at < safe.count && safe[at]) {
                        report.unsafe.append(name)
                        return true
                    }
                    if deferred {
                        // What `setValue` and `record` do for an attribute without a nested
                        // schema in a model without failed assignments: write the value (once
                        // the document is read), list the key.
                        (pending.baseAddress! + waiting).initialize(to: (at, value))
                        waiting += 1
                        report.assigned.append(name)
                    } else {
                        let result = setValue(value, at: at, of: name, report: &report)
                        record(result, of: value, for: name, report: &report, hasInvalidAssignments: &hasInvalidAssignments)
                    }
                    return true
                }
            } catch {
                if !deferred { values = savedValues }
                validation.rare = savedRare
                throw error
            }
            guard outcome == .read else {
                if !deferred { values = savedValues }
                validation.rare = savedRare
                return nil
            }
            for k in 0..<waiting {
                let (at, value) = (pending.baseAddress! + k).move()
                values[at] = value
            }
            waiting = 0
            return report
        }
    }
}

/// The keys of one document seen so far, to notice a repeated key: attributes by position,
/// unknown keys by their bytes.
private struct SeenKeys {
    /// Bit `i` is set when the attribute at position `i` (below 64) was seen.
    private var low: UInt64 = 0
    /// The positions from 64 on that were seen.
    private var high: Set<Int> = []
    /// The unknown keys seen, by their bytes.
    private var unknown = NameIndex()

    /// Marks the attribute at `position`; `false` if it was seen before.
    mutating func insert(_ position: Int) -> Bool {
        if position < 64 {
            let bit: UInt64 = 1 << UInt64(position)
            defer { low |= bit }
            return low & bit == 0
        }
        return high.insert(position).inserted
    }

    /// Marks the unknown key `key`; `false` if it was seen before (byte for byte).
    mutating func insertUnknown(_ key: String) -> Bool {
        unknown.insert(key).inserted
    }
}
