import Foundation
import ModelValidation

/// The registration workload: the rules, the NDJSON bytes, the records parsed from them and the
/// verdicts Yii2 gave.
package struct Workload {
    /// The rule set built from `registration-rules.json`.
    package let ruleSet: RuleSet
    /// A model in scenario `register` with every declared attribute, copied per record.
    package let template: DynamicModel
    /// The bytes of `data.ndjson`.
    package let bytes: [UInt8]
    /// Each record's line in ``bytes`` (without the newline).
    package let lines: [Range<Int>]
    /// The records, parsed once.
    package let records: [AttributeObject]
    /// Yii2's verdict for each record.
    package let expected: [Verdict]

    /// The scenario the workload runs in.
    package static let scenario = "register"

    /// Loads the workload.
    ///
    /// - Parameters:
    ///   - data: The folder the generator wrote (`data.ndjson`).
    ///   - fixtures: The folder with `registration-rules.json` and `yii2-verdicts.txt`.
    ///   - limit: Read only the first `limit` records (for profiling).
    ///   - verdict: Keep only the records Yii2 found valid (`true`) or invalid (`false`), in
    ///     their order, so that each kind can be measured alone; `limit` then counts the records
    ///     kept. `nil` keeps every record.
    package init(data: String, fixtures: String, limit: Int? = nil, verdict: Bool? = nil) throws {
        let schema = try JSONReader.parse(Self.read("\(fixtures)/registration-rules.json"))
        guard case .object(let object) = schema,
              let attributes = object["attributes"]?.arrayValue?.compactMap(\.stringValue),
              case .object(let scenarioObject)? = object["scenarios"], let rules = object["rules"]
        else { throw WorkloadError("registration-rules.json: expected attributes, scenarios and rules") }
        var scenarios = ScenarioMap()
        for (name, list) in zip(scenarioObject.keys, scenarioObject.values) {
            scenarios[name] = list.arrayValue?.compactMap(\.stringValue) ?? []
        }
        ruleSet = try RuleSet(json: rules, scenarios: scenarios)
        var template = DynamicModel(attributes: attributes, ruleSet: ruleSet)
        template.scenario = Self.scenario
        self.template = template

        let bytes = try Self.read("\(data)/data.ndjson")
        self.bytes = bytes
        // With a verdict to keep, every line is read: which ones are kept is known only from
        // the verdicts.
        let lineLimit = verdict == nil ? limit : nil
        var lines: [Range<Int>] = []
        var start = 0
        while start < bytes.count, lines.count < lineLimit ?? .max {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            if end > start { lines.append(start..<end) }
            start = end + 1
        }

        let verdictText = String(decoding: try Self.read("\(fixtures)/yii2-verdicts.txt"), as: UTF8.self)
        var expected: [Verdict] = []
        for line in verdictText.split(separator: "\n").prefix(lines.count) {
            guard let (index, parsed) = Verdict.parse(line: line), index == expected.count else {
                throw WorkloadError("yii2-verdicts.txt: bad line \"\(line)\"")
            }
            expected.append(parsed)
        }
        guard expected.count == lines.count else {
            throw WorkloadError("\(lines.count) records but \(expected.count) Yii2 verdicts")
        }
        if let verdict {
            let kept = expected.indices.filter { expected[$0].valid == verdict }.prefix(limit ?? .max)
            lines = kept.map { lines[$0] }
            expected = kept.map { expected[$0] }
        }
        // Nothing to measure (an empty limit, or no record of the verdict kept): every
        // per-record figure would divide by zero.
        guard !lines.isEmpty else {
            throw WorkloadError("no records to measure\(verdict.map { $0 ? " (valid ones asked for)" : " (invalid ones asked for)" } ?? "")")
        }
        self.lines = lines
        self.expected = expected
        records = try lines.map { range in
            guard case .object(let record) = try JSONReader.parse(bytes[range]) else {
                throw WorkloadError("data.ndjson: a line is not an object")
            }
            return record
        }
    }

    /// Parses record `i` again from its line (a new copy of its values; ``records`` holds the
    /// copy parsed when the workload was loaded).
    package func parseRecord(_ i: Int) -> AttributeObject {
        guard case .object(let record)? = try? JSONReader.parse(bytes[lines[i]]) else {
            preconditionFailure("line \(i) was read as an object when the workload was loaded")
        }
        return record
    }

    private static func read(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else { throw WorkloadError("cannot read \(path)") }
        return [UInt8](data)
    }
}

/// A problem with the workload files.
struct WorkloadError: Error, CustomStringConvertible {
    /// What is wrong.
    let description: String
    init(_ description: String) { self.description = description }
}
