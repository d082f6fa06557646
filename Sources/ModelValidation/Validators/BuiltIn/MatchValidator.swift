/// Checks that a value matches a PCRE pattern, or does not (alias `match`).
///
/// The pattern is written as for PHP's `preg_match`, with delimiters and modifiers
/// (`"/^\\d+$/i"`, `"#^a/b$#u"`); it is compiled once, when the rule set is built, and a pattern
/// that does not compile is a ``RuleError`` naming `pattern`. The match is a search: the pattern
/// is anchored only where it says so. Booleans and numbers are converted to strings as PHP
/// converts them (`true` → `"1"`, `1.0` → `"1"`, `null` → `""`); arrays and objects always fail,
/// even with `not`.
///
/// See ``PCREPattern`` for the supported syntax and its one deliberate deviation (`$` does not
/// match before a final line feed). No value makes the match hang: a pattern that needs
/// backtracking and exhausts ``PCREPattern/backtrackingStepLimit`` on a value counts as not
/// matching, as a `preg_match` that failed does in Yii (invalid, or valid under `not`).
///
/// | parameter | default | meaning |
/// | --- | --- | --- |
/// | `pattern` | — (required) | the PCRE pattern with delimiters and modifiers |
/// | `not` | `false` | fail when the pattern matches instead |
///
/// | code | default message |
/// | --- | --- |
/// | `match.invalid` | `{attribute} is invalid.` |
///
/// ```swift
/// Rule(["zip"], "match", ["pattern": "/^\\d{5}$/"])
/// Rule(["username"], "match", ["pattern": "/^admin$/i", "not": true])
/// ```
public struct MatchValidator: ConfigurableValidator {
    public static let aliases = ["match"]

    /// The compiled pattern.
    public let pattern: PCREPattern
    /// Whether a match fails the value instead of passing it.
    public let not: Bool
    /// The message template.
    public let message: String

    static let defaultMessage = "{attribute} is invalid."

    /// Creates the validator from a compiled pattern.
    ///
    /// ```swift
    /// let zip = MatchValidator(try PCREPattern("/^\\d{5}$/"))
    /// Rule(["zip"], validator: zip, name: "match")
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: The pattern.
    ///   - not: Whether a match fails the value.
    ///   - message: The message template; `nil` for the default.
    public init(_ pattern: PCREPattern, not: Bool = false, message: String? = nil) {
        self.pattern = pattern
        self.not = not
        self.message = message ?? Self.defaultMessage
    }

    /// Builds the validator from a rule's parameters.
    ///
    /// - Throws: ``RuleError`` when `pattern` is missing or does not compile.
    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        let source = try parameters.string("pattern")
        if source == nil { parameters.noteMissing("pattern", "the \"pattern\" property must be set") }
        var compiled: PCREPattern?
        if let source {
            do {
                compiled = try PCREPattern(source)
            } catch {
                throw parameters.valueError("pattern", error.description)
            }
        }
        let not = try parameters.bool("not") ?? false
        guard let compiled else { throw parameters.notedMistake() }
        self.init(compiled, not: not, message: parameters.message)
    }

    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        if let subject = PHPSemantics.string(value), pattern.matches(subject) != not { return }
        model.addError(attribute, code: "match.invalid", template: message, value: value)
    }
}

extension MatchValidator: ValueCheck {
    /// Passes a string the pattern matches (or, with `not`, does not match).
    @usableFromInline package func passes(string value: String) -> Bool { pattern.matches(value) != not }

    /// `match.invalid` for a string the pattern does not match (or, with `not`, matches).
    @usableFromInline package func failure(string value: String) -> ValueCheckFailure? {
        pattern.matches(value) != not ? nil : failureOfRejectedStrings
    }

    /// `match.invalid`: ``passes(string:)`` rejects exactly the strings that fail the pattern.
    @usableFromInline package var failureOfRejectedStrings: ValueCheckFailure? {
        ValueCheckFailure(code: "match.invalid", template: message)
    }
}
