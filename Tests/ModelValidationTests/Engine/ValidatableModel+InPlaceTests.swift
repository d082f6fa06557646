import Testing
@testable import ModelValidation
import AssignmentProperties

/// Rules over every kind of property the engine checks in place (`String`, `String?`, `Int`,
/// `Int?`), one it cannot (`observed`, which has `didSet`), and rule options that take a value
/// out of the in-place checks (`isEmpty`, `skipOnEmpty`, `skipOnError`, `when`).
private let inPlaceRules: RuleSet = {
    do {
        return try RuleSet([
            Rule(["name", "code", "observed"], "required"),
            Rule(["name"], "string", ["min": 3, "max": 8]),
            Rule(["name"], "match", ["pattern": "/^[a-z]+$/"]),
            Rule(["code"], "trim"),
            Rule(["code"], "string", ["max": 5], isEmpty: .null),
            Rule(["repeat"], "compare", ["compareAttribute": "name"], skipOnError: false),
            Rule(["code"], "compare", ["compareAttribute": "observed", "operator": "==="]),
            Rule(["count", "limit"], "integer", ["min": 1, "max": 9]),
            Rule(["limit"], "integer", ["max": 5], skipOnEmpty: false),
            Rule(["observed"], "in", ["range": ["on", "off", "10"]]),
            Rule(["note"], "trim"),
            Rule(["note"], "email", when: .attribute("count", equals: 0, negated: true)),
        ])
    } catch {
        fatalError("the rules do not build: \(error)")
    }
}()

private struct Form: TypedModel, Equatable {
    var name = ""
    var code: String?
    var repeated: String?
    var count = 0
    var limit: Int?
    var observed: String? { didSet { observations += 1 } }
    var note: String?
    var observations = 0
    var validation = ValidationState()

    static let attributes: AttributeTable<Form> = [
        .attribute(\.name), .attribute(\.code), .attribute("repeat", \.repeated), .attribute(\.count),
        .attribute(\.limit), .attribute("observed", \.observed), .attribute(\.note),
    ]
    static var rules: RuleSet { inPlaceRules }

    static func == (a: Form, b: Form) -> Bool {
        a.name == b.name && a.code == b.code && a.repeated == b.repeated && a.count == b.count
            && a.limit == b.limit && a.observed == b.observed && a.note == b.note
    }
}

struct ValidatableModelInPlaceTests {
    private static let names = ["", "ab", "abc", "abcdefgh", "abcdefghi", "Abc", "éée", " abc"]
    private static let codes: [String?] = [nil, "", " ", "on", " on ", "abcdef", "10"]
    private static let counts = [0, 1, 9, 10]
    private static let limits: [Int?] = [nil, 0, 5, 6]
    private static let notes: [String?] = [nil, "a@b.co", " a@b.co", "nope"]

    /// Every combination gives the same errors (codes and messages, in order) and the same values
    /// on the typed model, on a dynamic model and on a model read by name only.
    @Test func typedDynamicAndByNameModelsAgree() throws {
        var compared = 0
        for name in Self.names {
            for code in Self.codes {
                for repeated in [nil, name, name + "x"] as [String?] {
                    for (count, limit) in zip(Self.counts, Self.limits) {
                        for observed in [nil, "on", code] as [String?] {
                            for note in Self.notes {
                                var form = Form(name: name, code: code, repeated: repeated, count: count, limit: limit,
                                                observed: observed, note: note)
                                let object: AttributeObject = [
                                    "name": .string(name), "code": code.map(AttributeValue.string) ?? .null,
                                    "repeat": repeated.map(AttributeValue.string) ?? .null, "count": .int(count),
                                    "limit": limit.map(AttributeValue.int) ?? .null,
                                    "observed": observed.map(AttributeValue.string) ?? .null,
                                    "note": note.map(AttributeValue.string) ?? .null,
                                ]
                                var dynamic = DynamicModel(attributes: Array(object.keys), ruleSet: inPlaceRules)
                                for (key, value) in object { dynamic[key] = value }
                                var byName = ByNameModel(Dictionary(uniqueKeysWithValues: object.map { ($0.key, $0.value) }),
                                                          attributes: Form.attributes.names, rules: inPlaceRules)
                                let valid = try form.validate()
                                #expect(try dynamic.validate() == valid)
                                #expect(try byName.validate() == valid)
                                let expected = byName.errors.all.map { "\($0.attribute) \($0.code) \($0.message)" }
                                #expect(form.errors.all.map { "\($0.attribute) \($0.code) \($0.message)" } == expected)
                                #expect(dynamic.errors.all.map { "\($0.attribute) \($0.code) \($0.message)" } == expected)
                                for attribute in byName.attributeNames {
                                    #expect(form.value(of: attribute) == byName.value(of: attribute), "\(attribute)")
                                    #expect(dynamic.value(of: attribute) == byName.value(of: attribute), "\(attribute)")
                                }
                                compared += 1
                            }
                        }
                    }
                }
            }
        }
        #expect(compared == 8 * 7 * 3 * 4 * 3 * 4)
    }

