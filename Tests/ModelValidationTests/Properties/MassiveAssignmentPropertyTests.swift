import AssignmentProperties
import Testing
import ModelValidation

/// Massive assignment against an independent model of Yii's rules (`Tests/AssignmentProperties`):
/// 10,000 random trials here, a million with `swift run -c release assignment-properties`.
struct MassiveAssignmentPropertyTests {
    @Test func tenThousandTrialsAgreeWithYii() {
        let failures = PropertyRun.run(trials: 10_000, seed: 2024)
        for failure in failures { Issue.record("\(failure)") }
        #expect(failures.isEmpty)
    }

    /// The model itself, on cases worked out by hand from Yii's code.
    @Test func theModelDerivesScenariosAsYiiDoes() {
        let schema = SchemaCase(attributes: ["a", "b", "c"], rules: [
            RuleCase(attributes: ["a", "!b"]),
            RuleCase(attributes: ["b", "c"], on: ["s"], except: ["s"]),
            RuleCase(attributes: ["c"], except: ["default"]),
        ], scenarios: nil)
        #expect(YiiModel.safeAttributes(schema, scenario: "default") == ["a"])
        #expect(YiiModel.activeAttributes(schema, scenario: "default") == ["a", "b"])
        #expect(YiiModel.safeAttributes(schema, scenario: "s") == ["a", "c"])
        #expect(YiiModel.activeAttributes(schema, scenario: "s") == ["a", "b", "b", "c"])
        #expect(YiiModel.safeAttributes(schema, scenario: "t").isEmpty)
    }

    /// A failure names its seed and prints a reproduction that builds the model.
    @Test func reproductionsAreSwiftCode() {
        var generator = CaseGenerator(seed: 7)
        let trial = generator.trial()
        let code = PropertyRun.swiftCode(trial)
        #expect(code.hasPrefix("var model = try DynamicModel(attributes: ["))
        #expect(code.contains("model.scenario = "))
        #expect(PropertyRun.compare(trial) == nil)
    }
}
