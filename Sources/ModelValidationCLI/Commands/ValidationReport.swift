import ModelValidation

/// The output format of `validate`.
enum ReportFormat: String {
    case json, text
}

/// Writes what `validate` found, in the chosen format, and keeps the totals.
///
/// `json` writes one line per record; `text` writes a block per invalid record and a final
/// count line; with `summary` only the totals are written, at the end.
struct ValidationReport {
    let format: ReportFormat
    let summaryOnly: Bool
    let stdout: OutputSink
    /// The database rules `--skip-database-rules` left out, named; the totals say so.
    let skippedRules: [String]
    private(set) var records = 0
    private(set) var invalid = 0
    private(set) var unreadable = 0
    private var attributeCounts: [NameKey: Int] = [:]
    private var attributeOrder: [String] = []
    private var codeCounts: [NameKey: Int] = [:]
    private var codeOrder: [String] = []

    init(format: ReportFormat, summaryOnly: Bool, stdout: OutputSink, skippedRules: [String] = []) {
        self.format = format
        self.summaryOnly = summaryOnly
        self.stdout = stdout
        self.skippedRules = skippedRules
    }

    /// Records a validated record.
    mutating func record(_ model: DynamicModel, valid: Bool, refused: AssignmentReport, at location: RecordLocation) {
        records += 1
        if !valid {
            invalid += 1
            // Each attribute once per record; list positions as `*` (`items.*.sku`).
            var seen = Set<NameKey>()
            for error in model.errors.all {
                let key = Self.pattern(error.path)
                if seen.insert(NameKey(key)).inserted { Self.count(key, in: &attributeCounts, order: &attributeOrder) }
                Self.count(error.code, in: &codeCounts, order: &codeOrder)
            }
        }
        guard !summaryOnly else { return }
        switch format {
        case .json:
            var line = location.jsonObject
            line["record"] = .int(records)
            line["valid"] = .bool(valid)
            var errors = AttributeObject()
            for error in model.errors.all {
                let path = error.path.description
                let entry: AttributeValue = ["code": .string(error.code), "message": .string(error.message)]
                errors[path] = .array((errors[path]?.arrayValue ?? []) + [entry])
            }
            line["errors"] = .object(errors)
            // Keys refused in nested objects by their paths (`items.1.price`), after the record's own.
            line["refused"] = [
                "unsafe": .array(refused.unsafePaths.map { .string($0.description) }),
                "unknown": .array(refused.unknownPaths.map { .string($0.description) }),
            ]
            line["attributes"] = .object(model.attributeValues)
            stdout.writeJSONLine(.object(line))
        case .text:
            guard !valid else { return }
            stdout.write("\(location.text): invalid\n")
            for error in model.errors.all {
                stdout.write("  \(error.path): \(error.message) (\(error.code))\n")
            }
        }
    }

    /// Records a record that could not be read (not JSON, not an object, too long).
    mutating func unreadable(_ reason: String, at location: RecordLocation) {
        records += 1
        invalid += 1
        unreadable += 1
        guard !summaryOnly else { return }
        switch format {
        case .json:
            var line = location.jsonObject
            line["record"] = .int(records)
            line["valid"] = false
            line["error"] = .string(reason)
            stdout.writeJSONLine(.object(line))
        case .text:
            stdout.write("\(location.text): unreadable: \(reason)\n")
        }
    }

    /// Writes the final count line (text) or the summary.
    func finish() {
        let counts = "\(records) \(records == 1 ? "record" : "records"): \(records - invalid) valid, \(invalid) invalid"
            + (unreadable > 0 ? " (\(unreadable) unreadable)" : "")
            + (skippedRules.isEmpty ? "" : "\nnot checked (no database): " + skippedRules.joined(separator: ", "))
        if summaryOnly {
            switch format {
            case .json:
                var totals: AttributeObject = [
                    "records": .int(records), "valid": .int(records - invalid), "invalid": .int(invalid),
                    "unreadable": .int(unreadable),
                    "attributes": .object(Self.ranked(attributeCounts, attributeOrder)),
                    "codes": .object(Self.ranked(codeCounts, codeOrder)),
                ]
                if !skippedRules.isEmpty { totals["notChecked"] = .array(skippedRules.map(AttributeValue.string)) }
                stdout.writeJSONLine(.object(totals))
            case .text:
                stdout.write(counts + "\n")
                writeTable("Invalid records by attribute", Self.ranked(attributeCounts, attributeOrder))
                writeTable("Errors by code", Self.ranked(codeCounts, codeOrder))
            }
        } else if format == .text {
            if invalid > 0 { stdout.write("\n") }
            stdout.write(counts + "\n")
        }
    }

    private func writeTable(_ title: String, _ rows: AttributeObject) {
        guard !rows.isEmpty else { return }
        stdout.write("\n\(title):\n")
        let width = rows.keys.map(\.count).max() ?? 0
        for (name, count) in rows {
            stdout.write("  " + name + String(repeating: " ", count: width - name.count + 2) + "\(count.intValue ?? 0)\n")
        }
    }

    /// A path with its list positions written `*` (`items.*.sku`), to count failures of the
    /// same attribute together.
    static func pattern(_ path: AttributePath) -> String {
        path.segments.map { segment in
            if case .index = segment { return "*" }
            return segment.description
        }.joined(separator: ".")
    }

    /// Counts `key` once more. Static: an instance method would hold `self` while its tables
    /// are borrowed `inout`, and each call would copy a table.
    private static func count(_ key: String, in counts: inout [NameKey: Int], order: inout [String]) {
        if let current = counts[NameKey(key)] { counts[NameKey(key)] = current + 1 } else { counts[NameKey(key)] = 1; order.append(key) }
    }

    /// Counts, highest first; ties keep the order of first appearance.
    private static func ranked(_ counts: [NameKey: Int], _ order: [String]) -> AttributeObject {
        var object = AttributeObject()
        let sorted = order.enumerated().sorted { a, b in
            let (ca, cb) = (counts[NameKey(a.element)] ?? 0, counts[NameKey(b.element)] ?? 0)
            return ca != cb ? ca > cb : a.offset < b.offset
        }
        for (_, key) in sorted { object[key] = .int(counts[NameKey(key)] ?? 0) }
        return object
    }
}

extension RecordLocation {
    /// The location fields of a JSON result line.
    var jsonObject: AttributeObject {
        var object: AttributeObject = ["file": .string(file), "line": .int(line)]
        if let index { object["index"] = .int(index) }
        return object
    }
}
