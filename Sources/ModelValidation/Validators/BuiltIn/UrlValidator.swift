/// Checks that a value is an absolute URL with an allowed scheme (alias `url`).
///
/// Only strings shorter than 2000 bytes can pass. With `defaultScheme`, a value without `://`
/// is checked as `defaultScheme://value`, and when it passes the attribute is rewritten to that
/// form (`example.com` becomes `https://example.com`); a failing value is left alone. With
/// `enableIDN`, each host after `://` is converted to ASCII with IDNA before matching (the
/// stored value keeps its Unicode form). The default pattern needs one of `validSchemes`
/// (compared case-insensitively), `://`, a host with at least one dot, an optional port of one
/// to five digits, and then the end or `/`, `?` or `#`; it runs as a linear byte scanner. A
/// custom `pattern` is a PCRE pattern with delimiters in which `{schemes}` stands for
/// `(scheme1|scheme2|…)`.
///
/// | parameter | default | meaning |
/// | --- | --- | --- |
/// | `validSchemes` | `["http", "https"]` | the accepted schemes |
/// | `defaultScheme` | `null` | the scheme assumed (and written back) for a value without `://` |
/// | `enableIDN` | `false` | convert internationalized hosts to ASCII before matching |
/// | `pattern` | Yii's URL pattern | a PCRE pattern; `{schemes}` is replaced by the schemes |
///
/// | code | default message |
/// | --- | --- |
/// | `url.invalid` | `{attribute} is not a valid URL.` |
///
/// ```swift
/// Rule(["website"], "url", ["defaultScheme": "https"])
/// Rule(["feed"], "url", ["validSchemes": ["http", "https", "ftp"]])
/// ```
public struct UrlValidator: ConfigurableValidator {
    /// The alias rules use: `"url"`.
    public static let aliases = ["url"]

    /// The accepted schemes.
    public let validSchemes: [String]
    /// The scheme assumed for a value without `://`, if any.
    public let defaultScheme: String?
    /// Whether hosts are converted with IDNA before matching.
    public let enableIDN: Bool
    /// The custom pattern with `{schemes}` already replaced, if the rule set one.
    public let pattern: PCREPattern?
    /// The message template.
    public let message: String
    private let matcher: URLMatcher

    /// Builds the validator from a rule's parameters (see the table above).
    ///
    /// - Parameters:
    ///   - alias: The alias the rule used (`"url"`).
    ///   - parameters: The rule's parameters; every key above is read.
    /// - Throws: ``RuleError`` for a mistyped parameter or an unusable configuration.
    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        validSchemes = try Self.schemes(&parameters) ?? ["http", "https"]
        defaultScheme = try parameters.string("defaultScheme")
        enableIDN = try parameters.bool("enableIDN") ?? false
        matcher = URLMatcher(validSchemes: validSchemes, defaultScheme: defaultScheme, enableIDN: enableIDN)
        if let source = try parameters.string("pattern") {
            do {
                pattern = try PCREPattern(matcher.expandedPattern(source))
            } catch {
                throw parameters.error("pattern", "\(error)")
            }
        } else {
            pattern = nil
        }
        message = parameters.message ?? "{attribute} is not a valid URL."
    }

    /// Reads `validSchemes`: a list of strings (or an object whose values are strings).
    private static func schemes(_ parameters: inout RuleParameters) throws(RuleError) -> [String]? {
        guard let items = try parameters.list("validSchemes") else { return nil }
        var schemes: [String] = []
        for item in items {
            guard case .string(let scheme) = item else {
                throw parameters.valueError("validSchemes", "expected a list of strings")
            }
            schemes.append(scheme)
        }
        return schemes
    }

    /// Checks a value without reporting anything.
    ///
    /// - Parameter value: The value to check.
    /// - Returns: ``URLMatchResult/valid(rewritten:)`` with the value to store when
    ///   `defaultScheme` applies, or ``URLMatchResult/invalid``.
    func check(_ value: AttributeValue) -> URLMatchResult {
        guard case .string(let string) = value else { return .invalid }
        return check(string: string)
    }

    /// ``check(_:)`` for a string.
    private func check(string: String) -> URLMatchResult {
        guard let pattern else { return matcher.validate(string) }
        guard let candidate = matcher.candidate(string), pattern.matches(candidate) else { return .invalid }
        return .valid(rewritten: matcher.rewrittenValue(string))
    }

    /// Checks that `value` is a URL, reporting a failure on `attribute`.
    ///
    /// - Parameters:
    ///   - attribute: The attribute being validated.
    ///   - value: Its current value.
    ///   - model: The model that receives the error or the rewritten value.
    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        switch check(value) {
        case .invalid:
            model.addError(attribute, code: "url.invalid", template: message, value: value)
        case .valid(let rewritten?):
            model.setFilteredValue(.string(rewritten), of: attribute)
        case .valid(nil):
            break
        }
    }
}

extension UrlValidator: ValueCheck {
    /// Passes a string that is a URL the validator would leave as it is.
    @usableFromInline package func passes(string value: String) -> Bool {
        if case .valid(nil) = check(string: value) { return true }
        return false
    }

    /// `url.invalid` for a string that is no URL (one the validator would rewrite is left to it).
    @usableFromInline package func failure(string value: String) -> ValueCheckFailure? {
        if case .invalid = check(string: value) { return invalid }
        return nil
    }

    /// `url.invalid` without a `defaultScheme`: the validator then rewrites no value, so
    /// ``passes(string:)`` rejects exactly the strings that are no URL.
    @usableFromInline package var failureOfRejectedStrings: ValueCheckFailure? {
        defaultScheme == nil ? invalid : nil
    }

    /// `url.invalid`, as ``validate(_:value:model:)`` adds it.
    private var invalid: ValueCheckFailure { ValueCheckFailure(code: "url.invalid", template: message) }
}
