import ModelValidation

/// Validates records one at a time and writes one JSON line per record.
struct RecordValidator {
    let template: DynamicModel
    let stdout: OutputSink
    private(set) var recordCount = 0
    private(set) var invalidCount = 0

    init(template: DynamicModel, stdout: OutputSink) {
        self.template = template
        self.stdout = stdout
    }

    /// Reads one input: a JSON array of records, a single (possibly multi-line) object, or NDJSON.
    mutating func validateStream<Input: ByteInput>(_ reader: LineReader<Input>, name: String) throws(InputError) {
        var reader = reader
        guard let first = try reader.peekNonWhitespace() else { return }
        if first == UInt8(ascii: "[") {
            let startLine = reader.lineNumber + 1
            let bytes = try reader.readRest()
            switch LineOutcome(bytes.withUnsafeBytes { UnsafeRawBufferPointer($0) }) {
            case .parsed(.array(let items)):
                for (index, item) in items.enumerated() { validate(item, location: ["file": .string(name), "index": .int(index)]) }
            case .failed(let error):
                reportUnreadable(error.description, location: ["file": .string(name), "line": .int(startLine + error.line - 1)])
            default:
                reportUnreadable("expected a JSON array of objects", location: ["file": .string(name), "line": .int(startLine)])
            }
            return
        }
        var firstLine = true
        while true {
            var failedBytes: [UInt8]?
            let outcome = try reader.nextLine { bytes -> LineOutcome in
                let outcome = LineOutcome(bytes)
                if firstLine, first == UInt8(ascii: "{"), case .failed = outcome { failedBytes = Array(bytes) }
                return outcome
            }
            guard let outcome else { break }
            let location: AttributeObject = ["file": .string(name), "line": .int(reader.lineNumber)]
            switch outcome {
            case .blank: continue
            case .parsed(let value): validate(value, location: location)
            case .failed(let error):
                if var document = failedBytes {
                    // Not NDJSON after all: one object written over several lines.
                    document.append(0x0A)
                    document += try reader.readRest()
                    switch LineOutcome(document.withUnsafeBytes { UnsafeRawBufferPointer($0) }) {
                    case .parsed(let value): validate(value, location: location)
                    case .failed(let whole): reportUnreadable(whole.description, location: ["file": .string(name), "line": .int(location["line"]!.intValue! + whole.line - 1)])
                    case .blank: break
                    }
                    return
                }
                reportUnreadable(error.description, location: location)
            }
            firstLine = false
        }
    }

    /// Validates one record and writes its line.
    mutating func validate(_ record: AttributeValue, location: AttributeObject) {
        recordCount += 1
        guard case .object(let values) = record else {
            reportUnreadable("expected a JSON object, got \(record.kindName)", location: location)
            return
        }
        var model = template
        let report = model.assign(values)
        let valid = (try? model.validate()) ?? false
        if !valid { invalidCount += 1 }
        var line = location
        line["record"] = .int(recordCount)
        line["valid"] = .bool(valid)
        var errors = AttributeObject()
        for error in model.errors.all {
            let entry: AttributeValue = ["code": .string(error.code), "message": .string(error.message)]
            errors[error.attribute] = .array((errors[error.attribute]?.arrayValue ?? []) + [entry])
        }
        line["errors"] = .object(errors)
        line["refused"] = [
            "unsafe": .array(report.unsafe.map(AttributeValue.string)),
            "unknown": .array(report.unknown.map(AttributeValue.string)),
        ]
        line["attributes"] = .object(model.attributeValues)
        stdout.writeJSONLine(.object(line))
    }

    private mutating func reportUnreadable(_ reason: String, location: AttributeObject) {
        invalidCount += 1
        var line = location
        if line["record"] == nil { recordCount += 1; line["record"] = .int(recordCount) }
        line["valid"] = false
        line["error"] = .string(reason)
        stdout.writeJSONLine(.object(line))
    }
}
