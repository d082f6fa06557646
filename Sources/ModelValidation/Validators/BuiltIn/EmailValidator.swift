/// Checks that a value is an email address (alias `email`).
///
/// Only strings can pass. The value is split into an optional name, `<`, a local part, `@`, a
/// domain and `>`; with `enableIDN` the domain (and, with `enableLocalIDN`, the local part) is
/// converted to ASCII with IDNA and the value rebuilt from its parts. A local part over 64 bytes
/// or `local@domain` over 254 bytes fails. The result must then match `pattern` or, with
/// `allowName`, `fullPattern` (`John <john@example.com>`). The domain needs a dot, so
/// `john@localhost` fails, as in Yii. The default patterns run as linear byte scanners; custom
/// ones are PCRE patterns with delimiters (`"/^[a-z]+@example\\.com$/"`).
///
/// `checkDNS: true` is refused when the rule is built: validation never uses the network.
///
/// | parameter | default | meaning |
/// | --- | --- | --- |
/// | `allowName` | `false` | also accept `Name <local@domain>` (checked with `fullPattern`) |
/// | `enableIDN` | `false` | convert an internationalized domain to ASCII before matching |
/// | `enableLocalIDN` | `true` | with `enableIDN`, convert the local part too |
/// | `pattern` | Yii's address pattern | a PCRE pattern for `local@domain` |
/// | `fullPattern` | Yii's named-address pattern | a PCRE pattern for `Name <local@domain>` |
/// | `checkDNS` | `false` | must be `false` |
///
/// | code | default message |
/// | --- | --- |
/// | `email.invalid` | `{attribute} is not a valid email address.` |
///
/// ```swift
/// Rule(["email"], "email")
/// Rule(["contact"], "email", ["allowName": true, "enableIDN": true])
/// ```
public struct EmailValidator: ConfigurableValidator {
    /// The alias rules use: `"email"`.
    public static let aliases = ["email"]

    /// Whether `Name <local@domain>` is accepted.
    public let allowName: Bool
    /// Whether internationalized domains are converted before matching.
    public let enableIDN: Bool
    /// Whether the local part is converted too (only with ``enableIDN``).
    public let enableLocalIDN: Bool
    /// The custom `pattern`, if the rule set one.
    public let pattern: PCREPattern?
    /// The custom `fullPattern`, if the rule set one.
    public let fullPattern: PCREPattern?
    /// The message template.
    public let message: String
    private let matcher: EmailAddressMatcher
    /// Whether neither pattern was set (the usual case), decided once: asking the two optional
    /// patterns on every value cost a runtime layout query each.
    private let usesBuiltInPatterns: Bool

    /// Builds the validator from a rule's parameters (see the table above).
    ///
    /// - Parameters:
    ///   - alias: The alias the rule used (`"email"`).
    ///   - parameters: The rule's parameters; every key above is read.
    /// - Throws: ``RuleError`` for a mistyped parameter or an unusable configuration.
    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        allowName = try parameters.bool("allowName") ?? false
        enableIDN = try parameters.bool("enableIDN") ?? false
        enableLocalIDN = try parameters.bool("enableLocalIDN") ?? true
        pattern = try Self.compile("pattern", in: &parameters)
        fullPattern = try Self.compile("fullPattern", in: &parameters)
        if try parameters.bool("checkDNS") == true {
            throw parameters.valueError("checkDNS", "DNS checks are not supported: validation never uses the network")
        }
        message = parameters.message ?? "{attribute} is not a valid email address."
        matcher = EmailAddressMatcher(allowName: allowName, enableIDN: enableIDN, enableLocalIDN: enableLocalIDN)
        usesBuiltInPatterns = pattern == nil && fullPattern == nil
    }

    /// Compiles a custom pattern parameter, if present.
    static func compile(_ key: String, in parameters: inout RuleParameters) throws(RuleError) -> PCREPattern? {
        guard let source = try parameters.string(key) else { return nil }
        do {
            return try PCREPattern(source)
        } catch {
            throw parameters.valueError(key, "\(error)")
        }
    }

    /// Whether a value passes, without reporting anything.
    ///
    /// - Parameter value: The value to check.
    /// - Returns: `true` when Yii's `email` validator would accept it.
    public func isValid(_ value: AttributeValue) -> Bool {
        guard case .string(let string) = value else { return false }
        return isValid(string: string)
    }

    /// ``isValid(_:)`` for a string.
    func isValid(string: String) -> Bool {
        if usesBuiltInPatterns { return matcher.matches(string) }
        guard let candidate = matcher.candidate(string) else { return false }
        if matchesPattern(candidate) { return true }
        return allowName && matchesFullPattern(candidate)
    }

    private func matchesPattern(_ candidate: String) -> Bool {
        if let pattern { return pattern.matches(candidate) }
        return ByteScanning.withBytes(candidate) { EmailAddressMatcher.matchesPattern($0) }
    }

    private func matchesFullPattern(_ candidate: String) -> Bool {
        if let fullPattern { return fullPattern.matches(candidate) }
        return ByteScanning.withBytes(candidate) { EmailAddressMatcher.matchesFullPattern($0) }
    }

    /// Checks that `value` is an email address, reporting a failure on `attribute`.
    ///
    /// - Parameters:
    ///   - attribute: The attribute being validated.
    ///   - value: Its current value.
    ///   - model: The model that receives the error.
    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        if !isValid(value) {
            model.addError(attribute, code: "email.invalid", template: message, value: value)
        }
    }
}

extension EmailValidator: ValueCheck {
    /// Passes a string that is an address.
    @usableFromInline package func passes(string value: String) -> Bool { isValid(string: value) }

    /// ``passes(string:)`` holding the matcher, not the validator, with Yii's default patterns
    /// (`nil` with patterns of the rule's own).
    var builtInTest: (@Sendable (String) -> Bool)? {
        guard usesBuiltInPatterns else { return nil }
        let matcher = matcher
        return { matcher.matches($0) }
    }

    /// `email.invalid` for a string that is no address.
    @usableFromInline package func failure(string value: String) -> ValueCheckFailure? {
        isValid(string: value) ? nil : failureOfRejectedStrings
    }

    /// `email.invalid`: ``passes(string:)`` rejects exactly the strings that are no address.
    @usableFromInline package var failureOfRejectedStrings: ValueCheckFailure? {
        ValueCheckFailure(code: "email.invalid", template: message)
    }
}
