import ModelValidation

/// Parses, assigns and validates one record and hands the outcome to a report: what `validate`
/// does with each record that ``RecordSplitter`` hands out.
///
/// It holds the schema's template and options, and the model it assigns each record into:
/// copies of it work on different records at the same time, each with its own model.
struct RecordProcessor: Sendable {
    /// The template every record is assigned into (its scenario is set).
    let template: DynamicModel
    /// Whether refused keys make a record invalid.
    let strict: Bool
    /// The language records are validated and reported in; `nil` for English.
    let language: MessageLanguage?
    /// The model of the record at hand, reset to the template for each record: a copy of the
    /// template per record shared its values, which the first write then copied.
    private var model: DynamicModel

    init(template: DynamicModel, strict: Bool, language: MessageLanguage?) {
        self.template = template
        self.strict = strict
        self.language = language
        model = template
    }

    /// Reports one record.
    mutating func process(_ event: RecordEvent, into report: inout ValidationReport) {
        switch event {
        case .unreadable(let reason, let location):
            report.unreadable(reason, at: location)
        case .bytes(let bytes, let location, let spansLines):
            do {
                try validate(bytes, at: location, into: &report)
            } catch {
                // A line of NDJSON holds no line break: its errors are on line 1 of its bytes.
                let (line, column) = location.position(ofLine: spansLines ? error.line : 1, column: error.column)
                var at = location
                at.line = line
                report.unreadable(Self.reason(error, column: column), at: at)
            }
        }
    }

    /// Parses, assigns and validates one record's bytes, in ``language`` when there is one.
    mutating func validate(_ bytes: UnsafeRawBufferPointer, at location: RecordLocation, into report: inout ValidationReport) throws(JSONParseError) {
        guard let language else { return try check(bytes, at: location, into: &report) }
        var failure: JSONParseError?
        MessageLanguage.$current.withValue(language) {
            do throws(JSONParseError) {
                try check(bytes, at: location, into: &report)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// Assigns one record's bytes member by member (no object is built), validates and
    /// reports it; a record that is not an object or repeats a key is parsed and checked as a
    /// value.
    private mutating func check(_ bytes: UnsafeRawBufferPointer, at location: RecordLocation, into report: inout ValidationReport) throws(JSONParseError) {
        model.reset(to: template)
        guard let refused = try model.assignMembers(json: bytes) else {
            check(try JSONReader.parse(bytes), at: location, into: &report)
            return
        }
        // Refused keys are reported with their values: only then is the object needed.
        let values = strict && refused.hasRefusedKeys ? try JSONReader.parseObject(bytes) : nil
        finish(refused: refused, values: values, at: location, into: &report)
    }

    /// Validates one parsed record and reports it.
    private mutating func check(_ record: AttributeValue, at location: RecordLocation, into report: inout ValidationReport) {
        guard case .object(let values) = record else {
            report.unreadable("expected a JSON object, got \(record.kindName)", at: location)
            return
        }
        model.reset(to: template)
        let refused = model.assign(values)
        finish(refused: refused, values: values, at: location, into: &report)
    }

    /// Validates an assigned record and reports it; in strict mode, refused keys make it
    /// invalid, with an error each (`values` holds the record's values for their messages).
    ///
    /// A validation that a ``ModelError`` stops (a rule using an attribute the model lacks:
    /// a schema refuses those, a model built otherwise may not) leaves the record without a
    /// verdict: it is reported unreadable, with the error, rather than invalid with no errors.
    private mutating func finish(refused: AssignmentReport, values: AttributeObject?,
                                 at location: RecordLocation, into report: inout ValidationReport) {
        var valid: Bool
        do {
            valid = try model.validate()
        } catch {
            report.unreadable("validation stopped: \(error)", at: location)
            return
        }
        if strict, refused.hasRefusedKeys {
            valid = false
            model.addErrors(for: refused, values: values)
        }
        report.record(model, valid: valid, refused: refused, at: location)
    }

    /// A parse error's reason and its column in the file's line (the line is given by the
    /// location).
    static func reason(_ error: JSONParseError, column: Int) -> String {
        RecordLocation.reason(error.reason, column: column)
    }
}
