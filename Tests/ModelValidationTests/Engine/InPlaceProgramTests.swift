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
        // `name` is a `String?` checked by `required`: its own kind, its first sight known.
        #expect(ops.map(\.kind) == [.optionalStringNonBlank, .check, .fused, .check, .check, .general, .general, .general])
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

/// Rules with a check of each `String?` kind on a typed model: `required` (its first sight the
/// first byte), `string` (the byte count, with the empty string skipped or not), `email` (no
/// first sight), `trim`, which rewrites a string and writes `""` for `nil`, and `compare` of two
/// `String?` properties.
private let optionalStringRules: RuleSet = {
    do {
        return try RuleSet([
            Rule(["a", "b"], "required"),
            Rule(["a"], "string", ["min": 2, "max": 6]),
            Rule(["b"], "string", ["max": 4], skipOnEmpty: false),
            Rule(["c"], "email"),
            Rule(["d"], "trim"),
            Rule(["d"], "string", ["max": 3]),
            Rule(["e"], "compare", ["compareAttribute": "a"]),
        ])
    } catch {
        fatalError("the rules do not build: \(error)")
    }
}()

struct OptionalStrings: TypedModel {
    var a: String?
    var b: String?
    var c: String?
    var d: String?
    var e: String?
    var validation = ValidationState()
    static let attributes: AttributeTable<OptionalStrings> = [
        .attribute(\.a), .attribute(\.b), .attribute(\.c), .attribute(\.d), .attribute(\.e),
    ]
    static var rules: RuleSet { optionalStringRules }
}

extension InPlaceProgramTests {
    @Test func eachKindOfOptionalStringCheckHasItsOwnOperation() throws {
        var model = OptionalStrings()
        _ = try model.validate()
        let plan = try #require(optionalStringRules.scenario(named: "default")).plan
        let program = plan.compiled(for: ObjectIdentifier(OptionalStrings.self), names: nil, placement: .storedProperties) { SlotPositions() }.entry.program
        #expect(program.ops.map(\.kind) == [.optionalStringNonBlank, .optionalStringNonBlank, .optionalStringLengths,
                                            .optionalStringLengths, .optionalString, .optionalString, .optionalStringLengths,
                                            .compareOptionalStrings])
        // The compared property's offset is read off with the program: `e` is compared with `a`.
        #expect(program.ops[7].offset == program.ops[0].offset + 4 * MemoryLayout<String?>.stride)
        #expect(program.ops[7].otherOffset == program.ops[0].offset)
        // A dynamic model's program keeps the general `check`.
        let dynamic = try DynamicModel(attributes: ["a", "b", "c", "d", "e"], rules: optionalStringRules.rules.map(\.rule))
        let general = plan.compiled(positions: dynamic.resolvePositions(of: plan.attributes), placement: .storage).entry.program
        #expect(general.ops.map(\.kind) == Array(repeating: .check, count: 7) + [.general])
    }

    /// Each `String?` kind decides as the general check does: the typed model (the new kinds)
    /// and a dynamic model (the general check) give the same errors and values for `nil`, the
    /// empty string, blanks, strings at and past the bounds (counted in characters, past the
    /// bytes the first sight decides), and strings `trim` rewrites.
    @Test(arguments: [nil, "", " ", "x", "ab", "abcdef", "abcdefg", "éé", "ééééééé", "a@b.co", "a@b", "  ab  ", "\tabc\n",
                      String(repeating: "é", count: 40)] as [String?])
    func theStringKindsDecideAsTheGeneralCheck(value: String?) throws {
        let names = ["a", "b", "c", "d", "e"]
        let fields: [WritableKeyPath<OptionalStrings, String?>] = [\.a, \.b, \.c, \.d, \.e]
        for field in names.indices {
            var typed = OptionalStrings(a: "ann", b: "bo", c: "c@d.ef", d: "dd", e: "ann")
            var dynamic = try DynamicModel(attributes: names, rules: optionalStringRules.rules.map(\.rule))
            typed[keyPath: fields[field]] = value
            for (name, path) in zip(names, fields) {
                dynamic[name] = typed[keyPath: path].map(AttributeValue.string) ?? .null
            }
            let typedValid = try typed.validate()
            let dynamicValid = try dynamic.validate()
            #expect(typedValid == dynamicValid)
            #expect(typed.errors.all.map(\.code) == dynamic.errors.all.map(\.code))
            #expect(typed.errors.all.map { $0.message } == dynamic.errors.all.map { $0.message })
            for (name, path) in zip(names, fields) {
                #expect((typed[keyPath: path].map(AttributeValue.string) ?? .null) == dynamic[name])
            }
        }
    }

    /// What the kinds answer, spelled out for one value of each case.
    @Test func theStringKindsGiveTheseErrors() throws {
        var model = OptionalStrings(a: nil, b: "", c: "not an email", d: nil)
        #expect(try !model.validate())
        #expect(model.errors.all.map(\.code) == ["required.blank", "required.blank", "email.invalid"])
        // `trim` wrote "" for `nil`, and `string` skipped it as empty.
        #expect(model.d == "")
        model = OptionalStrings(a: "é", b: "bbbbb", c: "", d: "  abcd ")
        #expect(try !model.validate())
        #expect(model.errors.all.map(\.code) == ["string.tooShort", "string.tooLong", "string.tooLong"])
        #expect(model.d == "abcd")
        model = OptionalStrings(a: "éééééé", b: "bbbb", c: "a@b.co", d: " abc ")
        #expect(try model.validate())
        #expect(model.d == "abc")
        // `compare`: another string fails, `nil` and "" are skipped as empty, and a string equal
        // to the other by PHP's `==` passes.
        model = OptionalStrings(a: "ann", b: "bo", e: "anne")
        #expect(try !model.validate())
        #expect(model.errors.all.map { $0.message } == ["E must be equal to \"A\"."])
        for repeated in [nil, "", "ann"] as [String?] {
            model = OptionalStrings(a: "ann", b: "bo", e: repeated)
            #expect(try model.validate())
        }
        model = OptionalStrings(a: "10", b: "bo", e: "1e1")
        #expect(try model.validate())
    }
}
