import Testing
@testable import ModelValidation

private struct Signup: TypedModel {
    var email = ""
    var age: Int? = nil
    var score = 0.0
    var subscribed = false
    var tags: [String] = []
    var extra: AttributeValue = .null
    var validation = ValidationState()

    static let attributes: AttributeTable<Signup> = [
        .attribute("email", \.email),
        .attribute("age", \.age),
        .attribute("score", \.score),
        .attribute("subscribed", \.subscribed),
        .attribute("tags", \.tags),
        .attribute("extra", \.extra),
    ]
    static let rules = try! RuleSet([
        Rule(["email", "age"], "required"),
        Rule(["score", "subscribed", "tags", "extra"], "safe"),
    ])
    var ruleSet: RuleSet { Self.rules }
}

/// A model whose properties observe their writes, and one that is computed.
private struct Observed: TypedModel {
    var changes: [String] = []
    var name = "" { didSet { changes.append("name: \(oldValue) → \(name)") } }
    var stored = ""
    var shouted: String {
        get { stored.uppercased() }
        set { stored = newValue.lowercased() }
    }
    var validation = ValidationState()

    static let attributes: AttributeTable<Observed> = [.attribute("name", \.name), .attribute("shouted", \.shouted)]
    static let rules = try! RuleSet([Rule(["name", "shouted"], "trim")])
    var ruleSet: RuleSet { Self.rules }
}

struct AttributeTableTests {
    @Test func writesRunObserversAndSettersAsAssignmentsAndFiltersDo() throws {
        var model = Observed()
        #expect(model.assign(["name": "  ann ", "shouted": "BoB"]).assigned == ["name", "shouted"])
        #expect(model.changes == ["name:  →   ann "])
        #expect(model.stored == "bob")
        #expect(try model.validate())
        // `trim` writes the trimmed name through the observer.
        #expect(model.changes == ["name:  →   ann ", "name:   ann  → ann"])
        #expect(model.name == "ann")
        #expect(model.value(of: "shouted") == "BOB")
    }

    @Test func readsAndWritesThroughKeyPaths() {
        var model = Signup()
        let report = model.assign([
            "email": "ann@example.com", "age": "42", "score": 1, "subscribed": "1",
            "tags": ["a", "b"], "extra": ["k": 1.5],
        ])
        #expect(report.assigned == ["email", "age", "score", "subscribed", "tags", "extra"])
        #expect(model.email == "ann@example.com")
        #expect(model.age == 42)
        #expect(model.score == 1.0)
        #expect(model.subscribed)
        #expect(model.tags == ["a", "b"])
        #expect(model.extra == ["k": 1.5])
        #expect(model.value(of: "age") == 42)
        #expect(model.value(of: "nope") == nil)
        #expect(model.attributeNames == ["email", "age", "score", "subscribed", "tags", "extra"])
    }

    @Test func aValueThatDoesNotConvertIsReportedAndFailsValidation() throws {
        var model = Signup()
        let report = model.assign(["email": "ann@example.com", "age": "abc"])
        #expect(report.assigned == ["email"])
        #expect(report.invalid == ["age"])
        #expect(model.age == nil)
        #expect(try model.validate() == false)
        #expect(model.errors["age"].map(\.code) == ["attribute.invalidType"])
        #expect(model.firstError("age") == "Age is invalid.")
        model.assign(["age": 30])
        #expect(try model.validate())
    }

    @Test func optionalsTakeNull() {
        var model = Signup()
        model.assign(["age": 3])
        model.assign(["age": nil])
        #expect(model.age == nil)
        #expect(model.assign(["email": nil]).invalid == ["email"])
    }

    @Test(arguments: [
        (AttributeValue.int(5), 5 as Int?), (.double(5.0), 5), (.double(5.5), nil), ("7", 7), ("7.0", nil), (true, nil),
    ] as [(AttributeValue, Int?)])
    func integerConversion(value: AttributeValue, expected: Int?) {
        #expect(Int(attributeValue: value) == expected)
    }

    @Test func formNameIsTheTypeName() {
        #expect(Signup().formName == "Signup")
    }
}
