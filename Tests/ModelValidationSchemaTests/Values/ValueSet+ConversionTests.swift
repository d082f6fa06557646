import Testing
import ModelValidation
@testable import ModelValidationSchema

/// A typed model converts a document's values into its properties' types before the rules run,
/// so its exported schema must admit every value that converts into one the rules accept.
struct ValueSetConversionTests {
    enum Level: Int, AttributeConvertible { case low = 1, high = 2 }
    enum Color: String, AttributeConvertible { case red, blue }

    struct Settings: TypedModel {
        var count = 0
        var ratio = 0.0
        var flag = false
        var name = ""
        var level = Level.low
        var color = Color.red
        var sizes: [Int] = []
        var limit: Int? = nil
        var validation = ValidationState()
        static let attributes: AttributeTable<Settings> = [
            .attribute(\.count), .attribute(\.ratio), .attribute(\.flag), .attribute(\.name),
            .attribute(\.level), .attribute(\.color), .attribute(\.sizes), .attribute(\.limit),
        ]
        static let rules = try! RuleSet([
            Rule(["count"], "in", ["range": [1, 2, 3], "strict": true]),
            Rule(["ratio"], "number", ["min": 0.5, "max": 2]),
            Rule(["flag"], "compare", ["compareValue": true, "operator": "==="]),
            Rule(["name"], "string", ["min": 2]),
            Rule(["level"], "in", ["range": [2], "strict": true]),
            Rule(["color"], "in", ["range": ["blue"]]),
            Rule(["sizes"], "each", ["rule": ["type": "integer", "max": 10]]),
            Rule(["limit"], "integer", ["min": 1]),
        ])
    }

    @Test func theConversionsFollowThePropertyTypes() {
        let conversions = Settings.attributeConversions
        #expect(conversions[NameKey("count")] == .numeric)
        #expect(conversions[NameKey("ratio")] == .numeric)
        #expect(conversions[NameKey("flag")] == .boolean)
        #expect(conversions[NameKey("name")] == .identity)
        #expect(conversions[NameKey("level")] == .numeric)
        #expect(conversions[NameKey("color")] == .identity)
        #expect(conversions[NameKey("sizes")] == .list)
        #expect(conversions[NameKey("limit")] == .numeric)
    }

    @Test func everyDocumentValueTheTypedEngineAcceptsIsInTheSchema() throws {
        let exporter = JSONSchemaExporter(model: Settings())
        let resolved = try #require(Settings.rules.scenario(named: "default"))
        var acceptedCount = 0
        for attribute in Settings.attributes.names {
            let admitted = exporter.values(of: attribute, in: resolved).document
            for value in SchemaTesting.samples + ["2", "3", " 2", "1.5", "true", "blue", ["1", 2]] {
                var model = Settings()
                let report = model.assign([attribute: value])
                guard report.assigned == [attribute], try model.validate([attribute]) else { continue }
                acceptedCount += 1
                #expect(admitted.mayContain(value), "\(attribute): \(value)")
            }
        }
        // The engine accepts values of other JSON types than the rules' own: "2" for the
        // numeric count, "1" for the flag, 2.0 for the level.
        #expect(acceptedCount > 20)
    }

    @Test func aStringHoldingAnAllowedNumberPassesTheExportedSchema() throws {
        var model = Settings()
        model.assign(["count": "2"])
        #expect(try model.validate(["count"]))
        let export = try JSONSchemaExporter(model: Settings()).export()
        let count = try #require(export.document.objectValue?["properties"]?.objectValue?["count"])
        // Empty values skip the rule; any string may convert to an allowed number.
        #expect(JSONWriter.string(count) == #"{"title":"Count","anyOf":[{"type":["string","array","object","null"],"maxItems":0,"maxProperties":0},{"enum":[1,2,3]}]}"#)
    }
}
