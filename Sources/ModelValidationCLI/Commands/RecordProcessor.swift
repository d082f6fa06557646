import ModelValidation

/// Parses, assigns and validates one record and hands the outcome to a report: what `validate`
/// does with each record that ``RecordSplitter`` hands out.
///
/// It holds only the schema's template and options, so copies of it can work on different
/// records at the same time.
struct RecordProcessor: Sendable {
    /// The template every record is assigned into (its scenario is set).
    let template: DynamicModel
    /// Whether refused keys make a record invalid.
    let strict: Bool
    /// The language records are validated and reported in; `nil` for English.
    let language: MessageLanguage?

    /// Reports one record.
    func process(_ event: RecordEvent, into report: inout ValidationReport) {
        switch event {
        case .unreadable(let reason, let location):
            report.unreadable(reason, at: location)
        case .bytes(let bytes, let location, let spansLines):
            do {
                validate(try JSONReader.parse(bytes), at: location, into: &report)
            } catch {
                var at = location
                if spansLines { at.line += error.line - 1 }
                report.unreadable(Self.reason(error), at: at)
            }
        }
    }

    /// Validates one parsed record, in ``language`` when there is one.
    func validate(_ record: AttributeValue, at location: RecordLocation, into report: inout ValidationReport) {
        guard let language else { check(record, at: location, into: &report); return }
        MessageLanguage.$current.withValue(language) { check(record, at: location, into: &report) }
    }

    /// Validates one parsed record and reports it.
    private func check(_ record: AttributeValue, at location: RecordLocation, into report: inout ValidationReport) {
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

    /// A parse error's reason and column (the line is given by the location).
    static func reason(_ error: JSONParseError) -> String {
        "\(error.reason) (column \(error.column))"
    }
}
