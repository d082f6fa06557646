import Testing
import ModelValidation
@testable import ModelValidationCLI

/// The JSON result line of a validated record, written straight into the output, against the
/// object it is the text of.
struct ValidationReportTests {
    /// The line as the object of its members, written by `JSONWriter`.
    static func expectedLine(_ model: DynamicModel, valid: Bool, refused: AssignmentReport, at location: RecordLocation,
                             record: Int) -> String {
        var line: AttributeObject = ["file": .string(location.file), "line": .int(location.line)]
        if let index = location.index { line["index"] = .int(index) }
        line["record"] = .int(record)
        line["valid"] = .bool(valid)
        var errors = AttributeObject()
        for error in model.errors.all {
            let path = error.path.description
            let entry: AttributeValue = ["code": .string(error.code), "message": .string(error.message)]
            errors[path] = .array((errors[path]?.arrayValue ?? []) + [entry])
        }
        line["errors"] = .object(errors)
        line["refused"] = [
            "unsafe": .array(refused.unsafePaths.map { .string($0.description) }),
            "unknown": .array(refused.unknownPaths.map { .string($0.description) }),
        ]
        line["attributes"] = .object(model.attributeValues)
        return JSONWriter.string(.object(line)) + "\n"
    }

    static func written(_ model: DynamicModel, valid: Bool, refused: AssignmentReport, at location: RecordLocation,
                        firstRecord: Int = 0) -> String {
        var report = ValidationReport(format: .json, summaryOnly: false, firstRecord: firstRecord)
        report.record(model, valid: valid, refused: refused, at: location)
        return String(decoding: report.output, as: UTF8.self)
    }

    @Test func errorsAreGroupedUnderTheirPathsInTheOrderTheyFirstFail() throws {
        var model = try DynamicModel(attributes: ["a", "é", "t"], rules: [])
        model["t"] = "line\nbreak \"quoted\" \\ tab\t, 東京 😀 and a long run of plain text"
        model["a"] = [1, 2.5, nil, ["k": true]]
        for attribute in ["a", "é", "a", "e\u{301}", "é", "a"] {
            model.addError(attribute, message: "\(attribute) is wrong: \"\u{1}\"")
        }
        var refused = AssignmentReport()
        refused.unsafe = ["x"]
        refused.unknown = ["y", "z\n"]
        let location = RecordLocation(file: "in \"put\".ndjson", line: 7, index: 3)
        let line = Self.written(model, valid: false, refused: refused, at: location, firstRecord: 41)
        #expect(line == Self.expectedLine(model, valid: false, refused: refused, at: location, record: 42))
        #expect(line.hasPrefix(#"{"file":"in \"put\".ndjson","line":7,"index":3,"record":42,"valid":false,"errors":{"a":[{"#))
    }

    @Test(arguments: [0, 1, 16, 17, 40])
    func manyPathsGroupAsFew(count: Int) throws {
        let names = (0..<max(count, 1)).map { "f\($0)" }
        var model = try DynamicModel(attributes: names, rules: [])
        for round in 0..<3 {
            for name in names.prefix(count) where round < 2 || name.hasSuffix("7") { model.addError(name, message: "m\(round)") }
        }
        let location = RecordLocation(file: "-", line: 1, index: nil)
        let line = Self.written(model, valid: count == 0, refused: AssignmentReport(), at: location)
        #expect(line == Self.expectedLine(model, valid: count == 0, refused: AssignmentReport(), at: location, record: 1))
    }

    @Test func groupsKeepPathsApartByTheirBytes() {
        let paths = ["b", "a", "b", "é", "e\u{301}", "a"]
        #expect(ErrorGroups(paths: paths).members == [[0, 2], [1, 5], [3], [4]])
        let many = (0..<20).map { "p\($0 % 18)" }
        #expect(ErrorGroups(paths: many).members == (0..<18).map { $0 < 2 ? [$0, $0 + 18] : [$0] })
        #expect(ErrorGroups(paths: []).members.isEmpty)
    }
}
