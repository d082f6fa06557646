import Foundation
import ModelValidation

/// The prepared inputs of every measured path, the paths themselves and the agreement checks.
package struct BenchmarkSuite {
    /// The records and Yii2's verdicts.
    package let workload: Workload
    /// The records in the typed model (assigned once, outside the timing).
    let forms: [RegistrationForm]
    /// The records in dynamic models.
    let models: [DynamicModel]
    /// The records in the hand-written struct.
    let plain: [PlainRegistration]
    /// The NDJSON bytes, for `JSONDecoder` and `JSONSerialization`.
    let data: Data
    let regexChecks = RegexChecks()
    let byteChecks = ByteLevelChecks()
    let decoder = JSONDecoder()
    /// Whether Yii2 found each record valid.
    package let valid: [Bool]
    /// Whether the `trim` filter rewrites a value of each record (its bio has surrounding space).
    package let filtered: [Bool]
    /// The model the end-to-end path assigns each record into, reset to the template for each
    /// one, as `model-validate validate` does (one model per job).
    let endToEndModel: ScratchModel

    /// Prepares every path's input from the workload.
    package init(workload: Workload) {
        self.workload = workload
        // Each validate-only path gets its own copy of the records, parsed afresh line by line as
        // a server would have them: the strings of one record lie together in memory, the
        // parsed object is freed. Built alike for every path, so that no path reads its strings
        // from a more scattered heap than another (that alone moved the byte-level baseline by
        // a factor of two).
        forms = workload.lines.indices.map { i in
            var form = RegistrationForm()
            form.assign(workload.parseRecord(i))
            return form
        }
        models = workload.lines.indices.map { i in
            var model = workload.template
            model.assign(workload.parseRecord(i))
            return model
        }
        plain = workload.lines.indices.map { i in PlainRegistration(workload.parseRecord(i)) }
        data = Data(workload.bytes)
        valid = workload.expected.map(\.valid)
        endToEndModel = ScratchModel(workload.template)
        filtered = workload.records.map { record in
            guard case .string(let bio)? = record["bio"], let first = bio.utf8.first, let last = bio.utf8.last else { return false }
            return ByteScanners.isTrimmed(first) || ByteScanners.isTrimmed(last)
        }
    }

    // MARK: - The measured paths (each returns 1 for an invalid record, 0 for a valid one)

    /// A measured path: its key for `--profile` and the JSON line, its name in the table, and
    /// what it does with record `i`.
    package struct Path {
        /// The key (`typed`, `honestTyped`, ...).
        package let key: String
        /// The name in the table.
        package let name: String
        /// Processes record `i`; returns 1 for an invalid record, 0 for a valid one.
        package let body: (Int) -> Int
    }

    /// Every path, in the table's order.
    package var paths: [Path] {
        [
            Path(key: "honestTyped", name: "hand-written byte-level checks on a struct", body: honestTyped),
            Path(key: "handTyped", name: "hand-written ifs + Regex on a struct", body: handTyped),
            Path(key: "typed", name: "engine, typed model, validate only", body: typed),
            Path(key: "dynamic", name: "engine, DynamicModel, validate only", body: dynamic),
            Path(key: "honestAssign", name: "hand-written: dictionary -> struct + byte-level checks", body: honestAssign),
            Path(key: "handAssign", name: "hand-written: dictionary -> struct + ifs + Regex", body: handAssign),
            Path(key: "assign", name: "engine, assign from dictionary + validate", body: assignAndValidate),
            Path(key: "honestSerialization", name: "JSONSerialization + byte-level checks, NDJSON bytes -> verdict", body: honestSerialization),
            Path(key: "honestDecoder", name: "JSONDecoder + byte-level checks, NDJSON bytes -> verdict", body: honestDecoder),
            Path(key: "jsonDecoder", name: "JSONDecoder + ifs + Regex, NDJSON bytes -> verdict", body: handDecoder),
            Path(key: "endToEnd", name: "engine, NDJSON bytes -> verdict", body: endToEnd),
        ]
    }

    func typed(_ i: Int) -> Int {
        var form = forms[i]
        return (try? form.validate()) == true ? 0 : 1
    }

    func dynamic(_ i: Int) -> Int {
        var model = models[i]
        return (try? model.validate()) == true ? 0 : 1
    }

    func assignAndValidate(_ i: Int) -> Int {
        var model = workload.template
        model.assign(workload.records[i])
        return (try? model.validate()) == true ? 0 : 1
    }

    func endToEnd(_ i: Int) -> Int {
        let model = endToEndModel.pointer
        model.pointee.reset(to: workload.template)
        guard assignLine(i, to: &model.pointee) else { return 1 }
        return (try? model.pointee.validate()) == true ? 0 : 1
    }

    /// What `model-validate validate` does with a line before validating it, into a copy of
    /// the template: massive assignment straight from the bytes (`false`: not a JSON object).
    private func assignLine(_ i: Int, to model: inout DynamicModel) -> Bool {
        let range = workload.lines[i]
        return workload.bytes.withUnsafeBytes { raw in
            (try? model.assign(json: UnsafeRawBufferPointer(rebasing: raw[range]))) != nil
        }
    }

    func honestTyped(_ i: Int) -> Int {
        var form = plain[i]
        return byteChecks.validate(&form).isEmpty ? 0 : 1
    }

    func honestAssign(_ i: Int) -> Int {
        var form = PlainRegistration(workload.records[i])
        return byteChecks.validate(&form).isEmpty ? 0 : 1
    }

    func honestSerialization(_ i: Int) -> Int {
        guard var form = serializedForm(i) else { return 1 }
        return byteChecks.validate(&form).isEmpty ? 0 : 1
    }

    private func serializedForm(_ i: Int) -> PlainRegistration? {
        guard let object = try? JSONSerialization.jsonObject(with: data[workload.lines[i]]) as? [String: Any] else { return nil }
        return PlainRegistration(serialized: object)
    }

    func honestDecoder(_ i: Int) -> Int {
        guard var form = try? decoder.decode(DecodedRegistration.self, from: data[workload.lines[i]]).form else { return 1 }
        return byteChecks.validate(&form).isEmpty ? 0 : 1
    }

    func handTyped(_ i: Int) -> Int { regexChecks.check(plain[i]).isEmpty ? 0 : 1 }

    func handAssign(_ i: Int) -> Int { regexChecks.check(PlainRegistration(workload.records[i])).isEmpty ? 0 : 1 }

    func handDecoder(_ i: Int) -> Int {
        guard let decoded = try? decoder.decode(DecodedRegistration.self, from: data[workload.lines[i]]) else { return 1 }
        return regexChecks.check(decoded.form).isEmpty ? 0 : 1
    }

    /// The failures (error entries) of an invalid record on the typed path, on average.
    package func failuresPerInvalidRecord() -> Double {
        var failures = 0, invalid = 0
        for i in forms.indices where !valid[i] {
            var form = forms[i]
            _ = try? form.validate()
            failures += form.errors.count
            invalid += 1
        }
        return Double(failures) / Double(max(invalid, 1))
    }

    // MARK: - Agreement

    /// The first record on which a path, the engine's or a hand-written one, disagrees with
    /// Yii2 (valid or not, and which attributes failed), described; `nil` if none.
    package func firstDisagreement() -> String? {
        for i in workload.records.indices {
            let expected = workload.expected[i]
            for (path, verdict) in verdicts(i) where verdict != expected {
                let line = String(decoding: workload.bytes[workload.lines[i]], as: UTF8.self)
                return "record \(i) (\(path)): Yii2 says \"\(expected.text)\", the path says \"\(verdict.text)\"\n  \(line)"
            }
        }
        return nil
    }

    /// Every path's verdict on record `i`.
    func verdicts(_ i: Int) -> [(String, Verdict)] {
        var form = forms[i]
        var model = models[i]
        var assigned = workload.template
        assigned.assign(workload.records[i])
        // The end-to-end path's own model, reset record after record as the path does.
        let parsed = endToEndModel.pointer
        parsed.pointee.reset(to: workload.template)
        let parsedIsObject = assignLine(i, to: &parsed.pointee)
        let unreadable = Verdict(failed: ["(unreadable line)"])
        func honest(_ form: PlainRegistration?) -> Verdict {
            guard var form else { return unreadable }
            return Verdict(failed: byteChecks.validate(&form).fields.map(\.name))
        }
        let decoded = try? decoder.decode(DecodedRegistration.self, from: data[workload.lines[i]]).form
        return [
            ("typed", Self.verdict(&form)),
            ("dynamic", Self.verdict(&model)),
            ("assign", Self.verdict(&assigned)),
            ("endToEnd", parsedIsObject ? Self.verdict(&parsed.pointee) : unreadable),
            ("honestTyped", honest(plain[i])),
            ("honestAssign", honest(PlainRegistration(workload.records[i]))),
            ("honestSerialization", honest(serializedForm(i))),
            ("honestDecoder", honest(decoded)),
            ("handTyped", Verdict(failed: regexChecks.check(plain[i]).map(\.field.name))),
            ("jsonDecoder", decoded.map { Verdict(failed: regexChecks.check($0).map(\.field.name)) } ?? unreadable),
        ]
    }

    private static func verdict<M: ValidatableModel>(_ model: inout M) -> Verdict {
        do {
            _ = try model.validate()
        } catch {
            return Verdict(failed: ["(\(error))"])
        }
        return Verdict(failed: Array(Set(model.errors.attributes)))
    }
}

/// A model kept from one record to the next (a pointer to it, so that the measured paths, which
/// do not mutate the suite, can write it without an exclusivity check per access).
final class ScratchModel {
    let pointer: UnsafeMutablePointer<DynamicModel>

    init(_ template: DynamicModel) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: template)
    }

    deinit {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }
}
