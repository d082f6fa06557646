import ModelValidation

/// The output format of `validate`.
enum ReportFormat: String, Sendable {
    case json, text
}

/// Writes what `validate` found about each record, in the chosen format, into a byte buffer,
/// and keeps the totals.
///
/// `json` writes one line per record; `text` writes a block per invalid record; with
/// `summaryOnly` nothing is written per record. The last line (the count, or the summary) is
/// written by ``finish(_:format:summaryOnly:into:)`` from the totals of the whole run.
///
/// A report can cover part of a run: records are then numbered from `firstRecord + 1`, so that
/// the parts of an input validated in parallel write exactly what one pass would.
struct ValidationReport {
    let format: ReportFormat
    let summaryOnly: Bool
    /// The number of records before the first one this report covers.
    let firstRecord: Int
    /// The rendered output, not yet written.
    var output: [UInt8] = []
    /// The counts of the records this report covers.
    private(set) var totals = ReportTotals()

    init(format: ReportFormat, summaryOnly: Bool, firstRecord: Int = 0) {
        self.format = format
        self.summaryOnly = summaryOnly
        self.firstRecord = firstRecord
    }

    /// Records a validated record.
    mutating func record(_ model: DynamicModel, valid: Bool, refused: AssignmentReport, at location: RecordLocation) {
        totals.addRecord(valid: valid, errors: model.errors)
        guard !summaryOnly else { return }
        switch format {
        case .json:
            var line = location.jsonObject
            line["record"] = .int(firstRecord + totals.records)
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
            writeJSONLine(.object(line))
        case .text:
            guard !valid else { return }
            output.append(contentsOf: "\(location.text): invalid\n".utf8)
            for error in model.errors.all {
                output.append(contentsOf: "  \(error.path): \(error.message) (\(error.code))\n".utf8)
            }
        }
    }

    /// Records a record that could not be read (not JSON, not an object, too long).
    mutating func unreadable(_ reason: String, at location: RecordLocation) {
        totals.addUnreadable()
        guard !summaryOnly else { return }
        switch format {
        case .json:
            var line = location.jsonObject
            line["record"] = .int(firstRecord + totals.records)
            line["valid"] = false
            line["error"] = .string(reason)
            writeJSONLine(.object(line))
        case .text:
            output.append(contentsOf: "\(location.text): unreadable: \(reason)\n".utf8)
        }
    }

    private mutating func writeJSONLine(_ value: AttributeValue) {
        JSONWriter.write(value, into: &output)
        output.append(0x0A)
    }

    /// Writes the final count line (text) or the summary of a whole run.
    ///
    /// - Parameters:
    ///   - totals: The counts of the whole run.
    ///   - skippedRules: The database rules `--skip-database-rules` left out, named; the totals
    ///     say so.
    static func finish(_ totals: ReportTotals, skippedRules: [String] = [], format: ReportFormat, summaryOnly: Bool,
                       into stdout: OutputSink) {
        let records = totals.records, invalid = totals.invalid
        let counts = "\(records) \(records == 1 ? "record" : "records"): \(records - invalid) valid, \(invalid) invalid"
            + (totals.unreadable > 0 ? " (\(totals.unreadable) unreadable)" : "")
            + (skippedRules.isEmpty ? "" : "\nnot checked (no database): " + skippedRules.joined(separator: ", "))
        if summaryOnly {
            switch format {
            case .json:
                var summary: AttributeObject = [
                    "records": .int(records), "valid": .int(records - invalid), "invalid": .int(invalid),
                    "unreadable": .int(totals.unreadable),
                    "attributes": .object(totals.attributes),
                    "codes": .object(totals.codes),
                ]
                if !skippedRules.isEmpty { summary["notChecked"] = .array(skippedRules.map(AttributeValue.string)) }
                stdout.writeJSONLine(.object(summary))
            case .text:
                stdout.write(counts + "\n")
                writeTable("Invalid records by attribute", totals.attributes, into: stdout)
                writeTable("Errors by code", totals.codes, into: stdout)
            }
        } else if format == .text {
            if invalid > 0 { stdout.write("\n") }
            stdout.write(counts + "\n")
        }
    }

    private static func writeTable(_ title: String, _ rows: AttributeObject, into stdout: OutputSink) {
        guard !rows.isEmpty else { return }
        stdout.write("\n\(title):\n")
        let width = rows.keys.map(\.count).max() ?? 0
        for (name, count) in rows {
            stdout.write("  " + name + String(repeating: " ", count: width - name.count + 2) + "\(count.intValue ?? 0)\n")
        }
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
