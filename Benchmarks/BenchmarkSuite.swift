import Foundation
import ModelValidation

/// The prepared inputs of every measured path, the agreement checks and the measurements.
struct BenchmarkSuite {
    let workload: Workload
    let quick: Bool
    /// The records in the typed model (assigned once, outside the timing).
    let forms: [RegistrationForm]
    /// The records in dynamic models.
    let models: [DynamicModel]
    /// The records in the hand-written struct.
    let plain: [PlainRegistration]
    /// The NDJSON bytes, for `JSONDecoder`.
    let data: Data
    let checks = HandWrittenChecks()
    /// Whether Yii2 found each record valid.
    let valid: [Bool]
    /// Whether the `trim` filter rewrites a value of each record (its bio has surrounding space).
    let filtered: [Bool]

    init(workload: Workload, quick: Bool) {
        self.workload = workload
        self.quick = quick
        forms = workload.records.map { record in
            var form = RegistrationForm()
            form.assign(record)
            return form
        }
        models = workload.records.map { record in
            var model = workload.template
            model.assign(record)
            return model
        }
        plain = workload.records.map(PlainRegistration.init)
        data = Data(workload.bytes)
        valid = workload.expected.map(\.valid)
        filtered = workload.records.map { record in
            guard case .string(let bio)? = record["bio"], let first = bio.utf8.first, let last = bio.utf8.last else { return false }
            let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0x00, 0x0B]
            return space.contains(first) || space.contains(last)
        }
    }

    // MARK: - The measured paths (each returns 1 for an invalid record, 0 for a valid one)

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
        guard var model = endToEndModel(i) else { return 1 }
        return (try? model.validate()) == true ? 0 : 1
    }

    private func endToEndModel(_ i: Int) -> DynamicModel? {
        let range = workload.lines[i]
        let parsed = workload.bytes.withUnsafeBytes { raw in
            try? JSONReader.parse(UnsafeRawBufferPointer(rebasing: raw[range]))
        }
        guard case .object(let values)? = parsed else { return nil }
        var model = workload.template
        model.assign(values)
        return model
    }

    func handTyped(_ i: Int) -> Int { checks.check(plain[i]).isEmpty ? 0 : 1 }

    func handAssign(_ i: Int) -> Int { checks.check(PlainRegistration(workload.records[i])).isEmpty ? 0 : 1 }

    func handDecoder(_ decoder: JSONDecoder, _ i: Int) -> Int {
        let range = workload.lines[i]
        guard let decoded = try? decoder.decode(DecodedRegistration.self, from: data[range]) else { return 1 }
        return checks.check(decoded.form).isEmpty ? 0 : 1
    }

    // MARK: - Agreement

    /// The first record on which an engine path disagrees with Yii2, described; `nil` if none.
    func firstDisagreement() -> String? {
        for i in workload.records.indices {
            let expected = workload.expected[i]
            var form = forms[i]
            var model = models[i]
            var assigned = workload.template
            assigned.assign(workload.records[i])
            var parsed = endToEndModel(i)
            let outcomes: [(String, Verdict)] = [
                ("typed", Self.verdict(&form)),
                ("dynamic", Self.verdict(&model)),
                ("assign", Self.verdict(&assigned)),
                ("end to end", parsed.map { _ in Self.verdict(&parsed!) } ?? Verdict(failed: ["(unreadable line)"])),
            ]
            for (path, verdict) in outcomes where verdict != expected {
                let line = String(decoding: workload.bytes[workload.lines[i]], as: UTF8.self)
                return "record \(i) (\(path)): Yii2 says \"\(expected.text)\", the engine says \"\(verdict.text)\"\n  \(line)"
            }
        }
        return nil
    }

    /// Records on which a hand-written baseline disagrees with Yii2 (they should not).
    func baselineDisagreements() -> [String] {
        let decoder = JSONDecoder()
        var found: [String] = []
        for i in workload.records.indices {
            let expected = workload.expected[i]
            let typed = Verdict(failed: checks.check(plain[i]).map(\.field.name))
            let decoded = (try? decoder.decode(DecodedRegistration.self, from: data[workload.lines[i]]))
                .map { Verdict(failed: checks.check($0.form).map(\.field.name)) } ?? Verdict(failed: ["(undecodable)"])
            if typed != expected { found.append("record \(i) (plain ifs): \"\(typed.text)\" vs Yii2 \"\(expected.text)\"") }
            if decoded != expected { found.append("record \(i) (JSONDecoder): \"\(decoded.text)\" vs Yii2 \"\(expected.text)\"") }
        }
        return found
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
