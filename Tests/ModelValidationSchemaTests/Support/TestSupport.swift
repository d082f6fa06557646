#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import ModelValidation
@testable import ModelValidationSchema

/// Helpers shared by the exporter's tests.
enum SchemaTesting {
    /// The repository's root, found from this file's path.
    static let packageRoot: String = {
        let file = #filePath
        let tests = file[..<file.firstRange(of: "/Tests/")!.lowerBound]
        return String(tests)
    }()

    /// A file of the repository parsed as JSON.
    static func json(_ relativePath: String) throws -> AttributeValue {
        guard let handle = fopen(packageRoot + "/" + relativePath, "rb") else {
            throw RuleError(.invalidRule, reason: "cannot open \(relativePath)")
        }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, handle)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return try JSONReader.parse(bytes)
    }

    /// The accepted set of one attribute under `rules`.
    static func accepted(_ rules: [Rule], attribute: String = "a", scenario: String = "default") throws -> (set: ValueSet, gaps: [SchemaGap]) {
        let ruleSet = try RuleSet(rules)
        let resolved = try #require(ruleSet.scenario(named: scenario))
        var reader = AttributeReader(attribute: attribute, scenario: scenario)
        let steps = resolved.activeRuleIndices.map { ruleSet.rules[$0] }.filter { $0.validates(attribute) }.map(AttributeReader.Step.rule)
        return (reader.read(steps), reader.gaps)
    }

    /// The JSON Schema of one attribute (its property object without the title).
    static func property(_ rules: [Rule], attribute: String = "a") throws -> AttributeValue {
        let export = try JSONSchemaExporter(ruleSet: try RuleSet(rules)).export()
        var property = try #require(export.document.objectValue?["properties"]?.objectValue?[attribute]?.objectValue)
        property["title"] = nil
        return .object(property)
    }

    /// Whether the engine accepts `value` for attribute `a` under `rules` (a data-form model
    /// whose other attributes stay `null`).
    static func engineAccepts(_ rules: [Rule], value: AttributeValue, attributes: [String] = ["a"]) throws -> Bool {
        var model = try DynamicModel(attributes: attributes, rules: rules)
        model.assign(["a": value])
        return (try? model.validate()) ?? false
    }

    /// Values of every JSON type, with the edge cases Yii's rules care about.
    static let samples: [AttributeValue] = {
        var values: [AttributeValue] = [
            .null, true, false, 0, 1, -1, 2, 5, 12, 13, 18, 42, 130, 131, 1000, -0.0, 0.5, 1.0, 1.5, 12.0, 1e20, -3.25,
            "", " ", "  ", "\t\n", "0", "1", "01", " 1", "1 ", "1.0", "1e0", "+1", "-1", "2", "5", "12", "13", "42", "0x1A",
            "abc", "ABC", "Abc1", "abc\n", "a", "ab", "abcdefgh", "Password1", "password", "user", "admin", "editor", "x y",
            "john@example.com", "john@example", "a@b.co\n", "http://example.com", "https://x.io/a?b", "example.com",
            "2024-01-05", "2024-1-5", "2024-02-30", "10.0.0.1", "é", "ü", "😀", "true", "yes", "on", "null",
            "0.0", "-0", " 42 ", "42abc", "1e3", ".5", "5.",
            .array([]), .object([:]), ["a"], [1, 2], [""], ["1", "x"], [.null], ["k": "v"], ["k": 1],
        ]
        values.append(.string(String(repeating: "a", count: 33)))
        values.append(.string(String(repeating: "b", count: 300)))
        return values
    }()
}
