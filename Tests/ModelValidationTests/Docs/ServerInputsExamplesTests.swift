import Foundation
import Testing
import ModelValidation

// Twins of the examples of "Request bodies in" and "Typed models" in Docs/Server.md. The
// guide's `Signup` lives in a namespace, as other test files declare their own.

enum ServerInputsDocs {
    struct Signup: TypedModel {
        var email = ""
        var age: Int? = nil
        var newsletter = false
        var validation = ValidationState()
        static let attributes: AttributeTable<Signup> = [.attribute(\.email), .attribute(\.age), .attribute(\.newsletter)]
        static let rules = RuleSet(declaring: Signup.self) {
            Validate(\.email, .required, .email)
            Validate(\.age, .integer(min: 18))
            Validate(\.newsletter, .boolean)
        }
    }

    struct ServerInputsExamplesTests {
        let body = Data(#"{"email": "ann@example.com", "age": 17, "isAdmin": true}"#.utf8)

        @Test func jsonBytes() throws {
            var signup = Signup()
            let report = try signup.assign(json: body)
            #expect(report.assigned == ["email", "age"])
            #expect(report.unknown == ["isAdmin"])
            let valid = try signup.validate()
            #expect(valid == false)
            #expect(signup.firstError("age") == "Age must be no less than 18.")
        }

        @Test func aBodyThatIsNotJSON() throws {
            var signup = Signup()
            do {
                try signup.assign(json: Array("{\"email\": \"ann@example.com\",\n  \"age\": }".utf8))
                Issue.record("no error")
            } catch {
                #expect(error.description == "unexpected character '}' at line 2, column 10")
            }
            #expect(signup.email == "")
            #expect(throws: JSONParseError(reason: "expected an object at the top level, got array", offset: 0, line: 1, column: 1)) {
                try signup.assign(json: Array(#"[{"email": "ann@example.com"}]"#.utf8))
            }
            #expect(throws: AssignmentError.self) { try signup.assign(JSONReader.parseObject(body), strict: true) }
            #expect(try signup.load(json: Array(#"{"Signup": {"email": "ann@example.com"}}"#.utf8))?.assigned == ["email"])
        }

        @Test func aDictionary() throws {
            let object = try JSONSerialization.jsonObject(with: body) as? [String: Any] ?? [:]
            var fromDictionary = Signup()
            #expect(fromDictionary.assign(object).assigned == ["age", "email"])
            #expect(fromDictionary.age == 17)
        }

        @Test func formFields() {
            let fields: [String: String] = ["email": "ann@example.com", "age": "42", "newsletter": "1"]
            var fromForm = Signup()
            #expect(fromForm.assign(fields).assigned == ["age", "email", "newsletter"])
            #expect(fromForm.age == 42)
            #expect(fromForm.newsletter == true)
        }

        @Test func postedForm() {
            let posted: [String: String] = ["Signup[email]": "ann@example.com", "Signup[age]": "42", "_csrf": "k3Xr"]
            var fromPost = Signup()
            #expect(fromPost.load(posted)?.assigned == ["age", "email"])
            #expect(fromPost.email == "ann@example.com")
            #expect(fromPost.age == 42)
        }
    }
}

enum MembershipPlan: String, AttributeConvertible, Codable {
    case free, pro
}

struct Subscriber: TypedModel, Codable {
    var email = ""
    var plan = MembershipPlan.free
    var validation = ValidationState()
    static let attributes: AttributeTable<Subscriber> = [.attribute(\.email), .attribute(\.plan)]
    static let rules = RuleSet(declaring: Subscriber.self) {
        Validate(\.email, .required, .email)
        Validate(\.plan, .safe)
    }
}

struct ServerTypedModelsExamplesTests {
    @Test func enumsAndCodable() throws {
        var subscriber = Subscriber()
        subscriber.assign(["email": "ann@example.com", "plan": "gold"])
        #expect(try subscriber.validate() == false)
        #expect(subscriber.errors.first(for: "plan")?.code == "attribute.invalidType")
        #expect(subscriber.firstError("plan") == "Plan is invalid.")
        let stored = try JSONEncoder().encode(subscriber)
        #expect(try JSONReader.parse(stored).objectValue?.keys.sorted() == ["email", "plan"])
        #expect(try JSONReader.parse(stored).objectValue?["plan"] == "free")
        let restored = try JSONDecoder().decode(Subscriber.self, from: stored)
        #expect(restored.errors.isEmpty)
        #expect(restored.email == "ann@example.com")
    }
}
