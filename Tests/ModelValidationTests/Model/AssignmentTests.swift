import Testing
@testable import ModelValidation

struct AssignmentTests {
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
