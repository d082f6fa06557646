import ModelValidation

/// Reads records from one input at a time, validates each and hands it to the report.
///
/// An input is a JSON array of records (split element by element without parsing the whole
/// array), one or more JSON documents written over several lines, or NDJSON. A record that
/// cannot be read becomes an "unreadable" entry naming its file and line; the run continues.
struct RecordValidator {
    /// The template every record is assigned into (its scenario is set).
    let template: DynamicModel
    /// Whether refused keys make a record invalid.
    let strict: Bool
    /// The longest record, in bytes, that is read; longer ones are reported, not held.
    let maxRecordSize: Int
    /// The language records are validated and reported in; `nil` for English.
    var language: MessageLanguage?
    /// Where results go.
    var report: ValidationReport
    /// Called after each record with the bytes read so far in the current input.
    var onProgress: (_ records: Int, _ bytesRead: Int) -> Void = { _, _ in }

    /// Reads one input to its end.
    ///
    /// - Throws: ``InputError`` when the input cannot be read at all.
    mutating func validateStream<Input: ByteInput>(_ reader: LineReader<Input>, name: String) throws(InputError) {
        var reader = reader
        reader.maxLineLength = maxRecordSize
        guard let first = try reader.peekNonWhitespace() else { return }
        if first == UInt8(ascii: "[") {
            try validateArray(&reader, name: name)
            return
        }
        // A first line over the limit is not parsed (nor held): the input is read as NDJSON and
        // the line is skipped as too long.
        if first == UInt8(ascii: "{"),
           case .failed? = try reader.peekLine({ LineOutcome($0) }, tooLong: { LineOutcome.tooLong($0) }) {
            // Not NDJSON: documents written over several lines.
            try validateValues(&reader, name: name)
            return
        }
        while true {
            let outcome = try reader.nextLine({ LineOutcome($0) }, tooLong: { LineOutcome.tooLong($0) })
            guard let outcome else { break }
            let location = RecordLocation(file: name, line: reader.lineNumber)
            switch outcome {
            case .blank: continue
            case .parsed(let value): validate(value, at: location)
            case .failed(let error): report.unreadable(Self.reason(error), at: location)
            case .tooLong(let length): report.unreadable(tooLongReason(length), at: location)
            }
            onProgress(report.records, reader.bytesRead)
        }
    }

    /// Reads the elements of a top-level array one at a time.
    private mutating func validateArray<Input: ByteInput>(_ reader: inout LineReader<Input>, name: String) throws(InputError) {
        reader.skipByte()
        var index = 0
        while true {
            guard let next = try reader.peekNonWhitespace() else {
                report.unreadable("unexpected end of input: the array is not closed", at: RecordLocation(file: name, line: reader.lineNumber + 1))
                return
            }
            if next == UInt8(ascii: "]"), index == 0 { reader.skipByte(); break }
            guard try readValue(&reader, name: name, index: index) else { return }
            index += 1
            let line = reader.lineNumber + 1
            switch try reader.peekNonWhitespace() {
            case UInt8(ascii: ",")?:
                reader.skipByte()
                if try reader.peekNonWhitespace() == UInt8(ascii: "]") {
                    report.unreadable("trailing comma after the last element", at: RecordLocation(file: name, line: line))
                    return
                }
            case UInt8(ascii: "]")?:
                reader.skipByte()
                try expectEnd(&reader, name: name)
                return
            case nil:
                report.unreadable("unexpected end of input: the array is not closed", at: RecordLocation(file: name, line: reader.lineNumber + 1))
                return
            default:
                report.unreadable("expected ',' or ']' after element \(index - 1)", at: RecordLocation(file: name, line: reader.lineNumber + 1))
                return
            }
        }
        try expectEnd(&reader, name: name)
    }

    /// Reads documents written one after another (each may span lines) until the end.
    private mutating func validateValues<Input: ByteInput>(_ reader: inout LineReader<Input>, name: String) throws(InputError) {
        while try reader.peekNonWhitespace() != nil {
            guard try readValue(&reader, name: name, index: nil) else { return }
        }
    }

    /// Reads, parses and validates one value; returns `false` when reading must stop (the value
    /// ran to the end of the input unfinished).
    private mutating func readValue<Input: ByteInput>(_ reader: inout LineReader<Input>, name: String, index: Int?) throws(InputError) -> Bool {
        guard let (outcome, line) = try reader.nextValue({ LineOutcome($0) }, tooLong: { LineOutcome.tooLong($0) }) else {
            return false
        }
        let location = RecordLocation(file: name, line: line, index: index)
        defer { onProgress(report.records, reader.bytesRead) }
        switch outcome {
        case .blank: return true
        case .parsed(let value): validate(value, at: location)
        case .failed(let error):
            report.unreadable(Self.reason(error), at: RecordLocation(file: name, line: line + error.line - 1, index: index))
            return !reader.isAtEnd
        case .tooLong(let length): report.unreadable(tooLongReason(length), at: location)
        }
        return true
    }

    private mutating func expectEnd<Input: ByteInput>(_ reader: inout LineReader<Input>, name: String) throws(InputError) {
        if try reader.peekNonWhitespace() != nil {
            report.unreadable("unexpected data after the closing ']'", at: RecordLocation(file: name, line: reader.lineNumber + 1))
        }
    }

    /// Validates one parsed record, in ``language`` when there is one.
    mutating func validate(_ record: AttributeValue, at location: RecordLocation) {
        guard let language else { check(record, at: location); return }
        MessageLanguage.$current.withValue(language) { check(record, at: location) }
    }

    /// Validates one parsed record and reports it.
    private mutating func check(_ record: AttributeValue, at location: RecordLocation) {
        guard case .object(let values) = record else {
            report.unreadable("expected a JSON object, got \(record.kindName)", at: location)
            return
        }
        var model = template
        let refused = model.assign(values)
        var valid = (try? model.validate()) ?? false
        if strict, refused.hasRefusedKeys {
            valid = false
            model.addErrors(for: refused, values: values)
        }
        report.record(model, valid: valid, refused: refused, at: location)
    }

    private func tooLongReason(_ length: Int) -> String {
        "record of \(length) bytes exceeds the limit of \(maxRecordSize) bytes"
    }

    /// A parse error's reason and column (the line is given by the location).
    static func reason(_ error: JSONParseError) -> String {
        "\(error.reason) (column \(error.column))"
    }
}
