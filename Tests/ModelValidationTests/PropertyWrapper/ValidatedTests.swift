import Observation
import Testing
@testable import ModelValidation

extension ValidatorSpecRepresentable {
    /// A preset shared by tests: a short company address.
    static var companyEmail: Self { .allOf(.required, .email, .maxLength(30)).named("companyEmail") }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
private struct SignupForm: ValidatedForm {
    @Validated(.required, .email) var email = ""
    @Validated(.required, .minLength(8), .digits(), label: "Secret") var password = ""
    @Validated(.companyEmail) var workEmail = ""
    @Email(required: false) var backupEmail = ""
    @Validated(.integer(min: 18)) var age: Int? = nil
    var notValidated = 0
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
private struct MisconfiguredForm: ValidatedForm {
    @Validated(.match("[0-9]+")) var code = ""
    @Validated(.required, .email) var count = 0
    @Validated(.required) var fine = ""
}

/// Asynchronous validators in properties, which validate synchronously: `.unique` and `.exist`
/// are typed-rule factories and do not compile here, so these spell them the long way.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
private struct AsynchronousForm: ValidatedForm {
    @Validated(.required, ValidatorSpec(type: "unique", ["targetClass": "users"])) var username = ""
    @Validated(.validator(AsyncInlineValidator(code: "vat.unknown", message: "{attribute} is not registered.") { _, _ in true },
                          name: "vatRegistered")) var vatNumber = ""
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
private final class AgeModel: ValidatedForm {
    @Validated(.integer(min: 18), validatesOnChange: true) var age: Int? = nil
    @Validated(.integer(max: 2100), label: "Year", validatesOnChange: true) var birthYear = 2000
    @Email(validatesOnChange: true) var workEmail = ""
}

/// Observation-based, so every test needs macOS 14 / iOS 17 or later.
struct ValidatedTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func validatesOnDemand() {
        let form = SignupForm()
        #expect(form.$email.errors.isEmpty)
        #expect(form.$email.isValid == false)
        #expect(form.$email.validate() == false)
        #expect(form.$email.errors.map(\.code) == ["required.blank"])
        #expect(form.$email.firstError == "Value cannot be blank.")
        form.email = "nope"
        #expect(form.$email.errors.map(\.code) == ["required.blank"])
        #expect(form.$email.validate() == false)
        #expect(form.$email.errors.map(\.code) == ["email.invalid"])
        form.email = "ann@example.com"
        #expect(form.$email.isValid)
        #expect(form.$email.validate())
        #expect(form.$email.errors.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func labelsAndFormsValidateEveryProperty() {
        let form = SignupForm()
        form.password = "abc"
        form.age = 12
        #expect(form.validateFields() == false)
        #expect(form.fieldErrors.map(\.attribute) == ["email", "password", "workEmail", "age"])
        #expect(form.fieldErrors.map(\.message) == [
            "Email cannot be blank.",
            "Secret should contain at least 8 characters.",
            "Work Email cannot be blank.",
            "Age must be no less than 18.",
        ])
        form.email = "a@b.co"
        form.password = "abcdefg1"
        form.workEmail = "someone@a-company-with-a-long-name.example"
        form.age = 30
        #expect(form.validateFields() == false)
        #expect(form.fieldErrors.map(\.code) == ["maxLength.tooLong"])
        form.workEmail = "bob@acme.example"
        form.backupEmail = "x"
        #expect(form.validateFields() == false)
        #expect(form.fieldErrors.map(\.message) == ["Backup Email is not a valid email address."])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func validatesOnChangeWhenAsked() throws {
        let field = try ValidatedField("", validators: [.required], label: "Name", validatesOnChange: true)
        #expect(field.errors.isEmpty)
        field.value = "x"
        #expect(field.errors.isEmpty)
        field.value = ""
        #expect(field.messages == ["Name cannot be blank."])
        field.clearErrors()
        #expect(field.errors.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aFaultySpecificationIsARuleError() {
        #expect(throws: RuleError.self) { _ = try ValidatedField("", validators: [.match("/(/")]) }
    }

