import Foundation
import ModelValidation
import Testing
@testable import RegistrationWorkload

/// The byte-level checks against the engine (whose behaviour the conformance corpus ties to
/// Yii2) on records the generated workload does not contain: the same attributes fail, with
/// the same first message.
struct ByteLevelChecksTests {
    static let template: DynamicModel = {
        let schema = try! JSONReader.parse(Array(FileManager.default.contents(atPath: Fixtures.rulesPath)!))
        guard case .object(let object) = schema, let rules = object["rules"],
              let attributes = object["attributes"]?.arrayValue?.compactMap(\.stringValue) else { fatalError("bad rules file") }
        let all = ["username", "email", "password", "passwordRepeat", "age", "website", "role", "bio"]
        var model = DynamicModel(attributes: attributes,
                                 ruleSet: try! RuleSet(json: rules, scenarios: ["register": all]))
        model.scenario = "register"
        return model
    }()

    static let valid = #""username":"john_doe","email":"john@example.com","password":"Secret123","passwordRepeat":"Secret123""#

    @Test(arguments: [
        #"{\#(valid)}"#,
        #"{\#(valid),"age":13,"website":"","role":"","bio":""}"#,
        #"{"username":"ab","email":"","password":"short","passwordRepeat":"other"}"#,
        #"{"username":"   ","email":" ","password":"\t"}"#,
        #"{"username":"john\n","email":"john@example.com\n","password":"Secret123","passwordRepeat":"Secret123"}"#,
        #"{"username":"jöhn_x","email":"a@b","password":"password12","passwordRepeat":"password12"}"#,
        #"{"username":"uuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuu","email":"a@b.c","password":"PASSWORD12","passwordRepeat":"x"}"#,
        #"{"username":123,"email":"a@b.c","password":"Password","passwordRepeat":"Password"}"#,
        #"{\#(valid),"age":12}"#,
        #"{\#(valid),"age":131}"#,
        #"{\#(valid),"age":"abc"}"#,
        #"{\#(valid),"age":17.5}"#,
        #"{\#(valid),"age":null,"website":null,"role":null,"bio":null}"#,
        #"{\#(valid),"website":"http://localhost:8080/"}"#,
        #"{\#(valid),"website":"https://a.b:443/x"}"#,
        #"{\#(valid),"role":"Admin"}"#,
        #"{\#(valid),"role":"editor"}"#,
        #"{"username":"john_doe","email":"john@example.com","password":"Secret123","passwordRepeat":"Secret1234"}"#,
        #"{"username":"john_doe","email":"john@example.com","passwordRepeat":"x"}"#,
        #"{"username":"john_doe","email":"john@example.com","password":"1e3Abcdefg","passwordRepeat":"1e3Abcdefg"}"#,
        #"{"username":"john_doe","email":"john@example.com","password":"1e3","passwordRepeat":"1000"}"#,
        #"{"username":"john_doe","email":"john@example.com","password":" 10","passwordRepeat":"10"}"#,
        #"{\#(valid),"bio":"  padded  "}"#,
        #"{\#(valid),"isAdmin":true}"#,
    ])
    func agreesWithTheEngine(json: String) throws {
        guard case .object(let record) = try JSONReader.parse(Array(json.utf8)) else { Issue.record("not an object"); return }
        var form = PlainRegistration(record)
        let failures = ByteLevelChecks().validate(&form)
        var model = Self.template
        model.assign(record)
        _ = try model.validate()
        #expect(failures.fields.map(\.name) == PlainRegistration.Field.allCases.map(\.name).filter { model.errors.attributes.contains($0) })
        for field in failures.fields {
            #expect(failures.message(for: field) == model.errors[field.name].first?.message)
        }
        #expect(form.bio == model.attributeValues["bio"]?.stringValue.flatMap { $0.isEmpty && form.bio == nil ? nil : $0 })
    }

    @Test func longBioCountsCharactersNotBytes() {
        var form = PlainRegistration()
        form.username = "john_doe"
        form.email = "john@example.com"
        form.password = "Secret123"
        form.bio = " " + String(repeating: "ü", count: 500) + " "
        #expect(ByteLevelChecks().validate(&form).isEmpty)
        #expect(form.bio == String(repeating: "ü", count: 500))
        form.bio = String(repeating: "ü", count: 501)
        let failures = ByteLevelChecks().validate(&form)
        #expect(failures.fields == [.bio])
        #expect(failures.message(for: .bio) == "Bio should contain at most 500 characters.")
    }
}
