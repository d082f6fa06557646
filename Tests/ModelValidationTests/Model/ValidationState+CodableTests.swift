import Foundation
import Testing
import ModelValidation

private enum AccountPlan: String, AttributeConvertible, Codable { case free, pro }

private struct CodableAccount: TypedModel, Codable, Equatable {
    var email = ""
    var plan: AccountPlan = .free
    var age: Int? = nil
    var validation = ValidationState()
    static let attributes: AttributeTable<CodableAccount> = [.attribute(\.email), .attribute(\.plan), .attribute(\.age)]
    static let rules = try! RuleSet(for: CodableAccount.self) {
        Validate(\.email, .required, .email)
        Validate(\.plan, .safe)
        Validate(\.age, .integer(min: 18))
    }
}

struct ValidationStateCodableTests {
    static func encoded(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func theValidationStateIsNotEncoded() throws {
        var account = CodableAccount()
        account.assign(["email": "not an email", "plan": "pro", "age": 12])
        account.scenario = "default"
        #expect(try account.validate() == false)
        #expect(account.hasErrors())
        #expect(try Self.encoded(account) == #"{"age":12,"email":"not an email","plan":"pro"}"#)
    }

    @Test func decodingGivesAFreshState() throws {
        let withKey = #"{"email":"ann@example.com","plan":"pro","age":30,"validation":{"scenario":"admin","errors":[1]}}"#
        let account = try JSONDecoder().decode(CodableAccount.self, from: Data(withKey.utf8))
        #expect(account.email == "ann@example.com")
        #expect(account.plan == .pro)
        #expect(account.validation == ValidationState())
        #expect(account.scenario == "default")
        let withoutKey = try JSONDecoder().decode(CodableAccount.self, from: Data(#"{"email":"a@b.co","plan":"free"}"#.utf8))
        #expect(withoutKey.validation == ValidationState())
        #expect(withoutKey.age == nil)
    }

    @Test func aRoundTripKeepsTheDataAndDropsTheErrors() throws {
        var account = CodableAccount()
        account.email = "ann@example.com"
        account.age = 5
        #expect(try account.validate() == false)
        let back = try JSONDecoder().decode(CodableAccount.self, from: JSONEncoder().encode(account))
        #expect(back.email == account.email)
        #expect(back.age == 5)
        #expect(!back.hasErrors())
        var revalidated = back
        #expect(try revalidated.validate() == false)
        #expect(revalidated.errors["age"].map(\.code) == ["number.tooSmall"])
    }

    @Test func aStateOnItsOwnEncodesNothingAndDecodesFresh() throws {
        var state = ValidationState(scenario: "admin")
        state.errors.add(ValidationError(attribute: "a", message: "m"))
        #expect(try Self.encoded([state]) == "[{}]")
        let decoded = try JSONDecoder().decode([ValidationState].self, from: Data(#"[{"scenario":"admin"}]"#.utf8))
        #expect(decoded == [ValidationState()])
    }
}