    /// A mistake in a property's validators does not stop the program: the field keeps it,
    /// says so from `configurationError`, and fails every validation with it.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aFaultyPropertyDoesNotStopTheProgram() {
        let form = MisconfiguredForm()
        form.code = "123"
        #expect(form.$code.validate() == false)
        #expect(form.$code.messages == ["Invalid rules: rules[0].pattern: invalid pattern: unknown modifier '+'"])
        #expect(form.$code.errors.map(\.code) == ["rules.invalid"])
        #expect(form.$fine.validate() == false)
        #expect(form.validateFields() == false)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aFaultyPropertyKeepsItsMistake() {
        let form = MisconfiguredForm()
        #expect(form.$code.configurationError?.path == "rules[0].pattern")
        #expect(form.$code.configurationError?.reason
            == "invalid pattern: unknown modifier '+'")
        #expect(form.$count.configurationError?.description == "rules[1].attributes: \"email\" validates strings, but value is Int")
        #expect(form.$fine.configurationError == nil)
        #expect(form.configurationErrors.map(\.property) == ["code", "count"])
        #expect(form.configurationErrors.map(\.error.path) == ["rules[0].pattern", "rules[1].attributes"])
    }

    /// In a class, a property learns its name the first time it is read or written, so its
    /// first message already carries its label.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aPropertyOfAClassIsLabelledFromItsFirstMessage() async {
        let model = AgeModel()
        let updates = model.$age.errorUpdates
        let reader = Task {
            var first: [String] = []
            for await errors in updates { first = errors.map(\.message); break }
            return first
        }
        while model.$age.listenerCount == 0 { await Task.yield() }
        model.age = 12
        #expect(model.$age.messages == ["Age must be no less than 18."])
        #expect(await reader.value == ["Age must be no less than 18."])
        model.birthYear = 3000
        #expect(model.$birthYear.messages == ["Year must be no greater than 2100."])
        model.workEmail = "nope"
        #expect(model.$workEmail.messages == ["Work Email is not a valid email address."])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func observationSeesErrorChanges() throws {
        let field = try ValidatedField("", validators: [.required])
        final class Flag: @unchecked Sendable { var fired = 0 }
        let flag = Flag()
        withObservationTracking { _ = field.errors } onChange: { flag.fired += 1 }
        field.value = "x"          // the value changed, errors did not
        #expect(flag.fired == 0)
        field.value = ""
        field.validate()
        #expect(flag.fired == 1)
        withObservationTracking { _ = field.errors } onChange: { flag.fired += 1 }
        field.validate()           // same errors: no change
        #expect(flag.fired == 1)
        withObservationTracking { _ = field.value } onChange: { flag.fired += 1 }
        field.value = "y"
        #expect(flag.fired == 2)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func errorUpdatesFeedListenersOnly() async throws {
        let field = try ValidatedField("", validators: [.required, .minLength(3)], label: "Name")
        field.validate()                          // nobody listens: nothing is kept
        #expect(field.listenerCount == 0)
        let reader = Self.read(2, from: field.errorUpdates)
        #expect(field.listenerCount == 1)
        field.value = "ab"
        field.validate()
        await Task.yield()
        field.value = "abc"
        field.validate()
        let seen = await reader.value
        // The stream keeps the newest list, so a slow reader may skip the intermediate one.
        #expect(seen.last == [])
        #expect(seen.dropLast().allSatisfy { $0 == ["minLength.tooShort"] })
        #expect(field.listenerCount == 0)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func cancellingAListenerStopsFeedingIt() async throws {
        let field = try ValidatedField("", validators: [.required])
        let reader = Self.read(5, from: field.errorUpdates)
        #expect(field.listenerCount == 1)
        reader.cancel()
        _ = await reader.value
        #expect(field.listenerCount == 0)
    }

    /// Reads up to `count` elements in a task that owns the only reference to the stream.
    static func read(_ count: Int, from stream: sending AsyncStream<[ValidationError]>) -> Task<[[String]], Never> {
        Task {
            var seen: [[String]] = []
            for await errors in stream {
                seen.append(errors.map(\.code))
                if seen.count == count || errors.isEmpty { break }
            }
            return seen
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aFieldValidatesInItsLanguage() throws {
        let email = try ValidatedField("", validators: [.required, .email], name: "email", label: "E-Mail")
        #expect(email.language == nil)
        email.language = MessageLanguage(LocaleIdentifier("ru")!)
        #expect(!email.validate())
        #expect(email.firstError == "Необходимо заполнить «E-Mail».")
        email.language = nil
        #expect(!email.validate())
        #expect(email.firstError == "E-Mail cannot be blank.")
        MessageLanguage.$current.withValue(MessageLanguage(LocaleIdentifier("de")!)) {
            #expect(!email.validate())
            #expect(email.firstError == "E-Mail darf nicht leer sein.")
        }
        #expect(email.firstError == "E-Mail cannot be blank.")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func anAsynchronousValidatorIsRefusedWhenTheFieldIsCreated() {
        let error = #expect(throws: RuleError.self) {
            _ = try ValidatedField("", validators: [.required, ValidatorSpec(type: "unique", ["targetClass": "users"])],
                                   registry: registry(with: InMemoryRecordStore(["users": []])))
        }
        #expect(error?.description == "rules[1].type: \"unique\" is asynchronous, and a validated field validates synchronously; "
                + "validate it in a model with validateAsync()")
    }

    /// A property cannot throw: it keeps the refusal, naming the rule, whether or not a record
    /// store is registered (the built-in registry of a property has none).
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func anAsynchronousValidatorInAPropertyIsRefusedWhenItIsCreated() {
        let form = AsynchronousForm()
        #expect(form.$username.configurationError?.description == "rules[1].type: \"unique\" is asynchronous, and a validated "
                + "field validates synchronously; validate it in a model with validateAsync()")
        #expect(form.$vatNumber.configurationError?.description == "rules[0].type: \"vatRegistered\" is asynchronous, and a "
                + "validated field validates synchronously; validate it in a model with validateAsync()")
        #expect(form.configurationErrors.map(\.property) == ["username", "vatNumber"])
        // Its check never runs: the field fails with the refusal, never with the rule's message.
        form.vatNumber = "DE123"
        #expect(form.$vatNumber.validate() == false)
        #expect(form.$vatNumber.messages == ["Invalid rules: rules[0].type: \"vatRegistered\" is asynchronous, and a validated "
                + "field validates synchronously; validate it in a model with validateAsync()"])
        #expect(form.$vatNumber.errors.map(\.code) == [ValidationError.misconfiguredCode])
    }
}
