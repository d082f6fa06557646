import ModelValidation

/// A byte-exact record of a model after validation: its scenario, values, errors (attribute,
/// code, rendered message) and an assignment report, so that two runs can be compared.
enum ModelFingerprint {
    /// The fingerprint of `model` and of the report of the assignment that filled it.
    static func of(_ model: DynamicModel, report: AssignmentReport?) -> [UInt8] {
        var out: [UInt8] = Array(model.scenario.utf8)
        out.append(0)
        for (position, name) in model.attributeNames.enumerated() {
            out += name.utf8
            out.append(UInt8(ascii: "="))
            JSONWriter.write(model.value(atPosition: position) ?? .null, into: &out)
            out.append(0)
        }
        for error in model.errors.all {
            for part in [error.attribute, error.code, error.message] {
                out += part.utf8
                out.append(0)
            }
        }
        if let report {
            for (tag, list) in [("a", report.assigned), ("s", report.unsafe), ("u", report.unknown), ("i", report.invalid)] {
                out += tag.utf8
                for key in list { out += key.utf8; out.append(0) }
            }
        }
        return out
    }

    /// The refused keys of a report, as bytes, for comparing two reports.
    static func refused(_ report: AssignmentReport) -> [[UInt8]] {
        (report.unsafe.map { Array("s:\($0)".utf8) } + report.unknown.map { Array("u:\($0)".utf8) }).sorted { $0.lexicographicallyPrecedes($1) }
    }
}
