import Testing
@testable import ModelValidation

struct ValidatableModelAssignmentTests {
    private func model() -> DynamicModel {
        makeModel(["email", "isAdmin", "note"], [
            Rule(["email"], "required"),
            Rule(["!isAdmin"], "safe"),
        ])
    }

    @Test func safeKeysAreAssignedAndOthersReported() {
        var model = model()
        let report = model.assign(["email": "a@b.co", "isAdmin": true, "note": "x", "foo": 1])
        #expect(report.assigned == ["email"])
        #expect(report.unsafe == ["isAdmin", "note"])
        #expect(report.unknown == ["foo"])
        #expect(model.value(of: "isAdmin") == .null)
        #expect(model.value(of: "note") == .null)
    }

    @Test func dynamicModelsWithOtherNamesGetTheirOwnSafeFlags() throws {
        let rules = try RuleSet([Rule(["email"], "required"), Rule(["!isAdmin"], "safe")])
        let template = DynamicModel(attributes: ["isAdmin", "email"], ruleSet: rules)
        for _ in 0..<2 {
            var copy = template
            let report = copy.assign(["email": "a@b.co", "isAdmin": true, "note": 1])
            #expect(report.assigned == ["email"])
            #expect(report.unsafe == ["isAdmin"])
            #expect(report.unknown == ["note"])
        }
        // Another list of names with the same rules: the flags follow the names, not positions.
        var other = DynamicModel(attributes: ["email", "note", "isAdmin"], ruleSet: rules)
        let report = other.assign(["isAdmin": true, "note": 1, "email": "c@d.co"])
        #expect(report.assigned == ["email"])
        #expect(report.unsafe == ["isAdmin", "note"])
        #expect(other.value(of: "email") == "c@d.co")
        #expect(other.value(of: "isAdmin") == .null)
        // A name defined later is resolved with the list it belongs to.
        var grown = template
        grown.defineAttribute("e\u{301}")
        grown.defineAttribute("é")
        #expect(grown.assign(["é": 1, "email": "x"]).unsafe == ["é"])
        #expect(rules.scenario(named: "default").map { $0.safeFlags(of: grown.attributeNames) } == [false, true, false, false])
    }

    @Test func anUnknownScenarioMakesEveryKnownKeyUnsafe() {
        var model = model()
        model.scenario = "nowhere"
        let report = model.assign(["email": "a@b.co", "foo": 1])
        #expect(report.assigned == [])
        #expect(report.unsafe == ["email"])
        #expect(report.unknown == ["foo"])
        #expect(model.assign(["email": "a@b.co"], safeOnly: false).assigned == ["email"])
        #expect(model.value(of: "email") == "a@b.co")
    }

    @Test func strictAssignmentWritesNothingWhenAKeyIsRefused() {
        var model = model()
        #expect(throws: AssignmentError.self) { try model.assign(["email": "a@b.co", "isAdmin": true], strict: true) }
        #expect(model.value(of: "email") == .null)
        do {
            try model.assign(["email": "a@b.co", "isAdmin": true], strict: true)
        } catch {
            #expect(error.report.unsafe == ["isAdmin"])
            #expect(error.description == "Refused keys (unsafe: isAdmin)")
        }
        #expect((try? model.assign(["email": "a@b.co"], strict: true))?.assigned == ["email"])
    }

    @Test func nonSafeModeAssignsEveryKnownAttribute() {
        var model = model()
        let report = model.assign(["isAdmin": true, "foo": 1], safeOnly: false)
        #expect(report.assigned == ["isAdmin"])
        #expect(report.unknown == ["foo"])
        #expect(model.value(of: "isAdmin") == true)
    }

    @Test func loadUsesTheFormName() {
        var model = model()
        #expect(model.load(["Other": ["email": "x"]]) == nil)
        #expect(model.load(["DynamicModel": ["email": "x"]])?.assigned == ["email"])
        #expect(model.load(["email": "y"], formName: "")?.assigned == ["email"])
        #expect(model.value(of: "email") == "y")
        #expect(model.load([:] as AttributeValue, formName: "") == nil)
        #expect(model.load("not an object", formName: "") == nil)
    }
}
