import Testing
@testable import ModelValidation

private let programRules: RuleSet = {
    do {
        return try RuleSet([
            Rule(["name", "age"], "required"),
            Rule(["password"], "match", ["pattern": "/[A-Z]/"]),
            Rule(["password"], "match", ["pattern": "/[0-9]/"], skipOnError: false),
            Rule(["repeat"], "compare", ["compareAttribute": "password"]),
            Rule(["name"], "string", ["max": 5], when: .attribute("age", equals: 3)),
            Rule(["name"], "trim", isEmpty: .trimmed),
        ])
    } catch {
        fatalError("the rules do not build: \(error)")
    }
}()

struct ProgramMember: TypedModel {
    var name: String?
    var age = 0
    var password = ""
    var repeated: String?
    var validation = ValidationState()
    static let attributes: AttributeTable<ProgramMember> = [
        .attribute(\.name), .attribute(\.age), .attribute(\.password), .attribute("repeat", \.repeated),
    ]
    static var rules: RuleSet { programRules }
}

struct InPlaceProgramTests {
    @Test func eachRuleAndAttributeIsOneOperation() throws {
        var member = ProgramMember(name: "Ann", age: 3, password: "A1", repeated: "A1")
        #expect(try member.validate())
        let plan = try #require(programRules.scenario(named: "default")).plan
        let program = plan.compiled(for: ObjectIdentifier(ProgramMember.self), names: nil, placement: .storedProperties) { SlotPositions() }.entry.program
        let ops = Array(program.ops)
        #expect(ops.map(\.kind) == [.check, .check, .fused, .check, .check, .general, .general, .general])
        #expect(ops.map(\.step) == [0, 0, 1, 1, 2, 3, 4, 5])
        #expect(ops.map(\.property) == [.optionalString, .int, .string, .string, .string, .string, .string, .string])
        // The fused check answers for both match rules: it goes on at the compare.
        #expect(ops[2].next == 5)
        #expect(ops.map(\.skipOnError) == [true, true, false, true, false, true, true, true])
        // `required` skips no empty value and decides; `match` skips both; `trim` with a custom
        // emptiness check is left to the validator.
        #expect(!ops[0].skipsNull && !ops[0].skipsEmptyString && ops[0].decides)
        #expect(ops[3].skipsNull && ops[3].skipsEmptyString && ops[3].decides)
    }

    @Test(arguments: [
        (ProgramMember(name: "Ann", age: 3, password: "A1", repeated: "A1"), [String]()),
        (ProgramMember(name: nil, age: 3, password: "a1", repeated: "A1"),
         ["Name cannot be blank.", "Password is invalid.", "Repeat must be equal to \"Password\"."]),
        (ProgramMember(name: "Annabel", age: 3, password: "Ab", repeated: nil), ["Password is invalid.", "Name should contain at most 5 characters."]),
        (ProgramMember(name: "Annabel", age: 4, password: "A1", repeated: "A2"), ["Repeat must be equal to \"Password\"."]),
    ])
    func theProgramGivesTheErrorsOfThePlan(member: ProgramMember, expected: [String]) throws {
        var typed = member
        var dynamic = try DynamicModel(attributes: ["name", "age", "password", "repeat"], rules: programRules.rules.map(\.rule))
        dynamic["name"] = member.name.map(AttributeValue.string) ?? .null
        dynamic["age"] = .int(member.age)
        dynamic["password"] = .string(member.password)
        dynamic["repeat"] = member.repeated.map(AttributeValue.string) ?? .null
        #expect(try typed.validate() == expected.isEmpty)
        #expect(try dynamic.validate() == expected.isEmpty)
        #expect(typed.errors.all.map { $0.message } == expected)
        #expect(dynamic.errors.all.map { $0.message } == expected)
    }
}

extension InPlaceProgramTests {
    /// Listing the attributes to validate compiles the plan for that validation alone, with
    /// nothing checked in place for a typed model (its positions are resolved by name) and
    /// everything for a model that reads by name: the errors are those of `validate()`.
    @Test func attributesListedOrNotAndModelsReadByNameGiveTheSameErrors() throws {
        let member = ProgramMember(name: nil, age: 3, password: "Ab", repeated: "Ab")
        let expected = ["Name cannot be blank.", "Password is invalid."]
        let names = ["name", "age", "password", "repeat"]
        var typed = member
        #expect(try typed.validate(names) == false)
        #expect(typed.errors.all.map { $0.message } == expected)
        var dynamic = try DynamicModel(attributes: names, rules: programRules.rules.map(\.rule))
        dynamic["age"] = 3
        dynamic["password"] = "Ab"
        dynamic["repeat"] = "Ab"
        #expect(try dynamic.validate(names) == false)
        #expect(dynamic.errors.all.map { $0.message } == expected)
        var byName = ByNameModel(["age": 3, "password": "Ab", "repeat": "Ab"], attributes: names, rules: programRules)
        #expect(try byName.validate() == false)
        #expect(byName.errors.all.map { $0.message } == expected)
    }

    /// A filter's check that fails on a dynamic model's string lent in place writes what the
    /// filter would, once: the validator sees the value trimmed, with no error.
    @Test func aDynamicModelsStringRewrittenInPlaceIsWrittenOnce() throws {
        let rules = try RuleSet([Rule(["note"], "trim"), Rule(["note"], "string", ["max": 3])])
        var model = DynamicModel(attributes: ["note"], ruleSet: rules)
        model["note"] = "  abc \n"
        #expect(try model.validate())
        #expect(model["note"] == "abc")
        model["note"] = " abcd "
        #expect(try model.validate() == false)
        #expect(model["note"] == "abcd")
        #expect(model.errors.all.map { $0.message } == ["Note should contain at most 3 characters."])
    }
}