    @Test func aNullStringPropertyBecomesEmptyUnderTrimAndAnObservedOneIsWrittenThroughItsKeyPath() throws {
        var form = Form(name: "abc", code: "on", count: 1, limit: 3, observed: "on")
        form.observations = 0
        #expect(try form.validate())
        #expect(form.note == "")          // `trim` turns null into "", written in place
        #expect(form.observations == 0)   // nothing written to `observed`
        form.observed = " on "
        form.observations = 0
        _ = try form.validate()
        #expect(form.firstError("code") == "Code must be equal to \"Observed\".")
        #expect(form.observations == 0)
    }

    @Test func theStoredPlaceOfEachPropertyKind() {
        let table = Form.attributes
        #expect(table.binding("name")?.stored?.kind == .string)
        #expect(table.binding("code")?.stored?.kind == .optionalString)
        #expect(table.binding("count")?.stored?.kind == .int)
        #expect(table.binding("limit")?.stored?.kind == .optionalInt)
        #expect(table.binding("observed")?.stored == nil)   // didSet: no offset
        #expect(table.binding("name")?.stored?.offset == MemoryLayout<Form>.offset(of: \Form.name))
    }

    @Test func slotPositionsKeepTheStoredPlaceOfEachSlot() {
        var positions = SlotPositions()
        positions.setStoredProperty(StoredProperty(kind: .optionalInt, offset: 48), slot: 31)
        positions.setStoredProperty(StoredProperty(kind: .string, offset: 0), slot: 0)
        positions.setStoredProperty(StoredProperty(kind: .string, offset: 0x2000), slot: 1)
        #expect(positions.storedProperty(31) == StoredProperty(kind: .optionalInt, offset: 48))
        #expect(positions.storedProperty(0) == StoredProperty(kind: .string, offset: 0))
        #expect(positions.storedProperty(1) == nil)     // beyond 8,191 bytes: read through the model
        #expect(positions.storedProperty(2) == nil)
        #expect(positions.storedProperty(32) == nil)
    }

    @Test func slotPositionsReadThroughAPointerAgreeWithTheStructsOwnReads() {
        // The engine reads the table in place at fixed offsets: they must be the layout's.
        #expect(MemoryLayout<SlotPositions>.offset(of: \.bytes) == SlotPositions.bytesOffset)
        #expect(MemoryLayout<SlotPositions>.offset(of: \.stored) == SlotPositions.storedOffset)
        var positions = SlotPositions()
        positions[0] = 4
        positions[31] = 254
        positions[5] = 300     // beyond 254: read by name
        positions.setStoredProperty(StoredProperty(kind: .optionalString, offset: 72), slot: 31)
        positions.setStoredProperty(StoredProperty(kind: .int, offset: 8), slot: 7)
        withUnsafePointer(to: positions) { pointer in
            #expect(SlotPositions.position(0, at: pointer) == 4)
            #expect(SlotPositions.position(31, at: pointer) == 254)
            #expect(SlotPositions.position(5, at: pointer) == nil)
            #expect(SlotPositions.position(1, at: pointer) == nil)
            #expect(SlotPositions.position(32, at: pointer) == nil)
            #expect(SlotPositions.storedProperty(31, at: pointer) == StoredProperty(kind: .optionalString, offset: 72))
            #expect(SlotPositions.storedProperty(7, at: pointer) == StoredProperty(kind: .int, offset: 8))
            #expect(SlotPositions.storedProperty(0, at: pointer) == nil)
            #expect(SlotPositions.storedProperty(32, at: pointer) == nil)
        }
    }
}

/// Three string properties and an integer one, for rule sets drawn at random.
private struct Drawn: TypedModel {
    var a: String?
    var b = ""
    var c: String?
    var n: Int?
    var validation = ValidationState()
    let drawnRules: RuleSet

