/// Checks that a string has at least a number of characters from a class (aliases
/// `uppercase`, `lowercase`, `digits`, `symbols` and `characters`).
///
/// The building block of password policies. Characters are Unicode scalars: `uppercase` and
/// `lowercase` follow the Unicode case properties, `digits` the decimal digits (`Nd`),
/// `symbols` punctuation and symbols (`P*`, `S*`), and `characters` the scalars of the `set`
/// parameter. Only strings pass; counting stops as soon as the minimum is reached.
///
/// | parameter | default | meaning |
/// | --- | --- | --- |
/// | `min` | `1` | the minimum number of characters of the class |
/// | `set` | — (required for `characters`) | the custom set |
///
/// | code | default message |
/// | --- | --- |
/// | `uppercase.tooFew` | `{attribute} must contain at least {min, number} {min, plural, one{uppercase letter} other{uppercase letters}}.` |
/// | `lowercase.tooFew` | `{attribute} must contain at least {min, number} {min, plural, one{lowercase letter} other{lowercase letters}}.` |
/// | `digits.tooFew` | `{attribute} must contain at least {min, number} {min, plural, one{digit} other{digits}}.` |
/// | `symbols.tooFew` | `{attribute} must contain at least {min, number} {min, plural, one{special character} other{special characters}}.` |
/// | `characters.tooFew` | `{attribute} must contain at least {min, number} of these characters: {set}` |
/// | `<alias>.invalid` | `{attribute} must be a string.` |
///
/// ```swift
/// Rule(["password"], "uppercase", ["min": 1])
/// Rule(["password"], "characters", ["set": "!?#", "min": 2])
/// ```
public struct CharacterClassValidator: ConfigurableValidator {
    public static let aliases = ["uppercase", "lowercase", "digits", "symbols", "characters"]

    /// The class counted.
    public let characterClass: CharacterClass
    /// The minimum count.
    public let minimum: Int
    /// The alias, the first part of the codes.
    public let alias: String
    let message: String
    private let counter: CharacterCounter

    /// Creates the validator.
    ///
    /// - Parameters:
    ///   - characterClass: The class counted.
    ///   - minimum: The minimum count.
    ///   - message: The template of `<alias>.tooFew`; `nil` for the default.
    public init(_ characterClass: CharacterClass, minimum: Int = 1, message: String? = nil) {
        self.characterClass = characterClass
        self.minimum = minimum
        self.counter = CharacterCounter(characterClass)
        let alias: String
        let noun: String
        switch characterClass {
        case .uppercase: alias = "uppercase"; noun = "{min, plural, one{uppercase letter} other{uppercase letters}}."
        case .lowercase: alias = "lowercase"; noun = "{min, plural, one{lowercase letter} other{lowercase letters}}."
        case .digits: alias = "digits"; noun = "{min, plural, one{digit} other{digits}}."
        case .symbols: alias = "symbols"; noun = "{min, plural, one{special character} other{special characters}}."
        case .custom: alias = "characters"; noun = "of these characters: {set}"
        }
        self.alias = alias
        self.message = message ?? "{attribute} must contain at least {min, number} " + noun
    }

    /// Builds the validator from a rule's parameters.
    ///
    /// - Throws: ``RuleError`` for a negative or mistyped `min`, or a missing or empty `set`.
    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        let minimum = try parameters.int("min") ?? 1
        guard minimum >= 0 else { throw parameters.valueError("min", "expected a number of characters, got \(minimum)") }
        let characterClass: CharacterClass
        switch alias {
        case "uppercase": characterClass = .uppercase
        case "lowercase": characterClass = .lowercase
        case "digits": characterClass = .digits
        case "symbols": characterClass = .symbols
        default:
            guard let set = try parameters.string("set") else {
                parameters.noteMissing("set", "the \"set\" parameter is required")
                throw parameters.notedMistake()
            }
            guard !set.isEmpty else { throw parameters.valueError("set", "expected at least one character") }
            characterClass = .custom(set)
        }
        self.init(characterClass, minimum: minimum, message: parameters.message)
    }

    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        guard case .string(let string) = value else {
            model.addError(attribute, code: alias + ".invalid", template: "{attribute} must be a string.", value: value)
            return
        }
        if counter.hasAtLeast(minimum, in: string) { return }
        var arguments = MessageArguments()
        arguments.set("min", .int(minimum))
        if case .custom(let set) = characterClass { arguments.set("set", .string(set)) }
        model.addError(attribute, code: alias + ".tooFew", template: message, value: value, arguments: arguments)
    }
}
