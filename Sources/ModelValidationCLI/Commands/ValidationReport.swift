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
            writeJSONLine(model, valid: valid, refused: refused, at: location)
        case .text:
            guard !valid else { return }
            output.append(contentsOf: TextLine.escaped("\(location.text): invalid").utf8)
            output.append(0x0A)
            for error in model.errors.all {
                let line = "  \(error.path): \(error.message) (\(error.code))"
                output.append(contentsOf: TextLine.escaped(line).utf8)
                output.append(0x0A)
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
            output.append(contentsOf: TextLine.escaped("\(location.text): unreadable: \(reason)").utf8)
            output.append(0x0A)
        }
    }

    /// Writes the result line of a validated record straight into ``output``:
    /// `{"file":…,"line":…,"record":…,"valid":…,"errors":{…},"refused":{…},"attributes":{…}}`,
    /// the text of the object with these members (errors grouped under their paths, in the
    /// order the paths first fail), without building it.
    private mutating func writeJSONLine(_ model: DynamicModel, valid: Bool, refused: AssignmentReport,
                                        at location: RecordLocation) {
        writeLocation(location)
        append(#","valid":"#)
        JSONWriter.write(.bool(valid), into: &output)
        append(#","errors":{"#)
        let errors = model.errors.all
        let groups = ErrorGroups(paths: errors.map(\.path.description))
        for (number, members) in groups.members.enumerated() {
            if number > 0 { output.append(UInt8(ascii: ",")) }
            JSONWriter.writeString(groups.paths[members[0]], into: &output)
            append(":[")
            for (position, member) in members.enumerated() {
                append(position > 0 ? #",{"code":"# : #"{"code":"#)
                JSONWriter.writeString(errors[member].code, into: &output)
                append(#","message":"#)
                JSONWriter.writeString(errors[member].message, into: &output)
                output.append(UInt8(ascii: "}"))
            }
            output.append(UInt8(ascii: "]"))
        }
        // Keys refused in nested objects by their paths (`items.1.price`), after the record's own.
        append(#"},"refused":{"unsafe":"#)
        writeStrings(refused.unsafePaths.map(\.description))
        append(#","unknown":"#)
        writeStrings(refused.unknownPaths.map(\.description))
        append(#"},"attributes":{"#)
        for (position, name) in model.attributeNames.enumerated() {
            if position > 0 { output.append(UInt8(ascii: ",")) }
            JSONWriter.writeString(name, into: &output)
            output.append(UInt8(ascii: ":"))
            JSONWriter.write(model.value(atPosition: position) ?? .null, into: &output)
        }
        append("}}\n")
    }

    /// Writes `{"file":…,"line":…` (and `"index":…`), then `"record":…`, the opening members of
    /// a result line.
    private mutating func writeLocation(_ location: RecordLocation) {
        append(#"{"file":"#)
        JSONWriter.writeString(location.file, into: &output)
        append(#","line":"#)
        JSONWriter.write(.int(location.line), into: &output)
        if let index = location.index {
            append(#","index":"#)
            JSONWriter.write(.int(index), into: &output)
        }
        append(#","record":"#)
        JSONWriter.write(.int(firstRecord + totals.records), into: &output)
    }

    /// Appends the bytes of `literal` to ``output``.
    private mutating func append(_ literal: StaticString) {
        output.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Writes a JSON array of strings.
    private mutating func writeStrings(_ strings: [String]) {
        output.append(UInt8(ascii: "["))
        for (position, string) in strings.enumerated() {
            if position > 0 { output.append(UInt8(ascii: ",")) }
            JSONWriter.writeString(string, into: &output)
        }
        output.append(UInt8(ascii: "]"))
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
        let names = rows.keys.map(TextLine.escaped)
        let width = names.map(\.count).max() ?? 0
        for (name, row) in zip(names, rows) {
            // In steps: one expression of `+`s took the type checker long enough, on a busy
            // machine, to exceed its time limit.
            let padding = String(repeating: " ", count: width - name.count + 2)
            let count: Int = row.value.intValue ?? 0
            stdout.write("  \(name)\(padding)\(count)\n")
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

/// The errors of a record grouped by path, as the `errors` object of a result line keys them:
/// the paths in the order they first fail, paths told apart by their bytes, and under each the
/// positions of its errors in order.
struct ErrorGroups {
    /// Each error's path.
    let paths: [String]
    /// For each distinct path, in order, the positions of the errors filed under it.
    private(set) var members: [[Int]] = []

    /// Groups the errors whose paths are `paths`.
    ///
    /// - Complexity: O(*n*) on average in the number of errors.
    init(paths: [String]) {
        self.paths = paths
        // The distinct paths by their bytes: a path's position there is its group's number.
        var groups = NameIndex()
        for (position, path) in paths.enumerated() {
            let (isNew, group) = groups.insert(path)
            if isNew { members.append([position]) } else { members[group].append(position) }
        }
    }
}