    init(rules: RuleSet) { drawnRules = rules }

    static let attributes: AttributeTable<Drawn> = [.attribute(\.a), .attribute(\.b), .attribute(\.c), .attribute(\.n)]
    var ruleSet: RuleSet { drawnRules }
}

extension ValidatableModelInPlaceTests {
    /// Rule sets drawn at random (validators with their options, `skipOnEmpty`, `skipOnError`,
    /// `isEmpty`, `when`) give the same errors and values on a typed model, where values are
    /// checked in place, on a dynamic model, and on a model read by name only.
    @Test func drawnRuleSetsGiveTheSameResultsInPlaceAndByName() throws {
        var draws = SplitMix64(seed: 0x5EED)
        let strings: [String?] = [nil, "", " ", "abc", " abc ", "ABC", "a1", "x@y.io", "10", "1e1", "user", "héllo", "abcdefghijk"]
        let attributes = ["a", "b", "c", "n"]
        func rule(_ draws: inout SplitMix64) -> Rule {
            var targets = Array(attributes.shuffled(using: &draws).prefix(Int.random(in: 1...2, using: &draws)))
            let (type, parameters): (String, AttributeObject) = [
                ("required", [:]), ("required", ["strict": true]), ("string", ["min": 2, "max": 5]),
                ("string", ["length": 3]), ("match", ["pattern": "/^[a-z]+$/"]), ("match", ["pattern": "/[0-9]/", "not": true]),
                ("email", [:]), ("trim", [:]), ("in", ["range": ["abc", "user", 10]]), ("url", [:]),
                ("integer", ["min": 1, "max": 20]), ("number", ["max": 5]),
                ("compare", ["compareAttribute": "a"]), ("compare", ["compareAttribute": "c", "operator": "==="]),
            ].randomElement(using: &draws)!
            // A filter's string does not fit the integer property: that is the typed model's own
            // refusal (`attribute.invalidType`), not a difference of where values are read.
            if type == "trim" { targets.removeAll { $0 == "n" } }
            let isEmpty: EmptinessCheck? = [nil, nil, .null, .trimmed].randomElement(using: &draws)!
            let when: Condition? = Int.random(in: 0..<6, using: &draws) == 0 ? .attribute("c", equals: "abc", negated: true) : nil
            return Rule(targets, type, parameters, skipOnEmpty: [nil, nil, true, false].randomElement(using: &draws)!,
                        skipOnError: [nil, nil, false].randomElement(using: &draws)!, when: when, isEmpty: isEmpty)
        }
        var compared = 0
        for _ in 0..<400 {
            let rules = try RuleSet((0..<Int.random(in: 1...6, using: &draws)).map { _ in rule(&draws) })
            for _ in 0..<10 {
                let a = strings.randomElement(using: &draws)!, b = strings.randomElement(using: &draws)! ?? ""
                let c = strings.randomElement(using: &draws)!, n = [nil, 0, 3, 21].randomElement(using: &draws)!
                var typed = Drawn(rules: rules)
                typed.a = a; typed.b = b; typed.c = c; typed.n = n
                let values: [String: AttributeValue] = [
                    "a": a.map(AttributeValue.string) ?? .null, "b": .string(b),
                    "c": c.map(AttributeValue.string) ?? .null, "n": n.map(AttributeValue.int) ?? .null,
                ]
                var dynamic = DynamicModel(attributes: attributes, ruleSet: rules)
                for (key, value) in values { dynamic[key] = value }
                var byName = ByNameModel(values, attributes: attributes, rules: rules)
                let valid = try byName.validate()
                #expect(try typed.validate() == valid)
                #expect(try dynamic.validate() == valid)
                let expected = byName.errors.all.map { "\($0.attribute) \($0.code) \($0.message)" }
                #expect(typed.errors.all.map { "\($0.attribute) \($0.code) \($0.message)" } == expected, "\(rules.rules.map(\.rule))")
                #expect(dynamic.errors.all.map { "\($0.attribute) \($0.code) \($0.message)" } == expected)
                for name in attributes {
                    #expect(typed.value(of: name) == byName.value(of: name), "\(name) \(rules.rules.map(\.rule))")
                    #expect(dynamic.value(of: name) == byName.value(of: name), "\(name)")
                }
                compared += 1
            }
        }
        #expect(compared == 4_000)
    }
}

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
