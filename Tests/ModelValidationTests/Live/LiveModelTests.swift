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

struct LiveModelTests {
    @Test func changesRevalidateOnlyAfterValidateUpdates() {
        let live = LiveModel(Registration())
        live.email = "nope"
        #expect(live.errors.isEmpty)
        live.validateUpdates()
        #expect(live.isValidatingUpdates)
        live.email = "still-nope"
        #expect(live.errors.attributes == ["email"])      // only the changed attribute
        live.email = "ann@example.com"
        #expect(live.errors.isEmpty)
        live.stopValidatingUpdates()
        live.email = ""
        #expect(live.errors.isEmpty)
    }

    @Test func attributesThatReadAChangedOneAreRevalidated() {
        let live = LiveModel(Registration())
        live.validateUpdates()
        live.password = "secret-12"
        live.passwordRepeat = "secret-13"
        #expect(live.errors.first(for: "passwordRepeat")?.code == "compare.invalid")
        live.password = "secret-13"
        #expect(live.errors.isEmpty)
        live.type = "business"
        #expect(live.errors.first(for: "company")?.code == "required.blank")
        live.update { $0.type = "personal" }
        #expect(live.errors.isEmpty)
        #expect(LiveModel<Registration>.readers(of: Registration.rules) == ["password": ["passwordRepeat"], "type": ["company"]])
    }

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

    @Test func theBoxIsFreedWhenItsOwnerLetsGo() {
        weak var weakLive: LiveModel<Registration>?
        do {
            let live = LiveModel(Registration())
            live.validateUpdates()
            live.email = "x"
            withObservationTracking { _ = live.errors } onChange: {}
            weakLive = live
            #expect(weakLive != nil)
        }
        #expect(weakLive == nil)
    }

    @Test func aLanguageSetOnTheBoxAppliesToEveryRevalidation() throws {
        let live = LiveModel(Registration())
        live.language = MessageLanguage(LocaleIdentifier("de")!)
        #expect(live.language?.description == "de")
        live.validateUpdates()
        live.password = "secret-1"
        live.passwordRepeat = "secret-2"
        #expect(live.errors.messages(for: "passwordRepeat") == ["Password Repeat muss gleich mit \"Password\" sein."])
        #expect(try live.validate() == false)
        #expect(live.errors.messages(for: "email") == ["Email darf nicht leer sein."])
        live.language = nil
        #expect(try live.validate() == false)
        #expect(live.errors.messages(for: "email") == ["Email cannot be blank."])
    }
}
