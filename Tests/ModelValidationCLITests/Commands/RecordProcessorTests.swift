import Testing
import ModelValidation
@testable import ModelValidationCLI

/// One record's way through `validate`: parsed, assigned, validated, reported.
struct RecordProcessorTests {
    /// The report's output after processing each record, one line per record.
    static func lines(_ records: [String], template: DynamicModel, strict: Bool = false) -> [String] {
        var processor = RecordProcessor(template: template, strict: strict, language: nil)
        var report = ValidationReport(format: .json, summaryOnly: false)
        for (index, record) in records.enumerated() {
            let bytes = Array(record.utf8)
            bytes.withUnsafeBytes { buffer in
                processor.process(.bytes(buffer, RecordLocation(file: "-", line: index + 1), spansLines: false),
                                  into: &report)
            }
        }
        return String(decoding: report.output, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// A model built without a schema may hold a rule that uses an attribute it lacks; its
    /// record has no verdict, and is reported with the error that stopped it, not as invalid
    /// with no errors.
    @Test func aValidationAModelErrorStopsIsReportedWithTheError() throws {
        let template = try DynamicModel(attributes: ["password"], rules: [Rule(["password"], "compare")])
        let lines = Self.lines([#"{"password": "x"}"#, #"{"password": "y"}"#], template: template)
        #expect(lines == [
            #"{"file":"-","line":1,"record":1,"valid":false,"error":"validation stopped: Unknown attribute: password_repeat"}"#,
            #"{"file":"-","line":2,"record":2,"valid":false,"error":"validation stopped: Unknown attribute: password_repeat"}"#,
        ])
    }

    /// The same model with the attribute it compares with reports verdicts as usual.
    @Test func aDeclaredComparedAttributeGivesAVerdict() throws {
        let template = try DynamicModel(attributes: ["password", "password_repeat"], rules: [
            Rule(["password"], "compare"), Rule(["password_repeat"], "safe"),
        ])
        let lines = Self.lines([#"{"password": "x", "password_repeat": "x"}"#, #"{"password": "x", "password_repeat": "y"}"#],
                               template: template)
        #expect(lines == [
            #"{"file":"-","line":1,"record":1,"valid":true,"errors":{},"refused":{"unsafe":[],"unknown":[]},"#
                + #""attributes":{"password":"x","password_repeat":"x"}}"#,
            #"{"file":"-","line":2,"record":2,"valid":false,"#
                + #""errors":{"password":[{"code":"compare.invalid","message":"Password must be equal to \"Password Repeat\"."}]},"#
                + #""refused":{"unsafe":[],"unknown":[]},"attributes":{"password":"x","password_repeat":"y"}}"#,
        ])
    }
    /// A refused key named `*`, in strict mode, is reported under its name as any other key:
    /// in `errors`, in `refused`, and in the text report; the totals count it under `*`.
    @Test func aRefusedKeyNamedStarIsReportedUnderItsName() throws {
        let template = try DynamicModel(attributes: ["name"], rules: [Rule(["name"], "required")])
        let record = #"{"name": "Ann", "*": 1, "items": [{"*": 2}]}"#
        #expect(Self.lines([record], template: template, strict: true) == [
            #"{"file":"-","line":1,"record":1,"valid":false,"errors":{"#
                + #""*":[{"code":"assignment.unknown","message":"* is not an attribute of the schema."}],"#
                + #""items":[{"code":"assignment.unknown","message":"Items is not an attribute of the schema."}]},"#
                + #""refused":{"unsafe":[],"unknown":["*","items"]},"attributes":{"name":"Ann"}}"#,
        ])
        var processor = RecordProcessor(template: template, strict: true, language: nil)
        var report = ValidationReport(format: .text, summaryOnly: false)
        Array(record.utf8).withUnsafeBytes { buffer in
            processor.process(.bytes(buffer, RecordLocation(file: "-", line: 1), spansLines: false), into: &report)
        }
        #expect(String(decoding: report.output, as: UTF8.self) == """
            -:1: invalid
              *: * is not an attribute of the schema. (assignment.unknown)
              items: Items is not an attribute of the schema. (assignment.unknown)

            """)
        #expect(report.totals.attributes == ["*": 1, "items": 1])
    }
}
