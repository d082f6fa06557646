import Testing
import ModelValidation
@testable import ModelValidationCLI

/// Cases beyond the shared corpus where this package once disagreed with Yii2, each with the
/// result Yii2 gives (`Fixtures/oracle/regressions.ndjson`, produced with `Tools/yii-oracle`).
/// Every case must match exactly, through the same code path as `model-validate eval`.
struct OracleRegressionTests {
    static let file = "oracle/regressions.ndjson"

    static func cases() throws -> [AttributeValue] { try Fixture.ndjson(file) }

    @Test func everyCaseMatchesYii() throws {
        let cases = try Self.cases()
        #expect(!cases.isEmpty)
        for value in cases {
            let object = try #require(value.objectValue)
            let id = object["id"]?.stringValue ?? "?"
            let expected = try #require(object["expect"]?.objectValue)
            let actual = CaseRunner.run(value)
            let problems = ConformanceTests.problems(expected: expected, actual: actual)
            #expect(problems.isEmpty, "\(id): \(problems.joined(separator: "; "))")
            // As written, too: the sign of a zero double (-0.0) and the order of keys count.
            for field in ConformanceTests.fields {
                guard let want = expected[field] else { continue }
                let got = actual.objectValue?[field] ?? .null
                #expect(JSONWriter.string(got) == JSONWriter.string(want), "\(id): \(field)")
            }
        }
    }

    @Test func idsAreUnique() throws {
        let ids = try Self.cases().compactMap { $0.objectValue?["id"]?.stringValue }
        #expect(Set(ids).count == ids.count)
    }
}
