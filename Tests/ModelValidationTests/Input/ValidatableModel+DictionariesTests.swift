import Foundation
import Testing
import ModelValidation

private struct BodyForm: TypedModel {
    var email = ""
    var age: Int? = nil
    var newsletter = false
    var score: Double? = nil
    var tags: [String] = []
    var isAdmin = false
    var validation = ValidationState()
    static let attributes: AttributeTable<BodyForm> = [
        .attribute(\.email), .attribute(\.age), .attribute(\.newsletter),
        .attribute(\.score), .attribute(\.tags), .attribute(\.isAdmin),
    ]
    static let rules = try! RuleSet(for: BodyForm.self) {
        Validate(\.email, .required, .email)
        Validate(\.age, .integer(min: 18))
        Validate([\.newsletter, \.score, \.tags], .safe)
    }
}

/// A value with no attribute value.
private struct Opaque {}

struct ValidatableModelDictionariesTests {
    @Test func jsonSerializationBodyIsAssignedWithItsTypes() throws {
        var model = BodyForm()
        let body = serialized(#"{"tags": ["b", "a"], "score": 7.5, "newsletter": true, "age": 21, "email": "ann@example.com"}"#)
        let report = model.assign(body)
        #expect(report.assigned == ["age", "email", "newsletter", "score", "tags"])
        #expect(report.invalid.isEmpty)
        #expect(model.age == 21)
        #expect(model.newsletter == true)
        #expect(model.score == 7.5)
        #expect(model.tags == ["b", "a"])
        #expect(try model.validate())
    }

    @Test func aFoundationIntegerIsNotABoolean() throws {
        // `1` casts to Bool on Linux; converted, it is an integer, which a Bool attribute takes
        // as true, and a dynamic model keeps as 1.
        var dynamic = try DynamicModel(attributes: ["flag", "count"], rules: [Rule(["flag", "count"], "safe")])
        dynamic.assign(serialized(#"{"flag": true, "count": 1}"#))
        #expect(dynamic.value(of: "flag") == .bool(true))
        #expect(dynamic.value(of: "count") == .int(1))
        dynamic.assign(serialized(#"{"flag": null, "count": 2.5}"#))
        #expect(dynamic.value(of: "flag") == .null)
        #expect(dynamic.value(of: "count") == .double(2.5))
    }

    @Test func refusedKeysAreReportedInSortedOrder() {
        var model = BodyForm()
        let report = model.assign(serialized(#"{"zip": "1", "isAdmin": true, "email": "a@b.co", "extra": 1}"#))
        #expect(report.assigned == ["email"])
        #expect(report.unsafe == ["isAdmin"])
        #expect(report.unknown == ["extra", "zip"])
        #expect(model.isAdmin == false)
    }

    @Test func aValueOfTheWrongTypeIsAnInvalidTypeError() throws {
        var model = BodyForm()
        let report = model.assign(serialized(#"{"email": "ann@example.com", "age": "twenty"}"#))
        #expect(report.assigned == ["email"])
        #expect(report.invalid == ["age"])
        #expect(try model.validate() == false)
        #expect(model.errors["age"].map(\.code) == ["attribute.invalidType"])
        #expect(model.errors["age"].map(\.message) == ["Age is invalid."])
    }

    @Test func aValueThatDoesNotConvertIsAnInvalidTypeErrorNeverACrash() throws {
        var model = BodyForm()
        let report = model.assign(["email": "ann@example.com", "age": Opaque(), "tags": [1, Opaque()] as [Any], "nope": Opaque()] as [String: Any])
        #expect(report.assigned == ["email"])
        #expect(report.invalid == ["age", "tags"])
        #expect(report.unknown == ["nope"])
        #expect(try model.validate() == false)
        #expect(model.errors["age"].map(\.code) == ["attribute.invalidType"])
        #expect(model.errors["age"].first?.arguments["value"] == .null)
        #expect(model.errors["tags"].map(\.message) == ["Tags is invalid."])
        // Assigning a good value again clears it.
        model.assign(["age": 30, "tags": ["x"]] as [String: Any])
        #expect(try model.validate())
    }

    @Test func aDynamicModelReportsAValueThatDoesNotConvert() throws {
        var model = try DynamicModel(attributes: ["when"], rules: [Rule(["when"], "safe")])
        let report = model.assign(["when": Opaque()] as [String: Any])
        #expect(report.invalid == ["when"])
        #expect(model.value(of: "when") == .null)
        #expect(try model.validate() == false)
        #expect(model.errors["when"].map(\.code) == ["attribute.invalidType"])
    }

    @Test func unsafeKeysAreRefusedBeforeTheirValueIsLookedAt() {
        var model = BodyForm()
        let report = model.assign(["isAdmin": Opaque()] as [String: Any])
        #expect(report.unsafe == ["isAdmin"])
        #expect(report.invalid.isEmpty)
        #expect(model.validation.invalidAssignments.isEmpty)
    }

    @Test func nonSafeModeAssignsEveryKnownAttribute() {
        var model = BodyForm()
        let report = model.assign(serialized(#"{"isAdmin": true, "other": 1}"#), safeOnly: false)
        #expect(report.assigned == ["isAdmin"])
        #expect(report.unknown == ["other"])
        #expect(model.isAdmin)
    }

    @Test func strictAssignmentOfADictionaryWritesNothingWhenAKeyIsRefused() {
        var model = BodyForm()
        let body = serialized(#"{"email": "a@b.co", "isAdmin": true, "zip": 1}"#)
        #expect(throws: AssignmentError(report: { var r = AssignmentReport(); r.unsafe = ["isAdmin"]; r.unknown = ["zip"]; return r }())) {
            try model.assign(body, strict: true)
        }
        #expect(model.email == "")
        #expect((try? model.assign(serialized(#"{"email": "a@b.co"}"#), strict: true))?.assigned == ["email"])
    }

    @Test func formFieldsAreAssignedAsStringsAndConverted() throws {
        var model = BodyForm()
        let fields: [String: String] = ["newsletter": "1", "age": "42", "email": "ann@example.com", "isAdmin": "1"]
        let report = model.assign(fields)
        #expect(report.assigned == ["age", "email", "newsletter"])
        #expect(report.unsafe == ["isAdmin"])
        #expect(model.age == 42)
        #expect(model.newsletter)
        let bad = model.assign(["age": "forty"] as [String: String])
        #expect(bad.invalid == ["age"])
        #expect(model.age == 42)
        #expect(throws: AssignmentError.self) { try model.assign(["isAdmin": "1"] as [String: String], strict: true) }
    }

    @Test func aDictionaryLiteralKeepsItsOrder() {
        // Literals still build an AttributeObject: the report follows the literal, not sorted.
        var model = BodyForm()
        let report = model.assign(["tags": ["x"], "email": "a@b.co"])
        #expect(report.assigned == ["tags", "email"])
    }

    @Test func loadReadsTheFormNameOfADictionary() {
        var model = BodyForm()
        #expect(model.load(serialized(#"{"Other": {"email": "x"}}"#)) == nil)
        #expect(model.load(serialized(#"{"BodyForm": {"email": "x", "age": 20}}"#))?.assigned == ["age", "email"])
        #expect(model.load(serialized(#"{"email": "y"}"#), formName: "")?.assigned == ["email"])
        #expect(model.email == "y")
        #expect(model.load([:] as [String: Any], formName: "") == nil)
        #expect(model.load(["BodyForm": "not an object"] as [String: Any]) == nil)
        #expect(model.load(["BodyForm": ["email": "z"] as AttributeValue] as [String: Any])?.assigned == ["email"])
    }

    @Test func loadReadsBracketedFormFields() {
        var model = BodyForm()
        let fields = ["BodyForm[email]": "ann@example.com", "BodyForm[age]": "42", "_csrf": "t",
                      "BodyForm[a][b]": "x", "BodyForm[]": "y", "Other[email]": "z"]
        #expect(model.load(fields)?.assigned == ["age", "email"])
        #expect(model.email == "ann@example.com")
        #expect(model.age == 42)
        #expect(model.load(["_csrf": "t"] as [String: String]) == nil)
        #expect(model.load(["email": "b@c.de"] as [String: String], formName: "")?.assigned == ["email"])
        #expect(model.load([:] as [String: String], formName: "") == nil)
    }
}
