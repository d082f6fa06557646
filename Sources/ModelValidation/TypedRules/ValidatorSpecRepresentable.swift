/// A type made from a ``ValidatorSpec``: it gets every leading-dot validator factory
/// (`.required`, `.string(min:max:)`, `.email`, `.allOf(...)`) and the specification modifiers.
///
/// ``ValidatorSpec`` (used by ``Validated`` and reusable presets) and ``Check`` (used by typed
/// rules) conform, so the same spelling works in both places. Add your own presets in an
/// extension of this protocol and they work everywhere:
///
/// ```swift
/// extension ValidatorSpecRepresentable {
///     static var username: Self { .allOf(.required, .string(min: 3, max: 32)).named("username") }
/// }
/// ```
public protocol ValidatorSpecRepresentable: Sendable {
    /// Wraps a specification.
    ///
    /// - Parameter spec: The specification.
    init(spec: ValidatorSpec)

    /// The wrapped specification.
    var spec: ValidatorSpec { get set }
}

extension ValidatorSpecRepresentable {
    /// Wraps a reusable specification, for instance one stored in a constant.
    ///
    /// ```swift
    /// let emailValidator: ValidatorSpec = .allOf(.required, .email)
    /// Validate(\.email, .use(emailValidator))
    /// ```
    ///
    /// - Parameter spec: The specification.
    /// - Returns: The same specification as `Self`.
    public static func use(_ spec: ValidatorSpec) -> Self { Self(spec: spec) }

    /// Sets the rule's `message` option: the validator's main message template.
    ///
    /// ```swift
    /// .required.message("Please enter your email.")
    /// ```
    ///
    /// - Parameter template: The template, with `{attribute}`, `{value}` and the validator's
    ///   placeholders.
    /// - Returns: The modified specification.
    public func message(_ template: String) -> Self { modified { $0.message = template } }

    /// Sets the rule's `skipOnEmpty` option.
    ///
    /// - Parameter skip: Whether empty values are skipped.
    /// - Returns: The modified specification.
    public func skipOnEmpty(_ skip: Bool) -> Self { modified { $0.skipOnEmpty = skip } }

    /// Sets the rule's `skipOnError` option.
    ///
    /// - Parameter skip: Whether attributes that already have errors are skipped.
    /// - Returns: The modified specification.
    public func skipOnError(_ skip: Bool) -> Self { modified { $0.skipOnError = skip } }

    /// Sets the rule's `isEmpty` option.
    ///
    /// - Parameter check: How the rule decides that a value is empty.
    /// - Returns: The modified specification.
    public func isEmpty(_ check: EmptinessCheck) -> Self { modified { $0.isEmpty = check } }

    /// Sets one more parameter of an alias specification under its JSON name (a secondary
    /// message such as `tooShort`, or an option without a dedicated factory argument).
    ///
    /// ```swift
    /// .string(min: 8).setting("tooShort", "Use at least {min} characters.")
    /// ```
    ///
    /// - Parameters:
    ///   - key: The parameter's JSON name.
    ///   - value: Its value.
    /// - Returns: The modified specification; other kinds are returned unchanged.
    public func setting(_ key: String, _ value: AttributeValue) -> Self {
        modified { spec in
            if case .alias(let type, var parameters) = spec.kind {
                parameters[key] = value
                spec.kind = .alias(type, parameters)
            }
        }
    }

    /// Names a composite or instance: the name is shown as the rule's type and used when the
    /// specification is registered (``ValidatorRegistry/register(_:spec:)``).
    ///
    /// - Parameter name: The name.
    /// - Returns: The modified specification.
    public func named(_ name: String) -> Self { modified { $0.name = name } }

    func modified(_ change: (inout ValidatorSpec) -> Void) -> Self {
        var spec = self.spec
        change(&spec)
        return Self(spec: spec)
    }
}

/// A validator specification for an attribute of `Root`: what typed rules list after the key
/// path.
///
/// It has every factory of ``ValidatorSpecRepresentable`` plus those that name another attribute
/// of `Root` by key path, such as ``compare(to:operator:type:)``.
///
/// ```swift
/// Validate(\.password, .required, .string(min: 8, max: 64))
/// Validate(\.passwordRepeat, .compare(to: \.password))
/// ```
public struct Check<Root>: ValidatorSpecRepresentable {
    /// The wrapped specification.
    public var spec: ValidatorSpec

    /// Wraps a specification.
    ///
    /// - Parameter spec: The specification.
    public init(spec: ValidatorSpec) { self.spec = spec }

    /// Wraps a specification.
    ///
    /// - Parameter spec: The specification.
    public init(_ spec: ValidatorSpec) { self.spec = spec }
}
