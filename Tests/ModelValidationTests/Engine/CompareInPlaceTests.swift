import Testing
@testable import ModelValidation

/// `password` fails its own rule; `repeat` is compared with it.
private func rules(skipOnError: Bool?) throws -> RuleSet {
    try RuleSet([
        Rule(["password"], "string", ["min": 8]),
        Rule(["repeat"], "compare", ["compareAttribute": "password"], skipOnError: skipOnError),
    ])
}

private struct Passwords: TypedModel {
    var password: String?
    var repeated = ""
    var validation = ValidationState()
    var ruleSet: RuleSet
    static let attributes: AttributeTable<Passwords> = [.attribute(\.password), .attribute("repeat", \.repeated)]
    static var rules: RuleSet { RuleSet(declaring: []) }
}

struct CompareInPlaceTests {
    @Test(arguments: [
        (true as Bool?, "short", "short", ["Password should contain at least 8 characters."]),
        (true, "short", "other", ["Password should contain at least 8 characters.", "Repeat must be equal to \"Password\"."]),
        (false, "short", "short", ["Password should contain at least 8 characters.", "Password is invalid."]),
        (nil, "long enough", "long enough", [String]()),
    ])
    func anAttributeComparedWithOneThatFailedIsComparedAllTheSameUnlessTheRuleSaysOtherwise(
        skipOnError: Bool?, password: String, repeated: String, expected: [String]
    ) throws {
        let ruleSet = try rules(skipOnError: skipOnError)
        var typed = Passwords(password: password, repeated: repeated, ruleSet: ruleSet)
        var dynamic = DynamicModel(attributes: ["password", "repeat"], ruleSet: ruleSet)
        dynamic["password"] = .string(password)
        dynamic["repeat"] = .string(repeated)
        #expect(try typed.validate() == expected.isEmpty)
        #expect(try dynamic.validate() == expected.isEmpty)
        #expect(typed.errors.all.map { $0.message } == expected)
        #expect(dynamic.errors.all.map { $0.message } == expected)
    }
}
