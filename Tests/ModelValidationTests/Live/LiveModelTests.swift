import Observation
import Testing
@testable import ModelValidation

struct Registration: TypedModel, Sendable {
    var email = ""
    var password = ""
    var passwordRepeat = ""
    var type = "personal"
    var company = ""
    var validation = ValidationState()
    static let attributes: AttributeTable<Registration> = [
        .attribute("email", \.email), .attribute("password", \.password),
        .attribute("passwordRepeat", \.passwordRepeat), .attribute("type", \.type), .attribute("company", \.company),
    ]
    static let rules = try! RuleSet(for: Registration.self) {
        Validate(\.email, .required, .email)
        Validate(\.password, .required, .minLength(8))
        Validate(\.passwordRepeat, .compare(to: \.password))
        Validate(\.company, .required).when(\.type, equals: "business")
    }
    var ruleSet: RuleSet { Self.rules }
}

/// Observation-based, so every test needs macOS 14 / iOS 17 or later.
struct LiveModelTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func changesRevalidateOnlyAfterValidateUpdates() throws {
        let live = LiveModel(Registration())
        live.email = "nope"
        #expect(live.errors.isEmpty)
        try live.validateUpdates()
        #expect(live.isValidatingUpdates)
        live.email = "still-nope"
        #expect(live.errors.attributes == ["email"])      // only the changed attribute
        live.email = "ann@example.com"
        #expect(live.errors.isEmpty)
        live.stopValidatingUpdates()
        live.email = ""
        #expect(live.errors.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func attributesThatReadAChangedOneAreRevalidated() throws {
        let live = LiveModel(Registration())
        try live.validateUpdates()
        live.password = "secret-12"
        live.passwordRepeat = "secret-13"
        #expect(live.errors.first(for: "passwordRepeat")?.code == "compare.invalid")
        live.password = "secret-13"
        #expect(live.errors.isEmpty)
        live.type = "business"
        #expect(live.errors.first(for: "company")?.code == "required.blank")
        live.update { $0.type = "personal" }
        #expect(live.errors.isEmpty)
        #expect(LiveModel<Registration>.readers(of: Registration.rules) == [NameKey("password"): ["passwordRepeat"], NameKey("type"): ["company"]])
        // What validators read, from the check schemas make: the `_repeat` default, `compare`
        // inside `each` and the composites; a `date` rule's written timestamp is no read.
        let rules = try RuleSet([
            Rule(["a"], "compare"),
            Rule(["b"], "each", ["rule": ["type": "compare", "compareAttribute": "c"]]),
            Rule(["c"], "not", ["validator": ["type": "compare", "compareAttribute": "a"]]),
            Rule(["d"], "date", ["format": "php:Y-m-d", "timestampAttribute": "a"]),
        ])
        #expect(LiveModel<Registration>.readers(of: rules) == [NameKey("a_repeat"): ["a"], NameKey("c"): ["b"], NameKey("a"): ["c"]])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func wholeValidationAndObservation() throws {
        let live = LiveModel(Registration())
        final class Flag: @unchecked Sendable { var fired = 0 }
        let flag = Flag()
        withObservationTracking { _ = live.errors } onChange: { flag.fired += 1 }
        #expect(try live.validate() == false)
        #expect(flag.fired == 1)
        #expect(live.errors.attributes == ["email", "password"])
        withObservationTracking { _ = live.email } onChange: { flag.fired += 1 }
        live.email = "ann@example.com"
        #expect(flag.fired == 2)
        #expect(live.model.email == "ann@example.com")
    }

    /// A re-validation that a model error stops says so in `updateError` (observed like the
    /// errors) instead of leaving the touched attributes without errors as if they were valid;
    /// the next re-validation that runs to its end clears it.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aModelErrorStoppingARevalidationIsKept() throws {
        let live = LiveModel(Registration())
        try live.validateUpdates()
        #expect(live.updateError == nil)
        live.update { $0.scenario = "nope" }
        #expect(live.updateError == nil)                  // no value changed: nothing re-validated
        final class Flag: @unchecked Sendable { var fired = 0 }
        let flag = Flag()
        withObservationTracking { _ = live.updateError } onChange: { flag.fired += 1 }
        live.email = "not-an-email"
        #expect(live.updateError == ModelError(.unknownScenario, name: "nope"))
        #expect(flag.fired == 1)
        #expect(live.errors.isEmpty)
        live.update { $0.scenario = "default" }
        live.email = "still-not-an-email"
        #expect(live.updateError == nil)
        #expect(live.errors.attributes == ["email"])

        // A rule that reads an attribute the model lacks.
        let dynamic = LiveModel(try DynamicModel(attributes: ["a"], rules: [Rule(["a"], "compare", ["compareAttribute": "nope"])]))
        try dynamic.validateUpdates()
        dynamic.update { _ = $0.setValue("x", of: "a") }
        #expect(dynamic.updateError == ModelError(.unknownAttribute, name: "nope"))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theBoxIsFreedWhenItsOwnerLetsGo() throws {
        weak var weakLive: LiveModel<Registration>?
        do {
            let live = LiveModel(Registration())
            try live.validateUpdates()
            live.email = "x"
            withObservationTracking { _ = live.errors } onChange: {}
            weakLive = live
            #expect(weakLive != nil)
        }
        #expect(weakLive == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aLanguageSetOnTheBoxAppliesToEveryRevalidation() throws {
        let live = LiveModel(Registration())
        live.language = MessageLanguage(LocaleIdentifier("de")!)
        #expect(live.language?.description == "de")
        try live.validateUpdates()
        live.password = "secret-1"
        live.passwordRepeat = "secret-2"
        #expect(live.errors.messages(for: "passwordRepeat") == ["Password Repeat muss gleich mit \"Password\" sein."])
        #expect(try live.validate() == false)
        #expect(live.errors.messages(for: "email") == ["Email darf nicht leer sein."])
        live.language = nil
        #expect(try live.validate() == false)
        #expect(live.errors.messages(for: "email") == ["Email cannot be blank."])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func liveUpdatesRefuseAsynchronousRulesAndTheWholeModelRunsThem() async throws {
        var model = try DynamicModel(attributes: ["username"], rules: [
            Rule(["username"], "required"),
            Rule(["username"], "unique", ["targetClass": "users"]),
        ], registry: registry(with: InMemoryRecordStore(["users": [["username": "ann"]]])))
        model.assign(["username": "ann"])
        let live = LiveModel(model)
        #expect(throws: ModelError(.asynchronousRule, name: "rules[1] (unique on username)")) { try live.validateUpdates() }
        #expect(!live.isValidatingUpdates)
        #expect(throws: ModelError(.asynchronousRule, name: "rules[1] (unique on username)")) { try live.validate() }
        final class Flag: @unchecked Sendable { var fired = 0 }
        let flag = Flag()
        withObservationTracking { _ = live.errors } onChange: { flag.fired += 1 }
        #expect(try await live.validateAsync() == false)
        #expect(flag.fired == 1)
        #expect(live.errors.first(for: "username")?.code == "unique.taken")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aModelThatChangedDuringTheLookupsKeepsItsNewerValues() async throws {
        // The lookup waits at a gate that opens when a second lookup arrives: the one made by
        // the change below, so the change happens while the first validation is in flight.
        let store = GateStore(expected: 2, ["users": [["username": "ann"]]])
        var model = try DynamicModel(attributes: ["username"], rules: [Rule(["username"], "unique", ["targetClass": "users"])],
                                     registry: registry(with: store))
        model.assign(["username": "ann"])
        let live = LiveModel(model)
        async let first = live.validateAsync()
        while await store.gate.arrived < 1 { await Task.yield() }
        live.update { _ = $0.setValue("bob", of: "username") }
        #expect(try await live.validateAsync())          // bob: free, published
        #expect(try await first == false)                // ann: taken, not published
        #expect(live.model.value(of: "username") == "bob")
        #expect(live.errors.isEmpty)
    }
}
