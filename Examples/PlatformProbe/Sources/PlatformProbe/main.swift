// Validates models the way an app supporting macOS 13 / iOS 16 would, and prints what happened.
// Exits with status 1 when a result is not the expected one.
import ModelValidation

/// A typed model: the core API, available on every supported system.
struct Signup: TypedModel, Sendable {
    var username = ""
    var email = ""
    var validation = ValidationState()
    // Names derived from the key paths: CI runs this probe as a release build, where they hold too.
    static let attributes: AttributeTable<Signup> = [.attribute(\.username), .attribute(\.email)]
    // A mistake in the rules is kept in `configurationError` and thrown by `validate()`.
    static let rules = RuleSet(declaring: Signup.self) {
        Validate(\.username, .required, .string(min: 3, max: 32))
        Validate(\.email, .required, .email)
    }
    var ruleSet: RuleSet { Self.rules }
}

var failures = 0
@MainActor func expect(_ condition: Bool, _ what: String) {
    print((condition ? "ok    " : "FAIL  ") + what)
    if !condition { failures += 1 }
}

expect(Signup.attributes.names == ["username", "email"], "attribute names derived from key paths")
expect(Signup.rules.configurationError == nil, "the rules build")
var signup = Signup()
signup.assign(["username": "al", "email": "al@example.com"])
expect((try? signup.validate()) == false, "a typed model validates")
expect(signup.firstError("username") == "Username should contain at least 3 characters.", "its message")

/// Database rules: `lookups` `unique` checks against a store that answers after 10 ms each.
@MainActor func validateAgainstADatabase(lookups: Int) async throws {
    let store = InMemoryRecordStore(["users": [["u0": "taken"]]], latency: .milliseconds(10))
    var registry = ValidatorRegistry.builtIn
    registry.register(store: store)
    let names = (0..<lookups).map { "u\($0)" }
    var form = try DynamicModel(attributes: names, rules: [Rule(names, "unique", ["targetClass": "users"])], registry: registry)
    form.assign(AttributeObject(names.map { ($0, AttributeValue.string("taken")) }))
    let clock = ContinuousClock()
    let start = clock.now
    let valid = try await form.validateAsync()
    let elapsed = clock.now - start
    expect(!valid && form.errors.attributes == ["u0"], "validateAsync finds the one duplicate")
    expect(store.peakConcurrentQueries == lookups, "the \(lookups) lookups ran at the same time (peak \(store.peakConcurrentQueries))")
    let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
    print("      \(lookups) lookups of 10 ms each took \(milliseconds) ms in all")
}

try await validateAgainstADatabase(lookups: 8)

// Observation-based parts need macOS 14 / iOS 17: an app supporting older systems asks first.
if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
    let live = LiveModel(signup)
    try live.validateUpdates()
    live.username = "alice"
    expect(live.errors.isEmpty, "LiveModel re-validates on change")
}

if failures > 0 { fatalError("\(failures) check(s) failed") }
