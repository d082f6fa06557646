import Testing
import ModelValidation
@testable import ModelValidationSchema

/// The steps of an attribute follow the engine's order: a rule checks its attributes in the
/// scenario's order, and a date rule writing its timestampAttribute from another attribute does
/// so where that attribute comes.
struct RuleSetStepsTests {
    static func steps(_ attributes: [String], _ rules: [Rule], for attribute: String) throws -> [String] {
        let ruleSet = try RuleSet(rules)
        let scenario = try #require(try DynamicModel(attributes: attributes, rules: rules).ruleSet.scenario(named: "default"))
        return ruleSet.steps(for: attribute, in: scenario).map { step in
            switch step {
            case .rule(let rule): "rule #\(rule.index)"
            case .overwrite(let rule): "overwrite #\(rule.index)"
            }
        }
    }

    static let writer = Rule(["c", "b"], "date", ["format": "php:d.m.Y", "timestampAttribute": "b"], skipOnEmpty: false)

    @Test func aTimestampWrittenFromAnEarlierAttributeComesBeforeTheCheck() throws {
        #expect(try Self.steps(["c", "b"], [Self.writer], for: "b") == ["overwrite #0", "rule #0"])
        #expect(try Self.steps(["c", "b"], [Rule(["b", "c"], "date", ["format": "php:d.m.Y", "timestampAttribute": "b"])], for: "b")
            == ["rule #0", "overwrite #0"])
        #expect(try Self.steps(["c", "b"], [Self.writer], for: "c") == ["rule #0"])
        #expect(try Self.steps(["a"], [Rule(["a", "!a"], "string")], for: "a") == ["rule #0", "rule #0"])
    }

    /// Validating `c` first writes `null` into `b` (an empty `c`), so the date check of `b` sees
    /// `null` and any document value of `b` passes; the schema said `b` had to be a date.
    @Test func theValueAnEarlierAttributeWroteIsWhatTheCheckSees() throws {
        var model = try DynamicModel(attributes: ["c", "b"], rules: [Self.writer])
        model.assign(["c": "", "b": "not a date"])
        #expect(try model.validate())
        let export = try JSONSchemaExporter(ruleSet: try RuleSet([Self.writer])).export()
        let properties = try #require(export.document.objectValue?["properties"]?.objectValue)
        #expect(properties["b"] == ["title": "B"])
        #expect(export.gaps.map(\.description) == [
            "c: rule #0 date: only the types are expressed: the date format is not",
            "b: rule #0 date: only the types are expressed: the date format is not",
            "b: rule #0 date: it checks the value rule #0 (date) writes into b; not expressed",
        ])
    }
}
